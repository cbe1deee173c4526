import Foundation
import Testing

/// Every input in Fuzz/Regressions once crashed doccheck (found by `Fuzz/run` or by hand);
/// each goes through the fuzzer's harness again, in this process.
@Suite struct FuzzRegressionTests {
    static let folder = PackageRoot.url.appendingPathComponent("Fuzz/Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test(arguments: inputs) func regressionInputRunsCleanly(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        FuzzHarness.run(bytes)
    }

    @Test func harnessSplitsTheInputIntoItsParts() {
        let parts = FuzzHarness.parts(Array("a".utf8) + FuzzHarness.separator + Array("b".utf8) + FuzzHarness.separator + Array("c".utf8))
        #expect(parts == [Array("a".utf8), Array("b".utf8), Array("c".utf8), nil])
    }
}
