// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "kit",
    platforms: [.iOS(.v26), .macOS(.v26)],
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: [.target(name: "Kit")]
)
