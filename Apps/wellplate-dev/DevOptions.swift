import Foundation

/// `--name value` options and `--flag` switches of a developer command.
struct DevOptions {
  /// An option or argument the command does not accept.
  struct Unknown: Error, CustomStringConvertible {
    let description: String
  }

  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Reads `arguments`, accepting the options in `valued` and the switches in `switches`.
  init(_ arguments: [String], valued: Set<String>, switches: Set<String> = []) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let name = String(argument.drop { $0 == "-" })
      if argument.hasPrefix("--"), valued.contains(name), index + 1 < arguments.count {
        values[name] = arguments[index + 1]
        index += 2
      } else if argument.hasPrefix("--"), switches.contains(name) {
        flags.insert(name)
        index += 1
      } else {
        throw Unknown(description: "unexpected argument \"\(argument)\"")
      }
    }
  }

  /// The value of `--name`, if given.
  subscript(_ name: String) -> String? { values[name] }

  /// The value of `--name`, or `fallback`.
  func value(_ name: String, default fallback: String) -> String { values[name] ?? fallback }

  /// Whether `--name` was given.
  func isSet(_ name: String) -> Bool { flags.contains(name) }
}
