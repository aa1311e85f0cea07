import UseCases

/// JSON form of an export: `{"entries": [...]}`, each entry as in `history --json`.
public struct ExportDocument: Codable, Hashable, Sendable {
  /// Every exported entry, oldest first.
  public var entries: [MealEntryDocument]

  /// The document for an `ExportHistory` response.
  public init(_ response: ExportHistoryResponse) {
    entries = response.entries.map { MealEntryDocument($0, timeZone: response.timeZone) }
  }
}

extension ExportDocument: JSONWritable {
  /// An entry takes about 900 bytes.
  public var expectedByteCount: Int { 1024 * (entries.count + 1) }

  /// `{"entries": [...]}`.
  public func write(to json: inout JSONText) {
    json.object { json in
      json.key("entries")
      json.array(entries) { entry, json in entry.write(to: &json) }
    }
  }
}
