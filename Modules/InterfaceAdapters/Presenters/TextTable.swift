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

  /// The table, each line indented by `indent` spaces, trailing spaces trimmed.
  public func render(indent: Int = 2) -> String {
    let all = [headers] + rows
    let widths = headers.indices.map { column in
      all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    let prefix = String(repeating: " ", count: indent)
    return all.map { row in
      let cells = headers.indices.map { column -> String in
        let cell = column < row.count ? row[column] : ""
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return alignments[column] == .left ? cell + pad : pad + cell
      }
      var line = prefix + cells.joined(separator: "  ")
      // Trimmed in place: reversing the line twice cost more than the rest of `history`.
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n") + "\n"
  }
}
