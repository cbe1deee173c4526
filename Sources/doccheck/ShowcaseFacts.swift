import DocCheckKit
import ShowcaseCatalog

/// The catalog's counts as fact sources: `demos`, and `demos.ios`, `demos.macos` for the
/// demos each platform runs. Like the demo table, they are known to this command line alone.
enum ShowcaseFacts {
    static let all: [FactSource] =
        [demos("demos", "the number of demos in the showcase catalog", ShowcaseDemo.allCases.count)]
        + Platform.allCases.map { platform in
            demos(
                "demos.\(platform.rawValue.lowercased())", "the number of the showcase catalog's demos that run on \(platform.name)",
                ShowcaseDemo.allCases.count { $0.platforms.contains(platform) })
        }

    private static func demos(_ name: String, _ summary: String, _ count: Int) -> FactSource {
        FactSource(name: name, summary: summary, nouns: ["demos"], exampleValue: { .number(count) }, compute: { _ in .success(.number(count)) })
    }
}
