import Course
import Foundation
import Platform

/// The files of the instructor's workbook that grading needs, for an autograder to carry:
/// the manifest, `Sources/`, `Tests/`, `Chapters/` and `Solutions/` (a chapter that does
/// not compile is built from its solution, so that the rest still links).
///
/// ```
/// let files = try WorkbookSource.files(of: root)
/// files.first?.path   // "Package.swift"
/// ```
///
/// Hidden files and folders (`.build`, `.git`, the backups of `reset`) are left out. A
/// folder that is a symbolic link (a test's copy links `Sources/`) is read where it
/// points: the files go in, not the link. The solutions' named mistakes are only for
/// `verify`, and are left out too.
public enum WorkbookSource {
    public struct File: Equatable, Sendable {
        /// From the workbook's root: "Sources/Course/Chapter.swift".
        public let path: String
        public let data: Data
        public let executable: Bool

        public init(path: String, data: Data, executable: Bool = false) {
            self.path = path
            self.data = data
            self.executable = executable
        }
    }

    /// The top-level files and folders taken.
    public static let parts =
        [WorkbookLayout.manifest, "Package.resolved", WorkbookLayout.chapters] + WorkbookLayout.instructorFolders

    public static func files(of root: URL) throws -> [File] {
        try files(of: root, parts: parts) { path in
            let folders = path.split(separator: "/")
            return folders.first.map(String.init) == WorkbookLayout.solutions
                && folders.dropFirst(2).first.map { WorkbookLayout.solutionVariants.contains(String($0)) } == true
        }
    }

    /// The files of `parts` (top-level files and folders) of the workbook in `root`, in
    /// order, but those whose path `leftOut` says: hidden ones are always left out.
    public static func files(of root: URL, parts: [String], leavingOut leftOut: (String) -> Bool) throws -> [File] {
        let manager = FileManager.default
        var files: [File] = []
        for part in parts {
            let url = root.appendingPathComponent(part).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files.append(
                    File(
                        path: part, data: try Data(contentsOf: url),
                        executable: manager.isExecutableFile(atPath: url.path)))
                continue
            }
            let keys: [URLResourceKey] = [.isRegularFileKey]
            guard
                let enumerator = manager.enumerator(
                    at: url, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
            else { continue }
            let base = url.standardizedFileURL.path
            var found: [File] = []
            for case let file as URL in enumerator {
                let path = file.standardizedFileURL.path
                guard path.hasPrefix(base + "/"), (try? file.resourceValues(forKeys: Set(keys)).isRegularFile) == true
                else { continue }
                let relative = "\(part)/" + String(path.dropFirst(base.count + 1))
                if leftOut(relative) { continue }
                found.append(
                    File(
                        path: relative, data: try Data(contentsOf: file),
                        executable: manager.isExecutableFile(atPath: file.path)))
            }
            files += found.sorted { $0.path < $1.path }
        }
        return files
    }

    /// The version of the Swift toolchain that builds this workbook here, "6.3.1", from
    /// `swift --version` (or `WORKBOOK_SWIFT`'s): the one an autograder installs where
    /// Swift is missing.
    public static func swiftVersion(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> String
    {
        let swift = environment["WORKBOOK_SWIFT"] ?? "swift"
        let output = try CapturedRun(["/usr/bin/env", swift, "--version"], environment: environment).run().outputText
        guard let version = version(inSwiftVersionOutput: output) else {
            throw VersionUnknown(output: output)
        }
        return version
    }

    /// "6.3.1" from "Swift version 6.3.1 (swift-6.3.1-RELEASE)"; `nil` for a snapshot,
    /// which swift.org keeps no release tarball of.
    static func version(inSwiftVersionOutput output: String) -> String? {
        guard let range = output.range(of: #"swift-[0-9]+(\.[0-9]+)+-RELEASE"#, options: .regularExpression) else {
            return nil
        }
        return String(output[range].dropFirst("swift-".count).dropLast("-RELEASE".count))
    }

    public struct VersionUnknown: Error, CustomStringConvertible {
        let output: String
        public var description: String {
            "The Swift release could not be read from `swift --version` (\(output.split(separator: "\n").first ?? "no output")): "
                + "an autograder installs a release from swift.org, so make it with a released toolchain."
        }
    }
}
