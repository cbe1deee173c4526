import Foundation
import Testing

@testable import DocCheckKit

/// The configuration reference is made from the same list of keys the reader accepts: every
/// example it shows is read without an error, and a key it does not list is refused.
@Suite struct ConfigurationReferenceTests {
    /// A top-level example as a whole file; a nested one inside its parent, with the parent's
    /// required keys.
    static func file(for key: ConfigurationKey) -> String {
        if key.name.hasPrefix("ignore[].") {
            let required = [#""rule": "link-text""#, #""path": "README.md""#].filter { !$0.hasPrefix("\"\(key.leaf)\"") }
            return #"{ "ignore": [{ "# + (required + [key.example]).joined(separator: ", ") + " }] }"
        }
        if key.name.hasPrefix("tables[].") {
            let required = [#""region": "t""#, #""source": "rows.json""#].filter { !$0.hasPrefix("\"\(key.leaf)\"") }
            return #"{ "tables": [{ "# + (required + [key.example]).joined(separator: ", ") + " }] }"
        }
        if key.name.hasPrefix("overrides[].") {
            let required = [#""paths": ["README.md"]"#, #""rules": {}"#].filter { !$0.hasPrefix("\"\(key.leaf)\"") }
            return #"{ "overrides": [{ "# + (required + [key.example]).joined(separator: ", ") + " }] }"
        }
        return "{ " + key.example + " }"
    }

    @Test(arguments: Configuration.keys.map(\.name))
    func everyExampleIsAccepted(_ name: String) throws {
        let key = try #require(Configuration.keys.first { $0.name == name })
        let text = Self.file(for: key)
        #expect(throws: Never.self, "\(text)") { try Configuration(json: Array(text.utf8)) }
    }

    @Test func aKeyTheReferenceDoesNotListIsRefused() {
        for text in [#"{ "readmee": "README.md" }"#, #"{ "ignore": [{ "rule": "x", "path": "y", "lines": 2 }] }"#] {
            #expect(throws: ConfigurationError.self) { try Configuration(json: Array(text.utf8)) }
        }
    }

    @Test func theReferenceListsEveryKeyOnce() {
        let names = Configuration.keys.map(\.name)
        #expect(Set(names).count == names.count)
        let rows = ConfigurationTableSource().table().rows.map(\.id)
        #expect(rows == names)
    }
}
