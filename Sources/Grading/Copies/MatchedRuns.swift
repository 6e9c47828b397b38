/// Runs of tokens that two chapters hold in the same order, found as JPlag tiles them: every
/// stretch of consecutive k-grams that the other chapter holds consecutively too, the
/// longest first, each token used by one run at most on either side, and runs shorter than
/// ``minimumRun`` tokens dropped.
///
/// ```
/// let runs = MatchedRuns(gramLength: 8, minimumRun: 40, ignored: skeleton).tiles(alice, bob)
/// runs[0].tokens   // 112: the longest run, in alice's ValueRange.swift and bob's Work.swift
/// ```
///
/// O(n × r) for n k-grams and r places of a k-gram in the other chapter; a k-gram found in
/// more than ``crowded`` places there (`I . I ( )`) is too common to start a run with.
struct MatchedRuns {
    /// One run: where it starts on each side, and how many tokens it covers.
    struct Tile: Equatable {
        let firstFile: Int, firstStart: Int
        let secondFile: Int, secondStart: Int
        let tokens: Int
    }

    let gramLength: Int
    let minimumRun: Int
    /// K-grams that are no evidence: the skeleton's, and code the class holds in common.
    let ignored: Set<Int>
    static let crowded = 16

    private struct Place: Hashable {
        let file: Int, position: Int
    }

    func tiles(_ first: ChapterCode, _ second: ChapterCode) -> [Tile] {
        var places: [Int: [Place]] = [:]
        for (file, code) in second.files.enumerated() {
            for (position, gram) in code.grams.enumerated() where !ignored.contains(gram) {
                places[gram, default: []].append(Place(file: file, position: position))
            }
        }
        var candidates: [Tile] = []
        for (file, code) in first.files.enumerated() {
            candidates += runs(of: code.grams, file: file, places: places)
        }
        return chosen(candidates, first, second)
    }

    /// Every maximal diagonal of matching k-grams of one file, long enough to count.
    private func runs(of grams: [Int], file: Int, places: [Int: [Place]]) -> [Tile] {
        var found: [Tile] = []
        var previous: [Place: Int] = [:]  // where a run ends in the other chapter: its k-grams so far
        for position in 0...grams.count {
            var current: [Place: Int] = [:]
            if position < grams.count, !ignored.contains(grams[position]),
                let matches = places[grams[position]], matches.count <= Self.crowded
            {
                for place in matches {
                    current[place] = (previous[Place(file: place.file, position: place.position - 1)] ?? 0) + 1
                }
            }
            for (place, count) in previous where current[Place(file: place.file, position: place.position + 1)] == nil {
                let tokens = count + gramLength - 1
                guard tokens >= minimumRun else { continue }
                found.append(
                    Tile(
                        firstFile: file, firstStart: position - count, secondFile: place.file,
                        secondStart: place.position - count + 1, tokens: tokens))
            }
            previous = current
        }
        return found
    }

    /// The longest runs first, each kept if its tokens on both sides are not yet in a kept one.
    private func chosen(_ candidates: [Tile], _ first: ChapterCode, _ second: ChapterCode) -> [Tile] {
        var firstUsed = first.files.map { [Bool](repeating: false, count: $0.tokens.count) }
        var secondUsed = second.files.map { [Bool](repeating: false, count: $0.tokens.count) }
        let ordered = candidates.sorted {
            ($0.tokens, -$0.firstFile, -$0.firstStart) > ($1.tokens, -$1.firstFile, -$1.firstStart)
        }
        var kept: [Tile] = []
        for tile in ordered {
            let firstRange = tile.firstStart..<(tile.firstStart + tile.tokens)
            let secondRange = tile.secondStart..<(tile.secondStart + tile.tokens)
            guard !firstRange.contains(where: { firstUsed[tile.firstFile][$0] }),
                !secondRange.contains(where: { secondUsed[tile.secondFile][$0] })
            else { continue }
            for index in firstRange { firstUsed[tile.firstFile][index] = true }
            for index in secondRange { secondUsed[tile.secondFile][index] = true }
            kept.append(tile)
        }
        return kept
    }
}
