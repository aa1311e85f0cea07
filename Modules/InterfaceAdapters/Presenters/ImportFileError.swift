import UseCases

/// A file given to `import` that is not an export WellPlate can read: the wrong format, or rows
/// that cannot be read, each with its line.
public struct ImportFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given ("-" for standard input).
  public var path: String
  /// What is wrong with the file as a whole.
  public var reason: String
  /// The rows that cannot be read, in file order; empty when the whole file is unreadable.
  public var problems: [ImportProblem]

  /// Creates the error.
  public init(path: String, reason: String, problems: [ImportProblem] = []) {
    self.path = path
    self.reason = reason
    self.problems = problems
  }

  public var description: String {
    let name = path == "-" ? "standard input" : "'\(path)'"
    var text = "cannot import \(name): \(reason)"
    guard !problems.isEmpty else { return text }
    let listed = ImportHistoryError.listedProblems
    text += ":\n" + problems.prefix(listed).map { "  \($0)" }.joined(separator: "\n")
    if problems.count > listed { text += "\n  … and \(problems.count - listed) more" }
    return text
  }
}
