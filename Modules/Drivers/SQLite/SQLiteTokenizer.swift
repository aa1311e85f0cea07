import CSQLite

/// One of SQLite's FTS5 tokenizers ("porter unicode61 remove_diacritics 2"), used outside any
/// FTS5 table: a search that stores FTS5's terms itself must cut a query into the same terms
/// FTS5 would ("Tomatoes" → "tomato", "café" → "cafe").
///
/// A connection makes it (`SQLiteConnection.fts5Tokenizer`), but the tokenizer is memory of
/// its own and SQLite's code, so it may outlive the connection; like a connection, it is used
/// from one isolation domain at a time.
package final class SQLiteTokenizer {
  private let module: fts5_tokenizer
  private let instance: OpaquePointer

  init(module: fts5_tokenizer, instance: OpaquePointer) {
    self.module = module
    self.instance = instance
  }

  deinit {
    module.xDelete?(instance)
  }

  /// The terms of `text`, in order, as FTS5 reads a query (or, with `document`, a row's
  /// text); none when the tokenizer fails.
  package func terms(in text: String, document: Bool = false) -> [String] {
    final class Collected {
      var terms: [String] = []
    }
    let collected = Collected()
    var text = text
    text.withUTF8 { bytes in
      let context = Unmanaged.passUnretained(collected).toOpaque()
      _ = withExtendedLifetime(collected) {
        module.xTokenize?(
          instance, context, document ? FTS5_TOKENIZE_DOCUMENT : FTS5_TOKENIZE_QUERY,
          bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
          Int32(bytes.count)
        ) { context, flags, token, count, _, _ in
          // A colocated token is a synonym at the same position; porter makes none.
          guard let context, let token, flags & FTS5_TOKEN_COLOCATED == 0 else {
            return SQLITE_OK
          }
          let term = UnsafeRawBufferPointer(start: token, count: Int(count))
          Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue().terms.append(
            String(decoding: term, as: UTF8.self))
          return SQLITE_OK
        }
      }
    }
    return collected.terms
  }
}
