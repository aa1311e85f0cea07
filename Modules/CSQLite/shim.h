// The system SQLite (Debian's libsqlite3-dev: 3.40.1, FTS5 enabled), reached through pkg-config.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

#endif
