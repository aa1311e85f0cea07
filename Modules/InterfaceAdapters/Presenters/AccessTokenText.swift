import Entities
import FoundationEssentials
import UseCases

/// API tokens as people read them on a terminal.
public enum AccessTokenText {
  /// What `token add` says on standard error beside the token on standard output.
  public static func issued(_ response: IssueAccessTokenResponse) -> String {
    let summary = response.summary
    let label = summary.label.map { " (\($0))" } ?? ""
    return """
      Made API token \(summary.id) for profile \(summary.profile)\(label).
      Copy it now: it cannot be shown again (only its digest is kept).
      Clients send it as: Authorization: Bearer <token>

      """
  }

  /// The table `token list` prints, or a line saying there is none.
  public static func list(
    _ response: ListAccessTokensResponse, profile: String?, timeZone: TimeZoneRules
  ) -> String {
    guard !response.tokens.isEmpty else {
      let whose = profile.map { " for profile \($0)" } ?? ""
      return "No API tokens\(whose). Make one with: wellplate token add --profile <name>\n"
    }
    var table = TextTable([
      ("ID", .left), ("PROFILE", .left), ("CREATED", .left), ("LABEL", .left),
    ])
    for token in response.tokens {
      table.append([
        token.id.rawValue, token.profile, DateText.local(token.createdAt, timeZone: timeZone),
        token.label ?? "",
      ])
    }
    return table.render()
  }
}
