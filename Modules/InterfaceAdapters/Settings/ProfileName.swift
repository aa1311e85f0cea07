import UseCases

/// The rules for a profile name (`--profile`), the owner of a set of history entries.
public enum ProfileName {
  /// The profile used when none is given.
  public static let standard = "me"
  /// Longest accepted name; profiles are short labels ("me", "partner", "kid-2").
  public static let maximumLength = ProfileNameRule.maximumLength

  /// What is wrong with `name`, or `nil` when it is acceptable: the rule issuing an API token
  /// for the profile applies too, so the two cannot drift apart.
  public static func problem(with name: String) -> String? {
    ProfileNameRule.problem(with: name)
  }
}
