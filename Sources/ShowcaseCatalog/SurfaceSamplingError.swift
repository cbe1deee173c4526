/// Why a surface function couldn't be sampled.
public enum SurfaceSamplingError: Error, Equatable, Sendable {
    /// The grid needs at least two points per side to cover both ends of each range.
    case resolutionTooLow(Int)
    /// The grid would have more than `SurfaceFunction.maximumResolution` points per side.
    case resolutionTooHigh(Int)
    /// A bound of the x or y range is infinite.
    case nonFiniteRange
    /// The function returned NaN or an infinity at (x, y).
    case nonFiniteValue(x: Double, y: Double)
}
