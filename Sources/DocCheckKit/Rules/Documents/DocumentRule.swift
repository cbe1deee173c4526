/// Every document can be read: the loader answers a missing, empty, non-file or non-UTF-8
/// document with one finding, made once as the run's documents are loaded.
struct DocumentRule: ContextRule {
    static let id = "document"

    var description: RuleDescription {
        RuleDescription(
            id: Self.id, summary: "every document can be read: it exists, is a file, is not empty and is UTF-8",
            triggeringExamples: [RuleExample(readme: ""), RuleExample(["Docs/Guide.md": "# Guide\n"], path: "README.md")],
            nonTriggeringExamples: [RuleExample(readme: "# Package\n")])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.documents.unreadable.map(Self.finding)
    }

    /// The finding of a document that cannot be checked.
    static func finding(_ unreadable: UnreadableDocument) -> Diagnostic {
        finding(path: unreadable.path, location: unreadable.location, message: message(unreadable.reason))
    }

    /// Why a document cannot be checked, as its finding and the configuration's errors say it.
    static func message(_ reason: UnreadableDocument.Reason) -> String {
        switch reason {
        case .empty: "the document is empty"
        case .invalidUTF8: "invalid UTF-8; save the file as UTF-8"
        case .nulByte: "a NUL byte makes git treat the document as binary (it shows no text diff of it); remove the byte"
        case .notStaged: "file not found in the staged files"
        case .unreadable(let message): message
        }
    }
}
