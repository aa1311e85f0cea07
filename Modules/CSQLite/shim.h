// The system SQLite (Debian's libsqlite3-dev: 3.40.1, FTS5 enabled): headers from the default
// include path; the release build links its static archive (ADR 0012).
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

#endif
