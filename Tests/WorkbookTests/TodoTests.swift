import ExerciseSupport
import Foundation
import Testing

@Suite("Marking unwritten code with todo")
struct TodoTests {
    @Test("outside a test's log, todo just returns its stand-in")
    func withoutLog() {
        #expect(NotImplementedLog.current == nil, "nobody listens outside an exercise")
        let value: Double = todo("anything")
        #expect(value.isNaN)
    }

    @Test("records what is missing and where, as the message the tool looks for")
    func records() throws {
        let log = NotImplementedLog()
        let line = #line + 1
        let value: CGFloat = NotImplementedLog.$current.withValue(log) { todo("spread the points evenly") }
        #expect(value.isNaN, "the stand-in comes back as well")
        let entry = try #require(log.entries.first)
        #expect(log.entries.count == 1)
        #expect(entry.task == "spread the points evenly")
        #expect(entry.fileID == "WorkbookTests/TodoTests.swift")
        #expect(entry.filePath.hasSuffix("/Tests/WorkbookTests/TodoTests.swift"))
        #expect(entry.line == line)
        #expect(
            entry.message == "Not implemented yet: spread the points evenly (WorkbookTests/TodoTests.swift:\(line))")
    }

    @Test("records each place once, in the order first reached")
    func eachPlaceOnce() {
        let log = NotImplementedLog()
        NotImplementedLog.$current.withValue(log) {
            for _ in 0..<3 {
                let _: Int = todo("first")
            }
            let _: Int = todo("second")
            let _: Int = todo("first")
        }
        #expect(
            log.entries.map(\.task) == ["first", "second", "first"], "the loop's todo is one place; the last is another"
        )
    }

    @Test("a nested log collects the calls made inside it, and only those")
    func nestedLogs() {
        let outer = NotImplementedLog()
        let inner = NotImplementedLog()
        NotImplementedLog.$current.withValue(outer) {
            let _: Bool = todo("outer")
            NotImplementedLog.$current.withValue(inner) {
                let _: Bool = todo("inner")
            }
        }
        #expect(outer.entries.map(\.task) == ["outer"])
        #expect(inner.entries.map(\.task) == ["inner"])
    }

    @Test("concurrent tasks each log into their own log")
    func concurrentLogs() async {
        let logs = (0..<8).map { _ in NotImplementedLog() }
        await withTaskGroup(of: Void.self) { group in
            for (index, log) in logs.enumerated() {
                group.addTask {
                    NotImplementedLog.$current.withValue(log) {
                        let _: String = todo("task \(index)")
                    }
                }
            }
        }
        #expect(logs.map { $0.entries.map(\.task) } == (0..<8).map { ["task \($0)"] })
    }
}

@Suite("Stand-in values")
struct PlaceholderTests {
    @Test("numbers stand in as NaN, which no check accepts as a position")
    func numbers() {
        #expect(Double.placeholder.isNaN)
        #expect(CGFloat.placeholder.isNaN)
        #expect(CGPoint.placeholder.x.isNaN && CGPoint.placeholder.y.isNaN)
        #expect(CGSize.placeholder.width.isNaN && CGSize.placeholder.height.isNaN)
    }

    @Test("other types stand in as values that cannot crash the code that receives them")
    func others() {
        #expect(Int.placeholder == -1, "no index is -1")
        #expect(Bool.placeholder == false)
        #expect(String.placeholder == "")
        #expect([Double].placeholder.isEmpty)
        #expect(Int?.placeholder == nil)
        #expect(CGRect.placeholder.isNull)
        #expect(ClosedRange<Double>.placeholder == 0...0, "a closed range cannot hold NaN")
    }
}
