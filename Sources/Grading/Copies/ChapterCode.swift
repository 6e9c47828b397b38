/// One submission's chapter as the copy finder reads it: all its files together, whatever
/// their names, each as normalised tokens (``SwiftTokens``) with the hash of every run of
/// ``CopyFinder/gramLength`` tokens (a k-gram), and the top-level declaration each token
/// belongs to.
///
/// ```
/// let code = ChapterCode(files: ["Chapters/01-LineGraph/Mine.swift": file], gramLength: 8)
/// code.files[0].grams[0]        // the hash of tokens 0..<8
/// code.files[0].declarations    // 0 for the first function's tokens, 1 for the next one's, ...
/// ```
///
/// A k-gram never spans two files, so that the files of one chapter can be split, merged or
/// renamed without changing the k-grams inside them.
struct ChapterCode {
    struct File {
        /// "Chapters/01-LineGraph/ValueRange.swift".
        let path: String
        let tokens: [SwiftToken]
        /// The hash of the k-gram starting at each token that begins one.
        let grams: [Int]
        /// For each token, which top-level declaration of the file it is in, counted from 0:
        /// a function's signature and body are one, the next starts after its closing brace.
        let declarations: [Int]
    }

    /// By path.
    let files: [File]
    /// Every k-gram hash of every file.
    let grams: Set<Int>
    /// The tokens of every file, the files in name order, joined: two submissions with the
    /// same tokens compare equal, whatever their names, and whether the files are one or many.
    let key: String

    init(files: [String: FileFingerprint], gramLength: Int) {
        let hashing = Winnowing(gramLength: gramLength, window: 1)
        self.files = files.keys.sorted().map { path in
            let tokens = SwiftTokens.normalised(files[path]?.text ?? "")
            return File(
                path: path, tokens: tokens, grams: hashing.gramHashes(of: tokens),
                declarations: Self.declarations(of: tokens))
        }
        grams = Set(self.files.flatMap(\.grams))
        key = self.files.flatMap { $0.tokens.map(\.text) }.joined(separator: " ")
    }

    /// Each token's top-level declaration: the count of top-level closing braces before it.
    static func declarations(of tokens: [SwiftToken]) -> [Int] {
        var depth = 0
        var number = 0
        return tokens.map { token in
            let current = number
            if token.text == "{" { depth += 1 }
            if token.text == "}" {
                depth = max(depth - 1, 0)
                if depth == 0 { number += 1 }
            }
            return current
        }
    }
}
