/// One file of the translations folder: `Translations/NAME.LANGUAGE.md` translates the
/// document whose file name is `NAME.md` (`README.pt-BR.md` translates `README.md`).
public struct Translation: Sendable {
    public var path: String
    /// The language as the file name writes it ("pt-BR"); empty when the name has none.
    public var languageCode: String
    /// The language, nil when `languageCode` is not a BCP 47 tag of the accepted form.
    public var language: LanguageTag?
    /// The file name of the translated document ("README.md").
    public var sourceName: String
    /// The translated document's repository-relative path; nil when there is no such document.
    public var sourcePath: String?
    /// Where the file belongs when it is in a layout doccheck does not read but its language
    /// and source could be made out.
    public var suggestedPath: String?
    /// The parsed translation; nil when it could not be read (the `document` rule says why).
    public var document: MarkdownDocument?
    public var marker: TranslationMarker?
    /// The marker's problems, as locations and messages.
    var markerProblems: [TranslationMarker.Problem] = []

    /// The name and language a file name gives, nil when it is not `NAME.LANGUAGE.md`.
    static func parseFileName(_ fileName: String) -> (name: String, language: String)? {
        guard fileName.lowercased().hasSuffix(".md") else { return nil }
        let base = fileName.dropLast(3)
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex, base.index(after: dot) != base.endIndex else { return nil }
        return (String(base[..<dot]), String(base[base.index(after: dot)...]))
    }

    /// Whether the translation can be compared with its source: both are read, the name and
    /// language are valid. The marker is not needed for comparing.
    public var isComparable: Bool { document != nil && sourcePath != nil && language != nil }
}
