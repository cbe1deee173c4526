import Foundation
import PackagePlugin

/// Runs `doccheck verify` on the package as a step of building each target that applies the
/// plugin, so that an error finding fails the build at the document's line.
///
/// This is a build command, not a prebuild command: doccheck is built from source in the same
/// build, and SwiftPM runs a prebuild command before anything is built. A build command runs
/// only when an input changed or an output is missing, so the inputs are the package's Markdown
/// documents and its `.doccheck.json`, and the output is a Swift file holding only a comment,
/// written when verify passes. Being a source of the target is what makes the build wait for it.
@main
struct DocCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let doccheck = try context.tool(named: "doccheck").url
        let package = context.package.directoryURL
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("DocCheckVerified.swift")
        let log = context.pluginWorkDirectoryURL.appendingPathComponent("doccheck-verify.log")
        let configuration = package.appendingPathComponent(".doccheck.json")
        let configurations = FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []
        return [
            .buildCommand(
                displayName: "doccheck verify \(package.path)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "doccheck-verify", doccheck.path, package.path, stamp.path, log.path],
                inputFiles: [doccheck] + configurations + Self.documents(in: package),
                outputFiles: [stamp]
            )
        ]
    }

    /// Runs verify with the xcode reporter, prints its findings with the document paths made
    /// absolute (doccheck prints them relative to the package, and Xcode and `swift build` need
    /// paths they can open), and writes the stamp only when verify exits 0.
    static let script = #"""
        doccheck=$1 package=$2 stamp=$3 log=$4
        status=0
        "$doccheck" verify --path "$package" --reporter xcode --quiet >"$log" 2>&1 || status=$?
        sed -E "s|^([^/[:space:]][^:]*:[0-9]+:[0-9]+: )|$package/\1|" "$log"
        if [ "$status" -eq 0 ]; then
            printf '// doccheck verify passed on %s\n' "$package" >"$stamp"
        else
            rm -f "$stamp"
        fi
        exit "$status"
        """#

    /// The package's Markdown documents, outside the build folders and hidden folders.
    static func documents(in package: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let walker = FileManager.default.enumerator(
                at: package, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        var documents: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "Packages" {
                walker.skipDescendants()
            } else if url.pathExtension.lowercased() == "md" {
                documents.append(url)
            }
        }
        return documents
    }
}
