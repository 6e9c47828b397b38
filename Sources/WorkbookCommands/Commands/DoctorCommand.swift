import Contracts
import Foundation
import Grading
import Platform
import Renderer
import Runner

/// `workbook doctor`: whether this machine can run the workbook, and what to install
/// where it cannot.
///
/// ```
/// $ swift run workbook doctor
/// ✔ Swift 6.3.1 (6.2 or newer is needed)
/// ✔ Swift Testing is in the toolchain (/opt/swift/usr)
/// ✔ `import Testing` builds, links and runs (2.1 s)
/// ✔ Not a Mac: no Xcode needed
/// ✔ git version 2.39.5
/// ✔ The terminal: 120x40, colour, Unicode
/// ✔ For instructors: grading's sandbox is bubblewrap (/usr/bin/bwrap)
/// Ready: swift run workbook
/// ```
///
/// Each problem is one line with its fix; `--json` prints the same findings as data.
struct DoctorCommand {
    /// The workbook's folder, for the probe's package in its build folder; `nil` outside one.
    let root: URL?
    let style: Style
    let json: Bool
    let output: Output
    var environment = ProcessInfo.processInfo.environment

    func run() throws -> ExitCode {
        let diagnosis = ToolchainDiagnosis(.ofThisMachine(environment: environment))
        // The probe's build is the slow part: the other checks run while it builds.
        let folder = (root ?? FileManager.default.temporaryDirectory.appendingPathComponent("workbook"))
            .appendingPathComponent(TestingProbe.folder)
        let probe = TestingProbe(folder: folder, flags: diagnosis.buildFlags, environment: environment)
        let probing = BackgroundWork { _ in Self.probeFinding(probe, diagnosis: diagnosis) }
        var others = [Self.developerToolsFinding(diagnosis), Self.gitFinding(environment: environment)]
        others.append(
            Self.terminalFinding(
                size: TerminalSize.current(environment: environment), isTerminal: isatty(1) == 1, style: style,
                environment: environment))
        others.append(Self.sandboxFinding(Sandbox.find(environment: environment)))
        let probed = try probing.outcome(within: nil)?.get()
        let toolchain = diagnosis.findings.filter { $0.check != .developerTools }
        let findings =
            toolchain + [probed].compactMap { $0 } + others.flatMap { $0 }
            + diagnosis.findings.filter { $0.check == .developerTools && $0.status != .ok }
        let report = DoctorReport(diagnosis: diagnosis, findings: findings)
        if json {
            output.line(report.json)
        } else {
            output.lines(report.lines(style: style))
        }
        return report.ready ? .success : .failure
    }

    // MARK: Each check

    /// The probe package's build and run, and what its errors mean.
    static func probeFinding(_ probe: TestingProbe, diagnosis: ToolchainDiagnosis) -> DoctorFinding {
        let started = Date()
        do {
            switch try probe.run() {
            case .passed:
                let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
                return DoctorFinding(.testing, .ok, "`import Testing` builds, links and runs (\(seconds) s)")
            case .failed(let errors, let log):
                return DoctorFinding(
                    .testing, .problem,
                    "A one-line test with `import Testing` did not build or run: " + headline(of: errors),
                    fix: fix(forProbeErrors: errors, diagnosis: diagnosis) ?? "Read what Swift said, in \(log.path)")
            }
        } catch {
            return DoctorFinding(
                .testing, .problem, "The test package could not be made: \(error)",
                fix: "Check that \(probe.folder.path) can be written")
        }
    }

    /// The error to show on doctor's one line: the first short one, as a manifest's
    /// error quotes a whole compiler command.
    static func headline(of errors: [String]) -> String {
        let short = errors.first { $0.count <= 160 } ?? errors.first.map { String($0.prefix(157)) + "..." }
        return short ?? "Swift gave no error"
    }

    /// The fix for the errors Swift Testing's known failures give.
    static func fix(forProbeErrors errors: [String], diagnosis: ToolchainDiagnosis) -> String? {
        if let known = diagnosis.findings.first(where: { $0.status == .problem })?.fix { return known }
        let text = errors.joined(separator: "\n")
        if text.contains("no such module 'Testing'") {
            return
                "Install Xcode from the App Store, or Swift \(ToolchainDiagnosis.oldestSupportedSwift) or newer from https://www.swift.org/install/"
        }
        if text.contains("TestingMacros") {
            return
                "Install Xcode, or Swift from https://www.swift.org/install/, whose Testing macros are where Swift looks"
        }
        return nil
    }

    /// On a Mac, the diagnosis's word on Xcode or the Command Line Tools; elsewhere none is needed.
    static func developerToolsFinding(_ diagnosis: ToolchainDiagnosis) -> [DoctorFinding] {
        let found = diagnosis.findings.filter { $0.check == .developerTools && $0.status == .ok }
        guard found.isEmpty else { return found }
        #if os(macOS)
            return [DoctorFinding(.developerTools, .ok, "A toolchain of its own is selected, not Xcode's")]
        #else
            return [DoctorFinding(.developerTools, .ok, "Not a Mac: no Xcode needed")]
        #endif
    }

    static func gitFinding(environment: [String: String]) -> [DoctorFinding] {
        guard
            let version = CapturedRun.output(of: ["git", "--version"], environment: environment)?
                .trimmingCharacters(in: .whitespacesAndNewlines), !version.isEmpty
        else {
            #if os(macOS)
                let install = "xcode-select --install"
            #else
                let install = "sudo apt install git (or your system's installer)"
            #endif
            return [
                DoctorFinding(
                    .git, .problem, "git was not found: `reset` takes the skeletons from it",
                    fix: "Install it: \(install)")
            ]
        }
        return [DoctorFinding(.git, .ok, version)]
    }

    /// The terminal's size, colour and Unicode, as the charts will use them.
    static func terminalFinding(size: TerminalSize, isTerminal: Bool, style: Style, environment: [String: String])
        -> [DoctorFinding]
    {
        guard isTerminal else {
            return [
                DoctorFinding(
                    .terminal, .note,
                    "Not a terminal (the output goes to a file or a pipe): charts are drawn \(size), without colour")
            ]
        }
        var findings: [DoctorFinding] = []
        let colour =
            style.colors
            ? "colour" : ((environment["NO_COLOR"] ?? "").isEmpty ? "no colour" : "no colour (NO_COLOR is set)")
        findings.append(
            DoctorFinding(
                .terminal, .ok, "The terminal: \(size), \(colour), " + (style.unicode ? "Unicode" : "plain ASCII")))
        if size.columns < 60 || size.rows < 20 {
            findings.append(
                DoctorFinding(
                    .terminal, .note, "The window is small for charts (\(size))",
                    fix: "Make it at least 80 columns by 24 rows"))
        }
        if !style.unicode {
            findings.append(
                DoctorFinding(
                    .terminal, .note, "The locale is not UTF-8, so charts use ASCII instead of braille",
                    fix: "export LANG=en_US.UTF-8 (or C.UTF-8), then run it again"))
        }
        return findings
    }

    static func sandboxFinding(_ sandbox: Sandbox?) -> [DoctorFinding] {
        guard let sandbox else {
            // A note, not a problem: only an instructor's `grade` needs one.
            return [
                DoctorFinding(
                    .sandbox, .note,
                    "For instructors: no sandbox works here, so `grade` needs --no-sandbox; students need none",
                    fix: "Install one, as `grade` says: " + Sandbox.installAdvice)
            ]
        }
        return [
            DoctorFinding(
                .sandbox, .ok, "For instructors: grading's sandbox is \(sandbox.kind.rawValue) (\(sandbox.tool))")
        ]
    }
}

/// What doctor found, as lines for a person or as JSON.
struct DoctorReport: Codable, Equatable {
    var ready: Bool
    var swiftVersion: String?
    /// "xcode 26.4", "command-line-tools 26.6" or "standalone /opt/swift/usr".
    var toolchain: String
    var findings: [DoctorFinding]
    /// What the workbook adds after `swift build` and `swift test` here.
    var buildFlags: [String]
    /// The command for a plain `swift test`.
    var plainTestCommand: String
    /// The one line doctor ends with.
    var verdict: String

    init(diagnosis: ToolchainDiagnosis, findings: [DoctorFinding]) {
        let firstProblem = findings.first { $0.status == .problem }
        ready = firstProblem == nil
        swiftVersion = diagnosis.swiftVersion?.description
        toolchain =
            switch diagnosis.kind {
            case .xcode(let version): "xcode " + (version ?? "(version unknown)")
            case .commandLineTools(let version): "command-line-tools " + (version ?? "(version unknown)")
            case .standalone(let usr): "standalone " + usr
            }
        self.findings = findings
        buildFlags = diagnosis.buildFlags
        plainTestCommand = diagnosis.plainTestCommand
        verdict =
            firstProblem.map { "First: " + ($0.fix ?? $0.summary) + "; then run `swift run workbook doctor` again." }
            ?? "Ready: run `swift run workbook` to start."
    }

    var json: String {
        (try? ReportJSON.text(self)) ?? "{}"
    }

    /// A line per finding, its fix after it, then the verdict.
    func lines(style: Style) -> [String] {
        let body = findings.flatMap { finding -> [String] in
            let mark =
                switch finding.status {
                case .ok: style.paint(style.unicode ? "✔" : "+", .green)
                case .note: style.paint(style.unicode ? "•" : "*", .yellow)
                case .problem: style.paint(style.unicode ? "✘" : "x", .red)
                }
            let text =
                finding.summary + (finding.fix.map { (finding.status == .problem ? ". Fix: " : ". ") + $0 } ?? "")
            return wrapped(text, width: style.columns - 2, continuationIndent: 0).enumerated().map {
                ($0.offset == 0 ? mark + " " : "  ") + $0.element
            }
        }
        return body + wrapped(verdict, width: style.columns, continuationIndent: 2).map(style.bold)
    }
}
