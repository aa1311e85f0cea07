import FoundationEssentials

/// JSON text written straight into bytes, as `JSONDocuments.encode` would print it.
///
/// `JSONEncoder` builds a tree of boxed values, sorts every object's keys and formats each
/// number through generic code: for a 50-entry history page that was about 60 % of what
/// `wellplate serve` spent answering (ADR 0023). Documents on hot paths write themselves
/// here instead (`JSONWritable`), keys in the sorted order the encoder would give, and
/// `JSONTextTests` compares the bytes with `JSONEncoder`'s for every such document.
///
/// The text is one buffer it owns, and it cannot be copied: a page makes thousands of small
/// writes, and an array checked each of them for sharing and capacity through generic code
/// (a tenth of a page's instructions).
public struct JSONText: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Whether the next member or element is the first of its object or array.
  private var atFirst = true

  /// Empty text with room for about `capacity` bytes.
  public init(capacity: Int = 1024) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// The UTF-8 bytes written so far.
  public var bytes: [UInt8] { Array(written) }

  /// The bytes written so far, as data.
  public var data: Data { Data(buffer: written) }

  /// The text as a string.
  public var string: String { String(decoding: written, as: UTF8.self) }

  private var written: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base, count: count)
  }

  // MARK: Structure

  /// Writes `{`, the members `body` writes, then `}`.
  public mutating func object(_ body: (inout JSONText) -> Void) {
    enclose(UInt8(ascii: "{"), body, UInt8(ascii: "}"))
  }

  /// Writes `[`, the elements `body` writes, then `]`.
  public mutating func array(_ body: (inout JSONText) -> Void) {
    enclose(UInt8(ascii: "["), body, UInt8(ascii: "]"))
  }

  private mutating func enclose(
    _ opening: UInt8, _ body: (inout JSONText) -> Void, _ closing: UInt8
  ) {
    separate()
    append(opening)
    atFirst = true
    body(&self)
    append(closing)
    atFirst = false
  }

  /// Writes an array of `elements`, each as `write` writes it.
  public mutating func array<Element>(
    _ elements: [Element], _ write: (Element, inout JSONText) -> Void
  ) {
    array { json in
      for element in elements { write(element, &json) }
    }
  }

  /// Writes the member name `name` (a literal: callers pass names in sorted order).
  public mutating func key(_ name: StaticString) {
    separate()
    append(UInt8(ascii: "\""))
    name.withUTF8Buffer { append($0) }
    append(UInt8(ascii: "\""))
    append(UInt8(ascii: ":"))
    atFirst = true
  }

  /// Writes a member whose name is data, escaped as any string is. (Labelled, so that a
  /// literal name is the `StaticString` one, which needs no escaping: `key("fat")`.)
  public mutating func key(escaping name: String) {
    separate()
    write(string: name)
    append(UInt8(ascii: ":"))
    atFirst = true
  }

  // MARK: Values

  /// Writes `value` as a JSON string.
  public mutating func value(_ value: String) {
    separate()
    write(string: value)
  }

  /// Writes `value`, or `null`.
  public mutating func value(_ value: String?) {
    guard let value else { return null() }
    self.value(value)
  }

  /// Writes `value` as the encoder does: `description`, without a trailing ".0"; a value that
  /// is not finite as the string `JSONDocuments` names for it.
  public mutating func value(_ value: Double) {
    guard value.isFinite else {
      return self.value(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity")
    }
    separate()
    // Most numbers are rounded to hundredths for output: those below a billion are written
    // from their digits, which is what `description` prints for them (the shortest text that
    // reads back as the same double), without its general algorithm.
    let hundredths = (value * 100).rounded()
    if abs(value) < 1e9, hundredths / 100 == value, value != 0 || value.sign == .plus {
      return write(hundredths: Int(hundredths))
    }
    let text = value.description
    var utf8 = text.utf8[...]
    if utf8.count >= 2, utf8.suffix(2).elementsEqual([UInt8(ascii: "."), UInt8(ascii: "0")]) {
      utf8 = utf8.dropLast(2)
    }
    for byte in utf8 { append(byte) }
  }

  /// Writes `value` as a number.
  public mutating func value(_ value: Int) {
    separate()
    if value < 0 { append(UInt8(ascii: "-")) }
    write(digits: value.magnitude)
  }

  /// Writes `true` or `false`.
  public mutating func value(_ value: Bool) {
    separate()
    let literal: StaticString = value ? "true" : "false"
    literal.withUTF8Buffer { append($0) }
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    let literal: StaticString = "null"
    literal.withUTF8Buffer { append($0) }
  }

  /// Writes an array of strings.
  public mutating func value(_ values: [String]) {
    array(values) { value, json in json.value(value) }
  }

  /// Writes an object of counts, its keys in the encoder's order (byte order of UTF-8).
  public mutating func value(_ counts: [String: Int]) {
    let sorted = counts.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    object { json in
      for (key, count) in sorted {
        json.key(escaping: key)
        json.value(count)
      }
    }
  }

  /// Writes the member `name` only when `value` is present, as `encodeIfPresent` does.
  public mutating func member(_ name: StaticString, ifPresent value: Double?) {
    guard let value else { return }
    key(name)
    self.value(value)
  }

  /// Ends the text with a line break, as printed documents end.
  public mutating func newline() {
    append(UInt8(ascii: "\n"))
  }

  // MARK: Writing

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
    if count + buffer.count > capacity { grow(toHold: count + buffer.count) }
    (base + count).initialize(from: source, count: buffer.count)
    count += buffer.count
  }

  private mutating func append(_ buffer: UnsafeRawBufferPointer) {
    append(buffer.assumingMemoryBound(to: UInt8.self))
  }

  private mutating func grow(toHold needed: Int) {
    let larger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }

  /// A comma before every member or element but the first.
  @inline(__always)
  private mutating func separate() {
    if atFirst {
      atFirst = false
    } else {
      append(UInt8(ascii: ","))
    }
  }

  /// `hundredths` / 100 in decimal, without trailing zeros: 1263 as 12.63, 1260 as 12.6,
  /// 1200 as 12.
  private mutating func write(hundredths: Int) {
    if hundredths < 0 { append(UInt8(ascii: "-")) }
    let magnitude = hundredths.magnitude
    write(digits: magnitude / 100)
    let cents = Int(magnitude % 100)
    guard cents != 0 else { return }
    append(UInt8(ascii: "."))
    append(UInt8(ascii: "0") + UInt8(cents / 10))
    if cents % 10 != 0 { append(UInt8(ascii: "0") + UInt8(cents % 10)) }
  }

  /// The decimal digits of `value`, written straight into the text: a page writes thousands
  /// of numbers, and making a `String` of each was a tenth of writing it.
  private mutating func write(digits value: UInt) {
    guard value >= 10 else { return append(UInt8(ascii: "0") + UInt8(value)) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for UInt.max's 20 digits
    var length = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      var rest = value
      while rest > 0 {
        buffer[23 - length] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        length += 1
      }
      append(UnsafeRawBufferPointer(rebasing: buffer[(24 - length)...]))
    }
  }

  /// `"…"` with the encoder's escapes: quote, backslash and control characters; `/` is
  /// written as it is (`.withoutEscapingSlashes`).
  private mutating func write(string: String) {
    append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { utf8 in
      var start = 0
      for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        append(UnsafeBufferPointer(rebasing: utf8[start..<offset]))
        append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22, 0x5C: append(byte)
        case 0x08: append(UInt8(ascii: "b"))
        case 0x09: append(UInt8(ascii: "t"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0C: append(UInt8(ascii: "f"))
        case 0x0D: append(UInt8(ascii: "r"))
        default:
          let hex = Array("0123456789abcdef".utf8)
          for escaped in [
            UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
            hex[Int(byte & 0xF)],
          ] {
            append(escaped)
          }
        }
        start = offset + 1
      }
      append(UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    append(UInt8(ascii: "\""))
  }
}
