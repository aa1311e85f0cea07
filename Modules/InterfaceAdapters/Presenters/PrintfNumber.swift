/// Numbers as C's printf writes them with "%W.Nf" and "%.Pg", digit for digit as Foundation's
/// `String(format:)` wrote them: the exact binary value rounded half to even, "inf" and "nan"
/// for the others. FoundationEssentials has no `String(format:)` (ADR 0012).
public enum PrintfNumber {
  /// printf's "%W.Nf": `decimals` digits after the point, spaces before it up to `width`.
  public static func fixed(_ value: Double, decimals: Int, width: Int = 0) -> String {
    let decimals = max(0, decimals)
    guard value.isFinite else { return padded(nonFinite(value), to: width) }
    let exact = ExactDecimal(value.magnitude)
    var units = exact.rounded(toMultipleOf: -decimals)
    if units.count <= decimals {
      units.insert(contentsOf: repeatElement(0, count: decimals + 1 - units.count), at: 0)
    }
    var text = value.sign == .minus ? "-" : ""
    text += digitText(units.dropLast(decimals))
    if decimals > 0 { text += "." + digitText(units.suffix(decimals)) }
    return padded(text, to: width)
  }

  /// printf's "%.Pg": `significantDigits` digits, in exponent form when the exponent is below
  /// -4 or not below that count; trailing zeros after the point dropped.
  public static func general(_ value: Double, significantDigits: Int) -> String {
    let precision = max(1, significantDigits)
    guard value.isFinite else { return nonFinite(value) }
    let sign = value.sign == .minus ? "-" : ""
    let exact = ExactDecimal(value.magnitude)
    var exponent = 0
    var mantissa: [UInt8] = [0]
    if value != 0 {
      let leading = exact.exponent + exact.digits.count - 1
      mantissa = exact.rounded(toMultipleOf: leading - precision + 1)
      exponent = leading + (mantissa.count > precision ? 1 : 0)
    }
    if exponent >= -4 && exponent < precision {
      let text = fixed(value.magnitude, decimals: precision - 1 - exponent)
      return sign + (text.contains(".") ? withoutTrailingZeros(text) : text)
    }
    mantissa = Array(mantissa.prefix(precision))
    var text = digitText(mantissa.prefix(1))
    if mantissa.count > 1 {
      text = withoutTrailingZeros(text + "." + digitText(mantissa.dropFirst()))
    }
    let power = String(exponent.magnitude)
    return sign + text + (exponent < 0 ? "e-" : "e+") + (power.count < 2 ? "0" : "") + power
  }

  private static func nonFinite(_ value: Double) -> String {
    (value.sign == .minus ? "-" : "") + (value.isNaN ? "nan" : "inf")
  }

  private static func padded(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.utf8.count)) + text
  }

  private static func digitText(_ digits: some Sequence<UInt8>) -> String {
    String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
  }

  private static func withoutTrailingZeros(_ text: String) -> String {
    var text = Substring(text)
    while text.last == "0" { text = text.dropLast() }
    if text.last == "." { text = text.dropLast() }
    return String(text)
  }
}

/// A finite, non-negative Double written out in decimal, every digit of it: a binary fraction
/// always ends in decimal, so `digits` × 10^`exponent` is the value exactly.
private struct ExactDecimal {
  /// Most significant first, without leading zeros; `[0]` for zero.
  var digits: [UInt8]
  /// The power of ten of the last digit.
  var exponent: Int

  init(_ magnitude: Double) {
    guard magnitude != 0 else {
      (digits, exponent) = ([0], 0)
      return
    }
    // magnitude = significand × 2^power, with an integer significand.
    let isNormal = magnitude.exponentBitPattern != 0
    let significand =
      magnitude.significandBitPattern
      | (isNormal ? 1 << UInt64(Double.significandBitCount) : 0)
    let power = (isNormal ? Int(magnitude.exponentBitPattern) : 1) - 1075
    var number = BigUnsigned(significand)
    if power >= 0 {
      number.multiply(byPowerOfTwo: power)
      exponent = 0
    } else {
      // 2^-k = 5^k / 10^k
      number.multiply(byPowerOfFive: -power)
      exponent = power
    }
    digits = number.decimalDigits()
  }

  /// The value rounded half to even to a multiple of 10^`position`, as decimal digits of the
  /// number of those units.
  func rounded(toMultipleOf position: Int) -> [UInt8] {
    if exponent >= position {
      return digits == [0] ? [0] : digits + repeatElement(0, count: exponent - position)
    }
    let dropped = position - exponent
    var all = digits
    if all.count <= dropped {
      all.insert(contentsOf: repeatElement(0, count: dropped - all.count + 1), at: 0)
    }
    var kept = Array(all.dropLast(dropped))
    let first = all[all.count - dropped]
    let restIsZero = all.suffix(dropped - 1).allSatisfy { $0 == 0 }
    if first > 5 || (first == 5 && (!restIsZero || kept.last! % 2 == 1)) {
      var index = kept.count - 1
      while index >= 0 && kept[index] == 9 {
        kept[index] = 0
        index -= 1
      }
      if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
    }
    let leadingZeros = kept.prefix { $0 == 0 }.count
    return leadingZeros == kept.count ? [0] : Array(kept.dropFirst(leadingZeros))
  }
}

/// The few operations on unsigned integers of any size that writing a Double out needs.
private struct BigUnsigned {
  /// Least significant first.
  private var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
  }

  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
  }

  mutating func multiply(byPowerOfTwo power: Int) {
    limbs.insert(contentsOf: repeatElement(0, count: power / 32), at: 0)
    multiply(by: 1 << UInt32(power % 32))
  }

  mutating func multiply(byPowerOfFive power: Int) {
    // 5^13 is the largest power of five below 2^32.
    for _ in 0..<power / 13 { multiply(by: 1_220_703_125) }
    multiply(by: (0..<power % 13).reduce(1) { product, _ in product * 5 })
  }

  /// Decimal digits, most significant first, without leading zeros; `[0]` for zero.
  func decimalDigits() -> [UInt8] {
    var number = limbs
    var chunks: [UInt32] = []  // base 10^9, least significant first
    while number.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in number.indices.reversed() {
        let dividend = remainder << 32 | UInt64(number[index])
        number[index] = UInt32(dividend / 1_000_000_000)
        remainder = dividend % 1_000_000_000
      }
      chunks.append(UInt32(remainder))
      while number.last == 0 { number.removeLast() }
    }
    guard let top = chunks.popLast() else { return [0] }
    var digits = String(top).utf8.map { $0 - UInt8(ascii: "0") }
    for chunk in chunks.reversed() {
      let text = String(chunk)
      digits += repeatElement(0, count: 9 - text.utf8.count)
      digits += text.utf8.map { $0 - UInt8(ascii: "0") }
    }
    return digits
  }
}
