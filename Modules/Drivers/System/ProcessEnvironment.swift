import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The process environment, the one place configuration is read from the operating system.
public enum ProcessEnvironment {
  /// The current environment variables.
  public static var current: [String: String] {
    #if canImport(Glibc)
      // What ProcessInfo.environment gives (split at the first "=", entries without one left
      // out, invalid UTF-8 repaired, the last of repeated names winning), read from `environ`
      // directly: ProcessInfo's version costs about 28 k instructions a variable (ADR 0012).
      var variables: [String: String] = [:]
      var entry = environ
      while let text = entry.pointee {
        entry += 1
        guard let equals = strchr(text, Int32(UInt8(ascii: "="))) else { continue }
        let name = UnsafeRawBufferPointer(start: text, count: equals - text)
        variables[String(decoding: name, as: UTF8.self)] = String(cString: equals + 1)
      }
      return variables
    #else
      ProcessInfo.processInfo.environment
    #endif
  }
}
