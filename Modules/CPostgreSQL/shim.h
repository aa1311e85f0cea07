#ifndef WELLPLATE_CPOSTGRESQL_SHIM_H
#define WELLPLATE_CPOSTGRESQL_SHIM_H

// libpq's public client API. The include path (-I/usr/include/postgresql on Debian) comes
// from `pkg-config libpq`, which the systemLibrary target declares.
#include <libpq-fe.h>

// Swift cannot import character-literal macros such as PG_DIAG_SQLSTATE ('C'), so the
// error-field codes the driver reads are re-exported as typed constants.
static const int CPostgreSQL_DIAG_SQLSTATE = PG_DIAG_SQLSTATE;
static const int CPostgreSQL_DIAG_MESSAGE_PRIMARY = PG_DIAG_MESSAGE_PRIMARY;
static const int CPostgreSQL_DIAG_MESSAGE_DETAIL = PG_DIAG_MESSAGE_DETAIL;
static const int CPostgreSQL_DIAG_MESSAGE_HINT = PG_DIAG_MESSAGE_HINT;

#endif
