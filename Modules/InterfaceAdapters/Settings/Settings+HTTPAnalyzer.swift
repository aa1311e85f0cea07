/// Settings of the http analyzer.
extension Settings {
  /// Longest `--timeout` accepted, in seconds.
  public static let maximumTimeoutSeconds = 600.0

  /// The analysis service's base URL as given, if any; checked by the analyzer.
  public var analyzerURL: String? { string("analyzer-url") }

  /// The wire contract the analysis service speaks.
  public var httpContract: HTTPContractKind {
    string("http-contract").flatMap(HTTPContractKind.init(rawValue:)) ?? .wellplate
  }

  /// The model the openai contract asks for.
  public var model: String? { string("model") }

  /// How long one request to the analysis service may take; validated by the resolver.
  public var timeout: Duration {
    .seconds(string("timeout").flatMap(Double.init) ?? 30)
  }

  /// The analysis service's API key, taken only from the environment.
  ///
  /// A key in the configuration file would sit in plain text next to ordinary settings and
  /// travel with them, so a value from anywhere else is ignored.
  public var apiKey: String? {
    guard let resolved = values["api-key"], case .environment = resolved.source else {
      return nil
    }
    return resolved.value
  }
}
