import Foundation

/// A DocC catalog (`Kit.docc`): the folder whose articles `<doc:Name>` links name, and whose
/// images are found by file name wherever in the catalog they are, as `docc` finds them.
struct DocCatalog {
    /// The catalog folder, repository-relative (`Sources/Kit/Kit.docc`).
    let folder: String
    /// Every file of the catalog, repository-relative.
    let files: [String]
    /// The articles and tutorials, each as the name `<doc:Name>` gives it and its file.
    private let articles: [(name: String, file: String)]

    /// What a `<doc:Name>` link names in the catalog.
    enum ArticleMatch: Equatable {
        /// The article's file, repository-relative.
        case found(String)
        /// No article; the name of the one the link most likely meant, when its name is the
        /// written one made into DocC's form or in other capitals (`getting started`).
        case missing(meant: String?)
    }

    /// The catalog that holds `path`, nil when no folder of its path ends in `.docc`.
    /// Read by bytes: every rule asks it of every document.
    static func folder(holding path: String) -> String? {
        let bytes = Array(path.utf8)
        let suffix = Array(".docc".utf8)
        var end: Int?
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") && index >= suffix.count {
            if bytes[(index - suffix.count)..<index].lazy.map(\.asciiLowercased).elementsEqual(suffix) { end = index }
        }
        return end.map { String(decoding: bytes[..<$0], as: UTF8.self) }
    }

    init(folder: String, root: URL) {
        self.folder = folder
        var files: [String] = []
        if let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) {
            while let relative = enumerator.nextObject() as? String { files.append(folder + "/" + relative) }
        }
        self.files = files.sorted()
        articles = self.files.compactMap { file in
            let fileName = file.split(separator: "/").last ?? ""
            guard let dot = fileName.lastIndex(of: "."),
                ["md", "tutorial"].contains(fileName[fileName.index(after: dot)...].lowercased())
            else { return nil }
            return (DocCNames.articleName(fileName: fileName[..<dot]), file)
        }
    }

    /// The file an image written as a bare name (`chart.png`, or `chart`) stands for: a file
    /// of that name anywhere in the catalog, or one of its variants (`chart@2x.png`,
    /// `chart~dark.png`).
    func image(named written: String) -> String? {
        guard !written.contains("/" as Character) else { return nil }
        let wanted = Self.resourceName(written)
        return files.first { file in
            let name = String(file.split(separator: "/").last ?? "")
            return name == written || Self.resourceName(name) == wanted
        }
    }

    /// The file a directive's resource (`@Image(source: "chart.png")`) names, as docc finds
    /// it: a file of that name anywhere in the catalog, or one of its variants
    /// (`chart@2x.png`, `chart~dark.png`), with the extension written or, when none is, with
    /// any; capitals as written. A path (`Resources/chart.png`) names none.
    func resource(named written: String) -> String? {
        guard !written.contains("/" as Character) else { return nil }
        let wanted = Self.resourceParts(written)
        return files.first { file in
            let found = Self.resourceParts(String(file.split(separator: "/").last ?? ""))
            return found.base == wanted.base && (wanted.extension == nil || found.extension == wanted.extension)
        }
    }

    /// A resource's name without its scale and appearance variants, and its extension.
    private static func resourceParts(_ fileName: String) -> (base: Substring, extension: Substring?) {
        var base = Substring(fileName)
        var pathExtension: Substring?
        if let dot = base.lastIndex(of: "."), dot != base.startIndex {
            pathExtension = base[base.index(after: dot)...]
            base = base[..<dot]
        }
        if let variant = base.firstIndex(where: { $0 == "@" || $0 == "~" }) { base = base[..<variant] }
        return (base, pathExtension)
    }

    /// The article or tutorial of the catalog that `<doc:name>` names: DocC matches the
    /// name exactly (`name` is percent-decoded).
    func article(named name: String) -> ArticleMatch {
        if let found = articles.first(where: { $0.name == name }) { return .found(found.file) }
        let meant = DocCNames.articleName(fileName: name).lowercased()
        return .missing(meant: articles.first { $0.name.lowercased() == meant }?.name)
    }

    /// A resource's name without its extension and its scale and appearance variants.
    private static func resourceName(_ fileName: String) -> String {
        var base = Substring(fileName)
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        if let variant = base.firstIndex(where: { $0 == "@" || $0 == "~" }) { base = base[..<variant] }
        return base.lowercased()
    }

    /// The article a `doc:` destination names when it is a bare name (`doc:Guide`,
    /// `doc:Guide#Setup`), percent-decoded; nil for a path (`doc:/documentation/Kit/Widget`),
    /// which may name a symbol.
    static func articleName(_ destination: String) -> String? {
        guard destination.lowercased().hasPrefix("doc:") else { return nil }
        var name = destination.dropFirst(4)
        if let end = name.firstIndex(where: { $0 == "#" || $0 == "?" }) { name = name[..<end] }
        guard !name.isEmpty, !name.contains("/" as Character) else { return nil }
        return name.removingPercentEncoding ?? String(name)
    }

    /// Where docc places a finding about the part of a `doc:` link's destination that starts
    /// `offset` UTF-8 bytes into it: as many columns after the column after the link's first
    /// one (`<` or `[`), on the link's first line, whether the link is `<doc:…>` or
    /// `[text](doc:…)`.
    static func docLinkLocation(_ link: Link, offset: Int) -> SourceLocation? {
        guard let start = link.location, let column = start.column else { return link.location }
        return SourceLocation(line: start.line, column: column + 1 + offset)
    }

    /// The fragment of a `doc:` destination (`Setup` of `doc:Guide#Setup`), percent-decoded;
    /// nil when it has none or an empty one.
    static func fragment(_ destination: String) -> String? {
        guard destination.lowercased().hasPrefix("doc:"), let hash = destination.firstIndex(of: "#") else { return nil }
        let fragment = destination[destination.index(after: hash)...]
        guard !fragment.isEmpty else { return nil }
        return fragment.removingPercentEncoding ?? String(fragment)
    }
}
