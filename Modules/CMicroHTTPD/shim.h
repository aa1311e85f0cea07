#ifndef WELLPLATE_CMICROHTTPD_SHIM_H
#define WELLPLATE_CMICROHTTPD_SHIM_H

// Trampolines for libmicrohttpd's variadic functions, MHD_start_daemon and
// MHD_get_connection_info, and the types its callbacks use.
//
// libmicrohttpd is looked up at run time (Modules/Drivers/HTTPServer/LibMicroHTTPD.swift) and
// this module map links nothing, so only `wellplate serve` loads it (ADR 0012, ADR 0022). Swift
// cannot call a C variadic function; here the C compiler makes a real variadic call through the
// address Swift found with dlsym, as CCurl does for libcurl. No microhttpd.h is included, so
// building needs no libmicrohttpd development package: the few types and numbers are restated
// below from microhttpd.h 0.9.75 (its enums are int-sized; `struct MHD_Connection *` and the
// other handles are passed as `void *`).

#include <stddef.h>
#include <stdint.h>

/// Any C function: what the table stores for the variadic functions.
typedef void (*CMicroHTTPD_function)(void);

/// `struct MHD_OptionItem`, one entry of an `MHD_OPTION_ARRAY`.
typedef struct {
  int option;
  intptr_t value;
  void *ptr_value;
} CMicroHTTPD_option;

/// `MHD_AccessHandlerCallback`: called after the headers, for each piece of the body, and once
/// more when the body is complete (and again after a suspended connection is resumed).
typedef int (*CMicroHTTPD_access_handler)(
    void *context, void *connection, const char *url, const char *method, const char *version,
    const char *upload_data, size_t *upload_data_size, void **request_context);

/// `MHD_RequestCompletedCallback` (`MHD_OPTION_NOTIFY_COMPLETED`).
typedef void (*CMicroHTTPD_request_completed)(
    void *context, void *connection, void **request_context, int termination);

/// The `MHD_OPTION_URI_LOG_CALLBACK` callback: the raw request target, before MHD decodes it;
/// what it returns becomes the request's context.
typedef void *(*CMicroHTTPD_request_started)(void *context, const char *uri, void *connection);

/// `MHD_NotifyConnectionCallback` (`MHD_OPTION_NOTIFY_CONNECTION`).
typedef void (*CMicroHTTPD_connection_notice)(
    void *context, void *connection, void **socket_context, int notice);

/// `MHD_KeyValueIterator`, for `MHD_get_connection_values`.
typedef int (*CMicroHTTPD_field_visitor)(
    void *context, int kind, const char *key, const char *value);

/// `MHD_OPTION_ARRAY`, `MHD_OPTION_NOTIFY_COMPLETED`, `MHD_OPTION_URI_LOG_CALLBACK` and
/// `MHD_OPTION_NOTIFY_CONNECTION`.
enum {
  CMicroHTTPD_OPTION_END = 0,
  CMicroHTTPD_OPTION_NOTIFY_COMPLETED = 4,
  CMicroHTTPD_OPTION_URI_LOG_CALLBACK = 7,
  CMicroHTTPD_OPTION_ARRAY = 15,
  CMicroHTTPD_OPTION_NOTIFY_CONNECTION = 27,
};

typedef void *(*CMicroHTTPD_start_variadic)(
    unsigned int flags, uint16_t port, void *accept_policy, void *accept_policy_context,
    CMicroHTTPD_access_handler handler, void *handler_context, ...);

/// `MHD_start_daemon(flags, 0, NULL, NULL, handler, context, MHD_OPTION_ARRAY, options,
/// MHD_OPTION_END)`; `options` ends with an `MHD_OPTION_END` entry.
static inline void *CMicroHTTPD_start_daemon(
    CMicroHTTPD_function start, unsigned int flags, CMicroHTTPD_access_handler handler,
    void *context, const CMicroHTTPD_option *options) {
  return ((CMicroHTTPD_start_variadic)start)(
      flags, 0, NULL, NULL, handler, context, CMicroHTTPD_OPTION_ARRAY, options,
      CMicroHTTPD_OPTION_END);
}

/// An option with an integer value (limits, sizes, the listening socket).
static inline CMicroHTTPD_option CMicroHTTPD_option_value(int option, intptr_t value) {
  CMicroHTTPD_option item = {option, value, NULL};
  return item;
}

/// `MHD_OPTION_NOTIFY_COMPLETED` with its callback and context (a two-pointer option: the
/// function goes in `value`, as microhttpd.h says).
static inline CMicroHTTPD_option CMicroHTTPD_option_request_completed(
    CMicroHTTPD_request_completed callback, void *context) {
  CMicroHTTPD_option item = {
      CMicroHTTPD_OPTION_NOTIFY_COMPLETED, (intptr_t)callback, context};
  return item;
}

/// `MHD_OPTION_URI_LOG_CALLBACK` with its callback and context.
static inline CMicroHTTPD_option CMicroHTTPD_option_request_started(
    CMicroHTTPD_request_started callback, void *context) {
  CMicroHTTPD_option item = {
      CMicroHTTPD_OPTION_URI_LOG_CALLBACK, (intptr_t)callback, context};
  return item;
}

/// `MHD_OPTION_NOTIFY_CONNECTION` with its callback and context.
static inline CMicroHTTPD_option CMicroHTTPD_option_connection_notice(
    CMicroHTTPD_connection_notice callback, void *context) {
  CMicroHTTPD_option item = {
      CMicroHTTPD_OPTION_NOTIFY_CONNECTION, (intptr_t)callback, context};
  return item;
}

typedef const void *(*CMicroHTTPD_info_variadic)(void *connection, int info, ...);

/// `MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD)->connect_fd`, or -1.
static inline int CMicroHTTPD_connection_socket(CMicroHTTPD_function info, void *connection) {
  // MHD_CONNECTION_INFO_CONNECTION_FD is 6; the answer is a union whose `connect_fd` member
  // (an int on POSIX) sits at its start.
  const int *answer = (const int *)((CMicroHTTPD_info_variadic)info)(connection, 6);
  return answer ? *answer : -1;
}

#endif
