import Drivers
import Entities
import TestSupport
import Testing
import UseCases

@Suite("OpenSQLiteHistories")
struct OpenSQLiteHistoriesTests {
  @Test(
    "personal foods come through the history in use on the same file and profile, and only while it is in use"
  )
  func personalFoodsThroughTheOpenHistory() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    let histories = OpenSQLiteHistories()
    var history: SQLiteMealHistory? = try histories.history(path: path, profile: "me")
    #expect(try histories.personalFoods(path: path, profile: "me") === history)
    #expect(try histories.personalFoods(path: path, profile: "you") !== history)
    #expect(try histories.personalFoods(path: dir.path("other.sqlite"), profile: "me") !== history)

    // Held weakly: a history no port uses is released, and closed, as before.
    weak let released = history
    history = nil
    #expect(released == nil)
    let own = try histories.personalFoods(path: path, profile: "me")
    #expect(try own.allFoods().isEmpty)
  }
}
