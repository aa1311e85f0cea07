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

    expectEqual(try InputFiles.read(at: directory.path("meal.jpg")), SamplePhotos.jpeg)
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

  @Test("/dev/null reads as empty; a device that never ends or a pipe says what it is")
  func devices() throws {
    #expect(try InputFiles.read(at: "/dev/null").isEmpty)
    #expect(throws: InputFileError(path: "/dev/zero", reason: "it is a device, not a file")) {
      try InputFiles.read(at: "/dev/zero")
    }
    let directory = try TemporaryDirectory()
    let pipe = directory.path("pipe")
    expectEqual(mkfifo(pipe, 0o600), 0)
    // Must not wait for a writer.
    #expect(throws: InputFileError(path: pipe, reason: "it is a pipe, not a file")) {
      try InputFiles.read(at: pipe)
    }
  }
}
