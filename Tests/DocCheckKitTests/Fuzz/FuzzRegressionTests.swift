import Foundation
import Testing

@testable import DocCheckKit

/// Every input in Fuzz/Regressions once crashed doccheck (found by `Fuzz/run` or by hand);
/// each goes through the fuzzer's harness again, in this process: through the stage its first
/// byte picks, as the fuzzer runs it, and whole through the model, the plans and every rule.
@Suite struct FuzzRegressionTests {
    static let folder = PackageRoot.url.appendingPathComponent("Fuzz/Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test(arguments: inputs) func regressionInputRunsCleanly(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        FuzzHarness.run(bytes)
        FuzzHarness.runEveryStage(bytes)
    }

    @Test func harnessSplitsTheInputIntoItsParts() {
        let parts = FuzzHarness.parts(Array("a".utf8) + FuzzHarness.separator + Array("b".utf8) + FuzzHarness.separator + Array("c".utf8))
        #expect(parts == [Array("a".utf8), Array("b".utf8), Array("c".utf8), nil])
    }

    @Test func firstByteCyclesThroughEveryStage() {
        let count = FuzzHarness.Stage.all.count
        #expect(count == 6 + RuleRegistry.checks.count)
        #expect(FuzzHarness.Stage(byte: 0) == .model)
        #expect(FuzzHarness.Stage(byte: UInt8(count)) == .model)
        #expect(FuzzHarness.Stage(byte: UInt8(count - 1)) == .rule(RuleRegistry.checks.count - 1))
    }

    /// Every stage runs to its end on the WidgetKit fixture's README with its German
    /// translation, as the fuzzer's seeds give them.
    @Test func everyStageRunsOnTheFixture() throws {
        let fixture = PackageRoot.url.appendingPathComponent("Tests/DocCheckKitTests/Fixtures/WidgetKit")
        let readme = Array(try Data(contentsOf: fixture.appendingPathComponent("README.md")))
        let german = Array(try Data(contentsOf: fixture.appendingPathComponent("Translations/README.de.md")))
        for stage in FuzzHarness.Stage.all {
            FuzzHarness.run(stage, on: (readme + FuzzHarness.separator + german)[...])
        }
    }
}
