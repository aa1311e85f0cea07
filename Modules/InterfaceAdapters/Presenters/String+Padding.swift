extension String {
  /// The text filled with spaces, or cut, to `length` UTF-16 units, as Foundation's
  /// `padding(toLength:withPad: " ", startingAt: 0)` does; FoundationEssentials has none.
  func padded(toLength length: Int) -> String {
    let units = utf16.count
    guard units != length else { return self }
    return units < length
      ? self + String(repeating: " ", count: length - units)
      : String(decoding: utf16.prefix(length), as: UTF16.self)
  }
}
