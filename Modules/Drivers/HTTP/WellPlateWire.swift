import Entities
import FoundationEssentials
import InterfaceAdapters
import UseCases

/// The WellPlate API: `POST {base}/analyze`.
///
/// A photo goes as the raw body with its image media type, and a description given with it
/// as the `description` query parameter; a description alone goes as `{"description": "…"}`.
/// The reply holds meal totals only, so the analysis has no items.
struct WellPlateWire: AnalysisWire {
  private struct Reply: Decodable {
    /// A whole number in the contract, read as any number and rounded: "289.5" is a fine
    /// answer from a server that computes it.
    var calories: Double
    var protein: Double
    var carbohydrates: Double
    var fat: Double
    var fiber: Double
  }

  private static let source = "the analysis service's reply"

  func request(for meal: MealInput, at base: URL) throws(FoodAnalysisError) -> WireRequest {
    let endpoint = base.appendingPathComponent("analyze")
    guard let photo = meal.photo else {
      return WireRequest(
        url: endpoint, contentType: "application/json",
        body: try Self.encode(["description": meal.description]))
    }
    var url = endpoint
    if !meal.description.isEmpty,
      var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
    {
      // "+" and "&" must be escaped too, or servers read them as a space and a separator.
      let value = PercentEncoding.encoded(meal.description, allowing: PercentEncoding.unreserved)
      components.percentEncodedQuery = "description=\(value)"
      url = components.url ?? endpoint
    }
    return WireRequest(url: url, contentType: photo.mediaType.rawValue, body: photo.data)
  }

  func analysis(from body: Data, for meal: MealInput) throws(FoodAnalysisError) -> FoodAnalysis {
    let reply = try ReplyDecoding.decode(Reply.self, from: body, source: Self.source)
    try ReplyDecoding.checkAmounts(
      [
        "calories": reply.calories, "protein": reply.protein,
        "carbohydrates": reply.carbohydrates, "fat": reply.fat, "fiber": reply.fiber,
      ],
      in: "", source: Self.source)
    let totals = NutritionFacts(
      calories: reply.calories.rounded(), protein: reply.protein,
      carbohydrates: reply.carbohydrates, fat: reply.fat, fiber: reply.fiber)
    return FoodAnalysis(items: [], totals: totals)
  }
}
