import Contracts
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells the `workbook` tool, through the test's output, which call of the student's
/// code is about to run, so that a crash or an endless loop in it can be reported as
/// that call, written as Swift source, rather than as the test's raw arguments.
///
/// ```
/// CallAnnouncement.call("linePoints(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))",
///                       expected: "[(0, 50), (50, 0), (100, 25)]")
/// // standard error: "WORKBOOK-CALL\tlinePoints(for: ...)\t[(0, 50), ...]"
/// ```
///
/// The checks in this module announce their calls themselves; a test that calls the
/// student's code on its own can use ``studentCall(_:expected:_:)``. The exercise trait
/// announces each test as it starts, so that a call is never pinned on the wrong test.
/// The lines are Contracts' ``AnnouncementLine``, which `Runner`'s `AnnouncedCall` reads back.
/// Only a run that the tool starts announces (its `ManifestSettings.announceCalls` names a
/// file for the lines, or standard error): a plain `swift test` shows nothing of it.
public enum CallAnnouncement {
    private static let destination = Destination(
        ManifestSettings.CallAnnouncements(
            setting: ProcessInfo.processInfo.environment[ManifestSettings.Name.announceCalls]))

    /// Where the announcements go: nowhere, standard error, or the end of a file.
    ///
    /// The tool names a file (the setting is then a path): a test process stopped for
    /// running on is killed with `swift test`, which may not have passed on its last
    /// output yet, and the call that ran on would be lost with it. A file keeps it.
    enum Destination {
        case none, standardError
        case file(FileHandle)

        init(_ announcements: ManifestSettings.CallAnnouncements?) {
            switch announcements {
            case nil: self = .none
            case .standardError: self = .standardError
            case .file(let path):
                let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
                self =
                    descriptor < 0
                    ? .standardError : .file(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
            }
        }

        func write(_ line: String) {
            switch self {
            case .none: break
            case .standardError: FileHandle.standardError.write(Data(line.utf8))
            // Each line is one write to a file opened for appending, so lines of tests
            // running side by side never interleave.
            case .file(let handle): handle.write(Data(line.utf8))
            }
        }
    }

    /// Announces that the test with this name starts.
    public static func test(_ name: String) {
        destination.write(AnnouncementLine.test(name).text)
    }

    /// Announces a call of the student's code, and the answer it should give.
    public static func call(_ call: String, expected: String?) {
        destination.write(AnnouncementLine.call(call, expected: expected).text)
    }
}

/// Runs `body`, a call of the student's code written out as `call`, announced first so
/// that a crash in it is reported as that call.
///
/// ```
/// let points = studentCall("linePoints(for: \(swiftLiteral(values)), in: \(swiftLiteral(rect)))") {
///     linePoints(for: values, in: rect)
/// }
/// ```
public func studentCall<Value>(_ call: String, expected: String? = nil, _ body: () throws -> Value) rethrows -> Value {
    CallAnnouncement.call(call, expected: expected)
    return try body()
}
