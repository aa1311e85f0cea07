import Entities
import UseCases

/// Reads an accuracy evaluation set (`Tests/Evaluation/*.tsv`; format in its README).
///
/// `meals.tsv` is tab-separated `phrase, calories, protein, carbs, fat, basis`, grouped by
/// `# ---- <group> (…)` lines. The narrative sets add a `classes` column after the phrase,
/// and their negative cases have `-` for every number.
public enum EvaluationSetParser {
  /// The header of a grouped set (`meals.tsv`).
  public static let header = ["phrase", "calories", "protein", "carbs", "fat", "basis"]
  /// The header of a set whose cases name their classes (the narrative sets).
  public static let classifiedHeader = [
    "phrase", "classes", "calories", "protein", "carbs", "fat", "basis",
  ]

  /// The cases in `text`, in file order.
  public static func cases(in text: String) throws(EvaluationSetError) -> [EvaluationCase] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    let first = lines.first?.split(separator: "\t").map(String.init)
    let columns: [String]
    switch first {
    case header?: columns = header
    case classifiedHeader?: columns = classifiedHeader
    default:
      throw EvaluationSetError(
        line: 1,
        reason: "the header must be: " + header.joined(separator: " <tab> ") + ", or: "
          + classifiedHeader.joined(separator: " <tab> "))
    }
    let classified = columns == classifiedHeader
    let numbers = classified ? 2...5 : 1...4
    var cases: [EvaluationCase] = []
    var group = ""
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      if line.trimmingWhitespace().isEmpty { continue }
      if line.hasPrefix("#") {
        if line.hasPrefix("# ----") {
          let name = line.dropFirst("# ----".count).split(separator: "(").first ?? ""
          group = name.trimmingWhitespace()
        }
        continue
      }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(
        String.init)
      guard fields.count == columns.count else {
        throw EvaluationSetError(
          line: number,
          reason: "expected \(columns.count) tab-separated fields, found \(fields.count)")
      }
      let classes =
        classified
        ? fields[1].split(separator: ",").map { $0.trimmingWhitespace() } : [group]
      guard !classified || !(classes.isEmpty || classes.contains(where: \.isEmpty)) else {
        throw EvaluationSetError(line: number, reason: "the case has no class")
      }
      if classes.contains(EvaluationCase.negativeClass) {
        guard fields[numbers].allSatisfy({ $0 == "-" }) else {
          throw EvaluationSetError(
            line: number, reason: "a negative case has \"-\" for calories, protein, carbs and fat")
        }
        cases.append(EvaluationCase(phrase: fields[0], classes: classes, expected: nil))
        continue
      }
      var values: [Double] = []
      for index in numbers {
        let field = fields[index]
        guard let value = Double(field), value.isFinite, value >= 0 else {
          throw EvaluationSetError(
            line: number, reason: "\(columns[index]) \"\(field)\" is not a number ≥ 0")
        }
        values.append(value)
      }
      cases.append(
        EvaluationCase(
          phrase: fields[0], classes: classes,
          expected: NutritionFacts(
            calories: values[0], protein: values[1], carbohydrates: values[2], fat: values[3],
            fiber: 0)))
    }
    return cases
  }
}
