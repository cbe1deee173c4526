// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "doccheck",
    platforms: [.iOS(.v26), .macOS(.v26)],
    products: [
        .library(name: "ShowcaseCatalog", targets: ["ShowcaseCatalog"]),
        .library(name: "DocCheckKit", targets: ["DocCheckKit"]),
        .executable(name: "doccheck", targets: ["doccheck"]),
        .plugin(name: "DocCheckPlugin", targets: ["DocCheckPlugin"]),
        .plugin(name: "DocCheckBuildPlugin", targets: ["DocCheckBuildPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        .target(name: "ShowcaseCatalog"),
        .target(name: "DocCheckKit", dependencies: ["CCmarkGFM"]),
        .executableTarget(name: "doccheck", dependencies: ["DocCheckKit", "ShowcaseCatalog"]),
        .plugin(
            name: "DocCheckPlugin",
            capability: .command(
                intent: .custom(verb: "doccheck", description: "Check the package's documents, or regenerate what doccheck generates.")
            ),
            dependencies: ["doccheck"]
        ),
        .plugin(name: "DocCheckBuildPlugin", capability: .buildTool(), dependencies: ["doccheck"]),
        .testTarget(name: "ShowcaseCatalogTests", dependencies: ["ShowcaseCatalog"]),
        .testTarget(
            name: "ReadmeExamplesTests",
            dependencies: ["ShowcaseCatalog", "DocCheckKit", "doccheck"]
        ),
        .testTarget(
            name: "DocCheckKitTests",
            dependencies: ["DocCheckKit", "doccheck"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
