/// Everything the parser and the help text need to know about one subcommand.
public struct CommandSpec: Sendable {
  /// The subcommand's name ("analyze").
  public var name: String
  /// One line saying what it does.
  public var summary: String
  /// Usage line(s) after "wellplate ".
  public var usage: [String]
  /// A paragraph of explanation, or empty.
  public var discussion: String
  /// Example command lines, each with a comment.
  public var examples: [(command: String, comment: String)]
  /// Options particular to this subcommand.
  public var options: [OptionSpec]
  /// How many positional arguments it takes.
  public var positionals: ClosedRange<Int>
  /// The actions named by its first argument ("token add"), each with its own help; empty
  /// for a command without actions.
  public var actions: [CommandSpec]

  /// Creates a spec.
  public init(
    name: String,
    summary: String,
    usage: [String],
    discussion: String = "",
    examples: [(command: String, comment: String)],
    options: [OptionSpec] = [],
    positionals: ClosedRange<Int> = 0...0,
    actions: [CommandSpec] = []
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.discussion = discussion
    self.examples = examples
    self.options = options
    self.positionals = positionals
    self.actions = actions
  }

  /// The spec whose help answers `arguments`: the action its first argument names, else this.
  public func helpTopic(_ arguments: [String]) -> CommandSpec {
    guard let first = arguments.first else { return self }
    return actions.first { $0.name == "\(name) \(first)" } ?? self
  }
}
