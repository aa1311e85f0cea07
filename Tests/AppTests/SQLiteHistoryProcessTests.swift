import Drivers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The SQLite history as people meet it: separate `wellplate` processes on one file.
///
/// These run the built executables (debug build, next to the test bundle), so they check
/// the wiring, the exit statuses and what happens between processes, which in-process
/// driver tests cannot.
@Suite("SQLite history across processes", .serialized)
struct SQLiteHistoryProcessTests {
  @Test("with no flags, an analyze in one process shows up in history in the next")
  func defaultLocationRoundTrip() throws {
    let home = try TemporaryDirectory()
    let environment = ["HOME": home.url.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    let analyze = try run(
      "wellplate", ["analyze", "2 eggs and a slice of toast", "--json"], environment)
    #expect(analyze.status == 0, "\(analyze.standardError)")
    let id = try #require(
      (try JSONSerialization.jsonObject(with: Data(analyze.standardOutput.utf8))
        as? [String: Any])?["id"] as? String)

    let history = try run("wellplate", ["history"], environment)
    expectEqual(history.status, 0)
    #expect(history.standardOutput.contains(id))
    #expect(history.standardOutput.contains("2 eggs and a slice of toast"))
    let file = home.path(".local/share/wellplate/history.sqlite")
    #expect(FileManager.default.fileExists(atPath: file))
    let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    expectEqual(mode.map { $0 & 0o777 }, 0o600)

    let csv = try run("wellplate", ["export", "--format", "csv"], environment)
    expectEqual(csv.status, 0)
    #expect(csv.standardOutput.hasPrefix("id,consumedAt,"))
    expectEqual(csv.standardOutput.components(separatedBy: "\r\n").count, 3)  // header, row, ""
    let otherProfile = try run("wellplate", ["history", "--profile", "partner"], environment)
    #expect(!otherProfile.standardOutput.contains(id))
    expectEqual(try run("wellplate", ["delete", id], environment).status, 0)
    expectEqual(try run("wellplate", ["delete", id], environment).status, 65)
    #expect(!(try run("wellplate", ["history"], environment).standardOutput.contains(id)))
  }

  @Test("two processes saving 500 analyses each at once store exactly 1000, never 'locked'")
  func twoWriters() async throws {
    let dir = try TemporaryDirectory()
    let database = dir.path("shared.sqlite")  // created by whichever process comes first
    let started = ContinuousClock.now
    let loops = try (1...2).map { writer in
      try Subprocess.start(
        "/bin/sh",
        [
          "-c",
          """
          i=0
          while [ $i -lt 500 ]; do
            "$0" analyze "2 eggs and a slice of toast" --db "$1" --json >> "$2" || echo "exit $?" >&2
            i=$((i + 1))
          done
          """,
          WellPlateBinary.path(), database, dir.path("ids-\(writer)"),
        ],
        environment: ["PATH": "/usr/bin:/bin", "HOME": dir.url.path, "TZ": "UTC"],
        outputPath: "/dev/null", errorPath: dir.path("errors-\(writer)"))
    }
    for loop in loops { expectEqual(loop.wait(), .exited(0)) }
    print("2 × 500 wellplate analyze processes took \(ContinuousClock.now - started)")
    for writer in 1...2 {
      let errors = try String(contentsOfFile: dir.path("errors-\(writer)"), encoding: .utf8)
      #expect(errors.isEmpty, "writer \(writer): \(errors.prefix(500))")
      #expect(!errors.contains("locked"))
    }
    let printed = try (1...2).flatMap { writer in
      try String(contentsOfFile: dir.path("ids-\(writer)"), encoding: .utf8)
        .split(separator: "\n").map { line in
          try #require(
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"]
              as? String)
        }
    }
    expectEqual(printed.count, 1000)
    let stored = try storedIDs(database)
    expectEqual(stored.count, 1000)
    expectEqual(stored, Set(printed))
    try SQLiteConnection(path: database, mode: .readOnly).checkIntegrity(full: true)
  }

  @Test("SIGKILL in the middle of saving loses no returned save and leaves a sound file")
  func killedMidSave() async throws {
    let dir = try TemporaryDirectory()
    let database = dir.path("killed.sqlite")
    var confirmed: Set<String> = []
    for (round, killAfter) in [40, 120, 250].enumerated() {
      let loop = try WellPlateBinary.start(
        ["save-loop", "--db", database], executable: "wellplate-dev")
      // Kill at an arbitrary moment once enough saves have returned; the loop does nothing
      // but save, so the signal almost always lands inside one.
      let patience = ContinuousClock.now + .seconds(60)
      while lines(loop.standardOutputSoFar).count < killAfter && ContinuousClock.now < patience {
        usleep(2_000)
      }
      loop.subprocess.send(SIGKILL)
      let result = loop.wait()
      #expect(result.status == 128 + SIGKILL, "the loop ended by itself: \(result.standardError)")
      // Only whole lines count: a save reported itself after it returned.
      let saved = lines(result.standardOutput)
      #expect(saved.count >= killAfter)
      confirmed.formUnion(saved)

      try SQLiteConnection(path: database, mode: .readOnly).checkIntegrity(full: true)
      let stored = try storedIDs(database)
      #expect(
        confirmed.isSubset(of: stored),
        "round \(round): lost \(confirmed.subtracting(stored).count)")
      // At most the save in flight at the kill may have committed without being reported.
      #expect(stored.count - confirmed.count <= round + 1)
      print("round \(round): \(saved.count) saves reported, \(stored.count) entries stored")
    }
  }

  @Test("storage faults exit with status 74 and say what is wrong, touching nothing")
  func faultsExit74() throws {
    let dir = try TemporaryDirectory()
    let environment = ["HOME": dir.url.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]

    let notes = dir.path("notes.sqlite")
    let text = Data("these are my notes, not a database\n".utf8)
    try text.write(to: URL(fileURLWithPath: notes))
    for command in [
      ["analyze", "2 eggs"], ["history"], ["export"],
      ["delete", "0193f6a4-0000-7000-8000-000000000000"],
    ] {
      let result = try run("wellplate", command + ["--db", notes], environment)
      #expect(result.status == 74, "\(command)")
      #expect(result.standardError.contains("\(notes) is not a WellPlate database"))
    }
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: notes)), text)

    let good = dir.path("good.sqlite")
    expectEqual(try run("wellplate", ["analyze", "2 eggs", "--db", good], environment).status, 0)
    var damaged = try Data(contentsOf: URL(fileURLWithPath: good))
    damaged.replaceSubrange(
      4096..<damaged.count, with: Data(repeating: 0x5A, count: damaged.count - 4096))
    try damaged.write(to: URL(fileURLWithPath: good))
    let corrupt = try run("wellplate", ["history", "--db", good], environment)
    expectEqual(corrupt.status, 74)
    #expect(corrupt.standardError.contains("is damaged"))
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: good)), damaged)
    // An analysis reads the profile's own foods first (ADR 0019), which finds the damage.
    let analysis = try run("wellplate", ["analyze", "an apple", "--db", good], environment)
    expectEqual(analysis.status, 74)
    #expect(analysis.standardError.contains("is damaged"))
    // Known to be damaged now: a write is refused before it touches the file.
    let write = try run(
      "wellplate", ["analyze", "an apple", "--kcal", "52", "--db", good], environment)
    expectEqual(write.status, 74)
    #expect(write.standardError.contains("is damaged"))
    #expect(write.standardError.contains("\(good).damaged"))
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: good)), damaged)
    // A file put in its place (a backup restored) is trusted again.
    try FileManager.default.removeItem(atPath: good)
    let restored = try run("wellplate", ["analyze", "an apple", "--db", good], environment)
    #expect(restored.status == 0, "\(restored.standardError)")
    #expect(!FileManager.default.fileExists(atPath: good + ".damaged"))

    let frozen = dir.path("frozen.sqlite")
    expectEqual(try run("wellplate", ["analyze", "2 eggs", "--db", frozen], environment).status, 0)
    if chattr("+i", frozen) {
      defer { _ = chattr("-i", frozen) }
      let write = try run(
        "wellplate", ["analyze", "a slice of toast", "--db", frozen], environment)
      expectEqual(write.status, 74)
      #expect(write.standardError.contains("\(frozen) is read-only"))
      let read = try run("wellplate", ["history", "--db", frozen], environment)
      expectEqual(read.status, 0)
      #expect(read.standardOutput.contains("2 eggs"))
    } else {
      print("chattr +i unavailable; skipped the read-only process check")
    }

    let blocked = dir.path("a-file")
    try Data().write(to: URL(fileURLWithPath: blocked))
    let folder = try run(
      "wellplate", ["analyze", "2 eggs", "--db", blocked + "/h.sqlite"], environment)
    expectEqual(folder.status, 74)
    #expect(folder.standardError.contains("part of the path is a file, not a folder"))
  }

  @Test("edit re-analyzes in place, keeps the id, changes nothing on failure, and respects damage")
  func edit() throws {
    let dir = try TemporaryDirectory()
    let environment = ["HOME": dir.url.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    let database = dir.path("edit.sqlite")
    func json(_ arguments: [String]) throws -> (WellPlateBinary.Result, [String: Any]) {
      let result = try run("wellplate", arguments + ["--db", database, "--json"], environment)
      let object =
        (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)))
        as? [String: Any]
      return (result, object ?? [:])
    }
    let (saved, entry) = try json(["analyze", "2 eggs", "--at", "2026-11-21T08:00:00Z"])
    #expect(saved.status == 0, "\(saved.standardError)")
    let id = try #require(entry["id"] as? String)
    let eggs = try #require((entry["nutrition"] as? [String: Any])?["calories"] as? Double)

    let (edited, after) = try json(["edit", id, "--text", "3 eggs"])
    #expect(edited.status == 0, "\(edited.standardError)")
    expectEqual(after["id"] as? String, id)
    expectEqual(after["description"] as? String, "3 eggs")
    expectEqual(after["consumedAt"] as? String, "2026-11-21T08:00:00Z")
    let threeEggs = try #require((after["nutrition"] as? [String: Any])?["calories"] as? Double)
    #expect(abs(threeEggs - eggs * 1.5) < 1)

    let (moved, movedEntry) = try json(["edit", id, "--at", "2026-11-20T19:30:00Z"])
    expectEqual(moved.status, 0)
    expectEqual(movedEntry["consumedAt"] as? String, "2026-11-20T19:30:00Z")
    expectEqual(movedEntry["description"] as? String, "3 eggs")

    let (failed, _) = try json(["edit", id, "--text", "asdf qwerty"])
    expectEqual(failed.status, 65)
    let (listed, page) = try json(["history"])
    expectEqual(listed.status, 0)
    let entries = try #require(page["entries"] as? [[String: Any]])
    expectEqual(entries.count, 1)
    expectEqual(entries.first?["id"] as? String, id)
    #expect(entries.first?["description"] as? String == "3 eggs", "a failed edit changed it")

    let (unknown, _) = try json([
      "edit", "0193f6a4-0000-7000-8000-000000000000", "--at", "2026-11-20",
    ])
    #expect(unknown.status == 64, "a day without a time is not a time")
    let (missing, _) = try json([
      "edit", "0193f6a4-0000-7000-8000-000000000000", "--at", "2026-11-20T10:00",
    ])
    expectEqual(missing.status, 65)
    #expect(missing.standardError.contains("no entry with id"))

    // A damaged file: the edit is refused with 74 and the file is left as it is.
    var damaged = try Data(contentsOf: URL(fileURLWithPath: database))
    damaged.replaceSubrange(
      4096..<damaged.count, with: Data(repeating: 0x5A, count: damaged.count - 4096))
    try damaged.write(to: URL(fileURLWithPath: database))
    expectEqual(try run("wellplate", ["history", "--db", database], environment).status, 74)
    let refused = try run(
      "wellplate", ["edit", id, "--at", "2026-11-21T08:00", "--db", database], environment)
    expectEqual(refused.status, 74)
    #expect(refused.standardError.contains("\(database) is damaged"))
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: database)), damaged)
  }

  @Test("a really full disk (a tiny tmpfs) fails a save with 74 and keeps earlier entries")
  func fullDisk() throws {
    let dir = try TemporaryDirectory()
    let mountPoint = dir.path("tiny")
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    guard mount("tmpfs", mountPoint, "tmpfs", 0, "size=1m") == 0 else {
      print("cannot mount a tmpfs here (errno \(errno)); skipped the real full-disk check")
      return
    }
    defer { umount(mountPoint) }
    let database = mountPoint + "/history.sqlite"
    let environment = ["HOME": dir.url.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    expectEqual(
      try run("wellplate", ["analyze", "2 eggs", "--db", database], environment).status, 0)
    // Leave a little room, then save until it runs out.
    try fill(mountPoint + "/filler", leaving: 112 * 1024)
    var saved = 1
    var failure: WellPlateBinary.Result?
    for _ in 0..<200 {
      let result = try run(
        "wellplate", ["analyze", "2 eggs and a slice of toast", "--db", database], environment)
      if result.status != 0 {
        failure = result
        break
      }
      saved += 1
    }
    let result = try #require(failure, "200 saves fitted in the space left")
    print("full tmpfs after \(saved) saves: \(result.standardError)")
    expectEqual(result.status, 74)
    #expect(result.standardError.contains(database))
    #expect(result.standardError.contains("the disk is full"))
    try FileManager.default.removeItem(atPath: mountPoint + "/filler")
    expectEqual(try storedIDs(database).count, saved)
    try SQLiteConnection(path: database, mode: .readOnly).checkIntegrity(full: true)
  }

  // MARK: Helpers

  private func run(
    _ name: String, _ arguments: [String], _ environment: [String: String]
  ) throws -> WellPlateBinary.Result {
    try WellPlateBinary.run(arguments, environment: environment, executable: name)
  }

  /// Complete lines only: a line without its newline was cut off mid-write.
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  private func storedIDs(_ database: String) throws -> Set<String> {
    let db = try SQLiteConnection(path: database, mode: .readOnly)
    return Set(try db.prepare("SELECT id FROM meal_entry").rows { $0.string(at: 0) ?? "" })
  }

  private func fill(_ path: String, leaving free: Int) throws {
    var info = statvfs()
    statvfs((path as NSString).deletingLastPathComponent, &info)
    let available = Int(info.f_bavail) * Int(info.f_frsize)
    try Data(count: max(0, available - free)).write(to: URL(fileURLWithPath: path))
  }

  private func chattr(_ flag: String, _ path: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr"),
      let process = try? Subprocess.start(
        "/usr/bin/chattr", [flag, path], environment: [:], outputPath: "/dev/null",
        errorPath: "/dev/null")
    else { return false }
    return process.wait() == .exited(0)
  }
}
