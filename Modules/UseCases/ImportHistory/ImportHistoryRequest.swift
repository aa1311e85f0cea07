import Entities

/// Entries read from a file to add to the history, with where each was in the file.
public struct ImportHistoryRequest: Sendable {
  /// One entry of the file.
  public struct Entry: Hashable, Sendable {
    /// Where it is in the file, for messages ("line 3").
    public var location: ImportLocation
    /// The entry as the file gives it.
    public var entry: MealEntry

    /// Creates an entry.
    public init(location: ImportLocation, entry: MealEntry) {
      self.location = location
      self.entry = entry
    }
  }

  /// The file's entries, in file order.
  public var entries: [Entry]
  /// How the file's format writes an entry: an entry already in the history is the same as
  /// the file's when, written this way, it equals it (exports round numbers to what people
  /// read, and CSV holds no nutrients per food). The identity by default.
  public var asWritten: @Sendable (MealEntry) -> MealEntry

  /// Creates a request.
  public init(
    entries: [Entry], asWritten: @escaping @Sendable (MealEntry) -> MealEntry = { $0 }
  ) {
    self.entries = entries
    self.asWritten = asWritten
  }
}

/// Where an imported entry is in its file: a line, and for files that hold several entries on
/// one line (JSON), which entry it is.
public struct ImportLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line the entry starts on, from 1.
  public var line: Int
  /// The entry's number in the file, from 1, when the line alone does not tell it.
  public var entry: Int?

  /// Creates a location.
  public init(line: Int, entry: Int? = nil) {
    self.line = line
    self.entry = entry
  }

  public var description: String {
    entry.map { "line \(line), entry \($0)" } ?? "line \(line)"
  }

  public static func < (lhs: ImportLocation, rhs: ImportLocation) -> Bool {
    (lhs.line, lhs.entry ?? 0) < (rhs.line, rhs.entry ?? 0)
  }
}
