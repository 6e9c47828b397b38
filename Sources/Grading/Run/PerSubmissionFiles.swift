import Foundation
import Results

/// Where a per-submission format (Gradescope's, Classroom 50's) writes: the one file
/// `--output` names for one submission, or, for several, a file each in the folder it
/// names, `DIR/<name>.json`, since each platform's file holds one submission.
///
/// ```
/// let files = try PerSubmissionFiles(request: request, submissions: ["alice/", "bob/"], folder: out)
/// files?.file(for: "bob/")   // out/bob.json
/// ```
public struct PerSubmissionFiles {
    /// The file, or the folder of files.
    public let output: URL?
    public let isFolder: Bool
    /// Each submission's file name, "alice.json".
    let names: [String: String]

    /// `nil` for the other formats.
    public init?(request: GradeRequest, submissions: [String], folder output: URL?) throws(GradeRequestError) {
        guard request.format.isPerSubmission else { return nil }
        self.output = output
        isFolder = submissions.count > 1
        guard isFolder else {
            names = [:]
            return
        }
        guard let output else {
            throw GradeRequestError(
                "--format \(request.format.rawValue) writes one submission's file, and \(submissions.count) were given: "
                    + "name a folder with --output DIR, for DIR/<submission>.json each.")
        }
        names = try Self.fileNames(of: submissions)
        if FileManager.default.fileExists(atPath: output.path), !FileManager.default.isFolder(output) {
            throw GradeRequestError(
                "--output \(output.lastPathComponent) is a file; for several submissions it must name a folder.")
        }
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw GradeRequestError("The folder \(output.path) cannot be made: \(error.localizedDescription)")
        }
    }

    /// The files of the request's own submissions.
    public init?(request: GradeRequest, folder output: URL?) throws(GradeRequestError) {
        try self.init(request: request, submissions: request.submissions, folder: output)
    }

    /// The file of `submission`; `nil` when the report goes to standard output.
    public func file(for submission: String) -> URL? {
        guard let output else { return nil }
        return isFolder
            ? output.appendingPathComponent(names[submission] ?? Grader.logName(for: submission) + ".json") : output
    }

    /// "alice.json" for "class/alice/", refusing two folders whose files would clash.
    private static func fileNames(of submissions: [String]) throws(GradeRequestError) -> [String: String] {
        var seen: [String: String] = [:]
        for submission in submissions {
            let name = Grader.logName(for: submission) + ".json"
            if let other = seen[name] {
                throw GradeRequestError(
                    "'\(StudentText.name(other))' and '\(StudentText.name(submission))' would both be written to \(name); rename one of the folders."
                )
            }
            seen[name] = submission
        }
        return Dictionary(uniqueKeysWithValues: seen.map { ($0.value, $0.key) })
    }
}

extension FileManager {
    /// Whether `url` is a folder, following links.
    package func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
