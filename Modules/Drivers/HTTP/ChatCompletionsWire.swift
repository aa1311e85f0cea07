import Entities
import FoundationEssentials
import UseCases

/// An OpenAI-compatible chat-completions server: `POST {base}/v1/chat/completions`.
///
/// One user message carries the instructions and description as a text part and the photo
/// as a `data:` URL; a strict JSON schema asks for per-item estimates. Servers that ignore
/// the schema still tend to follow the instructions, and the answer is validated here
/// either way.
struct ChatCompletionsWire: AnalysisWire {
  private struct Completion: Decodable {
    struct Choice: Decodable {
      struct Message: Decodable {
        var content: String?
        var refusal: String?
      }
      var message: Message
      var finishReason: String?

      enum CodingKeys: String, CodingKey {
        case message
        case finishReason = "finish_reason"
      }
    }
    var choices: [Choice]
  }

  private struct Answer: Decodable {
    struct Item: Decodable {
      var name: String
      var grams: Double
      var calories: Double
      var protein: Double
      var carbs: Double
      var fat: Double
      var fiber: Double
    }
    var items: [Item]
  }

  /// The instructions that open the text part.
  static let instructions = """
    Estimate the nutrition of the meal in the photo and/or description. List every food \
    separately with its estimated weight in grams and, for that weight, calories (kcal) and \
    protein, carbs, fat and fiber in grams. Answer only with JSON of the form \
    {"items": [{"name": "...", "grams": 0, "calories": 0, "protein": 0, "carbs": 0, \
    "fat": 0, "fiber": 0}]}.
    """

  /// The JSON schema of the answer; strict-mode compatible.
  static let answerSchema: JSONValue = [
    "type": "object",
    "properties": [
      "items": [
        "type": "array",
        "items": [
          "type": "object",
          "properties": [
            "name": ["type": "string"],
            "grams": ["type": "number"],
            "calories": ["type": "number"],
            "protein": ["type": "number"],
            "carbs": ["type": "number"],
            "fat": ["type": "number"],
            "fiber": ["type": "number"],
          ],
          "required": ["name", "grams", "calories", "protein", "carbs", "fat", "fiber"],
          "additionalProperties": false,
        ],
      ]
    ],
    "required": ["items"],
    "additionalProperties": false,
  ]

  private static let replySource = "the chat-completions reply"
  private static let answerSource = "the model's answer"

  /// The model to ask.
  let model: String

  func request(for meal: MealInput, at base: URL) throws(FoodAnalysisError) -> WireRequest {
    let text =
      meal.description.isEmpty
      ? Self.instructions + "\n\nNo description was given; use the photo."
      : Self.instructions + "\n\nMeal description: " + meal.description
    var content: [JSONValue] = [["type": "text", "text": .string(text)]]
    if let photo = meal.photo {
      let url = "data:\(photo.mediaType.rawValue);base64,\(photo.data.base64EncodedString())"
      content.append(["type": "image_url", "image_url": ["url": .string(url)]])
    }
    let body: JSONValue = [
      "model": .string(model),
      "temperature": 0,
      "messages": [["role": "user", "content": .array(content)]],
      "response_format": [
        "type": "json_schema",
        "json_schema": ["name": "meal_analysis", "strict": true, "schema": Self.answerSchema],
      ],
    ]
    return WireRequest(
      url: Self.endpoint(from: base), contentType: "application/json", body: try Self.encode(body))
  }

  /// `{base}/v1/chat/completions`, without doubling a `/v1` the base already ends with.
  static func endpoint(from base: URL) -> URL {
    let path = base.path.hasSuffix("/") ? String(base.path.dropLast()) : base.path
    let versioned = path.hasSuffix("/v1") ? base : base.appendingPathComponent("v1")
    return versioned.appendingPathComponent("chat").appendingPathComponent("completions")
  }

  func analysis(from body: Data, for meal: MealInput) throws(FoodAnalysisError) -> FoodAnalysis {
    let completion = try ReplyDecoding.decode(Completion.self, from: body, source: Self.replySource)
    guard let choice = completion.choices.first else {
      throw .unusableReply("\(Self.replySource) is unusable: it has no choices")
    }
    guard let content = choice.message.content else {
      let reason = choice.message.refusal.map { ": \($0)" } ?? ""
      throw .unusableReply("the model gave no answer\(reason)")
    }
    let answer: Answer
    do {
      answer = try ReplyDecoding.decode(
        Answer.self, from: Data(Self.unfenced(content).utf8), source: Self.answerSource)
    } catch {
      guard choice.finishReason == "length" else { throw error }
      throw .unusableReply(
        "\(error); the answer was cut off (finish_reason \"length\"): the model wrote too much")
    }
    return try Self.analysis(of: answer, for: meal)
  }

  private static func analysis(
    of answer: Answer, for meal: MealInput
  ) throws(FoodAnalysisError) -> FoodAnalysis {
    guard !answer.items.isEmpty else {
      if meal.description.isEmpty { throw .rejectedInput("the model found no food in the photo") }
      throw .nothingRecognized(unmatched: [meal.description])
    }
    var items: [MealItem] = []
    for (index, item) in answer.items.enumerated() {
      let name = item.name.trimmingWhitespaceAndNewlines()
      guard !name.isEmpty else {
        throw .unusableReply("\(answerSource) is unusable: items[\(index)] has an empty name")
      }
      try ReplyDecoding.checkAmounts(
        [
          "grams": item.grams, "calories": item.calories, "protein": item.protein,
          "carbs": item.carbs, "fat": item.fat, "fiber": item.fiber,
        ],
        in: "\"\(name)\": ", source: answerSource)
      let nutrition = NutritionFacts(
        calories: item.calories, protein: item.protein, carbohydrates: item.carbs,
        fat: item.fat, fiber: item.fiber)
      items.append(MealItem(text: name, food: name, grams: item.grams, nutrition: nutrition))
    }
    return FoodAnalysis(items: items)
  }

  /// `text` without a surrounding Markdown code fence (```json … ```), which models often add.
  static func unfenced(_ text: String) -> String {
    var trimmed = text.trimmingWhitespaceAndNewlines()
    guard trimmed.hasPrefix("```") else { return trimmed }
    trimmed = String(trimmed.drop { $0 != "\n" })
    if trimmed.hasSuffix("```") { trimmed = String(trimmed.dropLast(3)) }
    return trimmed.trimmingWhitespaceAndNewlines()
  }
}
