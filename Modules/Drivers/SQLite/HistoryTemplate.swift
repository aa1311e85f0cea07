import FoundationEssentials

/// The file every new SQLite history starts as: the latest schema in WAL mode, with no rows.
///
/// It ships beside the program (`empty-history.sqlite`, made by `wellplate-dev
/// build-history-template`), so a person's first command writes its 32 KB instead of running
/// every migration's SQL, a sixth of that command's work (ADR 0012, eleventh pass). When it is
/// missing or not one, the migrations make the same file.
package enum HistoryTemplate {
  /// Its name in the resource bundle.
  package static let fileName = "empty-history.sqlite"
  /// Far more than the template needs; anything larger is not one.
  static let maximumByteCount = 1 << 20

  /// The shipped template's bytes, when it is installed and looks like one.
  static func shipped() -> [UInt8]? {
    guard case .success(let path) = ShippedFiles.path(of: fileName),
      let bytes = SmallFile.contents(path, maximumByteCount: maximumByteCount),
      isTemplate(bytes)
    else { return nil }
    return bytes
  }

  /// Whether `bytes` can start a history: an SQLite file in WAL mode whose schema is no newer
  /// than this program's (an older one is migrated when opened, as any history is).
  static func isTemplate(_ bytes: [UInt8]) -> Bool {
    // The file header (sqlite.org/fileformat.html): the magic string, the page size at 16
    // (big-endian), the write and read versions at 18 and 19 (2 is WAL), user_version at 60.
    let magic = Array("SQLite format 3\0".utf8)
    guard bytes.count >= 100, bytes.starts(with: magic), bytes[18] == 2, bytes[19] == 2 else {
      return false
    }
    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
    let version = bytes[60..<64].reduce(Int64(0)) { $0 << 8 | Int64($1) }
    return pageSize >= 512 && bytes.count % pageSize == 0
      && (1...HistorySchema.latestVersion).contains(version)
  }

  /// Gives the new, empty file at `path` the latest schema in WAL mode by running every
  /// migration, without a journal or syncing: the file is not in place yet, so a failure only
  /// discards it (`HistoryFile.create`). This is how the template itself is made.
  package static func migrate(newFile path: String) throws {
    let db = try SQLiteConnection(path: path, mode: .readWrite)
    defer { db.close() }
    try db.pragma("synchronous", set: "off")
    try db.pragma("journal_mode", set: "off")
    try db.pragma("foreign_keys", set: 1)
    try HistorySchema.migrate(db)
    // The last write: it sets the header's WAL bytes, and nothing is read after it, so no
    // log is ever opened beside the file.
    try db.pragma("journal_mode", set: "wal")
  }
}
