/// What a person gives an analyzer: words, a photo, or both.
public struct MealInput: Hashable, Sendable {
  /// The meal in the person's words; may be empty when a photo is given.
  public var description: String
  /// A photo of the meal, if any.
  public var photo: MealPhoto?

  /// Creates an input.
  public init(description: String, photo: MealPhoto? = nil) {
    self.description = description
    self.photo = photo
  }
}
