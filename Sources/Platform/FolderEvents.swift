import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's word that something in a folder changed: inotify on Linux, kqueue on
/// macOS. `watch` waits on it, with the keyboard, so that a save starts the tests at once.
///
/// ```
/// let events = try FolderEvents(folder: chapterFolder)
/// // poll(2) on events.descriptor; when it is readable:
/// events.drain()                                 // forget what was said, then compare contents
/// ```
///
/// Events only say "look now": `watch` still compares the files' contents, so a save
/// that changes nothing, or an editor's swap file, starts no run. Where the system has no
/// events for the folder (a network drive, some containers), `init` throws, and where it
/// has them but they never come, `watch` notices by also comparing contents once a second.
public final class FolderEvents {
    /// A descriptor that poll(2) reports readable when something changed.
    public let descriptor: Int32
    /// How the events come, for the footer: "inotify" or "kqueue".
    public let mechanism: String
    private let folder: URL
    #if canImport(Darwin)
        /// The open descriptors that kqueue watches: the folder and each file in it.
        private var watched: [Int32] = []
    #endif

    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    public init(folder: URL) throws(Unavailable) {
        self.folder = folder
        #if os(Linux)
            mechanism = "inotify"
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw Unavailable(description: "inotify is not available (\(String(cString: strerror(errno))))")
            }
            // Editors save by writing in place, or by writing a new file and renaming it over
            // the old one: both are covered.
            let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB)
            guard inotify_add_watch(descriptor, folder.path, mask) >= 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw Unavailable(description: "inotify cannot watch \(folder.lastPathComponent) (\(reason))")
            }
        #elseif canImport(Darwin)
            mechanism = "kqueue"
            descriptor = kqueue()
            guard descriptor >= 0 else {
                throw Unavailable(description: "kqueue is not available (\(String(cString: strerror(errno))))")
            }
            watchFolderAndFiles()
            guard !watched.isEmpty else {
                close(descriptor)
                throw Unavailable(description: "kqueue cannot watch \(folder.lastPathComponent)")
            }
        #else
            throw Unavailable(description: "this system has no file events the workbook knows")
        #endif
    }

    deinit {
        #if canImport(Darwin)
            for descriptor in watched { close(descriptor) }
        #endif
        close(descriptor)
    }

    /// Reads and forgets every event that has arrived, so that the descriptor is quiet
    /// again until the next change.
    ///
    /// - Returns: Whether any had arrived.
    @discardableResult
    public func drain() -> Bool {
        var any = false
        #if os(Linux)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while read(descriptor, &buffer, buffer.count) > 0 { any = true }
        #elseif canImport(Darwin)
            var event = kevent()
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            while kevent(descriptor, nil, 0, &event, 1, &none) > 0 { any = true }
            // A file renamed over another is a new file: watch the folder's files afresh.
            watchFolderAndFiles()
        #endif
        return any
    }

    #if canImport(Darwin)
        /// kqueue watches open files, not names: the folder, for files that come and go, and
        /// each file in it, for writes in place.
        private func watchFolderAndFiles() {
            for descriptor in watched { close(descriptor) }
            watched = []
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for path in [folder.path] + names.map({ folder.appendingPathComponent($0).path }) {
                let file = open(path, O_EVTONLY)
                guard file >= 0 else { continue }
                var change = kevent(
                    ident: UInt(file), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                    fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB),
                    data: 0, udata: nil)
                if kevent(descriptor, &change, 1, nil, 0, nil) == 0 {
                    watched.append(file)
                } else {
                    close(file)
                }
            }
        }
    #endif
}
