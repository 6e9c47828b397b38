import Foundation
import Platform
import Results

/// What `watch` waits for: a change in the chapter's folder or a key, whichever comes
/// first, with file events where the system has them and polling where it has not.
///
/// ```
/// var changes = ChangeSource(folder: chapterFolder)
/// switch changes.wait(upTo: 1, keys: true) {
/// case .changed: ...          // look at the files now
/// case .key(let byte): ...
/// case .timeout: ...          // look anyway: events may not come on this file system
/// }
/// ```
struct ChangeSource {
    enum Wake: Equatable {
        case changed
        case key(UInt8)
        case timeout
    }

    private let folder: URL
    private var events: FolderEvents?
    /// Why the files are polled instead, in words for the student; `nil` while events come.
    private(set) var fallback: String?
    /// Whether an event has come since the folder's contents were last compared.
    private var sawEvent = false
    private var folderContents: UInt64

    init(folder: URL) {
        self.folder = folder
        folderContents = Self.contents(of: folder)
        do {
            events = try FolderEvents(folder: folder)
        } catch {
            fallback = error.description
        }
    }

    /// How the changes come, for a test or a footer: "inotify", "kqueue" or "polling".
    var mechanism: String { events?.mechanism ?? "polling" }

    /// Called when the files' contents changed. A change in the folder that no event
    /// announced means that events do not arrive here (a network drive, some containers):
    /// from then on the files are only polled, and ``fallback`` says so.
    ///
    /// An event may be waiting unread: a save just after a wait timed out is seen by its
    /// contents first. That one came, and is no reason to poll.
    mutating func noteChange() {
        let now = Self.contents(of: folder)
        defer {
            folderContents = now
            sawEvent = false
        }
        if events?.drain() == true { sawEvent = true }
        guard events != nil, now != folderContents, !sawEvent else { return }
        events = nil
        fallback = "a save in \(folder.lastPathComponent) came with no file event"
    }

    /// Waits at most `seconds` for a change in the folder or, when `keys`, a key on
    /// standard input. A change is reported a few milliseconds after its first event, so
    /// that an editor's several writes of one save start one run.
    mutating func wait(upTo seconds: TimeInterval, keys: Bool) -> Wake {
        var descriptors: [pollfd] = []
        if keys { descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)) }
        if let events { descriptors.append(pollfd(fd: events.descriptor, events: Int16(POLLIN), revents: 0)) }
        guard !descriptors.isEmpty else {
            Thread.sleep(forTimeInterval: seconds)
            return .timeout
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(seconds * 1000))
        guard ready > 0 else { return .timeout }
        if keys, descriptors[0].revents & Int16(POLLIN) != 0 {
            var byte: UInt8 = 0
            if read(STDIN_FILENO, &byte, 1) == 1 { return .key(byte) }
        }
        if let events {
            events.drain()
            Thread.sleep(forTimeInterval: 0.03)
            events.drain()
            sawEvent = true
            return .changed
        }
        return .timeout
    }

    /// A hash of the folder's Swift files, names and contents.
    private static func contents(of folder: URL) -> UInt64 {
        var hash = FNV1a()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".swift") {
            hash.add(name)
            hash.add(contentsOf: folder.appendingPathComponent(name))
        }
        return hash.value
    }
}
