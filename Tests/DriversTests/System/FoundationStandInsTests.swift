import Dispatch
import Foundation
import TestSupport
import Testing

@testable import Drivers

/// The drivers' stand-ins for Foundation API that FoundationEssentials lacks (ADR 0012).
@Suite("Foundation stand-ins in Drivers")
struct FoundationStandInsTests {
  @Test("a history file's folder is what deletingLastPathComponent gave")
  func folderOfPath() {
    let pieces = ["", "/", "//", "ab", "..", "history.sqlite", "~", "a b"]
    var paths = [
      "~/history.sqlite", "/tmp/x/y.sqlite", "./ab", "../ab/cd", "ab/./cd", "/ab/../cd/",
    ]
    for first in pieces {
      for second in pieces {
        paths += [first + second, first + "/" + second, "/" + first + "/" + second + "/"]
      }
    }
    // Foundation traps on a last component of one character ("x", "./"): those are left out
    // of the comparison and checked by hand below.
    for path in paths where path.split(separator: "/").last.map({ $0.count >= 2 }) ?? true {
      #expect(
        HistoryFile.folder(of: path) == (path as NSString).deletingLastPathComponent,
        "\(path.debugDescription)")
    }
    expectEqual(HistoryFile.folder(of: "x"), "")
    expectEqual(HistoryFile.folder(of: "a/"), "")
    expectEqual(HistoryFile.folder(of: "///a//"), "/")
    expectEqual(HistoryFile.folder(of: "ab/c"), "ab")
  }

  @Test("a detached thread runs its work")
  func detachedThread() {
    let done = DispatchSemaphore(value: 0)
    DetachedThread.start { done.signal() }
    expectEqual(done.wait(timeout: .now() + 10), .success)
  }

  @Test("control characters in a list are written as JSON's \\u escapes")
  func listEscapes() throws {
    let text = StringListColumn.encode(["a\u{1}b\u{1F}\u{7F}\n"])
    expectEqual(text, #"["a\u0001b\u001f\#u{7F}\n"]"#)
    expectEqual(try StringListColumn.decode(text, column: "notes"), ["a\u{1}b\u{1F}\u{7F}\n"])
  }
}
