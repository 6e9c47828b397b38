import Contracts
import Course
import Foundation
import Runner
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// A target as `swift package describe` reads it: its folder and its Swift files.
private struct DescribedTarget: Equatable {
    let path: String
    let sources: [String]
}

/// What `swift package describe` says of the manifest with these settings, written by
/// `ManifestSettings` in place of any the tests run with: the targets, or what the
/// manifest said when it stopped.
private func describe(_ settings: ManifestSettings) throws -> Result<[String: DescribedTarget], DescribeFailure> {
    try describe(environment: settings.environment(from: ProcessInfo.processInfo.environment))
}

private func describe(environment: [String: String]) throws -> Result<[String: DescribedTarget], DescribeFailure> {
    let output: Data
    switch try swiftPackage("describe --type json", environment: environment) {
    case .success(let data): output = data
    case .failure(let failure): return .failure(failure)
    }
    let json = try JSONSerialization.jsonObject(with: output) as? [String: Any]
    let described = try #require(json?["targets"] as? [[String: Any]], "swift package describe lists the targets")
    return .success(
        Dictionary(
            uniqueKeysWithValues: described.compactMap { target in
                (target["name"] as? String).map { name in
                    (
                        name,
                        DescribedTarget(
                            path: target["path"] as? String ?? "", sources: target["sources"] as? [String] ?? [])
                    )
                }
            }))
}

/// What `swift package <command>` writes to its standard output, for the workbook's
/// manifest in this environment, or what SwiftPM said when it stopped.
private func swiftPackage(_ command: String, environment: [String: String]) throws -> Result<Data, DescribeFailure> {
    let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("output.json")
    let errors = scratch.appendingPathComponent("errors.txt")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    // A shell writes the JSON alone to the file; what SwiftPM says besides goes elsewhere.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
        "-c", "swift package --package-path \"$1\" --scratch-path \"$2\" \(command) > \"$3\" 2>\"$4\"",
        "sh", root.path, scratch.path, output.path, errors.path,
    ]
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        return .failure(DescribeFailure(errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? ""))
    }
    return .success(try Data(contentsOf: output))
}

/// Each target's Swift flags as the manifest sets them (`unsafeFlags`), by target name.
private func swiftFlags(_ settings: ManifestSettings) throws -> [String: [String]] {
    let environment = settings.environment(from: ProcessInfo.processInfo.environment)
    let data = try swiftPackage("dump-package", environment: environment).get()
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let targets = try #require(json?["targets"] as? [[String: Any]], "swift package dump-package lists the targets")
    var flags: [String: [String]] = [:]
    for target in targets {
        guard let name = target["name"] as? String else { continue }
        for setting in target["settings"] as? [[String: Any]] ?? [] {
            let kind = setting["kind"] as? [String: Any]
            let unsafe = kind?["unsafeFlags"] as? [String: Any]
            flags[name, default: []] += unsafe?["_0"] as? [String] ?? []
        }
    }
    return flags
}

private struct DescribeFailure: Error {
    let errors: String
}

/// The names of the targets the manifest makes with these settings.
private func targets(_ settings: ManifestSettings) throws -> Set<String> {
    Set(try describe(settings).get().keys)
}

private typealias Name = ManifestSettings.Name

@Suite("The manifest's settings", .serialized)
struct ManifestTests {
    static let chapters = workbookCatalog.chapters

    @Test("by default: the tool, every chapter and its exercise suites, but none of the tool's own tests")
    func plain() throws {
        let names = try targets(ManifestSettings())
        for chapter in Self.chapters {
            #expect(names.contains(chapter.module) && names.contains(chapter.testTarget), "chapter \(chapter.number)")
        }
        #expect(names.isSuperset(of: ["workbook", "WorkbookCommands", "Previews", "Renderer"]), "the tool is there")
        #expect(
            names.isDisjoint(with: WorkbookLayout.toolTestTargets.map(\.name) + [WorkbookLayout.toolTestSupport]),
            "a plain swift test runs the exercise suites alone: \(names.sorted())")
    }

    @Test("WORKBOOK_ONLY: one chapter, what it stands on, and nothing else")
    func only() throws {
        let first = try #require(Self.chapters.first)
        let names = try targets(ManifestSettings(only: [first.number]))
        #expect(
            names == [
                first.module, first.testTarget, "Contracts", "ExerciseSupport", "Course", "TestSupport", "SampleData",
            ], "\(names.sorted())")
    }

    @Test("WORKBOOK_PROBE_ONLY: every chapter, its suites and the probe, and nothing of the tool or the previews")
    func probeOnly() throws {
        let names = try targets(ManifestSettings(probeOnly: true))
        let chapters = Self.chapters.flatMap { [$0.module, $0.testTarget] }
        #expect(
            names
                == Set(chapters + ["Contracts", "ExerciseSupport", "Course", "TestSupport", "SampleData"])
                .union(["ProbeProtocol", "Probes", "workbook-probe"]), "\(names.sorted())")
        let withSolutions = try targets(ManifestSettings(sources: .solutions, probeOnly: true))
        #expect(withSolutions == names, "and none of the tool's own tests with the solutions")
    }

    @Test("WORKBOOK_UNOPTIMISED_PREVIEWS: the renderer and the previews unoptimised, the probe's modules as always")
    func unoptimisedPreviews() throws {
        let usual = try swiftFlags(ManifestSettings())
        let unoptimised = try swiftFlags(ManifestSettings(unoptimisedPreviews: true))
        for target in ["Renderer", "Previews"] {
            #expect(usual[target] == ["-O"], "\(target) is optimised for a student's million-row file")
            #expect(unoptimised[target] == ["-Onone"], "\(target), for the grader's reference preview")
        }
        for target in ["SampleData", "ProbeProtocol"] {
            #expect(unoptimised[target] == ["-O"], "\(target): the reference's answers set a call's time limit")
        }
    }

    @Test(
        "WORKBOOK_LIBRARY_EVOLUTION: the chapter modules resilient, with their interfaces; nothing else, and never by default"
    )
    func libraryEvolution() throws {
        let usual = try swiftFlags(ManifestSettings(probeOnly: true))
        let resilient = try swiftFlags(ManifestSettings(probeOnly: true, libraryEvolution: true))
        for chapter in Self.chapters {
            #expect(usual[chapter.module, default: []].isEmpty, "a student's build is as it was: \(chapter.module)")
            let flags = resilient[chapter.module, default: []]
            #expect(
                flags.contains("-enable-library-evolution") && flags.contains("-emit-module-interface"),
                "\(chapter.module): \(flags)")
        }
        let chapterModules = Set(Self.chapters.map(\.module))
        #expect(
            resilient.filter { !chapterModules.contains($0.key) } == usual.filter { !chapterModules.contains($0.key) },
            "no other target's flags change")
    }

    @Test("WORKBOOK_SET_ASIDE leaves out a chapter's tests, and WORKBOOK_SOURCES=solutions adds the tool's own")
    func setAsideAndSolutions() throws {
        let first = try #require(Self.chapters.first)
        let names = try targets(ManifestSettings(sources: .solutions, setAside: [first.number]))
        #expect(names.contains(first.module), "the module stays, built from the solutions, so the previews link")
        #expect(!names.contains(first.testTarget), "its tests are left out")
        // The tool's test targets as WorkbookLayout lists them, which verify reports on.
        #expect(
            names.isSuperset(of: WorkbookLayout.toolTestTargets.map(\.name) + [WorkbookLayout.toolTestSupport]),
            "the maintainers' gate has its tests: \(names.sorted())")
    }

    @Test("`workbook test` builds in a folder of its own the package `swift run` built, whichever chapters it tests")
    func testInvocation() throws {
        let workspace = try Self.workspace()
        let invocation = workspace.invocation(testing: Array(Self.chapters.prefix(1)))
        // Even when the tool itself runs with other settings, as in the tool's own tests.
        let environment = invocation.environment(from: [Name.sources: "solutions", Name.only: "1"])
        #expect(
            environment[Name.only]
                == workbookCatalog.chapters.map(\.number).sorted().map(String.init).joined(separator: ","),
            "every chapter, whichever it tests: a narrower package would be planned again at every switch")
        #expect(environment[Name.sources] == nil, "unset, as in the student's own `swift run`")
        #expect(environment[Name.chapters] == workbookCatalog.manifestKey, "a new chapter is seen at once")
        #expect(
            invocation.scratchPath == workspace.root.appendingPathComponent(WorkbookLayout.testsBuild),
            "apart from `.build`, so that neither `swift run` nor the tests plan their build again")
        #expect(invocation.filter == Self.chapters.prefix(1).map { "^" + $0.testTarget + "\\." })
    }

    @Test("a run in a build folder of its own builds only the chapters it reports on")
    func narrowedInvocation() throws {
        let workspace = try Self.workspace()
        let scratch = URL(fileURLWithPath: "/tmp/verify")
        let invocation = workspace.invocation(testing: Array(Self.chapters.prefix(1)), scratchPath: scratch)
        let environment = invocation.environment(from: [:])
        #expect(environment[Name.only] == Self.chapters.first.map { "\($0.number)" })
        #expect(environment[Name.chapters] == workbookCatalog.manifestKey)
        #expect(invocation.scratchPath == scratch)
    }

    // The round trip: Package.swift cannot import Contracts, so it keeps a mirror of
    // `ManifestSettings`' names and parse. Each setting is written here through
    // `ManifestSettings` and the manifest must build what the setting means.

    @Test("the skeletons, and a chapter set aside built from its solution, as ManifestSettings writes them")
    func skeletonsRoundTrip() throws {
        let (first, second) = try Self.firstTwoChapters()
        let described = try describe(ManifestSettings(only: [first.number, second.number], setAside: [second.number]))
            .get()
        #expect(described[first.module]?.path == "Chapters/\(first.folder)", "the default is the skeletons")
        #expect(described[second.module]?.path == "Solutions/\(second.folder)", "a chapter set aside is its solution")
        #expect(described[first.testTarget] != nil && described[second.testTarget] == nil, "and has no tests")
        #expect(described["WorkbookCommands"] == nil, "only those chapters: \(described.keys.sorted())")
    }

    @Test("the solutions, as ManifestSettings writes them")
    func solutionsRoundTrip() throws {
        let (first, _) = try Self.firstTwoChapters()
        let described = try describe(ManifestSettings(sources: .solutions, only: [first.number])).get()
        #expect(described[first.module]?.path == "Solutions/\(first.folder)")
        #expect(
            described[first.module]?.sources.allSatisfy { !$0.hasPrefix("Mistakes/") } == true, "no mistake among them")
    }

    @Test("a mistake, as ManifestSettings writes it: its files in place of the solution's")
    func mistakeRoundTrip() throws {
        let (first, _) = try Self.firstTwoChapters()
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        let mistakes = root.appendingPathComponent("Solutions/\(first.folder)/Mistakes")
        let mistake = try #require(try FileManager.default.contentsOfDirectory(atPath: mistakes.path).sorted().first)
        let file = try #require(
            try FileManager.default.contentsOfDirectory(atPath: mistakes.appendingPathComponent(mistake).path)
                .filter { $0.hasSuffix(".swift") }.sorted().first)
        let described = try describe(ManifestSettings(sources: .mistake(mistake), only: [first.number])).get()
        let sources = try #require(described[first.module]?.sources)
        #expect(described[first.module]?.path == "Solutions/\(first.folder)")
        #expect(sources.contains("Mistakes/\(mistake)/\(file)") && !sources.contains(file), "\(sources)")
    }

    @Test("a hint followed literally, as ManifestSettings writes it: its files in place of the solution's")
    func hintRoundTrip() throws {
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        let withHints = Self.chapters.compactMap { chapter -> (Chapter, String)? in
            let folder = root.appendingPathComponent(WorkbookLayout.hintsFolder(of: chapter))
            return (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted().first.map {
                (chapter, $0)
            }
        }
        let (chapter, hint) = try #require(withHints.first, "some hint of the course shows code, so has a folder")
        let described = try describe(ManifestSettings(sources: .hint(hint), only: [chapter.number])).get()
        let target = try #require(described[chapter.module])
        let replaced = target.sources.filter { $0.contains("/") }
        let replacedNames = replaced.map { String($0.split(separator: "/").last ?? "") }
        #expect(target.path == WorkbookLayout.solutionFolder(of: chapter))
        #expect(
            !replaced.isEmpty && replaced.allSatisfy { $0.hasPrefix("\(WorkbookLayout.hints)/\(hint)/") }
                && replacedNames.allSatisfy { !target.sources.contains($0) },
            "\(target.sources)")
    }

    @Test("a sources setting the manifest does not understand stops it with ManifestSettings' own words")
    func unknownSources() throws {
        var settings = ManifestSettings(only: [try Self.firstTwoChapters().0.number])
        settings.sources = .solutions
        let problem = ManifestSettings.Problem(setting: Name.sources, value: "solution")
        #expect(throws: problem) { try ManifestSettings(environment: [Name.sources: "solution"]) }
        // Written by hand: ManifestSettings itself cannot write a setting it does not understand.
        var environment = settings.environment(from: ProcessInfo.processInfo.environment)
        environment[Name.sources] = "solution"
        guard case .failure(let failure) = try describe(environment: environment) else {
            Issue.record("the manifest accepted \(Name.sources)=solution")
            return
        }
        #expect(failure.errors.contains(problem.description), "\(failure.errors)")
    }

    private static func firstTwoChapters() throws -> (Chapter, Chapter) {
        try #require(chapters.count >= 2, "the round trip needs two chapters")
        return (chapters[0], chapters[1])
    }

    private static func workspace() throws -> Workspace {
        let style = Style(colors: false, unicode: false)
        let root = try #require(ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath)))
        return Workspace(root: root, progress: ProgressLine(style: style, isTerminal: false), environment: [:])
    }

    // MARK: The manifest's mirror

    @Test("the manifest builds each chapter from the folders WorkbookLayout names")
    func manifestAgrees() throws {
        let chapters = workbookCatalog.chapters
        let skeletons = try describe(ManifestSettings()).get()
        let solutions = try describe(ManifestSettings(sources: .solutions)).get()
        for chapter in chapters {
            #expect(
                skeletons[chapter.module]?.path == WorkbookLayout.skeletonFolder(of: chapter),
                "chapter \(chapter.number)")
            #expect(
                solutions[chapter.module]?.path == WorkbookLayout.solutionFolder(of: chapter),
                "chapter \(chapter.number)")
            #expect(
                skeletons[chapter.testTarget]?.path == WorkbookLayout.testFolder(of: chapter),
                "chapter \(chapter.number)")
            #expect(
                solutions[chapter.module]?.sources.contains { source in
                    WorkbookLayout.solutionVariants.contains { source.hasPrefix($0 + "/") }
                } == false,
                "the solutions leave out the mistakes and the hints followed literally")
        }
        let root = workbookRoot
        let chapter = try #require(chapters.first)
        let mistake = try #require(
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(WorkbookLayout.mistakesFolder(of: chapter)).path))?.sorted().first)
        let variant = try describe(ManifestSettings(sources: .mistake(mistake))).get()
        let target = try #require(variant[chapter.module])
        let replaced = target.sources.filter { $0.contains("/") }.map { target.path + "/" + $0 }
        #expect(
            !replaced.isEmpty
                && replaced.allSatisfy { $0.hasPrefix(WorkbookLayout.mistakeFolder(mistake, of: chapter) + "/") },
            "the mistake's files come from its folder: \(replaced)")
    }
}
