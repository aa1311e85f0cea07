// wellplate-bench: a developer tool that prints performance figures and drives fault tests.
// Like Apps/wellplate it is a composition root: it wires the real drivers and measures them.
// Build it in release mode for figures (see Docs-pending/issue-3.md):
//   swift build -c release --static-swift-stdlib && .build/release/wellplate-bench sqlite
import Foundation

let usage = """
  usage: wellplate-bench sqlite [--entries N] [--days N] [--db PATH] [--runs N]
                               [--wellplate PATH]
         wellplate-bench save-loop --db PATH [--count N] [--profile NAME]

  sqlite     Builds (or reuses) a history of N entries (default 1000000) spread evenly over
             N days (default 3653, ten years) and prints save, page, day-total and
             whole-process figures. The file is kept in $TMPDIR/wellplate-bench for reuse.
             --wellplate names the binary timed as a whole process (default: the one
             built beside wellplate-bench).
  save-loop  Analyzes and saves meals one by one, printing each id once its save returned;
             runs until killed, or N times. Used by the crash tests.

  """

let arguments = Array(CommandLine.arguments.dropFirst())
var options: [String: String] = [:]
var index = 1
while index + 1 < arguments.count, arguments[index].hasPrefix("--") {
  options[String(arguments[index].dropFirst(2))] = arguments[index + 1]
  index += 2
}
guard index == arguments.count else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(64)
}

do {
  switch arguments.first {
  case "sqlite":
    try await SQLiteBenchmark(options: options).run()
  case "save-loop":
    guard let path = options["db"] else { throw BenchError("save-loop needs --db PATH") }
    try await SaveLoop(
      path: path, profile: options["profile"] ?? "me", count: options["count"].flatMap(Int.init)
    ).run()
  default:
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("wellplate-bench: \(error)\n".utf8))
  exit(70)
}
