import Entities
import FoundationEssentials
import UseCases

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes sure the history file can be opened: missing folders made, a new file private and whole.
enum HistoryFile {
  /// Checks that `path` can hold a history and creates its missing parent folders (mode
  /// 0700); returns whether there is no file there yet.
  ///
  /// Does nothing to an existing file.
  static func prepare(_ path: String) throws(MealHistoryError) -> Bool {
    var info = stat()
    if stat(path, &info) == 0 {
      guard info.st_mode & S_IFMT != S_IFDIR else {
        throw .storageFailed(
          "\(path) is a folder; give --db the path of a file, e.g. \(path)/history.sqlite")
      }
      // /dev/null, a pipe or a socket: SQLite would write its journal beside it
      // ("/dev/null-journal") and keep nothing.
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw .storageFailed(
          "\(path) is not a regular file (a device, pipe or socket); nothing was changed. "
            + "Give --db the path of a file, e.g. ~/history.sqlite")
      }
      return false
    }
    let statError = errno
    // ENOTDIR: a file sits where a folder should be; making the folders reports it clearly.
    guard statError == ENOENT || statError == ENOTDIR else {
      throw .storageFailed(
        "cannot reach \(path) (\(describe(statError))); nothing was changed. "
          + "Check the path, or use --db with another file.")
    }
    let folder = folder(of: path)
    if !folder.isEmpty {
      do {
        try makeFolders(folder)
      } catch {
        throw .storageFailed(
          "cannot create the folder \(error.folder) for \(path) (\(describe(error.code))); "
            + "nothing was changed. Create it yourself, make it writable, or use --db "
            + "with another file.")
      }
    }
    return true
  }

  /// Makes the file at `path` whole: `setUp` fills a private (mode 0600) file beside it, given
  /// its path and open descriptor, which is then linked into place. Returns whether it left an
  /// empty file at `path` for the caller to set up in place instead (a file system without hard
  /// links, or a name too long for the draft's).
  ///
  /// No one ever opens a half-made history: a failure or a crash in `setUp` leaves nothing at
  /// `path`, and when two processes create it at once, `link` (unlike `rename`) keeps the first
  /// whole file and the other's is discarded. The set-up itself need not sync: one `fsync`
  /// before the link stands for all of it.
  static func create(
    _ path: String, setUp: (String, Int32) throws(MealHistoryError) -> Void
  ) throws(MealHistoryError) -> Bool {
    // mkstemp makes the file with mode 0600 whatever the umask: meal history is nobody
    // else's business.
    var template = Array((path + ".new-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      let draftError = errno
      // A name too long for its draft's suffix still names a history: set it up in place.
      guard draftError == ENAMETOOLONG else { throw cannotCreate(path, draftError) }
      return try createEmpty(path)
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer {
      close(descriptor)
      unlink(temporary)
    }
    try setUp(temporary, descriptor)
    guard fsync(descriptor) == 0 else { throw cannotCreate(path, errno) }
    if link(temporary, path) == 0 { return false }
    let linkError = errno
    if linkError == EEXIST { return false }  // another process made it first; use theirs
    guard linkError == EPERM || linkError == ENOTSUP || linkError == ENOSYS else {
      throw cannotCreate(path, linkError)
    }
    // No hard links here (FAT, some network file systems).
    return try createEmpty(path)
  }

  /// Creates an empty file (mode 0600) at `path` for the caller to set up in place, as a file
  /// someone else left empty would be: an empty file is a valid, empty database. Returns
  /// whether it did (not when another process made the file first).
  private static func createEmpty(_ path: String) throws(MealHistoryError) -> Bool {
    let empty = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard empty >= 0 else {
      let openError = errno
      if openError == EEXIST { return false }
      throw cannotCreate(path, openError)
    }
    close(empty)
    return true
  }

  /// The error for a history that could not be made at `path`, for the reason `code` (errno).
  static func cannotCreate(_ path: String, _ code: Int32) -> MealHistoryError {
    .storageFailed(
      "cannot create \(path) (\(describe(code))); nothing was changed. "
        + "Make its folder writable, or use --db with another file.")
  }

  /// Where the damage found in the history at `path` is remembered: beside it, since the
  /// file itself must not be written.
  static func damageMarker(of path: String) -> String { path + ".damaged" }

  /// Remembers that reading `path` found it damaged (best effort: a marker that cannot be
  /// written only means the next write is not stopped early).
  ///
  /// The marker names the file as it is now (device, inode, size, modification time), so a
  /// file restored from a backup or recovered into place is trusted again without anyone
  /// having to delete the marker.
  static func recordDamage(of path: String, _ detail: String) {
    guard let identity = identity(of: path) else { return }
    let marker = damageMarker(of: path)
    let descriptor = open(marker, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    // Scalar by scalar, as Foundation's replacingOccurrences did: String.replacing compares
    // characters and would leave the "\n" of a "\r\n".
    let oneLine = String(
      String.UnicodeScalarView(detail.unicodeScalars.map { $0 == "\n" ? " " : $0 }))
    let text = identity + "\n" + oneLine + "\n"
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
  }

  /// What was found wrong with `path`, when a read found it damaged and it has not changed
  /// since; `nil` otherwise. One `access` call when all is well, so every write can afford it.
  static func knownDamage(of path: String) -> String? {
    let marker = damageMarker(of: path)
    guard access(marker, F_OK) == 0 else { return nil }
    let lines = ((try? String(contentsOfFile: marker, encoding: .utf8)) ?? "")
      .split(separator: "\n", omittingEmptySubsequences: false)
    guard let recorded = lines.first, String(recorded) == identity(of: path) else {
      unlink(marker)  // the file was replaced since: the damage found was in another file
      return nil
    }
    return lines.dropFirst().joined(separator: " ").trimmingWhitespace()
  }

  /// Device, inode, size and modification time of `path`, as one line; `nil` when it cannot
  /// be read.
  private static func identity(of path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
  }

  /// Removes the empty file `create` left to be set up in place when setting it up failed (a
  /// full disk): an empty file left behind would only puzzle the person.
  static func discardIfEmpty(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else {
      return
    }
    unlink(path)
  }

  /// Whether new files can be made in the folder holding `path` (root included: an
  /// immutable folder refuses even root, and access(2) knows it).
  static func folderIsWritable(_ path: String) -> Bool {
    let folder = folder(of: path)
    return access(folder.isEmpty ? "." : folder, W_OK) == 0
  }

  /// The folder part of `path`, as Foundation's `deletingLastPathComponent` gave it ("a/b/"
  /// and "a//b" give "a", "/a" gives "/", "a" gives ""), without its trap on one-character
  /// names ("x", "./").
  static func folder(of path: String) -> String {
    var components = path.split(separator: "/")
    guard !components.isEmpty else { return path == "/" ? "/" : "" }
    components.removeLast()
    let folder = components.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + folder : folder
  }

  private struct FolderError: Error {
    let folder: String
    let code: Int32
  }

  private static func makeFolders(_ folder: String) throws(FolderError) {
    if mkdir(folder, 0o700) == 0 { return }
    switch errno {
    case EEXIST:
      var info = stat()
      guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        throw FolderError(folder: folder, code: ENOTDIR)
      }
    case ENOENT:
      let parent = Self.folder(of: folder)
      guard !parent.isEmpty, parent != folder else {
        throw FolderError(folder: folder, code: ENOENT)
      }
      try makeFolders(parent)
      guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
        throw FolderError(folder: folder, code: errno)
      }
    case let code:
      throw FolderError(folder: folder, code: code)
    }
  }

  private static func describe(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    // ENOTDIR is the one people misread: it means a file sits where a folder should be.
    return code == ENOTDIR ? "\(text): part of the path is a file, not a folder" : text
  }
}
