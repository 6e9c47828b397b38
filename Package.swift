// swift-tools-version: 6.2
//
// Chart Workbook. The manifest decides where each chapter's code comes from:
//
//   WORKBOOK_SOURCES unset or "chapters"  the student's skeletons in Chapters/
//   WORKBOOK_SOURCES=solutions            the reference solutions in Solutions/
//   WORKBOOK_SOURCES=mistake:<name>       the solutions, with the files of
//                                         Solutions/<chapter>/Mistakes/<name>/ in place
//                                         of the solution files of the same name
//
// SwiftPM re-reads this manifest when the variable changes, so switching only rebuilds
// the chapter modules. The workbook uses no outside packages.
import Foundation
import PackageDescription

/// A chapter of the course: its module, its folder under Chapters/ and Solutions/, and
/// the test target that checks it.
struct Chapter {
    let module: String
    let folder: String
    var testTarget: String { module + "Tests" }
    /// The reference solution as a module of its own, so that a preview can draw the
    /// expected chart next to the student's. Its folder under References/ is a symbolic
    /// link to the chapter's folder under Solutions/.
    var referenceModule: String { module + "Reference" }
}

let chapters = [
    Chapter(module: "LineGraph", folder: "01-LineGraph"),
]

let sourcesSetting = Context.environment["WORKBOOK_SOURCES"] ?? "chapters"
let packageDirectory = URL(fileURLWithPath: Context.packageDirectory)

/// The chapter target, built from the skeletons, the solutions or a mistake variant.
func chapterTarget(_ chapter: Chapter) -> Target {
    let dependencies: [Target.Dependency] = ["ExerciseSupport"]
    switch sourcesSetting {
    case "", "chapters":
        return .target(
            name: chapter.module, dependencies: dependencies,
            path: "Chapters/\(chapter.folder)", exclude: ["README.md"])
    case "solutions":
        return .target(
            name: chapter.module, dependencies: dependencies,
            path: "Solutions/\(chapter.folder)", exclude: ["Mistakes"])
    case let setting where setting.hasPrefix("mistake:"):
        let mistake = String(setting.dropFirst("mistake:".count))
        return .target(
            name: chapter.module, dependencies: dependencies,
            path: "Solutions/\(chapter.folder)",
            sources: mistakeSources(of: chapter, mistake: mistake))
    default:
        fatalError("""
            WORKBOOK_SOURCES=\(sourcesSetting) is not understood. \
            Use "chapters", "solutions" or "mistake:<name>".
            """)
    }
}

/// The solution's Swift files, with each file of the mistake's folder replacing the
/// solution file of the same name. A chapter without that mistake builds as the solution.
func mistakeSources(of chapter: Chapter, mistake: String) -> [String] {
    let solution = packageDirectory.appendingPathComponent("Solutions/\(chapter.folder)")
    let variant = solution.appendingPathComponent("Mistakes/\(mistake)")
    let swiftFiles = { (folder: URL) -> [String] in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }
    let replacements = swiftFiles(variant)
    let kept = swiftFiles(solution).filter { !replacements.contains($0) }
    return kept + replacements.map { "Mistakes/\(mistake)/\($0)" }
}

let package = Package(
    name: "ChartWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .executable(name: "workbook-preview", targets: ["workbook-preview"]),
        .executable(name: "workbook-bench", targets: ["workbook-bench"]),
    ],
    targets: [
        // What the chapters and their tests stand on.
        .target(name: "ExerciseSupport"),
        .target(name: "TestSupport", dependencies: ["ExerciseSupport"]),
        .target(name: "SampleData"),

        // The tool: running suites, reading their results, and the command line.
        .target(name: "Runner"),
        .target(name: "WorkbookCommands", dependencies: ["Runner", "Renderer", "PreviewProtocol"]),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCommands"]),
        .testTarget(name: "WorkbookTests", dependencies: ["Runner", "WorkbookCommands", "TestSupport"]),

        // Charts in the terminal. The renderer knows nothing of the chapters; the previews
        // draw each chapter's chart through the student's functions and run in a program of
        // their own, so that code which does not compile never stops the `workbook` tool.
        .target(name: "Renderer"),
        .testTarget(name: "RendererTests", dependencies: ["Renderer", "TestSupport"], exclude: ["Snapshots"]),
        .target(name: "PreviewProtocol", dependencies: ["Renderer"]),
        .target(
            name: "Previews",
            dependencies: ["Renderer", "PreviewProtocol", "SampleData", "ExerciseSupport"]
                + chapters.flatMap { [.target(name: $0.module), .target(name: $0.referenceModule)] }),
        .executableTarget(name: "workbook-preview", dependencies: ["Previews"]),
        .testTarget(name: "PreviewTests", dependencies: ["Previews", "TestSupport", "SampleData"], exclude: ["Snapshots"]),
        .executableTarget(name: "workbook-bench", dependencies: ["Renderer"]),
    ]
    + chapters.map(chapterTarget)
    + chapters.map { chapter in
        .target(
            name: chapter.referenceModule, dependencies: ["ExerciseSupport"],
            path: "References/\(chapter.folder)", exclude: ["Mistakes"])
    }
    + chapters.map { chapter in
        .testTarget(
            name: chapter.testTarget,
            dependencies: [.target(name: chapter.module), "TestSupport", "SampleData"])
    }
)
