import Foundation

/// A fresh directory for one test, removed with everything in it when released.
public final class TemporaryDirectory: Sendable {
  /// The directory.
  public let url: URL

  /// Creates a new, empty directory under the system temporary folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the directory.
  public func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// Whether `name` exists inside the directory.
  public func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: path(name))
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
