import Course
import Foundation
import Platform
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import Runner

/// The class report opened in a real browser, Debian's headless Chromium: it must render
/// (the DOM holds the sections, tables and images) and draw something (its screenshot is
/// the window's size and far from a blank page's).
@Suite("The class report in headless Chromium")
struct ClassReportBrowserTests {
    // The limit is the other end-to-end tests' 40 minutes, not the page's few seconds: in
    // verify on 2 cores this test can wait behind two long grading tests, and its clock
    // runs while it waits (5 minutes failed so in a fresh-clone CI run). Each Chromium
    // run is held to 90 s by `HeadlessChromium`, so a hung browser still fails.
    @Test(
        "the page renders: its sections and charts are in the DOM, and its screenshot is not blank",
        .timeLimit(.minutes(40)))
    func rendersInChromium() throws {
        let chromium = try #require(HeadlessChromium.find(), Comment(rawValue: HeadlessChromium.installAdvice))
        let folder = TemporaryFolder(prefix: "class-report")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
        let page = folder.root.appendingPathComponent("class.html")
        let report = ClassReport(grades: BrowserClass.grades, chapters: BrowserClass.chapters)
        try Data(ClassReportPage.text(report).utf8).write(to: page)
        let blank = folder.root.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><body></body></html>".utf8).write(to: blank)

        let dom = try chromium.dumpDOM(of: page, profile: folder.root.appendingPathComponent("profile"))
        #expect(
            dom.contains(#"<section id="mistakes">"#) && dom.contains("unflipped y axis"),
            "the mistakes are in the page:\n\(dom.prefix(3000))")
        #expect(
            dom.contains(#"<svg xmlns="http://www.w3.org/2000/svg" class="pass-counts""#),
            "the pass counts are drawn inline")
        #expect(
            dom.components(separatedBy: #"<img class="chart" src="data:image/svg+xml;base64,"#).count - 1 == 4,
            "each drawn student chart is an image")
        #expect(
            dom.contains("Chapter 2 does not compile, so its chart cannot be drawn."), "a missing chart is explained")
        #expect(!dom.lowercased().contains("<script"), "no script got into the page, from a name or an SVG")
        #expect(dom.contains("eve&lt;script&gt;/"), "the name with markup in it is shown as text")

        let shot = folder.root.appendingPathComponent("class.png")
        let blankShot = folder.root.appendingPathComponent("blank.png")
        try chromium.screenshot(of: page, to: shot, profile: folder.root.appendingPathComponent("profile"))
        try chromium.screenshot(of: blank, to: blankShot, profile: folder.root.appendingPathComponent("profile"))
        let png = try Data(contentsOf: shot)
        let blankPNG = try Data(contentsOf: blankShot)
        let header = PNGHeader(png)
        #expect(
            header?.width == HeadlessChromium.windowSize.width && header?.height == HeadlessChromium.windowSize.height,
            "a PNG of the window's size: \(String(describing: header))")
        // A blank window compresses to almost nothing; text, tables and charts do not.
        // (Checked against a wrong version that screenshots the empty page in the report's
        // place: 11.6 KB against 11.6 KB, where the report's is over 200 KB.)
        #expect(
            png.count > 8 * blankPNG.count,
            "the page draws far more than a blank one: \(png.count) bytes against \(blankPNG.count)")
        if let keep = ProcessInfo.processInfo.environment["WORKBOOK_KEEP_SCREENSHOT"] {
            try? png.write(to: URL(fileURLWithPath: keep))
        }
    }
}

/// Debian's `chromium`, run headless with a profile folder of its own.
struct HeadlessChromium {
    let path: String

    static let windowSize = (width: 1280, height: 2000)
    static let installAdvice =
        "The class report's test needs Chromium. Install it: apt-get install -y chromium "
        + "(.ci/run does, as root), or set WORKBOOK_CHROMIUM to a Chromium or Chrome program."

    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> HeadlessChromium? {
        if let path = environment["WORKBOOK_CHROMIUM"], !path.isEmpty { return HeadlessChromium(path: path) }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return HeadlessChromium(path: path) }
            }
        }
        return nil
    }

    func dumpDOM(of page: URL, profile: URL) throws -> String {
        String(decoding: try run(["--dump-dom", page.absoluteString], profile: profile), as: UTF8.self)
    }

    func screenshot(of page: URL, to file: URL, profile: URL) throws {
        let size = Self.windowSize
        _ = try run(
            [
                "--screenshot=\(file.path)", "--window-size=\(size.width),\(size.height)", "--hide-scrollbars",
                page.absoluteString,
            ], profile: profile)
    }

    /// Runs Chromium headless; as root it needs --no-sandbox (its own sandbox, not the
    /// workbook's). It is started and waited for with `ChildProcess` (posix_spawn and
    /// waitpid), not Foundation's `Process`, whose end is noticed on a Dispatch thread:
    /// in verify, long end-to-end tests hold every such thread, and a Chromium that had
    /// ended was waited for until the time limit. Its output goes to a file, and a run
    /// that has not ended in 90 s is stopped.
    private func run(_ arguments: [String], profile: URL) throws -> Data {
        let outputFile = profile.deletingLastPathComponent().appendingPathComponent("chromium-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile.path)",
        ]
        let child = try ChildProcess(
            executable: path, arguments: flags + arguments,
            environment: ProcessInfo.processInfo.environment,
            output: outputFile, errorOutput: nil)
        let deadline = Date().addingTimeInterval(90)
        var ending: ChildProcess.Ending?
        while ending == nil, Date() < deadline {
            ending = try child.ending()
            if ending == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let ending else {
            ProcessTree.kill(child.pid)
            throw ChromiumFailed(description: "\(path) \(arguments.joined(separator: " ")) did not end within 90 s")
        }
        guard ending == .exited(0) else {
            throw ChromiumFailed(description: "\(path) \(arguments.joined(separator: " ")) ended: \(ending)")
        }
        return try Data(contentsOf: outputFile)
    }
}

struct ChromiumFailed: Error, CustomStringConvertible {
    let description: String
}

/// A PNG file's signature and size, from its IHDR chunk.
struct PNGHeader {
    let width: Int
    let height: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        (width, height) = (number(16), number(20))
    }
}

/// Three students of a two-chapter course, with charts, one of them an SVG with a script
/// and a name with markup in it.
enum BrowserClass {
    static let chapters = twoChapterCourse

    /// A line chart of `values` (0 to 10), 820 × 480 as the previews' SVGs are.
    static func chart(_ values: [Double], extra: String = "") -> String {
        let points = values.enumerated().map {
            "\(60 + $0.offset * 700 / max(1, values.count - 1)),\(440 - Int($0.element * 40))"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="820" height="480" viewBox="0 0 820 480">\
            <rect width="820" height="480" fill="#ffffff"/><path d="M55 20V445H780" fill="none" stroke="#808080"/>\
            <polyline points="\(points.joined(separator: " "))" fill="none" stroke="#1f77b4" stroke-width="3"/>\(extra)</svg>
            """
    }

    static let expected = chart([1, 4, 3, 7, 6, 9])
    static let flipped = chart([9, 6, 7, 3, 4, 1])

    static var grades: [SubmissionGrade] {
        let ids = chapters.flatMap { chapter in chapter.exercises.map { (chapter.number, $0) } }
        func grade(_ name: String, _ statuses: [GradeStatus], mistake: String? = nil) -> SubmissionGrade {
            SubmissionGrade(
                submission: name,
                exercises: zip(ids, statuses).map { pair, status in
                    ExerciseGrade(
                        id: pair.1.id, title: pair.1.title, chapter: pair.0, status: status, maxPoints: pair.1.points,
                        message: status == .pass ? "" : "\"t()\": Likely mistake: unflipped y axis. Measure up.",
                        likelyMistake: status == .fail ? mistake : nil)
                })
        }
        var alice = grade("alice/", [.pass, .pass, .pass, .pass])
        alice.charts = [ChapterChart(chapter: 1, svg: expected), ChapterChart(chapter: 2, svg: expected)]
        alice.fingerprints = ["Chapters/01-LineGraph/XPosition.swift": FileFingerprint(text: "1")]
        alice.reference = GradingReference(
            charts: [ChapterChart(chapter: 1, svg: expected), ChapterChart(chapter: 2, svg: expected)],
            fingerprints: ["Chapters/01-LineGraph/XPosition.swift": FileFingerprint(text: "1")])
        var bob = grade("bob/", [.pass, .pass, .fail, .notImplemented], mistake: "unflipped y axis")
        bob.charts = [
            ChapterChart(chapter: 1, svg: flipped, problem: nil),
            ChapterChart(chapter: 2, problem: "Chapter 2 does not compile, so its chart cannot be drawn."),
        ]
        var eve = grade("eve<script>/", [.pass, .crashed, .fail, .doesNotCompile], mistake: "unflipped y axis")
        eve.charts = [
            ChapterChart(chapter: 1, svg: chart([2, 2, 2, 2], extra: "<script>document.title='owned'</script>")),
            ChapterChart(chapter: 2, problem: "Chapter 2 does not compile, so its chart cannot be drawn."),
        ]
        eve.notes = ["</td><script>alert(1)</script>"]
        return [alice, bob, eve]
    }
}
