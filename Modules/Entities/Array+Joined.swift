// The standard library's `joined(separator:)` for strings is generic and not inlinable, so
// every module calls one unspecialized copy. Its first call in a process resolves the
// collection's associated types by their mangled names, about 0.25 M instructions, and every
// command reaches one (ADR 0012, eleventh pass). These overloads, chosen over the library's
// for arrays and array slices of strings because they are declared on the concrete types,
// are inlined and specialized where they are called. They return what the library's does.

extension Array where Element == String {
  /// The strings with `separator` between each two, as the standard library's `joined`.
  @inlinable public func joined(separator: String = "") -> String {
    joinedStrings(self, separator: separator)
  }
}

extension ArraySlice where Element == String {
  /// The strings with `separator` between each two, as the standard library's `joined`.
  @inlinable public func joined(separator: String = "") -> String {
    joinedStrings(self, separator: separator)
  }
}

/// The strings of `strings` with `separator` between each two.
@inlinable func joinedStrings<Strings: RandomAccessCollection<String>>(
  _ strings: Strings, separator: String
) -> String {
  guard let first = strings.first else { return "" }
  var result = first
  for string in strings.dropFirst() {
    result += separator
    result += string
  }
  return result
}
