import Drivers
import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("InputFiles")
struct InputFilesTests {
  @Test("reads a file's bytes")
  func readsBytes() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("meal.jpg").path
    try SamplePhotos.jpeg.write(to: URL(fileURLWithPath: path))

    #expect(try InputFiles.read(at: path) == SamplePhotos.jpeg)
  }

  @Test("a missing file or a directory is an InputFileError naming the path")
  func unreadable() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("nope.jpg").path

    #expect(throws: InputFileError(path: missing, reason: "no such file")) {
      try InputFiles.read(at: missing)
    }
    #expect(throws: InputFileError(path: directory.path, reason: "it is a directory, not a file")) {
      try InputFiles.read(at: directory.path)
    }
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
