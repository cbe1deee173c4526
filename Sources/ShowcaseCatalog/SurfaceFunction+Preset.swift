extension SurfaceFunction {
    /// A named surface the chart demo offers in its picker.
    public enum Preset: String, CaseIterable, Sendable, Identifiable {
        /// Circular waves spreading from the origin.
        case ripple
        /// A saddle curving up along x and down along y.
        case saddle
        /// A bell-shaped hill.
        case gaussian
        /// A grid of crests and troughs.
        case waves

        /// The preset's stable identifier, equal to its raw value.
        public var id: String { rawValue }

        /// The name shown in the picker.
        public var title: String {
            switch self {
            case .ripple: "Ripple"
            case .saddle: "Saddle"
            case .gaussian: "Gaussian"
            case .waves: "Waves"
            }
        }

        /// The surface the preset plots.
        public var function: SurfaceFunction {
            switch self {
            case .ripple: .ripple
            case .saddle: .saddle
            case .gaussian: .gaussian
            case .waves: .waves
            }
        }
    }
}
