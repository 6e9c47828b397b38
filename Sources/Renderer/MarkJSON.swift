import Foundation

/// JSON for marks that keeps the numbers plain JSON cannot hold.
///
/// ```
/// let marks: [Mark] = [.line([CGPoint(x: 0, y: 4), CGPoint(x: CGFloat.nan, y: .nan)], color: .blue)]
/// let data = try Mark.makeJSONEncoder().encode(marks)
/// // [{"line":{"_0":[[0,4],["NaN","NaN"]],"color":"blue","style":"solid"}}]
/// let decoded = try Mark.makeJSONDecoder().decode([Mark].self, from: data)
/// ```
///
/// A missing value is a NaN point and a wild one may be infinite, but JSON has no
/// numbers for them, and a plain `JSONEncoder` throws rather than write them. These
/// coders write them as the strings "NaN", "Infinity" and "-Infinity", as JavaScript
/// prints them; both ends must use them, since a plain `JSONDecoder` rejects the strings.
/// Each case is an object named after it, holding its values under their labels ("_0"
/// for the first, unlabelled one); keys are sorted, so equal marks give equal bytes.
///
/// Decoding checks what the initialisers check: a range whose lower bound is above its
/// upper bound, or NaN, throws a `DecodingError` rather than trapping.
extension Mark {
    /// A JSON encoder for marks, arrays of marks, or anything holding them.
    ///
    /// - Complexity: Encoding is O(*n*) in the number of points, values and characters.
    public static func makeJSONEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFiniteNames.positiveInfinity,
            negativeInfinity: nonFiniteNames.negativeInfinity,
            nan: nonFiniteNames.nan)
        return encoder
    }

    /// A JSON decoder that reads what ``makeJSONEncoder()`` writes.
    public static func makeJSONDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFiniteNames.positiveInfinity,
            negativeInfinity: nonFiniteNames.negativeInfinity,
            nan: nonFiniteNames.nan)
        return decoder
    }

    /// The strings that stand for the numbers JSON lacks, shared so the two ends agree.
    private static let nonFiniteNames = (positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
}
