import Foundation

/// The package's canonical URL where the configuration does not give it, inferred from what
/// the repository says of itself, in this order: the git remote `origin`, a podspec's
/// `source`, a `.package(url:)` of the README whose last component is the package's name in
/// `Package.swift`. Each inference says where it came from.
enum CanonicalURLInference {
    static func infer(_ repository: Repository, readme: MarkdownDocument?, packageName: String?) -> (url: RepositoryURL, source: String)? {
        if let url = gitRemote(repository) { return (url, "the git remote 'origin'") }
        // The podspec named like the package, or the only one: a repository with several may
        // publish pods of other repositories too.
        let podspecs = Podspec.all(in: repository)
        let podspec =
            podspecs.count == 1
            ? podspecs.first : podspecs.first { podspec in packageName.map { podspec.path.lowercased() == $0.lowercased() + ".podspec" } ?? false }
        if let podspec, let url = podspec.source {
            return (url, "the source of \(podspec.path)")
        }
        if let readme, let packageName {
            for block in readme.codeBlocks {
                for match in block.content.matches(of: cached(/\.package\(\s*url:\s*"([^"]+)"/)) {
                    if let url = RepositoryURL(String(match.1)), url.name == packageName.lowercased() {
                        return (url, "the .package(url:) of \(readme.path) that names the package '\(packageName)'")
                    }
                }
            }
        }
        return nil
    }

    /// The URL of `[remote "origin"]` in `.git/config`.
    static func gitRemote(_ repository: Repository) -> RepositoryURL? {
        guard let bytes = try? RegularFile.read(repository.url(".git/config").path).get() else { return nil }
        var inOrigin = false
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("[") {
                inOrigin = text.replacingOccurrences(of: " ", with: "") == "[remote\"origin\"]"
            } else if inOrigin, let match = text.wholeMatch(of: cached(/url\s*=\s*(\S+)/)) {
                return RepositoryURL(String(match.1))
            }
        }
        return nil
    }
}
