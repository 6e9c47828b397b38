import Foundation
import Platform
import Runner
import Testing
import ToolTestSupport

@testable import Grading

#if canImport(Glibc)
    import Glibc
#endif

/// The sandbox itself, without a build: a shell script tries what a hostile submission
/// would, as root and as an ordinary user (`nobody`, when the tests run as root).
@Suite("Grading: the sandbox", .enabled(if: Sandbox.find() != nil))
struct SandboxTests {
    /// The users to try: this one, and `nobody` too when this one is root.
    static let users: [String?] = getuid() == 0 ? [nil, "nobody"] : [nil]
    /// Every kind of sandbox this machine has: bubblewrap and its unshare fallback both
    /// run where both are installed, so the fallback is tested, not only written.
    static let kinds: [Sandbox.Kind] = {
        #if os(Linux)
            [.bubblewrap, .unshare]
        #else
            [.sandboxExec]
        #endif
    }().filter { Sandbox.find(preferring: $0) != nil }

    @Test("no network, writes only where allowed, hidden folders gone, nothing survives", arguments: users, kinds)
    func walls(user: String?, kind: Sandbox.Kind) throws {
        let sandbox = try #require(Sandbox.find(preferring: kind))
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("sandbox-test-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let (secret, allowed, visible) = (
            root.appendingPathComponent("secret"), root.appendingPathComponent("build"),
            root.appendingPathComponent("visible")
        )
        for folder in [secret, allowed, visible] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("solution".utf8).write(to: secret.appendingPathComponent("Solution.swift"))
        // Open to everyone, so that only the sandbox keeps `nobody` from writing there.
        for folder in [root, allowed, visible] { _ = chmod(folder.path, 0o777) }
        let listener = try LocalListener()
        // In each left-behind shell's command line and in its sleep's, which outlives it
        // unless the sandbox ends the whole tree.
        let marker = "30.\(Int.random(in: 10_000_000...99_999_999))"

        var walled = sandbox
        walled.dropsRoot = user == nil && getuid() == 0
        walled.writable = [allowed]
        walled.readable = [visible]
        walled.hidden = [secret]
        // A file left in /tmp or the home folder would reach the real ones unless both are private.
        let stray = "sandbox-stray-\(UUID().uuidString)"
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        let strays = ["/tmp", home].map { URL(fileURLWithPath: $0).appendingPathComponent(stray) }
        defer { for file in strays { try? manager.removeItem(at: file) } }
        // The undoing comes first: as root of its user namespace (an ordinary user's
        // sandbox), a command that kept its capabilities could unmount a hidden folder or
        // make a readable one writable.
        let script = """
            umount \(secret.path) 2>/dev/null; mount -o remount,bind,rw \(visible.path) 2>/dev/null
            touch /tmp/\(stray) && echo wrote-tmp
            touch \(home)/\(stray) 2>/dev/null
            echo results > /dev/fd/3
            touch \(allowed.path)/made && echo wrote-allowed
            touch \(visible.path)/made 2>/dev/null && echo wrote-visible
            touch \(root.path)/made 2>/dev/null
            cat \(secret.path)/Solution.swift 2>/dev/null && echo read-secret
            bash -c 'echo hi > /dev/tcp/127.0.0.1/\(listener.port)' 2>/dev/null && echo connected
            sh -c 'trap "" TERM; sleep \(marker)' &
            sh -c 'trap "" TERM; sleep \(marker)' &
            echo started
            """
        var command = walled.command(WatchedRun.wrapper + ["/bin/sh", "-c", script], environment: [:])
        if let user { command = ["/usr/sbin/runuser", "-u", user, "--"] + command }
        let run = try WatchedRun.run(
            command, runsAs: user == nil ? walled.runsAs : .nobody, limits: walled.limits, timeLimits: .init(total: 60),
            environment: [:])
        let output = String(decoding: run.output, as: UTF8.self)

        #expect(
            String(decoding: run.events, as: UTF8.self) == "results\n",
            "the stream, opened by path, reached the grader: \(output)")
        #expect(output.contains("wrote-allowed") && output.contains("started"), "the script ran: \(output)")
        #expect(!output.contains("wrote-visible"), "a readable folder is read-only: \(output)")
        #expect(!output.contains("read-secret") && !output.contains("solution"), "the hidden folder is gone: \(output)")
        #expect(!output.contains("connected") && !listener.wasReached, "no network: \(output)")
        // Inside, the folders around the writable ones may be made in the private /tmp;
        // what counts is that nothing reached the real ones.
        #expect(
            !manager.fileExists(atPath: root.appendingPathComponent("made").path),
            "the real folder around them is untouched")
        #expect(!manager.fileExists(atPath: visible.appendingPathComponent("made").path))
        #expect(
            manager.fileExists(atPath: allowed.appendingPathComponent("made").path),
            "the writable folder is the real one")
        #expect(
            output.contains("wrote-tmp") && strays.allSatisfy { !manager.fileExists(atPath: $0.path) },
            "/tmp is writable, and it and the home folder are private: \(output)")
        #expect(
            run.leftBehind.map { $0 >= 2 } == true,
            "the two shells left behind (and their sleeps) are counted: \(run.control)")
        #expect(Self.processes(containing: marker).isEmpty, "and none survives, SIGTERM blocked or not")
    }

    @Test(
        "with only the system, a program deep in a hidden folder runs, and what lies beside it is not there",
        arguments: kinds)
    func minimalSystem(kind: Sandbox.Kind) throws {
        var sandbox = try #require(Sandbox.find(preferring: kind))
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("sandbox-test-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let deep = root.appendingPathComponent("build/debug")
        try manager.createDirectory(at: deep, withIntermediateDirectories: true)
        let program = deep.appendingPathComponent("program")
        try manager.copyItem(atPath: "/bin/cat", toPath: program.path)
        try Data("secret-solution".utf8).write(to: deep.appendingPathComponent("Solution.swift"))
        try Data("secret-mine".utf8).write(to: root.appendingPathComponent("mine.txt"))
        sandbox.minimalSystem = true
        sandbox.readable = [program]
        // As root the program runs as `nobody`, who must be able to reach it through the
        // folders the sandbox makes on the way.
        let run = try WatchedRun.run(
            sandbox.command(
                [
                    "/bin/sh", "-c",
                    "\(program.path) \(program.path) > /dev/null && echo ran; "
                        + "cat \(deep.path)/Solution.swift \(root.path)/mine.txt; [ -e /work ] || echo no-work; [ -e /root ] || echo no-root",
                ],
                environment: [:]),
            runsAs: sandbox.runsAs, limits: sandbox.limits, timeLimits: .init(total: 60), environment: [:])
        let output = String(decoding: run.output, as: UTF8.self)
        #expect(output.hasPrefix("ran\n"), "the program runs: \(output)")
        #expect(!output.contains("secret-"), "nothing beside it is there: \(output)")
        #expect(output.contains("no-work") && output.contains("no-root"), "nor the rest of the file system: \(output)")
    }

    @Test("a process limit, and memory over the limit stops the run and says so", arguments: kinds)
    func limits(kind: Sandbox.Kind) throws {
        var sandbox = try #require(Sandbox.find(preferring: kind))
        sandbox.limits.memoryBytes = 256 << 20
        let hog = ["/bin/sh", "-c", "head -c 1200000000 /dev/zero | tail -c 1200000000 > /dev/null; echo done"]
        let run = try WatchedRun.run(
            sandbox.command(hog, environment: [:]), runsAs: sandbox.runsAs, limits: sandbox.limits,
            timeLimits: .init(total: 60), environment: [:])
        #expect(run.limitHit == .memory(bytes: 256 << 20), "\(String(describing: run.limitHit))")
        #expect(run.limitHit?.message == "used more than 256 MB of memory")

        sandbox.limits.processes = 40
        let many = ["/bin/sh", "-c", "for i in $(seq 60); do sleep 5 & done; wait"]
        let forks = try WatchedRun.run(
            sandbox.command(many, environment: [:]), runsAs: sandbox.runsAs, limits: sandbox.limits,
            timeLimits: .init(total: 60), environment: [:])
        let output = String(decoding: forks.output, as: UTF8.self)
        #expect(
            forks.limitHit == .processes(count: 40) || output.contains("fork"),
            "over 40 processes is stopped by the watch or refused by the kernel: \(output)")

        // The kernel counts the process limit over all of the user's threads on the
        // machine (`nobody`'s, for root): 40 is too few to start the flood at all while
        // another run builds as `nobody`.
        sandbox.limits.processes = Sandbox.Limits().processes
        sandbox.limits.outputBytes = 1 << 20
        let flood = ["/bin/sh", "-c", "head -c 3000000 /dev/zero"]
        let flooded = try WatchedRun.run(
            sandbox.command(flood, environment: [:]), runsAs: sandbox.runsAs, limits: sandbox.limits,
            timeLimits: .init(total: 60), environment: [:])
        #expect(
            flooded.output.count == 1 << 20 && flooded.droppedOutput == 3_000_000 - (1 << 20),
            "\(flooded.output.count) bytes kept, \(flooded.droppedOutput) dropped: \(String(decoding: flooded.output.prefix(300), as: UTF8.self))"
        )
    }

    @Test(
        "the private /tmp has a size, and its files count toward the memory limit, with a control group or without",
        .onlyOnLinux("bubblewrap and unshare mount a tmpfs of their own; sandbox-exec shares the machine's /tmp"),
        arguments: kinds, [true, false])
    func temporaryFiles(kind: Sandbox.Kind, controlGroup: Bool) throws {
        var sandbox = try #require(Sandbox.find(preferring: kind))
        sandbox.limits.memoryBytes = 256 << 20
        sandbox.limits.holdsMemoryInControlGroup = controlGroup
        let fill = ["/bin/sh", "-c", "df -k /tmp | tail -n 1; head -c 600000000 /dev/zero > /tmp/fill; sleep 20"]
        let run = try WatchedRun.run(
            sandbox.command(fill, environment: [:]), runsAs: sandbox.runsAs, limits: sandbox.limits,
            timeLimits: .init(total: 60), environment: [:])
        let output = String(decoding: run.output, as: UTF8.self)
        let size = output.split(separator: "\n").first?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        #expect(size.map { $0 <= 256 << 10 } == true, "/tmp is no larger than the memory limit: \(output)")
        #expect(run.limitHit == .memory(bytes: 256 << 20), "stopped at the limit, and named: \(output)")
    }

    @Test(
        "a control group holds a command to its limit and says so",
        .enabled(if: MemoryControlGroup.unavailableReason == nil, "this machine gives the grader no control group"))
    func controlGroup() throws {
        let group = try MemoryControlGroup.make(limit: 64 << 20)
        defer { group.remove() }
        let hog = [
            "/bin/sh", "-c", "cat /proc/self/cgroup; head -c 200000000 /dev/zero | tail -c 200000000 > /dev/null",
        ]
        var run = SupervisedRun(group.joining(hog), output: .captured(limit: 1 << 20))
        run.limits = .init(total: 60)
        let output = String(decoding: try run.run().output, as: UTF8.self)
        #expect(output.contains(group.folder.lastPathComponent), "the command ran in the group: \(output)")
        #expect(group.reachedLimit, "and the kernel held it at the limit")
        // And shared the processor as one: 200 spinners, each in a session of its own,
        // made the sandbox beside them 40 times slower while each session had its share.
        let processor =
            group.version == .two
            ? (try? String(contentsOf: group.folder.appendingPathComponent("cgroup.controllers"), encoding: .utf8))?
                .split(whereSeparator: \.isWhitespace).contains("cpu") == true
            : output.split(separator: "\n").contains { line in
                let parts = line.split(separator: ":", maxSplits: 2)
                return parts.count == 3 && parts[1].split(separator: ",").contains("cpu")
                    && parts[2].hasSuffix(group.folder.lastPathComponent)
            }
        #expect(processor, "its processes have one share of the processor: \(output)")
    }

    @Test(
        "a chapter that makes the compiler grow is stopped at the build's memory limit, and named",
        .onlyOnLinux("the sandbox's compiler is the toolchain's, which bubblewrap and unshare make readable by path"))
    func compilerMemory() throws {
        var sandbox = try #require(Sandbox.find())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiler-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 12 lines: the compiler passed 2.4 GB in 100 s on them, and kept growing.
        let nested = (1...8).map { "typealias T\($0) = (T\($0 - 1), T\($0 - 1), T\($0 - 1), T\($0 - 1))" }
        let source =
            (["typealias T0 = String"] + nested + [
                "struct Holder { private var value: T8? = nil }",
                "public func make() -> Int { [Holder()].count }",
            ]).joined(separator: "\n") + "\n"
        try Data(source.utf8).write(to: folder.appendingPathComponent("Bomb.swift"))
        var limits = Sandbox.Limits()
        #expect(SubmissionRun.buildLimits(limits).memoryBytes == limits.buildMemoryBytes)
        #expect(limits.buildMemoryBytes < 64 << 30, "a build's memory has a limit of its own")
        limits.buildMemoryBytes = 768 << 20
        let buildLimits = SubmissionRun.buildLimits(limits)
        let swiftc = URL(fileURLWithPath: SwiftExecutable.path()).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swiftc").path
        sandbox.give(folder)
        sandbox.writable = [folder]
        sandbox.readable = SubmissionRun.toolchainFolders(of: SwiftExecutable.path())
        sandbox.workingDirectory = folder
        sandbox.limits = buildLimits
        let compile = [swiftc, "-parse-as-library", "-module-name", "Bomb", "-c", "Bomb.swift", "-o", "Bomb.o"]
        let run = try WatchedRun.run(
            sandbox.command(compile, environment: ["PATH": "/usr/bin:/bin"]), runsAs: sandbox.runsAs,
            limits: buildLimits, timeLimits: .init(total: 300), environment: [:])
        #expect(
            run.limitHit == .memory(bytes: 768 << 20),
            "stopped at the build's limit: \(String(describing: run.limitHit)) \(String(decoding: run.output.suffix(300), as: UTF8.self))"
        )
    }

    @Test(
        "one sandbox's processes count against another's process limit only when both run as one user",
        .enabled(if: getuid() == 0, "only root can run code as other users"))
    func processesPerUser() throws {
        let sandbox = try #require(Sandbox.find())
        let (hogLease, otherLease) = (try SandboxUser.lease(), try SandboxUser.lease())
        defer {
            hogLease.release()
            otherLease.release()
        }
        // The hog holds 30 of 40 processes for 8 s; the other then asks for 20.
        var hogSandbox = sandbox
        hogSandbox.limits.processes = 40
        hogSandbox.user = hogLease.user
        let hog = hogSandbox
        let started = DispatchSemaphore(value: 0)
        let hogDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let hold = ["/bin/sh", "-c", "for i in $(seq 30); do sleep 8 & done; wait"]
            started.signal()
            _ = try? WatchedRun.run(
                hog.command(hold, environment: [:]), runsAs: hog.runsAs, limits: hog.limits,
                timeLimits: .init(total: 60), environment: [:])
            hogDone.signal()
        }
        started.wait()
        Thread.sleep(forTimeInterval: 2)
        let ask = ["/bin/sh", "-c", "for i in $(seq 20); do sleep 1 & done; wait; echo all-started"]
        var outputs: [SandboxUser: String] = [:]
        for user in [otherLease.user, hogLease.user] {
            var other = sandbox
            other.limits.processes = 40
            other.user = user
            let run = try WatchedRun.run(
                other.command(ask, environment: [:]), runsAs: other.runsAs, limits: other.limits,
                timeLimits: .init(total: 60), environment: [:])
            outputs[user] = String(decoding: run.output, as: UTF8.self)
        }
        hogDone.wait()
        #expect(outputs[otherLease.user]?.contains("all-started") == true, "a user of its own: \(outputs)")
        #expect(outputs[hogLease.user]?.contains("all-started") == false, "the hog's own user is refused: \(outputs)")
    }

    @Test(
        "the kernel's keyring, which outlives every process of a user, carries nothing from one sandbox to the next",
        .enabled(if: getuid() == 0, "only root can run code as other users"),
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/perl"), "perl makes the key calls by number"),
        .onlyOnLinux("keyrings are Linux's"))
    func keyring() throws {
        var sandbox = try #require(Sandbox.find(preferring: .bubblewrap))
        let lease = try SandboxUser.lease()
        defer { lease.release() }
        sandbox.user = lease.user
        sandbox.minimalSystem = true
        // One submission adds a key to its user's keyring; the next, run as the same
        // user, looks for it. x86-64's numbers, then Arm64's: add_key, keyctl.
        let message = "answers-\(UUID().uuidString.prefix(8))"
        #if arch(arm64)
            let (add, control) = (217, 219)
        #else
            let (add, control) = (248, 250)
        #endif
        let write = """
            my ($type, $name, $text) = ("user", "workbook", "\(message)");
            my $key = syscall(\(add), $type, $name, $text, length($text), -4);
            print "added $key ($!)\\n";
            """
        let read = """
            my ($type, $name) = ("user", "workbook");
            my $key = syscall(\(control), 10, -4, $type, $name, 0);
            my $text = "\\0" x 100;
            my $count = syscall(\(control), 11, $key, $text, 100);
            print "read: ", ($count > 0 ? substr($text, 0, $count) : "nothing ($!)"), "\\n";
            """
        var said: [String] = []
        for script in [write, read] {
            let run = try WatchedRun.run(
                sandbox.command(["/usr/bin/perl", "-e", script], environment: [:]), runsAs: sandbox.runsAs,
                limits: sandbox.limits, timeLimits: .init(total: 60), environment: [:])
            said.append(String(decoding: run.output, as: UTF8.self))
        }
        #expect(said[1].hasPrefix("read: nothing"), "the next sandbox read nothing: \(said)")
        #expect(!said[1].contains(message), "the next sandbox read nothing: \(said)")
    }

    @Test(
        "the code cannot make a user namespace of its own, where it mounted a tmpfs beside the sized /tmp, and threads still start",
        .enabled(if: getuid() == 0, "only root can run code as other users"),
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/perl"), "perl makes the calls by number"),
        .onlyOnLinux("user namespaces are Linux's"))
    func userNamespace() throws {
        var sandbox = try #require(Sandbox.find(preferring: .bubblewrap))
        let lease = try SandboxUser.lease()
        defer { lease.release() }
        sandbox.user = lease.user
        sandbox.minimalSystem = true
        sandbox.limits.memoryBytes = 256 << 20
        // unshare(CLONE_NEWUSER | CLONE_NEWNS), then a tmpfs of 4 GB. x86-64's numbers, then Arm64's.
        #if arch(arm64)
            let (unshare, mount) = (97, 40)
        #else
            let (unshare, mount) = (272, 165)
        #endif
        let script = """
            my $made = syscall(\(unshare), 0x10000000 | 0x00020000);
            print "unshare: ", ($made == 0 ? "made" : "refused ($!)"), "\\n";
            my ($source, $target, $type, $options) = ("none", "/tmp/home", "tmpfs", "size=4g");
            my $mounted = syscall(\(mount), $source, $target, $type, 0, $options);
            print "mount: ", ($mounted == 0 ? "made" : "refused ($!)"), "\\n";
            """
        // The C library starts threads with clone3, which the filter says is absent, and
        // falls back to clone: the shell's pipeline, and the toolchain's threads, still run.
        let run = try WatchedRun.run(
            sandbox.command(["/bin/sh", "-c", "perl -e '\(script)'; echo threads | cat"], environment: [:]),
            runsAs: sandbox.runsAs, limits: sandbox.limits, timeLimits: .init(total: 60), environment: [:])
        let output = String(decoding: run.output, as: UTF8.self)
        #expect(output.contains("unshare: refused") && output.contains("mount: refused"), "\(output)")
        #expect(output.contains("threads"), "processes still start: \(output)")
    }

    @Test(
        "as root, each grading slot leases a user of its own, which the code inside runs as",
        .enabled(if: getuid() == 0, "only root can run code as other users"))
    func leasedUsers() throws {
        var sandbox = try #require(Sandbox.find())
        let (first, second) = (try SandboxUser.lease(), try SandboxUser.lease())
        defer { second.release() }
        #expect(first.user.uid != second.user.uid, "two leases, two users")
        #expect(SandboxUser.leasedIDs.contains(first.user.uid) && SandboxUser.leasedIDs.contains(second.user.uid))
        sandbox.user = second.user
        sandbox.minimalSystem = true
        let run = try WatchedRun.run(
            sandbox.command(["/bin/sh", "-c", "id -u; id -g; grep student /etc/passwd"], environment: [:]),
            runsAs: sandbox.runsAs, limits: sandbox.limits, timeLimits: .init(total: 60), environment: [:])
        let output = String(decoding: run.output, as: UTF8.self)
        let uid = second.user.uid
        #expect(output.hasPrefix("\(uid)\n\(uid)\n"), "the command runs as the leased user: \(output)")
        #expect(output.contains("student:x:\(uid):\(uid):"), "whom the sandbox's passwd names: \(output)")
        let freed = first.user.uid
        first.release()
        let again = try SandboxUser.lease()
        defer { again.release() }
        #expect(again.user.uid == freed, "a released user is leased again")
    }

    @Test(
        "the code under test sees none of the machine's users, the instructor's path or the grader's environment",
        .onlyOnLinux(
            "it reads the passwd, group and mounts of the sandbox's own root, which bubblewrap and unshare make; sandbox-exec hides files by rule and makes no root"
        ),
        arguments: kinds)
    func nothingOfTheHost(kind: Sandbox.Kind) throws {
        var sandbox = try #require(Sandbox.find(preferring: kind))
        let manager = FileManager.default
        let instructor = manager.temporaryDirectory.appendingPathComponent("instructor-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: instructor) }
        let deep = instructor.appendingPathComponent(".build/workbook/grade/1/build/debug")
        try manager.createDirectory(at: deep, withIntermediateDirectories: true)
        let program = deep.appendingPathComponent("ChartWorkbookPackageTests.xctest")
        try manager.copyItem(
            atPath: URL(fileURLWithPath: "/bin/sh").resolvingSymlinksInPath().path, toPath: program.path)
        // In the grader's environment, as a token of the instructor's would be.
        let canary = "canary-\(UUID().uuidString)"
        setenv("WORKBOOK_CANARY_SECRET", canary, 1)
        defer { unsetenv("WORKBOOK_CANARY_SECRET") }
        // As SubmissionRun runs the tests: only the system, the binary at a path of its
        // own, the environment the tests need.
        sandbox.minimalSystem = true
        sandbox.readableAt = ["/workbook/ChartWorkbookPackageTests.xctest": program]
        let script = """
            echo ==env; env; echo ==id; id; echo ==passwd; cat /etc/passwd; echo ==group; cat /etc/group
            echo ==mounts; cat /proc/self/mounts; echo ==listing; ls -la / /tmp /workbook
            [ -e /root ] && echo root-is-there; [ -e /home ] && echo home-is-there
            [ -e \(instructor.path) ] && echo instructor-folder-is-there; echo ==end
            """
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=yes"]
        let command = sandbox.command(
            ["/workbook/ChartWorkbookPackageTests.xctest", "-c", script], environment: environment)
        let run = try WatchedRun.run(
            command, runsAs: sandbox.runsAs, limits: sandbox.limits, timeLimits: .init(total: 60), environment: [:])
        let output = String(decoding: run.output, as: UTF8.self)
        #expect(output.contains("==end"), "the program ran: \(output)")

        #expect(!output.contains(canary), "no variable of the grader's: \(output)")
        #expect(
            !output.contains(instructor.path) && !output.contains(instructor.lastPathComponent),
            "the instructor's folder is in no listing, mount or variable: \(output)")
        #expect(
            !output.contains("root-is-there") && !output.contains("home-is-there")
                && !output.contains("instructor-folder-is-there"),
            "\(output)")
        let section = { (name: String) in
            output.components(separatedBy: "==\(name)\n").dropFirst().first?.components(separatedBy: "\n==").first ?? ""
        }
        let users = section("passwd").split(separator: "\n").compactMap {
            $0.split(separator: ":").first.map(String.init)
        }
        #expect(
            Set(users).isSubset(of: ["root", "nobody", "student"]) && !users.isEmpty,
            "only root, nobody and the sandbox's own user: \(users)")
        // The machine's people: every user of its own passwd from uid 1000 on, and the
        // grader's own name and home, unless root's.
        let hostPasswd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? ""
        var people = hostPasswd.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count > 2, let uid = Int(fields[2]), uid >= 1000, uid != 65534, fields[0].count >= 3 else {
                return nil
            }
            return String(fields[0])
        }
        let grader = ProcessInfo.processInfo.environment
        people += [grader["USER"], grader["SUDO_USER"]].compactMap { $0 }.filter { $0 != "root" && !$0.isEmpty }
        for name in people {
            #expect(!output.contains(name), "the machine's user \(name) is not named inside: \(output)")
        }
        if let home = grader["HOME"], home != "/root", home != "/" {
            #expect(!output.contains(home), "the grader's home folder is not named inside")
        }
    }

    /// The processes whose command line contains `text`.
    static func processes(containing text: String) -> [String] {
        ProcessTree.commandLines().filter { $0.command.contains(text) }.map { "\($0.pid) \($0.command)" }
    }
}

/// A TCP server on 127.0.0.1 that only notes whether anyone connected.
final class LocalListener {
    let socket: Int32
    let port: Int

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, size) }
        }
        _ = listen(socket, 16)
        var bound = sockaddr_in()
        var length = size
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        self.socket = socket
        port = Int(UInt16(bigEndian: bound.sin_port))
    }

    /// Whether a connection is waiting: one got through.
    var wasReached: Bool {
        let client = accept(socket, nil, nil)
        if client >= 0 { close(client) }
        return client >= 0
    }

    deinit { close(socket) }
}
