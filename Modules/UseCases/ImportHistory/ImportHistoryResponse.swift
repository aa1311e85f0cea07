/// What an import did.
public struct ImportHistoryResponse: Hashable, Sendable {
  /// Entries added to the history.
  public var imported: Int
  /// Entries of the file the history already held, the same, and so left alone.
  public var skipped: Int

  /// Creates a response.
  public init(imported: Int, skipped: Int) {
    self.imported = imported
    self.skipped = skipped
  }
}
