import Runner

/// What a crash means, in a beginner's words, for each runtime failure Swift names.
///
/// ```
/// CrashExplanation.lines(for: CrashReport(reason: "Index out of range", location: "Chapters/01-LineGraph/LinePoints.swift:31:24"))
/// // ["Swift stopped your code: an index out of range.",
/// //  "  at Chapters/01-LineGraph/LinePoints.swift:31:24",
/// //  "An array was read at a position it does not have. ..."]
/// ```
enum CrashExplanation {
    /// A known failure: words Swift's reason contains, a short name and the explanation.
    private static let known: [(words: String, name: String, explanation: String)] = [
        (
            "Index out of range", "an index out of range",
            "An array was read at a position it does not have: the positions of an array of n elements "
                + "run from 0 to n - 1, so array[array.count] is one too far. Check the index first, with "
                + "array.indices.contains(index), or loop over array.indices."
        ),
        (
            "found nil while", "a nil unwrapped with !",
            "A ! met nil: the optional held no value. Unwrap it with if let or guard let and decide what "
                + "to do without a value, or give a default with ??."
        ),
        (
            "lowerBound <= upperBound", "a range with its bounds reversed",
            "A range a...b (or a..<b) was made with a above b. When the two can come either way round, "
                + "use min(a, b)...max(a, b), or check first; a NaN bound makes any range fail too."
        ),
        (
            "cannot be converted to Int because it is either infinite or NaN", "a Double that cannot become an Int",
            "Int(x) was given NaN or infinity, which no whole number stands for. They come from 0 / 0 or "
                + "from dividing by zero earlier, for example by a width of 0: check x.isFinite first."
        ),
        (
            "cannot be converted to Int because the result would be", "a Double too large for an Int",
            "Int(x) was given a number beyond Int's range. Check the value first, or keep it a Double."
        ),
        (
            "arithmetic overflow", "an integer overflow",
            "An Int went past its largest (or smallest) value, about 9.2 × 10^18. Look for a sum or "
                + "product that grows without end, or a subtraction that goes below Int.min; Double has "
                + "far more room."
        ),
        (
            "Division by zero", "a division by zero",
            "An integer was divided by 0. With count - 1 or an empty array the divisor can be 0: check it "
                + "first (Double division gives infinity or NaN instead of crashing)."
        ),
        (
            "Division results in an overflow", "a division that overflows",
            "Int.min / -1 has no Int answer. Check the divisor first."
        ),
        (
            "Stride size must not be zero", "a stride of zero",
            "stride(from:to:by:) was given a step of 0, which would never reach the end. Make sure the "
                + "step cannot be 0, for example when a count is 1."
        ),
    ]

    /// The lines that tell a student why their code crashed and where, from what Swift said.
    ///
    /// - Parameter exerciseFile: The file of the exercise being tested, from its chapter's
    ///   folder: "03-Boxplot/PriceLevel.swift". When the crash is in another file, such as
    ///   a finished exercise's, the student's chain of calls is shown out to the first line
    ///   in this file ("called from Chapters/03-Boxplot/PriceLevel.swift:41"): that is
    ///   where the wrong value came from.
    static func lines(for crash: CrashReport?, exerciseFile: String? = nil, pathStyle: (String) -> String = { $0 })
        -> [String]
    {
        guard let crash, !crash.isEmpty else {
            return [
                "Swift stopped your code without saying why. Crashes come from an array index out of range, "
                    + "a nil unwrapped with !, a range a...b whose a is above b, or Int(x) of a NaN."
            ]
        }
        let match = crash.reason.flatMap { reason in known.first { reason.contains($0.words) } }
        var lines = ["Swift stopped your code: " + (match?.name ?? crash.reason ?? "a crash") + "."]
        if let location = crash.location {
            lines.append("  at " + pathStyle(location))
        }
        let chain = exerciseFile.map { callers(in: crash, outTo: $0) } ?? []
        lines += chain.map { "  called from " + pathStyle(withoutColumn($0)) }
        if let caller = chain.last, let location = crash.location {
            lines.append(
                "The line that stopped is in \(fileName(of: location)), but your code in \(fileName(of: caller)) called it, "
                    + "at line \(lineNumber(of: caller)): look first at what that line passes in.")
        }
        if let match {
            lines.append(match.explanation)
        } else if let reason = crash.reason {
            lines.append("Swift said: \(reason)")
        }
        return lines
    }

    /// The frames after the innermost, out to the first in `exerciseFile`; none when the
    /// crash is in that file itself, or the file is not on the way.
    private static func callers(in crash: CrashReport, outTo exerciseFile: String) -> [String] {
        let isInExercise = { (frame: String) in withoutLine(frame).hasSuffix("/" + exerciseFile) }
        guard let first = crash.frames.first, !isInExercise(first),
            let caller = crash.frames.firstIndex(where: isInExercise)
        else { return [] }
        return Array(crash.frames[1...caller])
    }

    /// "Chapters/03-Boxplot/PriceLevel.swift:41:9" as "Chapters/03-Boxplot/PriceLevel.swift:41".
    private static func withoutColumn(_ frame: String) -> String {
        let parts = frame.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count > 2 ? parts.prefix(2).joined(separator: ":") : frame
    }

    /// "Chapters/03-Boxplot/PriceLevel.swift:41:9" as "Chapters/03-Boxplot/PriceLevel.swift".
    private static func withoutLine(_ frame: String) -> String {
        String(frame.prefix { $0 != ":" })
    }

    private static func fileName(of frame: String) -> String {
        String(withoutLine(frame).split(separator: "/").last ?? "")
    }

    private static func lineNumber(of frame: String) -> String {
        String(frame.split(separator: ":").dropFirst().first ?? "")
    }

    /// The short name of a known failure, such as "an index out of range".
    static func name(of reason: String) -> String? {
        known.first { reason.contains($0.words) }?.name
    }
}
