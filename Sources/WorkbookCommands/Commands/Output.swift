import Foundation

/// Where the tool writes its results: standard output, a line at a time, or anything
/// else that takes text, such as a test's record of what a student would read.
public struct Output: Sendable {
    private let write: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }) {
        self.write = write
    }

    func line(_ text: String) {
        write(text + "\n")
    }

    /// Text without a line break, such as a terminal's control sequence.
    func raw(_ text: String) {
        write(text)
    }

    func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }
}
