import Foundation

/// `verify --consumer`: the README's installation snippet used as a reader uses it. A scratch
/// package declares the dependency line and the product lines exactly as the README writes
/// them; SwiftPM resolves the package's URL offline through a mirror to a scratch clone of this
/// repository (its tags, and the release being prepared tagged on the working tree when it has
/// no tag yet), and the README's test examples are compiled in it as a reader's code: `import`
/// only, public API only.
public struct ConsumerCheck: Sendable {
    public private(set) var findings: [Diagnostic] = []
    /// What the run says besides its findings: what it tagged, why it did not run.
    public private(set) var notes: [String] = []

    /// The scratch folder, shared between runs so the consumer's build is cached.
    public static func scratch(root: URL) -> URL {
        root.appendingPathComponent(".build/doccheck/consumer")
    }

    public init(repository: Repository, progress: (String) -> Void = { _ in }) {
        let readme = repository.configuration.readme
        let documents = DocumentSet(repository: repository, paths: [readme, repository.configuration.changelog])
        let facts = VersionFacts(repository: repository, documents: documents)
        guard let canonical = facts.canonical, let scanner = facts.pinScanner else {
            notes.append("consumer: not checked: the package's canonical URL is not known (set \"canonicalURL\" in .doccheck.json)")
            return
        }
        guard let document = documents.document(readme),
            let pin = scanner.pins(in: document).first(where: { $0.ecosystem == .swiftPM && $0.form != .legacyVersion })
        else {
            notes.append("consumer: not checked: \(readme) has no .package(url:) line for this package")
            return
        }
        let products = Self.productLines(in: document, package: canonical.name, pinLine: pin.location?.line)
        let url = "https://" + canonical.description
        let scratch = Self.scratch(root: repository.root)
        let clone = scratch.appendingPathComponent(canonical.name)
        let consumer = scratch.appendingPathComponent("Consumer")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            progress("consumer: cloning \(repository.root.lastPathComponent) into \(clone.path)")
            if let tagged = try Self.makeClone(of: repository, at: clone, release: facts.release) {
                notes.append("consumer: no tag names the release \(tagged); the scratch clone tagged the working tree with it")
            }
            try Self.writeConsumer(at: consumer, url: url, requirement: pin.written, products: products.map(\.text), document: document)
        } catch {
            notes.append("consumer: not checked: the scratch package could not be made: \(error)")
            return
        }
        progress("consumer: resolving \(url) \(pin.written) through a mirror of the scratch clone")
        let pinLocation = pin.location
        func finding(_ location: SourceLocation?, _ message: String) {
            findings.append(ConsumerRule.finding(path: readme, location: location, message: message))
        }
        do {
            let mirror = try Subprocess.run(
                ["swift", "package", "--package-path", consumer.path, "config", "set-mirror", "--original", url, "--mirror", clone.path],
                capture: .both)
            guard mirror.status == 0 else {
                notes.append("consumer: not checked: swift package config set-mirror failed: \(Self.errors(mirror.text).first ?? "")")
                return
            }
            try? FileManager.default.removeItem(at: consumer.appendingPathComponent("Package.resolved"))
            let resolve = try Subprocess.run(["swift", "package", "--package-path", consumer.path, "resolve"], capture: .both)
            // What SwiftPM says of the snippet: at the product line it names, else at the dependency line.
            func snippetFindings(_ output: String) {
                for error in Self.errors(output) {
                    let product = products.first { error.contains("product '\($0.name)'") || error.contains("package '\($0.package)'") }
                    let what = product == nil ? "the installation snippet does not resolve" : "the product line does not build"
                    finding(product?.location ?? pinLocation, "\(what): SwiftPM says \"\(error)\"")
                }
            }
            if resolve.status != 0 {
                // A dependency of the package fetched from the network: offline, that is no
                // fault of the snippet, and nothing is said of it but that it was not checked.
                let fetched = resolve.text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
                    guard line.hasPrefix("Fetching "), !line.contains(clone.path) else { return nil }
                    return String(line.dropFirst("Fetching ".count))
                }
                if let first = fetched.first {
                    notes.append(
                        "consumer: not checked: SwiftPM needs \(first), a dependency of the package, and cannot fetch it here: \(Self.errors(resolve.text).first ?? "")"
                    )
                    return
                }
                snippetFindings(resolve.text)
                return
            }
            progress("consumer: building the README's examples as a reader's code")
            let build = try Subprocess.run(["swift", "build", "--package-path", consumer.path], capture: .both)
            if build.status != 0 {
                var seen = Set<String>()
                for line in build.text.split(whereSeparator: \.isNewline) {
                    guard let match = line.firstMatch(of: cached(/^(.+?):(\d+):\d+: error: (.*)$/)), seen.insert(String(line)).inserted else {
                        continue
                    }
                    let message = String(match.3)
                    if String(match.1) == readme, let number = Int(match.2) {
                        let declared = Self.declaration(named: message, in: repository)
                        if let declared, !declared.isPublic {
                            finding(
                                SourceLocation(line: number),
                                "an example needs API a reader cannot use: \(message); it is declared without 'public' at \(declared.place)")
                        } else if let declared {
                            finding(
                                SourceLocation(line: number),
                                "an example uses API the pinned release does not have: \(message); the working tree declares it at \(declared.place)")
                        } else if message.contains("inaccessible due to") {
                            finding(SourceLocation(line: number), "an example needs API a reader cannot use: \(message)")
                        } else {
                            finding(SourceLocation(line: number), "an example does not compile in a reader's package: \(message)")
                        }
                    } else {
                        finding(pinLocation, "the consumer package does not build: \(message)")
                    }
                }
                if findings.isEmpty { snippetFindings(build.text) }
                if findings.isEmpty { finding(pinLocation, "the consumer package does not build: swift build failed") }
            }
        } catch {
            notes.append("consumer: not checked: \(error.message)")
        }
    }

    /// Where the package's working tree declares the name a "cannot find 'NAME' in scope" error
    /// names, and whether as `public` or `open`: a reader cannot see a declaration without, and
    /// one the pinned release lacks is newer than the pin.
    static func declaration(named message: String, in repository: Repository) -> (place: String, isPublic: Bool)? {
        guard let name = message.firstMatch(of: cached(/cannot find '([A-Za-z_][A-Za-z0-9_]*)' in scope/))?.1,
            let enumerator = FileManager.default.enumerator(atPath: repository.url("Sources").path),
            let declaration = try? Regex("\\b(func|var|let|struct|class|enum|actor|protocol|typealias)\\s+\(name)\\b")
        else { return nil }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { paths.append("Sources/" + relative) }
        }
        for path in paths.sorted() {
            guard let bytes = repository.contents(path) else { continue }
            for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(declaration) {
                return ("\(path):\(index + 1)", line.contains("public ") || line.contains("open "))
            }
        }
        return nil
    }

    /// The lines of `output` that SwiftPM or the compiler printed as errors, without the prefix.
    static func errors(_ output: String) -> [String] {
        output.split(whereSeparator: \.isNewline).compactMap { line in
            guard let range = line.range(of: "error: "), !line.contains("ExitCode(") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    /// A product line as written, with what it names and where.
    struct ProductLine {
        var text: String
        var name: String
        var package: String
        var location: SourceLocation?
    }

    /// The `.product(name:package:)` calls of the Swift block that holds the dependency line at
    /// `pinLine` (whatever package they name: that is the snippet a reader copies), else those
    /// of any block that name `package`, as written.
    static func productLines(in document: MarkdownDocument, package: String, pinLine: Int?) -> [ProductLine] {
        let lines = productLines(
            in: document.codeBlocks.filter { block in
                guard let pinLine, let range = block.range else { return false }
                return range.start.line <= pinLine && pinLine <= range.end.line
            }, of: document)
        return lines.isEmpty ? productLines(in: document.codeBlocks, of: document).filter { $0.package.lowercased() == package } : lines
    }

    private static func productLines(in blocks: [CodeBlock], of document: MarkdownDocument) -> [ProductLine] {
        var lines: [ProductLine] = []
        for block in blocks where block.content.contains(".product") {
            let passage = Passage(block, in: document)
            let scanner = SwiftCallScanner(passage.text)
            for match in passage.text.matches(of: cached(/\.product\s*\(/)) {
                let call = passage.offsets(match.range)
                guard let (arguments, end) = scanner.arguments(openingAt: call.upperBound - 1),
                    let package = arguments.first(where: { $0.label == "package" }).flatMap({ SwiftCallScanner.stringLiteral($0.value) }),
                    let name = arguments.first(where: { $0.label == "name" }).flatMap({ SwiftCallScanner.stringLiteral($0.value) })
                else { continue }
                let bytes = Array(passage.text.utf8)
                let text = String(decoding: bytes[call.lowerBound...min(end, bytes.count - 1)], as: UTF8.self)
                lines.append(ProductLine(text: text, name: name, package: package, location: passage.location(at: call.lowerBound)))
            }
        }
        return lines
    }

    /// Makes `clone` a git repository with this one's history and tags, and, when no tag names
    /// `release`, a commit of the working tree tagged with it; returns the release it tagged.
    private static func makeClone(of repository: Repository, at clone: URL, release: SemanticVersion?) throws -> SemanticVersion? {
        let files = FileManager.default
        try? files.removeItem(at: clone)
        let root = repository.root.path
        let git = ["git", "-c", "user.name=doccheck", "-c", "user.email=doccheck@localhost", "-c", "commit.gpgsign=false"]
        if (try? Subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", root, clone.path], capture: .both))?.status != 0 {
            try files.createDirectory(at: clone, withIntermediateDirectories: true)
            _ = try Subprocess.run(["git", "init", "--quiet", clone.path], capture: .both)
        }
        let tags = Set(try Subprocess.run(["git", "-C", clone.path, "tag"]).text.split(whereSeparator: \.isNewline).map(String.init))
        guard let release, !tags.contains(release.description), !tags.contains("v" + release.description) else { return nil }
        // The working tree as it is: every file but git's and build products.
        for name in try files.contentsOfDirectory(atPath: clone.path) where name != ".git" {
            try files.removeItem(at: clone.appendingPathComponent(name))
        }
        for name in try files.contentsOfDirectory(atPath: root) where ![".git", ".build", ".swiftpm"].contains(name) {
            try files.copyItem(at: repository.root.appendingPathComponent(name), to: clone.appendingPathComponent(name))
        }
        _ = try Subprocess.run(git + ["-C", clone.path, "add", "-A"], capture: .both)
        _ = try Subprocess.run(git + ["-C", clone.path, "commit", "--quiet", "--allow-empty", "-m", "working tree"], capture: .both)
        _ = try Subprocess.run(git + ["-C", clone.path, "tag", release.description], capture: .both)
        return release
    }

    /// The consumer package: the dependency and product lines as written, and the README's
    /// test examples in `main.swift`, each at its README lines.
    private static func writeConsumer(at consumer: URL, url: String, requirement: String, products: [String], document: MarkdownDocument) throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [
                    .package(url: \(ExampleTestGenerator.literal(url)), \(requirement)),
                ],
                targets: [
                    .executableTarget(name: "Consumer", dependencies: [
                        \(products.joined(separator: ",\n            "))
                    ]),
                ]
            )

            """
        let sources = consumer.appendingPathComponent("Sources/Consumer")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try AtomicFile.write(Array(manifest.utf8), to: consumer.appendingPathComponent("Package.swift"))
        try AtomicFile.write(Array(readerCode(document).utf8), to: sources.appendingPathComponent("main.swift"))
    }

    /// The README's test examples as a reader's `main.swift`: their imports (`@testable`
    /// dropped, as a reader cannot use it), their declarations at file scope, each block in a
    /// `do` of its own (a continuing block in its predecessor's), a line stated to throw
    /// called with `try?`.
    static func readerCode(_ document: MarkdownDocument) -> String {
        let examples = ExampleCollector(documents: [document]).examples
        var imports: [String] = []
        var fileScope: [String] = []
        var scopes: [[String]] = []
        let path = ExampleTestGenerator.literal(document.path)
        for example in examples {
            guard case .compiled(let continues) = example.status else { continue }
            let lines = example.block.lines.map(\.text)
            let split = SwiftBlockSplitter(lines: lines)
            for line in split.imports {
                let plain = line.hasPrefix("@testable ") ? String(line.dropFirst("@testable ".count)) : line
                if !imports.contains(plain) { imports.append(plain) }
            }
            let first = example.block.firstContentLine ?? 1
            for item in split.fileScope {
                fileScope.append(
                    (["#sourceLocation(file: \(path), line: \(first + item.firstLine))"] + item.lines + ["#sourceLocation()"]).joined(
                        separator: "\n"))
            }
            var body: [String] = []
            if let setup = example.setup.first?.line {
                body += ["#sourceLocation(file: \(path), line: \(setup))"] + example.setup.map(\.text)
            }
            body.append("#sourceLocation(file: \(path), line: \(first))")
            for (index, line) in lines.enumerated() {
                body.append(split.body[index].isEmpty ? "" : calledWithTry(line))
            }
            body.append("#sourceLocation()")
            if continues, !scopes.isEmpty { scopes[scopes.count - 1] += body } else { scopes.append(body) }
        }
        var text = imports.joined(separator: "\n") + "\n"
        for item in fileScope { text += "\n" + item + "\n" }
        for scope in scopes { text += "\ndo {\n" + scope.joined(separator: "\n") + "\n}\n" }
        return text
    }

    /// A line whose result comment says it throws, called with `try?`; any other line as it is.
    private static func calledWithTry(_ line: String) -> String {
        var lexer = SwiftLexer()
        let bytes = Array(line.utf8)
        guard let comment = lexer.tokens(ofLine: line).last(where: { $0.kind == .lineComment }),
            let value = ResultComment.value(ofComment: bytes[comment.bytes]), value.starts(with: Array("throws".utf8))
        else { return line }
        var code = String(decoding: bytes[..<comment.bytes.lowerBound], as: UTF8.self).trimmingWhitespace()
        if code.hasPrefix("try ") { code = String(code.dropFirst(4)) }
        return "_ = try? " + code
    }
}
