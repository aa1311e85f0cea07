import Foundation

/// Tiny but real image files (each decodes with Pillow), for photo input and upload tests.
public enum SamplePhotos {
  /// A 1x1 grayscale baseline JPEG, base64.
  public static let jpegBase64 =
    "/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIs"
    + "IxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQ"
    + "AQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q=="
  /// A 1x1 RGBA PNG, base64.
  public static let pngBase64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5Er"
    + "kJggg=="
  /// A 1x1 lossy WebP, base64.
  public static let webpBase64 =
    "UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoBAAEAAUAmJaACdLoB+AADsAD+pNf/TSPGkeNI+Yt/84ljqd3aAAAA"

  /// The JPEG's bytes (160).
  public static let jpeg = Data(base64Encoded: jpegBase64)!
  /// The PNG's bytes (70).
  public static let png = Data(base64Encoded: pngBase64)!
  /// The WebP's bytes (66).
  public static let webp = Data(base64Encoded: webpBase64)!

  /// The start of a HEIC file: an ISO media `ftyp` box with major brand `major`, then padding.
  ///
  /// Only the magic bytes matter to WellPlate, and no HEIC encoder is at hand to make a real
  /// one.
  public static func heifHeader(major: String = "heic", compatible: [String] = ["mif1", "heic"])
    -> Data
  {
    let brands = [major, "\0\0\0\0"] + compatible
    let boxSize = 8 + 4 * brands.count
    var data = Data([0, 0, 0, UInt8(boxSize)])
    data.append(contentsOf: Array("ftyp".utf8))
    for brand in brands { data.append(contentsOf: Array(brand.utf8)) }
    data.append(Data(repeating: 0, count: 32))
    return data
  }
}
