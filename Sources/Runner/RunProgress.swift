import Foundation

/// How far a run has come, for a progress line.
public struct RunProgress: Sendable, Equatable {
    /// Whether the tests have started; before that, Swift is building.
    public let isTesting: Bool
    /// Test functions that ended so far.
    public let finishedTests: Int
    /// Test functions the run will run.
    public let totalTests: Int
    /// Seconds since the run began.
    public let elapsed: TimeInterval

    public init(isTesting: Bool, finishedTests: Int, totalTests: Int, elapsed: TimeInterval) {
        self.isTesting = isTesting
        self.finishedTests = finishedTests
        self.totalTests = totalTests
        self.elapsed = elapsed
    }

    /// Counts what an event stream written so far says.
    ///
    /// ```swift
    /// RunProgress(eventStream: "", elapsed: 0).isTesting  // false: still building
    /// ```
    init(eventStream: String, elapsed: TimeInterval) {
        var tally = Tally()
        tally.read(Array(eventStream.utf8) + [Tally.newline])
        self = tally.progress(elapsed: elapsed)
    }
}

extension RunProgress {
    /// A running count over an event stream that grows while the tests run.
    ///
    /// Each call reads only what was written since the last one, and a line only once it
    /// is complete, so that following a run costs time in proportion to its stream. A
    /// skeleton's run writes megabytes of failures; reading the whole file again ten
    /// times a second kept the workbook busy for seconds after the tests had ended.
    ///
    /// ```swift
    /// var tally = RunProgress.Tally()
    /// tally.read(bytesJustWritten)   // as the stream grows
    /// progress(tally.progress(elapsed: 4.2))
    /// ```
    ///
    /// - Complexity: O(*n*) over a whole run, where *n* is the length of the stream.
    package struct Tally {
        package static let newline = UInt8(ascii: "\n")

        package init() {}

        /// The bytes of the stream read so far, the incomplete last line included.
        private(set) var bytesRead = 0
        private var incompleteLine: [UInt8] = []
        private var suiteIDs: Set<String> = []
        private var isTesting = false
        private var finished = 0
        private var total = 0

        /// Reads the next bytes of the stream.
        package mutating func read(_ bytes: [UInt8]) {
            bytesRead += bytes.count
            var lineStart = bytes.startIndex
            while let end = bytes[lineStart...].firstIndex(of: Self.newline) {
                if incompleteLine.isEmpty {
                    count(bytes[lineStart..<end])
                } else {
                    count(incompleteLine[...] + bytes[lineStart..<end])
                    incompleteLine = []
                }
                lineStart = end + 1
            }
            incompleteLine += bytes[lineStart...]
        }

        package func progress(elapsed: TimeInterval) -> RunProgress {
            RunProgress(isTesting: isTesting, finishedTests: finished, totalTests: total, elapsed: elapsed)
        }

        private mutating func count(_ bytes: ArraySlice<UInt8>) {
            let line = String(decoding: bytes, as: UTF8.self)
            if line.contains("\"kind\":\"suite\""), let id = Self.value(of: "id", in: line) {
                suiteIDs.insert(id)
            } else if line.contains("\"kind\":\"function\"") {
                total += 1
            } else if line.contains("\"kind\":\"runStarted\"") {
                isTesting = true
            } else if line.contains("\"kind\":\"testEnded\"") || line.contains("\"kind\":\"testSkipped\""),
                let id = Self.value(of: "testID", in: line), !suiteIDs.contains(id)
            {
                finished += 1
            }
        }

        /// A string field of a JSON line, found without decoding the whole line.
        private static func value(of key: String, in line: String) -> String? {
            guard let start = line.range(of: "\"\(key)\":\"") else { return nil }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<end]).replacingOccurrences(of: "\\/", with: "/")
        }
    }
}
