import Foundation
import Testing

@testable import DocCheckKit

/// Pin and CHANGELOG scanning of hostile inputs, at a size and twice it: every declaration
/// and every release is found. How the time grows is `Benchmarks/growth`'s `pins` and
/// `changelog` shapes (exit status 1 when twice the input takes more than 2.5 times as long);
/// absolute speed is `Benchmarks/pin-scan`'s.
@Suite struct ScanGrowthTests {
    static func counts(_ make: (Int) -> MarkdownDocument, _ scan: (MarkdownDocument) -> Int, size: Int) -> (Int, Int) {
        (scan(make(size)), scan(make(size * 2)))
    }

    /// Half the declarations are never closed: the scan that was quadratic looked for each one's end to the end of the block.
    @Test func everyPinIsFound() throws {
        let url = try #require(RepositoryURL("https://github.com/acme/widgets"))
        let scanner = PinScanner(canonical: url, products: ["Widgets"])
        let make = { (count: Int) in
            var lines = ["# Widgets", "", "```swift"]
            for index in 0..<count {
                lines.append(
                    index % 2 == 0
                        ? ".package(url: \"https://github.com/acme/widgets\", from: \"1.0.0\"),"
                        : ".package(url: \"https://github.com/acme/widgets\", ")
            }
            return MarkdownDocument(path: "README.md", text: (lines + ["```", ""]).joined(separator: "\n"))
        }
        let (small, large) = Self.counts(make, { scanner.pins(in: $0).count }, size: 4_000)
        #expect(small == 2_000 && large == 4_000, "\(small) \(large)")
    }

    @Test func everyReleaseIsRead() {
        let make = { (count: Int) in
            var text = "# Changelog\n"
            for minor in (0..<count).reversed() { text += "\n## 8.\(minor).0 - Release (2026-07-20)\n\n### Fixed\n\n- A fix.\n" }
            return MarkdownDocument(path: "CHANGELOG.md", text: text)
        }
        let (small, large) = Self.counts(make, { Changelog(document: $0).releases.count }, size: 2_000)
        #expect(small == 2_000 && large == 4_000)
    }
}
