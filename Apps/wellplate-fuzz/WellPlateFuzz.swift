// Fuzz targets for the parts of WellPlate that read untrusted bytes (ADR 0015).
//
//   wellplate-fuzz --target=<target> <file or directory>...   replay inputs (ordinary build)
//   WELLPLATE_FUZZ_TARGET=<target> .build-fuzz/debug/wellplate-fuzz <corpus> [-libFuzzer flags]
//
// <target> is meal, config, wellplate-reply, openai-reply or api-request. `.ci/fuzz` builds the fuzzing
// binary and runs every target.
import Foundation

#if !FUZZING
  // The fuzzing build has libFuzzer's own `main` (LibFuzzer.swift), which replays files too.
  @main
  enum WellPlateFuzz {
    static func main() {
      exit(ReplayDriver.run(Array(CommandLine.arguments.dropFirst())))
    }
  }
#endif

/// The replaying driver of the ordinary build.
enum ReplayDriver {
  /// Replays the inputs `arguments` name through the target they name; the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    guard let target = selectedTarget(arguments) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
      FileHandle.standardError.write(
        Data(
          """
          usage: wellplate-fuzz --target=\(names) <file or directory>...
             or: \(FuzzTarget.environmentVariable)=<target> wellplate-fuzz <file or directory>...
          A build with -DFUZZING -sanitize=fuzzer takes libFuzzer's arguments instead.

          """.utf8))
      return 64
    }
    return replay(arguments.filter { !$0.hasPrefix("--target=") }, through: target)
  }

  /// The target named by `--target=`, else by the environment; `nil` when none or unknown.
  static func selectedTarget(_ arguments: [String]) -> FuzzTarget? {
    let flag = arguments.last { $0.hasPrefix("--target=") }.map { String($0.dropFirst(9)) }
    let name = flag ?? ProcessInfo.processInfo.environment[FuzzTarget.environmentVariable]
    return name.flatMap(FuzzTarget.init(rawValue:))
  }

  /// Runs every file named, and every file inside the directories named, through `target`,
  /// printing each path before its run so a crash names the input that caused it.
  static func replay(_ paths: [String], through target: FuzzTarget) -> Int32 {
    guard !paths.isEmpty else {
      FileHandle.standardError.write(Data("wellplate-fuzz: no file or directory to replay\n".utf8))
      return 64
    }
    var count = 0
    for file in paths.flatMap(files(at:)) {
      guard let input = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("wellplate-fuzz: cannot read \(file)\n".utf8))
        return 66
      }
      // Unbuffered, so the path is out before a crash of this very input.
      FileHandle.standardOutput.write(Data("\(target.rawValue) \(file): ".utf8))
      let outcome = target.run(input)
      FileHandle.standardOutput.write(Data("\(outcome)\n".utf8))
      count += 1
    }
    FileHandle.standardOutput.write(Data("replayed \(count) inputs, no crash\n".utf8))
    return 0
  }

  /// `path` itself, or the regular files under it in a stable order.
  private static func files(at path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }.filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: name, isDirectory: &isFolder)
        && !isFolder.boolValue
    }
  }
}
