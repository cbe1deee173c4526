/// The points of a surface function evaluated on a square grid, ready to plot.
public struct SurfaceSample: Equatable, Sendable {
    /// The number of points along each side of the grid.
    public let resolution: Int

    /// The `resolution` × `resolution` points, row by row from the lowest y, each row from the lowest x.
    public let points: [SurfacePoint]

    /// The lowest and highest z among the points, for scaling the chart's z axis.
    public let zRange: ClosedRange<Double>

    /// Wraps the grid `points` of a sample; `points` must hold `resolution` × `resolution` finite points.
    init(resolution: Int, points: [SurfacePoint]) {
        precondition(resolution >= 2 && points.count == resolution * resolution, "incomplete grid")
        self.resolution = resolution
        self.points = points
        let zs = points.map(\.z)
        // The grid is never empty, so min and max exist.
        self.zRange = zs.min()!...zs.max()!
    }

    /// The point in the given column (x index) and row (y index) of the grid.
    public func point(column: Int, row: Int) -> SurfacePoint {
        precondition((0..<resolution).contains(column) && (0..<resolution).contains(row), "outside the grid")
        return points[row * resolution + column]
    }
}
