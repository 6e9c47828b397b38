import Foundation
import Testing
import ToolTestSupport

@testable import Results
@testable import Runner
@testable import WorkbookCommands

/// `workbook doctor` and the flags the workbook adds for Swift Testing, on a Mac's
/// layouts laid out as folders here: the table of issue 32, row by row, with the outputs
/// of `swift --version`, `xcode-select -p` and `pkgutil` as those Macs print them.
@Suite("Doctor: toolchain layouts, their findings and flags")
struct DoctorTests {
    /// One row of the table: a Command Line Tools layout, and what it needs.
    struct MacRow: Sendable, CustomTestStringConvertible {
        let name: String
        let swiftVersion: String
        let toolsVersion: String
        /// Files of the layout, under the Command Line Tools' folder.
        let files: [String]
        let testingStatus: DoctorFinding.Status
        let summaryMentions: String
        /// The flags expected, "<CLT>" standing for the Command Line Tools' folder.
        let flags: [String]
        var testDescription: String { name }
    }

    static let rows = [
        MacRow(
            name: "Command Line Tools with Swift 6.2 (macOS 26.0): no such module 'Testing'",
            swiftVersion:
                "swift-driver version: 1.127.14.1 Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)\nTarget: arm64-apple-macosx26.0\n",
            toolsVersion: "26.0.0.0.1.1757719676",
            files: ["usr/lib/swift/macosx/Swift.swiftmodule/arm64-apple-macos.swiftinterface"],
            testingStatus: .problem, summaryMentions: "no such module 'Testing'", flags: []),
        MacRow(
            name: "Command Line Tools 26.6, Swift 6.3.3: Testing off the default paths",
            swiftVersion:
                "Apple Swift version 6.3.3 (swiftlang-6.3.3.1.2 clang-1700.6.3.2)\nTarget: arm64-apple-macosx26.6\n",
            toolsVersion: "26.6.0.0.1.1765000000",
            files: [
                "Library/Developer/Frameworks/Testing.framework/Testing",
                "usr/lib/swift/host/plugins/libTestingMacros.dylib",
            ],
            testingStatus: .note, summaryMentions: "off SwiftPM's paths",
            flags: [
                "-Xswiftc", "-F", "-Xswiftc", "<CLT>/Library/Developer/Frameworks",
                "-Xlinker", "-rpath", "-Xlinker", "<CLT>/Library/Developer/Frameworks",
                "-Xlinker", "-rpath", "-Xlinker", "<CLT>/Library/Developer/usr/lib",
            ]),
        MacRow(
            name: "Command Line Tools 27.0, Swift 6.4: plugin for module 'TestingMacros' not found",
            swiftVersion:
                "Apple Swift version 6.4 (swiftlang-6.4.0.10.3 clang-1800.1.10.2)\nTarget: arm64-apple-macosx27.0\n",
            toolsVersion: "27.0.0.0.1.1780000000",
            files: [
                "Library/Developer/Frameworks/Testing.framework/Testing",
                "usr/lib/swift/host/plugins/testing/libTestingMacros.dylib",
            ],
            testingStatus: .note, summaryMentions: "macros are in a folder of their own",
            flags: ["-Xswiftc", "-plugin-path", "-Xswiftc", "<CLT>/usr/lib/swift/host/plugins/testing"]),
    ]

    /// A Mac laid out in a temporary folder: /usr/bin/swift, the stand-in that runs the
    /// selected developer folder's, and the Command Line Tools.
    static func commandLineTools(
        _ files: [String], swiftVersion: String, toolsVersion: String, in folder: TemporaryFolder
    ) throws -> (survey: ToolchainSurvey, tools: String) {
        let tools = folder.root.appendingPathComponent("Library/Developer/CommandLineTools").path
        try folder.write("usr/bin/swift", "#!/bin/sh\n")
        try folder.write("Library/Developer/CommandLineTools/usr/bin/swift", "")
        for file in files { try folder.write("Library/Developer/CommandLineTools/" + file, "") }
        let survey = ToolchainSurvey(
            platform: .macOS, swiftPath: folder.root.appendingPathComponent("usr/bin/swift").path,
            swiftVersionOutput: swiftVersion,
            developerDirectoryOutput: tools + "\n",
            commandLineToolsPackageOutput:
                "package-id: com.apple.pkg.CLTools_Executables\nversion: \(toolsVersion)\nvolume: /\nlocation: /\ninstall-time: 1765000000\n"
        )
        return (survey, tools)
    }

    @Test("each Command Line Tools layout of the issue gets its finding and its flags", arguments: rows)
    func commandLineToolsRow(row: MacRow) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let (survey, tools) = try Self.commandLineTools(
            row.files, swiftVersion: row.swiftVersion, toolsVersion: row.toolsVersion, in: folder)
        let diagnosis = ToolchainDiagnosis(survey)
        let version = String(row.toolsVersion.split(separator: ".").prefix(2).joined(separator: "."))
        #expect(diagnosis.kind == .commandLineTools(version: version))
        let testing = try #require(diagnosis.findings.first { $0.check == .testing })
        #expect(testing.status == row.testingStatus, "\(testing)")
        #expect(testing.summary.contains(row.summaryMentions), "\(testing.summary)")
        #expect(diagnosis.buildFlags == row.flags.map { $0.replacingOccurrences(of: "<CLT>", with: tools) })
        #expect(diagnosis.blocksTests == (row.testingStatus == .problem))
        if row.testingStatus == .problem {
            let fix = try #require(testing.fix)
            #expect(fix.contains("Xcode") && fix.contains("https://www.swift.org/install/macos/"), "\(fix)")
        } else {
            // Plain `swift test` cannot be given flags by the workbook: doctor prints the command.
            #expect(testing.fix == "For a plain `swift test`, run: " + diagnosis.plainTestCommand)
            #expect(diagnosis.plainTestCommand.hasPrefix("swift test -X"))
        }
    }

    @Test("swiftly's swift on a Mac whose Command Line Tools need flags gets none: its toolchain is its own")
    func swiftly() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let row = Self.rows[1]
        var (survey, _) = try Self.commandLineTools(
            row.files, swiftVersion: row.swiftVersion, toolsVersion: row.toolsVersion, in: folder)
        try folder.write(".swiftly/bin/swift", "")
        survey.swiftPath = folder.root.appendingPathComponent(".swiftly/bin/swift").path
        let diagnosis = ToolchainDiagnosis(survey)
        #expect(diagnosis.kind == .standalone(usr: folder.root.appendingPathComponent(".swiftly").path))
        #expect(diagnosis.buildFlags.isEmpty)
        #expect(!diagnosis.blocksTests, "where its Testing is, the build check tells")
    }

    @Test("XCTest, which the Command Line Tools lack, is a note, not a problem: the suites use Swift Testing only")
    func xctestMissing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let row = Self.rows[2]
        let (survey, _) = try Self.commandLineTools(
            row.files, swiftVersion: row.swiftVersion, toolsVersion: row.toolsVersion, in: folder)
        let note = try #require(ToolchainDiagnosis(survey).findings.first { $0.summary.contains("XCTest") })
        #expect(note.status == .note)
        #expect(note.check == .developerTools)
        #expect(!ToolchainDiagnosis(survey).blocksTests)

        try folder.write("Library/Developer/CommandLineTools/Library/Developer/Frameworks/XCTest.framework/XCTest", "")
        #expect(
            !ToolchainDiagnosis(survey).findings.contains { $0.summary.contains("XCTest") },
            "where XCTest is there, nothing is said of it")
    }

    @Test("Xcode selected: Swift Testing comes with it, its version is read, and no flag is added")
    func xcode() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write("usr/bin/swift", "")
        try folder.write(
            "Applications/Xcode.app/Contents/version.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>CFBundleShortVersionString</key><string>26.4</string></dict></plist>
            """)
        let survey = ToolchainSurvey(
            platform: .macOS, swiftPath: folder.root.appendingPathComponent("usr/bin/swift").path,
            swiftVersionOutput: "Apple Swift version 6.3.1 (swiftlang-6.3.1.1.2 clang-1700.4.4.1)\n",
            developerDirectoryOutput: folder.root.appendingPathComponent("Applications/Xcode.app/Contents/Developer")
                .path + "\n")
        let diagnosis = ToolchainDiagnosis(survey)
        #expect(diagnosis.kind == .xcode(version: "26.4"))
        #expect(diagnosis.buildFlags.isEmpty)
        #expect(!diagnosis.blocksTests)
        #expect(diagnosis.findings.contains { $0.summary == "Xcode 26.4 is selected" })
    }

    /// A Linux toolchain laid out as swift.org's: usr/bin/swift beside usr/lib/swift/linux.
    static func linuxToolchain(withTesting: Bool, version: String = "6.3.1", in folder: TemporaryFolder) throws
        -> ToolchainSurvey
    {
        try folder.write("usr/bin/swift", "")
        try folder.write("usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface", "")
        if withTesting {
            try folder.write("usr/lib/swift/linux/Testing.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface", "")
        }
        return ToolchainSurvey(
            platform: .linux, swiftPath: folder.root.appendingPathComponent("usr/bin/swift").path,
            swiftVersionOutput:
                "Swift version \(version) (swift-\(version)-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n")
    }

    @Test(
        "a toolchain with its Testing module removed: the first run shows doctor's paragraph, not the compiler's errors"
    )
    func testingRemoved() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let style = Style(colors: false, unicode: false)
        let whole = ToolchainDiagnosis(try Self.linuxToolchain(withTesting: true, in: folder))
        #expect(!whole.blocksTests)
        #expect(FirstRunCheck.paragraph(for: whole, style: style) == nil, "a whole toolchain goes straight on")

        try FileManager.default.removeItem(
            at: folder.root.appendingPathComponent("usr/lib/swift/linux/Testing.swiftmodule"))
        let diagnosis = ToolchainDiagnosis(try Self.linuxToolchain(withTesting: false, in: folder))
        let testing = try #require(diagnosis.findings.first { $0.check == .testing })
        #expect(testing.status == .problem)
        let paragraph = try #require(FirstRunCheck.paragraph(for: diagnosis, style: style)).joined(separator: "\n")
        #expect(paragraph.hasPrefix("Before the workbook can start, this machine needs one thing:"), "\(paragraph)")
        #expect(paragraph.contains("This Swift has no Swift Testing"), "\(paragraph)")
        #expect(
            paragraph.contains("Fix: Install Swift 6.2 or newer from https://www.swift.org/install/linux/"),
            "\(paragraph)")
        #expect(paragraph.hasSuffix("`swift run workbook doctor` checks everything."), "\(paragraph)")
    }

    @Test("a Swift older than the oldest supported stops the first run with the page to install from")
    func tooOld() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let diagnosis = ToolchainDiagnosis(try Self.linuxToolchain(withTesting: true, version: "5.10.1", in: folder))
        #expect(diagnosis.swiftVersion == SwiftVersion(major: 5, minor: 10, patch: 1))
        let paragraph = try #require(
            FirstRunCheck.paragraph(for: diagnosis, style: Style(colors: false, unicode: true))
        ).joined(separator: "\n")
        #expect(paragraph.contains("Swift 5.10.1 is older than the workbook needs (6.2 or newer)"), "\(paragraph)")
        #expect(paragraph.contains("https://www.swift.org/install/"), "\(paragraph)")
    }

    @Test(
        "a build that meets Swift Testing's known errors says what to install instead of showing them",
        arguments: [
            "Tests/LineGraphTests/XPositionTests.swift:1:8: error: no such module 'Testing'",
            "Tests/LineGraphTests/XPositionTests.swift:5:2: error: external macro implementation type 'TestingMacros.TestDeclarationMacro' could not be found for macro 'Test'; plugin for module 'TestingMacros' not found",
        ])
    func buildErrors(error: String) {
        let lines = compileErrorText(
            [error], consequence: "so no test could run", style: Style(colors: false, unicode: true))
        #expect(lines.first == "Before the workbook can start, this machine needs one thing:", "\(lines)")
        #expect(lines.contains { $0.contains("Fix: Install") }, "\(lines)")
        let ordinary = compileErrorText(
            ["Chapters/01-LineGraph/XPosition.swift:3:1: error: missing return"], consequence: "so no test could run",
            style: Style(colors: false, unicode: true))
        #expect(ordinary.first?.contains("Your code does not compile yet") == true, "other errors are shown as ever")
    }

    @Test("a missing Testing module blames no chapter: setting chapters aside one by one would not mend it")
    func noChapterBlamed() {
        let isolation = ChapterIsolation(catalog: workbookCatalog)
        #expect(
            isolation.chaptersBlamed(by: [
                "Tests/LineGraphTests/ValueRangeTests.swift:1:8: error: no such module 'Testing'"
            ]).isEmpty)
        #expect(
            !isolation.chaptersBlamed(by: [
                "Tests/LineGraphTests/ValueRangeTests.swift:1:8: error: cannot find 'x' in scope"
            ]).isEmpty,
            "any other error in a chapter's tests blames the chapter")
    }

    @Test("the README and Package.swift name the oldest supported Swift that the code does")
    func oldestSupportedSwift() throws {
        let oldest = ToolchainDiagnosis.oldestSupportedSwift
        let readme = try String(contentsOf: workbookRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try String(contentsOf: workbookRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(readme.contains("Swift \(oldest) or newer"), "the README names Swift \(oldest)")
        #expect(
            manifest.hasPrefix("// swift-tools-version: \(oldest)\n"),
            "Package.swift's tools version is the oldest supported")
        let start = readme.split(separator: "\n").prefix(8).joined(separator: "\n")
        for needs in ["macOS", "Linux", "Windows (WSL)", "swift run workbook doctor"] {
            #expect(start.contains(needs), "the README's first lines name \(needs)")
        }
    }

    @Test(
        "swift --version's versions are read as Swift's and Apple's write them",
        arguments: [
            (
                "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu",
                SwiftVersion(major: 6, minor: 3, patch: 1)
            ),
            (
                "swift-driver version: 1.127.14.1 Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)",
                SwiftVersion(major: 6, minor: 2)
            ),
            ("Swift version 6.4-dev (LLVM 1234, Swift 5678)", SwiftVersion(major: 6, minor: 4)),
        ])
    func versions(output: String, version: SwiftVersion) {
        #expect(SwiftVersion(versionOutput: output) == version)
    }

    @Test("the flags go after every `swift test` the tool runs")
    func flagsInTestRuns() {
        var invocation = SwiftTestInvocation(packageDirectory: URL(fileURLWithPath: "/workbook"))
        invocation.toolchainFlags = ["-Xswiftc", "-plugin-path", "-Xswiftc", "/CLT/usr/lib/swift/host/plugins/testing"]
        #expect(
            invocation.arguments(eventStreamPath: "/tmp/e").suffix(4) == [
                "-Xswiftc", "-plugin-path", "-Xswiftc", "/CLT/usr/lib/swift/host/plugins/testing",
            ])
        #expect(
            SwiftTestInvocation(packageDirectory: URL(fileURLWithPath: "/w")).toolchainFlags
                == ToolchainFlags.ofThisMachine)
    }

    @Test("doctor's report: a line per finding, a problem with its fix, and one verdict; JSON has the same")
    func report() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let diagnosis = ToolchainDiagnosis(try Self.linuxToolchain(withTesting: false, in: folder))
        let findings = diagnosis.findings + DoctorCommand.gitFinding(environment: ["PATH": folder.root.path])
        let report = DoctorReport(diagnosis: diagnosis, findings: findings)
        let lines = report.lines(style: Style(colors: false, unicode: false, columns: 400))
        #expect(lines.count == findings.count + 1)
        #expect(
            lines[1].hasPrefix("x This Swift has no Swift Testing") && lines[1].contains(". Fix: Install Swift 6.2"),
            "\(lines)")
        #expect(lines.last?.hasPrefix("First: Install Swift 6.2 or newer") == true, "\(lines)")
        #expect(lines[2].hasPrefix("x git was not found"), "\(lines)")
        #expect(!report.ready)
        #expect(report.toolchain == "standalone " + folder.root.appendingPathComponent("usr").path)
        let decoded = try JSONDecoder().decode(DoctorReport.self, from: Data(report.json.utf8))
        #expect(decoded == report)
    }

    @Test("'doctor' parses, takes --json, and refuses an argument")
    func parsing() throws {
        #expect(try parse(["doctor"]).command == .doctor(json: false))
        #expect(try parse(["doctor", "--json"]).command == .doctor(json: true))
        #expect(throws: UsageError.self) { try parse(["doctor", "now"]) }
        #expect(Help.text(for: nil).contains("  doctor "), "the tool's help lists it")
    }

    @Test("the macOS job of CI runs `workbook doctor --json` before Verify")
    func continuousIntegration() throws {
        let ci = try String(
            contentsOf: workbookRoot.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        let macOS = try #require(ci.range(of: "  macos:")).upperBound
        let doctor = try #require(ci.range(of: "swift run workbook doctor --json", range: macOS..<ci.endIndex))
        let verify = try #require(ci.range(of: "- name: Verify", range: macOS..<ci.endIndex))
        #expect(doctor.lowerBound < verify.lowerBound)
    }
}
