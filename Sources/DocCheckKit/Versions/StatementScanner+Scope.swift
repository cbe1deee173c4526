/// Statements scoped to a feature: "(SwiftUI) iOS 14.0+ / macOS 11.0+" beside "(UIKit/AppKit)
/// iOS 13.0+", "Xcode 11+ is required to build Kit using Swift Package Manager" beside "Xcode
/// 10.0+", and to what is not the package: "the example app requires at least iOS 14", "If you
/// support iOS 15+ only, …", "(iOS 12+ with [OtherKit](…))". What one feature, one way to build,
/// an example app, the reader's app or a combination with another package needs is not the
/// package's minimum; a recommended version ("Xcode 16 recommended") and a heading of a
/// manifest syntax ("Swift 5.4 and newer (`swift-tools-version:5.4`)") state none.
extension StatementScanner {
    /// The parenthesised qualifier a passage starts with ("(SwiftUI)", "(UIKit/AppKit)") and
    /// the UTF-8 offset after it; nil when the parentheses hold a version or a subject
    /// ("(iOS 13)"), which qualify nothing.
    static func leadingQualifier(_ text: String) -> (scope: String, end: Int)? {
        guard let match = text.prefixMatch(of: cached(/\s*\(([^()\d]{1,60})\)/)) else { return nil }
        let scope = String(match.1).trimmingWhitespace()
        guard !scope.isEmpty, subjectsNamed(in: scope).isEmpty else { return nil }
        return (scope, text.utf8.distance(from: text.startIndex, to: match.range.upperBound))
    }

    /// The words after "to build", "to use", "to run" or "to compile" (and "for building" and its
    /// kin) that name what a sentence's minimums are for ("to build Kit using Swift Package
    /// Manager"); nil when there is none, or when they name the package itself ("to use it").
    static func featureClause(_ sentence: String) -> String? {
        // The words the pattern needs come first: a regular expression costs far more than a byte search.
        guard sentence.includesAnyIgnoringASCIICase(["to", "for"]), sentence.includesAnyIgnoringASCIICase(["build", "use", "using", "run", "compil"])
        else { return nil }
        let pattern = cached(/(?i)\b(?:to\s+(?:build|use|run|compile)|for\s+(?:building|using|running|compiling))\s+([^\s.,;:!?][^.;:!?]*)/)
        guard let match = sentence.firstMatch(of: pattern) else { return nil }
        let object = String(match.1).trimmingWhitespace()
        let lower = object.lowercased()
        let package = ["the package", "this package", "the library", "this library", "the framework", "this framework"]
        let pronoun = ["it", "this", "them"].contains(lower) || lower.hasPrefix("it ")
        guard !pronoun, !package.contains(where: lower.hasPrefix) else { return nil }
        return String(match.0).trimmingWhitespace()
    }

    /// The example, demo or sample app a sentence speaks of ("the example app", "the demo"),
    /// whose minimums are its own; nil when there is none ("For example, …" names none).
    static func exampleSubject(_ sentence: String) -> String? {
        guard sentence.includesAnyIgnoringASCIICase(["example", "demo", "sample"]) else { return nil }
        let pattern = cached(
            /(?i)\b(?:(?:the|our|this|its)\s+(?:example|demo|sample)s?(?:\s+(?:apps?|applications?|projects?))?|(?:example|demo|sample)\s+(?:apps?|applications?|projects?))\b/
        )
        return sentence.firstMatch(of: pattern).map { String($0.0) }
    }

    /// The conditions on the reader's app of a sentence ("If you support iOS 15+/macOS 12+ only",
    /// "when your app targets iOS 16"), up to the comma, semicolon or colon that ends each, as
    /// UTF-8 offsets in the sentence with their text.
    static func conditions(_ sentence: String) -> [(range: Range<Int>, text: String)] {
        guard sentence.includesAnyIgnoringASCIICase(["you"]) else { return [] }
        let pattern = cached(/(?i)\b(?:if|when|whenever|unless|in\s+case)\s+(?:you|your)\b[^,;:]*/)
        return sentence.matches(of: pattern).map { match in
            let start = sentence.utf8.distance(from: sentence.startIndex, to: match.range.lowerBound)
            let end = sentence.utf8.distance(from: sentence.startIndex, to: match.range.upperBound)
            return (start..<end, String(match.0).trimmingWhitespace())
        }
    }

    /// The parentheses of a passage that state their minimums with another package ("(iOS 12+
    /// with [OtherKit](…))"): a name after "with" that is no subject and none of `packageNames`,
    /// as UTF-8 offsets with "with" and the name.
    static func combinations(_ text: String, packageNames: [String]) -> [(range: Range<Int>, scope: String)] {
        let names = Set(packageNames.map { $0.lowercased() })
        return text.matches(of: cached(/\([^()]*\)/)).compactMap { group in
            // A name: capitalised ("OtherKit"), or a package's name in lower case with a hyphen or a
            // dot ("other-kit"), as a link's text often is; "with full support" names none.
            guard let with = group.0.firstMatch(of: cached(/\b[Ww]ith\s+(?:the\s+)?([A-Z][\w.+-]*|[a-z]\w*[-.][\w.+-]*\w)/)) else { return nil }
            let name = String(with.1)
            // "with Xcode" names a subject; "with swift-nio-extras", a package whose name holds one.
            let compound = name.contains("-") || name.contains(".")
            guard compound || subjectsNamed(in: name).isEmpty, !names.contains(name.lowercased()) else { return nil }
            let start = text.utf8.distance(from: text.startIndex, to: group.range.lowerBound)
            let end = text.utf8.distance(from: text.startIndex, to: group.range.upperBound)
            return (start..<end, "with \(name)")
        }
    }

    /// Whether the mention at `offset` is called recommended, preferred or suggested in its part
    /// of `sentence` (between commas, semicolons and parentheses, and a parenthesis right after
    /// its version that holds no version: "Xcode 16 (recommended)"): a recommendation, not a minimum.
    static func isRecommendation(_ bytes: [UInt8], at offset: Int, in sentence: Range<Int>) -> Bool {
        let cuts: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")")]
        var start = offset
        while start > sentence.lowerBound, !cuts.contains(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < sentence.upperBound, !cuts.contains(bytes[end]) { end += 1 }
        if end < sentence.upperBound, bytes[end] == UInt8(ascii: "("),
            String(decoding: bytes[offset..<end], as: UTF8.self).wholeMatch(of: cached(/[^\d]*\d[\d.]*\+?\s*/)) != nil,
            let close = bytes[end..<sentence.upperBound].firstIndex(of: UInt8(ascii: ")")),
            !bytes[end..<close].contains(where: \.isASCIIDigit)
        {
            end = close
        }
        let clause = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        return ["recommend", "prefer", "suggest"].contains { clause.includes($0) }
    }

    /// Whether a passage is a heading of a manifest syntax ("Swift 5.4 and newer
    /// (`swift-tools-version:5.4`)"), which names the snippet below it, not a requirement.
    static func isManifestSyntaxHeading(_ block: MarkupNode) -> Bool {
        block.kind == .heading && block.inlineTexts.contains { $0.literal.lowercased().includes("swift-tools-version") }
    }
}
