import Course
import Foundation
import Testing
import ToolTestSupport

/// A chapter's README says which exercises call which ("2.4 calls your 2.3"), and its
/// chapter.json says the same in `uses`, from which `workbook test` tells a student that
/// an exercise they call still fails. The two are held together here, both ways.
@Suite("Dependencies: what the README says calls what, chapter.json's uses say")
struct DependencySentenceTests {
    /// "1.4 calls your 1.1, 1.2 and 1.3", "2.2 and 2.3 call your 2.1": each (caller, called).
    static func stated(in text: String) -> Set<Pair> {
        let id = #"\d+\.\d+"#
        let callers = "(\(id)(?:(?:, and |, | and )\(id))*)"
        // A called exercise is not the caller of the next sentence: "…1.3, and 1.5 calls…".
        let calledID = #"\d+\.\d+(?! calls?\b)"#
        let called = "(\(calledID)(?:(?:, and |, | and )\(calledID))*)"
        let pattern = try! NSRegularExpression(pattern: "\(callers) calls? your \(called)")
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        var pairs: Set<Pair> = []
        for match in pattern.matches(in: flat, range: NSRange(flat.startIndex..., in: flat)) {
            let ids = { (group: Int) -> [String] in
                guard let range = Range(match.range(at: group), in: flat) else { return [] }
                return flat[range].components(separatedBy: CharacterSet(charactersIn: "0123456789.").inverted)
                    .filter { !$0.isEmpty }
            }
            for caller in ids(1) { for used in ids(2) { pairs.insert(Pair(caller: caller, called: used)) } }
        }
        return pairs
    }

    struct Pair: Hashable, CustomStringConvertible {
        let caller: String
        let called: String
        var description: String { "\(caller) calls \(called)" }
    }

    @Test("reads the sentences the chapters write")
    func reading() {
        #expect(
            Self.stated(in: "Do them in this order. 1.4 calls your 1.1, 1.2 and 1.3, and 1.5 calls your 1.4, so")
                == [
                    .init(caller: "1.4", called: "1.1"), .init(caller: "1.4", called: "1.2"),
                    .init(caller: "1.4", called: "1.3"), .init(caller: "1.5", called: "1.4"),
                ])
        #expect(
            Self.stated(in: "2.2 and 2.3 call your\n2.1, and 2.4 calls your 2.3 (`barHeight`).")
                == [
                    .init(caller: "2.2", called: "2.1"), .init(caller: "2.3", called: "2.1"),
                    .init(caller: "2.4", called: "2.3"),
                ])
    }

    @Test(
        "each chapter's README states exactly the uses of its chapter.json",
        arguments: workbookCatalog.chapters.map(\.number))
    func agree(number: Int) throws {
        let chapter = try #require(workbookCatalog.chapters.first { $0.number == number })
        let readme = try String(
            contentsOf: workbookRoot.appendingPathComponent(WorkbookLayout.readmePath(of: chapter)), encoding: .utf8)
        let stated = Self.stated(in: readme)
        let declared = Set(
            chapter.exercises.flatMap { exercise in exercise.uses.map { Pair(caller: exercise.id, called: $0) } })
        let unstated = declared.subtracting(stated).sorted { $0.description < $1.description }
        let undeclared = stated.subtracting(declared).sorted { $0.description < $1.description }
        #expect(
            unstated.isEmpty,
            "chapter.json says \(unstated.map(\.description).joined(separator: ", ")), and the README does not (write \"N.M calls your N.K\")"
        )
        #expect(
            undeclared.isEmpty,
            "the README says \(undeclared.map(\.description).joined(separator: ", ")), and chapter.json's uses do not")
    }
}
