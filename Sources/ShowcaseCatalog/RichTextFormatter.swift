import Foundation

/// Applies and removes bold, italic and code on part of an attributed string, for the rich text demo.
///
/// Styles are stored as Foundation inline presentation intents (`.stronglyEmphasized`, `.emphasized`,
/// `.code`), so other intents on the same runs, such as `.strikethrough`, are left alone. A run whose
/// last intent is removed loses the attribute rather than keeping an empty intent set, so toggling a
/// style twice over text that didn't have it gives back an equal attributed string.
public enum RichTextFormatter {
    /// A text style the formatting bar can toggle.
    public enum Style: String, CaseIterable, Sendable {
        /// Bold, stored as `.stronglyEmphasized`.
        case bold
        /// Italic, stored as `.emphasized`.
        case italic
        /// Code voice, stored as `.code`.
        case code

        /// The inline presentation intent that carries the style.
        public var intent: InlinePresentationIntent {
            switch self {
            case .bold: .stronglyEmphasized
            case .italic: .emphasized
            case .code: .code
            }
        }
    }

    #if canImport(Darwin)
        /// The attribute key that stores inline presentation intents: Foundation's own on Apple platforms.
        public typealias IntentAttribute = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
    #else
        /// The attribute key that stores inline presentation intents, named like Foundation's on Apple platforms.
        public enum IntentAttribute: CodableAttributedStringKey {
            /// The intents of a run.
            public typealias Value = InlinePresentationIntent
            /// The key's name, the same as Foundation's `inlinePresentationIntent` attribute.
            public static let name = "NSInlinePresentationIntent"
        }
    #endif

    // MARK: Queries

    /// Whether every character in `range` has `style`; false for an empty range.
    public static func isApplied(
        _ style: Style, in text: AttributedString, range: Range<AttributedString.Index>
    ) -> Bool {
        guard !range.isEmpty else { return false }
        return text[range].runs[IntentAttribute.self].allSatisfy { intent, _ in
            intent?.contains(style.intent) == true
        }
    }

    // MARK: Editing

    /// Applies `style` to `range` if part of it lacks the style, and removes it otherwise.
    public static func toggle(
        _ style: Style, in text: inout AttributedString, range: Range<AttributedString.Index>
    ) {
        if isApplied(style, in: text, range: range) {
            remove(style, from: &text, range: range)
        } else {
            apply(style, to: &text, range: range)
        }
    }

    /// Adds `style` to every run in `range`, keeping the runs' other intents.
    public static func apply(
        _ style: Style, to text: inout AttributedString, range: Range<AttributedString.Index>
    ) {
        update(&text, range: range) { $0.union(style.intent) }
    }

    /// Removes `style` from every run in `range`, keeping the runs' other intents.
    public static func remove(
        _ style: Style, from text: inout AttributedString, range: Range<AttributedString.Index>
    ) {
        update(&text, range: range) { $0.subtracting(style.intent) }
    }

    /// Replaces the intents of each run in `range` with `change` of them, dropping empty sets.
    private static func update(
        _ text: inout AttributedString,
        range: Range<AttributedString.Index>,
        _ change: (InlinePresentationIntent) -> InlinePresentationIntent
    ) {
        let runs = text[range].runs[IntentAttribute.self].map { ($0.0, $0.1) }
        for (intent, runRange) in runs {
            let updated = change(intent ?? [])
            text[runRange][IntentAttribute.self] = updated.isEmpty ? nil : updated
        }
    }
}
