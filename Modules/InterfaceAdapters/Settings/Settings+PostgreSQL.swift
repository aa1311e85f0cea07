/// Settings of the PostgreSQL history store.
extension Settings {
  /// The PostgreSQL database for `--store postgres`: `--database-url`, else
  /// `WELLPLATE_DATABASE_URL`, else the configuration file; there is no default server.
  public func databaseURL() throws(SettingsError) -> String {
    guard let url = string("database-url"), !url.isEmpty else {
      throw SettingsError(
        source: .defaultValue, key: "database-url",
        problem: "--store postgres needs a database: pass --database-url "
          + "postgres://user@host:5432/wellplate or set WELLPLATE_DATABASE_URL")
    }
    return url
  }
}
