import Entities
import FoundationEssentials

/// A position in history for keyset pagination: the last (consumedAt, id) already seen.
///
/// People and scripts see it only as an opaque token, so its layout can change without
/// breaking anyone who stored one.
public struct HistoryCursor: Hashable, Sendable {
  /// `consumedAt` of the last entry seen.
  public var consumedAt: Date
  /// `id` of the last entry seen, breaking ties between entries of the same instant.
  public var id: MealEntryID

  /// A cursor pointing just after `entry`.
  public init(after entry: MealEntry) {
    self.consumedAt = entry.consumedAt
    self.id = entry.id
  }

  /// A cursor from its parts.
  public init(consumedAt: Date, id: MealEntryID) {
    self.consumedAt = consumedAt
    self.id = id
  }

  /// The opaque text form handed to people ("v1.<milliseconds>.<id>", base64url-encoded).
  public var token: String {
    let milliseconds = Int64((consumedAt.timeIntervalSince1970 * 1000).rounded())
    let plain = "v1.\(milliseconds).\(id.rawValue)"
    // base64url by hand: replacingOccurrences bridges through NSString, a cost `history` pays
    // on every run that prints a cursor.
    let base64 = Data(plain.utf8).base64EncodedString().unicodeScalars
    return String(
      String.UnicodeScalarView(
        base64.compactMap { scalar in
          switch scalar {
          case "+": "-"
          case "/": "_"
          case "=": nil
          default: scalar
          }
        }))
  }

  /// Decodes a token made by `token`; `nil` when it was not made by WellPlate.
  public init?(token: String) {
    var base64 = token.replacing("-", with: "+")
      .replacing("_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64), let plain = String(data: data, encoding: .utf8)
    else { return nil }
    let parts = plain.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "v1", let milliseconds = Int64(parts[1]),
      !parts[2].isEmpty
    else { return nil }
    self.consumedAt = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    self.id = MealEntryID(String(parts[2]))
  }
}
