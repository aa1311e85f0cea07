import Entities

/// Reads a compiled tz database file (TZif, RFC 8536: /usr/share/zoneinfo/Europe/Paris) into
/// the offsets its clocks keep.
enum ZoneInfoFile {
  /// The rules of the zone in `bytes`, named `identifier`; `nil` when the bytes are not a TZif
  /// file this reader accepts (including files with leap seconds, the "right/" zones).
  static func rules(named identifier: String, from bytes: [UInt8]) -> TimeZoneRules? {
    var reader = Reader(bytes: bytes)
    guard let first = reader.header() else { return nil }
    var header = first
    var timeSize = 4
    if first.version >= 2 {
      // Version 2 and later repeat the data with 64-bit times after the 32-bit block, then
      // a POSIX TZ string for the times after the last change.
      guard reader.skip(first.dataByteCount(timeSize: 4)), let second = reader.header(),
        second.version == first.version
      else { return nil }
      header = second
      timeSize = 8
    }
    guard header.leapCount == 0, header.typeCount > 0, header.typeCount <= 256,
      header.changeCount <= 100_000, header.characterCount <= 65_536,
      header.standardFlagCount == 0 || header.standardFlagCount == header.typeCount,
      header.universalFlagCount == 0 || header.universalFlagCount == header.typeCount
    else { return nil }
    var times: [Int64] = []
    times.reserveCapacity(header.changeCount)
    for _ in 0..<header.changeCount {
      guard let time = timeSize == 8 ? reader.int64() : reader.int32().map(Int64.init) else {
        return nil
      }
      times.append(time)
    }
    var typeIndices: [Int] = []
    for _ in 0..<header.changeCount {
      guard let index = reader.byte(), Int(index) < header.typeCount else { return nil }
      typeIndices.append(Int(index))
    }
    var offsets: [Int] = []
    for _ in 0..<header.typeCount {
      guard let offset = reader.int32(), reader.skip(2) else { return nil }
      offsets.append(Int(offset))
    }
    guard
      reader.skip(
        header.characterCount + header.standardFlagCount + header.universalFlagCount)
    else { return nil }
    var later: PosixTimeZoneText.Clocks?
    if header.version >= 2 {
      guard let footer = reader.footer() else { return nil }
      if !footer.isEmpty {
        guard let parsed = PosixTimeZoneText.parse(footer) else { return nil }
        later = parsed
      }
    }
    let changes = zip(times, typeIndices).map {
      TimeZoneRules.Change(at: $0, to: offsets[$1])
    }
    // A zone with no listed changes (UTC, the fixed-offset zones of slim files) may state its
    // offset only in the footer.
    let initialOffset = changes.isEmpty ? later?.standardOffset ?? offsets[0] : offsets[0]
    return TimeZoneRules(
      identifier: identifier, initialOffset: initialOffset, changes: changes,
      laterChanges: later?.rule)
  }

  /// The counts a TZif header gives for the data block after it.
  private struct Header {
    var version: Int
    var universalFlagCount: Int
    var standardFlagCount: Int
    var leapCount: Int
    var changeCount: Int
    var typeCount: Int
    var characterCount: Int

    func dataByteCount(timeSize: Int) -> Int {
      changeCount * (timeSize + 1) + typeCount * 6 + characterCount
        + leapCount * (timeSize + 4) + standardFlagCount + universalFlagCount
    }
  }

  /// Big-endian reading from the front of the bytes; every read fails past the end.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func skip(_ count: Int) -> Bool {
      guard count >= 0, count <= bytes.count - offset else { return false }
      offset += count
      return true
    }

    mutating func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func uint32() -> UInt32? {
      guard bytes.count - offset >= 4 else { return nil }
      defer { offset += 4 }
      return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func int32() -> Int32? { uint32().map { Int32(bitPattern: $0) } }

    mutating func int64() -> Int64? {
      guard let high = uint32(), let low = uint32() else { return nil }
      return Int64(bitPattern: UInt64(high) << 32 | UInt64(low))
    }

    mutating func header() -> Header? {
      guard bytes.count - offset >= 44,
        bytes[offset..<offset + 4].elementsEqual("TZif".utf8)
      else { return nil }
      let versionByte = bytes[offset + 4]
      let version: Int
      switch versionByte {
      case 0: version = 1
      case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(versionByte - UInt8(ascii: "0"))
      default: return nil
      }
      offset += 20
      var counts: [Int] = []
      for _ in 0..<6 {
        guard let count = uint32(), count <= 1 << 20 else { return nil }
        counts.append(Int(count))
      }
      return Header(
        version: version, universalFlagCount: counts[0], standardFlagCount: counts[1],
        leapCount: counts[2], changeCount: counts[3], typeCount: counts[4],
        characterCount: counts[5])
    }

    /// The POSIX TZ string between the two newlines that end a version 2+ file.
    mutating func footer() -> String? {
      guard byte() == UInt8(ascii: "\n") else { return nil }
      guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      let text = bytes[offset..<end]
      guard text.count <= 255, text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      offset = end + 1
      return String(decoding: text, as: UTF8.self)
    }
  }
}
