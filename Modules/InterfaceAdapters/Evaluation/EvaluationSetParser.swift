import Entities
import UseCases

/// Reads the accuracy evaluation set (Tests/Evaluation/meals.tsv; format in its README).
///
/// Tab-separated `phrase, calories, protein, carbs, fat, basis`; `#` lines are comments, and
/// `# ---- <group> (…)` lines start a group.
public enum EvaluationSetParser {
  /// The header line every file starts with.
  public static let header = ["phrase", "calories", "protein", "carbs", "fat", "basis"]

  /// The cases in `text`, in file order.
  public static func cases(in text: String) throws(EvaluationSetError) -> [EvaluationCase] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    guard let first = lines.first, first.split(separator: "\t").map(String.init) == header
    else {
      throw EvaluationSetError(
        line: 1, reason: "the header must be: " + header.joined(separator: " <tab> "))
    }
    var cases: [EvaluationCase] = []
    var group = ""
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      if line.hasPrefix("#") {
        if line.hasPrefix("# ----") {
          let name = line.dropFirst("# ----".count).split(separator: "(").first ?? ""
          group = name.trimmingCharacters(in: .whitespaces)
        }
        continue
      }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(
        String.init)
      guard fields.count == header.count else {
        throw EvaluationSetError(
          line: number,
          reason: "expected \(header.count) tab-separated fields, found \(fields.count)")
      }
      var values: [Double] = []
      for (index, field) in fields[1...4].enumerated() {
        guard let value = Double(field), value.isFinite, value >= 0 else {
          throw EvaluationSetError(
            line: number, reason: "\(header[index + 1]) \"\(field)\" is not a number ≥ 0")
        }
        values.append(value)
      }
      cases.append(
        EvaluationCase(
          phrase: fields[0], group: group,
          expected: NutritionFacts(
            calories: values[0], protein: values[1], carbohydrates: values[2], fat: values[3],
            fiber: 0)))
    }
    return cases
  }
}
