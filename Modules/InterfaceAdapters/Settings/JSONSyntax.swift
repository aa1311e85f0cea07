import FoundationEssentials

/// Where Foundation's `JSONSerialization` placed the first error of a text that is not JSON
/// ("Invalid value around character 13."), which a configuration file's error names as a line
/// and column. JSONDecoder says only that the text is not JSON, and FoundationEssentials has
/// no JSONSerialization (ADR 0012), so this takes its parser's steps, position for position;
/// tested against it.
enum JSONSyntax {
  /// The byte offset of the first error, counted after any byte order mark, as
  /// JSONSerialization gave it; `nil` for valid JSON and for errors it gave no position for
  /// (the end of the text, a bad `\u` escape, text in no Unicode encoding).
  static func errorOffset(in data: Data) -> Int? {
    var parser = Parser(bytes: utf8(data) ?? [])
    do throws(Stop) {
      try parser.parseDocument()
      return nil
    } catch {
      if case .at(let offset) = error { return offset }
      return nil
    }
  }

  /// The text as UTF-8, from the encodings JSONSerialization recognized by a byte order mark
  /// or by the zero bytes of the first characters.
  private static func utf8(_ data: Data) -> [UInt8]? {
    let bytes = [UInt8](data)
    var encoding = String.Encoding.utf8
    var skip = 0
    if bytes.count >= 4 {
      switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
      case (0xEF, 0xBB, 0xBF, _): (encoding, skip) = (.utf8, 3)
      case (0x00, 0x00, 0xFE, 0xFF): (encoding, skip) = (.utf32BigEndian, 4)
      case (0xFF, 0xFE, 0x00, 0x00): (encoding, skip) = (.utf32LittleEndian, 4)
      case (0xFF, 0xFE, _, _): (encoding, skip) = (.utf16LittleEndian, 2)
      case (0xFE, 0xFF, _, _): (encoding, skip) = (.utf16BigEndian, 2)
      case (0, 0, 0, _): encoding = .utf32BigEndian
      case (_, 0, 0, 0): encoding = .utf32LittleEndian
      case (0, _, 0, _): encoding = .utf16BigEndian
      case (_, 0, _, 0): encoding = .utf16LittleEndian
      default: break
      }
    } else if bytes.count >= 2 {
      if bytes[0] == 0 {
        encoding = .utf16BigEndian
      } else if bytes[1] == 0 {
        encoding = .utf16LittleEndian
      }
    }
    guard encoding != .utf8 else { return Array(bytes.dropFirst(skip)) }
    return String(bytes: bytes.dropFirst(skip), encoding: encoding).map { Array($0.utf8) }
  }

  private enum Stop: Error {
    case at(Int)
    case withoutPosition
  }

  /// JSONSerialization's parser, keeping only where it stops.
  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws(Stop) {
      _ = try nextAfterWhitespace()
      try parseValue()
      var offset = index
      while offset < bytes.count {
        guard Self.isWhitespace(bytes[offset]) else { throw .at(offset) }
        offset += 1
      }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The byte after any whitespace, not consumed; the end of the text is an error.
    private mutating func nextAfterWhitespace() throws(Stop) -> UInt8 {
      while index < bytes.count {
        if !Self.isWhitespace(bytes[index]) { return bytes[index] }
        index += 1
      }
      throw .withoutPosition
    }

    private mutating func read() -> UInt8? {
      guard index < bytes.count else { return nil }
      defer { index += 1 }
      return bytes[index]
    }

    private mutating func parseValue() throws(Stop) {
      var offset = index
      while offset < bytes.count {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
          index = offset
          try parseString()
          return
        case UInt8(ascii: "{"):
          index = offset
          try parseObject()
          return
        case UInt8(ascii: "["):
          index = offset
          try parseArray()
          return
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
          index = offset
          try parseLiteral()
          return
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          index = offset
          try parseNumber()
          return
        case _ where Self.isWhitespace(byte):
          offset += 1
        default:
          throw .at(offset)
        }
      }
      throw .withoutPosition
    }

    private mutating func enterContainer() throws(Stop) {
      index += 1
      guard depth < 512 else { throw .at(index) }  // just after the bracket, as it was
      depth += 1
    }

    private mutating func parseArray() throws(Stop) {
      try enterContainer()
      defer { depth -= 1 }
      if try nextAfterWhitespace() == UInt8(ascii: "]") {
        index += 1
        return
      }
      while true {
        try parseValue()
        if try closes(UInt8(ascii: "]")) { return }
      }
    }

    private mutating func parseObject() throws(Stop) {
      try enterContainer()
      defer { depth -= 1 }
      if try nextAfterWhitespace() == UInt8(ascii: "}") {
        index += 1
        return
      }
      while true {
        try parseString()
        guard try nextAfterWhitespace() == UInt8(ascii: ":") else { throw .at(index) }
        index += 1
        _ = try nextAfterWhitespace()
        try parseValue()
        if try closes(UInt8(ascii: "}")) { return }
      }
    }

    /// After a container's member: `true` at its end (a trailing comma allowed), `false` after
    /// a comma that another member follows.
    private mutating func closes(_ end: UInt8) throws(Stop) -> Bool {
      let next = try nextAfterWhitespace()
      if next == end {
        index += 1
        return true
      }
      guard next == UInt8(ascii: ",") else { throw .at(index) }
      index += 1
      if try nextAfterWhitespace() == end {
        index += 1
        return true
      }
      return false
    }

    private mutating func parseLiteral() throws(Stop) {
      let word: [UInt8] =
        switch bytes[index] {
        case UInt8(ascii: "t"): Array("true".utf8)
        case UInt8(ascii: "f"): Array("false".utf8)
        default: Array("null".utf8)
        }
      index += 1
      for expected in word.dropFirst() where read() != expected {
        // Reading stops after the byte that differs; at the end of the text that is no place.
        guard index < bytes.count else { throw .withoutPosition }
        throw .at(index - 1)
      }
    }

    private mutating func parseNumber() throws(Stop) {
      enum Last { case sign, point, exponent, exponentSign }
      var last = Last.sign
      var digitsSinceLast = bytes[index] == UInt8(ascii: "-") ? 0 : 1
      var leadingZero = bytes[index] == UInt8(ascii: "0")
      var offset = index + 1
      while offset < bytes.count {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          if leadingZero { throw .at(offset) }
          if byte == UInt8(ascii: "0") && digitsSinceLast == 0 && last == .sign {
            leadingZero = true
          }
          digitsSinceLast += 1
        case UInt8(ascii: "."):
          guard digitsSinceLast > 0, last == .sign else { throw .at(offset) }
          (last, digitsSinceLast, leadingZero) = (.point, 0, false)
        case UInt8(ascii: "e"), UInt8(ascii: "E"):
          guard digitsSinceLast > 0, last == .sign || last == .point else { throw .at(offset) }
          (last, digitsSinceLast, leadingZero) = (.exponent, 0, false)
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
          guard digitsSinceLast == 0, last == .exponent else { throw .at(offset) }
          (last, digitsSinceLast) = (.exponentSign, 0)
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
          guard digitsSinceLast > 0 else { throw .at(offset) }
          index = offset
          return
        default:
          throw .at(offset)
        }
        offset += 1
      }
      guard digitsSinceLast > 0 else { throw .withoutPosition }
      index = bytes.count
    }

    private mutating func parseString() throws(Stop) {
      guard let first = read() else { throw .withoutPosition }
      guard first == UInt8(ascii: "\"") else { throw .at(index - 1) }
      var segmentStart = index
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          try checkUTF8(segmentStart..<index)
          index += 1
          return
        case 0...31:
          try checkUTF8(segmentStart..<index + 1)
          throw .at(index)
        case UInt8(ascii: "\\"):
          try checkUTF8(segmentStart..<index)
          try parseEscape()
          segmentStart = index
        default:
          index += 1
        }
      }
      throw .withoutPosition
    }

    /// A run of a string's bytes between escapes must be UTF-8.
    private func checkUTF8(_ range: Range<Int>) throws(Stop) {
      guard String(validating: bytes[range], as: UTF8.self) == nil else { return }
      throw .at(range.lowerBound)
    }

    private mutating func parseEscape() throws(Stop) {
      let start = index
      index += 1  // the backslash
      guard let escaped = read() else { throw .withoutPosition }
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        return
      case UInt8(ascii: "u"):
        let unit = try hexUnit()
        if unit & 0xFC00 == 0xD800 {
          guard let backslash = read(), let u = read() else { throw .withoutPosition }
          guard backslash == UInt8(ascii: "\\"), u == UInt8(ascii: "u") else {
            // The message quoted the escape read so far, whose bytes had to be UTF-8 first.
            try checkUTF8(start..<index)
            throw .withoutPosition
          }
          guard try hexUnit() & 0xFC00 == 0xDC00 else { throw .withoutPosition }
        } else if unit & 0xFC00 == 0xDC00 {
          throw .withoutPosition
        }
      default:
        throw .at(index - 2)  // the backslash
      }
    }

    private mutating func hexUnit() throws(Stop) -> UInt16 {
      guard index + 4 <= bytes.count else {
        index = bytes.count
        throw .withoutPosition
      }
      var unit: UInt16 = 0
      for byte in bytes[index..<index + 4] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw .withoutPosition
        }
        unit = unit << 4 | UInt16(digit)
      }
      index += 4
      return unit
    }
  }
}
