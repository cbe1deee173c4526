// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WidgetKitExtras",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "WidgetKitExtras", targets: ["WidgetKitExtras"])],
    targets: [.target(name: "WidgetKitExtras")]
)
