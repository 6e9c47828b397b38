import Foundation
import Testing

@testable import Results
@testable import WorkbookCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `watch` learns of a save: from the system's file events, or by polling where they
/// do not come.
@Suite("watch: changes")
struct ChangeSourceTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("change-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        return folder
    }

    @Test("a save in the folder wakes the wait at once, by a file event")
    func saveWakes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = ChangeSource(folder: folder)
        #if os(Linux)
            #expect(changes.mechanism == "inotify")
        #elseif os(macOS)
            #expect(changes.mechanism == "kqueue")
        #endif
        #expect(changes.fallback == nil)
        #expect(changes.wait(upTo: 0.2, keys: false) == .timeout, "nothing changed yet")
        try Data("let a = 2\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        // Far longer than an event takes; a poll-only source would sleep it out and time out.
        #expect(changes.wait(upTo: 5, keys: false) == .changed)
        changes.noteChange()
        #expect(changes.fallback == nil, "the change came with its event")
    }

    @Test("an editor's save by rename counts too")
    func saveByRename() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = ChangeSource(folder: folder)
        let temporary = folder.appendingPathComponent(".A.swift.tmp")
        try Data("let a = 3\n".utf8).write(to: temporary)
        _ = changes.wait(upTo: 0.5, keys: false)
        // rename(2), as editors do it: the new file takes the old one's name in one step.
        try #require(rename(temporary.path, folder.appendingPathComponent("A.swift").path) == 0)
        #expect(changes.wait(upTo: 5, keys: false) == .changed)
    }

    #if os(Linux)
        /// inotify reports a change by the name it was made through: a write through a
        /// hard link in another folder changes the file and says nothing here, as a network
        /// drive would. (kqueue watches the file itself, so macOS has no such change.)
        @Test("a change that came with no event switches to polling, and says so")
        func silentChangeFallsBack() throws {
            let folder = try temporaryFolder()
            let elsewhere = try temporaryFolder()
            defer {
                try? FileManager.default.removeItem(at: folder)
                try? FileManager.default.removeItem(at: elsewhere)
            }
            let link = elsewhere.appendingPathComponent("Link.swift")
            try #require(Glibc.link(folder.appendingPathComponent("A.swift").path, link.path) == 0)
            var changes = ChangeSource(folder: folder)
            try #require(changes.fallback == nil)
            try Data("let a = 4\n".utf8).write(to: link)
            try #require(
                try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8) == "let a = 4\n")
            changes.noteChange()
            #expect(changes.mechanism == "polling")
            #expect(changes.fallback?.contains("no file event") == true)
        }
    #endif

    /// `watch` compares contents when a wait times out too; a save made just after the
    /// wait gave up is found that way, with its event still unread.
    @Test("a change whose event is still unread is no silent change")
    func unreadEventCounts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = ChangeSource(folder: folder)
        try #require(changes.fallback == nil)
        #expect(changes.wait(upTo: 0.1, keys: false) == .timeout)
        try Data("let a = 5\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        changes.noteChange()
        #expect(changes.fallback == nil, "the event came; it was not read yet")
        #expect(changes.mechanism != "polling")
    }

    @Test("a folder the system cannot watch is polled, with the reason")
    func unwatchableFolder() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "no-such-folder-\(UUID().uuidString)")
        let changes = ChangeSource(folder: missing)
        #expect(changes.mechanism == "polling")
        #expect(changes.fallback?.isEmpty == false)
    }
}
