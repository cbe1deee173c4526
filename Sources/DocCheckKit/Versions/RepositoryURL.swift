import Foundation

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

    /// The repository path a page of this repository shows, with the link's fragment: a file
    /// or folder (`…/blob/BRANCH/PATH`, `…/tree/BRANCH/PATH`, `…/raw/BRANCH/PATH`; the branch
    /// is taken to be one path component), or `readme` for the repository's own page
    /// (`https://github.com/OWNER/NAME`, with a `.git`, a trailing slash, `/tree/BRANCH` or
    /// `?tab=readme-ov-file`), which shows the README, and where `#readme` is the README's
    /// top. Path and fragment are percent-decoded; nil for other links.
    public func repositoryPath(ofPage link: String, readme: String) -> (path: String, fragment: String?)? {
        guard let match = link.trimmingWhitespace().wholeMatch(of: cached(/(?i)https?:\/\/([^\/?#]+)\/([^?#]*)(?:\?([^#]*))?(?:#(.*))?/)),
            match.1.lowercased() == host
        else { return nil }
        var parts = match.2.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > components.count, parts.last?.isEmpty == true { parts.removeLast() }
        guard parts.count >= components.count else { return nil }
        var head = parts.prefix(components.count).map { $0.lowercased() }
        if head[head.count - 1].hasSuffix(".git") { head[head.count - 1].removeLast(4) }
        guard head == components else { return nil }
        let rest = parts.dropFirst(components.count)
        let kind = rest.first?.lowercased()
        var fragment = match.4.map { Self.decoded(String($0)) }
        if fragment?.isEmpty == true { fragment = nil }
        if rest.isEmpty || (kind == "tree" && rest.count == 2) {
            // Another tab of the page (`?tab=MIT-1-ov-file`) shows another file.
            let tab = match.3?.split(separator: "&").first { $0.lowercased().hasPrefix("tab=") }
            guard tab.map({ $0.lowercased() == "tab=readme-ov-file" }) ?? true else { return nil }
            return (readme, fragment?.lowercased() == "readme" ? nil : fragment)
        }
        guard rest.count >= 3, let kind, ["blob", "tree", "raw"].contains(kind) else { return nil }
        let path = Self.decoded(rest.dropFirst(2).joined(separator: "/"))
        return path.isEmpty ? nil : (path, fragment)
    }

    /// Percent-decoded when that gives text; as it is otherwise.
    private static func decoded(_ text: String) -> String {
        text.includes("%") ? (text.removingPercentEncoding ?? text) : text
    }

    /// The repository a host's page belongs to, for hosts that put it in the first two path
    /// components (GitHub, GitLab without subgroups, Bitbucket, Codeberg); nil for other links.
    public static func owner(ofPage link: String) -> RepositoryURL? {
        guard let match = link.trimmingWhitespace().wholeMatch(of: cached(/(?i)https?:\/\/([^\/]+)\/([^\/]+)\/([^\/]+)\/(.+)/)) else { return nil }
        return RepositoryURL("https://\(match.1)/\(match.2)/\(match.3)")
    }
}
