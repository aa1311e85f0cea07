/// Text form of the effective configuration: one row per setting with its value and source;
/// nutrient goals only when set.
public enum ConfigurationText {
  /// Renders the configuration for `settings` over `keys`; `fileFound` tells whether the file
  /// at `location` exists, so a person sees why its values are (not) used.
  public static func render(
    settings: Settings, keys: [SettingKey] = SettingKey.all, location: ConfigurationLocation?,
    fileFound: Bool, style: TextStyle = .plain
  ) -> String {
    var table = TextTable([("SETTING", .left), ("VALUE", .left), ("SOURCE", .left)])
    var goalsShown = false
    for key in keys {
      let resolved = settings.values[key.name]
      // Thirteen unset nutrient goals would drown the rest; one row says how to set one.
      if NutrientGoalText.nutrient(ofSetting: key.name) != nil {
        if resolved == nil { continue }
        goalsShown = true
      }
      table.append([
        key.name, resolved.map { SecretMask.masked($0.value, for: key) } ?? "(not set)",
        (resolved?.source ?? .defaultValue).description,
      ])
    }
    if !goalsShown, keys.contains(where: { NutrientGoalText.nutrient(ofSetting: $0.name) != nil }) {
      table.append([
        NutrientGoalText.settingPrefix + "<nutrient>",
        "(not set; e.g. --goal-min protein=120 or \"goal.protein\": \">=120\")", "default",
      ])
    }
    let file = location.map { SecretMask.masked($0.path) + (fileFound ? "" : " (not found)") }
    table.append([
      ConfigurationDocument.fileEntryName, file ?? "(none: neither XDG_CONFIG_HOME nor HOME set)",
      (location?.source ?? .defaultValue).description,
    ])
    var text = table.render { row, _, cell in row == 0 ? style.bold(cell) : cell }
    text += "\nPrecedence: flag > environment (WELLPLATE_*) > config file > default.\n"
    return text
  }
}
