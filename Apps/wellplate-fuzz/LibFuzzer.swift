#if FUZZING
  // Compiled only into the instrumented build (`.ci/fuzz`): -sanitize=fuzzer links libFuzzer,
  // whose `main` parses its flags, then calls these two functions. A Swift `main` would
  // collide with it, so the ordinary build's `@main` is left out of this one.
  import Foundation

  /// The target of this process, chosen once in `LLVMFuzzerInitialize` before any input.
  nonisolated(unsafe) private var fuzzedTarget = FuzzTarget.meal

  /// libFuzzer's start-up hook: picks the target from `WELLPLATE_FUZZ_TARGET`, since libFuzzer
  /// owns the command line.
  @_cdecl("LLVMFuzzerInitialize")
  func initialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
  ) -> CInt {
    let name = ProcessInfo.processInfo.environment[FuzzTarget.environmentVariable] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
      FileHandle.standardError.write(
        Data("wellplate-fuzz: set \(FuzzTarget.environmentVariable) to \(names)\n".utf8))
      exit(64)
    }
    fuzzedTarget = target
    return 0
  }

  /// libFuzzer's entry point: one input, 0 when handled (a crash is reported by trapping).
  @_cdecl("LLVMFuzzerTestOneInput")
  func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = data.map { Data(bytes: $0, count: size) } ?? Data()
    fuzzedTarget.run(input)
    return 0
  }
#endif
