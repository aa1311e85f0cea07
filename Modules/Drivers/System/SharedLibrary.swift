#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A C library a driver opens with `dlopen` on first use (ADR 0012), so the commands that do
/// not need it do not pay for loading it: libpq, libcurl and libmicrohttpd. Each driver keeps
/// its own messages; opening, looking up and closing on failure are here.
struct SharedLibrary {
  /// The name it was opened by, for messages.
  let name: String
  private let handle: UnsafeMutableRawPointer

  /// Opens `name` and builds a function table from it with `table`; the library is closed
  /// again when that fails. `missing` makes the error for a library that cannot be opened,
  /// from the loader's reason.
  static func load<Table, Failure: Error>(
    _ name: String, missing: (_ reason: String) -> Failure,
    table makeTable: (SharedLibrary) throws(Failure) -> Table
  ) throws(Failure) -> Table {
    // RTLD_LOCAL keeps the library's symbols out of the global namespace; nothing else
    // needs them.
    guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      throw missing(dlerror().map { String(cString: $0) } ?? "dlopen failed")
    }
    do {
      return try makeTable(SharedLibrary(name: name, handle: handle))
    } catch {
      dlclose(handle)
      throw error
    }
  }

  /// The function `symbol` as a `Function` (a `@convention(c)` type), or `lacking(symbol)`
  /// thrown when the library has none: it is another library, or too old.
  func function<Function, Failure: Error>(
    _ symbol: String, lacking: (_ symbol: String) -> Failure
  ) throws(Failure) -> Function {
    guard let address = dlsym(handle, symbol) else { throw lacking(symbol) }
    return unsafeBitCast(address, to: Function.self)
  }
}
