import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("API: POST /analyze")
struct APIAnalyzeTests {
  @Test(
    "a description is analyzed by the configured analyzer, saved, and answered as the app reads it")
  func description() async throws {
    // 143.5 kcal: the app decodes Int, so the answer must say 144, not 143.5.
    let nutrition = NutritionFacts(
      calories: 143.5, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0)
    let local = FakeFoodAnalyzer(.returns(APIFixture.analysis(nutrition)), name: "local")
    let alice = MemoryHistory(profile: "alice")
    let ports = APIPorts(stores: ["alice": alice], local: local)
    let api = try await APIFixture.api(ports)

    let response = await api.respond(
      to: APIFixture.analyze(#"{"description":"2 eggs","consumedAt":"2026-11-20T12:30:00Z"}"#))

    #expect(response.status == 201, "\(APIFixture.text(response))")
    expectEqual(response.headers["Content-Type"], "application/json")
    let app = try APIFixture.decode(AppAnalysis.self, response)
    expectEqual(
      app, AppAnalysis(calories: 144, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0))
    #expect(String(decoding: response.body, as: UTF8.self).contains(#""calories":144,"#))
    let document = try APIFixture.decode(AnalysisDocument.self, response)
    let saved = try #require(alice.entries.first)
    expectEqual(alice.entries.count, 1)
    expectEqual(document.id, saved.id.rawValue)
    expectEqual(response.headers["Location"], "/history/\(saved.id.rawValue)")
    expectEqual(document.consumedAt, "2026-11-20T12:30:00Z")
    expectEqual(saved.consumedAt, Date(timeIntervalSince1970: 1_795_177_800))
    expectEqual(document.items.map(\.text), ["2 eggs"])
    #expect(document.unmatched == [] && document.analyzer == "local")
    #expect(document.meal == "lunch" && !document.mealGiven)
    expectEqual(local.inputs, [MealInput(description: "2 eggs")])
    expectEqual(ports.openedProfiles, ["alice"])
  }

  @Test("without consumedAt the meal is eaten now; a meal type may be given")
  func nowAndMealType() async throws {
    let alice = MemoryHistory(profile: "alice")
    let api = try await APIFixture.api(
      APIPorts(
        stores: ["alice": alice], local: FakeFoodAnalyzer(.returns(APIFixture.analysis()))))

    let response = await api.respond(
      to: APIFixture.analyze(#"{"description":"2 eggs","meal":"snack"}"#))

    let document = try APIFixture.decode(AnalysisDocument.self, response)
    expectEqual(response.status, 201)
    expectEqual(document.consumedAt, "2026-11-21T08:30:00Z")
    #expect(document.meal == "snack" && document.mealGiven)
    expectEqual(alice.entries.first?.mealType, .snack)
  }

  @Test(
    "a photo's type is read from its bytes, whatever Content-Type says; it goes to the remote analyzer",
    arguments: [
      (SamplePhotos.jpeg, MealPhoto.MediaType.jpeg), (SamplePhotos.png, .png),
      (SamplePhotos.webp, .webp), (SamplePhotos.heifHeader(), .heic),
    ])
  func photo(bytes: Data, type: MealPhoto.MediaType) async throws {
    let remote = FakeFoodAnalyzer(.returns(APIFixture.analysis()), name: "http")
    let alice = MemoryHistory(profile: "alice")
    let api = try await APIFixture.api(
      APIPorts(stores: ["alice": alice], local: FakeFoodAnalyzer(.unexpected), remote: remote))

    let response = await api.respond(
      to: APIFixture.request(
        "POST", "/analyze", query: "description=two+eggs%2C%20toast",
        headers: ["content-type": "application/octet-stream"], body: bytes))

    #expect(response.status == 201, "\(APIFixture.text(response))")
    expectEqual(
      remote.inputs,
      [
        MealInput(description: "two eggs, toast", photo: MealPhoto(data: bytes, mediaType: type))
      ])
    expectEqual(try APIFixture.decode(AppAnalysis.self, response).calories, 72)
    expectEqual(alice.entries.count, 1)
  }

  @Test("a body that is no image we take is 415, and nothing is analyzed or saved")
  func notAnImage() async throws {
    let history = SpyMealHistory()
    let api = try await APIFixture.api(APIPorts(stores: ["alice": history]))

    for body in [Data("GIF89a.........".utf8), Data("hello".utf8), Data()] {
      let response = await api.respond(
        to: APIFixture.request(
          "POST", "/analyze", headers: ["content-type": "image/gif"], body: body))
      let problem = try APIFixture.problem(response, status: 415)
      #expect(
        problem.detail.contains("JPEG, PNG, HEIC or WebP") || problem.detail.contains("empty"))
    }
    #expect(history.savedEntries.isEmpty)
  }

  @Test("a photo sent to a server without a remote analyzer is 415, saying so")
  func noPhotoAnalyzer() async throws {
    let api = try await APIFixture.api(APIPorts(stores: ["alice": SpyMealHistory()]), photos: false)

    let response = await api.respond(
      to: APIFixture.request("POST", "/analyze", body: SamplePhotos.jpeg))

    let problem = try APIFixture.problem(response, status: 415)
    #expect(problem.detail.contains("descriptions only"))
  }

  @Test("a photo over 10 MiB is 413 and never sent")
  func photoTooLarge() async throws {
    var big = SamplePhotos.jpeg
    big.append(Data(count: MealPhoto.maximumByteCount + 1 - big.count))
    let remote = FakeFoodAnalyzer(.unexpected)
    let history = SpyMealHistory()
    let api = try await APIFixture.api(APIPorts(stores: ["alice": history], remote: remote))

    let response = await api.respond(to: APIFixture.request("POST", "/analyze", body: big))

    try APIFixture.problem(response, status: 413)
    #expect(remote.inputs.isEmpty && history.savedEntries.isEmpty)
  }

  @Test(
    "malformed JSON bodies and bad fields are 400, and nothing is analyzed or saved",
    arguments: [
      #"{"description": "2 eggs""#, "not json", #"["2 eggs"]"#, #"{"text":"2 eggs"}"#,
      #"{"description": 2}"#, #"{"description":"2 eggs","consumedAt":"yesterday"}"#,
      #"{"description":"2 eggs","consumedAt":"1850-01-01T00:00:00Z"}"#,
      #"{"description":"2 eggs","meal":"brunch"}"#,
    ])
  func malformedJSON(body: String) async throws {
    let history = SpyMealHistory()
    let local = FakeFoodAnalyzer(.unexpected)
    let api = try await APIFixture.api(APIPorts(stores: ["alice": history], local: local))

    let problem = try APIFixture.problem(
      await api.respond(to: APIFixture.analyze(body)), status: 400)

    #expect(!problem.detail.contains("--"), "\(problem.detail)")
    #expect(local.inputs.isEmpty && history.savedEntries.isEmpty)
  }

  @Test("an empty description is 422")
  func emptyDescription() async throws {
    let api = try await APIFixture.api(APIPorts(stores: ["alice": SpyMealHistory()]))
    try APIFixture.problem(
      await api.respond(to: APIFixture.analyze(#"{"description":"  "}"#)), status: 422)
  }

  @Test(
    "each analysis failure has its status, and nothing is saved",
    arguments: [
      (FoodAnalysisError.nothingRecognized(unmatched: ["zzz"]), 422),
      (.rejectedInput("absurd"), 422),
      (.unsupportedInput("no photos here"), 422),
      (.serviceUnavailable("cannot connect"), 502),
      (.notAuthorized("the service refused the key"), 502),
      (.unusableReply("junk"), 502),
      (.misconfigured("bad URL"), 502),
      (.timedOut("did not answer within 30 s"), 504),
    ])
  func analysisFails(error: FoodAnalysisError, status: Int) async throws {
    // The spy fails the test if anything is saved.
    let history = SpyMealHistory()
    let api = try await APIFixture.api(
      APIPorts(stores: ["alice": history], local: FakeFoodAnalyzer(.fails(error))))

    let problem = try APIFixture.problem(
      await api.respond(to: APIFixture.analyze(#"{"description":"zzz"}"#)), status: status)

    expectEqual(problem.detail, error.description)
    #expect(history.savedEntries.isEmpty)
  }

  @Test("implausible numbers from the analyzer are 422, and nothing is saved")
  func implausible() async throws {
    let absurd = NutritionFacts(calories: -5, protein: 1, carbohydrates: 1, fat: 1, fiber: 0)
    let history = SpyMealHistory()
    let api = try await APIFixture.api(
      APIPorts(
        stores: ["alice": history], local: FakeFoodAnalyzer(.returns(APIFixture.analysis(absurd)))))

    try APIFixture.problem(
      await api.respond(to: APIFixture.analyze(#"{"description":"2 eggs"}"#)), status: 422)
    #expect(history.savedEntries.isEmpty)
  }

  @Test(
    "a store that fails to save is 503, with any password in its message hidden",
    arguments: [
      MealHistoryError.storageFailed("disk full"),
      .unavailable("cannot connect to postgres://wellplate:hunter2@db.example/wellplate"),
    ])
  func storeFails(error: MealHistoryError) async throws {
    let api = try await APIFixture.api(
      APIPorts(
        stores: ["alice": SpyMealHistory(save: .fails(error))],
        local: FakeFoodAnalyzer(.returns(APIFixture.analysis()))))

    let problem = try APIFixture.problem(
      await api.respond(to: APIFixture.analyze(#"{"description":"2 eggs"}"#)), status: 503)

    #expect(!problem.detail.contains("hunter2"))
    #expect(problem.detail.hasPrefix("could not save the entry"))
  }

  @Test("query parameters are refused with a JSON body, and unknown ones with a photo")
  func unknownParameters() async throws {
    let api = try await APIFixture.api(APIPorts(stores: ["alice": SpyMealHistory()]))
    try APIFixture.problem(
      await api.respond(
        to: APIFixture.analyze(#"{"description":"2 eggs"}"#, query: "description=x")),
      status: 400)
    let problem = try APIFixture.problem(
      await api.respond(
        to: APIFixture.request(
          "POST", "/analyze", query: "descripton=eggs", body: SamplePhotos.jpeg)),
      status: 400)
    #expect(problem.detail.contains("descripton"))
  }
}
