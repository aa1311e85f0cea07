import FoundationEssentials

/// The tables of the SQLite history and the migrations that build them, oldest first.
///
/// The schema version lives in `PRAGMA user_version`. Each migration runs in its own
/// IMMEDIATE transaction together with the bump of that version, so a crash or a second
/// process starting at the same moment can never leave a half-migrated file (ADR 0006).
package enum HistorySchema {
  /// One step of the schema's history.
  package struct Migration: Sendable {
    /// The `user_version` the file has once this migration is applied.
    package let version: Int64
    /// The SQL script; fixed text, never built from input.
    package let sql: String
  }

  /// Every migration, in order; version N is at index N - 1.
  package static let migrations: [Migration] = [
    // 1: entries and their items, one REAL column per nutrient (NULL: not reported), times
    // as UTC epoch milliseconds, string lists as JSON text. Items hang off the entry's
    // integer key, clustered by (entry_key, position) so an entry's items are one seek.
    Migration(
      version: 1,
      sql: """
        CREATE TABLE meal_entry (
          key INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          consumed_at INTEGER NOT NULL,
          description TEXT NOT NULL,
          analyzer TEXT NOT NULL,
          unmatched TEXT NOT NULL DEFAULT '[]',
          \(nutrientColumns)
        ) STRICT;
        CREATE INDEX meal_entry_by_time ON meal_entry(consumed_at, id);
        CREATE TABLE meal_item (
          entry_key INTEGER NOT NULL REFERENCES meal_entry(key) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          text TEXT NOT NULL,
          food TEXT NOT NULL,
          grams REAL NOT NULL,
          notes TEXT NOT NULL DEFAULT '[]',
          \(nutrientColumns),
          PRIMARY KEY (entry_key, position)
        ) STRICT, WITHOUT ROWID;
        """),
    // 2: profiles. Rows written before profiles existed belong to the default one, and the
    // time index leads with the profile because every query is scoped to one.
    Migration(
      version: 2,
      sql: """
        ALTER TABLE meal_entry ADD COLUMN profile TEXT NOT NULL DEFAULT 'me';
        DROP INDEX meal_entry_by_time;
        CREATE INDEX meal_entry_by_profile_time ON meal_entry(profile, consumed_at, id);
        """),
    // 3: alcohol, so beer and wine pass the energy check (4P + 4C + 9F + 7A). Rows written
    // before it have none reported.
    Migration(
      version: 3,
      sql: """
        ALTER TABLE meal_entry ADD COLUMN alcohol REAL;
        ALTER TABLE meal_item ADD COLUMN alcohol REAL;
        """),
    // 4: the meal type the person gave. NULL, which every row written before has, means none
    // was given: the type is inferred from the local time whenever it is shown (ADR 0017).
    Migration(
      version: 4,
      sql: """
        ALTER TABLE meal_entry ADD COLUMN meal_type TEXT
          CHECK (meal_type IN ('breakfast', 'lunch', 'dinner', 'snack'));
        """),
    // 5: the person's own foods and recipes, per serving, unique by (profile, name_key), the
    // lowercased name (ADR 0019). A recipe has its text and servings; a food has neither.
    Migration(
      version: 5,
      sql: """
        CREATE TABLE personal_food (
          profile TEXT NOT NULL,
          name_key TEXT NOT NULL,
          name TEXT NOT NULL,
          serving_grams REAL,
          recipe_text TEXT,
          recipe_servings INTEGER,
          \(personalFoodNutrientColumns),
          PRIMARY KEY (profile, name_key),
          CHECK ((recipe_text IS NULL) = (recipe_servings IS NULL))
        ) STRICT, WITHOUT ROWID;
        """),
    // API bearer tokens of every profile (ADR 0021): the public id, the SHA-256 digest of the
    // secret (never the secret), creation time in UTC epoch milliseconds. Listing a profile's
    // tokens oldest first is one walk of the index.
    Migration(
      version: accessTokenVersion,
      sql: """
        CREATE TABLE access_token (
          id TEXT PRIMARY KEY,
          profile TEXT NOT NULL,
          secret_digest TEXT NOT NULL CHECK (length(secret_digest) = 64),
          created_at INTEGER NOT NULL,
          label TEXT
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX access_token_by_profile ON access_token(profile, created_at, id);
        """),
  ]

  /// The version that adds the `access_token` table; the only line to change when another
  /// migration is merged before it.
  package static let accessTokenVersion: Int64 = 6

  /// The newest schema this build knows: the last migration's version (a test checks). A
  /// constant, so opening an up-to-date file does not build every migration's SQL (0.26 M
  /// instructions of every command that opens a history; ADR 0012).
  package static let latestVersion: Int64 = accessTokenVersion

  /// The file's schema version (0 for a new, empty file).
  package static func version(of db: SQLiteConnection) throws -> Int64 {
    guard case .integer(let version) = try db.pragma("user_version") else { return 0 }
    return version
  }

  /// The schema version and whether the file holds any table, read from one snapshot.
  ///
  /// One statement, because two would race with another process creating the schema:
  /// version 0 read before its commit and its tables after would look like a foreign file.
  package static func state(of db: SQLiteConnection) throws -> (version: Int64, hasTables: Bool) {
    let row = try db.prepare(
      """
      SELECT (SELECT user_version FROM pragma_user_version),
             EXISTS (SELECT 1 FROM sqlite_schema)
      """
    ).firstRow { (version: $0.int64(at: 0), hasTables: $0.int64(at: 1) != 0) }
    return row ?? (0, false)
  }

  /// Applies the migrations the file lacks, up to `target`, each in its own transaction.
  package static func migrate(_ db: SQLiteConnection, upTo target: Int64 = latestVersion) throws {
    // The common case, an up-to-date file, must not take the write lock at all.
    guard try version(of: db) < target else { return }
    for migration in migrations where migration.version <= target {
      try db.transaction(.immediate) {
        // Read again under the write lock: another process may have migrated meanwhile.
        let current = try version(of: db)
        guard current == migration.version - 1 else { return }
        try db.execute(migration.sql)
        try db.pragma("user_version", set: .integer(migration.version))
      }
    }
  }

  /// Every nutrient column, alcohol included, for tables made after migration 3.
  private static let personalFoodNutrientColumns = NutrientColumns.names.enumerated()
    .map { index, name in
      "\(name) REAL" + (index < NutrientColumns.requiredCount ? " NOT NULL" : "")
    }
    .joined(separator: ", ")

  private static let nutrientColumns = NutrientColumns.firstNames.enumerated()
    .map { index, name in
      "\(name) REAL" + (index < NutrientColumns.requiredCount ? " NOT NULL" : "")
    }
    .joined(separator: ", ")
}
