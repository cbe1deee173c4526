import Foundation
import PackagePlugin

/// `swift package doccheck <subcommand>`: runs the doccheck tool on the package, passing
/// its arguments through and failing when the tool fails.
@main
struct DocCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "doccheck")
        var arguments = arguments
        if !arguments.contains("--path") && !arguments.contains(where: { $0.hasPrefix("--path=") }) && arguments.first != "help"
            && !arguments.contains("--help") && !arguments.contains("-h") && !arguments.contains("--version") && !arguments.isEmpty
        {
            arguments += ["--path", context.package.directoryURL.path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // The tool has printed its findings; the exit status is the plugin's own.
            exit(process.terminationStatus)
        }
    }
}
