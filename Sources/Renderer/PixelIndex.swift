import Foundation

/// The pixel (or cell) index nearest to a coordinate: the one conversion from a
/// floating-point position to an `Int` that every drawing path uses, because
/// `Int(_:)` traps on NaN, on infinity and on anything beyond ±9.2e18.
///
/// ```
/// pixelIndex(85.6)                        // 86
/// pixelIndex(3.2, rounding: .up)          // 4
/// pixelIndex(CGFloat.infinity)            // 1_000_000_000, far off any canvas
/// pixelIndex(CGFloat.nan)                 // -1_000_000_000, off the canvas too
/// ```
///
/// The result lies in ±1e9: far beyond any canvas, so a clamped position is still
/// off it, yet small enough that sums and differences of a few indices cannot
/// overflow. Ordinary coordinates convert exactly as `Int(coordinate.rounded(rule))`.
///
/// - Complexity: O(1).
///
/// It takes `CGFloat` only, not any floating-point type: a chart's every pixel goes
/// through it, and in a debug build, as the student's is, a generic conversion to `Int`
/// costs ten times a concrete one.
@inline(__always)
func pixelIndex(
    _ coordinate: CGFloat, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
) -> Int {
    Int(coordinate.rounded(rule).limitedToPixelRange())
}

extension CGFloat {
    /// The value limited to ±1e9 (NaN becomes -1e9): far beyond any canvas, and safe to
    /// turn into an `Int`.
    @inline(__always)
    func limitedToPixelRange() -> Self {
        guard !isNaN else { return -1e9 }
        return Swift.min(Swift.max(self, -1e9), 1e9)
    }

    /// The value limited to ±1e150: far beyond any canvas, yet small enough that the
    /// difference or product of two such values is finite.
    ///
    /// Geometry on raw coordinates overflows: 1e308 − (−1e308) is infinity, and
    /// 0 × infinity is NaN. Only coordinates beyond 1e150 change, and those are wild.
    @inline(__always)
    func limitedToGeometryRange() -> Self {
        Swift.min(Swift.max(self, -1e150), 1e150)
    }
}
