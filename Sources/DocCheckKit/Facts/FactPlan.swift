/// Every fact marker of the documents with its source's value now: the markers whose value
/// is stale, the markers that cannot be read, the sources that could not compute (said once),
/// and the files as `fix` would write them, each changed only in its stale values.
struct FactPlan: Sendable {
    struct Stale: Sendable {
        var marker: FactMarker
        var source: FactSource
        /// The value as the marker should write it.
        var fresh: String
    }

    var markers: [FactMarker] = []
    var problems: [FactMarkerProblem] = []
    var stale: [Stale] = []
    /// Each source that could not compute its value, with the reason, in the order first met.
    var unavailable: [(source: String, reason: String)] = []
    /// What the run says of the sources that could not compute: one line per reason, naming
    /// every source it kept from being checked.
    var notChecked: [String] {
        var reasons: [String] = []
        var sources: [String: [String]] = [:]
        for (source, reason) in unavailable {
            if sources[reason] == nil { reasons.append(reason) }
            sources[reason, default: []].append("'\(source)'")
        }
        return reasons.map { reason in
            let names = sources[reason]!
            return names.count == 1
                ? "the fact \(names[0]) is not checked: \(reason)" : "the facts \(names.joined(separator: ", ")) are not checked: \(reason)"
        }
    }

    /// The value of each source a marker names that could compute it.
    var values: [String: FactValue] = [:]
    var files: [FileChange] = []

    /// The plan of `documents`, the language of each being `language(path)`.
    init(repository: Repository, documents: [MarkdownDocument], sources: [String: FactSource], language: (String) -> String) {
        var computed: [String: Result<FactValue, FactUnavailable>] = [:]
        let known = sources.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        for document in documents {
            let scan = FactMarkerScanner.markers(in: document)
            problems += scan.problems
            var replacements: [ByteReplacement] = []
            for marker in scan.markers {
                markers.append(marker)
                guard let source = sources[marker.name] ?? BuiltInFacts.json(marker.name) else {
                    problems.append(
                        FactMarkerProblem(
                            path: marker.path, location: marker.location,
                            message: "no fact source is named '\(marker.name)'; name one of \(known), or json:FILE#POINTER"))
                    continue
                }
                let result = computed[marker.name] ?? source.value(in: repository)
                computed[marker.name] = result
                switch result {
                case .failure(let failure):
                    if !unavailable.contains(where: { $0.source == marker.name }) { unavailable.append((marker.name, failure.reason)) }
                case .success(let value):
                    values[marker.name] = value
                    let fresh = Self.written(value, inWords: marker.inWords, language: language(marker.path), like: marker.value)
                    guard fresh != marker.value else { continue }
                    stale.append(Stale(marker: marker, source: source, fresh: fresh))
                    replacements.append(ByteReplacement(bytes: marker.bytes, text: fresh))
                }
            }
            if !replacements.isEmpty {
                files.append(FileChange(path: document.path, old: document.source.bytes, new: document.source.bytes.replacing(replacements)))
            }
        }
    }

    /// `value` as a marker writes it: a number in digits, or in words in `language` when the
    /// marker asks, capitalized when the value it holds now is.
    static func written(_ value: FactValue, inWords: Bool, language: String, like current: String) -> String {
        guard case .number(let number) = value, inWords else { return value.description }
        return NumberWords.spell(number, language: language, capitalized: NumberWords.isCapitalized(current))
    }
}
