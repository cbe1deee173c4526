// swift-tools-version: 6.0
import PackageDescription

// A package that checks its documents on every build with doccheck's build-tool plugin.
// Scripts/test-integrations copies it to a temporary folder and points the dependency at the
// repository it was copied from.
let package = Package(
    name: "Greeting",
    products: [.library(name: "Greeting", targets: ["Greeting"])],
    dependencies: [.package(path: "../../../..")],
    targets: [
        .target(name: "Greeting", plugins: [.plugin(name: "DocCheckBuildPlugin", package: "doccheck")])
    ]
)
