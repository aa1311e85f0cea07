/// Splits a command line into an `Invocation`, checking it against the `CommandCatalog`.
///
/// Global options may stand before or after the subcommand, as in git and swift; `--` ends
/// options so a meal may start with a dash; `--name=value` and `--name value` both work.
public struct ArgumentParser: Sendable {
  private let catalog: CommandCatalog

  /// Creates a parser for `catalog`.
  public init(catalog: CommandCatalog) {
    self.catalog = catalog
  }

  /// Parses `arguments` (without the program name).
  public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    let commandIndex = try locateCommand(in: arguments)
    var invocation = Invocation(command: nil)
    var spec: CommandSpec?
    if let commandIndex {
      let name = arguments[commandIndex]
      guard let found = catalog.command(named: name) else {
        let hint =
          Suggestion.closest(to: name, among: catalog.commandNames)
          .map { " (did you mean `\($0)`?)" } ?? ""
        throw UsageError(
          "unknown command '\(name)'\(hint); run `wellplate help` for the list of commands")
      }
      spec = found
      invocation.command = found.name
    }

    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      defer { index += 1 }
      let token = arguments[index]
      if index == commandIndex { continue }
      if optionsEnded || !Self.looksLikeOption(token) {
        invocation.arguments.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      if token == "-h" {
        invocation.flags.insert("help")
        continue
      }
      let (name, inline) = Self.split(token)
      guard let option = catalog.option(named: name, in: spec) else {
        throw unknownOption(token, name: name, in: spec)
      }
      guard option.valueName != nil else {
        if inline != nil {
          throw UsageError("--\(name) does not take a value", command: spec?.name)
        }
        invocation.flags.insert(name)
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else if index + 1 < arguments.count {
        index += 1
        value = arguments[index]
      } else {
        throw UsageError("--\(name) needs a value (\(option.synopsis))", command: spec?.name)
      }
      if let choices = option.choices, !choices.contains(value) {
        let hint = Suggestion.closest(to: value, among: choices).map { "; did you mean '\($0)'?" }
        throw UsageError(
          "--\(name): '\(value)' is not one of \(choices.joined(separator: ", "))\(hint ?? "")",
          command: spec?.name)
      }
      if option.isRepeatable {
        invocation.repeated[name, default: []].append(value)
      } else {
        invocation.values[name] = value
      }
    }

    if let spec, !invocation.wantsHelp, !spec.positionals.contains(invocation.arguments.count) {
      throw UsageError(
        Self.arityMessage(spec, given: invocation.arguments.count), command: spec.name)
    }
    return invocation
  }

  /// The index of the subcommand: the first token that is neither an option nor its value.
  private func locateCommand(in arguments: [String]) throws(UsageError) -> Int? {
    var index = 0
    while index < arguments.count {
      let token = arguments[index]
      if token == "--" { return nil }
      if !Self.looksLikeOption(token) { return index }
      let (name, inline) = Self.split(token)
      let option = catalog.option(named: name, in: nil)
      // Before the command only global options are known; guessing whether an unknown one
      // takes a value would turn its value into a bogus "unknown command".
      if option == nil, token != "-h" { throw misplacedOption(token, name: name) }
      if inline == nil, let option, option.valueName != nil {
        index += 1
      }
      index += 1
    }
    return nil
  }

  /// An option before the command that is not global: a command's own, or a typo.
  private func misplacedOption(_ token: String, name: String) -> UsageError {
    if let owner = catalog.commands.first(where: { $0.options.contains { $0.name == name } }) {
      return UsageError(
        "--\(name) is an option of `\(owner.name)`; put it after the command "
          + "(wellplate \(owner.name) \(token) …)", command: owner.name)
    }
    return unknownOption(token, name: name, in: nil)
  }

  private func unknownOption(_ token: String, name: String, in spec: CommandSpec?) -> UsageError {
    // Flags end up in shell history and `ps`; the key's value must not be echoed back either.
    if name == "api-key" {
      return UsageError(
        "there is no --api-key option: set the WELLPLATE_API_KEY environment variable instead",
        command: spec?.name)
    }
    let known = catalog.optionNames(in: spec)
    let hint = Suggestion.closest(to: name, among: known).map { " (did you mean `--\($0)`?)" }
    let context = spec.map { " for `\($0.name)`" } ?? ""
    return UsageError("unknown option '\(token)'\(context)\(hint ?? "")", command: spec?.name)
  }

  private static func arityMessage(_ spec: CommandSpec, given: Int) -> String {
    let range = spec.positionals
    if range.upperBound == 0 {
      return "`\(spec.name)` takes no arguments, but \(given) were given"
    }
    if given < range.lowerBound {
      return "`\(spec.name)` needs an argument: \(spec.usage.first ?? spec.name)"
    }
    return "`\(spec.name)` takes at most \(range.upperBound) argument(s), but \(given) were given"
      + (spec.name == "analyze" ? "; put the whole meal in quotes" : "")
  }

  /// Options start with a dash; "-", "-5" and "-1/2" are values, so meals can start that way.
  private static func looksLikeOption(_ token: String) -> Bool {
    guard token.hasPrefix("-"), token.count > 1 else { return false }
    let second = token[token.index(after: token.startIndex)]
    return !(second.isNumber || second == ".")
  }

  private static func split(_ token: String) -> (name: String, inline: String?) {
    let body = token.drop { $0 == "-" }
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }
}
