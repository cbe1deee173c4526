/// Every translation names its source and the source version it was translated from, in a
/// marker whose version has a stored copy; its file name names an existing document and a
/// BCP 47 language.
struct TranslationMarkerRule: ContextRule {
    static let id = "translation-marker"
    /// The fact that marks a finding about the file's name or layout, not its marker.
    static let nameFact = "name"

    var description: RuleDescription {
        let readme = TranslationExamples.readme
        let german = TranslationExamples.german
        return RuleDescription(
            id: Self.id,
            summary:
                "a translation is named NAME.LANGUAGE.md after an existing document and a BCP 47 tag, and its marker names a stored source version",
            triggeringExamples: [
                RuleExample(["README.md": readme, "Translations/README.de.md": german], path: "Translations/README.de.md"),
                // The source is gone: the marker names what is missing.
                RuleExample(
                    ["Translations/README.de.md": TranslationExamples.marker(for: readme) + "\n" + german], path: "Translations/README.de.md",
                    line: 1),
                RuleExample(
                    ["README.md": readme, "Translations/README.de.md": TranslationExamples.marker(for: "old") + "\n" + german],
                    path: "Translations/README.de.md", line: 1),
                RuleExample(
                    ["README.md": readme, "Translations/GUIDE.de.md": TranslationExamples.marker(for: readme) + "\n" + german],
                    path: "Translations/GUIDE.de.md", line: 1),
                RuleExample(
                    ["README.md": readme, "Translations/README.deutsch.md": TranslationExamples.marker(for: readme) + "\n" + german],
                    path: "Translations/README.deutsch.md"),
            ],
            nonTriggeringExamples: [TranslationExamples.repository()])
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.translations
        // A repository whose translations carry no marker has not opted in to tracking them:
        // one note says so, rather than an error per translation.
        let optedIn = index.isTracked(in: context.repository)
        var results = index.translations.flatMap {
            findings($0, index: index, repository: context.repository, documents: context.documents, optedIn: optedIn)
        }
        results += duplicates(index.translations)
        let unmarked = index.translations.filter { $0.marker == nil && $0.sourcePath != nil && $0.document != nil }
        if !optedIn, let first = unmarked.first {
            let count = unmarked.count == 1 ? "1 translation has" : "\(unmarked.count) translations have"
            results.append(
                Self.finding(
                    .note, path: first.path,
                    message:
                        "\(count) no translation marker, so whether each is behind its source, says what it says and links to the others is not checked: this repository has not opted in to tracking its translations",
                    notes: ["to opt in, run 'doccheck translations --mark-current LANGUAGE' once a translation says what its source says"]))
        }
        return results
    }

    /// Two or more files of one language for one source: one finding, at the later file, that
    /// names them all. Language codes are compared without regard to case, as BCP 47 says.
    private func duplicates(_ translations: [Translation]) -> [Diagnostic] {
        var groups: [String: [Translation]] = [:]
        var order: [String] = []
        for translation in translations {
            guard let language = translation.language, let source = translation.sourcePath else { continue }
            let key = source + "\n" + language.description.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(translation)
        }
        return order.compactMap { key in
            guard let group = groups[key], group.count > 1, let last = group.last, let source = last.sourcePath else { return nil }
            let names = group.map { "'\($0.path)'" }
            let listed = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            let codes = Set(group.map(\.languageCode))
            let caseOnly = codes.count > 1 && Set(codes.map { $0.lowercased() }).count == 1
            let why = caseOnly ? " (a language code means the same in any letter case)" : ""
            return Self.finding(
                path: last.path,
                message: "\(listed) each translate \(source) into \(last.language?.description ?? last.languageCode)\(why); keep one",
                facts: [Self.nameFact: "duplicate", "paths": group.map(\.path).joined(separator: "\n")])
        }
    }

    private func findings(
        _ translation: Translation, index: TranslationIndex, repository: Repository, documents: DocumentSet, optedIn: Bool
    ) -> [Diagnostic] {
        // Findings about the file as a whole name no line.
        let top: SourceLocation? = nil
        func finding(_ location: SourceLocation?, _ message: String, notes: [String] = [], facts: [String: String] = [:]) -> Diagnostic {
            Self.finding(path: translation.path, location: location, message: message, notes: notes, facts: facts)
        }
        guard !translation.languageCode.isEmpty else {
            return [
                finding(
                    top, "'\(translation.path)' is in no layout doccheck reads, so no language or source is known for it",
                    notes: [TranslationFile.readLayouts(repository.configuration)], facts: [Self.nameFact: "layout"])
            ]
        }
        var findings: [Diagnostic] = []
        // Its language and source are made out, so the other checks still run on it.
        if let suggested = translation.suggestedPath {
            findings.append(
                finding(
                    top,
                    "'\(translation.path)' is in a layout doccheck does not read; name this translation of \(translation.sourceName) into \(translation.languageCode) '\(suggested)'",
                    facts: [Self.nameFact: "layout", "suggested": suggested]))
        }
        if translation.language == nil {
            findings.append(
                finding(top, "'\(translation.languageCode)' in the file name is not a BCP 47 language tag; write \(LanguageTag.expectedForm)"))
        }
        guard let sourcePath = translation.sourcePath else {
            findings.append(finding(translation.marker?.location ?? top, "translation of '\(translation.sourceName)', which does not exist"))
            return findings
        }
        // A source that is gone or cannot be read leaves nothing to compare with: one error, at
        // the marker when there is one. (A run scoped to staged files may not have read it.)
        let unread = documents.paths.contains(sourcePath) && documents.document(sourcePath) == nil
        if !repository.fileExists(sourcePath) || unread {
            let why = repository.fileExists(sourcePath) ? "which cannot be read" : "which does not exist"
            findings.append(finding(translation.marker?.location ?? top, "translation of '\(sourcePath)', \(why)"))
            return findings
        }
        guard translation.document != nil else { return findings }
        findings += translation.markerProblems.map { Self.finding($0, in: translation.path) }
        let markCommand = "doccheck translations --mark-current \(translation.languageCode)"
        guard let marker = translation.marker else {
            if translation.markerProblems.isEmpty, optedIn {
                findings.append(
                    finding(
                        top, "no translation marker naming the version of \(sourcePath) this translates",
                        notes: ["once the translation says what \(sourcePath) says, run '\(markCommand)' to add it"]))
            }
            return findings
        }
        if marker.source != sourcePath {
            let exists = repository.fileExists(marker.source) ? "" : ", which does not exist"
            findings.append(
                finding(
                    marker.location,
                    "marker names '\(marker.source)'\(exists) as the source; the file name makes this a translation of '\(sourcePath)'"))
            return findings
        }
        let storedPath = index.storedCopyPath(marker.sha256)
        // The stored copy is read, parsed and hashed once however many translations name it.
        if let stored = index.storedCopy(marker, repository: repository) {
            let actual = stored.sha256
            if actual != marker.sha256 {
                findings.append(
                    finding(
                        marker.location,
                        "the stored copy \(storedPath) was edited: its SHA-256 is \(actual.prefix(12))…, the marker says \(marker.sha256.prefix(12))…"
                    ))
            }
        } else {
            findings.append(
                finding(
                    marker.location,
                    "marker names version \(marker.sha256.prefix(12))… of \(sourcePath), which is unknown: there is no stored copy \(storedPath)",
                    notes: ["once the translation says what \(sourcePath) says, run '\(markCommand)' to record the current version"]))
        }
        return findings
    }

    /// `--mark-current` names a language (or, with nil, `--all` finds none) that no
    /// translation under `folder` has.
    static func noTranslation(in language: String?, under folder: String, known: [String]) -> Diagnostic {
        guard let language else { return finding(path: nil, message: "no translation under \(folder)/") }
        let list = known.joined(separator: ", ")
        return finding(path: nil, message: "no translation in '\(language)' under \(folder)/\(list.isEmpty ? "" : "; there are: \(list)")")
    }

    /// A translation to mark whose source does not exist or cannot be read.
    static func missingSource(of translation: Translation) -> Diagnostic {
        finding(path: translation.path, message: "translation of '\(translation.sourceName)', which does not exist or cannot be read")
    }

    /// The finding of a comment meant as the marker of the translation at `path`.
    static func finding(_ problem: TranslationMarker.Problem, in path: String) -> Diagnostic {
        let message =
            switch problem.kind {
            case .malformed(let comment):
                "malformed translation marker '\(comment)'; write \(TranslationMarker.comment(source: "README.md", sha256: "HASH")) with the source's SHA-256 in lowercase hex"
            case .notAlone: "translation marker must stand on a line of its own"
            case .second(let line): "second translation marker; the first is at line \(line)"
            }
        return finding(path: path, location: problem.location, message: message)
    }
}
