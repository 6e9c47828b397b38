import Course
import Foundation
import PreviewProtocol
import Renderer
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

@Suite("The preview's next step")
struct PreviewNextStepTests {
    /// Saved test results are there or not depending on what the student ran before, not
    /// on the code: a preview that read them said "next: exercise 3.7" once and "3.6 fails
    /// 2 of 5 tests" later, with the same code. The request must not change with them.
    @Test("what the preview is asked to draw is the same with and without saved test results for the code as it is")
    func sameRequestWhateverWasRunBefore() throws {
        let workbook = TemporaryFolder()
        defer { workbook.remove() }
        try workbook.write("Chapters/.keep", "")
        let (command, settings, workspace) = try lineGraphPreview(in: workbook.root)
        let before = try command.previewRequest(settings: settings).encodedArgument()

        let cache = ResultsCache(workspace: workspace)
        cache.save(
            [ExerciseReport(id: "1.3", title: "Vertical position", tests: [])], for: lineGraph,
            fingerprint: cache.fingerprint(of: lineGraph))
        #expect(cache.currentResults(for: lineGraph) != nil, "the saved results count as current for the code as it is")
        let after = try command.previewRequest(settings: settings).encodedArgument()
        #expect(after == before, "the request does not depend on saved results")
    }
}
