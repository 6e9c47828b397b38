import Foundation

/// One thing drawn on a chart, in the canvas's pixel coordinates.
///
/// Pixel (0, 0) is the top-left pixel of the top-left cell, and y grows downwards, as in
/// SwiftUI. A point is drawn on the pixel nearest to it, so a chart whose plot area
/// covers pixels 4 to 203 hands the chapters `CGRect(x: 4, y: ..., width: 199, ...)`.
///
/// ```
/// let marks: [Mark] = [
///     .area([CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 20)], color: .blue),
///     .line([CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 5)], color: .blue),
///     .text("peak", at: CGPoint(x: 10, y: 4), alignment: .center),
/// ]
/// ```
///
/// Points that are not finite (NaN, infinity) never draw: in a line they break it, so a
/// missing value leaves a gap, and anything far off the canvas is clipped.
///
/// Marks are `Codable`, to pass between processes as JSON; encode them with
/// ``makeJSONEncoder()`` and decode with ``makeJSONDecoder()``, which keep NaN and the
/// infinities that plain JSON has no numbers for.
public enum Mark: Equatable, Codable, Sendable {
    /// A line through the points; a non-finite point breaks it in two.
    case line([CGPoint], color: ChartColor, style: LineStyle = .solid)
    /// Evenly spaced values from the left to the right edge of `rect`, scaled so that
    /// `range` fills its height: the fast way to draw a million points (the values of
    /// each pixel column become one vertical run from their minimum to their maximum).
    case series([Double], range: ClosedRange<Double>, in: CGRect, color: ChartColor)
    /// A closed polygon filled with shading, as a gradient under a line.
    case area([CGPoint], shading: Shading = .fading, color: ChartColor)
    /// A rectangle, filled pixel by pixel or outlined.
    case rectangle(CGRect, filled: Bool = true, color: ChartColor)
    /// A marker on one point.
    case point(CGPoint, size: PointSize = .large, color: ChartColor)
    /// Text placed by pixel; wide characters take two columns.
    case text(
        String, at: CGPoint, alignment: TextAlignment = .leading, color: ChartColor = .primary, bold: Bool = false)
    /// A box-drawing frame along the edges of `rect`.
    case frame(CGRect, color: ChartColor = .gray)
    /// A horizontal line across `xRange` at height `y`, with an optional label.
    case referenceLine(
        y: CGFloat, xRange: ClosedRange<CGFloat>, label: String?, color: ChartColor, style: LineStyle = .dashed)
    /// Lines of text in a frame whose top-left character cell holds pixel `topLeft`.
    case textBox([String], topLeft: CGPoint, color: ChartColor = .primary)
}

/// How a line is stroked.
public enum LineStyle: String, Codable, Sendable {
    case solid
    /// Every other pixel, for grid and reference lines that other marks cross.
    case dashed
}

/// How densely an area is shaded.
public enum Shading: Equatable, Codable, Sendable {
    /// The same level everywhere, 1 (light) to 3 (dense).
    case solid(level: Int)
    /// Dense at the top of the area and light at its bottom, as the gradient under a line
    /// that fades from the line's colour to transparent.
    case fading
}

/// How big a point marker is.
public enum PointSize: String, Codable, Sendable {
    /// One pixel.
    case dot
    /// A whole character cell, easy to find on a projector.
    case large
}

/// Which end of a text its anchor point is.
public enum TextAlignment: String, Codable, Sendable {
    case leading, center, trailing
}
