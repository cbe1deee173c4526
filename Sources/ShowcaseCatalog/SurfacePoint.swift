/// One point of a sampled surface.
public struct SurfacePoint: Hashable, Sendable {
    /// The point's x coordinate.
    public let x: Double
    /// The point's y coordinate.
    public let y: Double
    /// The surface's height at (x, y).
    public let z: Double

    /// Creates the point (x, y, z).
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}
