import Testing

/// Expects `actual` to equal `expected`, as `#expect(actual == expected)` does, reported at the
/// caller's line with both values.
///
/// For suites that check hundreds of values: every `#expect` is a macro expanded and type-checked
/// on its own, and the analyzer's two largest suites spent most of a CI build doing that
/// (ADR 0015); a call of this function costs what any call does.
public func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, sourceLocation: sourceLocation)
}
