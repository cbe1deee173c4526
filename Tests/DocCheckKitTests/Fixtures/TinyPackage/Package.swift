// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tiny",
    products: [.library(name: "Tiny", targets: ["Tiny"])],
    targets: [
        .target(name: "Tiny"),
        .testTarget(name: "ReadmeExamplesTests", dependencies: ["Tiny"]),
    ]
)
