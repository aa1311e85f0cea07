import TestSupport
import Testing

@testable import Drivers

@Suite("CSVTable")
struct CSVTableTests {
  @Test("reads quoted fields with commas, doubled quotes and line breaks")
  func quoting() throws {
    let table = try CSVTable(
      parsing: "id,name\r\n1,\"Egg, whole\"\n2,\"large (8\"\" long)\"\n3,\"two\nlines\"\n")
    expectEqual(table.header, ["id", "name"])
    expectEqual(
      table.rows, [["1", "Egg, whole"], ["2", "large (8\" long)"], ["3", "two\nlines"]])
    expectEqual(try table.column("name"), 1)
  }

  @Test("keeps empty cells and a last line without a line break")
  func emptyCells() throws {
    let table = try CSVTable(parsing: "a,b,c\n1,,3\n,,")
    expectEqual(table.rows, [["1", "", "3"], ["", "", ""]])
  }

  @Test("refuses rows of the wrong width and unclosed quotes")
  func errors() {
    #expect(throws: CSVTable.FormatError.self) { try CSVTable(parsing: "a,b\n1\n") }
    #expect(throws: CSVTable.FormatError.self) { try CSVTable(parsing: "a\n\"open\n") }
    #expect(throws: CSVTable.FormatError.self) { try CSVTable(parsing: "") }
    #expect(throws: CSVTable.FormatError.self) { try CSVTable(parsing: "a\n1").column("b") }
  }
}
