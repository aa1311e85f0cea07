// swift-tools-version: 6.0
// WellPlate: meal descriptions and photos in, nutrition facts and a history out.
// One target per Clean Architecture layer; dependencies point inward only:
// Entities <- UseCases <- InterfaceAdapters <- Drivers <- wellplate (composition root).
// The design card says "packages: none", so `dependencies` stays empty (ADR 0004).
import PackageDescription

/// The release link of `wellplate` on Linux (ADR 0012): lld with packed relative relocations,
/// no symbols exported to the dynamic table (the runtime's start-up `dladdr` walked all 6,000),
/// and the C++ runtime, libgcc and SQLite linked in, so the loader maps three libraries (libc,
/// libm and itself) and binds almost no symbols before `main`. `StaticLinking/` holds linker
/// scripts that answer the toolchain's `-lstdc++` and CSQLite's `-lsqlite3` with the static
/// archives; it needs an absolute path, which only the manifest's own location gives.
let staticReleaseLink: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
      "-Xlinker", "--no-export-dynamic",
      "-Xclang-linker", "-static-libgcc",
      "-L", String(#filePath.dropLast("Package.swift".count)) + "Apps/wellplate/StaticLinking",
    ],
    .when(platforms: [.linux], configuration: .release))
]

/// Release builds call a concrete type's metadata accessor instead of looking the type up by
/// its mangled name at run time (ADR 0012, ninth pass): the runtime's demangling of the
/// ~120 generic types a cold analysis first uses cost about 2 M instructions a process.
let releaseSwiftSettings: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release))
]

let package = Package(
  name: "WellPlate",
  products: [
    .executable(name: "wellplate", targets: ["wellplate"])
  ],
  targets: [
    // MARK: Layers

    .target(
      name: "Entities",
      path: "Modules/Entities",
      swiftSettings: releaseSwiftSettings
    ),
    .target(
      name: "UseCases",
      dependencies: ["Entities"],
      path: "Modules/UseCases",
      swiftSettings: releaseSwiftSettings
    ),
    .target(
      name: "InterfaceAdapters",
      dependencies: ["Entities", "UseCases"],
      path: "Modules/InterfaceAdapters",
      swiftSettings: releaseSwiftSettings
    ),
    .target(
      name: "Drivers",
      dependencies: [
        "Entities", "UseCases", "InterfaceAdapters", "CSQLite", "CPostgreSQL", "CCurl",
        "CMicroHTTPD", "DriversResources",
      ],
      path: "Modules/Drivers",
      exclude: ["Resources/USDA", "Resources/English", "Resources/Shipped"],
      swiftSettings: releaseSwiftSettings
    ),
    // The food index and the empty history a new one starts as, copied beside every program
    // that links Drivers as the resource bundle WellPlate_DriversResources.resources (ADR 0007,
    // ADR 0012). A C target without code: a Swift target
    // with resources gets SwiftPM's generated `Bundle.module`, whose `import Foundation` would
    // link Foundation and ICU into `wellplate`, which uses FoundationEssentials only (ADR 0012).
    .target(
      name: "DriversResources",
      path: "Modules/Drivers/Resources/Shipped",
      resources: [.copy("usda-foods.sqlite"), .copy("empty-history.sqlite")],
      publicHeadersPath: "."
    ),
    .executableTarget(
      name: "wellplate",
      dependencies: ["Entities", "UseCases", "InterfaceAdapters", "Drivers"],
      path: "Apps/wellplate",
      exclude: ["StaticLinking"],
      swiftSettings: releaseSwiftSettings,
      linkerSettings: staticReleaseLink
    ),
    // Developer commands (food index, accuracy evaluation, benchmark); a composition root too.
    .executableTarget(
      name: "wellplate-dev",
      dependencies: ["Entities", "UseCases", "InterfaceAdapters", "Drivers"],
      path: "Apps/wellplate-dev"
    ),
    // Fuzz targets (ADR 0015): replays inputs in this build; `.ci/fuzz` builds it with
    // libFuzzer and AddressSanitizer (-DFUZZING). A composition root too.
    .executableTarget(
      name: "wellplate-fuzz",
      dependencies: ["Entities", "UseCases", "InterfaceAdapters", "Drivers"],
      path: "Apps/wellplate-fuzz"
    ),

    // MARK: System libraries (the only way C code enters; see ADR 0004)

    .systemLibrary(
      name: "CSQLite",
      path: "Modules/CSQLite",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CPostgreSQL",
      path: "Modules/CPostgreSQL",
      providers: [.apt(["libpq-dev"])]
    ),
    // Trampolines for libcurl's variadic functions; links nothing and includes no curl header
    // (libcurl is loaded on first use by the HTTP analyzer, ADR 0012).
    .systemLibrary(
      name: "CCurl",
      path: "Modules/CCurl"
    ),
    // Trampolines for libmicrohttpd's variadic functions; links nothing and includes no
    // microhttpd header (libmicrohttpd is loaded when `serve` starts, ADR 0022).
    .systemLibrary(
      name: "CMicroHTTPD",
      path: "Modules/CMicroHTTPD"
    ),

    // MARK: Tests, one suite per layer

    .target(
      name: "TestSupport",
      dependencies: ["Entities", "UseCases"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "EntitiesTests",
      dependencies: ["Entities", "TestSupport"],
      path: "Tests/EntitiesTests"
    ),
    .testTarget(
      name: "UseCasesTests",
      dependencies: ["Entities", "UseCases", "TestSupport"],
      path: "Tests/UseCasesTests"
    ),
    .testTarget(
      name: "InterfaceAdaptersTests",
      dependencies: ["Entities", "UseCases", "InterfaceAdapters", "TestSupport"],
      path: "Tests/InterfaceAdaptersTests"
    ),
    .testTarget(
      name: "DriversTests",
      dependencies: ["Entities", "UseCases", "InterfaceAdapters", "Drivers", "TestSupport"],
      path: "Tests/DriversTests"
    ),
    .testTarget(
      name: "AppTests",
      dependencies: ["wellplate", "wellplate-dev", "wellplate-fuzz", "Drivers", "TestSupport"],
      path: "Tests/AppTests"
    ),
    .testTarget(
      name: "ArchitectureTests",
      path: "Tests/ArchitectureTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
