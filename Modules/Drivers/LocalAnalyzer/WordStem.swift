/// A light English stemmer shared by the query and USDA names, so "eggs" meets "Egg",
/// "cookies" meets "Cookie" and "tomatoes" meets "Tomato" when candidates are ranked.
///
/// Retrieval uses FTS5's Porter stemmer; ranking needs only plural folding, and a small
/// rule set keeps "fries" apart from "fried", which Porter merges.
enum WordStem {
  /// The stem of one lowercase word.
  static func of(_ word: String) -> String {
    var word = word
    if word.count <= 3 { return word }
    if word.hasSuffix("ies") {
      word = String(word.dropLast(3)) + "y"
    } else if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes")
      || word.hasSuffix("xes") || word.hasSuffix("sses") || word.hasSuffix("zes")
    {
      word = String(word.dropLast(2))
    } else if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
      !word.hasSuffix("is")
    {
      word = String(word.dropLast())
    }
    if word.hasSuffix("ie") { word = String(word.dropLast(2)) + "y" }
    return word
  }

  /// The stemmed words of a text: letters and digits, everything else separates.
  static func words(in text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map { of(String($0)) }
  }
}
