import Foundation
import WorkbookCommands

extension Style {
    /// The style the tool's tests read commands in: no colour, Unicode marks.
    public static var transcript: Style { Style(colors: false, unicode: true) }
}

/// What a command wrote, line by line.
public final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    public init() {}

    public var output: Output { Output { [self] line in lock.withLock { text += line } } }
    public var contents: String { lock.withLock { text } }
}
