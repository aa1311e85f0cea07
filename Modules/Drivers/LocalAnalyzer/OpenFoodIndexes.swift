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
  /// The indexes kept for each path, with what the file was when they were opened.
  private let idle = Mutex<[String: (file: String, indexes: [Lent])]>([:])
  /// How many open indexes are kept for each file, about one per analysis running at once.
  private let keep: Int

  /// A store that keeps at most `keep` open indexes of each file.
  public init(keep: Int = 8) {
    self.keep = keep
  }

  /// An open index of the file at `path`, kept from before or opened now; give it back with
  /// `giveBack(_:)` when the analysis ends.
  func lend(path: String) throws(FoodIndexError) -> Loan {
    let file = Self.identity(of: path)
    let kept: Lent? = idle.withLock { idle in
      guard let file, let entry = idle[path] else { return nil }
      // Indexes of a file replaced since are closed, not lent.
      guard entry.file == file else {
        idle[path] = nil
        return nil
      }
      var indexes = entry.indexes
      let last = indexes.popLast()
      idle[path] = (file, indexes)
      return last
    }
    if let kept { return Loan(path: path, file: file, lent: kept) }
    return Loan(path: path, file: file, lent: Lent(try FoodIndex(path: path)))
  }

  /// Keeps `loan`'s index for the next analysis, unless enough are kept already or the file
  /// has been replaced since it was opened.
  func giveBack(_ loan: Loan) {
    guard let file = loan.file else { return }
    idle.withLock { idle in
      var entry = idle[loan.path] ?? (file, [])
      guard entry.file == file, entry.indexes.count < keep else { return }
      entry.indexes.append(loan.lent)
      idle[loan.path] = entry
    }
  }

  /// An index lent to one analysis.
  struct Loan {
    fileprivate let path: String
    fileprivate let file: String?
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
    return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified)"
  }

  /// An index on loan. The store hands each to one analysis at a time, under its lock, and
  /// an analysis uses it on one thread from start to end, as an SQLite connection requires.
  fileprivate final class Lent: @unchecked Sendable {
    let index: FoodIndex
    init(_ index: FoodIndex) { self.index = index }
  }
}
