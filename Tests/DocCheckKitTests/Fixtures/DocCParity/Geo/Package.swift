// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Geo",
    products: [.library(name: "Geo", targets: ["Geo"])],
    targets: [.target(name: "Geo")]
)
