import Foundation
import ShowcaseCatalog
import Testing

@Suite struct SurfaceFunctionTests {
    /// z = x + 10y over [0, 1] × [−2, 2], easy to check by hand.
    let plane = SurfaceFunction(xRange: 0...1, yRange: -2...2) { x, y in x + 10 * y }

    @Test(arguments: [2, 3, 7, 50])
    func sampleIsAFullSquareGrid(_ resolution: Int) throws {
        let sample = try plane.sample(resolution: resolution)
        #expect(sample.resolution == resolution)
        #expect(sample.points.count == resolution * resolution)
        #expect(Set(sample.points.map(\.x)).count == resolution)
        #expect(Set(sample.points.map(\.y)).count == resolution)
    }

    @Test func gridCoversBothRangesInclusively() throws {
        let sample = try plane.sample(resolution: 5)
        let last = sample.resolution - 1
        #expect(sample.point(column: 0, row: 0) == SurfacePoint(x: 0, y: -2, z: -20))
        #expect(sample.point(column: last, row: 0) == SurfacePoint(x: 1, y: -2, z: -19))
        #expect(sample.point(column: 0, row: last) == SurfacePoint(x: 0, y: 2, z: 20))
        #expect(sample.point(column: last, row: last) == SurfacePoint(x: 1, y: 2, z: 21))
        #expect(sample.points.map(\.x).min() == 0)
        #expect(sample.points.map(\.x).max() == 1)
        #expect(sample.points.map(\.y).min() == -2)
        #expect(sample.points.map(\.y).max() == 2)
    }

    @Test func pointsAreEvenlySpacedRowByRow() throws {
        let sample = try plane.sample(resolution: 3)
        #expect(sample.points.map(\.x) == [0, 0.5, 1, 0, 0.5, 1, 0, 0.5, 1])
        #expect(sample.points.map(\.y) == [-2, -2, -2, 0, 0, 0, 2, 2, 2])
        #expect(sample.points.allSatisfy { $0.z == $0.x + 10 * $0.y })
    }

    @Test func zRangeSpansTheSampledValues() throws {
        #expect(try plane.sample(resolution: 4).zRange == -20...21)
        let bowl = SurfaceFunction(xRange: -1...1, yRange: -1...1) { x, y in x * x + y * y }
        #expect(try bowl.sample(resolution: 3).zRange == 0...2)
        let flat = SurfaceFunction(xRange: 0...1, yRange: 0...1) { _, _ in 4 }
        #expect(try flat.sample(resolution: 2).zRange == 4...4)
    }

    @Test func cornersAreExactForAwkwardRanges() throws {
        let surface = SurfaceFunction(xRange: 0.1...0.7, yRange: -1e308...1e308) { _, _ in 0 }
        let sample = try surface.sample(resolution: 7)
        #expect(sample.point(column: 6, row: 6).x == 0.7)
        #expect(sample.point(column: 6, row: 6).y == 1e308)
        #expect(sample.point(column: 0, row: 0).y == -1e308)
    }

    // MARK: Errors

    @Test(arguments: [1, 0, -3])
    func resolutionBelowTwoThrows(_ resolution: Int) {
        #expect(throws: SurfaceSamplingError.resolutionTooLow(resolution)) {
            try plane.sample(resolution: resolution)
        }
    }

    @Test func resolutionAboveTheMaximumThrows() throws {
        let maximum = SurfaceFunction.maximumResolution
        #expect(try plane.sample(resolution: maximum).points.count == maximum * maximum)
        #expect(throws: SurfaceSamplingError.resolutionTooHigh(maximum + 1)) {
            try plane.sample(resolution: maximum + 1)
        }
    }

    @Test func nanFromTheFunctionThrows() {
        let surface = SurfaceFunction(xRange: -1...1, yRange: -1...1) { x, y in
            x == 0 && y == 0 ? .nan : x * y
        }
        #expect(throws: SurfaceSamplingError.nonFiniteValue(x: 0, y: 0)) {
            try surface.sample(resolution: 3)
        }
    }

    @Test func infinityFromTheFunctionThrows() {
        let surface = SurfaceFunction(xRange: 0...1, yRange: 0...1) { x, _ in 1 / x }
        #expect(throws: SurfaceSamplingError.nonFiniteValue(x: 0, y: 0)) {
            try surface.sample(resolution: 2)
        }
    }

    @Test(arguments: [
        (-Double.infinity)...0, 0...Double.infinity, (-Double.infinity)...Double.infinity,
    ])
    func infiniteRangesThrow(_ range: ClosedRange<Double>) {
        let wideX = SurfaceFunction(xRange: range, yRange: 0...1) { _, _ in 0 }
        let wideY = SurfaceFunction(xRange: 0...1, yRange: range) { _, _ in 0 }
        #expect(throws: SurfaceSamplingError.nonFiniteRange) { try wideX.sample(resolution: 2) }
        #expect(throws: SurfaceSamplingError.nonFiniteRange) { try wideY.sample(resolution: 2) }
    }

    // MARK: Presets

    @Test(arguments: SurfaceFunction.Preset.allCases)
    func presetsSampleToFiniteSurfaces(_ preset: SurfaceFunction.Preset) throws {
        let sample = try preset.function.sample(resolution: 41)
        #expect(sample.points.allSatisfy { $0.z.isFinite })
        #expect(sample.zRange.lowerBound < sample.zRange.upperBound)
        #expect(!preset.title.isEmpty)
    }

    /// The ripple peaks at the origin, where a naive sin(r)/r would divide zero by zero.
    @Test func rippleIsFiniteAtTheOrigin() throws {
        #expect(SurfaceFunction.ripple(0, 0) == 1)
        #expect(try SurfaceFunction.ripple.sample(resolution: 3).zRange.upperBound == 1)
    }
}
