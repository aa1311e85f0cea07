/// Answers API requests; the server driver calls it for every request it reads whole.
///
/// The driver knows HTTP; the handler knows WellPlate. Nothing the handler does depends on
/// which HTTP engine delivered the request.
public protocol APIRequestHandler: Sendable {
  /// The answer to `request`; never throws: every failure is a problem response.
  func respond(to request: APIRequest) async -> APIResponse

  /// The answer the driver sends when it refuses a request itself.
  func refuse(_ refusal: APIRefusal) -> APIResponse
}
