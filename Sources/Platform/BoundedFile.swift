import Foundation

/// A file written by a program the tool does not trust (a student's build or run, or a
/// tool reading what it made), read only when it is no larger than a limit, checked
/// before a byte is read: the file can be made as large as its writer likes, and the tool
/// reads it whole, outside any sandbox.
///
/// ```
/// let text = try BoundedFile.read(interfaceFile, atMost: 1 << 20, what: "the interface of LineGraph")
/// ```
public enum BoundedFile {
    /// The file's bytes, when it is a regular file (a link is not followed) of at most
    /// `limit` bytes. It is opened without waiting: a named pipe in its place would
    /// otherwise hold the tool until something wrote to it, which nothing ever does.
    ///
    /// - Throws: ``FileTooLarge`` when it is larger, or grows past `limit` as it is read;
    ///   ``ChildProcessError`` when it cannot be opened or is not a regular file.
    public static func read(_ file: URL, atMost limit: Int, what: String) throws -> Data {
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let why = String(cString: strerror(errno))
            throw ChildProcessError(message: "could not read \(what) (\(file.path)): \(why)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ChildProcessError(message: "\(what) (\(file.path)) is not a regular file")
        }
        guard Int(status.st_size) <= limit else { throw FileTooLarge(what: what, limit: limit) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = systemRead(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= limit else { throw FileTooLarge(what: what, limit: limit) }
        }
        return data
    }

    /// ``read(_:atMost:what:)``, or `nil` when the file is not there, too large or unreadable.
    public static func contents(of file: URL, atMost limit: Int, what: String) -> Data? {
        try? read(file, atMost: limit, what: what)
    }
}

/// A file larger than the tool reads: "the interface of LineGraph is larger than 1 MB".
public struct FileTooLarge: Error, Sendable, Equatable, CustomStringConvertible {
    public let what: String
    public let limit: Int

    public var description: String { "\(what) is larger than \(Self.size(limit)), so it was not read" }

    /// "8 MB", "512 KB".
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }
}
