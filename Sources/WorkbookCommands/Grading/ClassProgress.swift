import Grading
import Results

/// The progress line of `workbook grade`: "3 of 30 · carol/" while one submission is
/// graded at a time; with `--jobs`, which are being graded and how many are done,
/// "12 of 30 done · grading carol/, dave/".
final class ClassProgress {
    private let reporter: any ProgressReporter
    private let names: [String]
    private let jobs: Int
    private let style: Style
    /// The submissions being graded now, in the order they started.
    private var running: [Int] = []
    private var done = 0

    init(reporter: any ProgressReporter, names: [String], jobs: Int, style: Style) {
        self.reporter = reporter
        // A folder's name is the student's: no escape sequence of it reaches the terminal.
        self.names = names.map(StudentText.name)
        self.jobs = jobs
        self.style = style
    }

    func handle(_ event: ClassGrading.Event) {
        switch event {
        case .started(let index):
            running.append(index)
            reporter.start(label)
        case .progress(let index, let progress):
            // One submission's build and tests at a time, so the line does not flicker
            // between two.
            if index == running.first { reporter.update(progress) }
        case .finished(let index, _, _):
            running.removeAll { $0 == index }
            done += 1
            if running.isEmpty { reporter.finish() } else { reporter.start(label) }
        }
    }

    private var label: String {
        let dot = style.unicode ? "·" : "-"
        guard jobs > 1 else {
            return "\((running.first ?? 0) + 1) of \(names.count) \(dot) \(running.first.map { names[$0] } ?? "")"
        }
        return "\(done) of \(names.count) done \(dot) grading " + running.map { names[$0] }.joined(separator: ", ")
    }
}
