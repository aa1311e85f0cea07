import Foundation
import InterfaceAdapters

/// A configuration file reader that finds `contents` at every path, so the fuzzer's bytes
/// reach the configuration parser exactly as a file's would, without touching the disk.
struct InMemoryConfigurationFile: ConfigurationFileReader {
  /// The file's bytes.
  let contents: Data

  func contents(atPath path: String) async throws(InputFileError) -> Data? {
    contents
  }
}
