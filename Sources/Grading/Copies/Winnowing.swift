/// One fingerprint of a file: the hash of a run of `k` tokens (a k-gram), and the lines
/// that run covers, so that a match can be shown.
///
/// ```
/// CodeFingerprint(hash: 4_112_902_771_004, lines: 5...7)
/// ```
///
/// In JSON it is `[hash, first line, last line]`, three numbers, because a class report
/// holds thousands. The hash has 53 bits, so that every JSON reader keeps it exactly.
public struct CodeFingerprint: Sendable, Hashable, Codable {
    public let hash: Int
    public let lines: ClosedRange<Int>

    public init(hash: Int, lines: ClosedRange<Int>) {
        self.hash = hash
        self.lines = lines
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        hash = try container.decode(Int.self)
        let first = try container.decode(Int.self)
        let last = try container.decode(Int.self)
        guard first <= last else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a fingerprint's lines run backwards")
        }
        lines = first...last
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(hash)
        try container.encode(lines.lowerBound)
        try container.encode(lines.upperBound)
    }
}

/// Picks a file's fingerprints from its tokens by winnowing (Schleimer, Wilkerson and
/// Aiken, "Winnowing: local algorithms for document fingerprinting", SIGMOD 2003), as
/// MOSS and Dolos do: every run of `gramLength` tokens is hashed, and of each `window`
/// consecutive hashes the smallest is kept (the rightmost of equals).
///
/// ```
/// let fingerprints = Winnowing.standard.fingerprints(of: SwiftTokens.normalised(source))
/// ```
///
/// Two files that share a run of at least `gramLength + window - 1` tokens share at least
/// one fingerprint, and a run shorter than `gramLength` is never one. Files shorter than a
/// window still keep their smallest hash, so a short exercise is not without any.
/// O(n × window) for n tokens.
public struct Winnowing: Sendable, Equatable {
    /// k: how many tokens each hash covers.
    public let gramLength: Int
    /// w: how many consecutive hashes each pick is made from.
    public let window: Int

    /// Dolos uses 23 and 17 on syntax trees, which have more tokens per line than these;
    /// chapter bodies are a few lines, so both are smaller here. These fingerprints only
    /// find the pairs worth comparing: a run of k + w - 1 = 17 tokens shares one, and
    /// ``CopyFinder/minimumRun`` is longer (Sources/README.md, "Copies under any names").
    public static let standard = Winnowing(gramLength: 12, window: 6)

    public init(gramLength: Int, window: Int) {
        precondition(gramLength > 0 && window > 0, "a k-gram and a window hold at least one")
        self.gramLength = gramLength
        self.window = window
    }

    public func fingerprints(of tokens: [SwiftToken]) -> [CodeFingerprint] {
        let hashes = gramHashes(of: tokens)
        guard !hashes.isEmpty else { return [] }
        var picked: [CodeFingerprint] = []
        var lastPick = -1
        let windows = max(hashes.count - window + 1, 1)
        for start in 0..<windows {
            var smallest = start
            for index in start..<min(start + window, hashes.count) where hashes[index] <= hashes[smallest] {
                smallest = index
            }
            // A pick that a window before already made is the same fingerprint.
            if smallest != lastPick {
                lastPick = smallest
                picked.append(
                    CodeFingerprint(
                        hash: hashes[smallest],
                        lines: tokens[smallest].line...tokens[smallest + gramLength - 1].line))
            }
        }
        return picked
    }

    /// The hash of each run of `gramLength` tokens, in order: a rolling polynomial of the
    /// tokens' FNV-1a hashes (O(n)), mixed so that the smallest of a window is as good as
    /// random, as winnowing's density bound assumes, and cut to 53 bits.
    func gramHashes(of tokens: [SwiftToken]) -> [Int] {
        guard tokens.count >= gramLength else { return [] }
        let base: UInt64 = 1_000_003
        let leading = (1..<gramLength).reduce(UInt64(1)) { power, _ in power &* base }
        let values = tokens.map { Self.fnv1a($0.text) }
        var rolling: UInt64 = 0
        var hashes: [Int] = []
        hashes.reserveCapacity(tokens.count - gramLength + 1)
        for (index, value) in values.enumerated() {
            if index >= gramLength { rolling = rolling &- values[index - gramLength] &* leading }
            rolling = rolling &* base &+ value
            if index >= gramLength - 1 { hashes.append(Int(Self.mixed(rolling) >> 11)) }
        }
        return hashes
    }

    /// 64-bit FNV-1a of the text's UTF-8 bytes: the same on every machine, unlike Swift's
    /// `Hasher`, so that shards graded apart compare.
    ///
    /// ```
    /// Winnowing.fnv1a("a")   // 0xaf63dc4c8601ec8c
    /// ```
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// SplitMix64's finaliser.
    static func mixed(_ value: UInt64) -> UInt64 {
        var x = value &+ 0x9e37_79b9_7f4a_7c15
        x = (x ^ (x >> 30)) &* 0xbf58_476d_1ce4_e5b9
        x = (x ^ (x >> 27)) &* 0x94d0_49bb_1331_11eb
        return x ^ (x >> 31)
    }
}
