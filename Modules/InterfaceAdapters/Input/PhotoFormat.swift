import FoundationEssentials
import UseCases

/// Recognizes the image formats WellPlate accepts by their magic bytes.
///
/// File names lie (a ".jpg" that is a screenshot PNG, a ".jpeg" that is HEIC from a phone),
/// and services reject a photo sent under the wrong media type, so only the bytes count.
public enum PhotoFormat {
  /// HEIF brands of still images coded with HEVC (ISO/IEC 23008-12).
  private static let heicBrands: Set<String> = [
    "heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs",
  ]
  /// Generic HEIF brands, also used by AVIF files, which therefore need a closer look.
  private static let heifBrands: Set<String> = ["mif1", "msf1"]

  /// The media type of the image in `data`; `nil` when it is none WellPlate accepts.
  public static func mediaType(of data: Data) -> MealPhoto.MediaType? {
    let bytes = [UInt8](data.prefix(64))
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if ascii(bytes, 0..<4) == "RIFF", ascii(bytes, 8..<12) == "WEBP" { return .webp }
    let brands = fileTypeBrands(bytes)
    if brands.contains(where: heicBrands.contains) { return .heic }
    if let major = brands.first, heifBrands.contains(major),
      !brands.contains("avif"), !brands.contains("avis")
    {
      return .heic
    }
    return nil
  }

  /// The photo whose bytes are `data`, read from `path`.
  public static func photo(_ data: Data, path: String) throws(UnsupportedPhotoError) -> MealPhoto {
    guard !data.isEmpty else {
      throw UnsupportedPhotoError(path: path, detail: "the file is empty")
    }
    guard let mediaType = mediaType(of: data) else {
      let detail =
        otherFormat(of: data).map { "it looks like \($0)" }
        ?? "its first bytes match no image format"
      throw UnsupportedPhotoError(path: path, detail: detail)
    }
    return MealPhoto(data: data, mediaType: mediaType)
  }

  /// Names a few formats people try that WellPlate does not accept, for a useful message.
  static func otherFormat(of data: Data) -> String? {
    let bytes = [UInt8](data.prefix(64))
    if ascii(bytes, 0..<4) == "GIF8" { return "a GIF image" }
    if ascii(bytes, 0..<2) == "BM" { return "a BMP image" }
    if ascii(bytes, 0..<4) == "%PDF" { return "a PDF document" }
    if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
    {
      return "a TIFF image"
    }
    let brands = fileTypeBrands(bytes)
    if brands.contains("avif") || brands.contains("avis") { return "an AVIF image" }
    if !brands.isEmpty { return "a video or another ISO media file" }
    return nil
  }

  /// The major and compatible brands of an ISO base media `ftyp` box at the start of `bytes`.
  private static func fileTypeBrands(_ bytes: [UInt8]) -> [String] {
    guard bytes.count >= 12, ascii(bytes, 4..<8) == "ftyp" else { return [] }
    let boxSize = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let end = min(max(boxSize, 12), bytes.count)
    var brands = [ascii(bytes, 8..<12)]
    // Bytes 12..<16 are the minor version; compatible brands follow, four bytes each.
    var offset = 16
    while offset + 4 <= end {
      brands.append(ascii(bytes, offset..<(offset + 4)))
      offset += 4
    }
    return brands
  }

  private static func ascii(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    guard range.upperBound <= bytes.count else { return "" }
    return String(decoding: bytes[range], as: UTF8.self)
  }
}
