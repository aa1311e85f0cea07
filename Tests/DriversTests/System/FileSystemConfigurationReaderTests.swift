import Drivers
import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("FileSystemConfigurationReader (real files)")
struct FileSystemConfigurationReaderTests {
  let reader = FileSystemConfigurationReader()

  @Test("returns a file's bytes")
  func reads() async throws {
    let directory = try TemporaryDirectory()
    let text = #"{"store": "memory"}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory.path("config.json")))
    let data = try await reader.contents(atPath: directory.path("config.json"))
    expectEqual(data.map { String(decoding: $0, as: UTF8.self) }, text)
  }

  @Test("returns nil when nothing is there")
  func missing() async throws {
    let directory = try TemporaryDirectory()
    expectEqual(try await reader.contents(atPath: directory.path("absent.json")), nil)
  }

  @Test("refuses a directory")
  func directory() async throws {
    let directory = try TemporaryDirectory()
    await #expect(throws: InputFileError.self) {
      try await reader.contents(atPath: directory.url.path)
    }
  }

  @Test("refuses a file too large to be a configuration")
  func tooLarge() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("huge.json")
    try Data(count: FileSystemConfigurationReader.maximumByteCount + 1)
      .write(to: URL(fileURLWithPath: path))
    await #expect {
      try await reader.contents(atPath: path)
    } throws: { error in
      (error as? InputFileError)?.reason.contains("too large") == true
    }
  }
}
