/// The Clean Architecture dependency rule, checked against the real package and sources.
///
/// The only fixed knowledge here is the rule itself: the order of the layers and which modules
/// count as I/O. Targets, dependencies, imports and driver types are all read from the package.
struct DependencyRule: Sendable {
  /// Layers from the inside out; each may depend only on layers before it.
  static let layers = ["Entities", "UseCases", "InterfaceAdapters", "Drivers"]
  /// Everything the two inner layers may import besides inner layers.
  static let innerLayerAllowedModules: Set<String> = ["FoundationEssentials", "Synchronization"]
  /// Modules that bring Foundation's internationalization and ICU (35 MB) into the program:
  /// the layers and the shipped executable use FoundationEssentials instead (ADR 0012).
  static let wholeFoundationModules: Set<String> = [
    "Foundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
  ]
  /// The executable people install; the developer and fuzzing tools may use all of Foundation.
  static let shippedExecutable = "wellplate"
  /// Targets in Modules/ that hold a layer's resource files and no code: a Swift target with
  /// resources gets SwiftPM's generated `Bundle.module`, which imports Foundation.
  static let resourceTargets: Set<String> = ["DriversResources"]
  /// Modules that reach the network or the operating system, allowed only in Drivers.
  static let ioModules: Set<String> = [
    "FoundationNetworking", "Glibc", "Darwin", "Musl", "Dispatch", "WinSDK", "Network",
  ]
  /// The one file name in an executable target that may construct drivers.
  static let compositionRootFile = "CompositionRoot.swift"

  /// A broken rule, located as precisely as possible.
  struct Violation: Sendable, CustomStringConvertible {
    var file: String
    var line: Int?
    var message: String

    var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
  }

  let manifest: PackageManifest
  let sources: [SourceFile]

  /// Every violation, in a stable order.
  func violations() -> [Violation] {
    packageDependencies() + declaredDependencies() + imports() + driverConstruction()
      + resources()
  }

  private var systemLibraries: Set<String> {
    Set(manifest.targets.filter { $0.type == "system" }.map(\.name))
  }

  private var packageTargets: Set<String> { Set(manifest.targets.map(\.name)) }

  /// Rank of a target: a layer's index; executables (composition roots) outermost.
  private func rank(of target: PackageManifest.Target) -> Int? {
    if let index = Self.layers.firstIndex(of: target.name) { return index }
    return target.type == "executable" ? Self.layers.count : nil
  }

  private func rank(ofName name: String) -> Int? {
    manifest.targets.first { $0.name == name }.flatMap(rank(of:))
  }

  /// Whether `target` may use module `module` of this package.
  private func allows(_ target: PackageManifest.Target, toUse module: String) -> String? {
    if systemLibraries.contains(module) {
      return target.name == "Drivers" || target.type == "test" || target.name == "TestSupport"
        ? nil : "\(target.name) uses system library \(module); only Drivers may"
    }
    if target.type == "test" {
      // A layer's own tests stay at that layer: use-case tests use fakes, not drivers.
      guard let layer = Self.layers.firstIndex(of: String(target.name.dropLast(5))),
        target.name.hasSuffix("Tests"), let used = rank(ofName: module)
      else { return nil }
      return used > layer
        ? "\(target.name) uses \(module), a layer outside \(Self.layers[layer])"
        : nil
    }
    guard let own = rank(of: target) else { return nil }
    if module == "TestSupport" { return "\(target.name) uses test support" }
    guard let used = rank(ofName: module) else { return nil }
    return used < own ? nil : "\(target.name) depends on \(module), which is not an inner layer"
  }

  private func packageDependencies() -> [Violation] {
    manifest.packageDependencyCount == 0
      ? []
      : [
        Violation(
          file: "Package.swift", line: nil,
          message: "the package declares \(manifest.packageDependencyCount) package "
            + "dependencies; the design card says 'packages: none' (ADR 0004)")
      ]
  }

  private func declaredDependencies() -> [Violation] {
    var found: [Violation] = []
    for target in manifest.targets where rank(of: target) != nil || target.type == "test" {
      for dependency in target.dependencies {
        if let problem = allows(target, toUse: dependency) {
          found.append(Violation(file: "Package.swift", line: nil, message: problem))
        }
      }
    }
    for layer in Self.layers where !packageTargets.contains(layer) {
      found.append(
        Violation(file: "Package.swift", line: nil, message: "layer \(layer) is missing"))
    }
    for target in manifest.targets
    where target.type == "regular" && target.path.hasPrefix("Modules/")
      && !Self.layers.contains(target.name) && !Self.resourceTargets.contains(target.name)
    {
      found.append(
        Violation(
          file: "Package.swift", line: nil,
          message: "target \(target.name) in Modules/ is not a known layer; "
            + "add it to DependencyRule.layers deliberately"))
    }
    return found
  }

  private func imports() -> [Violation] {
    var found: [Violation] = []
    for file in sources {
      guard let target = manifest.targets.first(where: { $0.name == file.target }) else {
        continue
      }
      let layer = Self.layers.firstIndex(of: target.name)
      for (module, line) in file.imports {
        if let problem = allows(target, toUse: module) {
          found.append(Violation(file: file.path, line: line, message: problem))
        } else if let layer, layer <= 1, !packageTargets.contains(module),
          !Self.innerLayerAllowedModules.contains(module)
        {
          found.append(
            Violation(
              file: file.path, line: line,
              message: "\(target.name) imports \(module); the inner layers import only "
                + Self.innerLayerAllowedModules.sorted().joined(separator: ", ")))
        } else if Self.ioModules.contains(module), let layer, layer < 3 {
          found.append(
            Violation(
              file: file.path, line: line,
              message: "\(target.name) imports \(module); only Drivers do I/O"))
        }
        if layer != nil || target.name == Self.shippedExecutable,
          Self.wholeFoundationModules.contains(module)
        {
          found.append(
            Violation(
              file: file.path, line: line,
              message: "\(target.name) imports \(module), which links Foundation's "
                + "internationalization and ICU into \(Self.shippedExecutable); "
                + "import FoundationEssentials (ADR 0012)"))
        }
        if rank(of: target) != nil, packageTargets.contains(module),
          !target.dependencies.contains(module)
        {
          found.append(
            Violation(
              file: file.path, line: line,
              message: "\(target.name) imports \(module) without declaring the dependency"))
        }
      }
    }
    return found
  }

  /// Resources of a layer or of the shipped executable: SwiftPM would give its module a
  /// generated `Bundle.module` that imports Foundation.
  private func resources() -> [Violation] {
    manifest.targets.filter {
      (Self.layers.contains($0.name) || $0.name == Self.shippedExecutable) && $0.hasResources
    }.map {
      Violation(
        file: "Package.swift", line: nil,
        message: "\($0.name) declares resources, whose generated Bundle.module imports "
          + "Foundation; put them in a resource target without Swift code (ADR 0012)")
    }
  }

  /// Public types declared in Drivers.
  var driverTypes: Set<String> {
    var names: Set<String> = []
    for file in sources where file.target == "Drivers" {
      for line in file.lines {
        if let match = line.firstMatch(of: Self.publicTypePattern) {
          names.insert(String(match.output.1))
        }
      }
    }
    return names
  }

  private func driverConstruction() -> [Violation] {
    let types = driverTypes
    var found: [Violation] = []
    for file in sources {
      guard let target = manifest.targets.first(where: { $0.name == file.target }),
        target.type == "executable" || Self.layers.prefix(3).contains(target.name),
        !file.path.hasSuffix("/" + Self.compositionRootFile)
      else { continue }
      for (index, line) in file.lines.enumerated() {
        let code = line.split(separator: "//", maxSplits: 1).first.map(String.init) ?? ""
        for name in types where code.contains(name) {
          if code.firstMatch(of: Self.constructionPattern(name)) != nil {
            found.append(
              Violation(
                file: file.path, line: index + 1,
                message: "constructs driver \(name) outside \(Self.compositionRootFile)"))
          }
        }
      }
    }
    return found
  }

  nonisolated(unsafe) private static let publicTypePattern =
    /^\s*public\s+(?:final\s+)?(?:struct|class|actor|enum)\s+([A-Za-z_][A-Za-z0-9_]*)/

  private static func constructionPattern(_ name: String) -> Regex<Substring> {
    // `Name(`, `Name.init(` or `Name<T>(`, not `OtherName(` nor `Name.staticMember`.
    try! Regex("(?:^|[^A-Za-z0-9_])\(name)(?:<[^>]*>)?(?:\\.init)?\\s*\\(")
  }
}
