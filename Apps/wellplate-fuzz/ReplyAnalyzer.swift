import Foundation
import UseCases

/// An analyzer whose remote service has already answered: the reply body goes straight to
/// the wire's decoder, as `HTTPFoodAnalyzer` hands it a 2xx body.
struct ReplyAnalyzer: FoodAnalyzer {
  /// Decodes a reply body for the meal that was sent.
  typealias Decode = @Sendable (Data, MealInput) throws(FoodAnalysisError) -> FoodAnalysis

  let name = "http"
  /// The reply body under test.
  let body: Data
  /// The wire's `analysis(from:for:)`.
  let wire: Decode

  func analyze(_ meal: MealInput) async throws(FoodAnalysisError) -> FoodAnalysis {
    try wire(body, meal)
  }
}
