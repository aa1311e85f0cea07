import FoundationEssentials

/// Where `wellplate serve` listens, as `--listen` gives it: `HOST:PORT`, `[IPv6]:PORT`.
public struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
  /// The numeric address to bind ("127.0.0.1", "::1", "0.0.0.0").
  public var host: String
  /// The TCP port, 0 to 65535; 0 asks the system for a free one.
  public var port: Int

  /// The default: the IPv4 loopback address, port 8080.
  public static let standard = ListenAddress(host: "127.0.0.1", port: 8080)

  /// Creates an address.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// The address written as `text`; `localhost` means 127.0.0.1. Names other than that are
  /// refused rather than resolved: which address a name binds should not depend on DNS.
  public init(parsing text: String) throws(UsageError) {
    let hostText: Substring
    let portText: Substring
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]"),
        text[text.index(after: close)...].hasPrefix(":")
      else { throw Self.malformed(text) }
      hostText = text[text.index(after: text.startIndex)..<close]
      portText = text[text.index(close, offsetBy: 2)...]
      guard Self.isIPv6(hostText) else { throw Self.malformed(text) }
    } else {
      guard let colon = text.lastIndex(of: ":") else { throw Self.malformed(text) }
      hostText = text[..<colon]
      portText = text[text.index(after: colon)...]
      guard hostText == "localhost" || Self.isIPv4(hostText) else {
        throw Self.malformed(text)
      }
    }
    guard !portText.isEmpty, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
      portText.count <= 5, let port = Int(portText), (0...65_535).contains(port)
    else {
      throw UsageError(
        "--listen: '\(Self.shown(text))' has no port from 0 to 65535 after its last ':' "
          + "(0 picks a free one)", command: "serve")
    }
    self.host = hostText == "localhost" ? "127.0.0.1" : String(hostText)
    self.port = port
  }

  /// Whether only this machine can connect: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x.
  public var isLoopback: Bool {
    if host.contains(":") {
      let lower = host.lowercased()
      let mapped = lower.dropFirst("::ffff:".count)
      if lower.hasPrefix("::ffff:"), Self.isIPv4(mapped) { return mapped.hasPrefix("127.") }
      return Self.ipv6Groups(Substring(lower)) == [0, 0, 0, 0, 0, 0, 0, 1]
    }
    return host.hasPrefix("127.")
  }

  /// `HOST:PORT`, IPv6 hosts in brackets.
  public var description: String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  private static func malformed(_ text: String) -> UsageError {
    UsageError(
      "--listen: '\(shown(text))' is not HOST:PORT with a numeric address, such as "
        + "127.0.0.1:8080, 0.0.0.0:8080 or [::1]:8080", command: "serve")
  }

  private static func shown(_ text: String) -> String {
    text.count > 60 ? text.prefix(60) + "…" : text
  }

  /// Four decimal numbers 0-255 without leading zeros, dot-separated.
  static func isIPv4(_ text: Substring) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
          && (part == "0" || !part.hasPrefix("0")) && Int(part)! <= 255
      }
  }

  static func isIPv6(_ text: Substring) -> Bool { ipv6Groups(text) != nil }

  /// The eight 16-bit groups of an IPv6 address in text form (RFC 4291 section 2.2), an
  /// IPv4 tail counting as two; `nil` when it is not one. Zone ids (`%eth0`) are not taken.
  static func ipv6Groups(_ text: Substring) -> [Int]? {
    let halves = text.components(separatedBy: "::")
    guard halves.count <= 2, !text.isEmpty else { return nil }
    func groups(_ half: String, allowIPv4: Bool) -> [Int]? {
      if half.isEmpty { return [] }
      var result: [Int] = []
      let parts = half.split(separator: ":", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() {
        if allowIPv4, index == parts.count - 1, part.contains(".") {
          guard isIPv4(part) else { return nil }
          let bytes = part.split(separator: ".").map { Int($0)! }
          result += [bytes[0] << 8 | bytes[1], bytes[2] << 8 | bytes[3]]
        } else {
          guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit),
            let value = Int(part, radix: 16)
          else { return nil }
          result.append(value)
        }
      }
      return result
    }
    if halves.count == 1 {
      guard let all = groups(halves[0], allowIPv4: true), all.count == 8 else { return nil }
      return all
    }
    guard let head = groups(halves[0], allowIPv4: false),
      let tail = groups(halves[1], allowIPv4: true), head.count + tail.count <= 7
    else { return nil }
    return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
  }
}
