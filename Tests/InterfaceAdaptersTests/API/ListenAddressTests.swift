import InterfaceAdapters
import TestSupport
import Testing

@Suite("ListenAddress: --listen HOST:PORT")
struct ListenAddressTests {
  @Test(
    "numeric IPv4 and bracketed IPv6 addresses are read, and whether they are loopback",
    arguments: [
      ("127.0.0.1:8080", "127.0.0.1", 8080, true),
      ("127.1.2.3:0", "127.1.2.3", 0, true),
      ("localhost:80", "127.0.0.1", 80, true),
      ("[::1]:8080", "::1", 8080, true),
      ("[0:0:0:0:0:0:0:1]:1", "0:0:0:0:0:0:0:1", 1, true),
      ("[::ffff:127.0.0.1]:9", "::ffff:127.0.0.1", 9, true),
      ("0.0.0.0:8080", "0.0.0.0", 8080, false),
      ("192.168.1.20:65535", "192.168.1.20", 65535, false),
      ("[::]:8080", "::", 8080, false),
      ("[fe80::1]:8080", "fe80::1", 8080, false),
      ("[::ffff:10.0.0.1]:8080", "::ffff:10.0.0.1", 8080, false),
    ])
  func valid(text: String, host: String, port: Int, loopback: Bool) throws {
    let address = try ListenAddress(parsing: text)
    #expect(address.host == host && address.port == port)
    expectEqual(address.isLoopback, loopback)
  }

  @Test(
    "anything else is a usage error",
    arguments: [
      "", "8080", "127.0.0.1", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:-1", "127.0.0.1:8o",
      "256.0.0.1:80", "01.2.3.4:80", "example.com:80", "::1:8080", "[::1]8080", "[::1:80",
      "[1:2:3:4:5:6:7:8:9]:80", "[1::2::3]:80", "[::g]:80", "127.0.0.1:+80",
    ])
  func invalid(text: String) {
    #expect(throws: UsageError.self) { try ListenAddress(parsing: text) }
  }

  @Test("the description puts IPv6 hosts in brackets")
  func description() {
    expectEqual(ListenAddress(host: "::1", port: 80).description, "[::1]:80")
    expectEqual(ListenAddress.standard.description, "127.0.0.1:8080")
  }
}
