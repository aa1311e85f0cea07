import Foundation

/// The scripts the `sqlite3` shell runs as the anchors of the benchmarks: the same work as a
/// `wellplate` command, done by SQLite's own command-line program.
enum AnchorSQL {
  /// The nutrient columns of the history, in the order WellPlate reads them.
  private static let nutrients = [
    "calories", "protein", "carbohydrates", "fat", "fiber", "sugars", "saturated_fat",
    "cholesterol", "sodium", "potassium", "calcium", "iron", "vitamin_c",
  ]

  /// What `wellplate history --limit 50 --tz UTC` reads: the page (one row more, to know if
  /// another follows) with its items, and the totals of its days.
  static func history(profile: String) -> String {
    let entryColumns = nutrients.map { "e.\($0)" }.joined(separator: ", ")
    let itemColumns = nutrients.map { "i.\($0)" }.joined(separator: ", ")
    let profile = quoted(profile)
    return """
      SELECT e.id, e.consumed_at, e.description, e.analyzer, e.unmatched, \(entryColumns),
        i.position, i.text, i.food, i.grams, i.notes, \(itemColumns)
      FROM (SELECT * FROM meal_entry WHERE profile = \(profile)
            ORDER BY consumed_at DESC, id DESC LIMIT 51) AS e
      LEFT JOIN meal_item AS i ON i.entry_key = e.key
      ORDER BY e.consumed_at DESC, e.id DESC, i.position;
      SELECT date(consumed_at / 1000, 'unixepoch') AS day, count(*), \(sums)
      FROM meal_entry
      WHERE profile = \(profile) AND consumed_at >= (
        SELECT consumed_at / 86400000 * 86400000 FROM meal_entry WHERE profile = \(profile)
        ORDER BY consumed_at DESC, id DESC LIMIT 1 OFFSET 49)
      GROUP BY day ORDER BY day;
      """
  }

  /// What `wellplate summary --days <days> --tz UTC` reads: the totals of each of the last
  /// `days` UTC days up to the end of today.
  static func summary(profile: String, days: Int, today: Date) -> String {
    let endOfToday = (Int64(today.timeIntervalSince1970) / 86_400 + 1) * 86_400_000
    let start = endOfToday - Int64(days) * 86_400_000
    return """
      SELECT date(consumed_at / 1000, 'unixepoch') AS day, count(*), \(sums)
      FROM meal_entry
      WHERE profile = \(quoted(profile)) AND consumed_at >= \(start) AND consumed_at < \(endOfToday)
      GROUP BY day ORDER BY day;
      """
  }

  /// Sets up the small database of the fresh-history anchor: a food table as large as the
  /// shipped USDA index, and an empty table of entries.
  static let freshSetup = """
    CREATE TABLE foods (id INTEGER PRIMARY KEY, name TEXT NOT NULL, kcal REAL NOT NULL);
    CREATE INDEX foods_by_name ON foods (name);
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 7169)
    INSERT INTO foods SELECT i, 'food ' || i, i % 900 FROM n;
    CREATE TABLE entries (id INTEGER PRIMARY KEY, eaten_at TEXT NOT NULL, kcal REAL);
    """

  /// The anchor of `analyze` into a fresh history: one indexed lookup and one insert.
  static let freshLookupAndInsert = """
    SELECT id, kcal FROM foods WHERE name = 'food 2577';
    INSERT INTO entries (eaten_at, kcal) VALUES (datetime('now'), 143);
    """

  /// The anchor of `analyze` into a new history, run on a file that does not exist yet: the
  /// lookup in the fresh-history anchor's food table `foods`, attached, and the file's entry
  /// table created with one entry, in one transaction.
  static func newHistoryLookupAndInsert(foods: String) -> String {
    """
    ATTACH \(quoted(foods)) AS f;
    SELECT id, kcal FROM f.foods WHERE name = 'food 2577';
    BEGIN;
    CREATE TABLE entries (id INTEGER PRIMARY KEY, eaten_at TEXT NOT NULL, kcal REAL);
    INSERT INTO entries (eaten_at, kcal) VALUES (datetime('now'), 143);
    COMMIT;
    """
  }

  /// The anchor of `analyze` into the large history: an indexed lookup in it and one insert
  /// into its entry table (with its indexes), for `profile`, which the benchmark clears after.
  static func largeLookupAndInsert(profile: String) -> String {
    """
    SELECT key, calories FROM meal_entry WHERE id = '0190b6e0-0000-7000-8000-000000000a11';
    INSERT INTO meal_entry (id, consumed_at, description, analyzer, calories, protein,
      carbohydrates, fat, fiber, profile)
    VALUES (lower(hex(randomblob(16))), strftime('%s', 'now') * 1000, 'anchor', 'sqlite3', 143,
      12.6, 0.7, 9.5, 0, \(quoted(profile)));
    """
  }

  /// "sum(calories), sum(protein), …".
  private static var sums: String {
    nutrients.map { "sum(\($0))" }.joined(separator: ", ")
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}
