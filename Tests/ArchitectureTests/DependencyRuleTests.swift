import Foundation
import Testing

@Suite("Architecture: the dependency rule")
struct DependencyRuleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let manifest: PackageManifest
  let sources: [SourceFile]

  init() throws {
    manifest = try PackageManifest.load(root: Self.root)
    sources = try SourceFile.load(root: Self.root, manifest: manifest)
  }

  @Test("the real package and sources follow the rule")
  func realPackage() {
    // Guard against a vacuous pass: the scan must actually see the layers and their code.
    for layer in DependencyRule.layers {
      #expect(sources.contains { $0.target == layer }, "no sources found for \(layer)")
    }
    #expect(sources.filter { $0.target == "InterfaceAdapters" }.flatMap(\.imports).count > 10)
    let rule = DependencyRule(manifest: manifest, sources: sources)
    #expect(rule.driverTypes.contains("InMemoryMealHistory"))
    let violations = rule.violations()
    #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
  }

  @Test(
    "a planted import of an outer layer or an I/O module is caught, naming file and line",
    arguments: [
      (
        "Modules/Entities/Planted.swift", "Entities", "import Drivers",
        "Entities depends on Drivers"
      ),
      (
        "Modules/UseCases/Planted.swift", "UseCases", "import FoundationNetworking",
        "imports FoundationNetworking"
      ),
      (
        "Modules/UseCases/Planted.swift", "UseCases", "@testable import InterfaceAdapters",
        "UseCases depends on InterfaceAdapters"
      ),
      (
        "Modules/InterfaceAdapters/Planted.swift", "InterfaceAdapters", "import CSQLite",
        "only Drivers may"
      ),
      (
        "Modules/InterfaceAdapters/Planted.swift", "InterfaceAdapters", "import Glibc",
        "only Drivers do I/O"
      ),
      (
        "Tests/UseCasesTests/Planted.swift", "UseCasesTests", "import Drivers",
        "a layer outside UseCases"
      ),
      (
        "Modules/Entities/Planted.swift", "Entities", "import Foundation",
        "Entities imports Foundation, which links"
      ),
      (
        "Modules/Drivers/Planted.swift", "Drivers", "import FoundationNetworking",
        "Drivers imports FoundationNetworking, which links"
      ),
      (
        "Apps/wellplate/Planted.swift", "wellplate", "import Foundation",
        "wellplate imports Foundation, which links"
      ),
    ])
  func plantedImport(_ path: String, _ target: String, _ line: String, _ message: String) {
    let planted = SourceFile(
      path: path, target: target, lines: ["import FoundationEssentials", "", line])
    let violations = DependencyRule(manifest: manifest, sources: sources + [planted]).violations()
    #expect(violations.count >= 1)
    #expect(
      violations.contains { $0.file == path && $0.line == 3 && $0.message.contains(message) },
      "\(violations)")
  }

  @Test("a planted outward dependency in Package.swift is caught")
  func plantedDependency() throws {
    var planted = manifest
    let index = try #require(planted.targets.firstIndex { $0.name == "UseCases" })
    planted.targets[index].dependencies.append("InterfaceAdapters")
    let violations = DependencyRule(manifest: planted, sources: sources).violations()
    #expect(
      violations.map(\.description) == [
        "Package.swift: UseCases depends on InterfaceAdapters, which is not an inner layer"
      ])
  }

  @Test("Foundation in a tool is fine; resources on a layer are caught")
  func wholeFoundation() throws {
    let tool = SourceFile(
      path: "Apps/wellplate-dev/Planted.swift", target: "wellplate-dev",
      lines: ["import Foundation"])
    #expect(DependencyRule(manifest: manifest, sources: sources + [tool]).violations().isEmpty)
    var planted = manifest
    let index = try #require(planted.targets.firstIndex { $0.name == "Drivers" })
    planted.targets[index].hasResources = true
    let violations = DependencyRule(manifest: planted, sources: sources).violations()
    #expect(violations.map(\.description).contains { $0.contains("Drivers declares resources") })
  }

  @Test("a planted package dependency is caught")
  func plantedPackage() {
    var planted = manifest
    planted.packageDependencyCount = 1
    let violations = DependencyRule(manifest: planted, sources: sources).violations()
    #expect(violations.contains { $0.message.contains("packages: none") })
  }

  @Test("a driver constructed outside the composition root is caught")
  func plantedConstruction() {
    let planted = SourceFile(
      path: "Apps/wellplate/Shortcut.swift", target: "wellplate",
      lines: ["import Drivers", "let store = InMemoryMealHistory(profile: \"me\")"])
    let violations = DependencyRule(manifest: manifest, sources: sources + [planted])
      .violations()
    #expect(
      violations.map(\.description) == [
        "Apps/wellplate/Shortcut.swift:2: constructs driver InMemoryMealHistory outside "
          + "CompositionRoot.swift"
      ])
  }

  @Test("the manifest is read from SwiftPM, not assumed")
  func manifestIsReal() throws {
    let drivers = try #require(manifest.targets.first { $0.name == "Drivers" })
    #expect(drivers.dependencies.contains("UseCases"))
    #expect(manifest.targets.contains { $0.name == "wellplate" && $0.type == "executable" })
    #expect(manifest.targets.contains { $0.type == "system" })
    #expect(manifest.targets.contains { $0.name == "DriversResources" && $0.hasResources })
  }
}
