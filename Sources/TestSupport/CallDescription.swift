import Foundation

/// Writes values the way Swift code writes them, so a failure message shows a call the
/// student can paste into their own code to try it.
///
/// ```
/// swiftLiteral(CGRect(x: 48, y: 16, width: 300, height: 200))
/// // "CGRect(x: 48, y: 16, width: 300, height: 200)"
/// swiftLiteral([4.1, .nan])   // "[4.1, .nan]"
/// ```
public func swiftLiteral(_ rect: CGRect) -> String {
    "CGRect(x: \(swiftLiteral(rect.minX)), y: \(swiftLiteral(rect.minY)), "
        + "width: \(swiftLiteral(rect.width)), height: \(swiftLiteral(rect.height)))"
}

/// A number as Swift source, exactly: `4.1`, `300`, `.nan`, `-.infinity`.
public func swiftLiteral(_ number: Double) -> String {
    if number.isNaN { return ".nan" }
    if number.isInfinite { return number > 0 ? ".infinity" : "-.infinity" }
    let text = "\(number)"  // the shortest text that reads back as the same Double
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// A number as Swift source: `4.1`, `300`, `.nan`.
public func swiftLiteral(_ number: CGFloat) -> String {
    swiftLiteral(Double(number))
}

/// An array of numbers as Swift source, shortened in the middle when it is long.
public func swiftLiteral(_ numbers: [Double]) -> String {
    let written = numbers.map(swiftLiteral)
    guard written.count > 14 else { return "[" + written.joined(separator: ", ") + "]" }
    return "[" + written.prefix(6).joined(separator: ", ") + ", ... ("
        + "\(written.count - 12) more) ..., " + written.suffix(6).joined(separator: ", ") + "]"
}
