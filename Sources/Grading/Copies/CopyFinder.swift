/// Finds copies, under any file names, as JPlag, MOSS and Dolos do: each chapter's code is
/// read as a whole (all its files, in any layout) and compared with every other
/// submission's chapter and the reference solutions'; a flag needs long runs of the same
/// tokens, over a share of both chapters, in more than one declaration.
///
/// ```
/// let pairs = CopyFinder().pairs(in: grades, reference: reference)
/// pairs[0].second == nil          // alice/ is flagged against the reference solutions
/// pairs[0].chapters[0].runs       // the matched code, side by side
/// ```
///
/// What counts for nothing, found by measurement rather than by a list:
/// - the skeleton's code (every student starts from it, and the signatures are fixed);
/// - a run shorter than ``minimumRun`` tokens: an exercise whose natural answer is shorter
///   has few ways to be right, and honest students write the reference's (`valueRange`);
/// - code the reference holds and most of the class does too (MOSS's `-m`), counted over
///   the class's distinct versions of the chapter, once there are enough to tell.
///
/// A flag asks for a look, it is not proof. Calibrated on honest students who never saw the
/// solutions and on copies made six ways: Sources/README.md, "Copies under any names".
/// O(c × p × n) for c chapters, p pairs that share a winnowed fingerprint, n tokens.
public struct CopyFinder: Sendable {
    /// k: tokens per k-gram, the unit a run is made of.
    public var gramLength = 8
    /// A run of fewer tokens is no evidence (JPlag's minimum match). At least
    /// ``Winnowing/standard``'s k + w - 1, so that any such run shares a winnowed fingerprint
    /// and the index by fingerprint finds the pair.
    public var minimumRun = 40
    /// A chapter pair at or above it (``SimilarChapter/similarity``) is flagged.
    public var threshold = 0.3
    /// The runs must reach this many top-level declarations on each side: one short
    /// exercise written alike is not a copy.
    public var minimumDeclarations = 2
    /// Code the reference holds and over this share of the class's versions of a chapter
    /// hold too is common.
    public var commonShare = 0.5
    /// Fewer distinct versions of a chapter are too few to tell what is common.
    public var minimumVersions = 10
    /// Two chapters sharing this share of the smaller's k-grams are one version.
    public var sameVersionShare = 0.8

    public init() {}

    /// Whose chapters are compared: a submission, or the reference solutions (`nil`).
    struct Holder {
        let name: String?
        /// By chapter folder.
        let chapters: [String: ChapterCode]
        /// By chapter folder, the winnowed fingerprints that are not the skeleton's.
        let fingerprints: [String: Set<Int>]
    }

    /// The flagged pairs: the reference solutions' first, then the most alike.
    public func pairs(in grades: [SubmissionGrade], reference: GradingReference?) -> [SimilarPair] {
        comparisons(in: grades, reference: reference).compactMap(flagged)
            .sorted { left, right in
                if left.isReferenceSolution != right.isReferenceSolution { return left.isReferenceSolution }
                if left.similarity != right.similarity { return left.similarity > right.similarity }
                return (left.first, left.second ?? "") < (right.first, right.second ?? "")
            }
    }

    /// Every pair that shares a fingerprint, with every chapter they share one in, flagged
    /// or not: what the thresholds are set on.
    public func comparisons(in grades: [SubmissionGrade], reference: GradingReference?) -> [SimilarPair] {
        let skeletons = Self.byChapter(reference?.skeletons ?? [:])
        let skeletonCode = skeletons.mapValues { ChapterCode(files: $0, gramLength: gramLength) }
        let holder = { (name: String?, files: [String: FileFingerprint]) in
            Self.holder(name, files: files, skeletons: skeletons, gramLength: gramLength)
        }
        var holders = grades.map { holder($0.submission, $0.fingerprints) }
        if let reference { holders.append(holder(nil, reference.fingerprints)) }
        let students = holders.filter { $0.name != nil }
        let chapters = Set(holders.flatMap(\.chapters.keys))
        let ignored = Dictionary(
            uniqueKeysWithValues: chapters.map { chapter in
                let skeleton = skeletonCode[chapter]?.grams ?? []
                let reference = holders.last { $0.name == nil }?.chapters[chapter]
                return (
                    chapter,
                    skeleton.union(common(in: chapter, students: students, reference: reference, skeleton: skeleton))
                )
            })
        return candidates(holders).compactMap { pair, folders in
            var (first, second) = (holders[pair.left], holders[pair.right])
            // The reference solutions are always the second of a pair.
            if first.name == nil { swap(&first, &second) }
            guard let name = first.name else { return nil }
            let chapters = folders.sorted().compactMap { folder in
                compare(
                    first, second, folder: folder, ignored: ignored[folder] ?? [],
                    skeleton: skeletonCode[folder]?.grams ?? [], students: students)
            }
            return chapters.isEmpty ? nil : SimilarPair(first: name, second: second.name, chapters: chapters)
        }
    }

    /// The pair with only its flagged chapters, or `nil` when none is.
    func flagged(_ pair: SimilarPair) -> SimilarPair? {
        let chapters = pair.chapters.filter { $0.similarity >= threshold && $0.declarations >= minimumDeclarations }
        return chapters.isEmpty ? nil : SimilarPair(first: pair.first, second: pair.second, chapters: chapters)
    }

    /// The pairs, by index, and the chapters in which they share a winnowed fingerprint
    /// that is not the skeleton's: an index by fingerprint finds them, not a comparison of
    /// every pair.
    private func candidates(_ holders: [Holder]) -> [(Pair, Set<String>)] {
        var index: [String: [Int: [Int]]] = [:]
        for (number, holder) in holders.enumerated() {
            for (folder, hashes) in holder.fingerprints {
                for hash in hashes { index[folder, default: [:]][hash, default: []].append(number) }
            }
        }
        var shared: [Pair: Set<String>] = [:]
        for (folder, owners) in index {
            for numbers in owners.values where numbers.count > 1 {
                for (position, left) in numbers.enumerated() {
                    for right in numbers[(position + 1)...] { shared[Pair(left, right), default: []].insert(folder) }
                }
            }
        }
        return shared.sorted { ($0.key.left, $0.key.right) < ($1.key.left, $1.key.right) }.map { ($0.key, $0.value) }
    }

    /// Two holders' indices, the smaller first.
    struct Pair: Hashable {
        let left: Int, right: Int
        init(_ first: Int, _ second: Int) { (left, right) = (min(first, second), max(first, second)) }
    }
}

extension CopyFinder {
    /// The k-grams of a chapter that the reference holds and more than ``commonShare`` of
    /// the class's versions of it hold too; none when there are fewer than
    /// ``minimumVersions`` versions. A version is a chapter that is not a near-copy of one
    /// counted already (``sameVersion``), the skeleton's code left out: ten copies of the reference, each with another
    /// named mistake, are one version, not ten, and cannot make the code they copy common.
    func common(in chapter: String, students: [Holder], reference: ChapterCode?, skeleton: Set<Int>) -> Set<Int> {
        guard let reference else { return [] }
        var versions: [Set<Int>] = []
        let written = students.compactMap { student -> ChapterCode? in
            guard student.fingerprints[chapter]?.isEmpty == false else { return nil }
            return student.chapters[chapter]
        }
        for code in written.sorted(by: { $0.key < $1.key }) {
            let own = code.grams.subtracting(skeleton)
            if !versions.contains(where: { sameVersion($0, own) }) { versions.append(own) }
        }
        guard versions.count >= minimumVersions else { return [] }
        var counts: [Int: Int] = [:]
        for grams in versions {
            for gram in grams.intersection(reference.grams) { counts[gram, default: 0] += 1 }
        }
        let needed = commonShare * Double(versions.count)
        return Set(counts.filter { Double($0.value) > needed }.keys)
    }

    /// Whether two chapters' k-grams are nearly all the same (of the smaller, ``sameVersionShare``):
    /// one is the other with an exercise or two changed.
    func sameVersion(_ one: Set<Int>, _ other: Set<Int>) -> Bool {
        let smaller = min(one.count, other.count)
        return smaller > 0 && Double(one.intersection(other).count) >= sameVersionShare * Double(smaller)
    }

    static func byChapter(_ files: [String: FileFingerprint]) -> [String: [String: FileFingerprint]] {
        var chapters: [String: [String: FileFingerprint]] = [:]
        for (path, file) in files {
            let parts = path.split(separator: "/")
            guard parts.count >= 3 else { continue }
            chapters[String(parts[1]), default: [:]][path] = file
        }
        return chapters
    }

    static func holder(
        _ name: String?, files: [String: FileFingerprint], skeletons: [String: [String: FileFingerprint]],
        gramLength: Int
    ) -> Holder {
        let chapters = byChapter(files)
        return Holder(
            name: name, chapters: chapters.mapValues { ChapterCode(files: $0, gramLength: gramLength) },
            fingerprints: Dictionary(
                uniqueKeysWithValues: chapters.map { folder, files in
                    let skeleton = Set((skeletons[folder] ?? [:]).values.flatMap { $0.fingerprints.map(\.hash) })
                    return (folder, Set(files.values.flatMap { $0.fingerprints.map(\.hash) }).subtracting(skeleton))
                }))
    }
}

extension CopyFinder {
    /// One chapter of two holders: their runs, the share of both's own tokens (those a
    /// k-gram that is not the skeleton's covers) in them, and, when it is flagged, how many
    /// of the class hold each run; `nil` when no run is long enough.
    func compare(
        _ first: Holder, _ second: Holder, folder: String, ignored: Set<Int>, skeleton: Set<Int>,
        students: [Holder]
    ) -> SimilarChapter? {
        guard let left = first.chapters[folder], let right = second.chapters[folder] else { return nil }
        let tiles = MatchedRuns(gramLength: gramLength, minimumRun: minimumRun, ignored: ignored).tiles(left, right)
        guard !tiles.isEmpty else { return nil }
        let (leftOwn, rightOwn) = (ownTokens(left, skeleton: skeleton), ownTokens(right, skeleton: skeleton))
        let covered = tiles.reduce(0) { $0 + $1.tokens }
        let share = { (own: Int) in own == 0 ? 0 : min(Double(covered) / Double(own), 1) }
        let declarations = min(
            reached(left, tiles.map { ($0.firstFile, $0.firstStart, $0.tokens) }),
            reached(right, tiles.map { ($0.secondFile, $0.secondStart, $0.tokens) }))
        let similarity = leftOwn + rightOwn == 0 ? 0 : min(Double(2 * covered) / Double(leftOwn + rightOwn), 1)
        // Who else holds each run is counted for a flag alone: in a large class most pairs share a run.
        let versions =
            similarity >= threshold && declarations >= minimumDeclarations
            ? students.compactMap { $0.chapters[folder]?.grams } : nil
        return SimilarChapter(
            folder: folder, similarity: similarity, firstShare: share(leftOwn), secondShare: share(rightOwn),
            declarations: declarations, isSameTokens: left.key == right.key,
            runs: tiles.map { run($0, left, right, versions: versions) })
    }

    /// How many top-level declarations the runs (file, first token, tokens) hold at least a
    /// k-gram of: a run that only touches the next function's first tokens does not reach it.
    func reached(_ code: ChapterCode, _ runs: [(file: Int, start: Int, tokens: Int)]) -> Int {
        var tokens: [Int: [Int: Int]] = [:]
        for run in runs {
            for index in run.start..<(run.start + run.tokens) {
                tokens[run.file, default: [:]][code.files[run.file].declarations[index], default: 0] += 1
            }
        }
        return tokens.values.reduce(0) { $0 + $1.values.filter { $0 >= gramLength }.count }
    }

    /// How many tokens of the chapter a k-gram that is not the skeleton's covers.
    func ownTokens(_ code: ChapterCode, skeleton: Set<Int>) -> Int {
        code.files.reduce(0) { total, file in
            var own = [Bool](repeating: false, count: file.tokens.count)
            for (start, gram) in file.grams.enumerated() where !skeleton.contains(gram) {
                for index in start..<(start + gramLength) { own[index] = true }
            }
            return total + own.filter { $0 }.count
        }
    }

    /// A tile as lines of both files, with how many of `versions` (the class's chapters)
    /// hold nine tenths of its k-grams, when they are given.
    func run(_ tile: MatchedRuns.Tile, _ left: ChapterCode, _ right: ChapterCode, versions: [Set<Int>]?) -> MatchedRun {
        let (one, other) = (left.files[tile.firstFile], right.files[tile.secondFile])
        let grams = one.grams[tile.firstStart..<(tile.firstStart + tile.tokens - gramLength + 1)]
        let holders = versions?.filter { held in
            Double(grams.filter(held.contains).count) >= 0.9 * Double(grams.count)
        }
        let lines = { (file: ChapterCode.File, start: Int) in
            file.tokens[start].line...file.tokens[start + tile.tokens - 1].line
        }
        return MatchedRun(
            firstPath: one.path, firstLines: lines(one, tile.firstStart), secondPath: other.path,
            secondLines: lines(other, tile.secondStart), tokens: tile.tokens, holders: holders?.count)
    }
}
