import Foundation

/// The process environment, the one place configuration is read from the operating system.
public enum ProcessEnvironment {
  /// The current environment variables.
  public static var current: [String: String] { ProcessInfo.processInfo.environment }
}
