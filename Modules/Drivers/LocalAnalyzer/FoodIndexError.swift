/// The food index could not be opened or read; an installation problem, not bad input.
struct FoodIndexError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, for the person at the keyboard.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
