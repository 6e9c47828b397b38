import Foundation
import Grading
import ProbeProtocol
import Testing

@Suite("A probe run: a crash or a hang costs only its input")
struct ProbeRunTests {
    /// A stand-in for the probe: answers each call with its id, except that call 3 kills
    /// it, call 5 never returns (writing lines of its own and call 4's answer again, which
    /// must not feed the watchdog), and call 8 prints and exits before answering.
    static let script = """
        #!/bin/sh
        printf '{"ready":true}\\n' >&3
        for id in $(sed 's/.*"id":\\([0-9]*\\).*/\\1/' "$2"); do
            case $id in
                3) kill -9 $$ ;;
                5) while true; do echo junk >&3; printf '{"id":4,"outcome":{"returned":{"_0":{"i":4}}}}\\n' >&3; sleep 0.1; done ;;
                8) echo "a student's print"; exit 0 ;;
            esac
            printf '{"id":%s,"outcome":{"returned":{"_0":{"i":%s}}}}\\n' "$id" "$id" >&3
        done
        """

    @Test("the probe is started again after the call that ended it, and an exercise stops at its first time-out")
    func restarts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("probe.sh")
        try Data(Self.script.utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        var run = ProbeRun(program: program, scratch: folder.appendingPathComponent("calls"), sandbox: nil)
        run.callLimit = 1
        let calls = (0..<10).map { ProbeCall(id: $0, function: "M.f(x:)", arguments: [.init("x", $0)]) }
        // Calls 4 to 6 are one exercise; the rest are each their own.
        let exercise = { (id: Int) in (4...6).contains(id) ? "e4" : "e\(id)" }
        let results = try run.results(of: calls, exercise: exercise)

        for id in [0, 1, 2, 4, 7, 9] {
            #expect(
                results[id] == .answered(.returned(.int(id)), seconds: nil),
                "call \(id): \(String(describing: results[id]))")
        }
        #expect(results[3] == .crashed("ended by signal 9"), "\(String(describing: results[3]))")
        #expect(results[5] == .timedOut(seconds: 1))
        #expect(results[6] == .notRun("an earlier input of the exercise ran too long"))
        #expect(results[8] == .crashed("ended the program (exit status 0)"), "\(String(describing: results[8]))")
    }

    /// Writes `script` as an executable stand-in probe in `folder`.
    static func program(_ script: String, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("probe.sh")
        try Data(script.utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        return program
    }

    @Test("a start that ends before the probe is ready blames no call: the probe is started again")
    func startsAgainWhenNotReady() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The first two starts end with 2 before the ready line, as a shell that cannot fork does.
        let program = try Self.program(
            """
            #!/bin/sh
            tries="$(dirname "$0")/tries"
            echo x >> "$tries"
            [ "$(wc -l < "$tries")" -le 2 ] && exit 2
            printf '{"ready":true}\\n' >&3
            for id in $(sed 's/.*"id":\\([0-9]*\\).*/\\1/' "$2"); do
                printf '{"id":%s,"outcome":{"returned":{"_0":{"i":%s}}}}\\n' "$id" "$id" >&3
            done
            """, in: folder)
        var run = ProbeRun(program: program, scratch: folder.appendingPathComponent("calls"), sandbox: nil)
        run.callLimit = 5
        let calls = (0..<3).map { ProbeCall(id: $0, function: "M.f(x:)", arguments: [.init("x", $0)]) }
        let results = try run.results(of: calls) { "e\($0)" }
        for id in 0..<3 {
            #expect(
                results[id] == .answered(.returned(.int(id)), seconds: nil),
                "call \(id): \(String(describing: results[id]))")
        }
    }

    @Test("a probe that never gets ready is given up after a few starts, and no call is called a crash")
    func givesUpWhenNeverReady() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-never-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try Self.program("#!/bin/sh\nexit 2\n", in: folder)
        var run = ProbeRun(program: program, scratch: folder.appendingPathComponent("calls"), sandbox: nil)
        run.startAttempts = 2
        let calls = (0..<3).map { ProbeCall(id: $0, function: "M.f(x:)", arguments: [.init("x", $0)]) }
        let results = try run.results(of: calls) { "e\($0)" }
        for id in 0..<3 {
            #expect(
                results[id] == .notRun("the probe did not start: ended the program (exit status 2)"),
                "call \(id): \(String(describing: results[id]))")
        }
    }
}
