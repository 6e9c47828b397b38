import Foundation
import Platform

/// A walled-off place to run code that is not ours: a student's submission, built and
/// tested by `workbook grade`.
///
/// Inside, there is no network; the only folders that can be written are the ones named
/// `writable` and a private, empty `/tmp` and home folder; the folders named `hidden` are
/// not there; the rest of the system is read-only or, with `minimalSystem`, absent. The
/// processes inside get a PID namespace of their own, so that when the command ends (or
/// the workbook does) every process it started ends with it, whatever signals it blocks.
///
/// ```
/// var sandbox = try Sandbox.find()          // bubblewrap, else util-linux's unshare
/// sandbox.writable = [buildFolder]
/// sandbox.hidden = [instructorRoot]
/// let argv = sandbox.command(["/usr/bin/swift", "build"], environment: env)
/// // ["/usr/bin/bwrap", "--unshare-net", "--unshare-pid", ..., "/usr/bin/swift", "build"]
/// ```
///
/// On Linux this is bubblewrap (`bwrap`) or, where it is missing, `unshare`; on macOS,
/// `sandbox-exec` with a profile of the same rules (no PID namespace there: the runner
/// kills the process tree instead). As root, the command runs as ``user``, unprivileged,
/// so that the kernel's process limit applies to it (root is exempt from it): a grading
/// slot's own leased user (``SandboxUser/lease()``), else `nobody`.
public struct Sandbox: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case bubblewrap, unshare
        case sandboxExec = "sandbox-exec"
    }

    /// What the code inside may use up. A process over `memoryBytes` of address space
    /// cannot allocate more; the runner also watches the resident memory and the number
    /// of processes, so that it can say which limit was hit.
    public struct Limits: Sendable, Equatable {
        /// Processes (and threads) at once.
        public var processes = 256
        /// Resident memory of all processes together, as the runner watches it.
        public var memoryBytes = 2 << 30
        /// Address space of each process: a backstop to `memoryBytes` for a program that
        /// allocates faster than the runner looks. Swift reserves far more than it uses.
        public var addressSpaceBytes = 16 << 30
        /// Standard output and error kept; the rest is read and dropped.
        public var outputBytes = 10 << 20
        /// CPU seconds of each process.
        public var cpuSeconds = 15 * 60
        /// The size of any one file written.
        public var fileBytes = 1 << 30
        /// The size of the private `/tmp` (a tmpfs, whose files are memory): at most
        /// ``memoryBytes``, which the runner counts them against too.
        public var temporaryBytes = 2 << 30

        /// Memory of a build's compilers together, as the tests' ``memoryBytes``: the
        /// compiler is not the student's code, but the student's code drives it. A chapter
        /// file of 12 lines (a stored tuple of `String`s, 4 wide, nested 8 deep) grew it past
        /// 2.4 GB in 100 s and still growing, with nothing to stop it short of the
        /// machine's memory. 4 GB, and 1 GB for each processor, as SwiftPM compiles as many
        /// files at once (about 200 MB each for the workbook's).
        public var buildMemoryBytes = max(4 << 30, ProcessInfo.processInfo.activeProcessorCount << 30)

        /// Whether memory is also held by a control group where the machine gives one
        /// (``MemoryControlGroup``); the watch counts it either way.
        public var holdsMemoryInControlGroup = true

        /// The `/tmp` size the sandbox mounts: ``temporaryBytes``, and no more than the memory.
        public var temporaryFolderBytes: Int { min(temporaryBytes, memoryBytes) }

        public init() {}
    }

    public let kind: Kind
    /// The sandbox program: `/usr/bin/bwrap`, `/usr/bin/unshare` or `/usr/bin/sandbox-exec`.
    public let tool: String
    /// Folders the command may write (and read).
    public var writable: [URL] = []
    /// Folders the command may read, even inside a hidden one or with `minimalSystem`.
    public var readable: [URL] = []
    /// Files or folders the command may read at a path of its own, by that path:
    /// `["/workbook/tests": binary]`, so that the path outside (in the instructor's
    /// workbook) is not in the mount table or the command line. Only where
    /// ``renamesPaths``; elsewhere put the path outside in ``readable``.
    public var readableAt: [String: URL] = [:]
    /// Folders that are replaced by an empty one.
    public var hidden: [URL] = []
    /// Whether only the system's programs and libraries (/usr, /bin, /lib, /etc) are
    /// there, with `readable` and `writable`, rather than the whole file system read-only.
    /// Its /etc/passwd and /etc/group are the sandbox's own (``SandboxUser``): root,
    /// nobody and ``user``, none of the machine's users.
    public var minimalSystem = false
    /// The folder the command starts in; `/tmp` when `nil`.
    public var workingDirectory: URL?
    public var limits = Limits()
    /// Who the command runs as when ``dropsRoot``.
    public var user = SandboxUser.nobody

    public init(kind: Kind, tool: String) {
        self.kind = kind
        self.tool = tool
    }

    /// Whether ``readableAt`` can put a file at another path: bubblewrap and `unshare`
    /// can, `sandbox-exec` (which only allows and denies) cannot.
    public var renamesPaths: Bool { kind != .sandboxExec }

    /// The command that installs a sandbox here, for the message when none is found.
    public static var installAdvice: String {
        #if os(Linux)
            "sudo apt-get install bubblewrap   (Debian, Ubuntu; `dnf install bubblewrap` on Fedora)"
        #else
            "sandbox-exec, which comes with macOS"
        #endif
    }

    /// The best sandbox this machine has that works here, or `nil`.
    ///
    /// - Parameter preferring: Only this kind, as a test may ask.
    public static func find(
        preferring: Kind? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Sandbox? {
        #if os(Linux)
            let kinds: [(Kind, String)] = [(.bubblewrap, "bwrap"), (.unshare, "unshare")]
        #else
            let kinds: [(Kind, String)] = [(.sandboxExec, "sandbox-exec")]
        #endif
        let path =
            (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            + ["/usr/bin", "/bin", "/usr/sbin"]
        for (kind, name) in kinds where preferring == nil || preferring == kind {
            guard let tool = path.map({ $0 + "/" + name }).first(where: { access($0, X_OK) == 0 }) else { continue }
            let sandbox = Sandbox(kind: kind, tool: tool)
            if sandbox.works() { return sandbox }
        }
        return nil
    }

    /// Whether a trivial command runs in this sandbox: user namespaces may be turned off.
    func works() -> Bool {
        let argv = command(["/bin/sh", "-c", "exit 0"], environment: ["PATH": "/usr/bin:/bin"])
        var run = SupervisedRun(
            argv, environment: ["PATH": "/usr/bin:/bin"], output: .file(URL(fileURLWithPath: "/dev/null")))
        run.interval = 0.02
        guard let ending = try? run.run().ending else { return false }
        return ending == .exited(0)
    }

    /// Whether the command runs as ``user`` rather than as root (see the type's
    /// description): for a caller that is root. A test may build the command that an
    /// ordinary user would run.
    public var dropsRoot = getuid() == 0

    /// `argv` wrapped to run in the sandbox with exactly `environment`, and the limits
    /// applied to it by util-linux's `prlimit` (on macOS, the shell's `ulimit`).
    public func command(_ argv: [String], environment: [String: String]) -> [String] {
        switch kind {
        case .bubblewrap: bubblewrapCommand(argv, environment: environment)
        case .unshare: unshareCommand(argv, environment: environment)
        case .sandboxExec: sandboxExecCommand(argv, environment: environment)
        }
    }

    /// The limits as `prlimit` options, then `argv`.
    private func limited(_ argv: [String]) -> [String] {
        [
            "prlimit", "--nproc=\(limits.processes)", "--as=\(limits.addressSpaceBytes)",
            "--cpu=\(limits.cpuSeconds)", "--fsize=\(limits.fileBytes)", "--core=0", "--",
        ] + argv
    }

    /// The user the command runs as, for the pipes and folders it is given: ``user``
    /// where the sandbox drops root, else `nil` (the caller's own).
    public var runsAs: SandboxUser? { dropsRoot ? user : nil }

    /// Gives `folder` to the user the command runs as, so that it can write there.
    public func give(_ folder: URL) {
        runsAs?.give(folder)
    }

    /// Root gives up root (and every capability) for ``user``, just before the command.
    private func unprivileged(_ argv: [String]) -> [String] {
        guard dropsRoot else { return argv }
        let (uid, gid) = user.ids
        return [
            "setpriv", "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups",
            "--inh-caps=-all", "--bounding-set=-all", "--",
        ] + argv
    }

    private var home: String { "/tmp/home" }

    /// The paths, hidden ones first, then readable, then writable, each group shortest
    /// first, so that a folder inside a hidden one can be put back; each with the path
    /// outside that is mounted there, the same but for ``readableAt``.
    private func mounts() -> [(path: String, source: String, how: String)] {
        let paths = { (urls: [URL]) in urls.map { $0.standardizedFileURL.path }.sorted { $0.count < $1.count } }
        let renamed = renamesPaths ? readableAt.map { ($0.key, $0.value.standardizedFileURL.path) } : []
        let read = (paths(readable).map { ($0, $0) } + renamed).sorted { $0.0.count < $1.0.count }
        return paths(hidden).map { ($0, $0, "hide") } + read.map { ($0.0, $0.1, "read") }
            + paths(writable).map { ($0, $0, "write") }
    }

    private func bubblewrapCommand(_ argv: [String], environment: [String: String]) -> [String] {
        var arguments = [
            tool, "--die-with-parent", "--new-session", "--unshare-net", "--unshare-pid",
            "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
        ]
        if minimalSystem {
            for path in Self.systemFolders {
                arguments += ["--ro-bind-try", path, path]
            }
            if let users = user.accountsFolder {
                arguments += [
                    "--ro-bind", users.appendingPathComponent("passwd").path, "/etc/passwd",
                    "--ro-bind", users.appendingPathComponent("group").path, "/etc/group",
                ]
            }
        } else {
            arguments += ["--ro-bind", "/", "/"]
        }
        // The private /tmp and home must be writable by the sandbox's user; /tmp's files
        // are memory, so it has a size.
        arguments += [
            "--dev", "/dev", "--proc", "/proc", "--perms", "1777", "--size", "\(limits.temporaryFolderBytes)",
            "--tmpfs", "/tmp",
            "--perms", "0777", "--dir", home,
        ]
        if let realHome = ProcessInfo.processInfo.environment["HOME"], !minimalSystem, realHome != "/" {
            arguments += ["--tmpfs", realHome]
        }
        var made: Set<String> = []
        for (path, source, how) in mounts() {
            // bubblewrap makes a missing folder on the way to a mount readable by root
            // alone, which would keep `nobody` from the binary or the toolchain below it.
            for folder in Self.ancestors(of: path) where made.insert(folder).inserted {
                arguments += ["--perms", "0755", "--dir", folder]
            }
            switch how {
            case "hide": arguments += ["--tmpfs", path]
            case "read": arguments += ["--ro-bind", source, path]
            default: arguments += ["--bind", path, path]
            }
        }
        if dropsRoot { arguments += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"] }
        arguments += ["--chdir", workingDirectory?.path ?? "/tmp", "--clearenv"]
        for (key, value) in inside(environment).sorted(by: { $0.key < $1.key }) {
            arguments += ["--setenv", key, value]
        }
        arguments += ["--"] + unprivileged(limited(argv))
        // The key calls and user namespaces refused (SystemCallFilter): bubblewrap reads the filter from a
        // descriptor, which a shell opens for it.
        guard let filter = SystemCallFilter.file else { return arguments }
        return ["/bin/sh", "-c", "exec 9<\"$0\" && exec \"$@\"", filter.path, arguments[0], "--seccomp", "9"]
            + arguments.dropFirst()
    }

    /// "/a", "/a/b" for "/a/b/c": the folders on the way to `path`, outermost first.
    static func ancestors(of path: String) -> [String] {
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { "/" + parts[...$0].joined(separator: "/") }
    }

    /// util-linux's `unshare`: new user (unless root), mount, PID, network, IPC and UTS
    /// namespaces, and a shell script (``unshareScript``) that makes the mounts
    /// bubblewrap would make.
    private func unshareCommand(_ argv: [String], environment: [String: String]) -> [String] {
        var arguments = [tool, "--mount", "--pid", "--fork", "--kill-child", "--net", "--ipc", "--uts"]
        if !dropsRoot { arguments += ["--user", "--map-root-user"] }
        // For an ordinary user the command runs as root of its user namespace: without
        // every capability, it can no longer undo a mount (unhide a folder, make a
        // readable one writable) nor gain one back.
        let user =
            dropsRoot
            ? unprivileged(limited(argv))
            : ["setpriv", "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--"] + limited(argv)
        return arguments + ["/bin/sh", "-c", unshareScript(environment: environment), "sandbox"] + user
    }

    /// The folders bubblewrap's `minimalSystem` binds, where they are there.
    private static let systemFolders = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/etc"]
    /// Folders that may hold the new root while it is made: the first one that is there,
    /// has nothing mounted in it, and holds none of the paths the script uses.
    private static let holdingPlaces = ["/mnt", "/media", "/srv", "/opt", "/boot", "/var/empty"]

    /// The script run by `unshare`, in a mount namespace of its own, as root there. It
    /// makes a new root where bubblewrap would (the whole system read-only, or only its
    /// system folders), moves into it with `pivot_root`, keeping the old root in a folder
    /// on a tmpfs of its own to take the binds' sources from, then mounts the private
    /// /dev, /proc, /tmp and home folder, and the hidden, readable and writable folders,
    /// and lets go of the old root. Nothing is made on the host: every folder it creates
    /// is on one of its own tmpfs mounts, and the read-only ones are made read-only first.
    private func unshareScript(environment: [String: String]) -> String {
        let quoted = { (text: String) in "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let realHome = ProcessInfo.processInfo.environment["HOME"].flatMap { $0 == "/" ? nil : $0 }
        let used =
            mounts().flatMap { [$0.path, $0.source] }
            + mounts().map { URL(fileURLWithPath: $0.source).resolvingSymlinksInPath().path }
            + ["/tmp", realHome ?? "/tmp"]
        let places = Self.holdingPlaces.filter { place in !used.contains { $0 == place || $0.hasPrefix(place + "/") } }
        var script = [
            // pivot_root is in sbin, which an ordinary user's PATH may not have.
            "set -e", "umask 022", "PATH=/usr/sbin:/usr/bin:/sbin:/bin", "mount --make-rprivate /",
            // The mount points at or below a folder, as this process sees them.
            "mounted() {", "  list=$(cat /proc/self/mountinfo)",
            "  while read -r _ _ _ _ point _; do point=$(printf '%b' \"$point\")",
            "    case $point in \"$1\"|\"$1\"/*) echo \"$point\" ;; esac", "  done <<LIST", "$list", "LIST", "}",
            // Every mount at or below a folder read-only (mount keeps its other flags).
            "read_only() { mounted \"$1\" | while IFS= read -r point; do mount -o remount,bind,ro \"$point\"; done; }",
            "new=",
            "for place in \(places.map(quoted).joined(separator: " ")); do",
            "  if [ -d \"$place\" ] && [ ! -L \"$place\" ] && [ -z \"$(mounted \"$place\")\" ]; then new=$place; break; fi",
            "done", "[ -n \"$new\" ]",
        ]
        // The sources, without symbolic links, since after pivot_root they are reached
        // through the old root's folder.
        let sources = mounts().filter { $0.how != "hide" }
        for (index, mount) in sources.enumerated() {
            script.append("source\(index)=$(realpath -e -- \(quoted(mount.source)))")
        }
        if minimalSystem {
            script.append("mount -t tmpfs -o mode=0755 workbook-sandbox \"$new\"")
            for folder in Self.systemFolders {
                script += [
                    "if [ -L \(folder) ]; then ln -s \"$(readlink \(folder))\" \"$new\(folder)\"",
                    "elif [ -d \(folder) ]; then mkdir \"$new\(folder)\"; mount --rbind \(folder) \"$new\(folder)\"; read_only \"$new\(folder)\"; fi",
                ]
            }
            if let users = user.accountsFolder {
                for name in ["passwd", "group"] {
                    let (file, target) = (quoted(users.appendingPathComponent(name).path), "\"$new/etc/\(name)\"")
                    script.append(
                        "if [ -f \(target) ]; then mount --bind \(file) \(target); mount -o remount,bind,ro \(target); fi"
                    )
                }
            }
            script.append("mkdir \"$new$new\"")
        } else {
            script += ["mount --rbind / \"$new\"", "read_only \"$new\""]
        }
        // The old root is kept on a tmpfs of its own, over the new root's own copy of
        // the holding place, and let go of once the binds are made.
        script += [
            "mount -t tmpfs -o mode=0700 workbook-old-root \"$new$new\"", "mkdir \"$new$new/old\"",
            "cd \"$new\"", "pivot_root . \".$new/old\"", "old=$new/old", "cd /",
            "mkdir -p /dev", "mount -t tmpfs -o mode=0755 workbook-dev /dev",
            "for device in null zero full random urandom tty; do",
            "  touch \"/dev/$device\"; mount --bind \"$old/dev/$device\" \"/dev/$device\"", "done",
            "ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/0 /dev/stdin",
            "ln -s /proc/self/fd/1 /dev/stdout; ln -s /proc/self/fd/2 /dev/stderr; mkdir /dev/shm",
            "mkdir -p /proc", "mount -t proc proc /proc",
            "mkdir -p /tmp", "mount -t tmpfs -o mode=1777,size=\(limits.temporaryFolderBytes) workbook-tmp /tmp",
            "mkdir -m 0777 \(home)",
        ]
        // A hidden folder that is not there and cannot be made (in a read-only folder)
        // has nothing to hide.
        let hide = { (path: String) in
            "if [ -e \(quoted(path)) ] || mkdir -p \(quoted(path)) 2>/dev/null; then mount -t tmpfs -o mode=0755 workbook-hidden \(quoted(path)); fi"
        }
        if let realHome, !minimalSystem { script.append(hide(realHome)) }
        var index = 0
        for (path, _, how) in mounts() {
            guard how != "hide" else {
                script.append(hide(path))
                continue
            }
            let (target, source) = (quoted(path), "\"$old$source\(index)\"")
            index += 1
            script += [
                "if [ -d \(source) ]; then mkdir -p \(target)",
                "else mkdir -p \"$(dirname \(target))\"; [ -e \(target) ] || touch \(target); fi",
                "mount --rbind \(source) \(target)",
            ]
            if how == "read" { script.append("read_only \(target)") }
        }
        script += ["umount -l \"$old\"", "umount \"$new\""]
        if minimalSystem { script.append("rmdir \"$new\"") }
        script.append("cd \(quoted(workingDirectory?.path ?? "/tmp"))")
        let environmentWords = inside(environment).sorted { $0.key < $1.key }.map { quoted("\($0.key)=\($0.value)") }
        // A session of its own, as bubblewrap's --new-session: no typing into the
        // grader's terminal.
        script.append("exec setsid --wait env -i " + environmentWords.joined(separator: " ") + " \"$@\"")
        return script.joined(separator: "\n")
    }

    /// macOS: a profile that denies the network and every write outside the writable
    /// folders, and every read of the hidden ones; `ulimit` for the limits.
    private func sandboxExecCommand(_ argv: [String], environment: [String: String]) -> [String] {
        let quoted = { (text: String) in "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        var profile = [
            "(version 1)", "(allow default)", "(deny network*)", "(allow network* (local unix))",
            "(deny file-write*)",
            "(allow file-write* (subpath \"/private/tmp\") (subpath \"/private/var/folders\") (literal \"/dev/null\"))",
        ]
        for path in hidden.map(\.path) {
            profile.append("(deny file-read* (subpath \(quoted(path))))")
        }
        for path in readable.map(\.path) {
            profile.append("(allow file-read* (subpath \(quoted(path))))")
        }
        for path in writable.map(\.path) {
            profile.append("(allow file-read* file-write* (subpath \(quoted(path))))")
        }
        let ulimits = "ulimit -u \(limits.processes) -t \(limits.cpuSeconds) -c 0; exec \"$@\""
        let environmentWords = inside(environment).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return [tool, "-p", profile.joined(separator: "\n"), "/usr/bin/env", "-i"] + environmentWords
            + ["/bin/sh", "-c", ulimits, "sandbox"] + argv
    }

    /// The environment inside: exactly what was asked, with a private home folder.
    private func inside(_ environment: [String: String]) -> [String: String] {
        var result = environment
        result["HOME"] = home
        result["TMPDIR"] = "/tmp"
        if result["PATH"] == nil { result["PATH"] = "/usr/bin:/bin" }
        return result
    }
}
