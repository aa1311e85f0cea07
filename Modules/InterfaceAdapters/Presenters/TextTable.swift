/// A plain-text table with aligned columns, for people reading a terminal.
public struct TextTable: Sendable {
  /// How a column's cells line up.
  public enum Alignment: Sendable {
    case left, right
  }

  private let headers: [String]
  private let alignments: [Alignment]
  private var rows: [[String]] = []

  /// A table with these column headers and alignments.
  public init(_ columns: [(header: String, alignment: Alignment)]) {
    headers = columns.map(\.header)
    alignments = columns.map(\.alignment)
  }

  /// Appends a row; missing cells are blank.
  public mutating func append(_ cells: [String]) {
    rows.append(cells)
  }

  /// Number of rows appended so far, not counting the header; the last row's index in
  /// `render(indent:decorate:)`.
  public var rowCount: Int { rows.count }

  /// The table, each line indented by `indent` spaces, trailing spaces trimmed.
  public func render(indent: Int = 2) -> String {
    render(indent: indent) { _, _, cell in cell }
  }

  /// The table with every padded cell passed through `decorate(row, column, cell)` (row 0 is
  /// the header), so cells can be colored after their width has been measured.
  public func render(
    indent: Int = 2, decorate: (_ row: Int, _ column: Int, _ cell: String) -> String
  ) -> String {
    let all = [headers] + rows
    // Each cell measured once: counting characters was most of what `history` spent here.
    let cellWidths = all.map { row in row.prefix(headers.count).map(Self.width) }
    var widths = [Int](repeating: 0, count: headers.count)
    for row in cellWidths {
      for (column, width) in row.enumerated() { widths[column] = max(widths[column], width) }
    }
    var output = ""
    for (rowIndex, row) in all.enumerated() {
      if rowIndex > 0 { output += "\n" }
      // Blank cells at the end are left out, and the last cell's trailing blanks: trimmed
      // before decorating, since blanks inside an escape sequence could not be trimmed.
      var count = min(row.count, headers.count)
      while count > 0, row[count - 1].utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) {
        count -= 1
      }
      guard count > 0 else { continue }
      output += String(repeating: " ", count: indent)
      for column in 0..<count {
        let cell = row[column]
        let pad = widths[column] - cellWidths[rowIndex][column]
        var padded: String
        if column == count - 1 {
          padded = alignments[column] == .left ? cell : String(repeating: " ", count: pad) + cell
          while padded.utf8.last == UInt8(ascii: " ") { padded.removeLast() }
        } else if alignments[column] == .left {
          padded = cell + String(repeating: " ", count: pad)
        } else {
          padded = String(repeating: " ", count: pad) + cell
        }
        if column > 0 { output += "  " }
        output += decorate(rowIndex, column, padded)
      }
    }
    return output + "\n"
  }

  /// Characters in `cell`, as `count` gives them; ASCII by its length in bytes (but "\r\n"
  /// is one character).
  private static func width(_ cell: String) -> Int {
    cell.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? cell.utf8.count : cell.count
  }
}
