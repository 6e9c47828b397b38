/// A failure of the grading tools, not of the student's code: the submission is graded
/// again by `--resume`.
///
/// ```
/// throw GradingError(message: "the reference solutions' probe did not build")
/// ```
public struct GradingError: Error, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
