#ifndef WELLPLATE_CPOSTGRESQL_SHIM_H
#define WELLPLATE_CPOSTGRESQL_SHIM_H

// libpq's public client API, for its types and constants only. The functions are looked up
// at run time (Modules/Drivers/PostgreSQL/LibPQ.swift) and the module map links nothing, so
// only `--store postgres` loads libpq (ADR 0012). Without pkg-config (which would add -lpq),
// the header is found in Debian's /usr/include/postgresql or on the default include path.
#if __has_include(<postgresql/libpq-fe.h>)
#include <postgresql/libpq-fe.h>
#else
#include <libpq-fe.h>
#endif

// Swift cannot import character-literal macros such as PG_DIAG_SQLSTATE ('C'), so the
// error-field codes the driver reads are re-exported as typed constants.
static const int CPostgreSQL_DIAG_SQLSTATE = PG_DIAG_SQLSTATE;
static const int CPostgreSQL_DIAG_MESSAGE_PRIMARY = PG_DIAG_MESSAGE_PRIMARY;
static const int CPostgreSQL_DIAG_MESSAGE_DETAIL = PG_DIAG_MESSAGE_DETAIL;
static const int CPostgreSQL_DIAG_MESSAGE_HINT = PG_DIAG_MESSAGE_HINT;

#endif
