/// Hides secrets in setting values before they are printed.
///
/// Secret settings (`SettingKey.isSecret`) are hidden whole. Any other value may still carry a
/// password: a database URL (`postgres://user:pw@host/db`), a libpq key-value string
/// (`host=db password=pw`) or a URL query (`?token=…`); those parts are hidden and the rest is
/// kept, because the host and user are what a person checks `config` for.
public enum SecretMask {
  /// What is printed in place of a secret; the same whatever the length, so it leaks none.
  public static let mask = "****"

  /// Names of URL query items and key-value pairs whose values are secrets.
  static let secretNames: Set<String> = [
    "password", "pass", "passwd", "pwd", "secret", "token", "access_token", "api_key", "apikey",
    "key", "sslpassword",
  ]

  /// `value` of `key`, safe to print.
  public static func masked(_ value: String, for key: SettingKey) -> String {
    key.isSecret ? mask : masked(value)
  }

  /// `value` with any password inside it hidden.
  public static func masked(_ value: String) -> String {
    maskingKeyValuePairs(maskingURLPassword(value))
  }

  /// `scheme://user:password@host…` becomes `scheme://user:****@host…`; query secrets too.
  private static func maskingURLPassword(_ value: String) -> String {
    guard let schemeEnd = value.firstRange(of: "://") else { return value }
    let authorityStart = schemeEnd.upperBound
    let rest = value[authorityStart...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? value.endIndex
    var result = String(value[..<authorityStart])
    let authority = value[authorityStart..<authorityEnd]
    if let at = authority.lastIndex(of: "@") {
      let userInfo = authority[..<at]
      if let colon = userInfo.firstIndex(of: ":") {
        result += userInfo[..<colon] + ":" + mask
      } else {
        result += userInfo
      }
      result += authority[at...]
    } else {
      result += authority
    }
    return result + maskingQuery(String(value[authorityEnd...]))
  }

  /// `?a=1&token=xyz#f` becomes `?a=1&token=****#f`.
  private static func maskingQuery(_ tail: String) -> String {
    guard let question = tail.firstIndex(of: "?") else { return tail }
    let fragmentStart = tail[question...].firstIndex(of: "#") ?? tail.endIndex
    let query = tail[tail.index(after: question)..<fragmentStart]
    let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item in
      guard let equals = item.firstIndex(of: "="),
        secretNames.contains(item[..<equals].lowercased())
      else { return String(item) }
      return item[...equals] + mask
    }
    return tail[...question] + items.joined(separator: "&") + tail[fragmentStart...]
  }

  /// libpq style `host=db password='p w'` becomes `host=db password=****`.
  private static func maskingKeyValuePairs(_ value: String) -> String {
    guard !value.contains("://"), value.contains("=") else { return value }
    var result = ""
    var index = value.startIndex
    while index < value.endIndex {
      if value[index].isWhitespace {
        result.append(value[index])
        index = value.index(after: index)
        continue
      }
      let keyStart = index
      while index < value.endIndex, value[index] != "=", !value[index].isWhitespace {
        index = value.index(after: index)
      }
      let key = value[keyStart..<index]
      result += key
      guard index < value.endIndex, value[index] == "=" else { continue }
      result += "="
      index = value.index(after: index)
      let valueStart = index
      index = endOfValue(in: value, from: index)
      result += secretNames.contains(key.lowercased()) ? mask : String(value[valueStart..<index])
    }
    return result
  }

  /// Where a key-value pair's value ends: at a space, or after its closing quote.
  private static func endOfValue(in value: String, from start: String.Index) -> String.Index {
    var index = start
    guard index < value.endIndex, value[index] == "'" else {
      while index < value.endIndex, !value[index].isWhitespace {
        index = value.index(after: index)
      }
      return index
    }
    index = value.index(after: index)
    while index < value.endIndex {
      let character = value[index]
      index = value.index(after: index)
      if character == "\\", index < value.endIndex {
        index = value.index(after: index)
      } else if character == "'" {
        break
      }
    }
    return index
  }
}
