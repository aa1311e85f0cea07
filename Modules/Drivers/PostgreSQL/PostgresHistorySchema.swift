import FoundationEssentials

/// The tables of the PostgreSQL history and the migrations that build them, oldest first.
///
/// Applied versions are rows of `wellplate_schema_version`. Migrations run while holding a
/// session advisory lock, so two processes starting at once never migrate together, and each
/// runs in its own transaction together with its version row, so a failure leaves the
/// database at the previous version, never half-way (ADR 0011).
package enum PostgresHistorySchema {
  /// One step of the schema's history.
  package struct Migration: Sendable {
    /// The version the database has once this migration is applied.
    package let version: Int64
    /// What it does, stored beside the version for whoever inspects the database.
    package let summary: String
    /// Statements run in order in one transaction; fixed text, never built from input.
    package let statements: [String]

    /// Creates a migration.
    package init(version: Int64, summary: String, statements: [String]) {
      self.version = version
      self.summary = summary
      self.statements = statements
    }
  }

  /// The advisory lock key held while migrating: "WellPlat" in ASCII, unlikely to collide
  /// with another program's keys in the same database.
  package static let migrationLockKey: Int64 = 0x5765_6C6C_506C_6174

  /// Every migration, in order; version N is at index N - 1.
  package static let migrations: [Migration] = [
    // 1: entries and their items, one float8 column per nutrient (NULL: not reported),
    // times as UTC epoch milliseconds like the SQLite store and the history cursor, string
    // lists as jsonb. Profiles exist from the start. Text keys use the "C" collation so
    // ids sort by code point, as in Swift and SQLite, whatever the database's locale.
    Migration(
      version: 1, summary: "meal entries and items, by profile",
      statements: [
        """
        CREATE TABLE meal_entry (
          key bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          profile text COLLATE "C" NOT NULL,
          id text COLLATE "C" NOT NULL,
          consumed_at bigint NOT NULL,
          description text NOT NULL,
          analyzer text NOT NULL,
          unmatched jsonb NOT NULL DEFAULT '[]',
          \(PostgresNutrients.definitions),
          CONSTRAINT meal_entry_profile_id UNIQUE (profile, id)
        )
        """,
        // Every query is scoped to a profile and ranges over time: pages walk this index
        // backwards from the cursor, and per-day totals are one range scan of it.
        "CREATE INDEX meal_entry_by_profile_time ON meal_entry (profile, consumed_at, id)",
        """
        CREATE TABLE meal_item (
          entry_key bigint NOT NULL REFERENCES meal_entry (key) ON DELETE CASCADE,
          position integer NOT NULL,
          text text NOT NULL,
          food text NOT NULL,
          grams float8 NOT NULL,
          notes jsonb NOT NULL DEFAULT '[]',
          \(PostgresNutrients.definitions),
          PRIMARY KEY (entry_key, position)
        )
        """,
      ]),
    // 2: alcohol, so beer and wine pass the energy check (4P + 4C + 9F + 7A). Rows written
    // before it have none reported.
    Migration(
      version: 2, summary: "alcohol per entry and item",
      statements: [
        "ALTER TABLE meal_entry ADD COLUMN alcohol float8",
        "ALTER TABLE meal_item ADD COLUMN alcohol float8",
      ]),
    // 3: the meal type the person gave. NULL, which every row written before has, means none
    // was given: the type is inferred from the local time whenever it is shown (ADR 0017).
    Migration(
      version: 3, summary: "meal type per entry (NULL: inferred from the time)",
      statements: [
        """
        ALTER TABLE meal_entry ADD COLUMN meal_type text
          CHECK (meal_type IN ('breakfast', 'lunch', 'dinner', 'snack'))
        """
      ]),
    // 4: the person's own foods and recipes, per serving, unique by (profile, name_key), the
    // lowercased name (ADR 0019). A recipe has its text and servings; a food has neither.
    Migration(
      version: 4, summary: "personal foods and recipes, by profile",
      statements: [
        """
        CREATE TABLE personal_food (
          profile text COLLATE "C" NOT NULL,
          name_key text COLLATE "C" NOT NULL,
          name text NOT NULL,
          serving_grams float8,
          recipe_text text,
          recipe_servings integer,
          \(PostgresNutrients.allDefinitions),
          PRIMARY KEY (profile, name_key),
          CHECK ((recipe_text IS NULL) = (recipe_servings IS NULL))
        )
        """
      ]),
    // API bearer tokens of every profile (ADR 0021): the public id, the SHA-256 digest of the
    // secret (never the secret), creation time in UTC epoch milliseconds. Listing a profile's
    // tokens oldest first is one walk of the index.
    Migration(
      version: accessTokenVersion, summary: "API tokens (digests of their secrets only)",
      statements: [
        """
        CREATE TABLE access_token (
          id text COLLATE "C" PRIMARY KEY,
          profile text COLLATE "C" NOT NULL,
          secret_digest text NOT NULL CHECK (length(secret_digest) = 64),
          created_at bigint NOT NULL,
          label text
        )
        """,
        "CREATE INDEX access_token_by_profile ON access_token (profile, created_at, id)",
      ]),
  ]

  /// The version that adds the `access_token` table; the only line to change when another
  /// migration is merged before it.
  package static let accessTokenVersion: Int64 = 5

  /// The newest schema this build knows.
  package static var latestVersion: Int64 { migrations.last!.version }

  /// The database's schema version: 0 when WellPlate has never set it up.
  package static func version(of db: PostgresConnection) throws -> Int64 {
    // to_regclass follows search_path, so a schema chosen in the URL's options is honoured.
    let present = try db.query(
      "SELECT to_regclass('wellplate_schema_version') IS NOT NULL AS present")
    guard try present[0].bool("present") else { return 0 }
    return try db.query(
      "SELECT coalesce(max(version), 0) AS version FROM wellplate_schema_version"
    )[0].int64("version")
  }

  /// Brings the database up to `migrations.last`, waiting for any other process migrating it.
  ///
  /// Throws `PostgresSchemaError.newer` for a database set up by a newer WellPlate, before
  /// writing anything.
  package static func migrate(
    _ db: PostgresConnection, migrations: [Migration] = migrations
  ) throws {
    let target = migrations.last?.version ?? 0
    // The common case, an up-to-date database, takes no lock and writes nothing.
    let seen = try version(of: db)
    if seen > target { throw PostgresSchemaError.newer(found: seen, known: target) }
    guard seen < target else { return }
    try db.withAdvisoryLock(key: migrationLockKey) { db in
      try db.execute(
        """
        CREATE TABLE IF NOT EXISTS wellplate_schema_version (
          version bigint PRIMARY KEY,
          summary text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )
        """)
      // Read again under the lock: another process may have migrated meanwhile.
      let current = try version(of: db)
      if current > target { throw PostgresSchemaError.newer(found: current, known: target) }
      for migration in migrations where migration.version > current {
        try db.transaction { db in
          for statement in migration.statements { try db.execute(statement) }
          try db.execute(
            "INSERT INTO wellplate_schema_version (version, summary) VALUES ($1, $2)",
            [.int64(migration.version), .text(migration.summary)])
        }
      }
    }
  }
}

/// The database's schema cannot be used by this build.
package enum PostgresSchemaError: Error, Equatable {
  /// A newer WellPlate set the database up; this one must not touch it.
  case newer(found: Int64, known: Int64)
}
