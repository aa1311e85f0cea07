/// `wellplate help [command]`: answered by the controller without building any driver.
public enum HelpCommand {
  /// Spec for parsing and listing.
  public static let spec = CommandSpec(
    name: "help",
    summary: "Show help for wellplate or one of its commands.",
    usage: ["help [<command> [<action>]]"],
    examples: [("wellplate help analyze", "How to describe a meal")],
    positionals: 0...2)
}
