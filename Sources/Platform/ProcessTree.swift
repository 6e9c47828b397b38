import Foundation

/// Stops a process together with every process it started.
///
/// `swift test` runs the tests in a child process. Stopping only `swift test` would leave
/// a test that is caught in an endless loop running on, orphaned, using a whole core.
/// The tree is read before anything is killed, since an orphan's parent becomes another
/// process.
public enum ProcessTree {
    /// Kills `pid` and every descendant of it.
    ///
    /// The tree is frozen first, from the top: killed one by one, a parent could act on
    /// its child's end before its own came (a probe's shell went on to answer three more
    /// calls and exit 0 after its `sleep` was killed), and a running child could start
    /// another after the tree was read. Stopped processes do neither.
    public static func kill(_ pid: Int32) {
        _ = Foundation.kill(pid, SIGSTOP)
        var frozen: [Int32] = []
        for _ in 0..<3 {
            let fresh = descendants(of: pid).filter { !frozen.contains($0) }
            if fresh.isEmpty { break }
            for descendant in fresh { _ = Foundation.kill(descendant, SIGSTOP) }
            frozen += fresh
        }
        for descendant in frozen.reversed() {
            _ = Foundation.kill(descendant, SIGKILL)
        }
        _ = Foundation.kill(pid, SIGKILL)
    }

    /// The processes below `pid`, parents before their children.
    public static func descendants(of pid: Int32) -> [Int32] {
        descendants(of: pid, inListing: processListing())
    }

    /// "pid ppid" lines for every process: from /proc on Linux, which every Linux has,
    /// and from `ps` elsewhere.
    static func processListing() -> String {
        #if os(Linux)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry -> String? in
                guard Int32(entry) != nil,
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let nameEnd = stat.lastIndex(of: ")")
                else { return nil }
                // After "pid (name)" come the state and then the parent's pid.
                let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
                return fields.count > 1 ? "\(entry) \(fields[1])" : nil
            }
            .joined(separator: "\n")
        #else
            let ps = CapturedRun(["/bin/ps", "-A", "-o", "pid=", "-o", "ppid="], timeLimit: 10)
            return (try? ps.run().outputText) ?? ""
        #endif
    }

    /// Every process's id and command line, its arguments joined by spaces: from
    /// /proc/<pid>/cmdline on Linux, and from `ps` elsewhere.
    public static func commandLines() -> [(pid: Int32, command: String)] {
        #if os(Linux)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry in
                guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
                else { return nil }
                return (pid, String(decoding: data.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self))
            }
        #else
            let ps = CapturedRun(["/bin/ps", "-A", "-ww", "-o", "pid=", "-o", "command="], timeLimit: 10)
            let listing = (try? ps.run().outputText) ?? ""
            return listing.split(whereSeparator: \.isNewline).compactMap { line in
                let fields = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
                guard let first = fields.first, let pid = Int32(first) else { return nil }
                return (pid, fields.count > 1 ? String(fields[1]) : "")
            }
        #endif
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

extension ProcessTree {
    /// How many processes run below `pid`, and their resident memory together.
    public static func usage(below pid: Int32) -> (processes: Int, memoryBytes: Int) {
        usage(of: descendants(of: pid))
    }

    /// How many `processes` there are, and their resident memory together: for a caller
    /// that has listed them already.
    public static func usage(of processes: [Int32]) -> (processes: Int, memoryBytes: Int) {
        #if os(Linux)
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let memory = processes.reduce(0) { total, process in
                guard let statm = try? String(contentsOfFile: "/proc/\(process)/statm", encoding: .utf8) else {
                    return total
                }
                let fields = statm.split(separator: " ")
                return total + (fields.count > 1 ? (Int(fields[1]) ?? 0) * page : 0)
            }
            return (processes.count, memory)
        #elseif canImport(Darwin)
            // macOS has no /proc: the kernel reports each process's resident size itself.
            let memory = processes.reduce(0) { total, process in
                var info = rusage_info_current()
                let result = withUnsafeMutablePointer(to: &info) { pointer in
                    pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                        proc_pid_rusage(process, RUSAGE_INFO_CURRENT, $0)
                    }
                }
                return total + (result == 0 ? Int(clamping: info.ri_resident_size) : 0)
            }
            return (processes.count, memory)
        #else
            return (processes.count, 0)
        #endif
    }
}

extension ProcessTree {
    /// The processor time, in seconds, that `pid` and every process below it have used,
    /// their ended and reaped children's included.
    ///
    /// ```
    /// let before = ProcessTree.processorSeconds(of: child.pid)
    /// Thread.sleep(forTimeInterval: 10)
    /// ProcessTree.processorSeconds(of: child.pid) - before   // 19.2: a build on two cores
    /// ```
    public static func processorSeconds(of pid: Int32) -> TimeInterval {
        let processes = [pid] + descendants(of: pid)
        #if os(Linux)
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
            return processes.reduce(0) { total, process in
                guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                    let nameEnd = stat.lastIndex(of: ")")
                else { return total }
                // After "pid (name)": the state is field 3, then utime, stime, cutime and
                // cstime are fields 14 to 17.
                let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
                guard fields.count > 14 else { return total }
                return total + fields[11...14].compactMap { Double($0) }.reduce(0, +) / ticks
            }
        #elseif canImport(Darwin)
            var timebase = mach_timebase_info_data_t()
            mach_timebase_info(&timebase)
            let nanoseconds = Double(timebase.numer) / Double(max(timebase.denom, 1))
            return processes.reduce(0) { total, process in
                var info = rusage_info_current()
                let result = withUnsafeMutablePointer(to: &info) { pointer in
                    pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                        proc_pid_rusage(process, RUSAGE_INFO_CURRENT, $0)
                    }
                }
                guard result == 0 else { return total }
                let units = [
                    info.ri_user_time, info.ri_system_time, info.ri_child_user_time, info.ri_child_system_time,
                ]
                return total + units.map { Double($0) * nanoseconds / 1e9 }.reduce(0, +)
            }
        #else
            return 0
        #endif
    }
}
