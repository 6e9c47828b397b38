/// Two submissions, or a submission and the reference solutions, that hold the same code
/// in one or more chapters (``CopyFinder``), whatever their files are called.
///
/// ```
/// pair.first                      // "alice/"
/// pair.second                     // "bob/"; nil: the reference solutions
/// pair.chapters[0].folder         // "01-LineGraph"
/// pair.chapters[0].similarity     // 0.94 of both chapters' own code is in matched runs
/// pair.chapters[0].runs[0]        // alice's ValueRangeWork.swift 3...9, bob's ValueRange.swift 4...10
/// ```
public struct SimilarPair: Sendable, Equatable {
    public let first: String
    /// The other submission; `nil` when `first` is compared with the reference solutions.
    public let second: String?
    /// The flagged chapters, in course order.
    public let chapters: [SimilarChapter]

    public var isReferenceSolution: Bool { second == nil }
    /// The most alike of the flagged chapters.
    public var similarity: Double { chapters.map(\.similarity).max() ?? 0 }
}

/// One chapter two submissions hold in much the same code: how much of it, and where.
public struct SimilarChapter: Sendable, Equatable {
    /// "01-LineGraph".
    public let folder: String
    /// The tokens of both chapters in matched runs, over all of both's own tokens (not the
    /// skeleton's): 1 for the same code, 0 for no run long enough to count.
    public let similarity: Double
    /// The share of the first's own tokens in matched runs.
    public let firstShare: Double
    public let secondShare: Double
    /// How many top-level declarations (exercises and helpers) the runs reach, on the side
    /// that has fewer.
    public let declarations: Int
    /// Whether the two hold the very same tokens, names and layout aside.
    public let isSameTokens: Bool
    /// The longest first.
    public let runs: [MatchedRun]
}

/// A run of tokens two chapters hold in the same order, and how many of the class hold it.
public struct MatchedRun: Sendable, Equatable {
    /// "Chapters/01-LineGraph/ValueRangeWork.swift".
    public let firstPath: String
    public let firstLines: ClosedRange<Int>
    public let secondPath: String
    public let secondLines: ClosedRange<Int>
    public let tokens: Int
    /// The class's submissions, these two included, whose chapter holds nearly all of the
    /// run's k-grams: 2 for lines that no one else wrote; `nil` in a chapter not flagged,
    /// where it is not counted.
    public let holders: Int?
}

/// Submissions that hold one copy: each flagged pair joins its two, and what is joined
/// through another is one group (JPlag's clusters), shown once.
///
/// ```
/// group.members             // ["alice/", "bob/", "carol/"]
/// group.withReference       // true: at least one of them holds the reference solutions' code
/// ```
public struct CopyGroup: Sendable, Equatable {
    /// In class order.
    public let members: [String]
    public let withReference: Bool
    /// The group's flagged pairs, those with the reference solutions first.
    public let pairs: [SimilarPair]

    /// The flagged pairs, grouped: connected by any flagged pair, the reference solutions
    /// joining none (two students who each copied the reference are joined only if they
    /// are flagged against each other too, which they are when they hold the same code).
    public static func groups(of pairs: [SimilarPair], order: [String]) -> [CopyGroup] {
        var leader: [String: String] = [:]
        func root(_ name: String) -> String {
            var name = name
            while let next = leader[name], next != name { name = next }
            return name
        }
        for pair in pairs {
            let first = root(pair.first)
            leader[first] = first
            if let second = pair.second.map(root) {
                leader[second] = second
                if first != second { leader[max(first, second)] = min(first, second) }
            }
        }
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        let members = Dictionary(grouping: leader.keys, by: root).values.map { names in
            names.sorted { (position[$0] ?? .max, $0) < (position[$1] ?? .max, $1) }
        }
        return members.sorted { (position[$0[0]] ?? .max, $0[0]) < (position[$1[0]] ?? .max, $1[0]) }.map { names in
            let inGroup = pairs.filter { names.contains($0.first) }
            return CopyGroup(
                members: names, withReference: inGroup.contains(where: \.isReferenceSolution),
                pairs: inGroup.sorted { ($0.isReferenceSolution ? 0 : 1) < ($1.isReferenceSolution ? 0 : 1) })
        }
    }
}
