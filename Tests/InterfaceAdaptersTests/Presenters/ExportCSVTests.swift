import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("ExportCSV")
struct ExportCSVTests {
  @Test("quotes exactly the fields RFC 4180 requires and doubles their quotes")
  func quoting() {
    expectEqual(ExportCSV.field("plain text"), "plain text")
    expectEqual(ExportCSV.field(""), "")
    expectEqual(ExportCSV.field(" spaces stay "), " spaces stay ")
    expectEqual(ExportCSV.field("eggs, toast"), "\"eggs, toast\"")
    expectEqual(ExportCSV.field("a \"big\" one"), "\"a \"\"big\"\" one\"")
    expectEqual(ExportCSV.field("two\nlines"), "\"two\nlines\"")
    expectEqual(ExportCSV.field("crlf\r\nhere"), "\"crlf\r\nhere\"")
    expectEqual(ExportCSV.field("lone\rreturn"), "\"lone\rreturn\"")
    expectEqual(ExportCSV.row(["a", "b,c", ""]), "a,\"b,c\",\r\n")
  }

  @Test(
    "neutralizes cells a spreadsheet would run as a formula",
    arguments: [
      ("=HYPERLINK(\"http://evil\",\"eggs\")", "\"'=HYPERLINK(\"\"http://evil\"\",\"\"eggs\"\")\""),
      ("+1 egg", "'+1 egg"), ("-2 eggs", "'-2 eggs"), ("@SUM(A1)", "'@SUM(A1)"),
      ("\tcmd", "'\tcmd"), ("\rcmd", "\"'\rcmd\""), ("2 eggs = breakfast", "2 eggs = breakfast"),
    ])
  func formulaInjection(_ value: String, _ written: String) {
    expectEqual(ExportCSV.field(value), written)
  }

  @Test("has a header row and one CRLF-ended row per entry, local date and time, UTC instant")
  func document() throws {
    var breakfast = Samples.entry(
      id: "id-1", at: Samples.breakfastTime, description: "2 eggs, \"sunny\"\nside up")
    breakfast.items = [
      MealItem(text: "2 eggs", food: "Egg, whole, raw", grams: 100, nutrition: Samples.egg)
    ]
    breakfast.unmatched = ["sunny", "side up"]
    var toast = Samples.entry(
      id: "id-2", at: Samples.breakfastTime.addingTimeInterval(3600), nutrition: Samples.toast)
    toast.mealType = .lunch
    let text = ExportCSV.render(
      ExportHistoryResponse(
        entries: [breakfast, toast], timeZone: FoundationZones["America/New_York"]))
    let records = parse(text)
    #expect(text.hasSuffix("\r\n"))
    expectEqual(records.count, 3)
    expectEqual(records[0], ExportCSV.header)
    #expect(records.allSatisfy { $0.count == ExportCSV.header.count })
    let row = Dictionary(uniqueKeysWithValues: zip(records[0], records[1]))
    expectEqual(row["id"], "id-1")
    expectEqual(row["consumedAt"], "2026-11-21T08:30:00Z")
    expectEqual(row["date"], "2026-11-21")
    expectEqual(row["time"], "03:30")
    expectEqual(row["description"], "2 eggs, \"sunny\"\nside up")
    expectEqual(row["calories"], "71.5")
    expectEqual(row["cholesterol"], "186")
    expectEqual(row["potassium"], "")
    expectEqual(row["items"], "2 eggs = Egg, whole, raw (100 g)")
    expectEqual(row["unmatched"], "sunny | side up")
    expectEqual(Dictionary(uniqueKeysWithValues: zip(records[0], records[2]))["sugars"], "")
    // 03:30 in New York: a snack by its time; the toast was given as lunch.
    expectEqual(records[1].suffix(2), ["snack", "false"])
    expectEqual(records[2].suffix(2), ["lunch", "true"])
  }

  @Test("columns added later come last, so earlier ones keep their positions")
  func columnPositions() {
    expectEqual(
      Array(ExportCSV.header.prefix(22)),
      [
        "id", "consumedAt", "date", "time", "description", "analyzer", "calories", "protein",
        "carbs", "fat", "fiber", "sugars", "saturatedFat", "cholesterol", "sodium", "potassium",
        "calcium", "iron", "vitaminC", "items", "unmatched", "alcohol",
      ])
    expectEqual(ExportCSV.header.suffix(2), ["meal", "mealGiven"])
  }

  @Test("an empty export is just the header")
  func empty() {
    let text = ExportCSV.render(ExportHistoryResponse(entries: [], timeZone: .utc))
    expectEqual(text, ExportCSV.header.joined(separator: ",") + "\r\n")
  }

  /// A strict RFC 4180 reader, so the test checks the format rather than our own writer.
  private func parse(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if quoted {
        if scalar == "\"" {
          if scalars.first == "\"" {
            field.unicodeScalars.append(scalars.removeFirst())
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"": quoted = true
      case ",":
        record.append(field)
        field = ""
      case "\r":
        #expect(scalars.popFirst() == "\n", "a bare CR ends no record in RFC 4180")
        record.append(field)
        records.append(record)
        (record, field) = ([], "")
      default:
        #expect(scalar != "\n", "a bare LF outside quotes")
        field.unicodeScalars.append(scalar)
      }
    }
    #expect(record.isEmpty && field.isEmpty, "the last record must end with CRLF")
    return records
  }
}
