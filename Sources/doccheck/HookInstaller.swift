import DocCheckKit
import Foundation

/// Installs a plain git pre-commit hook that runs `doccheck verify --staged`.
struct HookInstaller {
    static let marker = "# Installed by doccheck install-hook."

    struct Refusal: Error {
        var message: String
    }

    let repositoryRoot: URL
    /// The doccheck binary that installs the hook, which the hook runs.
    let binary: String

    /// The hook's text: the same for the same binary, so installing twice changes nothing. It
    /// runs the doccheck that installed it while that binary exists, else the one on PATH,
    /// and says which.
    var script: String {
        let quoted = "'" + binary.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return """
            #!/bin/sh
            \(Self.marker)
            # Checks the staged README, translations and docs before each commit.
            doccheck=\(quoted)
            if [ ! -x "$doccheck" ]; then
              if ! command -v doccheck >/dev/null 2>&1; then
                echo "doccheck pre-commit hook: $doccheck is gone and no doccheck is on PATH; run 'doccheck install-hook' again" >&2
                exit 1
              fi
              doccheck=doccheck
              echo "doccheck pre-commit hook: the doccheck that installed this hook is gone; running $(command -v doccheck)" >&2
            fi
            exec "$doccheck" verify --staged

            """
    }

    /// The folder git runs hooks from, as git itself says (`git rev-parse --git-path hooks`):
    /// `core.hooksPath`, a worktree's or a submodule's hooks are where git looks.
    func hooksFolder() throws -> URL {
        try gitPath(["rev-parse", "--git-path", "hooks"])
    }

    /// A path git prints, absolute.
    private func gitPath(_ arguments: [String]) throws -> URL {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["git"] + arguments, in: repositoryRoot)
        } catch {
            throw Refusal(message: "git could not be run to find the hooks folder: \(error.message)")
        }
        let path = result.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !path.isEmpty else {
            throw Refusal(message: "\(repositoryRoot.path) is not a git repository")
        }
        return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : repositoryRoot.appendingPathComponent(path)).standardizedFileURL
    }

    /// Whether `url` is `folder` or inside it, links resolved.
    private static func url(_ url: URL, isInside folder: URL) -> Bool {
        let path = url.resolvingSymlinksInPath().path
        let base = folder.resolvingSymlinksInPath().path
        return path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// Refuses a binary that a commit could replace: one inside the working tree that git
    /// does not ignore, which the hook would run at every commit after it changes.
    private func checkBinary() throws {
        let url = URL(fileURLWithPath: binary)
        guard Self.url(url, isInside: repositoryRoot) else { return }
        let relative = String(url.resolvingSymlinksInPath().path.dropFirst(repositoryRoot.resolvingSymlinksInPath().path.count + 1))
        let ignored = (try? Subprocess.run(["git", "check-ignore", "-q", relative], in: repositoryRoot))?.status == 0
        guard !ignored else { return }
        throw Refusal(
            message:
                "\(binary) is inside this repository and git does not ignore it, so a commit could change what the hook runs; install doccheck outside the repository or run it from a git-ignored folder such as .build/"
        )
    }

    /// Installs the hook; returns what happened, throws when a foreign hook is in the way.
    /// With `force`, a foreign hook is kept beside the new one as `pre-commit.doccheck-backup`
    /// (numbered when that name is taken), and the result says where.
    func install(force: Bool) throws -> String {
        try checkBinary()
        let folder = try hooksFolder()
        let hook = folder.appendingPathComponent("pre-commit")
        var kept: URL?
        if let existing = FileManager.default.contents(atPath: hook.path) {
            let text = String(decoding: existing, as: UTF8.self)
            if text == script { return "the doccheck pre-commit hook is already installed in \(hook.path)" }
            if !text.contains(Self.marker) {
                guard force else {
                    throw Refusal(message: "\(hook.path) exists and was not written by doccheck; use --force to replace it (it is kept as a backup)")
                }
                var backup = folder.appendingPathComponent("pre-commit.doccheck-backup")
                var number = 1
                while FileManager.default.fileExists(atPath: backup.path) {
                    number += 1
                    backup = folder.appendingPathComponent("pre-commit.doccheck-backup-\(number)")
                }
                try FileManager.default.copyItem(at: hook, to: backup)
                kept = backup
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(script.utf8), to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        var result = "installed \(hook.path), which runs \(binary)"
        if let kept { result += "; the previous hook is kept as \(kept.path)" }
        // `core.hooksPath` may lead to a folder that other repositories share.
        if !Self.url(folder, isInside: repositoryRoot), !Self.url(folder, isInside: try gitPath(["rev-parse", "--git-common-dir"])) {
            result += "; core.hooksPath leads outside this repository, so every repository that uses \(folder.path) runs this hook"
        }
        return result
    }
}
