import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Food indexes left open between analyses, so a long-running process (`wellplate serve`)
/// does not open the index again for every meal.
///
/// Opening one maps the file, reads its schema and prepares its statements: about 8 % of what
/// `serve` spent on an analysis (ADR 0023). An index is lent to one analysis at a time and
/// given back when it ends; a file replaced since (another device, inode, size or time) is
/// opened anew. A command that analyzes once gains nothing and loses nothing.
public final class OpenFoodIndexes: Sendable {
  private let idle = Mutex<[String: [Lent]]>([:])
  /// How many open indexes are kept for each file, about one per analysis running at once.
  private let keep: Int

  /// A store that keeps at most `keep` open indexes of each file.
  public init(keep: Int = 8) {
    self.keep = keep
  }

  /// An open index of the file at `path`, kept from before or opened now; give it back with
  /// `giveBack(_:)` when the analysis ends.
  func lend(path: String) throws(FoodIndexError) -> Loan {
    let key = Self.identity(of: path)
    if let key, let kept = idle.withLock({ $0[key]?.popLast() }) {
      return Loan(key: key, lent: kept)
    }
    return Loan(key: key, lent: Lent(try FoodIndex(path: path)))
  }

  /// Keeps `loan`'s index for the next analysis, unless enough are kept already.
  func giveBack(_ loan: Loan) {
    guard let key = loan.key else { return }
    idle.withLock { idle in
      if idle[key, default: []].count < keep { idle[key, default: []].append(loan.lent) }
    }
  }

  /// An index lent to one analysis.
  struct Loan {
    fileprivate let key: String?
    fileprivate let lent: Lent
    /// The open index.
    var index: FoodIndex { lent.index }
  }

  /// The file at `path` as it is now; `nil` when it cannot be read (the index is then opened
  /// each time, and opening reports the problem).
  private static func identity(of path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
    #else
      let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    #endif
    return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified):\(path)"
  }

  /// An index on loan. The store hands each to one analysis at a time, under its lock, and
  /// an analysis uses it on one thread from start to end, as an SQLite connection requires.
  fileprivate final class Lent: @unchecked Sendable {
    let index: FoodIndex
    init(_ index: FoodIndex) { self.index = index }
  }
}
