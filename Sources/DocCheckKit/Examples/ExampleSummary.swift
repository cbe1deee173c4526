/// The closing line about Swift blocks: "Swift blocks: 3 compiled, 1 skipped".
public struct ExampleSummary: Sendable, CustomStringConvertible {
    public var compiled = 0
    public var notCompiledHere = 0
    public var compiledWhereAvailable = 0
    public var mustFail = 0
    public var manifests = 0
    public var skipped = 0

    public init(_ examples: [SwiftExample]) {
        for example in examples {
            switch example.status {
            case .compiled: compiled += 1
            case .compiledWhere(let module):
                if SwiftExample.canImport(module) { compiledWhereAvailable += 1 } else { notCompiledHere += 1 }
            case .mustFail: mustFail += 1
            case .manifest: manifests += 1
            case .skipped: skipped += 1
            }
        }
    }

    public var description: String {
        var parts = ["\(compiled) compiled"]
        if compiledWhereAvailable > 0 { parts.append("\(compiledWhereAvailable) compiled where their module exists") }
        if notCompiledHere > 0 { parts.append("\(notCompiledHere) not compiled on this platform") }
        if mustFail > 0 { parts.append("\(mustFail) must fail to compile") }
        parts.append("\(manifests) manifest fragment\(manifests == 1 ? "" : "s")")
        parts.append("\(skipped) skipped")
        return "Swift blocks: " + parts.joined(separator: ", ")
    }
}
