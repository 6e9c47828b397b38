import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the tool writes a file the user named (`grade --output`, `autograder --output`,
/// `preview --svg`): whole, so that a reader never sees half of it, and never in place of
/// something that is not a file.
///
/// ```
/// try OutputFile.write(Data(report.utf8), to: URL(fileURLWithPath: "grades.json"))   // atomically
/// try OutputFile.write(Data(report.utf8), to: URL(fileURLWithPath: "/dev/stdout"))   // into it, as it is
/// ```
///
/// An atomic write makes a new file beside the path and renames it over the path: run as
/// root with `--output /dev/null`, that made the machine's /dev/null a regular file. So the
/// write is atomic only where the path is absent or a regular file; a device, a FIFO or a
/// symbolic link (`/dev/stdout` is one) is opened as it is and written to.
public enum OutputFile {
    public static func write(_ data: Data, to url: URL) throws {
        var info = stat()
        if lstat(url.path, &info) != 0 || info.st_mode & S_IFMT == S_IFREG {
            try data.write(to: url, options: .atomic)
            return
        }
        let descriptor = open(url.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw error(url) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw error(url) }
                offset += written
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// The system's reason, as Foundation words it for the file.
    private static func error(_ url: URL) -> any Error {
        let code = POSIXErrorCode(rawValue: errno) ?? .EIO
        return NSError(domain: NSPOSIXErrorDomain, code: Int(code.rawValue), userInfo: [NSFilePathErrorKey: url.path])
    }
}
