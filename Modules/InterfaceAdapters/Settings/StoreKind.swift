/// The history stores WellPlate can use.
public enum StoreKind: String, CaseIterable, Sendable {
  /// Kept in memory for one process; for trying things out and tests.
  case memory
  /// A SQLite file on this machine; the default.
  case sqlite
  /// A PostgreSQL server, for several devices or people.
  case postgres
}
