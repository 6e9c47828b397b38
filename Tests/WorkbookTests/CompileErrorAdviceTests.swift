import Foundation
import Testing

@testable import Results
@testable import Runner
@testable import WorkbookCommands

/// Beginners' compile errors, as swiftc 6.3.1 wrote them for real code, and the plain
/// words the tool adds to each.
@Suite("Compile errors in plain words")
struct CompileErrorAdviceTests {
    static let mixedNumbers = "In plain words: an Int is mixed with a Double"
    static let missingReturn = "In plain words: the function promises a value"
    static let optional = "In plain words: this value is optional"
    static let constant = "In plain words: a let can never change"

    @Test(
        "each beginner's error gets its line in plain words",
        arguments: [
            // return values.reduce(0, +) / values.count, in a function returning Double
            (
                "Chapters/02-BarChart/AveragePrice.swift:2:29: error: cannot convert value of type '(Int) -> Int' to expected argument type '(Int, Double) throws -> Int'",
                mixedNumbers
            ),
            (
                "Chapters/02-BarChart/AveragePrice.swift:2:32: error: cannot convert return expression of type 'Int' to return type 'Double'",
                mixedNumbers
            ),
            // total / values.count, total a Double
            (
                "Chapters/02-BarChart/AveragePrice.swift:8:27: error: cannot convert value of type 'Int' to expected argument type 'Double'",
                mixedNumbers
            ),
            // step * index, step a CGFloat
            (
                "Chapters/01-LineGraph/XPosition.swift:4:84: error: binary operator '*' cannot be applied to operands of type 'CGFloat' and 'Int'",
                mixedNumbers
            ),
            (
                "Chapters/01-LineGraph/XPosition.swift:29:24: error: cannot convert value of type 'Int' to expected argument type 'CGFloat'",
                mixedNumbers
            ),
            (
                "Chapters/02-BarChart/BarHeight.swift:4:1: error: missing return in global function expected to return 'Double'",
                missingReturn
            ),
            // let first = values.first; return first * 2
            (
                "Chapters/03-Boxplot/Percentile.swift:18:12: error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'",
                optional
            ),
            // let total = 0.0; total += value
            (
                "Chapters/01-LineGraph/Summary.swift:25:11: error: left side of mutating operator isn't mutable: 'total' is a 'let' constant",
                constant
            ),
            // let x = 1.0; x = 2.0
            (
                "Chapters/01-LineGraph/Summary.swift:10:5: error: cannot assign to value: 'x' is a 'let' constant",
                constant
            ),
        ])
    func advice(error: String, words: String) {
        let advice = CompileErrorAdvice.advice(for: [error + "\n  2 |     code\n    |     ^"])
        #expect(advice.count == 1 && advice[0].hasPrefix(words), "\(advice)")
        let text = compileErrorText(
            [error], consequence: "so no test could run", style: Style(colors: false, unicode: false, columns: 70))
        #expect(text.joined(separator: " ").contains(words), "\(text)")
        #expect(text.allSatisfy { $0.count <= 70 || $0.contains("error:") }, "the advice wraps: \(text)")
    }

    @Test("other errors get no advice, and each kind is said once, in the errors' order")
    func order() {
        #expect(CompileErrorAdvice.advice(for: ["X.swift:30:5: error: cannot find 'widht' in scope"]).isEmpty)
        let advice = CompileErrorAdvice.advice(for: [
            "A.swift:1:1: error: cannot assign to value: 'x' is a 'let' constant",
            "A.swift:2:1: error: missing return in global function expected to return 'Double'",
            "A.swift:3:1: error: cannot assign to value: 'y' is a 'let' constant",
        ])
        #expect(
            advice.count == 2 && advice[0].hasPrefix(Self.constant) && advice[1].hasPrefix(Self.missingReturn),
            "\(advice)")
    }
}

@Suite("Compiler warnings about the student's files")
struct CompilerWarningTests {
    /// A build log of swiftc 6.3.1 with a warning in a chapter, one in the workbook's own
    /// files, and an error block between them.
    static let log = """
        [4/8] Compiling Boxplot Fences.swift
        /work/pkg/Chapters/03-Boxplot/Fences.swift:32:12: warning: result of call to 'sorted()' is unused [#no-usage]
        30 | public func fences(of values: [Double]) -> ClosedRange<Double> {
        31 |     var values = values
        32 |     values.sorted()
           |            `- warning: result of call to 'sorted()' is unused [#no-usage]
        33 |     return 0...1
        /work/pkg/Sources/Renderer/Chart.swift:3:9: warning: initialization of immutable value 'h' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
        [5/8] Compiling Boxplot Fences.swift
        /work/pkg/Chapters/03-Boxplot/Fences.swift:32:12: warning: result of call to 'sorted()' is unused [#no-usage]
        """

    @Test("a chapter's warnings are picked out once, with their line of code, and no other file's")
    func warnings() {
        let warnings = BuildErrors.warnings(
            from: Self.log, packageDirectory: URL(fileURLWithPath: "/work/pkg"), in: ["Chapters/"])
        #expect(
            warnings == [
                """
                Chapters/03-Boxplot/Fences.swift:32:12: warning: result of call to 'sorted()' is unused
                  32 |     values.sorted()
                     |            ^
                """
            ])
        #expect(
            BuildErrors.extract(from: Self.log, packageDirectory: URL(fileURLWithPath: "/work/pkg")).isEmpty,
            "a warning is no error")
    }

    @Test("the warnings are shown with a word on why they matter")
    func shown() throws {
        let style = Style(colors: false, unicode: false)
        let workspace = try Workspace(progress: ProgressLine(style: style, isTerminal: false), environment: [:])
        let warnings = BuildErrors.warnings(
            from: Self.log, packageDirectory: URL(fileURLWithPath: "/work/pkg"), in: ["Chapters/"])
        let lines = ResultText(style: style, workspace: workspace).warningText(warnings)
        #expect(lines.first?.hasPrefix("  The compiler has a warning about your code.") == true, "\(lines)")
        #expect(
            lines.contains(
                "    Chapters/03-Boxplot/Fences.swift:32:12: warning: result of call to 'sorted()' is unused"))
        #expect(ResultText(style: style, workspace: workspace).warningText([]).isEmpty)
    }

    @Test("a run's warnings are kept when a later attempt adds its own")
    func merged() {
        var first = TestRunReport()
        first.warnings = ["A.swift:1:1: warning: a"]
        var later = TestRunReport()
        later.warnings = ["A.swift:1:1: warning: a", "B.swift:1:1: warning: b"]
        first.merge(later)
        #expect(first.warnings == ["A.swift:1:1: warning: a", "B.swift:1:1: warning: b"])
    }
}
