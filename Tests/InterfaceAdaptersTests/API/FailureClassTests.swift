import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("FailureClass: one table for exit codes and HTTP statuses")
struct FailureClassTests {
  /// Errors of every family, with the exit code the command line has always given them and
  /// the status the API gives them.
  static let cases: [(any Error & Sendable, ExitCode, Int)] = [
    (UsageError("bad option"), .usage, 400),
    (FetchHistoryError.invalidLimit(0, maximum: 10_000), .usage, 400),
    (SummarizeDaysError.invalidDays(0, maximum: 366), .usage, 400),
    (AnalyzeFoodError.timeOutOfRange(Date(timeIntervalSince1970: 0)), .usage, 400),
    (AuthenticateCallerError.missingToken, .usage, 401),
    (AuthenticateCallerError.unrecognizedToken, .usage, 401),
    (DeleteMealEntryError.notFound(MealEntryID("x")), .dataError, 404),
    (FetchMealEntryError.notFound(MealEntryID("x")), .dataError, 404),
    (AnalyzeFoodError.photoTooLarge(bytes: 11, limit: 10), .dataError, 413),
    (UnsupportedPhotoError(path: "a.gif", detail: "GIF"), .dataError, 415),
    (AnalyzeFoodError.emptyInput, .dataError, 422),
    (AnalyzeFoodError.analysisFailed(.nothingRecognized(unmatched: [])), .dataError, 422),
    (AnalyzeFoodError.analysisFailed(.unusableReply("junk")), .dataError, 502),
    (AnalyzeFoodError.analysisFailed(.misconfigured("bad URL")), .usage, 502),
    (AnalyzeFoodError.analysisFailed(.serviceUnavailable("down")), .unavailable, 502),
    (AnalyzeFoodError.analysisFailed(.notAuthorized("key")), .unavailable, 502),
    (AnalyzeFoodError.analysisFailed(.timedOut("slow")), .unavailable, 504),
    (AnalyzeFoodError.storageFailed(.storageFailed("full")), .ioError, 503),
    (FetchHistoryError.storageFailed(.unavailable("down")), .unavailable, 503),
    (AuthenticateCallerError.storageFailed(.unavailable("down")), .unavailable, 503),
    (DriverUnavailableError("not built"), .unavailable, 503),
    (InputFileError(path: "x", reason: "no such file"), .noInput, 400),
    (CancellationError(), .internalError, 500),
  ]

  @Test("the command line's exit code and the API's status come from the same class")
  func sameClass() throws {
    for (error, code, status) in Self.cases {
      let failure = ErrorPresenter.classify(error).failure
      #expect(ErrorPresenter.describe(error).code == code, "\(error)")
      #expect(failure.exitCode == code, "\(error)")
      #expect(failure.httpStatus == status, "\(error)")
      let response = ProblemDocument.response(for: error)
      #expect(response.status == status, "\(error)")
      let problem = try JSONDecoder().decode(ProblemDocument.self, from: response.body)
      expectEqual(problem.status, status)
    }
  }

  @Test("every class answers one of the statuses the API documents")
  func documentedStatuses() {
    let documented: Set<Int> = [400, 401, 404, 413, 415, 422, 500, 502, 503, 504]
    for failure in FailureClass.allCases {
      #expect(documented.contains(failure.httpStatus), "\(failure)")
    }
  }

  @Test("an unexpected error's text never reaches the caller")
  func internalErrorHidden() throws {
    struct Leaky: Error, CustomStringConvertible {
      var description: String { "stack: frame 0 at /home/build/secret.swift:12" }
    }
    let response = ProblemDocument.response(for: Leaky())
    let problem = try JSONDecoder().decode(ProblemDocument.self, from: response.body)
    expectEqual(response.status, 500)
    #expect(!problem.detail.contains("secret") && !problem.detail.contains("frame"))
  }
}
