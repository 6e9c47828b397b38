import Foundation
import TestSupport
import Testing

/// Whether `issue` carries exactly `message` as a comment.
private func has(_ message: String) -> @Sendable (Issue) -> Bool {
    { issue in issue.comments.contains { $0.rawValue == message } }
}

private var unflipped: CommonMistake<Double> {
    CommonMistake("unflipped y axis", wouldGive: 0.0, because: "Screen y grows downward.")
}
private var dividingByCount: CommonMistake<Double> {
    CommonMistake("dividing by count", wouldGive: 183.0, because: "There are count - 1 gaps.")
}

@Suite("Explaining a failed check")
struct ExpectationTests {
    @Test(
        "a value within the tolerance passes and records nothing",
        arguments: [
            (0.1 + 0.2, 0.3, 1e-6),
            (200, 200.00005, 1e-4),
            (1, 1.5, 0.5),
            (Double.infinity, .infinity, 1e-6),
        ])
    func passes(actual: Double, expected: Double, tolerance: Double) {
        #expect(
            expectApproximatelyEqual(actual, expected, tolerance: tolerance, "f()"),
            "\(actual) is within \(tolerance) of \(expected)")
    }

    @Test("NaN where NaN is expected counts as equal")
    func nanEqualsNaN() {
        #expect(expectApproximatelyEqual(Double.nan, .nan, "average(of: [])"))
        #expect(expectApproximatelyEqual([1, .nan, 3], [1.0, .nan, 3], "values"))
        #expect(expectApproximatelyEqual(CGPoint(x: CGFloat.nan, y: 2), CGPoint(x: CGFloat.nan, y: 2), "point"))
    }

    @Test("the message shows the call, what was expected, what came back and by how much")
    func message() {
        let expected = """
            yPosition(for: 21.5, minimum: 4.1, maximum: 21.5, in: rect)
              expected: 200
              got:      0
              off by:   -200 (tolerance 0.0001)
            """
        var passed = true
        withKnownIssue {
            passed = expectApproximatelyEqual(
                0.0, 200.0, tolerance: 1e-4, "yPosition(for: 21.5, minimum: 4.1, maximum: 21.5, in: rect)")
        } matching: { issue in
            has(expected)(issue)
        }
        #expect(!passed, "a failed check returns false, so a test can stop early")
    }

    @Test("a wrong answer that a listed mistake gives names that mistake, not the hint")
    func likelyMistake() {
        withKnownIssue {
            expectApproximatelyEqual(
                0.0, 200.0, tolerance: 1e-4, "y(...)", hint: "Measure from the bottom.",
                commonMistakes: [dividingByCount, unflipped])
        } matching: { issue in
            has(
                "y(...)\n  expected: 200\n  got:      0\n  off by:   -200 (tolerance 0.0001)\n"
                    + "Likely mistake: unflipped y axis. Screen y grows downward.")(issue)
        }
    }

    @Test("a mistake's answer is matched within the tolerance")
    func mistakeWithinTolerance() {
        withKnownIssue {
            expectApproximatelyEqual(
                183.00001, 200.0, tolerance: 1e-4, "x(...)", commonMistakes: [unflipped, dividingByCount])
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasSuffix("\nLikely mistake: dividing by count. There are count - 1 gaps.")
            }
        }
    }

    @Test("an answer that two listed mistakes both give names neither: the case does not tell them apart")
    func ambiguousMistakes() {
        let alsoZero = CommonMistake("ignoring rect origin", wouldGive: 0.0, because: "Start at rect.minY.")
        withKnownIssue {
            expectApproximatelyEqual(
                0.0, 200.0, "y(...)", hint: "Measure from the bottom.", commonMistakes: [alsoZero, unflipped])
        } matching: { issue in
            has("y(...)\n  expected: 200\n  got:      0\n  off by:   -200 (tolerance 1e-06)\nMeasure from the bottom.")(
                issue)
        }
        // The same mistake listed twice (a check that lists it per dataset) is still one mistake.
        withKnownIssue {
            expectApproximatelyEqual(0.0, 200.0, "y(...)", commonMistakes: [unflipped, unflipped])
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasSuffix("\nLikely mistake: unflipped y axis. Screen y grows downward.")
            }
        }
    }

    @Test("when no mistake matches, the hint is the advice")
    func hint() {
        withKnownIssue {
            expectApproximatelyEqual(
                50.0, 200.0, tolerance: 1e-4, "y(...)", hint: "Measure from the bottom.",
                commonMistakes: [unflipped, dividingByCount])
        } matching: { issue in
            has(
                "y(...)\n  expected: 200\n  got:      50\n  off by:   -150 (tolerance 0.0001)\nMeasure from the bottom."
            )(issue)
        }
    }

    @Test("without a hint or a matching mistake the message ends with the difference")
    func noAdvice() {
        withKnownIssue {
            expectApproximatelyEqual(4.5, 4.0, "average(of: [3, 5])")
        } matching: { issue in
            has("average(of: [3, 5])\n  expected: 4\n  got:      4.5\n  off by:   0.5 (tolerance 1e-06)")(issue)
        }
    }

    @Test("NaN against a number is a failure that says they cannot be compared")
    func nanAgainstNumber() {
        withKnownIssue {
            expectApproximatelyEqual(Double.nan, 4.0, "average(of: [3, 5])")
        } matching: { issue in
            has("average(of: [3, 5])\n  expected: 4\n  got:      NaN\n  off by:   not comparable (NaN)")(issue)
        }
    }

    @Test("an element that cannot be compared is shown with the value that was expected")
    func nanElement() {
        withKnownIssue {
            expectApproximatelyEqual([1.0, .nan], [1.0, 2], "values")
        } matching: { issue in
            has(
                "values\n  expected: [1, 2]\n  got:      [1, NaN]\n  off by:   element [1] is NaN where 2 was expected")(
                    issue)
        }
    }

    @Test("arrays of different lengths fail, saying how many elements came back")
    func differentLengths() {
        withKnownIssue {
            expectApproximatelyEqual([1.0, 2], [1.0, 2, 3], "values")
        } matching: { issue in
            has("values\n  expected: [1, 2, 3]\n  got:      [1, 2]\n  off by:   2 elements where 3 were expected")(
                issue)
        }
    }

    @Test("arrays of the same length point at the element that is off the most")
    func worstElement() {
        withKnownIssue {
            expectApproximatelyEqual([1.0, 2.25, 3.5], [1.0, 2, 3], "values")
        } matching: { issue in
            has(
                "values\n  expected: [1, 2, 3]\n  got:      [1, 2.25, 3.5]\n  off by:   element [2] is off the most, by 0.5 (tolerance 1e-06)"
            )(issue)
        }
    }

    @Test("points are shown with their coordinates")
    func points() {
        withKnownIssue {
            expectApproximatelyEqual(CGPoint(x: 48, y: 16), CGPoint(x: 48, y: 216), "point(at: 0)")
        } matching: { issue in
            has(
                "point(at: 0)\n  expected: (x: 48, y: 216)\n  got:      (x: 48, y: 16)\n  off by:   (x: 0, y: -200) (tolerance 1e-06)"
            )(issue)
        }
    }

    @Test("an exact check passes on equal values and records nothing")
    func exactPasses() {
        #expect(expectEqual(3, 3, "selectedIndex(at: 130)"))
        #expect(expectEqual([0, 25, 50], [0, 25, 50], "gridValues()"))
    }

    @Test("an exact check shows expected and got, with no difference line")
    func exactMessage() {
        var passed = true
        withKnownIssue {
            passed = expectEqual(2, 3, "selectedIndex(at: 130)", hint: "Round to the nearest point.")
        } matching: { issue in
            has("selectedIndex(at: 130)\n  expected: 3\n  got:      2\nRound to the nearest point.")(issue)
        }
        #expect(!passed)
    }

    @Test("an exact check names a mistake whose answer equals the result, even nil")
    func exactMistake() {
        let truncating = CommonMistake<Int?>(
            "truncating instead of rounding", wouldGive: nil, because: "Int(2.9) is 2.")
        withKnownIssue {
            expectEqual(Int?.none, 3, "selectedIndex(at: 130)", hint: "unused", commonMistakes: [truncating])
        } matching: { issue in
            has(
                "selectedIndex(at: 130)\n  expected: 3\n  got:      nil\nLikely mistake: truncating instead of rounding. Int(2.9) is 2."
            )(issue)
        }
    }

    @Test("a mistake's diagnosis reads 'Likely mistake: <name>. <explanation>'")
    func diagnosis() {
        #expect(unflipped.diagnosis == "Likely mistake: unflipped y axis. Screen y grows downward.")
        #expect(unflipped.name == "unflipped y axis" && unflipped.wrongAnswer == 0)
    }
}
