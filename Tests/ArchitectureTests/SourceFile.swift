import Foundation

/// A Swift source file of some target, with the modules it imports.
struct SourceFile: Sendable {
  /// Path relative to the package root.
  var path: String
  /// The target it belongs to.
  var target: String
  /// Its lines.
  var lines: [String]

  /// Every `import` with its 1-based line number (attributes and kinds like `import struct`
  /// included, conditional imports inside `#if` too: the rule holds on every platform).
  var imports: [(module: String, line: Int)] {
    lines.enumerated().compactMap { index, line in
      guard let match = line.firstMatch(of: Self.importPattern) else { return nil }
      return (String(match.output.1), index + 1)
    }
  }

  nonisolated(unsafe) private static let importPattern =
    /^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)/

  /// All `.swift` files under each target's folder.
  static func load(root: URL, manifest: PackageManifest) throws -> [SourceFile] {
    var files: [SourceFile] = []
    for target in manifest.targets {
      let folder = root.appendingPathComponent(target.path)
      guard
        let enumerator = FileManager.default.enumerator(
          at: folder, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in enumerator where url.pathExtension == "swift" {
        let text = try String(contentsOf: url, encoding: .utf8)
        let relative = String(url.path.dropFirst(root.path.count + 1))
        files.append(
          SourceFile(
            path: relative, target: target.name,
            lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
      }
    }
    return files
  }
}
