import Foundation
import InterfaceAdapters
import TestSupport
import Testing

/// PrintfNumber stands in for String(format:), which FoundationEssentials lacks (ADR 0012):
/// it must write every Double exactly as that did.
@Suite("PrintfNumber")
struct PrintfNumberTests {
  /// Binary ties, decimal near-ties, the extremes of Double and random bit patterns.
  static let values: [Double] = {
    var random = SeededGenerator(seed: 12)
    let edges: [Double] = [
      0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 0.05, 0.15, 0.25, 0.35, 0.045, -0.04, 9.995,
      99.95, 999.5, 99_999.5, 0.000099995, 1e-5, 1e15, 1e16, 0x1p53 + 2, 0x1p60 + 0x1p8,
      1e300, -1e300, 1e-300, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, .leastNormalMagnitude, .infinity, -.infinity, .nan, -Double.nan,
    ]
    let bitPatterns = (0..<3000).map { _ in Double(bitPattern: random.next()) }
    let ordinary = (0..<3000).map { _ in Double(Int64(bitPattern: random.next()) % 2_000_000) / 997
    }
    let tenths = (0..<2000).map { Double($0) / 20 - 50 }
    return edges + bitPatterns + ordinary + tenths
  }()

  @Test func fixedReadsAsStringFormatDid() {
    for value in Self.values {
      for decimals in 0...3 {
        #expect(
          PrintfNumber.fixed(value, decimals: decimals)
            == String(format: "%.*f", decimals, value), "\(value) %.\(decimals)f")
      }
      #expect(
        PrintfNumber.fixed(value, decimals: 1, width: 6) == String(format: "%6.1f", value),
        "\(value)")
      #expect(
        PrintfNumber.fixed(value, decimals: 2, width: 6) == String(format: "%6.2f", value),
        "\(value)")
    }
  }

  @Test func generalReadsAsStringFormatDid() {
    for value in Self.values {
      for digits in [1, 3, 6] {
        #expect(
          PrintfNumber.general(value, significantDigits: digits)
            == String(format: "%.*g", digits, value), "\(value) %.\(digits)g")
      }
    }
  }

  @Test("ties go to the even digit of the exact binary value")
  func ties() {
    expectEqual(PrintfNumber.fixed(0.125, decimals: 2), "0.12")
    expectEqual(PrintfNumber.fixed(0.375, decimals: 2), "0.38")
    expectEqual(PrintfNumber.fixed(2.5, decimals: 0), "2")
    expectEqual(PrintfNumber.fixed(0.15, decimals: 1), "0.1")  // 0.1499999999999999944…
    expectEqual(PrintfNumber.fixed(-0.04, decimals: 1), "-0.0")
    expectEqual(PrintfNumber.general(9.007_199_254_740_992e15, significantDigits: 3), "9.01e+15")
  }
}

/// xorshift64*, so the values are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed | 1 }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 2_685_821_657_736_338_717
  }
}
