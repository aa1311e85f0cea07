import Entities

/// An entry id given on the command line, checked before any store is opened.
enum EntryIDArgument {
  /// The id `text` names, or a usage error for `command` that echoes at most 40 characters of
  /// it; `alternative` names what else the argument may be ("'yesterday'").
  static func parse(
    _ text: String, command: String, alternative: String? = nil
  ) throws(UsageError) -> MealEntryID {
    guard MealEntryID.isWellFormed(text) else {
      let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
      let what = alternative.map { "neither an entry id nor \($0)" } ?? "not an entry id"
      throw UsageError(
        "'\(shown)' is \(what); ids look like 0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80, "
          + "as `wellplate history --json` prints them", command: command)
    }
    return MealEntryID(text)
  }
}
