/// Finds every Swift block of the documents and the status each one's annotation gives it;
/// every block without a status, and every annotation without a block, is a finding.
public struct ExampleCollector: Sendable {
    /// The ids of the blocks' findings, for the command line (`SwiftBlockStatusRule`, `SwiftBlockSyntaxRule`).
    public static let statusRuleID = SwiftBlockStatusRule.id
    public static let syntaxRuleID = SwiftBlockSyntaxRule.id

    public private(set) var examples: [SwiftExample] = []
    public private(set) var diagnostics: [Diagnostic] = []

    public init(documents: [MarkdownDocument]) {
        for document in documents {
            collect(document)
        }
    }

    private mutating func collect(_ document: MarkdownDocument) {
        var claimed = Set<SourceLocation>()
        var hasTestBlock = false
        for block in document.codeBlocks where block.isFenced && block.isSwift {
            let location = block.range?.start
            let annotations = block.precedingHTML.prefix { ExampleAnnotation.isAnnotation($0.literal) }
            for fragment in annotations { if let start = fragment.range?.start { claimed.insert(start) } }
            guard let nearest = annotations.first else {
                var missing = finding(
                    document, location, SwiftBlockStatusRule.self,
                    "Swift block has no status; put an annotation such as <!-- doccheck: test --> or <!-- doccheck: skip \"why\" --> directly before it"
                )
                missing.facts = ["status": "none"]
                diagnostics.append(missing)
                continue
            }
            if annotations.count > 1 {
                diagnostics.append(
                    finding(
                        document, annotations.last?.range?.start, SwiftBlockStatusRule.self,
                        "Swift block\(location.map { " at line \($0.line)" } ?? "") has \(annotations.count) annotations; keep one"))
                continue
            }
            let annotation: ExampleAnnotation
            switch ExampleAnnotation.parse(nearest.literal) {
            case .success(let parsed): annotation = parsed
            case .failure(let failure):
                diagnostics.append(finding(document, nearest.range?.start, SwiftBlockStatusRule.self, failure.message))
                continue
            }
            let status: SwiftExample.Status
            switch annotation {
            case .test(let continues):
                if continues && !hasTestBlock {
                    diagnostics.append(
                        finding(
                            document, nearest.range?.start, SwiftBlockStatusRule.self,
                            "'test continues' needs an earlier 'test' block in \(document.path) to continue"))
                    continue
                }
                hasTestBlock = true
                status = .compiled(continues: continues)
            case .requires(let module): status = .compiledWhere(module: module)
            case .manifest: status = .manifest
            case .skip(let reason): status = .skipped(reason: reason)
            }
            // Both kinds of compiled block are generated: neither may make a file that does not compile.
            if status.isGenerated {
                let lines = block.lines.map(\.text)
                let problems = SwiftBlockSplitter(lines: lines, firstLine: block.firstContentLine ?? 1).problems
                if !problems.isEmpty {
                    let locations = Self.locations(of: problems, lines: lines, in: block, of: document)
                    diagnostics += zip(problems, locations).map { finding(document, $1, SwiftBlockSyntaxRule.self, $0.message) }
                    continue
                }
            }
            examples.append(SwiftExample(path: document.path, block: block, status: status))
        }
        for fragment in document.html where fragment.kind == .htmlBlock && ExampleAnnotation.isAnnotation(fragment.literal) {
            if let start = fragment.range?.start, !claimed.contains(start) {
                diagnostics.append(
                    finding(
                        document, start, SwiftBlockStatusRule.self,
                        "annotation is not directly before a Swift block; move it to the line before the block's opening fence"))
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

    private func finding(_ document: MarkdownDocument, _ location: SourceLocation?, _ rule: any Rule.Type, _ message: String) -> Diagnostic {
        rule.finding(path: document.path, location: location, message: message)
    }
}
