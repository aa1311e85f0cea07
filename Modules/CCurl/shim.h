#ifndef WELLPLATE_CCURL_SHIM_H
#define WELLPLATE_CCURL_SHIM_H

// Trampolines for libcurl's two variadic functions, curl_easy_setopt and curl_easy_getinfo.
//
// libcurl is looked up at run time (Modules/Drivers/HTTP/LibCurl.swift) and this module map
// links nothing, so only the HTTP analyzer loads it, on first use (ADR 0012). Swift cannot call
// a C variadic function, and calling one through a non-variadic function type is right only on
// ABIs that pass variadic arguments like named ones (x86-64 System V, arm64 Linux), not on
// Apple's arm64, which puts them on the stack. Here the C compiler makes a real variadic call
// through the address Swift found with dlsym, so it is right everywhere. No curl header is
// included, so building needs no libcurl development package; the few types are restated
// below from curl.h (CURLoption and CURLINFO are C enums, passed as int; curl_off_t is 64-bit).

#include <stddef.h>
#include <stdint.h>

/// Any C function: what the table stores for the two variadic functions.
typedef void (*CCurl_function)(void);

/// curl_write_callback, for CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*CCurl_data_callback)(char *data, size_t size, size_t count, void *context);

/// curl_xferinfo_callback, for CURLOPT_XFERINFOFUNCTION; nonzero aborts the transfer.
typedef int (*CCurl_progress_callback)(
    void *context, int64_t download_total, int64_t downloaded, int64_t upload_total,
    int64_t uploaded);

typedef int (*CCurl_variadic)(void *handle, int option, ...);

/// curl_easy_setopt with a `long` value.
static inline int CCurl_setopt_long(CCurl_function setopt, void *handle, int option, long value) {
  return ((CCurl_variadic)setopt)(handle, option, value);
}

/// curl_easy_setopt with a curl_off_t value (the *_LARGE options).
static inline int CCurl_setopt_offset(
    CCurl_function setopt, void *handle, int option, int64_t value) {
  return ((CCurl_variadic)setopt)(handle, option, value);
}

/// curl_easy_setopt with a pointer value (strings, lists, buffers, callback contexts).
static inline int CCurl_setopt_pointer(
    CCurl_function setopt, void *handle, int option, const void *value) {
  return ((CCurl_variadic)setopt)(handle, option, value);
}

/// curl_easy_setopt with a write or header callback.
static inline int CCurl_setopt_data_callback(
    CCurl_function setopt, void *handle, int option, CCurl_data_callback value) {
  return ((CCurl_variadic)setopt)(handle, option, value);
}

/// curl_easy_setopt with a progress callback.
static inline int CCurl_setopt_progress_callback(
    CCurl_function setopt, void *handle, int option, CCurl_progress_callback value) {
  return ((CCurl_variadic)setopt)(handle, option, value);
}

/// curl_easy_getinfo for a `long` item (CURLINFO_LONG + n).
static inline int CCurl_getinfo_long(CCurl_function getinfo, void *handle, int info, long *value) {
  return ((CCurl_variadic)getinfo)(handle, info, value);
}

#endif
