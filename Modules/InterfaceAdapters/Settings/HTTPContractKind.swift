/// The wire contracts the http analyzer can speak.
public enum HTTPContractKind: String, CaseIterable, Sendable {
  /// The WellPlate API: `POST {base}/analyze`; the default.
  case wellplate
  /// An OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp server).
  case openai
}
