/// Time zones and a repeatable source of numbers for the tests that compare WellPlate's
/// arithmetic on times with Foundation's calendar.
enum ZoneSamples {
  /// Zones with DST, half- and quarter-hour offsets, offsets past ±12 h, and a DST change at
  /// midnight (Sao Paulo).
  static let names = [
    "UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe",
    "America/St_Johns", "Pacific/Chatham", "Asia/Kathmandu", "America/Sao_Paulo",
    "Pacific/Kiritimati", "Pacific/Pago_Pago",
  ]

  /// Numbers in [0, 1) from a linear congruential generator, the same for the same seed.
  struct Fractions {
    var state: UInt64

    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }
}
