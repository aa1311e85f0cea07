/// The rule for a profile name, the owner of a set of history entries and of API tokens.
///
/// It lives here rather than beside `--profile` because issuing a token checks the name too,
/// whichever delivery mechanism asks; the command line's `ProfileName` applies the same rule.
public enum ProfileNameRule {
  /// Longest accepted name; profiles are short labels ("me", "partner", "kid-2").
  public static let maximumLength = 64

  /// What is wrong with `name`, or `nil` when it is acceptable.
  public static func problem(with name: String) -> String? {
    // Swift's own Character test: Foundation's trimming bridges through NSString, which
    // showed up in the start-up profile of every command.
    if name.allSatisfy(\.isWhitespace) {
      return "a profile needs a name, e.g. me or partner"
    }
    if name.count > maximumLength {
      return "a profile name has at most \(maximumLength) characters; this one has \(name.count)"
    }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "a profile name cannot contain control characters such as newlines"
    }
    return nil
  }
}
