/// A package's repository as dependency declarations and links name it, compared the way
/// SwiftPM and the hosts do: host and path ignore letter case, a ".git" suffix and a
/// trailing slash ("https://github.com/Owner/Name.git/" is "github.com/owner/name").
public struct RepositoryURL: Hashable, Sendable, CustomStringConvertible {
    /// The host, lowercased ("github.com").
    public let host: String
    /// The path components, lowercased, at least an owner and a name.
    public let components: [String]

    /// Reads "https://host/owner/name", "http://…", "ssh://git@host/owner/name" and
    /// "git@host:owner/name"; nil for anything else (a path, a URL without owner and name).
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.includes("://") || trimmed.includes("@") else { return nil }
        var host: Substring
        var path: Substring
        if let match = trimmed.wholeMatch(of: cached(/(?i)(?:https?|ssh|git):\/\/(?:[^@\/]+@)?([^\/:]+)(?::\d+)?\/(.*)/)) {
            (host, path) = (match.1, match.2)
        } else if let match = trimmed.wholeMatch(of: cached(/[A-Za-z0-9_.-]+@([^\/:]+):(.*)/)) {
            (host, path) = (match.1, match.2)
        } else {
            return nil
        }
        if path.hasSuffix("/") { path = path.dropLast() }
        if path.lowercased().hasSuffix(".git") { path = path.dropLast(4) }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard components.count >= 2, !components.contains(where: \.isEmpty), !host.isEmpty,
            !components.contains(where: { $0.includes("?") || $0.includes("#") })
        else { return nil }
        self.host = host.lowercased()
        self.components = components
    }

    /// A GitHub shorthand as Carthage writes it: "owner/name".
    public init?(gitHubShorthand text: String) {
        guard text.wholeMatch(of: cached(/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+/)) != nil else { return nil }
        self.init("https://github.com/" + text)
    }

    /// The repository's name, the last path component (SwiftPM's package identity).
    public var name: String { components.last ?? "" }

    public var description: String { host + "/" + components.joined(separator: "/") }

    /// Whether `link` is a page of this repository (a compare view, a release, a tag).
    public func contains(link: String) -> Bool {
        guard let match = link.trimmingWhitespace().wholeMatch(of: cached(/(?i)https?:\/\/([^\/]+)\/(.*)/)) else { return false }
        let parts = match.2.split(separator: "/", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard match.1.lowercased() == host, parts.count >= components.count else { return false }
        var head = Array(parts.prefix(components.count))
        if var last = head.last, last.hasSuffix(".git") {
            last.removeLast(4)
            head[head.count - 1] = last
        }
        return head == components
    }

    /// The repository path a page of this repository shows (`…/blob/BRANCH/PATH`,
    /// `…/tree/BRANCH/PATH`, `…/raw/BRANCH/PATH`), without its query and fragment; nil for
    /// other links. The branch is taken to be one path component.
    public func repositoryPath(ofPage link: String) -> String? {
        guard contains(link: link), let match = link.trimmingWhitespace().wholeMatch(of: cached(/(?i)https?:\/\/[^\/]+\/([^?#]*).*/)) else {
            return nil
        }
        let parts = match.1.split(separator: "/", omittingEmptySubsequences: false).dropFirst(components.count)
        guard parts.count >= 3, ["blob", "tree", "raw"].contains(parts.first?.lowercased()) else { return nil }
        let path = parts.dropFirst(2).joined(separator: "/")
        return path.isEmpty ? nil : path
    }

    /// The repository a host's page belongs to, for hosts that put it in the first two path
    /// components (GitHub, GitLab without subgroups, Bitbucket, Codeberg); nil for other links.
    public static func owner(ofPage link: String) -> RepositoryURL? {
        guard let match = link.trimmingWhitespace().wholeMatch(of: cached(/(?i)https?:\/\/([^\/]+)\/([^\/]+)\/([^\/]+)\/(.+)/)) else { return nil }
        return RepositoryURL("https://\(match.1)/\(match.2)/\(match.3)")
    }
}
