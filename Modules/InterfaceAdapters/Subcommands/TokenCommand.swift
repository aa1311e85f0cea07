import UseCases

/// `wellplate token add|list|revoke`: the API tokens that let clients call `wellplate serve`.
public enum TokenCommand: Subcommand {
  static let label = OptionSpec.value(
    "label", "text", help: "What the token is for, e.g. \"alice's phone\" (at most 200 characters)."
  )

  static let storeNote = """
    Tokens are kept in the history store (--store, --db, --database-url), so every server \
    using it accepts them. With --store memory a token lives only as long as the command that \
    made it, which is of no use to a server.
    """

  static let add = CommandSpec(
    name: "token add",
    summary: "Make a new API token for a profile and print it once.",
    usage: ["token add [--profile <name>] [--label <text>] [--json]"],
    discussion: """
      Prints the new token (wp_<id>_<secret>) alone on standard output, and what it is on \
      standard error. Copy it now: only a digest of its secret is kept, so it cannot be shown \
      again; make another if it is lost. A request sending it as "Authorization: Bearer \
      <token>" acts as the profile (--profile, else $WELLPLATE_PROFILE, else me). \
      \(storeNote)
      """,
    examples: [
      ("wellplate token add --profile alice --label \"alice's phone\"", "A token for Alice's app"),
      (
        "wellplate token add --profile alice --json",
        "As JSON: id, profile, label, createdAt, token"
      ),
    ],
    options: [label])

  static let list = CommandSpec(
    name: "token list",
    summary: "List API tokens, oldest first, without their secrets.",
    usage: ["token list [--profile <name>] [--json]"],
    discussion: """
      Shows each token's id, profile, label and when it was made; never a secret, which is \
      not kept. Lists the tokens of every profile, or of the one --profile (or \
      $WELLPLATE_PROFILE, or the configuration file) names. \(storeNote)
      """,
    examples: [
      ("wellplate token list", "Every profile's tokens"),
      ("wellplate token list --profile alice --json", "Alice's tokens as JSON"),
    ])

  static let revoke = CommandSpec(
    name: "token revoke",
    summary: "Revoke an API token by its id; requests carrying it are refused at once.",
    usage: ["token revoke <id> [--json]"],
    discussion: """
      The id is the 16 hex digits `wellplate token list` shows (the part after wp_). Servers \
      look every request's token up in the store, so a revoked token stops working with the \
      next request. \(storeNote)
      """,
    examples: [("wellplate token revoke 0123456789abcdef", "Lock out a lost phone")])

  public static let spec = CommandSpec(
    name: "token",
    summary: "Make, list and revoke the API tokens `wellplate serve` accepts.",
    usage: add.usage + list.usage + revoke.usage,
    discussion: """
      Each token lets a client of `wellplate serve` act as one profile. It is printed once, \
      when made; only a digest of its secret is kept. \(storeNote) See `wellplate help token \
      add` (list, revoke) for each action.
      """,
    examples: add.examples.prefix(1) + list.examples.prefix(1) + revoke.examples,
    options: [label],
    positionals: 1...2,
    actions: [add, list, revoke])

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let action = invocation.arguments[0]
    let rest = Array(invocation.arguments.dropFirst())
    switch action {
    case "add":
      try expect(rest, count: 0, in: add)
      return try await runAdd(invocation, in: context)
    case "list":
      try expect(rest, count: 0, in: list)
      try refuseLabel(invocation, in: list)
      return try await runList(in: context)
    case "revoke":
      try expect(rest, count: 1, in: revoke)
      try refuseLabel(invocation, in: revoke)
      return try await runRevoke(rest[0], in: context)
    default:
      let hint =
        Suggestion.closest(to: action, among: ["add", "list", "revoke"])
        .map { " (did you mean `token \($0)`?)" } ?? ""
      throw UsageError(
        "unknown action '\(action.prefix(40))' for `token`\(hint); it is add, list or revoke",
        command: "token")
    }
  }

  private static func runAdd(
    _ invocation: Invocation, in context: CommandContext
  ) async throws -> CommandOutcome {
    let issue = IssueAccessToken(
      tokens: try await context.ports.accessTokens(context.settings),
      random: try context.ports.randomSource(), clock: context.ports.clock)
    let response = try await issue.execute(
      IssueAccessTokenRequest(profile: context.settings.profile, label: invocation.value("label")))
    // Said even with --json: a token nothing keeps looks valid and never works.
    let forgotten =
      context.settings.store == .memory
      ? "wellplate: warning: with --store memory this token is forgotten when the command "
        + "ends; use --store sqlite or postgres for a server\n" : ""
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(
          AccessTokenDocument(response.summary, token: response.token)),
        standardError: forgotten)
    }
    // The token alone on standard output, so `$(wellplate token add …)` captures just it.
    return CommandOutcome(
      standardOutput: response.token.text + "\n",
      standardError: AccessTokenText.issued(response) + forgotten)
  }

  private static func runList(in context: CommandContext) async throws -> CommandOutcome {
    // Every profile's tokens unless a profile was asked for: the built-in default "me" is not
    // a choice anyone made.
    let given = context.settings.values["profile"].map { $0.source != .defaultValue } ?? false
    let profile = given ? context.settings.profile : nil
    let listTokens = ListAccessTokens(
      tokens: try await context.ports.accessTokens(context.settings))
    let response = try await listTokens.execute(ListAccessTokensRequest(profile: profile))
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(AccessTokenListDocument(response)))
    }
    return CommandOutcome(
      standardOutput: AccessTokenText.list(
        response, profile: profile, timeZone: context.timeZone))
  }

  private static func runRevoke(
    _ text: String, in context: CommandContext
  ) async throws -> CommandOutcome {
    let id = try parseID(text)
    let revokeToken = RevokeAccessToken(
      tokens: try await context.ports.accessTokens(context.settings))
    let response = try await revokeToken.execute(RevokeAccessTokenRequest(id: id))
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(["revoked": response.id.rawValue]))
    }
    return CommandOutcome(standardOutput: "Revoked API token \(response.id).\n")
  }

  /// The id `text` names, checked before any store is opened.
  static func parseID(_ text: String) throws(UsageError) -> AccessTokenID {
    if let id = AccessTokenID(text) { return id }
    // A whole token pasted here holds a secret: say what to do without echoing any of it.
    if text.hasPrefix("wp_") {
      throw UsageError(
        "give only the token's id (the 16 hex digits after wp_), not the whole token; "
          + "`wellplate token list` shows the ids", command: "token revoke")
    }
    let shown = text.count > 20 ? text.prefix(20) + "…" : Substring(text)
    throw UsageError(
      "'\(shown)' is not a token id; ids are 16 hex digits such as 0123456789abcdef, "
        + "as `wellplate token list` prints them", command: "token revoke")
  }

  private static func expect(
    _ arguments: [String], count: Int, in action: CommandSpec
  ) throws(UsageError) {
    guard arguments.count != count else { return }
    let message =
      count == 0
      ? "`\(action.name)` takes no arguments, but \(arguments.count) were given"
      : "`\(action.name)` needs exactly \(count) argument: \(action.usage[0])"
    throw UsageError(message, command: action.name)
  }

  private static func refuseLabel(
    _ invocation: Invocation, in action: CommandSpec
  ) throws(UsageError) {
    guard invocation.value("label") != nil else { return }
    throw UsageError(
      "--label is for `token add`; `\(action.name)` does not take it", command: action.name)
  }
}
