import Foundation
import Testing
@testable import DocCheckKit
@Suite struct ZZPerfTests {
    @Test(arguments: ["/tmp/h1", "/tmp/h3"]) func perf(_ path: String) throws {
        let repository = try Repository(root: URL(fileURLWithPath: path))
        var t = Date()
        let set = DocumentSet(repository: repository, paths: repository.documentPaths())
        print(path, "parse", Date().timeIntervalSince(t))
        let context = RuleContext(repository: repository, documents: set)
        for rule in RuleRegistry.checks {
            t = Date(); let n = rule.check(context).count
            print(path, rule.description.id, n, Date().timeIntervalSince(t))
        }
        t = Date(); _ = Suppression(documents: set, configuration: repository.configuration, disabledRules: []).apply(to: []); print(path, "suppression", Date().timeIntervalSince(t))
    }
}
