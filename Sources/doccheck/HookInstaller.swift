import DocCheckKit
import Foundation

/// Installs a plain git pre-commit hook that runs `doccheck verify --staged`.
struct HookInstaller {
    static let marker = "# Installed by doccheck install-hook."

    struct Refusal: Error {
        var message: String
    }

    let repositoryRoot: URL
    /// The doccheck binary the hook falls back to when `doccheck` is not on PATH.
    let binary: String

    /// The hook's text: the same for the same binary, so installing twice changes nothing.
    var script: String {
        """
        #!/bin/sh
        \(Self.marker)
        # Checks the staged README, translations and docs before each commit.
        if command -v doccheck >/dev/null 2>&1; then
          exec doccheck verify --staged
        fi
        exec '\(binary.replacingOccurrences(of: "'", with: "'\\''"))' verify --staged

        """
    }

    /// The hooks folder of the repository (a `.git` folder, or a `.git` file naming the git dir).
    func hooksFolder() throws -> URL {
        let dotGit = repositoryRoot.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else {
            throw Refusal(message: "\(repositoryRoot.path) is not a git repository")
        }
        if isDirectory.boolValue { return dotGit.appendingPathComponent("hooks") }
        let text = (try? String(contentsOf: dotGit, encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("gitdir: ") }) else {
            throw Refusal(message: ".git is neither a folder nor a gitdir file")
        }
        let gitDir = URL(fileURLWithPath: String(line.dropFirst("gitdir: ".count)), relativeTo: repositoryRoot)
        return gitDir.standardizedFileURL.appendingPathComponent("hooks")
    }

    /// Installs the hook; returns what happened, throws when a foreign hook is in the way.
    func install(force: Bool) throws -> String {
        let folder = try hooksFolder()
        let hook = folder.appendingPathComponent("pre-commit")
        if let existing = try? String(contentsOf: hook, encoding: .utf8) {
            if existing == script { return "the doccheck pre-commit hook is already installed" }
            if !existing.contains(Self.marker) && !force {
                throw Refusal(message: "\(hook.path) exists and was not written by doccheck; use --force to replace it")
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(script.utf8), to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        return "installed \(hook.path)"
    }
}
