import Foundation

/// A function z = f(x, y) over a rectangle of the plane, for the 3D surface chart demo.
public struct SurfaceFunction: Sendable {
    /// The x values the surface covers.
    public let xRange: ClosedRange<Double>

    /// The y values the surface covers.
    public let yRange: ClosedRange<Double>

    /// The height of the surface above the point (x, y).
    public let evaluate: @Sendable (_ x: Double, _ y: Double) -> Double

    /// The largest grid `sample(resolution:)` accepts, which keeps a sample at 262,144 points or fewer.
    public static let maximumResolution = 512

    /// Creates the surface z = `f`(x, y) over `xRange` × `yRange`.
    public init(
        xRange: ClosedRange<Double>,
        yRange: ClosedRange<Double>,
        _ f: @escaping @Sendable (_ x: Double, _ y: Double) -> Double
    ) {
        self.xRange = xRange
        self.yRange = yRange
        self.evaluate = f
    }

    /// The height of the surface above the point (x, y).
    public func callAsFunction(_ x: Double, _ y: Double) -> Double {
        evaluate(x, y)
    }

    // MARK: Sampling

    /// Evaluates the function on a `resolution` × `resolution` grid that includes the corners of
    /// both ranges, row by row from the lowest y, each row from the lowest x.
    ///
    /// Throws if `resolution` is below 2 or above `maximumResolution`, if a range bound is infinite,
    /// or if the function returns NaN or an infinity.
    public func sample(resolution: Int) throws(SurfaceSamplingError) -> SurfaceSample {
        guard resolution >= 2 else { throw .resolutionTooLow(resolution) }
        guard resolution <= Self.maximumResolution else { throw .resolutionTooHigh(resolution) }
        let bounds = [xRange.lowerBound, xRange.upperBound, yRange.lowerBound, yRange.upperBound]
        guard bounds.allSatisfy(\.isFinite) else { throw .nonFiniteRange }

        let xs = Self.steps(across: xRange, count: resolution)
        let ys = Self.steps(across: yRange, count: resolution)
        var points: [SurfacePoint] = []
        points.reserveCapacity(resolution * resolution)
        for y in ys {
            for x in xs {
                let z = evaluate(x, y)
                guard z.isFinite else { throw .nonFiniteValue(x: x, y: y) }
                points.append(SurfacePoint(x: x, y: y, z: z))
            }
        }
        return SurfaceSample(resolution: resolution, points: points)
    }

    /// `count` evenly spaced values from the lower to the upper bound of `range`, both exactly.
    ///
    /// Interpolating as `lower * (1 - t) + upper * t` keeps the ends exact and cannot overflow
    /// for finite bounds, unlike `lower + (upper - lower) * t`.
    private static func steps(across range: ClosedRange<Double>, count: Int) -> [Double] {
        (0..<count).map { index in
            let t = Double(index) / Double(count - 1)
            return range.lowerBound * (1 - t) + range.upperBound * t
        }
    }
}

// MARK: - Presets

extension SurfaceFunction {
    /// Circular waves spreading from the origin and fading with distance.
    public static let ripple = SurfaceFunction(xRange: -3...3, yRange: -3...3) { x, y in
        let r = (x * x + y * y).squareRoot()
        return cos(3 * r) / (1 + r)
    }

    /// A saddle, z = x² − y², curving up along x and down along y.
    public static let saddle = SurfaceFunction(xRange: -1...1, yRange: -1...1) { x, y in
        x * x - y * y
    }

    /// A smooth bell-shaped hill centered on the origin.
    public static let gaussian = SurfaceFunction(xRange: -2...2, yRange: -2...2) { x, y in
        exp(-(x * x + y * y))
    }

    /// A grid of crests and troughs, z = sin x · cos y.
    public static let waves = SurfaceFunction(
        xRange: -Double.pi...Double.pi, yRange: -Double.pi...Double.pi
    ) { x, y in
        sin(x) * cos(y)
    }
}
