import FoundationEssentials

/// Reads the bytes of a configuration file; implemented by a driver, faked in tests.
///
/// A port of the controller rather than of a use case: only the adapter layer knows that
/// settings come from a file.
public protocol ConfigurationFileReader: Sendable {
  /// The contents of the file at `path`, or `nil` when nothing exists there; throws when
  /// something exists but cannot be read (a directory, no permission).
  func contents(atPath path: String) async throws(InputFileError) -> Data?
}
