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
    let widths = headers.indices.map { column in
      all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    let prefix = String(repeating: " ", count: indent)
    return all.enumerated().map { rowIndex, row in
      var cells = headers.indices.map { column -> String in
        let cell = column < row.count ? row[column] : ""
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return alignments[column] == .left ? cell + pad : pad + cell
      }
      // Trim before decorating: trailing blanks inside an escape sequence could not be trimmed.
      while let last = cells.last, last.allSatisfy({ $0 == " " }) { cells.removeLast() }
      guard !cells.isEmpty else { return "" }
      // In place: reversing the cell twice was the costliest step of `history`.
      while cells[cells.count - 1].last == " " { cells[cells.count - 1].removeLast() }
      let decorated = cells.enumerated().map { decorate(rowIndex, $0, $1) }
      return prefix + decorated.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
