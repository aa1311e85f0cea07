import InterfaceAdapters
import TestSupport
import Testing

@Suite("ArgumentParser")
struct ArgumentParserTests {
  let parser = ArgumentParser(catalog: .standard)

  @Test("global options work before and after the subcommand")
  func globalOptionsAnywhere() throws {
    let before = try parser.parse(["--store", "memory", "analyze", "an egg", "--json"])
    let after = try parser.parse(["analyze", "an egg", "--store=memory", "--json"])
    for invocation in [before, after] {
      expectEqual(invocation.command, "analyze")
      expectEqual(invocation.value("store"), "memory")
      #expect(invocation.flag("json"))
      expectEqual(invocation.arguments, ["an egg"])
    }
  }

  @Test("a repeatable option keeps every value, in order, before or after the command")
  func repeatable() throws {
    let invocation = try parser.parse([
      "--goal-min", "protein=120", "summary", "--goal-max=sodium=2300", "--goal-min", "fiber=30",
    ])
    expectEqual(invocation.command, "summary")
    expectEqual(invocation.repeatedValues("goal-min"), ["protein=120", "fiber=30"])
    expectEqual(invocation.repeatedValues("goal-max"), ["sodium=2300"])
    #expect(invocation.value("goal-min") == nil, "not a last-wins value")
    #expect(try parser.parse(["summary"]).repeatedValues("goal-min").isEmpty)
  }

  @Test("`--` ends options so a meal may start with a dash")
  func doubleDash() throws {
    let invocation = try parser.parse(["analyze", "--", "--weird meal"])
    expectEqual(invocation.arguments, ["--weird meal"])
    let negative = try parser.parse(["analyze", "-1/2 cup rice"])
    expectEqual(negative.arguments, ["-1/2 cup rice"])
  }

  @Test(
    "mistakes are usage errors with a suggestion",
    arguments: [
      (["histroy"], "did you mean `history`?"),
      (["history", "--limt", "5"], "did you mean `--limit`?"),
      (["--store", "sqlit", "history"], "did you mean 'sqlite'?"),
      (["history", "--limit"], "--limit needs a value"),
      (["analyze", "two", "eggs"], "put the whole meal in quotes"),
      (["delete"], "needs an argument"),
      (["history", "--json=yes"], "does not take a value"),
    ])
  func mistakes(_ arguments: [String], _ message: String) {
    #expect {
      try parser.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message.contains(message) == true
    }
  }

  @Test("the store and analyzer choices are validated and listed")
  func choices() {
    #expect {
      try parser.parse(["--analyzer", "cloud", "analyze", "x"])
    } throws: { error in
      (error as? UsageError)?.message == "--analyzer: 'cloud' is not one of local, http"
    }
  }

  @Test("--help is accepted anywhere and skips argument checks")
  func help() throws {
    #expect(try parser.parse(["delete", "--help"]).wantsHelp)
    #expect(try parser.parse(["-h"]).wantsHelp)
  }
}
