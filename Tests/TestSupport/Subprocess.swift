import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with posix_spawn and reaped with waitpid.
///
/// Not Foundation's `Process`: its `waitUntilExit` was seen to hang here, leaving the child
/// defunct, while other tests ran processes in parallel.
public final class Subprocess: Sendable {
  /// How a process ended.
  public enum Termination: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
  }

  /// The child's process id.
  public let processIdentifier: pid_t

  private init(processIdentifier: pid_t) {
    self.processIdentifier = processIdentifier
  }

  /// Starts `executable` with `arguments` and exactly `environment`; standard streams are
  /// redirected to the given files (standard input from /dev/null when `inputPath` is nil).
  public static func start(
    _ executable: String,
    _ arguments: [String],
    environment: [String: String],
    inputPath: String? = nil,
    outputPath: String,
    errorPath: String
  ) throws -> Subprocess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard result == 0 else {
      throw CocoaError(
        .executableLoad,
        userInfo: [NSFilePathErrorKey: executable, "errno": result])
    }
    return Subprocess(processIdentifier: pid)
  }

  /// Waits for the child to end and reaps it.
  @discardableResult
  public func wait() -> Termination {
    var status: Int32 = 0
    while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }

  /// Sends `signal` (e.g. SIGKILL) to the child.
  public func send(_ signal: Int32) {
    kill(processIdentifier, signal)
  }
}
