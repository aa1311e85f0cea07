import FoundationEssentials

/// The bytes of a meal photo and what kind of image they are.
public struct MealPhoto: Hashable, Sendable {
  /// Image formats WellPlate accepts.
  public enum MediaType: String, CaseIterable, Hashable, Sendable {
    case jpeg = "image/jpeg"
    case png = "image/png"
    case heic = "image/heic"
    case webp = "image/webp"
  }

  /// Largest photo accepted (10 MiB): enough for a phone picture, small enough to upload.
  public static let maximumByteCount = 10 * 1024 * 1024

  /// The encoded image.
  public var data: Data
  /// The image format.
  public var mediaType: MediaType

  /// Creates a photo.
  public init(data: Data, mediaType: MediaType) {
    self.data = data
    self.mediaType = mediaType
  }
}
