#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole small files read and written with plain system calls, for what every command or a
/// person's first command touches: `Data(contentsOf:)` and `FileManager` cost a cold process
/// measurably more (ADR 0012).
enum SmallFile {
  /// The bytes of the regular file at `path`, up to `maximumByteCount`; `nil` when it cannot
  /// be read or is larger.
  static func contents(_ path: String, maximumByteCount: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size <= maximumByteCount
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, $0.count - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      filled += count
    }
    return bytes
  }

  /// Writes all of `bytes` to `descriptor` from its current offset; returns `errno` when a
  /// write fails, `nil` when all were written.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
        #else
          Darwin.write(descriptor, $0.baseAddress! + written, $0.count - written)
        #endif
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count < 0 ? errno : ENOSPC }
      written += count
    }
    return nil
  }
}
