import Course
import Foundation
import Platform

/// `check-jsonschema`, which the workflow tests run: it carries GitHub's workflow schema.
///
/// Verify sets it up itself, so that a fresh clone's `swift run workbook verify` needs
/// nothing but Swift and Python: from PyPI, into a virtual environment of the build's own,
/// so that nothing of the system's Python changes.
///
/// ```
/// let checker = WorkflowChecker(root: workspace.root)
/// if checker.find() == nil, let problem = checker.install() { print(problem) }
/// ```
public struct WorkflowChecker: Sendable {
    /// Where verify installs it: `.build/ci-tools`.
    public static let folder = ".build/ci-tools"

    public let root: URL
    public var environment: [String: String]

    public init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.root = root
        self.environment = environment
    }

    /// The program on the `PATH`, or where verify installs it; nil when neither has it.
    public func find() -> URL? {
        let path = environment["PATH"] ?? ""
        let folders =
            path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
            + [root.appendingPathComponent("\(Self.folder)/bin")]
        return folders.map { $0.appendingPathComponent("check-jsonschema") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Installs it where `find` looks; returns what went wrong, or nil. Needs `python3`
    /// with its `venv` module, and PyPI: about 10 s, once a clone.
    public func install() -> String? {
        let folder = root.appendingPathComponent(Self.folder)
        let steps = [
            ["python3", "-m", "venv", folder.path],
            [folder.appendingPathComponent("bin/pip").path, "install", "-q", "check-jsonschema"],
        ]
        for step in steps {
            let result = try? CapturedRun(["/usr/bin/env"] + step, environment: environment, timeLimit: 5 * 60).run()
            guard let result, result.succeeded else {
                let said = result.map { String(decoding: $0.errors, as: UTF8.self) } ?? ""
                let reason = said.split(whereSeparator: \.isNewline).last.map(String.init) ?? "it did not start"
                return "Could not install check-jsonschema (`\(step.joined(separator: " "))`: \(reason)). "
                    + Self.advice
            }
        }
        return nil
    }

    /// What to do by hand, for a failed install and for the test that finds no checker.
    public static let advice =
        "Install it with `python3 -m venv \(folder) && \(folder)/bin/pip install check-jsonschema` "
        + "(Debian: apt-get install python3-venv first); until then the workflow tests fail."
}
