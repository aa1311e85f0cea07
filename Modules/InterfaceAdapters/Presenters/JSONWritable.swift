/// A document that writes its own JSON text, byte for byte what `JSONEncoder` with
/// `JSONDocuments`' settings prints for it (see `JSONText`).
public protocol JSONWritable: Encodable {
  /// Writes the document as one JSON value.
  func write(to json: inout JSONText)
}
