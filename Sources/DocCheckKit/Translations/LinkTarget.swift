import Foundation

/// Where a link in a document leads, in terms that a translation and its source can share:
/// an address, a repository path (resolved from the document's own folder), or a heading
/// of the document itself by its position, since a translated heading has a translated anchor.
enum LinkTarget: Hashable, Sendable {
    case external(String)
    /// A repository path, with the fragment as written (a linked document has its own anchors).
    case path(String, fragment: String?)
    /// The document's own heading, by index (0 for the first).
    case heading(Int)
    /// A fragment of the document itself that names no heading.
    case anchor(String)
    /// The top of the document itself (`#top`, and `#readme` in a README).
    case top

    /// The target of `destination`, written in the document at `documentPath` whose headings'
    /// anchors are `anchors` (anchor to heading index). A page of the package's own repository
    /// (`pages`) is the repository path it shows, as if the link were written as a path.
    init?(_ destination: String, in documentPath: String, anchors: [String: Int], pages: RepositoryPages? = nil) {
        let resolved: String
        let fragment: String?
        switch LinkDestination(destination) {
        case .empty:
            return nil
        case .external:
            guard let page = pages?.path(ofPage: destination) else {
                self = .external(destination.trimmingAllWhitespace())
                return
            }
            (resolved, fragment) = page
        case .local(let path, _, let written):
            resolved = path.isEmpty ? documentPath : Self.resolve(path, from: Self.folder(of: documentPath))
            fragment = written
        }
        guard resolved == documentPath, let fragment else {
            self = .path(resolved, fragment: fragment)
            return
        }
        var name = fragment
        if name.hasPrefix("user-content-") { name.removeFirst("user-content-".count) }
        // The top of the page: `#top`, and `#readme` in a README (see `AnchorIndex.match`).
        let fileName = documentPath.split(separator: "/").last ?? ""
        if let index = anchors[name] {
            self = .heading(index)
        } else if name == "top" || (name == "readme" && fileName.split(separator: ".").first?.lowercased() == "readme") {
            self = .top
        } else {
            self = .anchor(fragment)
        }
    }

    /// The repository path a relative `path` names from `folder`, with `.` and `..` taken
    /// away; a path that climbs above the root keeps its leading `..`.
    static func resolve(_ path: String, from folder: String) -> String {
        // Most paths are plain (see `isPlain`): joined as they are.
        if isPlain(path), folder.isEmpty || isPlain(folder) { return folder.isEmpty ? path : folder + "/" + path }
        return resolveByComponents(path, from: folder)
    }

    /// `resolve` for any path: taken apart into components, cut at every `/` byte (as the
    /// file system cuts a path).
    static func resolveByComponents(_ path: String, from folder: String) -> String {
        func pieces(_ text: String) -> [Substring] {
            text.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
        }
        var components = path.hasPrefix("/") ? [] : pieces(folder)
        var above = 0
        for component in pieces(path) where component != "." {
            if component == ".." {
                if components.isEmpty { above += 1 } else { components.removeLast() }
            } else {
                components.append(component)
            }
        }
        return (Array(repeating: "..", count: above) + components).joined(separator: "/")
    }

    static func folder(of path: String) -> String {
        if isPlain(path) {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
            return String(path[..<slash])
        }
        return path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// Whether `path` is relative and every component of it is a name: none empty, `.` or `..`.
    private static func isPlain(_ path: String) -> Bool {
        var length = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (length == dots && length <= 2) { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(length == 0 || (length == dots && length <= 2))
    }

    /// The repository path the target is, nil for an address or a place in the document.
    var repositoryPath: String? {
        guard case .path(let path, _) = self else { return nil }
        return path
    }

    /// Each heading's GitHub anchor, and each HTML anchor in a heading, to the heading's index.
    static func anchors(of document: MarkdownDocument) -> [String: Int] {
        document.headingAnchors {
            var slugger = Slugger()
            var anchors: [String: Int] = [:]
            for (index, heading) in document.headings.enumerated() {
                anchors[slugger.slug(heading.text)] = index
            }
            guard !document.html.isEmpty else { return anchors }
            for anchor in AnchorIndex(document: document).anchors where anchors[anchor.name] == nil {
                if let heading = anchor.heading { anchors[anchor.name] = heading }
            }
            return anchors
        }
    }
}

/// The pages of the package's own repository on its host, which a link may name in place of a
/// path: `https://github.com/OWNER/NAME/blob/main/Docs/Guide.md` is `Docs/Guide.md`, and the
/// repository's own page (`https://github.com/OWNER/NAME#readme`) is the README it shows.
struct RepositoryPages: Sendable {
    /// The canonical URL of the repository.
    var url: RepositoryURL
    /// The README's repository path.
    var readme: String

    /// The repository path and fragment `link` shows; nil when it is no page of the repository.
    func path(ofPage link: String) -> (path: String, fragment: String?)? {
        url.repositoryPath(ofPage: link, readme: readme)
    }
}
