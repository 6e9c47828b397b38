import Foundation
import Runner

/// What the first `swift run workbook` checks before it builds anything: the quick part
/// of `workbook doctor`, from the toolchain's layout alone. A student whose Swift cannot
/// run the tests reads one paragraph that says what to install, not the compiler's wall.
///
/// ```
/// FirstRunCheck.paragraph(for: ToolchainDiagnosis(survey), style: style)
/// // nil, or:
/// // Before the workbook can start, this machine needs something:
/// //   ✘ This Swift has no Swift Testing (no Testing module in /opt/swift/usr/lib/swift/linux)
/// //     Fix: Install Swift 6.2 or newer from https://www.swift.org/install/linux/, which includes it
/// // Then run `swift run workbook` again; `swift run workbook doctor` checks everything.
/// ```
///
/// Once a check passes, a file in the build folder says so, and later runs skip it.
enum FirstRunCheck {
    /// Written when the toolchain passed; removing `.build` checks again.
    static let passedMarker = TestingProbe.folder + "/toolchain-passed"

    /// Doctor's paragraph when the toolchain's findings stop the tests; `nil` to go on.
    static func paragraph(for diagnosis: ToolchainDiagnosis, style: Style) -> [String]? {
        let problems = diagnosis.findings.filter { $0.status == .problem }
        guard !problems.isEmpty else { return nil }
        return paragraph(problems, style: style)
    }

    /// Doctor's paragraph in place of build errors that only a toolchain gives: Swift
    /// Testing's module or its macros missing. `nil` for any other errors.
    static func paragraph(forBuildErrors errors: [String], style: Style) -> [String]? {
        guard let error = errors.first(where: ToolchainDiagnosis.isToolchainError)
        else { return nil }
        let firstLine = error.split(separator: "\n").first.map(String.init) ?? error
        let fix = DoctorCommand.fix(forProbeErrors: [firstLine], diagnosis: ToolchainDiagnosis(.ofThisMachine()))
        return paragraph(
            [DoctorFinding(.testing, .problem, "Swift Testing does not work with this Swift: " + firstLine, fix: fix)],
            style: style)
    }

    private static func paragraph(_ problems: [DoctorFinding], style: Style) -> [String] {
        var lines = [
            "Before the workbook can start, this machine needs "
                + (problems.count == 1 ? "one thing:" : "\(problems.count) things:")
        ]
        for problem in problems {
            lines += wrapped(
                "  " + style.paint(style.unicode ? "✘" : "x", .red) + " " + problem.summary, width: style.columns,
                continuationIndent: 2)
            if let fix = problem.fix {
                lines += wrapped("    Fix: " + fix, width: style.columns, continuationIndent: 5)
            }
        }
        lines.append("Then run `swift run workbook` again; `swift run workbook doctor` checks everything.")
        return lines
    }

    /// Checks the toolchain unless a run in `root` has seen it pass; the lines to print
    /// instead of the command, or `nil` to go on.
    static func run(root: URL, style: Style, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> [String]?
    {
        let marker = root.appendingPathComponent(passedMarker)
        guard !FileManager.default.fileExists(atPath: marker.path) else { return nil }
        if let paragraph = paragraph(for: ToolchainDiagnosis(.ofThisMachine(environment: environment)), style: style) {
            return paragraph
        }
        try? FileManager.default.createDirectory(
            at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data().write(to: marker)
        return nil
    }
}
