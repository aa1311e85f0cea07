import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("PhotoFormat")
struct PhotoFormatTests {
  @Test("recognizes JPEG, PNG and WebP files by their magic bytes")
  func realFiles() {
    expectEqual(PhotoFormat.mediaType(of: SamplePhotos.jpeg), .jpeg)
    expectEqual(PhotoFormat.mediaType(of: SamplePhotos.png), .png)
    expectEqual(PhotoFormat.mediaType(of: SamplePhotos.webp), .webp)
  }

  @Test(
    "recognizes HEIC by the brands of its ftyp box",
    arguments: [
      ("heic", ["mif1", "heic"]), ("heix", ["mif1"]), ("mif1", ["heic"]), ("msf1", ["hevc"]),
      ("mif1", ["miaf"]),
    ])
  func heic(major: String, compatible: [String]) {
    let header = SamplePhotos.heifHeader(major: major, compatible: compatible)
    expectEqual(PhotoFormat.mediaType(of: header), .heic)
  }

  @Test(
    "rejects other formats, naming the ones people commonly try",
    arguments: [
      (Data("GIF89a\u{1}\0\u{1}\0".utf8), "a GIF image"),
      (Data("BM6\0\0\0\0\0".utf8), "a BMP image"),
      (Data("%PDF-1.7\n".utf8), "a PDF document"),
      (Data([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]), "a TIFF image"),
      (SamplePhotos.heifHeader(major: "avif", compatible: ["mif1", "avif"]), "an AVIF image"),
      (SamplePhotos.heifHeader(major: "mif1", compatible: ["avif"]), "an AVIF image"),
      (SamplePhotos.heifHeader(major: "isom", compatible: ["mp41"]), "a video"),
      (Data("2 eggs and toast".utf8), "match no image format"),
      (Data([0xFF, 0xD8]), "match no image format"),
      (Data("RIFF\0\0\0\0WAVEfmt ".utf8), "match no image format"),
    ])
  func otherFormats(data: Data, detail: String) {
    expectEqual(PhotoFormat.mediaType(of: data), nil)
    let error = #expect(throws: UnsupportedPhotoError.self) {
      try PhotoFormat.photo(data, path: "meal.jpg")
    }
    #expect(error?.description.contains(detail) == true, "\(String(describing: error))")
    expectEqual(error?.description.contains("'meal.jpg'"), true)
  }

  @Test("an empty file is rejected as empty")
  func emptyFile() {
    #expect(throws: UnsupportedPhotoError(path: "x.png", detail: "the file is empty")) {
      try PhotoFormat.photo(Data(), path: "x.png")
    }
  }

  @Test("the media type comes from the bytes, not the file name")
  func bytesWin() throws {
    let photo = try PhotoFormat.photo(SamplePhotos.png, path: "holiday.jpg")
    expectEqual(photo, MealPhoto(data: SamplePhotos.png, mediaType: .png))
  }
}
