import InterfaceAdapters
import TestSupport
import Testing

@Suite("SecretMask")
struct SecretMaskTests {
  @Test("a secret setting is hidden whole, whatever its length")
  func secretKey() {
    let key = SettingKey(name: "api-key", environment: ["WELLPLATE_API_KEY"], isSecret: true)
    expectEqual(SecretMask.masked("sk-1234567890abcdef", for: key), "****")
    expectEqual(SecretMask.masked("x", for: key), "****")
  }

  @Test(
    "passwords inside values are hidden, the rest kept",
    arguments: [
      (
        "postgres://user:hunter2@db.example.com:5432/wellplate",
        "postgres://user:****@db.example.com:5432/wellplate"
      ),
      (
        "postgres://user:p%40ss@host/db?sslmode=require",
        "postgres://user:****@host/db?sslmode=require"
      ),
      ("https://me:secret@api.example.com", "https://me:****@api.example.com"),
      ("postgres://user@host/db", "postgres://user@host/db"),
      (
        "https://api.example.com/v1?model=x&api_key=abc#top",
        "https://api.example.com/v1?model=x&api_key=****#top"
      ),
      ("https://api.example.com/v1?token=abc&x=1", "https://api.example.com/v1?token=****&x=1"),
      ("host=db user=me password=hunter2 dbname=w", "host=db user=me password=**** dbname=w"),
      ("host=db password='two words' port=5432", "host=db password=**** port=5432"),
      ("host=db password='it\\'s' port=5432", "host=db password=**** port=5432"),
      ("sqlite", "sqlite"),
      ("Europe/Paris", "Europe/Paris"),
      ("/home/me/wellplate.sqlite", "/home/me/wellplate.sqlite"),
    ])
  func embedded(_ value: String, _ expected: String) {
    expectEqual(SecretMask.masked(value), expected)
    let key = SettingKey(name: "db")
    expectEqual(SecretMask.masked(value, for: key), expected)
  }
}
