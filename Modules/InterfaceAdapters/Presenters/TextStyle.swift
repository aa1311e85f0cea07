/// Color and weight for text shown to people; plain everywhere but on a color terminal.
///
/// Escape codes are only written when standard output is a terminal, `NO_COLOR` is unset or
/// empty (https://no-color.org) and `TERM` is not `dumb`, so pipes, files and scripts always
/// get plain text and JSON is never styled.
public struct TextStyle: Hashable, Sendable {
  /// Whether escape codes are written.
  public var isColored: Bool

  /// Creates a style.
  public init(isColored: Bool) {
    self.isColored = isColored
  }

  /// No escape codes at all.
  public static let plain = TextStyle(isColored: false)

  /// The style for standard output, given whether it is a terminal and the environment.
  public static func standardOutput(isTerminal: Bool, environment: [String: String]) -> Self {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    return TextStyle(isColored: isTerminal && !noColor && !dumb)
  }

  /// Bold, for headings.
  public func bold(_ text: String) -> String { styled(text, "1") }
  /// Dim, for what matters less (days without meals).
  public func dim(_ text: String) -> String { styled(text, "2") }
  /// Green, for "within the goal".
  public func green(_ text: String) -> String { styled(text, "32") }
  /// Yellow, for "a little over".
  public func yellow(_ text: String) -> String { styled(text, "33") }
  /// Red, for "well over".
  public func red(_ text: String) -> String { styled(text, "31") }

  private func styled(_ text: String, _ code: String) -> String {
    guard isColored, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
