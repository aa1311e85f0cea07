// The system SQLite (Debian's libsqlite3-dev: 3.40.1, FTS5 enabled): headers from the default
// include path; the release build links its static archive (ADR 0012).
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

// sqlite3_config is variadic, which Swift cannot call. Called once, before the first
// connection: no page cache allocates its first 20 pages in bulk. SQLite writes a header
// into every page of that block at once, so each connection faulted in about 90 KB it had
// not used yet (ADR 0012); pages now come one by one, as a connection reads them.
static inline int csqlite_allocate_cache_pages_on_demand(void) {
  return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}

#endif
