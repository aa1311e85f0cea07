import TestSupport
import Testing
import UseCases

@testable import Drivers

/// libcurl is loaded on first use rather than linked, so its absence must be a clear error.
@Suite("LibCurl loading")
struct LibCurlTests {
  @Test func theInstalledLibraryLoadsAndAnswers() throws {
    let curl = try LibCurl.load()
    let version = try #require(curl.version().map { String(cString: $0) })
    #expect(version.hasPrefix("libcurl/"), "\(version)")
    // CURLE_OPERATION_TIMEDOUT: the looked-up curl_easy_strerror answers with its text.
    #expect(curl.describe(LibCurl.Code.operationTimedOut).lowercased().contains("timeout"))
  }

  @Test func aMissingLibraryIsUnavailableWithWhatToInstall() {
    #expect {
      _ = try LibCurl.load(libraryNamed: "libwellplate-missing-curl.so.4")
    } throws: { error in
      guard case .serviceUnavailable(let message) = error as? FoodAnalysisError else {
        return false
      }
      return message.hasPrefix(
        "the HTTP analyzer needs the client library libwellplate-missing-curl.so.4, which is "
          + "not installed: ")
        && message.contains("apt-get install libcurl4")
        && message.contains("--analyzer local")
    }
  }

  @Test func aLibraryWithoutLibcurlsFunctionsIsRejected() {
    #expect {
      _ = try LibCurl.load(libraryNamed: "libc.so.6")
    } throws: { error in
      guard case .serviceUnavailable(let message) = error as? FoodAnalysisError else {
        return false
      }
      return message.contains("libc.so.6 lacks curl_global_init")
        && message.contains("apt-get install libcurl4")
    }
  }
}
