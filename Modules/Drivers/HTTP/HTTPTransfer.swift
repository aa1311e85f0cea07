import CCurl
import Entities
import FoundationEssentials
import Synchronization

/// One request and its reply through libcurl's easy interface, with a cap on the reply, an
/// overall deadline and cancellation.
///
/// `curl_easy_perform` blocks until the exchange ends, so it runs on a thread of its own and
/// never holds one of Swift's few cooperative threads. The callbacks are C functions that
/// capture nothing; they find this object through the context pointer libcurl hands back.
/// An oversized reply is cut off as soon as its `Content-Length` or its first bytes past the
/// cap arrive. Redirects are not followed (libcurl's default, set anyway): the `Authorization`
/// header would go along to wherever `Location` points, and a redirected POST may become a GET;
/// the 3xx is reported as it is. Proxies come from `http_proxy`, `https_proxy` and `no_proxy`
/// as libcurl reads them, as they did under URLSession, which used libcurl the same way.
final class HTTPTransfer: Sendable {
  private struct State {
    var status = 0
    var headers: [String: String] = [:]
    /// Whether the header block of a final (not 1xx) response has ended.
    var replyStarted = false
    var body = Data()
    var abandonedBecause: TransferFailure?
  }

  private let limit: Int
  private let state = Mutex(State())
  /// Set by task cancellation, read by the progress callback on the transfer's thread.
  private let cancelled = Atomic(false)

  /// A transfer whose reply may have at most `limit` bytes of body.
  init(limit: Int) {
    self.limit = limit
  }

  /// Sends `request` with `curl` and waits for the whole reply, at most `timeout`.
  static func perform(
    _ request: HTTPRequest, timeout: Duration, limit: Int, curl: LibCurl
  ) async -> Result<HTTPReply, TransferFailure> {
    let transfer = HTTPTransfer(limit: limit)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        DetachedThread.start {
          continuation.resume(returning: transfer.run(request, timeout: timeout, curl: curl))
        }
      }
    } onCancel: {
      transfer.cancel()
    }
  }

  /// Makes `run` stop soon: libcurl calls the progress callback, which checks this, many times
  /// a second while data moves and at least once a second while it waits.
  func cancel() {
    cancelled.store(true, ordering: .relaxed)
  }

  /// Stops the transfer at the next callback; the first reason given is the one reported.
  private func abandon(because reason: TransferFailure) {
    state.withLock { state in
      if state.abandonedBecause == nil { state.abandonedBecause = reason }
      state.body = Data()
    }
  }

  // MARK: The exchange, on its own thread

  /// Sends `request` and returns when the exchange is over; blocks the calling thread.
  func run(
    _ request: HTTPRequest, timeout: Duration, curl: LibCurl
  ) -> Result<HTTPReply, TransferFailure> {
    guard let handle = curl.easyInit() else {
      return .failure(.failed("libcurl could not start a transfer (out of memory?)"))
    }
    defer { curl.easyCleanup(handle) }
    var headers: LibCurl.List?
    defer { curl.slistFreeAll(headers) }
    // An empty `Expect:` stops libcurl from asking for `100 Continue` before large bodies
    // and waiting up to a second for it; URLSession did not ask either.
    for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
      guard let appended = curl.slistAppend(headers, line) else {
        return .failure(.failed("libcurl could not build the request headers (out of memory?)"))
      }
      headers = appended
    }
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: LibCurl.errorBufferSize)
    errorBuffer.initialize(repeating: 0, count: LibCurl.errorBufferSize)
    defer { errorBuffer.deallocate() }

    return request.body.withUnsafeBytes { body -> Result<HTTPReply, TransferFailure> in
      if let refused = configure(
        handle, curl: curl, url: request.url, headers: headers, body: body, timeout: timeout,
        errorBuffer: errorBuffer)
      {
        return .failure(refused)
      }
      guard !cancelled.load(ordering: .relaxed) else {
        return .failure(.failed("the request was cancelled"))
      }
      let code = curl.easyPerform(handle)
      let detail = errorBuffer[0] != 0 ? String(cString: errorBuffer) : curl.describe(code)
      let status = curl.long(handle, info: LibCurl.responseCodeInfo) ?? 0
      return state.withLock { state in
        Self.result(of: state, code: code, detail: detail, status: status)
      }
    }
  }

  /// Sets every option of the exchange; nil when libcurl took them all. `body` and
  /// `errorBuffer` must outlive the transfer (libcurl keeps the pointers, not copies).
  private func configure(
    _ handle: LibCurl.Handle, curl: LibCurl, url: URL, headers: LibCurl.List?,
    body: UnsafeRawBufferPointer, timeout: Duration, errorBuffer: UnsafeMutablePointer<CChar>
  ) -> TransferFailure? {
    let context = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    // At least 1 ms: 0 would mean no deadline at all. Settings keep timeouts far below a day.
    let milliseconds = Int(min(max(timeout.inSeconds * 1000, 1), 86_400_000).rounded(.up))
    // POSTFIELDS must not be NULL (libcurl would read the body from standard input).
    let bodyStart = body.baseAddress ?? UnsafeRawPointer(("" as StaticString).utf8Start)
    let codes: [(LibCurl.Option, Int32)] = [
      (.url, curl.set(handle, .url, string: url.absoluteString)),
      (.httpHeader, curl.set(handle, .httpHeader, UnsafeRawPointer(headers))),
      (.postFieldSizeLarge, curl.set(handle, .postFieldSizeLarge, offset: Int64(body.count))),
      (.postFields, curl.set(handle, .postFields, bodyStart)),
      (.followLocation, curl.set(handle, .followLocation, 0)),
      // Threads, not signals: libcurl must not use SIGALRM to time out name lookups.
      (.noSignal, curl.set(handle, .noSignal, 1)),
      // The whole exchange, name lookup and connection included, to the millisecond.
      (.timeoutMS, curl.set(handle, .timeoutMS, milliseconds)),
      // Every encoding libcurl can decode is offered, as URLSession did; the cap applies to
      // the decoded bytes.
      (.acceptEncoding, curl.set(handle, .acceptEncoding, string: "")),
      (.errorBuffer, curl.set(handle, .errorBuffer, UnsafeRawPointer(errorBuffer))),
      (.writeFunction, curl.set(handle, .writeFunction, Self.receiveBody)),
      (.writeData, curl.set(handle, .writeData, context)),
      (.headerFunction, curl.set(handle, .headerFunction, Self.receiveHeader)),
      (.headerData, curl.set(handle, .headerData, context)),
      (.xferInfoFunction, curl.set(handle, .xferInfoFunction, Self.progress)),
      (.xferInfoData, curl.set(handle, .xferInfoData, context)),
      (.noProgress, curl.set(handle, .noProgress, 0)),
    ]
    guard let (option, code) = codes.first(where: { $0.1 != LibCurl.Code.ok }) else {
      return nil
    }
    return .failed(
      "libcurl refused option \(option) (\(option.rawValue)): \(curl.describe(code)); "
        + "install libcurl 7.32 or later")
  }

  private static func result(
    of state: State, code: Int32, detail: String, status: Int
  ) -> Result<HTTPReply, TransferFailure> {
    if let reason = state.abandonedBecause { return .failure(reason) }
    guard code == LibCurl.Code.ok else {
      return .failure(failure(code: code, detail: detail, replyStarted: state.replyStarted))
    }
    guard status > 0 else {
      return .failure(.connectionFailed("the service closed the connection without answering"))
    }
    return .success(HTTPReply(status: status, headers: state.headers, body: state.body))
  }

  private static func failure(code: Int32, detail: String, replyStarted: Bool) -> TransferFailure {
    switch code {
    case LibCurl.Code.operationTimedOut:
      return .timedOut
    case LibCurl.Code.unsupportedProtocol, LibCurl.Code.urlMalformed:
      return .unsupportedURL(detail)
    case _ where replyStarted:
      return .interrupted(detail)
    case LibCurl.Code.couldNotResolveProxy, LibCurl.Code.couldNotResolveHost,
      LibCurl.Code.couldNotConnect, LibCurl.Code.gotNothing, LibCurl.Code.sendError,
      LibCurl.Code.receiveError:
      return .connectionFailed(detail)
    default:
      return .failed(detail)
    }
  }

  // MARK: Callbacks (C functions; `context` is this object, unretained)

  private static func transfer(_ context: UnsafeMutableRawPointer?) -> HTTPTransfer? {
    context.map { Unmanaged<HTTPTransfer>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Body bytes; returning fewer than were given makes libcurl stop with a write error.
  private static let receiveBody: CCurl_data_callback = { data, size, count, context in
    guard let transfer = transfer(context), let data else { return 0 }
    let length = size * count
    let overLimit = transfer.state.withLock { state -> Bool? in
      guard state.abandonedBecause == nil else { return nil }
      guard state.body.count + length <= transfer.limit else { return true }
      state.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
      return false
    }
    switch overLimit {
    case false?: return length
    case true?: transfer.abandon(because: .replyTooLarge)
    case nil: break
    }
    return 0
  }

  /// One header line at a time, status lines included, for every response (1xx, proxies).
  private static let receiveHeader: CCurl_data_callback = { data, size, count, context in
    guard let transfer = transfer(context), let data else { return 0 }
    let length = size * count
    let bytes = UnsafeRawBufferPointer(start: data, count: length)
    let line = String(decoding: bytes, as: UTF8.self).trimmingWhitespaceAndNewlines()
    let tooLarge = transfer.state.withLock { state -> Bool in
      if line.hasPrefix("HTTP/") {
        // A new response (after a 100 Continue or a proxy's CONNECT reply): start over.
        let fields = line.split(separator: " ", maxSplits: 2)
        state.status = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
        state.headers = [:]
      } else if line.isEmpty {
        state.replyStarted = !(100...199).contains(state.status)
      } else if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].trimmingWhitespace()
        state.headers[name] = state.headers[name].map { "\($0), \(value)" } ?? value
        if name == "content-length", let declared = Int(value), declared > transfer.limit {
          return true
        }
      }
      return false
    }
    if tooLarge {
      transfer.abandon(because: .replyTooLarge)
      return 0
    }
    return length
  }

  /// Called often while data moves and about once a second otherwise; nonzero aborts.
  private static let progress: CCurl_progress_callback = { context, _, _, _, _ in
    guard let transfer = transfer(context) else { return 1 }
    guard transfer.cancelled.load(ordering: .relaxed) else { return 0 }
    transfer.abandon(because: .failed("the request was cancelled"))
    return 1
  }
}

extension Duration {
  /// The duration in seconds, fractions included.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
