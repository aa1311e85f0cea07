/// A credential for the analysis service.
///
/// Its text never appears in descriptions, debug output or `dump`, so an error message or a
/// log line that interpolates a configuration cannot leak it.
public struct APIKey: Hashable, Sendable {
  /// The secret itself; read only where the `Authorization` header is built.
  let secret: String

  /// Wraps `secret`.
  public init(_ secret: String) {
    self.secret = secret
  }
}

extension APIKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  public var description: String { "[redacted]" }
  public var debugDescription: String { "[redacted]" }
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
