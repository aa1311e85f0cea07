/// A comma-separated table (RFC 4180: quoted fields, doubled quotes, commas and line breaks
/// inside quotes), read whole; used only when building the food index, never at run time.
package struct CSVTable: Sendable {
  /// Why a CSV text could not be read.
  package struct FormatError: Error, Sendable, CustomStringConvertible {
    /// What went wrong and where.
    package let description: String
  }

  /// The header line's field names.
  package let header: [String]
  /// Every data row, each with exactly `header.count` fields.
  package let rows: [[String]]

  /// Parses `text`; every row must have as many fields as the header.
  package init(parsing text: String) throws(FormatError) {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var inQuotes = false
    var fieldWasQuoted = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending = iterator.next()
    while let scalar = pending {
      pending = iterator.next()
      if inQuotes {
        if scalar == "\"" {
          if pending == "\"" {
            field.unicodeScalars.append("\"")
            pending = iterator.next()
          } else {
            inQuotes = false
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"" where field.isEmpty && !fieldWasQuoted:
        inQuotes = true
        fieldWasQuoted = true
      case ",":
        record.append(field)
        field = ""
        fieldWasQuoted = false
      case "\r":
        continue
      case "\n":
        record.append(field)
        records.append(record)
        record = []
        field = ""
        fieldWasQuoted = false
      default:
        field.unicodeScalars.append(scalar)
      }
    }
    if inQuotes { throw FormatError(description: "a quoted field is never closed") }
    if !field.isEmpty || !record.isEmpty || fieldWasQuoted {
      record.append(field)
      records.append(record)
    }
    guard let header = records.first else { throw FormatError(description: "the text is empty") }
    for (offset, row) in records.enumerated().dropFirst() where row.count != header.count {
      throw FormatError(
        description: "line \(offset + 1) has \(row.count) fields; the header has \(header.count)")
    }
    self.header = header
    self.rows = Array(records.dropFirst())
  }

  /// The position of the column named `name`.
  package func column(_ name: String) throws(FormatError) -> Int {
    guard let index = header.firstIndex(of: name) else {
      throw FormatError(description: "no column named \"\(name)\"")
    }
    return index
  }
}
