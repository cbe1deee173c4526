import Foundation
import Testing

@testable import DocCheckKit

/// Pin and CHANGELOG scanning grow linearly: twice the input takes at most 2.5 times as long
/// (a quadratic scan takes 4 times). The two sizes are timed in turn, five times each, and
/// each is taken at its fastest, so a busy moment of the machine slows both or neither; a
/// ratio above 2.5 is measured again, up to three times, as load can still skew one round
/// (a quadratic scan is above it every round). Absolute speed lives in `Benchmarks/pin-scan`.
@Suite struct ScanGrowthTests {
    static func seconds(_ work: () -> Void) -> Double {
        let start = ContinuousClock.now
        work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    static func ratio(_ make: (Int) -> MarkdownDocument, _ scan: (MarkdownDocument) -> Int, size: Int) -> (Double, Int, Int) {
        let small = make(size)
        let large = make(size * 2)
        var counts = (0, 0)
        var best = Double.infinity
        for _ in 0..<3 where best > 2.5 {
            var one = Double.infinity
            var two = Double.infinity
            for _ in 0..<5 {
                one = min(one, seconds { counts.0 = scan(small) })
                two = min(two, seconds { counts.1 = scan(large) })
            }
            best = min(best, two / one)
        }
        return (best, counts.0, counts.1)
    }

    /// Half the declarations are never closed: the scan that was quadratic looked for each one's end to the end of the block.
    @Test func pinScanningIsLinear() throws {
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
        let (ratio, small, large) = Self.ratio(make, { scanner.pins(in: $0).count }, size: 4_000)
        #expect(small == 2_000 && large == 4_000, "\(small) \(large)")
        #expect(ratio <= 2.5, "twice the pins took \(ratio) times as long")
    }

    @Test func changelogReadingIsLinear() {
        let make = { (count: Int) in
            var text = "# Changelog\n"
            for minor in (0..<count).reversed() { text += "\n## 8.\(minor).0 - Release (2026-07-20)\n\n### Fixed\n\n- A fix.\n" }
            return MarkdownDocument(path: "CHANGELOG.md", text: text)
        }
        let (ratio, small, large) = Self.ratio(make, { Changelog(document: $0).releases.count }, size: 2_000)
        #expect(small == 2_000 && large == 4_000)
        #expect(ratio <= 2.5, "twice the releases took \(ratio) times as long")
    }
}
