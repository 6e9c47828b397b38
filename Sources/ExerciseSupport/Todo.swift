import Contracts

/// Marks the place where an exercise's answer goes, and returns a harmless stand-in.
///
/// A skeleton calls `todo` instead of crashing with `fatalError`: a crash would end the
/// whole test run and lose every result after it. `todo` returns the type's
/// ``Placeholder/placeholder`` and notes the call in ``NotImplementedLog/current``, which
/// the workbook's tests turn into the message
/// "Not implemented yet: <what to do> (Chapter/File.swift:12)".
///
///     public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
///         todo("spread the points evenly from rect.minX to rect.maxX")
///     }
///
/// - Parameter task: What the student should write here, in a few words.
/// - Returns: The stand-in value of the expected type.
public func todo<Value: Placeholder>(
    _ task: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) -> Value {
    NotImplementedLog.current?.record(
        NotImplemented(task: task, fileID: fileID, filePath: filePath, line: line, column: column))
    return Value.placeholder
}

/// One call of ``todo(_:fileID:filePath:line:column:)``: what is missing, and where.
public struct NotImplemented: Sendable, Hashable {
    public let task: String
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    /// "Not implemented yet: <task> (<file>:<line>)", as ``NotImplementedMessage`` writes it
    /// and the `workbook` tool reads it back.
    public var message: String {
        NotImplementedMessage.text(task: task, at: fileID, line: line)
    }
}
