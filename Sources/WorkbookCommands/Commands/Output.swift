import Foundation

/// Where the tool writes its results: standard output, a line at a time.
struct Output {
    func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }
}
