/// Two submissions, or a submission and the reference solutions, whose chapter code is
/// alike enough to look at: the whole submissions' similarity and each file that is
/// flagged, with the lines that match.
///
/// ```
/// pair.first          // "alice/"
/// pair.second         // "bob/"; nil: the reference solutions
/// pair.similarity     // 0.97, of all their chapter files together
/// pair.files[0].path  // "Chapters/01-LineGraph/XPosition.swift"
/// ```
public struct SimilarPair: Sendable, Equatable {
    public let first: String
    /// The other submission; `nil` when `first` is compared with the reference solutions.
    public let second: String?
    /// Of all the chapter files together (``CopyFinder/similarity(shared:sizes:)``).
    public let similarity: Double
    /// Whether the whole submissions are over ``CopyFinder/submissionThreshold``, not
    /// only some of their files.
    public let isWholeSubmission: Bool
    /// The flagged files, by path.
    public let files: [SimilarFile]

    public var isReferenceSolution: Bool { second == nil }
}

/// One file that two submissions (or a submission and the reference solution) hold in
/// much the same tokens.
public struct SimilarFile: Sendable, Equatable {
    /// "Chapters/01-LineGraph/XPosition.swift".
    public let path: String
    public let similarity: Double
    /// Whether the two are the same, byte for byte.
    public let isIdentical: Bool
    /// The lines of each that the shared fingerprints cover, in the first file's order.
    public let fragments: [SimilarFragment]
}

/// Lines of one file and the lines of the other that hold the same tokens.
public struct SimilarFragment: Sendable, Equatable {
    public let firstLines: ClosedRange<Int>
    public let secondLines: ClosedRange<Int>
}

/// Finds copies under new names, as MOSS and Dolos do: each chapter file's winnowed token
/// fingerprints (``FileFingerprint``), less those of the skeleton of the same path (every
/// student starts from it), are compared across the class and with the reference
/// solutions, file by file and for whole submissions.
///
/// ```
/// let pairs = CopyFinder().pairs(in: grades, reference: reference)
/// pairs[0].second == nil   // alice/ is flagged against the reference solutions
/// ```
///
/// The similarity of two sets of fingerprints is Dolos's: the fingerprints they share,
/// counted on both sides, over all the fingerprints of both (1 for the same tokens, 0 for
/// nothing in common). A flag asks for a look, it is not proof: a short exercise has few
/// ways to be right. O(n × f) for n submissions of f fingerprints, plus the pairs that
/// share a fingerprint: an index by fingerprint finds them, not a comparison of every pair.
public struct CopyFinder: Sendable {
    /// A file pair at or above it, sharing at least ``minimumShared`` fingerprints, is
    /// flagged. Calibrated on five honest versions of chapter 1 (at most 0.62 for a file,
    /// against each other and the reference) and renamed copies of the reference (at
    /// least 0.83): Sources/README.md, "Copies under new names".
    public var fileThreshold = 0.7
    /// A pair of whole submissions at or above it is flagged: the honest versions reach
    /// 0.18, the renamed copies 0.95.
    public var submissionThreshold = 0.5
    /// Fewer shared fingerprints are too little code to flag a file for: a one-line
    /// function written the obvious way is the same in many honest solutions.
    public var minimumShared = 3

    public init() {}

    /// Whose files are compared: a submission, or the reference solutions.
    private struct Holder {
        let name: String?
        /// By path, the fingerprints that are not the skeleton's, and the file.
        let files: [String: (hashes: Set<Int>, file: FileFingerprint)]
    }

    /// The flagged pairs, the reference solutions' first, then by similarity.
    public func pairs(in grades: [SubmissionGrade], reference: GradingReference?) -> [SimilarPair] {
        let skeletons = (reference?.skeletons ?? [:]).mapValues { Set($0.fingerprints.map(\.hash)) }
        let holder = { (name: String?, files: [String: FileFingerprint]) in
            Holder(
                name: name,
                files: files.reduce(into: [:]) { kept, entry in
                    let hashes = Set(entry.value.fingerprints.map(\.hash)).subtracting(skeletons[entry.key] ?? [])
                    if !hashes.isEmpty { kept[entry.key] = (hashes, entry.value) }
                })
        }
        var holders = grades.map { holder($0.submission, $0.fingerprints) }
        if let reference { holders.append(holder(nil, reference.fingerprints)) }

        // shared[pair][path]: how many fingerprints of that path the pair holds in common.
        var index: [String: [Int: [Int]]] = [:]
        for (number, holder) in holders.enumerated() {
            for (path, file) in holder.files {
                for hash in file.hashes { index[path, default: [:]][hash, default: []].append(number) }
            }
        }
        var shared: [Pair: [String: Int]] = [:]
        for (path, owners) in index {
            for numbers in owners.values where numbers.count > 1 {
                for (position, left) in numbers.enumerated() {
                    for right in numbers[(position + 1)...] {
                        shared[Pair(left, right), default: [:]][path, default: 0] += 1
                    }
                }
            }
        }
        let pairs = shared.compactMap { pair, counts in
            flagged(holders[pair.left], holders[pair.right], shared: counts)
        }
        return pairs.sorted { left, right in
            if left.isReferenceSolution != right.isReferenceSolution { return left.isReferenceSolution }
            if left.similarity != right.similarity { return left.similarity > right.similarity }
            return (left.first, left.second ?? "") < (right.first, right.second ?? "")
        }
    }

    /// Two holders' indices, the smaller first.
    private struct Pair: Hashable {
        let left: Int, right: Int
        init(_ first: Int, _ second: Int) { (left, right) = (min(first, second), max(first, second)) }
    }

    private func flagged(_ left: Holder, _ right: Holder, shared: [String: Int]) -> SimilarPair? {
        // The reference solutions are always the second of a pair.
        let (first, second) = left.name == nil ? (right, left) : (left, right)
        guard let firstName = first.name else { return nil }
        let size = { (holder: Holder) in holder.files.values.reduce(0) { $0 + $1.hashes.count } }
        let total = shared.values.reduce(0, +)
        let similarity = Self.similarity(shared: total, sizes: (size(first), size(second)))
        let whole = similarity >= submissionThreshold && total >= minimumShared
        let files = shared.keys.sorted().compactMap { path -> SimilarFile? in
            guard let one = first.files[path], let other = second.files[path], let count = shared[path] else {
                return nil
            }
            let fileSimilarity = Self.similarity(shared: count, sizes: (one.hashes.count, other.hashes.count))
            guard fileSimilarity >= fileThreshold, count >= minimumShared || whole else { return nil }
            return SimilarFile(
                path: path, similarity: fileSimilarity, isIdentical: one.file.text == other.file.text,
                fragments: Self.fragments(one.file, other.file, shared: one.hashes.intersection(other.hashes)))
        }
        guard whole || !files.isEmpty else { return nil }
        return SimilarPair(
            first: firstName, second: second.name, similarity: similarity, isWholeSubmission: whole, files: files)
    }

    /// Dolos's similarity: the shared fingerprints, counted on both sides, over all of
    /// both's fingerprints.
    ///
    /// ```
    /// CopyFinder.similarity(shared: 6, sizes: (8, 10))   // 12 / 18 = 0.667
    /// ```
    public static func similarity(shared: Int, sizes: (Int, Int)) -> Double {
        let total = sizes.0 + sizes.1
        return total == 0 ? 0 : Double(2 * shared) / Double(total)
    }

    /// The lines of each file that the shared fingerprints cover, joined where both
    /// sides' lines run on: a copied function is one fragment, not one per fingerprint.
    static func fragments(_ first: FileFingerprint, _ second: FileFingerprint, shared: Set<Int>) -> [SimilarFragment] {
        var otherLines: [Int: ClosedRange<Int>] = [:]
        for fingerprint in second.fingerprints
        where shared.contains(fingerprint.hash) && otherLines[fingerprint.hash] == nil {
            otherLines[fingerprint.hash] = fingerprint.lines
        }
        var seen: Set<Int> = []
        var fragments: [SimilarFragment] = []
        for fingerprint in first.fingerprints {
            guard let lines = otherLines[fingerprint.hash], seen.insert(fingerprint.hash).inserted else { continue }
            if let last = fragments.last, Self.runsOn(last.firstLines, fingerprint.lines),
                Self.runsOn(last.secondLines, lines)
            {
                fragments[fragments.count - 1] = SimilarFragment(
                    firstLines: min(
                        last.firstLines.lowerBound, fingerprint.lines.lowerBound)...max(
                            last.firstLines.upperBound, fingerprint.lines.upperBound),
                    secondLines: min(
                        last.secondLines.lowerBound, lines.lowerBound)...max(
                            last.secondLines.upperBound, lines.upperBound))
            } else {
                fragments.append(SimilarFragment(firstLines: fingerprint.lines, secondLines: lines))
            }
        }
        return fragments
    }

    /// Whether `next` overlaps `lines` or starts on the line after them.
    private static func runsOn(_ lines: ClosedRange<Int>, _ next: ClosedRange<Int>) -> Bool {
        next.lowerBound <= lines.upperBound + 1 && next.upperBound >= lines.lowerBound - 1
    }
}
