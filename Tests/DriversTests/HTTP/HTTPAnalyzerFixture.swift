import Drivers
import Foundation
import TestSupport

/// Replies and analyzers shared by the HTTP analyzer's tests.
enum HTTPAnalyzerFixture {
  /// A key that must reach the server and never a message.
  static let apiKey = "wp-test-key-7f3a9c"

  /// A WellPlate API reply, with extra fields that must be ignored.
  static let wellPlateReply = """
    {"calories": 500, "protein": 30, "carbohydrates": 50, "fat": 20, "fiber": 6.5,
     "sugars": 12, "model": "plate-v2"}
    """

  /// A chat-completions reply whose content is `content`.
  static func chatReply(content: String, finishReason: String = "stop") -> String {
    let encoded = String(
      decoding: try! JSONSerialization.data(
        withJSONObject: content, options: [.fragmentsAllowed]), as: UTF8.self)
    return """
      {"id": "chatcmpl-1", "object": "chat.completion", "model": "llava",
       "choices": [{"index": 0, "finish_reason": "\(finishReason)",
                    "message": {"role": "assistant", "content": \(encoded)}}],
       "usage": {"prompt_tokens": 10, "completion_tokens": 20}}
      """
  }

  /// A model answer with two items, as a strict-schema server would return it.
  static let twoItemAnswer = """
    {"items": [
      {"name": "fried egg", "grams": 46, "calories": 90, "protein": 6.3, "carbs": 0.4,
       "fat": 6.8, "fiber": 0},
      {"name": "toast", "grams": 30, "calories": 80, "protein": 2.7, "carbs": 14.5,
       "fat": 1, "fiber": 0.8}
    ]}
    """

  /// An analyzer for the server at `url` that records its retry delays in `sleep`.
  static func analyzer(
    at url: URL,
    contract: HTTPAnalyzerContract = .wellplate,
    model: String? = "llava",
    apiKey: String? = HTTPAnalyzerFixture.apiKey,
    timeout: Duration = .seconds(10),
    sleep: RecordingSleep = RecordingSleep(),
    progressOutput: TerminalSpinner.Output? = nil
  ) throws -> HTTPFoodAnalyzer {
    try HTTPFoodAnalyzer(
      configuration: HTTPAnalyzerConfiguration(
        baseURL: url.absoluteString, contract: contract, model: model,
        apiKey: apiKey.map(APIKey.init), timeout: timeout),
      progressOutput: progressOutput,
      sleep: sleep.sleep)
  }
}
