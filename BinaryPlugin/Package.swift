// swift-tools-version: 6.0
import PackageDescription

// doccheck as a prebuilt binary: the `swift package doccheck` command plugin without building
// doccheck or its demo catalog from source. The artifact bundle is not kept in git;
// Scripts/make-artifact-bundle BinaryPlugin writes it here. A release would name its zip
// with .binaryTarget(name: "doccheck", url: …, checksum: …), the checksum being what that
// script prints.
let package = Package(
    name: "DocCheckBinary",
    products: [.plugin(name: "DocCheckBinaryPlugin", targets: ["DocCheckBinaryPlugin"])],
    targets: [
        .binaryTarget(name: "doccheck", path: "doccheck.artifactbundle.zip"),
        .plugin(
            name: "DocCheckBinaryPlugin",
            capability: .command(
                intent: .custom(verb: "doccheck", description: "Check the package's documents, or regenerate what doccheck generates.")
            ),
            dependencies: ["doccheck"]
        ),
    ]
)
