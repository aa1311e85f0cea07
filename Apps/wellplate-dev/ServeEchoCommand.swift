import Drivers
import Foundation
import InterfaceAdapters

/// `wellplate-dev serve-echo [--listen <host:port>] [--delay-ms <n>]`: the HTTP engine with a
/// trivial handler (it echoes the body), to measure the engine alone, e.g. with
/// `wrk -t2 -c10 -d10s http://127.0.0.1:8089/`; stops on SIGTERM or SIGINT (ADR 0022).
enum ServeEchoCommand {
  static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(arguments, valued: ["listen", "delay-ms"])
    let listen = options.value("listen", default: "127.0.0.1:8089")
    guard let colon = listen.lastIndex(of: ":"),
      let port = Int(listen[listen.index(after: colon)...])
    else {
      throw DevOptions.Unknown(description: "--listen wants host:port, e.g. 127.0.0.1:8089")
    }
    let delay = options["delay-ms"].flatMap { Int($0) } ?? 0
    let configuration = APIServerConfiguration(host: String(listen[..<colon]), port: port)
    let server = try CompositionRoot.httpServer(configuration, handler: EchoHandler(delay: delay))
    try await server.serveUntilSignalled { address in
      FileHandle.standardError.write(Data("serving on http://\(address)\n".utf8))
    }
    return 0
  }

  /// Answers every request with its own body (or "ok"), after `delay` milliseconds.
  private struct EchoHandler: APIRequestHandler {
    let delay: Int

    func respond(to request: APIRequest) async -> APIResponse {
      if delay > 0 { try? await Task.sleep(for: .milliseconds(delay)) }
      return APIResponse(
        status: 200, headers: ["Content-Type": "text/plain"],
        body: request.body.isEmpty ? Data("ok\n".utf8) : request.body)
    }

    func refuse(_ refusal: APIRefusal) -> APIResponse {
      APIResponse(status: 413, body: Data("too large\n".utf8))
    }
  }
}
