import Foundation
import Testing
import ToolTestSupport

@testable import Results

/// Verify's style check runs the toolchain's `swift format lint --strict` with the
/// workbook's `.swift-format`, over the folders it names, and fails on a finding.
@Suite("verify: the style .swift-format sets")
struct StyleCheckTests {
    /// The checks of `text` as Sources/Sample.swift, in a folder with the workbook's own
    /// `.swift-format`, and what the tally recorded.
    private func check(_ text: String, at path: String = "Sources/Sample.swift") throws -> [VerifyCheck] {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            ".swift-format",
            try String(contentsOf: workbookRoot.appendingPathComponent(".swift-format"), encoding: .utf8))
        try folder.write(path, text)
        var checks: [VerifyCheck] = []
        var tally = VerifyTally(unicode: true) { checks.append($0) }
        try VerifyChecks(workspace: folder.workspace(), unicode: true).style(&tally)
        return checks
    }

    @Test("code in the style passes")
    func styled() throws {
        let checks = try check("/// Twice `value`.\nfunc double(_ value: Int) -> Int {\n    value * 2\n}\n")
        #expect(
            checks.map(\.failed) == [0] && checks.first?.summary.hasPrefix("1 Swift files keep the style") == true,
            "\(checks)")
    }

    @Test("two-space indentation and a forEach are findings, each named with its file and line")
    func unstyled() throws {
        let checks = try check("func shout(_ words: [String]) {\n  words.forEach { print($0) }\n}\n")
        let details = checks.first?.details ?? []
        #expect(checks.map(\.passed) == [0] && (checks.first?.failed ?? 0) >= 2, "\(checks)")
        #expect(
            details.contains { $0.hasPrefix("Sources/Sample.swift:2:") && $0.contains("[Indentation]") }, "\(details)")
        #expect(details.contains { $0.contains("[ReplaceForEachWithForLoop]") }, "\(details)")
    }

    @Test("the copy finder's fixtures are left as their students wrote them")
    func fixturesLeftAlone() throws {
        let checks = try check(
            "func shout(_ words: [String]) {\n  words.forEach { print($0) }\n}\n",
            at: "Tests/GradingTests/Fixtures/A/Shout.swift")
        #expect(checks.map(\.failed) == [0] && checks.first?.summary.hasPrefix("0 Swift files") == true, "\(checks)")
    }
}
