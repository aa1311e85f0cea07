import Entities

/// Which of the person's foods to list.
public struct ListPersonalFoodsRequest: Hashable, Sendable {
  /// Only foods or only recipes; `nil` for both.
  public var kind: PersonalFood.Kind?

  /// Creates a request.
  public init(kind: PersonalFood.Kind? = nil) {
    self.kind = kind
  }
}
