import Foundation
import UseCases

/// A `RandomSource` handing out fixed byte strings in order, then repeating the last: tests
/// know every id and secret a use case makes.
public final class FixedRandomSource: RandomSource, @unchecked Sendable {
  private let lock = NSLock()
  private var queue: [[UInt8]]
  private var asked: [Int] = []

  /// A source answering its calls with `answers` in order; each must have the length asked.
  public init(_ answers: [[UInt8]]) {
    precondition(!answers.isEmpty, "a fixed random source needs at least one answer")
    queue = answers
  }

  /// The byte counts asked for, in order.
  public var requests: [Int] { lock.withLock { asked } }

  public func bytes(_ count: Int) -> [UInt8] {
    lock.withLock {
      asked.append(count)
      let answer = queue.count > 1 ? queue.removeFirst() : queue[0]
      precondition(answer.count == count, "asked for \(count) bytes, had \(answer.count) ready")
      return answer
    }
  }
}
