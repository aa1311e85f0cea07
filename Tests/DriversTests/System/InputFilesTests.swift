import Drivers
import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("InputFiles")
struct InputFilesTests {
  @Test("reads a file's bytes")
  func readsBytes() throws {
    let directory = try TemporaryDirectory()
    try SamplePhotos.jpeg.write(to: URL(fileURLWithPath: directory.path("meal.jpg")))

    #expect(try InputFiles.read(at: directory.path("meal.jpg")) == SamplePhotos.jpeg)
  }

  @Test("a missing file or a directory is an InputFileError naming the path")
  func unreadable() throws {
    let directory = try TemporaryDirectory()
    let missing = directory.path("nope.jpg")

    #expect(throws: InputFileError(path: missing, reason: "no such file")) {
      try InputFiles.read(at: missing)
    }
    #expect(
      throws: InputFileError(path: directory.url.path, reason: "it is a directory, not a file")
    ) {
      try InputFiles.read(at: directory.url.path)
    }
  }
}
