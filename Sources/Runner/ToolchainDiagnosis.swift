import Foundation

/// What a toolchain needs before `import Testing` works, decided from what was found on
/// the machine: its folders, its versions and what its commands printed.
///
/// The decision is a pure function of a ``ToolchainSurvey`` and the folders it names, so
/// that the layouts of a Mac can be tested on Linux, laid out as folders:
///
/// ```
/// let survey = ToolchainSurvey(
///     platform: .macOS, swiftPath: "/usr/bin/swift",
///     swiftVersionOutput: "Apple Swift version 6.3.3 (swiftlang-6.3.3.1.2 clang-1700.6.3.2)",
///     developerDirectoryOutput: "/Library/Developer/CommandLineTools\n",
///     commandLineToolsPackageOutput: "package-id: com.apple.pkg.CLTools_Executables\nversion: 26.6.0.0.1.1760000000\n")
/// let diagnosis = ToolchainDiagnosis(survey)
/// diagnosis.kind           // .commandLineTools(version: "26.6")
/// diagnosis.buildFlags     // ["-Xswiftc", "-F", "-Xswiftc", "/Library/Developer/CommandLineTools/Library/Developer/Frameworks",
///                          //  "-Xlinker", "-rpath", "-Xlinker", ..., "-Xlinker", "-rpath", "-Xlinker", ".../Library/Developer/usr/lib"]
/// diagnosis.findings       // Swift 6.3.3: fine; the Command Line Tools: the workbook adds the flags; XCTest: not needed
/// ```
///
/// The Mac layouts come from reports of 2026 (issue 32): the Command Line Tools of Swift
/// 6.2 have no Testing module; those of Swift 6.3 have it in a folder SwiftPM does not
/// search; those of Swift 6.4 have it, but its macros' plugin in a folder of its own.
public struct ToolchainDiagnosis: Sendable, Equatable {
    /// The oldest Swift the workbook supports: Package.swift's tools version, and the
    /// README's "Swift 6.2 or newer".
    public static let oldestSupportedSwift = SwiftVersion(major: 6, minor: 2)
    /// The first Swift whose SwiftPM finds the Command Line Tools' Testing framework by
    /// itself (SwiftPM's PR 10375, August 2026).
    public static let firstSwiftFindingCommandLineToolsTesting = SwiftVersion(major: 6, minor: 4)

    /// Which kind of toolchain the `swift` is.
    public enum Kind: Sendable, Equatable {
        /// The Swift of an Xcode selected with `xcode-select`.
        case xcode(version: String?)
        /// The Swift of Xcode's Command Line Tools, without Xcode.
        case commandLineTools(version: String?)
        /// A toolchain of its own: swift.org's, swiftly's, or Linux's.
        case standalone(usr: String)
    }

    public let kind: Kind
    /// The version `swift --version` printed; `nil` when it printed none.
    public let swiftVersion: SwiftVersion?
    /// The toolchain's findings, in the order doctor prints them: Swift, Testing, and on
    /// macOS the developer tools.
    public let findings: [DoctorFinding]
    /// What `swift build` and `swift test` need after their subcommand for
    /// `import Testing` to build, link and run here; empty on most machines.
    public let buildFlags: [String]

    /// Whether anything stops the workbook's tests from building.
    public var blocksTests: Bool { findings.contains { $0.status == .problem } }

    /// The command to run for a plain `swift test`, which the workbook cannot give flags.
    public var plainTestCommand: String {
        (["swift", "test"] + buildFlags.map(Self.quotedForShell)).joined(separator: " ")
    }

    public init(_ survey: ToolchainSurvey) {
        let version = survey.swiftVersionOutput.flatMap(SwiftVersion.init(versionOutput:))
        let layout = ToolchainLayout(survey)
        swiftVersion = version
        kind = layout.kind
        var findings = [Self.versionFinding(version, output: survey.swiftVersionOutput)]
        var flags: [String] = []
        switch layout.kind {
        case .commandLineTools:
            let result = Self.commandLineToolsFindings(layout, version: version)
            findings += result.findings
            flags = result.flags
        case .xcode(let xcodeVersion):
            findings.append(DoctorFinding(.testing, .ok, "Swift Testing comes with Xcode"))
            findings.append(
                DoctorFinding(.developerTools, .ok, "Xcode \(xcodeVersion ?? "(version unknown)") is selected"))
        case .standalone:
            findings.append(Self.standaloneTestingFinding(layout, platform: survey.platform))
        }
        self.findings = findings
        buildFlags = flags
    }

    // MARK: The checks

    private static func versionFinding(_ version: SwiftVersion?, output: String?) -> DoctorFinding {
        guard let version else {
            return DoctorFinding(
                .swift, .problem, output == nil ? "`swift` did not run" : "`swift --version` named no version",
                fix: "Install Swift \(oldestSupportedSwift) or newer: https://www.swift.org/install/")
        }
        guard version >= oldestSupportedSwift else {
            return DoctorFinding(
                .swift, .problem,
                "Swift \(version) is older than the workbook needs (\(oldestSupportedSwift) or newer)",
                fix: "Install a newer Swift: https://www.swift.org/install/")
        }
        return DoctorFinding(.swift, .ok, "Swift \(version) (\(oldestSupportedSwift) or newer is needed)")
    }

    /// The Command Line Tools' Testing framework, its macros' plugin and XCTest: what is
    /// missing, and the flags that make up for what is only out of the way.
    private static func commandLineToolsFindings(
        _ layout: ToolchainLayout, version: SwiftVersion?
    ) -> (findings: [DoctorFinding], flags: [String]) {
        let tools = layout.developerDirectory
        let frameworks = tools + "/Library/Developer/Frameworks"
        let toolsVersion = layout.commandLineToolsVersion.map { " \($0)" } ?? ""
        var findings: [DoctorFinding] = []
        var flags: [String] = []
        let hasModule = layout.exists(layout.usr + "/lib/swift/macosx/Testing.swiftmodule")
        let hasFramework = layout.exists(frameworks + "/Testing.framework")
        if !hasModule && !hasFramework {
            findings.append(
                DoctorFinding(
                    .testing, .problem,
                    "The Command Line Tools\(toolsVersion) have no Swift Testing (no such module 'Testing')",
                    fix: "Install Xcode from the App Store, then run `sudo xcode-select -s /Applications/Xcode.app`; "
                        + "or install Swift from https://www.swift.org/install/macos/"))
        } else {
            var notes: [String] = []
            if hasFramework, let version, version < firstSwiftFindingCommandLineToolsTesting {
                // SwiftPM of this version neither searches the folder nor sets the
                // test program's library paths to it.
                flags += ["-Xswiftc", "-F", "-Xswiftc", frameworks]
                flags += ["-Xlinker", "-rpath", "-Xlinker", frameworks]
                flags += ["-Xlinker", "-rpath", "-Xlinker", tools + "/Library/Developer/usr/lib"]
                notes.append("its Testing framework is off SwiftPM's paths")
            }
            let plugins = layout.usr + "/lib/swift/host/plugins"
            if layout.exists(plugins + "/testing/libTestingMacros.dylib")
                && !layout.exists(plugins + "/libTestingMacros.dylib")
            {
                // Otherwise: "plugin for module 'TestingMacros' not found".
                flags += ["-Xswiftc", "-plugin-path", "-Xswiftc", plugins + "/testing"]
                notes.append("its Testing macros are in a folder of their own")
            }
            findings.append(
                notes.isEmpty
                    ? DoctorFinding(.testing, .ok, "Swift Testing is in the Command Line Tools\(toolsVersion)")
                    : DoctorFinding(
                        .testing, .note,
                        "Swift Testing works with the Command Line Tools\(toolsVersion), but "
                            + notes.joined(separator: " and ") + "; the workbook adds the flags itself",
                        fix: "For a plain `swift test`, run: "
                            + (["swift", "test"] + flags.map(quotedForShell)).joined(separator: " ")))
        }
        findings.append(
            DoctorFinding(
                .developerTools, .ok, "The Command Line Tools\(toolsVersion) are selected (\(tools)), without Xcode"))
        if !layout.exists(frameworks + "/XCTest.framework") {
            findings.append(
                DoctorFinding(
                    .developerTools, .note,
                    "XCTest is not part of the Command Line Tools; the workbook's tests use Swift Testing only, so nothing is missing"
                ))
        }
        return (findings, flags)
    }

    /// A swift.org, swiftly or Linux toolchain: its Testing module is beside its standard
    /// library, where the compiler looks by itself.
    private static func standaloneTestingFinding(_ layout: ToolchainLayout, platform: ToolchainSurvey.Platform)
        -> DoctorFinding
    {
        let folder = layout.usr + "/lib/swift/" + (platform == .macOS ? "macosx" : "linux")
        let places = [
            folder + "/Testing.swiftmodule", folder + "/testing/Testing.swiftmodule",
            layout.usr + "/../Library/Frameworks/Testing.framework",
        ]
        if places.contains(where: layout.exists) {
            return DoctorFinding(.testing, .ok, "Swift Testing is in the toolchain (\(layout.usr))")
        }
        guard platform == .linux else {
            // Toolchains for the Mac have put it in more than one place: the build check decides.
            return DoctorFinding(
                .testing, .note,
                "Swift Testing was not found where expected in \(layout.usr); the build check says whether it works")
        }
        return DoctorFinding(
            .testing, .problem, "This Swift has no Swift Testing (no Testing module in \(folder))",
            fix:
                "Install Swift \(oldestSupportedSwift) or newer from https://www.swift.org/install/linux/, which includes it"
        )
    }

    /// Whether a compiler error is one that only the toolchain gives, whatever the code:
    /// Swift Testing's module or its macros' plugin not found. No chapter is to blame.
    public static func isToolchainError(_ error: String) -> Bool {
        error.contains("no such module 'Testing'") || error.contains("plugin for module 'TestingMacros' not found")
    }

    /// `word`, in single quotes when the shell would split or expand it.
    static func quotedForShell(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Where the toolchain's folders are, and which kind of toolchain that makes it.
struct ToolchainLayout {
    /// The toolchain's `usr` folder: its `bin/swift` and `lib/swift`.
    let usr: String
    /// What `xcode-select -p` named, without its newline; "" where there is none.
    let developerDirectory: String
    let kind: ToolchainDiagnosis.Kind
    /// "26.6": the Command Line Tools' version, from `pkgutil`.
    let commandLineToolsVersion: String?

    init(_ survey: ToolchainSurvey) {
        developerDirectory = (survey.developerDirectoryOutput ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        commandLineToolsVersion = survey.commandLineToolsPackageOutput.flatMap(Self.packageVersion)
        let own = URL(fileURLWithPath: survey.swiftPath).deletingLastPathComponent().deletingLastPathComponent().path
        // /usr/bin/swift on a Mac is a stand-in that runs the selected developer folder's;
        // swiftly's ~/.swiftly/bin/swift is another, for a toolchain of its own.
        let isStandIn =
            survey.swiftPath.hasSuffix("/usr/bin/swift") && !FileManager.default.fileExists(atPath: own + "/lib/swift")
        if survey.platform == .macOS, isStandIn, !developerDirectory.isEmpty {
            if developerDirectory.hasSuffix(".app/Contents/Developer") {
                usr = developerDirectory + "/Toolchains/XcodeDefault.xctoolchain/usr"
                kind = .xcode(version: Self.xcodeVersion(developerDirectory))
            } else {
                usr = developerDirectory + "/usr"
                kind = .commandLineTools(version: commandLineToolsVersion)
            }
        } else {
            usr = own
            kind = .standalone(usr: own)
        }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// "26.6" from pkgutil's "version: 26.6.0.0.1.1760000000": the first two parts, as
    /// Apple names the release.
    static func packageVersion(_ output: String) -> String? {
        let line = output.split(whereSeparator: \.isNewline).first { $0.hasPrefix("version:") }
        let parts =
            line.map { $0.dropFirst("version:".count).trimmingCharacters(in: .whitespaces).split(separator: ".") } ?? []
        return parts.count >= 2 ? parts.prefix(2).joined(separator: ".") : parts.first.map(String.init)
    }

    /// "16.4" from Xcode's Contents/version.plist.
    static func xcodeVersion(_ developerDirectory: String) -> String? {
        let plist = URL(fileURLWithPath: developerDirectory).deletingLastPathComponent().appendingPathComponent(
            "version.plist")
        guard let data = try? Data(contentsOf: plist),
            let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return values["CFBundleShortVersionString"] as? String
    }
}

/// A Swift release, "6.3.1", read from `swift --version`.
public struct SwiftVersion: Sendable, Equatable, Comparable, CustomStringConvertible, Codable {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int, patch: Int = 0) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// The version in "Swift version 6.3.1 (swift-6.3.1-RELEASE)" or Apple's
    /// "Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)".
    public init?(versionOutput: String) {
        guard let range = versionOutput.range(of: #"Swift version \d+\.\d+(\.\d+)?"#, options: .regularExpression)
        else { return nil }
        let numbers = versionOutput[range].dropFirst("Swift version ".count).split(separator: ".").compactMap {
            Int($0)
        }
        self.init(major: numbers[0], minor: numbers[1], patch: numbers.count > 2 ? numbers[2] : 0)
    }

    /// "6.2", or "6.3.1" when the patch is not 0.
    public var description: String { "\(major).\(minor)" + (patch == 0 ? "" : ".\(patch)") }

    public static func < (left: SwiftVersion, right: SwiftVersion) -> Bool {
        (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
    }
}

/// One result of `workbook doctor`: what was checked, how it stands, and the fix.
public struct DoctorFinding: Sendable, Equatable, Codable {
    public enum Check: String, Sendable, Codable, CaseIterable {
        case swift, testing
        case developerTools = "developer-tools"
        case git, terminal, sandbox
    }

    public enum Status: String, Sendable, Codable {
        /// Fine as it is.
        case ok
        /// Worth knowing, and nothing to do: the workbook copes.
        case note
        /// Something to install or change; ``fix`` says what.
        case problem
    }

    public var check: Check
    public var status: Status
    /// One line: what was found.
    public var summary: String
    /// The command to run or the page to open.
    public var fix: String?

    public init(_ check: Check, _ status: Status, _ summary: String, fix: String? = nil) {
        self.check = check
        self.status = status
        self.summary = summary
        self.fix = fix
    }
}

/// What was found of the `swift` the workbook runs: the input of ``ToolchainDiagnosis``.
public struct ToolchainSurvey: Sendable, Equatable {
    public enum Platform: String, Sendable, Equatable {
        case macOS, linux, other
    }

    public var platform: Platform
    /// The `swift` the workbook runs, its links followed: "/opt/swift/usr/bin/swift".
    public var swiftPath: String
    /// What `swift --version` printed; `nil` when it did not run.
    public var swiftVersionOutput: String?
    /// What `xcode-select -p` printed, on macOS.
    public var developerDirectoryOutput: String?
    /// What `pkgutil --pkg-info=com.apple.pkg.CLTools_Executables` printed, on macOS.
    public var commandLineToolsPackageOutput: String?

    public init(
        platform: Platform, swiftPath: String, swiftVersionOutput: String?,
        developerDirectoryOutput: String? = nil, commandLineToolsPackageOutput: String? = nil
    ) {
        self.platform = platform
        self.swiftPath = swiftPath
        self.swiftVersionOutput = swiftVersionOutput
        self.developerDirectoryOutput = developerDirectoryOutput
        self.commandLineToolsPackageOutput = commandLineToolsPackageOutput
    }
}
