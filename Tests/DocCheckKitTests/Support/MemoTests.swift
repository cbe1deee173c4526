import Foundation
import Testing

@testable import DocCheckKit

/// The caches that live as long as the process must stay bounded, and a memo must hand
/// back what it computed without computing it again.
@Suite struct MemoTests {
    @Test func computesEachKeyOnce() {
        let memo = Memo<Int, String>()
        var calls = 0
        for key in [1, 2, 1, 2, 1] {
            _ = memo.value(key) {
                calls += 1
                return "\(key)"
            }
        }
        #expect(calls == 2)
        #expect(memo.value(1) { "other" } == "1")
    }

    /// `verify` lets go of the links' targets once their rules have run; a reader after that
    /// gets them made again, not a stale or missing value.
    @Test func aForgottenValueIsMadeAgain() {
        let once = Once<String>()
        var calls = 0
        let make = {
            calls += 1
            return "made \(calls)"
        }
        #expect(once.value(make) == "made 1")
        #expect(once.value(make) == "made 1")
        #expect(once.forget() == "made 1")
        #expect(once.forget() == nil)
        #expect(once.value(make) == "made 2")
        #expect(calls == 2)
    }

    @Test func aCappedMemoNeverHoldsMoreThanItsCapacity() {
        let memo = Memo<Int, Int>(capacity: 8)
        var largest = 0
        for key in 0..<1_000 {
            #expect(memo.value(key) { key * 2 } == key * 2)
            largest = max(largest, memo.count)
        }
        #expect(largest == 8)
    }

    @Test func cellTextStaysBoundedHoweverManyCellsItSees() {
        for index in 0..<5_000 { _ = TableRenderer.plainText(ofCell: "`cell\(index)` *x*") }
        #expect(TableRenderer.plainTexts.count <= 4096)
        #expect(TableRenderer.plainText(ofCell: "`a` *b*") == "a b")
    }

    /// Counted at the one call site, not through the cache's size, which every test running
    /// beside this one adds to.
    @Test func aRegexLiteralIsCompiledOncePerCallSite() {
        var compiled = 0
        for _ in 0..<100 {
            let regex = RegexCache.regex(
                {
                    compiled += 1
                    return /a+b/
                }, file: #fileID, line: #line, column: #column)
            #expect(("xaab".firstMatch(of: regex)?.output).map(String.init) == "aab")
        }
        #expect(compiled == 1, "evaluating a site again compiles nothing")
    }
}
