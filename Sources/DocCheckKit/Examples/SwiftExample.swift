/// A Swift code block of a document, with the status its annotation gives it.
public struct SwiftExample: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Part of the generated tests; `continues` joins the previous test block's scope.
        case compiled(continues: Bool)
        /// Compiled only where `module` can be imported.
        case compiledWhere(module: String)
        /// Must fail to compile, with an error containing `diagnostic`.
        case mustFail(diagnostic: String)
        /// A `Package.swift` fragment, checked by the version checks instead of compiled.
        case manifest
        /// Not compiled, for the reason the document gives.
        case skipped(reason: String)

        /// Whether the block goes into the generated tests (compiled, everywhere or where its module exists).
        var isGenerated: Bool {
            switch self {
            case .compiled, .compiledWhere: true
            case .mustFail, .manifest, .skipped: false
            }
        }

        /// Whether the generated tests hold a test for the block: a compiled one, or one that
        /// compiles the block on its own and expects it to fail.
        var isTested: Bool {
            if case .mustFail = self { return true }
            return isGenerated
        }
    }

    public var path: String
    public var block: CodeBlock
    public var status: Status
    /// Hidden lines that run before the block: each with its document line.
    public var setup: [(line: Int, text: String)] = []

    public init(path: String, block: CodeBlock, status: Status, setup: [(line: Int, text: String)] = []) {
        self.path = path
        self.block = block
        self.status = status
        self.setup = setup
    }

    public static func == (lhs: SwiftExample, rhs: SwiftExample) -> Bool {
        lhs.path == rhs.path && lhs.block == rhs.block && lhs.status == rhs.status && lhs.setup.map(\.line) == rhs.setup.map(\.line)
            && lhs.setup.map(\.text) == rhs.setup.map(\.text)
    }

    /// The line of the opening fence.
    public var line: Int { block.range?.start.line ?? 0 }

    /// What `doccheck examples` says of the block on this platform.
    public var statusDescription: String {
        switch status {
        case .compiled(let continues): continues ? "compiled (continues the previous block)" : "compiled"
        case .compiledWhere(let module):
            Self.canImport(module)
                ? "compiled where \(module) exists" : "compiled where \(module) exists: not compiled on this platform"
        case .mustFail(let diagnostic): "must fail to compile with \"\(diagnostic)\""
        case .manifest: "manifest fragment, checked by the version checks"
        case .skipped(let reason): "skipped: \(reason)"
        }
    }

    /// Whether this build of doccheck runs where `module` exists (the platform's answer).
    static func canImport(_ module: String) -> Bool {
        switch module {
        case "SwiftUI":
            #if canImport(SwiftUI)
                return true
            #else
                return false
            #endif
        case "UIKit":
            #if canImport(UIKit)
                return true
            #else
                return false
            #endif
        case "AppKit":
            #if canImport(AppKit)
                return true
            #else
                return false
            #endif
        default:
            return false
        }
    }
}
