/// Where the SQLite history lives when neither `--db` nor `WELLPLATE_DB` says.
public enum HistoryLocation {
  /// File name inside the data folder.
  public static let fileName = "history.sqlite"

  /// `$XDG_DATA_HOME/wellplate/history.sqlite`, else `$HOME/.local/share/wellplate/…`.
  ///
  /// `nil` when the environment names no home at all; the person must then pass `--db`.
  public static func defaultDatabasePath(environment: [String: String]) -> String? {
    // The XDG Base Directory spec says a relative XDG_DATA_HOME is invalid and must be
    // ignored, so a stray "XDG_DATA_HOME=data" never scatters files around the current folder.
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return join(dataHome, "wellplate", fileName)
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return join(home, ".local/share/wellplate", fileName)
    }
    return nil
  }

  private static func join(_ parts: String...) -> String {
    var path = ""
    for part in parts {
      if path.isEmpty {
        path = part
      } else {
        path = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + part
      }
    }
    return path
  }
}
