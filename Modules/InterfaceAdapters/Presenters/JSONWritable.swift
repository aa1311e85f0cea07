/// A document that writes its own JSON text, byte for byte what `JSONEncoder` with
/// `JSONDocuments`' settings prints for it (see `JSONText`).
public protocol JSONWritable: Encodable {
  /// Writes the document as one JSON value.
  func write(to json: inout JSONText)

  /// About how many bytes the text takes, so it is written into one buffer without growing.
  var expectedByteCount: Int { get }
}

extension JSONWritable {
  /// Most documents are a few hundred bytes.
  public var expectedByteCount: Int { 4096 }
}
