import InterfaceAdapters
import TestSupport
import Testing

@testable import Drivers

/// libmicrohttpd is loaded when serving starts rather than linked, so its absence must be a
/// clear error naming the package.
@Suite("LibMicroHTTPD loading")
struct LibMicroHTTPDTests {
  @Test func theInstalledLibraryLoadsAndAnswers() throws {
    let library = try LibMicroHTTPD.load()
    let version = try #require(library.version().map { String(cString: $0) })
    #expect(version.hasPrefix("0.9."), "\(version)")
  }

  @Test func aMissingLibraryIsUnavailableWithThePackageToInstall() {
    #expect {
      _ = try LibMicroHTTPD.load(libraryNamed: "libwellplate-missing-microhttpd.so.12")
    } throws: { error in
      guard let error = error as? DriverUnavailableError else { return false }
      return error.description.hasPrefix(
        "serving HTTP needs the library libwellplate-missing-microhttpd.so.12, which is not "
          + "installed: ")
        && error.description.contains("apt-get install libmicrohttpd12")
    }
  }

  @Test func aLibraryWithoutItsFunctionsIsRejected() {
    #expect {
      _ = try LibMicroHTTPD.load(libraryNamed: "libc.so.6")
    } throws: { error in
      guard let error = error as? DriverUnavailableError else { return false }
      return error.description.contains("libc.so.6 lacks MHD_get_version")
        && error.description.contains("apt-get install libmicrohttpd12")
    }
  }

  /// What the composition root's exit 69 reports (ErrorPresenter).
  @Test func aMissingLibraryExitsUnavailable() {
    let error = DriverUnavailableError("x")
    expectEqual(ErrorPresenter.describe(error).code, .unavailable)
  }
}
