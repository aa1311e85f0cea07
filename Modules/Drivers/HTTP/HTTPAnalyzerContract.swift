/// The wire contract the HTTP analyzer speaks.
public enum HTTPAnalyzerContract: String, CaseIterable, Sendable {
  /// The WellPlate API: `POST {base}/analyze`, photo bytes or `{"description"}` in, totals out.
  case wellplate
  /// An OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp server).
  case openAI = "openai"
}
