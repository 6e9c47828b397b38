/// One chapter's chart as a submission's answers (or the reference solutions) draw it, as
/// SVG text, or why it could not be drawn.
///
/// ```
/// ChapterChart(chapter: 1, svg: "<svg ...>...</svg>")
/// ChapterChart(chapter: 2, problem: "Chapter 2 does not compile, so its chart cannot be drawn.")
/// ```
///
/// The SVG comes from the student's code, so it is untrusted: the class report shows it
/// as an image, where a browser runs no script.
public struct ChapterChart: Sendable, Codable, Equatable {
    /// The chapter's number.
    public let chapter: Int
    /// The chart as SVG; `nil` when it could not be drawn.
    public let svg: String?
    /// Why there is no chart: the chapter does not compile, its preview crashed, ...
    public let problem: String?

    public init(chapter: Int, svg: String? = nil, problem: String? = nil) {
        self.chapter = chapter
        self.svg = svg
        self.problem = problem
    }
}

/// What a class is compared with: the reference solutions' charts, and the fingerprints of
/// the reference solution files and of the untouched skeletons, by their path in a
/// submission ("Chapters/01-LineGraph/XPosition.swift").
///
/// ```
/// GradingReference(charts: [ChapterChart(chapter: 1, svg: "<svg ...>")],
///                  fingerprints: ["Chapters/01-LineGraph/XPosition.swift": FileFingerprint(text: solution)],
///                  skeletons: ["Chapters/01-LineGraph/XPosition.swift": FileFingerprint(text: skeleton)])
/// ```
public struct GradingReference: Sendable, Codable, Equatable {
    public var charts: [ChapterChart]
    /// The reference solutions' files (Solutions/<chapter>/, without Mistakes/).
    public var fingerprints: [String: FileFingerprint]
    /// The skeletons' files: what every student starts from is no sign of a copy, so their
    /// fingerprints are left out of every comparison.
    public var skeletons: [String: FileFingerprint]
    /// The seed of the run's held-out inputs (``Grader/seed``); `nil` in older reports.
    public var seed: UInt64?

    public init(
        charts: [ChapterChart] = [], fingerprints: [String: FileFingerprint] = [:],
        skeletons: [String: FileFingerprint] = [:],
        seed: UInt64? = nil
    ) {
        self.seed = seed
        self.charts = charts
        self.fingerprints = fingerprints
        self.skeletons = skeletons
    }
}
