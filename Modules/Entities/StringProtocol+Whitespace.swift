/// Trimming as Foundation's `trimmingCharacters(in: .whitespaces)` and
/// `(in: .whitespacesAndNewlines)` do it, for code that imports only FoundationEssentials,
/// which has no `CharacterSet` (ADR 0012). Scalar by scalar, as Foundation trims: a combining
/// mark after a leading space stays.
extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (Foundation's `.whitespaces`).
  public func trimmingWhitespace() -> String {
    trimmingScalars(where: Self.isWhitespace)
  }

  /// The text without leading and trailing spaces, tabs and line breaks (Foundation's
  /// `.whitespacesAndNewlines`).
  public func trimmingWhitespaceAndNewlines() -> String {
    trimmingScalars { Self.isWhitespace($0) || Self.isNewline($0) }
  }

  private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = String(self).unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Foundation's `.whitespaces` on Linux: tab, and the space separators of Unicode with
  /// U+200B (zero width space), which CoreFoundation still counts among them.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// What `.whitespacesAndNewlines` adds to `.whitespaces`: LF, VT, FF, CR, NEL and the line
  /// and paragraph separators.
  private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
