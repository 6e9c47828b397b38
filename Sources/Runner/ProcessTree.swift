import Foundation

/// Stops a process together with every process it started.
///
/// `swift test` runs the tests in a child process. Stopping only `swift test` would leave
/// a test that is caught in an endless loop running on, orphaned, using a whole core.
enum ProcessTree {
    /// Kills every descendant of `pid`, deepest first, then `pid` itself.
    static func kill(_ pid: Int32) {
        for descendant in descendants(of: pid).reversed() {
            _ = Foundation.kill(descendant, SIGKILL)
        }
        _ = Foundation.kill(pid, SIGKILL)
    }

    /// The processes below `pid`, parents before their children, read from `ps`, which
    /// works alike on Linux and macOS.
    static func descendants(of pid: Int32) -> [Int32] {
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let pipe = Pipe()
        ps.standardOutput = pipe
        ps.standardError = FileHandle.nullDevice
        guard (try? ps.run()) != nil else { return [] }
        let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        return descendants(of: pid, inListing: listing)
    }

    /// The descendants of `pid` in a listing of "pid ppid" lines.
    static func descendants(of pid: Int32, inListing listing: String) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        for line in listing.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: " ").compactMap { Int32($0) }
            if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
        }
        var found: [Int32] = []
        var queue = [pid]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where !found.contains(child) {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }
}
