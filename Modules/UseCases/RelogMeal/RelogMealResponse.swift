import Entities

/// The copies saved, oldest original first.
public struct RelogMealResponse: Hashable, Sendable {
  /// One saved copy and the entry it was copied from.
  public struct Copy: Hashable, Sendable {
    /// The identifier of the entry that was copied.
    public var original: MealEntryID
    /// The new entry as saved.
    public var entry: MealEntry

    /// Creates a copy record.
    public init(original: MealEntryID, entry: MealEntry) {
      self.original = original
      self.entry = entry
    }
  }

  /// The copies, in the order their originals were eaten.
  public var copies: [Copy]

  /// Creates a response.
  public init(copies: [Copy]) {
    self.copies = copies
  }
}
