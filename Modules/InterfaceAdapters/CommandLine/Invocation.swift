/// A parsed command line: which subcommand, with which options and arguments.
public struct Invocation: Hashable, Sendable {
  /// The subcommand's name; `nil` when none was given.
  public var command: String?
  /// Values of options that take one; the last occurrence wins, as in git.
  public var values: [String: String]
  /// Flags that were given.
  public var flags: Set<String>
  /// Positional arguments in order.
  public var arguments: [String]
  /// Every value of a repeatable option (`OptionSpec.isRepeatable`), in order; such options
  /// are not in `values`.
  public var repeated: [String: [String]]

  /// Creates an invocation.
  public init(
    command: String?, values: [String: String] = [:], flags: Set<String> = [],
    arguments: [String] = [], repeated: [String: [String]] = [:]
  ) {
    self.command = command
    self.values = values
    self.flags = flags
    self.arguments = arguments
    self.repeated = repeated
  }

  /// The value of option `name`, if given.
  public func value(_ name: String) -> String? { values[name] }

  /// Every value given to repeatable option `name`, in order; empty when none.
  public func repeatedValues(_ name: String) -> [String] { repeated[name] ?? [] }

  /// Whether flag `name` was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// Whether `--help` was asked for.
  public var wantsHelp: Bool { flag("help") }
}
