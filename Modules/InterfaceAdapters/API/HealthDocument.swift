/// The answer to `GET /health`: that the server is up and which drivers it uses; no secret,
/// no address, no path.
public struct HealthDocument: Codable, Hashable, Sendable {
  /// Always "ok": a server that answers is up.
  public var status: String
  /// The history store kind: "sqlite", "postgres" or "memory".
  public var store: String
  /// The analyzer of descriptions: "local" or "http".
  public var analyzer: String
  /// Whether `POST /analyze` accepts photos (a remote analyzer is configured).
  public var photos: Bool
  /// The WellPlate version.
  public var version: String

  /// The document for a server with these drivers.
  public init(store: String, analyzer: String, photos: Bool, version: String) {
    status = "ok"
    self.store = store
    self.analyzer = analyzer
    self.photos = photos
    self.version = version
  }
}
