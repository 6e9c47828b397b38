/// One of N equal, disjoint parts of a class, for the jobs of a CI matrix: `--shard 2/3`.
///
/// ```
/// let shard = Shard("2/3")!
/// shard.part(of: ["e/", "a/", "d/", "b/", "c/"])   // ["c/", "d/"]
/// ```
///
/// Every machine sorts the submissions the same way (by their names' Unicode scalars, not
/// by the locale), so the N parts are disjoint and together are the whole class, whatever
/// order the shell gave them in. Parts differ in size by at most one submission.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// The shard `text` names, "K/N" with 1 ≤ K ≤ N; `nil` for anything else.
    public init?(_ text: String) {
        let numbers = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 2, let index = numbers[0], let count = numbers[1], count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's part of `names`, in sorted order.
    ///
    /// - Complexity: O(*n* log *n*), for the sort.
    public func part(of names: [String]) -> [String] {
        let sorted = names.sorted {
            Array($0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.unicodeScalars.map(\.value))
        }
        let start = (index - 1) * sorted.count / count
        let end = index * sorted.count / count
        return Array(sorted[start..<end])
    }
}
