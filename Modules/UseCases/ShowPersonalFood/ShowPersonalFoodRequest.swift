import Entities

/// The food to show.
public struct ShowPersonalFoodRequest: Hashable, Sendable {
  /// Its name, in any case.
  public var name: String
  /// The kind it must be; `nil` for either.
  public var kind: PersonalFood.Kind?

  /// Creates a request.
  public init(name: String, kind: PersonalFood.Kind? = nil) {
    self.name = name
    self.kind = kind
  }
}
