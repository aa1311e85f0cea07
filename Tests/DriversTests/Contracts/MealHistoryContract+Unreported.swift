import Entities
import Foundation
import TestSupport
import Testing
import UseCases

/// The contract's cases about day totals of nutrients not every entry reports (ADR 0020).
extension MealHistoryContract {
  func dailyTotalsCountUnreportedNutrients() async throws {
    let store = try await makeStore("me")
    let t0 = Samples.breakfastTime
    let salty = NutritionFacts(
      calories: 500, protein: 20, carbohydrates: 60, fat: 15, fiber: 4, sugars: 12,
      saturatedFat: 5, cholesterol: 40, sodium: 300, potassium: 900, calcium: 150, iron: 3.5,
      vitaminC: 20)
    let plain = NutritionFacts(
      calories: 300, protein: 10, carbohydrates: 40, fat: 8, fiber: 2, sodium: 200)
    // Same day, GMT: two entries report sodium, one does not; only one reports the rest.
    try await store.save(Samples.entry(id: "u1", at: t0, nutrition: salty))
    try await store.save(Samples.entry(id: "u2", at: t0.addingTimeInterval(60), nutrition: plain))
    try await store.save(
      Samples.entry(id: "u3", at: t0.addingTimeInterval(120), nutrition: Samples.toast))
    // The next day: the egg has no alcohol figure, the wine no sodium, cholesterol and more.
    let nextDay = t0.addingTimeInterval(86_400)
    try await store.save(Samples.entry(id: "u4", at: nextDay, nutrition: Samples.egg))
    try await store.save(
      Samples.entry(id: "u5", at: nextDay.addingTimeInterval(60), nutrition: Samples.wine))

    let interval = DateInterval(
      start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))
    let days = try await store.dailyTotals(in: interval, timeZone: .utc)
    expectEqual(days.count, 2)
    let first = try #require(days.first)
    expectEqual(first.count, 3)
    #expect(first.nutrition.sodium == 500, "the sum of the entries that report it")
    expectEqual(first.nutrition.potassium, 900)
    expectEqual(first.nutrition.iron, 3.5)
    expectEqual(first.nutrition.vitaminC, 20)
    #expect(first.nutrition.alcohol == nil, "no entry reports it")
    expectEqual(
      first.unreported,
      [
        .sodium: 1, .sugars: 2, .saturatedFat: 2, .cholesterol: 2, .potassium: 2, .calcium: 2,
        .iron: 2, .vitaminC: 2, .alcohol: 3,
      ])
    #expect(!first.isComplete(.sodium))
    #expect(first.isComplete(.protein))

    let second = try #require(days.last)
    expectEqual(second.nutrition.alcohol, Samples.wine.alcohol)
    expectEqual(second.unreported[.alcohol], 1)
    #expect(second.unreported[.sodium] == 1, "the wine has no sodium figure")
    expectEqual(second.unreported[.cholesterol], 1)
    expectEqual(second.unreported[.potassium], 2)
    expectEqual(second, DailyTotals(day: second.day, entries: [Samples.egg, Samples.wine]))
  }
}
