import FoundationEssentials
import UseCases

/// Resolves each setting by precedence: flag, then environment, then config file, then default.
public struct SettingsResolver: Sendable {
  private let keys: [SettingKey]
  private let timeZones: any TimeZoneSource

  /// Creates a resolver for `keys`, finding the zone `tz` names (or the system's) in
  /// `timeZones`.
  public init(keys: [SettingKey] = SettingKey.all, timeZones: any TimeZoneSource) {
    self.keys = keys
    self.timeZones = timeZones
  }

  /// The effective settings for `invocation` in `environment`, with `file` values below both.
  public func resolve(
    _ invocation: Invocation,
    environment: [String: String],
    file: ConfigurationFile? = nil
  ) throws(SettingsError) -> Settings {
    var values: [String: Settings.Resolved] = [:]
    let goalFlags = try NutrientGoalText.flagValues(
      minimums: invocation.repeatedValues("goal-min"),
      maximums: invocation.repeatedValues("goal-max"))
    for key in keys {
      guard let resolved = resolve(key, invocation, environment, file, goalFlags) else {
        continue
      }
      try validate(key, resolved)
      values[key.name] = resolved
    }
    let named = try values["tz"].map { resolved throws(SettingsError) in
      guard let zone = timeZones.zone(named: resolved.value) else {
        throw SettingsError(
          source: resolved.source, key: "tz",
          problem: "'\(resolved.value)' is not a known time zone (try e.g. Europe/Paris or UTC)")
      }
      return zone
    }
    return Settings(values: values, timeZone: named ?? timeZones.systemZone())
  }

  private func resolve(
    _ key: SettingKey, _ invocation: Invocation, _ environment: [String: String],
    _ file: ConfigurationFile?, _ goalFlags: [String: String]
  ) -> Settings.Resolved? {
    if let flag = key.flag, let value = invocation.value(flag) {
      return .init(value: value, source: .flag)
    }
    // --goal-min and --goal-max set many settings; a nutrient they name replaces the file's
    // goal for it whole, bounds and all (ADR 0020).
    if let value = goalFlags[key.name] {
      return .init(value: value, source: .flag)
    }
    for name in key.environment {
      if let value = environment[name], !value.isEmpty {
        return .init(value: value, source: .environment(name))
      }
    }
    if let file, let value = file.values[key.name] {
      return .init(value: value, source: .file(file.path))
    }
    return (key.defaultValue ?? key.environmentDefault?(environment))
      .map { .init(value: $0, source: .defaultValue) }
  }

  private func validate(_ key: SettingKey, _ resolved: Settings.Resolved) throws(SettingsError) {
    if let choices = key.choices, !choices.contains(resolved.value) {
      throw SettingsError(
        source: resolved.source, key: key.name,
        problem: "'\(resolved.value)' is not one of \(choices.joined(separator: ", "))")
    }
    if key.name == "goal", Settings.goal(from: resolved.value) == nil {
      throw SettingsError(
        source: resolved.source, key: key.name,
        problem: "'\(resolved.value)' is not a number of kcal from "
          + "\(Int(SummarizeDays.minimumGoal)) to \(Int(SummarizeDays.maximumGoal)) (e.g. 1800)")
    }
    if let nutrient = NutrientGoalText.nutrient(ofSetting: key.name) {
      do {
        _ = try NutrientGoalText.goal(nutrient, from: resolved.value)
      } catch {
        throw SettingsError(source: resolved.source, key: key.name, problem: error.description)
      }
    }
    if key.name == "timeout" {
      guard let seconds = Double(resolved.value), seconds > 0,
        seconds <= Settings.maximumTimeoutSeconds
      else {
        throw SettingsError(
          source: resolved.source, key: key.name,
          problem: "'\(resolved.value)' is not a number of seconds between 0 and "
            + "\(Int(Settings.maximumTimeoutSeconds)) (e.g. 30 or 2.5)")
      }
    }
    if key.name == "profile", let problem = ProfileName.problem(with: resolved.value) {
      throw SettingsError(source: resolved.source, key: key.name, problem: problem)
    }
    if key.name == "db", resolved.value.isEmpty || resolved.value.contains("\0") {
      throw SettingsError(
        source: resolved.source, key: key.name, problem: "give the path of a file")
    }
  }
}
