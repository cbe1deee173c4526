import Foundation

/// What the DocC rules' mutations share: the documents of the repository's DocC catalogs, and
/// one misspelled name in them, written where the name ends.
extension MutationCatalogue {
    /// The checked documents that lie in a DocC catalog, in the repository's order.
    static func catalogDocuments(_ workspace: MutationWorkspace) -> [(path: String, document: MarkdownDocument)] {
        workspace.repository.documentPaths().compactMap { path in
            guard DocCatalog.folder(holding: path) != nil, let document = workspace.document(path) else { return nil }
            return (path, document)
        }
    }

    /// Writes `x` after the name that starts at `location` and is `name` long, on its line.
    static func misspell(_ workspace: MutationWorkspace, _ path: String, at location: SourceLocation, _ name: String) throws -> MutationSite? {
        guard let column = location.column else { return nil }
        var bytes = Array(workspace.line(path, location.line).utf8)
        let end = column - 1 + name.utf8.count
        guard end <= bytes.count, Array(bytes[(column - 1)..<end]) == Array(name.utf8) else { return nil }
        bytes.insert(UInt8(ascii: "x"), at: end)
        try workspace.replaceLines(path, location.line...location.line, with: [String(decoding: bytes, as: UTF8.self)])
        return MutationSite(path: path, line: location.line)
    }

    /// Misspells the first `label` argument of a `@name` directive in a catalog, written as it
    /// is read and on one line.
    static func misspellDirectiveArgument(_ workspace: MutationWorkspace, directive name: String, label: String) throws -> MutationSite? {
        for (path, document) in catalogDocuments(workspace) {
            for directive in DocCDirective.directives(in: document) where directive.name == name {
                guard let argument = directive.argument(label), argument.isVerbatim, !argument.value.isEmpty else { continue }
                if let site = try misspell(workspace, path, at: argument.location, argument.value) { return site }
            }
        }
        return nil
    }
}
