/// A photo file whose bytes are not an image format WellPlate accepts.
public struct UnsupportedPhotoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// What the file seems to be instead.
  public var detail: String

  /// Creates the error.
  public init(path: String, detail: String) {
    self.path = path
    self.detail = detail
  }

  public var description: String {
    "'\(path)' is not a JPEG, PNG, HEIC or WebP image (\(detail)); convert it to JPEG first"
  }
}
