/// What is wrong with a Swift block or its annotation; `swift-block-status` and
/// `swift-block-syntax` make the findings of it.
public struct SwiftBlockProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case noStatus
        case annotations(count: Int, blockLine: Int?)
        /// The annotation cannot be read; what its parser said.
        case badAnnotation(String)
        case continuesWithoutTest
        case strayAnnotation
        /// An annotation with a blank line between it and the block at `blockLine`.
        case separatedAnnotation(blockLine: Int?)
        /// The block's text cannot become a generated test; what the splitter said.
        case syntax(String)
    }

    public var path: String
    public var location: SourceLocation?
    public var kind: Kind

    /// The finding of the rule whose problem this is.
    public var finding: Diagnostic {
        if case .syntax = kind { SwiftBlockSyntaxRule.finding(self) } else { SwiftBlockStatusRule.finding(self) }
    }
}

/// Finds every Swift block of the documents and the status each one's annotation gives it;
/// every block without a status, and every annotation without a block, is a problem.
public struct ExampleCollector: Sendable {
    /// The rules whose findings `doccheck examples` lists beside the blocks: the blocks' own,
    /// and a document's that cannot be read (it lists no blocks).
    public static let listedRuleIDs: Set<String> = [SwiftBlockStatusRule.id, SwiftBlockSyntaxRule.id, DocumentRule.id]

    public private(set) var examples: [SwiftExample] = []
    public private(set) var problems: [SwiftBlockProblem] = []

    /// The findings of the problems, in their order.
    public var diagnostics: [Diagnostic] { problems.map(\.finding) }

    /// The examples of `documents`, then of the doc comments of `sources` (each comment's
    /// blocks read as a document's, its problems placed at the file's columns), then the
    /// `snippets` that state a result, each one compiled block.
    init(documents: [MarkdownDocument], sources: [DocCommentSource] = [], snippets: [(path: String, text: String)] = []) {
        for document in documents {
            collect(document)
        }
        for source in sources {
            for (comment, document) in source.comments {
                let first = problems.count
                collect(document)
                for index in problems.indices[first...] {
                    problems[index].location = problems[index].location.map(comment.fileLocation)
                }
            }
        }
        for snippet in snippets {
            let block = CodeBlock(swiftFile: snippet.text)
            let unsplittable = SwiftBlockSplitter(lines: block.lines.map(\.text)).problems
            for found in unsplittable {
                problems.append(
                    SwiftBlockProblem(
                        path: snippet.path, location: SourceLocation(line: found.line + 1, column: found.byte + 1), kind: .syntax(found.message)))
            }
            if unsplittable.isEmpty { examples.append(SwiftExample(path: snippet.path, block: block, status: .compiled(continues: false))) }
        }
    }

    private mutating func collect(_ document: MarkdownDocument) {
        var claimed = Set<SourceLocation>()
        var hasTestBlock = false
        for block in document.codeBlocks where block.isFenced && block.isSwift {
            let location = block.range?.start
            // Annotations directly before the block, each on the line before the next: a blank
            // line between is no part of "directly before".
            var annotations: [HTMLFragment] = []
            var next = location?.line
            for fragment in block.precedingHTML {
                guard ExampleAnnotation.isAnnotation(fragment.literal), let end = fragment.range?.end.line, end + 1 == next else { break }
                annotations.append(fragment)
                next = fragment.range?.start.line
            }
            for fragment in annotations { if let start = fragment.range?.start { claimed.insert(start) } }
            func problem(_ location: SourceLocation?, _ kind: SwiftBlockProblem.Kind) {
                problems.append(SwiftBlockProblem(path: document.path, location: location, kind: kind))
            }
            if annotations.isEmpty, let separated = block.precedingHTML.first, ExampleAnnotation.isAnnotation(separated.literal),
                let start = separated.range?.start
            {
                // One problem, said once at the annotation: the block has no status because of it.
                claimed.insert(start)
                problem(start, .separatedAnnotation(blockLine: location?.line))
                continue
            }
            guard let nearest = annotations.first else {
                problem(location, .noStatus)
                continue
            }
            if annotations.count > 1 {
                problem(annotations.last?.range?.start, .annotations(count: annotations.count, blockLine: location?.line))
                continue
            }
            let annotation: ExampleAnnotation
            switch ExampleAnnotation.parse(nearest.literal) {
            case .success(let parsed): annotation = parsed
            case .failure(let failure):
                problem(nearest.range?.start, .badAnnotation(failure.message))
                continue
            }
            let status: SwiftExample.Status
            var setup: [(line: Int, text: String)] = []
            switch annotation {
            case .test(let continues, let hidden):
                if continues && !hasTestBlock {
                    problem(nearest.range?.start, .continuesWithoutTest)
                    continue
                }
                hasTestBlock = true
                status = .compiled(continues: continues)
                if let hidden, let start = nearest.range?.start.line {
                    setup = hidden.lines.enumerated().map { (start + hidden.line + $0.offset, $0.element) }
                }
            case .fails(let diagnostic): status = .mustFail(diagnostic: diagnostic)
            case .requires(let module): status = .compiledWhere(module: module)
            case .manifest: status = .manifest
            case .skip(let reason): status = .skipped(reason: reason)
            }
            // Both kinds of compiled block are generated: neither may make a file that does not compile.
            if status.isGenerated {
                let lines = block.lines.map(\.text)
                let unsplittable = SwiftBlockSplitter(lines: lines, firstLine: block.firstContentLine ?? 1).problems
                if !unsplittable.isEmpty {
                    let locations = Self.locations(of: unsplittable, lines: lines, in: block, of: document)
                    for (found, location) in zip(unsplittable, locations) { problem(location, .syntax(found.message)) }
                    continue
                }
            }
            examples.append(SwiftExample(path: document.path, block: block, status: status, setup: setup))
        }
        for fragment in document.html where fragment.kind == .htmlBlock && ExampleAnnotation.isAnnotation(fragment.literal) {
            if let start = fragment.range?.start, !claimed.contains(start) {
                problems.append(SwiftBlockProblem(path: document.path, location: start, kind: .strayAnnotation))
            }
        }
    }

    /// Where problems of a block's text are in the document: exact where their line is a
    /// verbatim copy of the document's, else the start of the line.
    private static func locations(
        of problems: [SwiftBlockSplitter.Problem], lines: [String], in block: CodeBlock, of document: MarkdownDocument
    ) -> [SourceLocation?] {
        let passage = Passage(block, in: document)
        // The passage's offset of each line: the lines joined by line feeds, without a final CR.
        var offsets: [Int] = []
        var offset = 0
        for line in lines {
            offsets.append(offset)
            offset += line.utf8.count - (line.hasSuffix("\r") ? 1 : 0) + 1
        }
        return problems.map { passage.location(at: offsets[$0.line] + $0.byte) }
    }
}
