import UseCases

/// `wellplate serve`: the WellPlate API over HTTP, the backend of the WellPlate app.
public enum ServeCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "serve",
    summary: "Serve the WellPlate API over HTTP (the WellPlate app's backend).",
    usage: ["serve [--listen <host:port>]"],
    discussion: """
      Answers the WellPlate API until stopped (SIGTERM or Ctrl-C lets requests in flight \
      finish, then exits 0). Endpoints: POST /analyze (JSON {"description": ...} or a photo's \
      bytes; saves the meal), GET /history, GET and DELETE /history/{id}, GET /summary, and \
      GET /health. Every endpoint but /health needs `Authorization: Bearer <token>`; the \
      token decides whose history it is (make one with: wellplate token add --profile <name>). \
      Errors are application/problem+json. The address is printed on standard error once \
      bound. It listens on 127.0.0.1:8080 unless --listen says otherwise, and refuses an \
      address other machines can reach until at least one token exists; put TLS in a reverse \
      proxy in front of it. Descriptions go to the configured analyzer; photos need a remote \
      one (--analyzer-url). See "The WellPlate API" in the README for every parameter.
      """,
    examples: [
      ("wellplate serve", "Serve this machine only, on 127.0.0.1:8080"),
      ("wellplate serve --listen 127.0.0.1:0", "Any free port (printed on standard error)"),
      ("wellplate serve --listen '[::1]:8080'", "The IPv6 loopback address"),
      (
        "wellplate serve --listen 0.0.0.0:8080 --store postgres",
        "Behind a reverse proxy, sharing a PostgreSQL history (needs a token)"
      ),
      (
        "curl -H \"Authorization: Bearer $TOKEN\" -H 'Content-Type: application/json' "
          + "-d '{\"description\":\"2 eggs\"}' http://127.0.0.1:8080/analyze",
        "Analyze a meal through the API"
      ),
    ],
    options: [
      .value(
        "listen", "host:port",
        help: "Address and port: 127.0.0.1:8080 (default), [::1]:8080, 0.0.0.0:8080; port 0 "
          + "picks a free one.")
    ])

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let address =
      try invocation.value("listen").map { try ListenAddress(parsing: $0) }
      ?? .standard
    let settings = context.settings
    let ports = context.ports
    let tokens = try await ports.accessTokens(settings)
    let noTokens = try await tokens.tokens(of: nil).isEmpty
    if noTokens, !address.isLoopback {
      throw UsageError(
        "refusing to listen on \(address), which other machines can reach, while no API token "
          + "exists: anyone could call it. Make one first (wellplate token add --profile "
          + "<name>), or listen on 127.0.0.1", command: "serve")
    }
    if noTokens {
      ports.writeStandardError(
        "wellplate: warning: no API token exists yet, so every request but GET /health will "
          + "be refused (401); make one with: wellplate token add --profile <name>\n")
    }
    let analyzer = try await ports.analyzer(settings)
    let handler = WellPlateAPI(
      settings: settings, ports: ports, tokens: tokens, analyzer: analyzer,
      photoAnalyzer: try await photoAnalyzer(settings, describing: analyzer, ports: ports))
    try await ports.serveHTTP(
      APIServerConfiguration(host: address.host, port: address.port), handler: handler,
      listening: { bound in
        ports.writeStandardError("wellplate: serving the WellPlate API on http://\(bound)\n")
      })
    return CommandOutcome()
  }

  /// The analyzer of photos: the http analyzer, when one is configured. When descriptions go
  /// to it too, it is the same instance; when they go to the local analyzer and a service
  /// address is set, photos go there.
  private static func photoAnalyzer(
    _ settings: Settings, describing analyzer: any FoodAnalyzer, ports: any PortProvider
  ) async throws -> (any FoodAnalyzer)? {
    if settings.analyzer == .http { return analyzer }
    guard settings.analyzerURL != nil else { return nil }
    var remote = settings
    remote.values["analyzer"] = Settings.Resolved(value: AnalyzerKind.http.rawValue, source: .flag)
    return try await ports.analyzer(remote)
  }
}
