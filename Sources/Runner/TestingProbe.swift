import Foundation
import Platform

/// Whether `import Testing` compiles, links and runs here: a package of one test, built
/// and run in a folder of the workbook's build folder.
///
/// ```
/// let probe = TestingProbe(folder: root.appendingPathComponent(TestingProbe.folder))
/// switch try probe.run() {
/// case .passed: ...                      // a test with `import Testing` ran
/// case .failed(let errors, let log): ... // ["error: no such module 'Testing'"]
/// }
/// ```
///
/// The first run builds the package, a minute on a slow machine; later runs find it
/// built and take a second or two.
public struct TestingProbe: Sendable {
    /// Where the probe's package goes, inside the workbook: `.build/workbook/doctor`.
    public static let folder = ".build/workbook/doctor"

    public let folder: URL
    /// Flags after `swift test`, as ``ToolchainFlags/ofThisMachine``.
    public var flags: [String]
    public var environment: [String: String]

    public init(
        folder: URL, flags: [String] = ToolchainFlags.ofThisMachine,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.folder = folder
        self.flags = flags
        self.environment = environment
    }

    public enum Outcome: Sendable, Equatable {
        case passed
        /// The lines of the output that say what went wrong, and the whole log.
        case failed(errors: [String], log: URL)
    }

    static let manifest = """
        // swift-tools-version: 6.0
        // Made by `workbook doctor`: does `import Testing` build, link and run here?
        import PackageDescription

        let package = Package(
            name: "DoctorProbe",
            targets: [.testTarget(name: "DoctorProbeTests", path: "Tests")]
        )

        """

    static let test = """
        import Testing

        @Test func testingWorks() {}

        """

    public func run() throws -> Outcome {
        let tests = folder.appendingPathComponent("Tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        // Written only when they differ, so that a built probe is not built again.
        try write(Self.manifest, to: folder.appendingPathComponent("Package.swift"))
        try write(Self.test, to: tests.appendingPathComponent("Probe.swift"))
        let log = folder.appendingPathComponent("probe.log")
        let swift = SwiftExecutable.find(environment: environment) ?? "swift"
        let arguments =
            ["test", "--package-path", folder.path, "--scratch-path", folder.appendingPathComponent(".build").path]
            + flags
        var run = SupervisedRun(
            (swift.contains("/") ? [swift] : ["/usr/bin/env", swift]) + arguments, environment: environment,
            output: .file(log))
        run.interval = 0.02
        let ending = try run.run().ending
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // The test's own word that it ran, not only the exit status: a `swift` that is
        // not Swift could end with 0 too.
        if ending == .exited(0), text.contains("testingWorks() passed") { return .passed }
        let errors = text.split(whereSeparator: \.isNewline).map(String.init).filter { $0.contains("error:") }
        return .failed(
            errors: errors.isEmpty ? Array(text.split(whereSeparator: \.isNewline).suffix(3).map(String.init)) : errors,
            log: log)
    }

    private func write(_ text: String, to file: URL) throws {
        guard (try? String(contentsOf: file, encoding: .utf8)) != text else { return }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
