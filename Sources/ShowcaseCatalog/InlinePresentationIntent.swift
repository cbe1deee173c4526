#if !canImport(Darwin)
    /// Foundation's inline presentation intents, for platforms whose Foundation lacks them.
    ///
    /// On Apple platforms Foundation declares `InlinePresentationIntent` and this file compiles to
    /// nothing. swift-corelibs-foundation on Linux only has it inside `FOUNDATION_FRAMEWORK`, so this
    /// mirror keeps the same name, members and raw values, letting the same code build everywhere.
    public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
        /// The bits of the intent set, matching Foundation's raw values.
        public let rawValue: UInt

        /// Creates an intent set from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Emphasized text, usually shown in italics.
        public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
        /// Strongly emphasized text, usually shown in bold.
        public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
        /// Code voice text, usually shown in a monospaced font.
        public static let code = InlinePresentationIntent(rawValue: 1 << 2)
        /// Struck-through text.
        public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
        /// A soft line break.
        public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
        /// A hard line break.
        public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
        /// Inline HTML.
        public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
        /// Block HTML.
        public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
    }
#endif
