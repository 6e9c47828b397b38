import Course
import Foundation

/// What Swift said when a program crashed: the reason, in its words, and the first place
/// in the student's own files where it happened.
///
/// Swift's backtracer (on, as ``CrashReport/backtraceSetting`` asks) prints the reason and
/// one frame per line, with the source location of each frame it can place:
///
/// ```
/// let report = CrashReport(output: """
///     Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
///     *** Program crashed: Illegal instruction at 0x00007f6395d6df7f ***
///       2 [ra] 0x00007f63964bbf65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
///       3 [ra] 0x000055994a1b3bdf linePoints(for:in:) + 1022 in ChartWorkbookPackageTests.xctest at /work/Chapters/01-LineGraph/LinePoints.swift:31:24
///     """, packageDirectory: URL(fileURLWithPath: "/work"))
/// report.reason      // "Index out of range"
/// report.location    // "Chapters/01-LineGraph/LinePoints.swift:31:24"
/// report.frames      // the same, then each student line that led there, outwards
/// ```
///
/// A standard-library path such as `Swift/ContiguousArrayBuffer.swift:692` is never the
/// location: the student cannot open it. Frames are read in order, innermost first.
///
/// - Complexity: O(*n*) in the length of the output.
public struct CrashReport: Sendable, Codable, Equatable {
    /// Swift's reason, such as "Index out of range" or "arithmetic overflow"; `nil` when
    /// the output says none.
    public let reason: String?
    /// The innermost frame in the student's folders, relative to the package folder:
    /// "Chapters/01-LineGraph/LinePoints.swift:31:24".
    public var location: String? { frames.first }
    /// Every frame in the student's folders, innermost first: the line that crashed, the
    /// line that called it, and so on out to the test. A crash in a finished exercise's
    /// function is explained by the caller in the exercise being tested.
    public let frames: [String]

    public init(reason: String?, location: String?) {
        self.init(reason: reason, frames: location.map { [$0] } ?? [])
    }

    public init(reason: String?, frames: [String]) {
        self.reason = reason
        self.frames = frames
    }

    /// The folders whose frames are the student's: skeletons, and the solutions and
    /// mistakes that the workbook's own checks build.
    public static let studentFolders = WorkbookLayout.studentCodeFolders

    /// `SWIFT_BACKTRACE` for a program whose crashes should be reported: the backtracer
    /// places each frame in its file, which the student's line is read from. Only the
    /// crashed thread, no registers or images, innermost frames first; it takes a few
    /// hundredths of a second.
    public static let backtraceSetting =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=64,top=0"

    public init(output: String, packageDirectory: URL) {
        let prefix = packageDirectory.standardizedFileURL.path + "/"
        var reason: String?
        var frames: [String] = []
        for line in output.split(whereSeparator: \.isNewline) {
            if reason == nil, let range = line.range(of: "Fatal error: ") {
                reason = String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            } else if reason == nil, let range = line.range(of: "Swift runtime failure: ") {
                // "*** Swift runtime failure: arithmetic overflow ***", or a frame that
                // names it: "... Swift runtime failure: arithmetic overflow in X at ...".
                var text = line[range.upperBound...]
                if let end = text.range(of: " ***") ?? text.range(of: " in ") { text = text[..<end.lowerBound] }
                reason = String(text).trimmingCharacters(in: .whitespaces)
            }
            if let at = line.range(of: " at ", options: .backwards) {
                var path = String(line[at.upperBound...]).trimmingCharacters(in: .whitespaces)
                if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
                // A frame inlined from a runtime check names the file without a line; the
                // frame after it has the line.
                let hasLine = path.split(separator: ":").dropFirst().first.map { Int($0) != nil } ?? false
                // An inlined frame and the frame it sits in can name the same line.
                if hasLine, Self.studentFolders.contains(where: path.hasPrefix), frames.last != path {
                    frames.append(path)
                }
            }
        }
        self.init(reason: reason, frames: frames)
    }

    /// Whether the output held anything to report.
    public var isEmpty: Bool { reason == nil && frames.isEmpty }
}
