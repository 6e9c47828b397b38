import Contracts

/// A mistake that students often make, described by the answer it would produce.
///
/// When a result is wrong, an expectation compares it with the answer each listed mistake
/// gives for the same input. A match lets the failure message name the mistake:
///
/// ```
/// let unflipped = CommonMistake(
///     "unflipped y axis",
///     wouldGive: rect.minY,
///     because: "Screen y grows downward, so the minimum belongs at rect.maxY.")
/// expectApproximatelyEqual(y, rect.maxY, "yPosition(for: 0, ...)", commonMistakes: [unflipped])
/// // Likely mistake: unflipped y axis. Screen y grows downward, so ...
/// ```
public struct CommonMistake<Value> {
    /// The mistake's name, as the course names it ("unflipped y axis").
    public let name: String
    /// What the mistaken code returns for the input under test.
    public let wrongAnswer: Value
    /// Why the mistake is wrong and how to fix it, in a sentence or two of their own.
    public let explanation: String

    public init(_ name: String, wouldGive wrongAnswer: Value, because explanation: String) {
        self.name = name
        self.wrongAnswer = wrongAnswer
        self.explanation = explanation
    }

    /// "Likely mistake: <name>. <explanation>", as ``LikelyMistakeMessage`` writes it and
    /// the `workbook` tool reads it back.
    public var diagnosis: String {
        LikelyMistakeMessage.text(name: name, explanation: explanation)
    }
}

extension CommonMistake: Sendable where Value: Sendable {}
