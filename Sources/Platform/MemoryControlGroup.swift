import Foundation

/// A control group that holds one command's memory, the files of its tmpfs included, and
/// gives its processes together one share of the processor.
///
/// ```
/// let group = try MemoryControlGroup.make(limit: 2 << 30)   // root, Linux
/// let argv = group.joining(sandboxCommand)   // the command starts inside the group
/// group.usedBytes                            // its processes' memory and its /tmp's files
/// group.reachedLimit                         // true once the kernel refused it memory
/// group.remove()
/// ```
///
/// The grader's own watch sums resident memory a few times a second, which misses what a
/// tmpfs holds and what is allocated between two looks; the kernel's memory controller
/// counts every page the group's processes charge, tmpfs pages too, and stops them at the
/// limit. Both versions of control groups are used as a machine has them: version 2 under
/// `/sys/fs/cgroup/workbook` (the memory controller enabled for it), or version 1's memory
/// hierarchy, below the grader's own group.
///
/// The processor is shared by group, not by session: the kernel otherwise gives each
/// session its share (autogroup), and a submission that started 200 spinning processes,
/// each in a session of its own (`setsid`), made a loop in the sandbox of the job graded
/// beside it take 24 s instead of 0.6 s, enough to fail every time limit of an honest
/// submission. Each group the same weight, the spinners slowed their neighbour to 1.1 s.
/// Version 2 enables the `cpu` controller with the memory one; version 1 makes a group in
/// its `cpu` hierarchy too, where there is one (``processorFolder``).
public struct MemoryControlGroup: Sendable {
    /// The group's folder.
    public let folder: URL
    /// Version 1's group in the `cpu` hierarchy, which the command joins too; `nil` for
    /// version 2 (``folder`` holds both) or where none could be made.
    public let processorFolder: URL?
    public let version: Version
    public let limit: Int

    public enum Version: Sendable {
        case one, two

        var limitFile: String { self == .two ? "memory.max" : "memory.limit_in_bytes" }
        var usageFile: String { self == .two ? "memory.current" : "memory.usage_in_bytes" }
    }

    /// Why there is no group: the report says so, with the limit that was watched instead.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    /// Why this machine gives the grader no group, or `nil` when it does: found once, by
    /// making one and removing it.
    public static let unavailableReason: String? = {
        do {
            try make(limit: 1 << 30).remove()
            return nil
        } catch {
            return "\(error)"
        }
    }()

    /// A new group limited to `limit` bytes, swap included.
    public static func make(limit: Int) throws -> MemoryControlGroup {
        #if os(Linux)
            guard getuid() == 0 else { throw Unavailable(description: "only root may make control groups here") }
            let (parent, version) = try parentGroup()
            let folder = parent.appendingPathComponent("workbook-\(UUID().uuidString.prefix(12))")
            guard mkdir(folder.path, 0o755) == 0 else {
                throw Unavailable(
                    description: "\(parent.path) does not take a new group (\(String(cString: strerror(errno))))")
            }
            let group = MemoryControlGroup(
                folder: folder,
                processorFolder: version == .one ? processorGroup(named: folder.lastPathComponent) : nil,
                version: version, limit: limit)
            let swapFile = version == .two ? "memory.swap.max" : "memory.memsw.limit_in_bytes"
            guard group.write("\(limit)", to: version.limitFile) else {
                group.remove()
                throw Unavailable(description: "\(folder.path) does not take a memory limit")
            }
            // Swap too, where there is any: pages swapped out would escape the limit.
            _ = group.write(version == .two ? "0" : "\(limit)", to: swapFile)
            return group
        #else
            throw Unavailable(description: "control groups are Linux's")
        #endif
    }

    /// `argv` started by a shell that first moves itself into the group, so that every
    /// process the command starts is in it from its first instruction.
    public func joining(_ argv: [String]) -> [String] {
        let procs = [folder, processorFolder].compactMap { $0?.appendingPathComponent("cgroup.procs").path }
        // Each file is $0, or $0 and $1; the command's words follow them.
        let joins = procs.indices.map { "echo $$ > \"$\($0)\"" }.joined(separator: " && ")
        let shift = procs.count > 1 ? "shift && " : ""
        return ["/bin/sh", "-c", "\(joins) && \(shift)exec \"$@\"", procs[0]] + procs.dropFirst() + argv
    }

    /// The memory its processes use, and the files of their tmpfs.
    public var usedBytes: Int {
        read(version.usageFile).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    }

    /// Whether the kernel kept the group's processes from going past the limit.
    public var reachedLimit: Bool {
        switch version {
        case .two:
            // "max" counts the times the limit was reached, "oom_kill" the processes killed.
            let events = Self.fields(read("memory.events") ?? "")
            return (events["oom_kill"] ?? 0) > 0 || (events["max"] ?? 0) > 0
        case .one:
            let failures = read("memory.failcnt").flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return (failures ?? 0) > 0 || (Self.fields(read("memory.oom_control") ?? "")["oom_kill"] ?? 0) > 0
        }
    }

    /// Removes the group once its processes are gone (a few tries: the kernel lets go of a
    /// killed process's group a moment after it ends).
    public func remove() {
        for folder in [folder, processorFolder].compactMap({ $0 }) {
            for _ in 0..<50 {
                if rmdir(folder.path) == 0 || errno == ENOENT { break }
                usleep(20_000)
            }
        }
    }

    /// "key value" lines as a table.
    static func fields(_ text: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Int(parts[1]) { result[String(parts[0])] = value }
        }
        return result
    }

    private func read(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    private func write(_ text: String, to name: String) -> Bool {
        (try? Data(text.utf8).write(to: folder.appendingPathComponent(name))) != nil
    }

    #if os(Linux)
        /// Where groups can be made: version 2's `/sys/fs/cgroup/workbook` where the
        /// machine's root group can hand it the memory controller, else version 1's memory
        /// hierarchy at the grader's own place in it.
        private static func parentGroup() throws -> (URL, Version) {
            let root = URL(fileURLWithPath: "/sys/fs/cgroup")
            let controllers =
                (try? String(contentsOf: root.appendingPathComponent("cgroup.controllers"), encoding: .utf8)) ?? ""
            if controllers.split(separator: " ").contains(where: {
                $0.trimmingCharacters(in: .whitespacesAndNewlines) == "memory"
            }) {
                let parent = root.appendingPathComponent("workbook")
                _ = mkdir(parent.path, 0o755)
                let enabled =
                    (try? Data("+memory".utf8).write(to: root.appendingPathComponent("cgroup.subtree_control"))) != nil
                    && (try? Data("+memory".utf8).write(to: parent.appendingPathComponent("cgroup.subtree_control")))
                        != nil
                // The processor shared by group rather than by session: best effort, since
                // the memory limit is what the group is for.
                for folder in [root, parent] {
                    _ = try? Data("+cpu".utf8).write(to: folder.appendingPathComponent("cgroup.subtree_control"))
                }
                guard enabled else {
                    throw Unavailable(
                        description: "the memory controller of \(root.path) cannot be handed to a group of the grader's"
                    )
                }
                return (parent, .two)
            }
            let hierarchy = root.appendingPathComponent("memory")
            guard FileManager.default.fileExists(atPath: hierarchy.appendingPathComponent("memory.limit_in_bytes").path)
            else { throw Unavailable(description: "this machine has no memory controller at \(root.path)") }
            // Version 1 nests: a group below the grader's own is held by its limits too.
            return (hierarchy.appendingPathComponent(ownGroup(in: "memory")), .one)
        }

        /// The grader's own group in version 1's hierarchy of `controller`: "/" at the top.
        private static func ownGroup(in controller: String) -> String {
            ((try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { line -> String? in
                    let parts = line.split(separator: ":", maxSplits: 2)
                    return parts.count == 3 && parts[1].split(separator: ",").contains(Substring(controller))
                        ? String(parts[2]) : nil
                }.first ?? "/"
        }

        /// A new group `name` in version 1's `cpu` hierarchy, below the grader's own, or
        /// `nil` where there is none or it takes no group.
        private static func processorGroup(named name: String) -> URL? {
            let hierarchy = URL(fileURLWithPath: "/sys/fs/cgroup/cpu")
            let folder = hierarchy.appendingPathComponent(ownGroup(in: "cpu")).appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: hierarchy.appendingPathComponent("cpu.shares").path),
                mkdir(folder.path, 0o755) == 0
            else { return nil }
            return folder
        }
    #endif
}
