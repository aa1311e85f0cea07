import Entities
import TestSupport
import Testing

@Suite("NutrientGoal")
struct NutrientGoalTests {
  @Test("a minimum is met at or above it and under below it, by the difference")
  func minimum() throws {
    let protein = try NutrientGoal(.protein, minimum: 120)
    expectEqual(protein.status(of: 96), .under(by: 24))
    expectEqual(protein.status(of: 120), .met)
    expectEqual(protein.status(of: 180), .met)
  }

  @Test("a maximum is met at or below it and over above it, by the difference")
  func maximum() throws {
    let sodium = try NutrientGoal(.sodium, maximum: 2300)
    expectEqual(sodium.status(of: 0), .met)
    expectEqual(sodium.status(of: 2300), .met)
    expectEqual(sodium.status(of: 2600), .over(by: 300))
  }

  @Test("a range is under below, met inside and over above")
  func range() throws {
    let fiber = try NutrientGoal(.fiber, minimum: 25, maximum: 40)
    expectEqual(fiber.status(of: 20), .under(by: 5))
    expectEqual(fiber.status(of: 30), .met)
    expectEqual(fiber.status(of: 45), .over(by: 5))
  }

  @Test("an incomplete amount is a floor: over and a reached minimum are certain, the rest is not")
  func incomplete() throws {
    let sodium = try NutrientGoal(.sodium, maximum: 2300)
    expectEqual(sodium.status(of: 2500, isComplete: false), .over(by: 200))
    expectEqual(sodium.status(of: 300, isComplete: false), .undetermined)
    let protein = try NutrientGoal(.protein, minimum: 120)
    expectEqual(protein.status(of: 130, isComplete: false), .met)
    expectEqual(protein.status(of: 96, isComplete: false), .undetermined)
    let fiber = try NutrientGoal(.fiber, minimum: 25, maximum: 40)
    expectEqual(fiber.status(of: 30, isComplete: false), .undetermined)
    expectEqual(fiber.status(of: 20, isComplete: false), .undetermined)
    expectEqual(fiber.status(of: 41, isComplete: false), .over(by: 1))
  }

  @Test("keeps its nutrient and bounds")
  func keepsBounds() throws {
    let goal = try NutrientGoal(.iron, minimum: 8, maximum: 45)
    expectEqual(goal.nutrient, .iron)
    expectEqual(goal.minimum, 8)
    expectEqual(goal.maximum, 45)
  }

  @Test("refuses a goal without bounds")
  func noBound() {
    #expect(throws: NutrientGoalViolation.noBound(.protein)) {
      try NutrientGoal(.protein)
    }
  }

  @Test(
    "refuses bounds that are zero, negative or not finite", arguments: [0, -5, .nan, .infinity])
  func notPositive(_ bound: Double) {
    #expect(throws: NutrientGoalViolation.self) { try NutrientGoal(.fiber, minimum: bound) }
    #expect(throws: NutrientGoalViolation.self) { try NutrientGoal(.sodium, maximum: bound) }
  }

  @Test("refuses a bound beyond the nutrient's plausible daily range, accepts one at it")
  func implausible() throws {
    #expect(throws: NutrientGoalViolation.implausible(.sodium, 23_000)) {
      try NutrientGoal(.sodium, maximum: 23_000)
    }
    #expect(throws: NutrientGoalViolation.implausible(.iron, 180)) {
      try NutrientGoal(.iron, minimum: 180)
    }
    expectEqual(
      try NutrientGoal(.sodium, maximum: Nutrient.sodium.dailyGoalMaximum).maximum, 20_000)
  }

  @Test("every nutrient's daily maximum is within what a week of its food could hold")
  func dailyMaximaArePlausible() {
    for nutrient in Nutrient.allCases {
      #expect(nutrient.dailyGoalMaximum > 0)
      #expect(nutrient.dailyGoalMaximum <= max(nutrient.mealMaximum, 20_000))
    }
  }

  @Test("refuses a minimum above the maximum, accepts them equal")
  func minimumAboveMaximum() throws {
    #expect(throws: NutrientGoalViolation.minimumAboveMaximum(.protein, minimum: 150, maximum: 100))
    {
      try NutrientGoal(.protein, minimum: 150, maximum: 100)
    }
    expectEqual(try NutrientGoal(.protein, minimum: 100, maximum: 100).status(of: 100), .met)
  }

  @Test("says what is wrong in the nutrient's unit")
  func messages() {
    expectEqual(
      NutrientGoalViolation.implausible(.sodium, 23_000).description,
      "a sodium goal of 23000 mg a day is more than anyone could aim for (at most 20000 mg)")
    expectEqual(
      NutrientGoalViolation.minimumAboveMaximum(.saturatedFat, minimum: 30, maximum: 20.5)
        .description, "the saturated fat minimum 30 g is above the maximum 20.5 g")
    expectEqual(
      NutrientGoalViolation.notPositive(.fiber, 0).description,
      "a fiber goal must be more than 0 g; got 0")
  }
}

@Suite("DailyTotals")
struct DailyTotalsTests {
  @Test("sums the entries that report a nutrient and counts those that do not")
  func countsUnreported() {
    let day = CalendarDay("2026-11-21")!
    let salty = NutritionFacts(
      calories: 500, protein: 20, carbohydrates: 60, fat: 15, fiber: 4, sodium: 300)
    let unknown = NutritionFacts(calories: 300, protein: 10, carbohydrates: 40, fat: 8, fiber: 2)
    let totals = DailyTotals(day: day, entries: [salty, unknown, unknown])
    expectEqual(totals.count, 3)
    expectEqual(totals.nutrition.sodium, 300)
    expectEqual(totals.nutrition.calories, 1100)
    expectEqual(totals.unreported[.sodium], 2)
    #expect(!totals.isComplete(.sodium))
    #expect(totals.isComplete(.protein))
    expectEqual(totals.nutrition.sugars, nil)
    expectEqual(totals.unreported[.sugars], 3)
    #expect(totals.unreported[.protein] == nil, "required nutrients are always reported")
  }

  @Test("keeps only nonzero counts, so equal days compare equal")
  func dropsZeroCounts() {
    let day = CalendarDay("2026-11-21")!
    let totals = DailyTotals(day: day, count: 1, nutrition: .zero, unreported: [.iron: 0])
    expectEqual(totals, DailyTotals(day: day, count: 1, nutrition: .zero))
  }
}
