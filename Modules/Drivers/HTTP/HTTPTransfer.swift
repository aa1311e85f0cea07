import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request and its reply over URLSession, with a cap on the reply and an overall deadline.
///
/// A delegate (not `data(for:)`) receives the reply so that an oversized one is cut off as
/// soon as its `Content-Length` or its first bytes past the cap arrive, instead of after the
/// whole thing sits in memory. The deadline is enforced here rather than only through
/// URLSession's timeouts, which on Linux are per-packet and rounded down to whole seconds.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<HTTPReply, TransferFailure>, Never>?
    var response: HTTPURLResponse?
    var body = Data()
    var abandonedBecause: TransferFailure?
  }

  private let limit: Int
  private let state = Mutex(State())

  private init(limit: Int) {
    self.limit = limit
  }

  /// Sends `request` and waits for the whole reply, at most `timeout`.
  static func perform(
    _ request: URLRequest, timeout: Duration, limit: Int
  ) async -> Result<HTTPReply, TransferFailure> {
    let transfer = HTTPTransfer(limit: limit)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    // A backstop only: the watchdog below fires first, and sub-second values misfire on Linux.
    let backstop = max(1, timeout.inSeconds.rounded(.up) + 1)
    configuration.timeoutIntervalForRequest = backstop
    configuration.timeoutIntervalForResource = backstop
    let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }

    var timedRequest = request
    timedRequest.timeoutInterval = backstop
    let task = session.dataTask(with: timedRequest)
    let watchdog = Task {
      try? await Task.sleep(for: timeout)
      if !Task.isCancelled { transfer.abandon(task, because: .timedOut) }
    }
    defer { watchdog.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        transfer.state.withLock { $0.continuation = continuation }
        task.resume()
      }
    } onCancel: {
      transfer.abandon(task, because: .failed("the request was cancelled"))
    }
  }

  /// Stops the transfer; the first reason given is the one reported.
  private func abandon(_ task: URLSessionTask, because reason: TransferFailure) {
    state.withLock { state in
      if state.abandonedBecause == nil { state.abandonedBecause = reason }
      state.body = Data()
    }
    task.cancel()
  }

  // MARK: URLSessionDataDelegate

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    state.withLock { $0.response = response as? HTTPURLResponse }
    if response.expectedContentLength > Int64(limit) {
      abandon(dataTask, because: .replyTooLarge)
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  /// Redirects are not followed: the `Authorization` header would go along to wherever the
  /// `Location` points, and a redirected POST may silently become a GET.
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overLimit = state.withLock { state -> Bool in
      guard state.abandonedBecause == nil else { return false }
      state.body.append(data)
      return state.body.count > limit
    }
    if overLimit { abandon(dataTask, because: .replyTooLarge) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (continuation, result) = state.withLock { state in
      defer { state.continuation = nil }
      return (state.continuation, Self.result(of: state, error: error))
    }
    continuation?.resume(returning: result)
  }

  private static func result(
    of state: State, error: (any Error)?
  ) -> Result<HTTPReply, TransferFailure> {
    if let reason = state.abandonedBecause { return .failure(reason) }
    if let error { return .failure(failure(for: error, replyStarted: state.response != nil)) }
    guard let response = state.response else {
      return .failure(.connectionFailed("the service closed the connection without answering"))
    }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields {
      headers[name.lowercased()] = value
    }
    return .success(HTTPReply(status: response.statusCode, headers: headers, body: state.body))
  }

  private static func failure(for error: any Error, replyStarted: Bool) -> TransferFailure {
    guard let urlError = error as? URLError else { return .failed("\(error)") }
    let detail = urlError.localizedDescription
    switch urlError.code {
    case .timedOut:
      return .timedOut
    case .unsupportedURL, .badURL:
      return .unsupportedURL(detail)
    case _ where replyStarted:
      return .interrupted(detail)
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
      .networkConnectionLost, .badServerResponse:
      return .connectionFailed(detail)
    default:
      return .failed(detail)
    }
  }
}

extension Duration {
  /// The duration in seconds, fractions included.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
