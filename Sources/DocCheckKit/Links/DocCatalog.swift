import Foundation

/// A DocC catalog (`Kit.docc`): the folder whose articles `<doc:Name>` links name, and whose
/// images are found by file name wherever in the catalog they are, as `docc` finds them.
struct DocCatalog {
    /// The catalog folder, repository-relative (`Sources/Kit/Kit.docc`).
    let folder: String
    /// Every file of the catalog, repository-relative.
    let files: [String]

    /// The catalog that holds `path`, nil when no folder of its path ends in `.docc`.
    static func folder(holding path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let index = parts.dropLast().lastIndex(where: { $0.lowercased().hasSuffix(".docc") }) else { return nil }
        return parts[...index].joined(separator: "/")
    }

    init(folder: String, root: URL) {
        self.folder = folder
        var files: [String] = []
        if let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) {
            while let relative = enumerator.nextObject() as? String { files.append(folder + "/" + relative) }
        }
        self.files = files.sorted()
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

    /// Whether an article or tutorial of the catalog is named `name` (`<doc:Name>`).
    func hasArticle(named name: String) -> Bool {
        files.contains { file in
            let fileName = file.split(separator: "/").last ?? ""
            guard let dot = fileName.lastIndex(of: ".") else { return false }
            let base = fileName[..<dot]
            let fileExtension = fileName[fileName.index(after: dot)...].lowercased()
            return ["md", "tutorial"].contains(fileExtension) && base.lowercased() == name.lowercased()
        }
    }

    /// A resource's name without its extension and its scale and appearance variants.
    private static func resourceName(_ fileName: String) -> String {
        var base = Substring(fileName)
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        if let variant = base.firstIndex(where: { $0 == "@" || $0 == "~" }) { base = base[..<variant] }
        return base.lowercased()
    }

    /// The article a `doc:` destination names when it is a bare name (`doc:Guide`,
    /// `doc:Guide#Setup`); nil for a path (`doc:/documentation/Kit/Widget`), which may name
    /// a symbol.
    static func articleName(_ destination: String) -> String? {
        guard destination.lowercased().hasPrefix("doc:") else { return nil }
        var name = destination.dropFirst(4)
        if let end = name.firstIndex(where: { $0 == "#" || $0 == "?" }) { name = name[..<end] }
        guard !name.isEmpty, !name.contains("/" as Character) else { return nil }
        return String(name)
    }
}
