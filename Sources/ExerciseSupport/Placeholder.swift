import Foundation

/// A type that has a harmless stand-in value for an exercise that is not written yet.
///
/// A skeleton returns ``todo(_:fileID:filePath:line:column:)`` where its answer will go.
/// The stand-in must never crash the code that receives it, so numbers stand in as NaN
/// (which no test accepts as a position), collections as empty, optionals as `nil`.
///
///     public func average(of values: [Double]) -> Double? {
///         todo("add the values up and divide by how many there are")
///     }
public protocol Placeholder {
    /// The stand-in value.
    static var placeholder: Self { get }
}

extension Double: Placeholder {
    public static var placeholder: Double { .nan }
}

extension CGFloat: Placeholder {
    public static var placeholder: CGFloat { .nan }
}

extension Int: Placeholder {
    /// No index is `-1`, so code that looks a placeholder index up must check it first.
    public static var placeholder: Int { -1 }
}

extension Bool: Placeholder {
    public static var placeholder: Bool { false }
}

extension String: Placeholder {
    public static var placeholder: String { "" }
}

extension CGPoint: Placeholder {
    public static var placeholder: CGPoint { CGPoint(x: CGFloat.nan, y: .nan) }
}

extension CGSize: Placeholder {
    public static var placeholder: CGSize { CGSize(width: CGFloat.nan, height: .nan) }
}

extension CGRect: Placeholder {
    /// `CGRect.null`: the rectangle that stands for "no rectangle".
    public static var placeholder: CGRect { .null }
}

extension Array: Placeholder {
    public static var placeholder: [Element] { [] }
}

extension Optional: Placeholder {
    public static var placeholder: Wrapped? { nil }
}

extension ClosedRange: Placeholder where Bound: Placeholder & FloatingPoint {
    /// An empty-looking `0...0`: a closed range cannot hold NaN without trapping.
    public static var placeholder: ClosedRange<Bound> { 0...0 }
}
