import Foundation
import Testing

/// A target as `swift package describe` reads the manifest: its folder and its sources.
public struct DescribedTarget: Sendable {
    public let path: String
    public let sources: [String]
}

/// The targets the workbook's manifest makes with `settings` (and no other WORKBOOK_
/// setting), by name, as `swift package describe` reads them in a scratch folder of its own.
///
/// ```swift
/// let targets = try describedTargets(["WORKBOOK_SOURCES": "solutions"])
/// targets["LineGraph"]?.path   // "Solutions/01-LineGraph"
/// ```
///
/// It runs SwiftPM, which reads the manifest (a few seconds): an end-to-end helper.
public func describedTargets(
    _ settings: [String: String], sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String: DescribedTarget] {
    let scratch = TemporaryFolder(prefix: "describe")
    defer { scratch.remove() }
    try FileManager.default.createDirectory(at: scratch.root, withIntermediateDirectories: true)
    let output = scratch.root.appendingPathComponent("describe.json")
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("WORKBOOK_") { environment[key] = nil }
    environment.merge(settings) { _, new in new }
    // A shell writes the JSON alone to the file; what SwiftPM says besides goes elsewhere.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "swift package --package-path \"$1\" --scratch-path \"$2\" describe --type json > \"$3\" 2>/dev/null",
                         "sh", workbookRoot.path, scratch.root.path, output.path]
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    let json = try? JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
    let targets = try #require(json?["targets"] as? [[String: Any]], "swift package describe lists the targets",
                               sourceLocation: sourceLocation)
    var described: [String: DescribedTarget] = [:]
    for target in targets {
        guard let name = target["name"] as? String, let path = target["path"] as? String else { continue }
        described[name] = DescribedTarget(path: path, sources: target["sources"] as? [String] ?? [])
    }
    return described
}
