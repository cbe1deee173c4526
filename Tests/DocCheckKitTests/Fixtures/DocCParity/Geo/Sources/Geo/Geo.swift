/// A point on a line.
public struct Point {
    /// Where the point is.
    public var x: Double

    /// A point at `x`.
    public init(x: Double) { self.x = x }

    /// The point moved by `delta`.
    public func moved(by delta: Double) -> Point { Point(x: x + delta) }

    /// The point moved by a whole number of steps.
    public func moved(by steps: Int) -> Point { Point(x: x + Double(steps)) }

    /// How a point was made.
    public enum Kind {
        case measured, guessed
    }
}

/// The distance between two points.
public func distance(_ a: Point, _ b: Point) -> Double { abs(a.x - b.x) }

/// Something that can be drawn.
public protocol Drawable {
    /// Draws it.
    func draw() -> String
}

extension Drawable {
    /// Draws nothing.
    public func draw() -> String { "" }
}
