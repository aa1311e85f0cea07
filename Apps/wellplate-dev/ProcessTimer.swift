import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion and measures its wall time, output discarded.
///
/// posix_spawn and waitpid directly: Foundation's Process waits by polling a run loop, which
/// would add its own latency to figures of a few milliseconds.
enum ProcessTimer {
  /// Wall time of one run of `path` with `arguments`; throws if it fails to start or exits non-zero.
  static func time(_ path: String, _ arguments: [String]) throws -> Duration {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw DevOptions.Unknown(description: "cannot start \(path): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    guard status == 0 else {
      throw DevOptions.Unknown(description: "\(path) \(arguments) exited with status \(status)")
    }
    return elapsed
  }
}
