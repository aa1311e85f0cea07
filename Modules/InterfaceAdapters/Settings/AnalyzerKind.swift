/// The food analyzers WellPlate can use.
public enum AnalyzerKind: String, CaseIterable, Sendable {
  /// The embedded analyzer over bundled USDA data; offline; the default.
  case local
  /// A remote analysis service over HTTP(S).
  case http
}
