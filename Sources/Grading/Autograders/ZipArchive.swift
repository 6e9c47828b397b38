import Foundation

/// A zip file written with no tool: each file stored as it is (no compression), with its
/// CRC-32 and its Unix mode, so that `unzip` (Gradescope's) keeps a script executable.
///
/// ```
/// var zip = ZipArchive()
/// zip.add("setup.sh", Data(script.utf8), executable: true)
/// try zip.data().write(to: URL(fileURLWithPath: "autograder.zip"))
/// ```
///
/// Every entry gets the same date (1 January 1980, zip's first), so that the same files
/// always make the same zip. Storing costs size, not correctness: a workbook's source is
/// a few megabytes. More than 65,535 entries or 4 GB would need zip64, and are refused.
public struct ZipArchive {
    public struct Entry: Equatable {
        public let path: String
        public let data: Data
        public let executable: Bool
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public mutating func add(_ path: String, _ data: Data, executable: Bool = false) {
        entries.append(Entry(path: path, data: data, executable: executable))
    }

    public struct TooLarge: Error, CustomStringConvertible {
        public let description: String
    }

    /// The whole zip file.
    public func data() throws(TooLarge) -> Data {
        guard entries.count < 0xFFFF else {
            throw TooLarge(
                description: "A zip without zip64 holds at most 65,534 files; this one has \(entries.count).")
        }
        var body = Data()
        var directory = Data()
        for entry in entries {
            let name = Data(entry.path.utf8)
            guard body.count < 0xFFFF_FFFF - entry.data.count - 30 - name.count else {
                throw TooLarge(description: "A zip without zip64 holds at most 4 GB.")
            }
            let crc = Self.crc32(entry.data)
            let offset = UInt32(body.count)
            // Local file header: stored (method 0), UTF-8 names (flag bit 11).
            body.append(le32: 0x0403_4B50)
            body.append(le16: 20)
            body.append(le16: 0x0800)
            body.append(le16: 0)
            body.append(le16: 0)
            body.append(le16: 0x0021)  // 00:00, 1980-01-01
            body.append(le32: crc)
            body.append(le32: UInt32(entry.data.count))
            body.append(le32: UInt32(entry.data.count))
            body.append(le16: UInt16(name.count))
            body.append(le16: 0)
            body.append(name)
            body.append(entry.data)
            // Its central directory record: made on Unix (3), so the mode is read.
            let mode: UInt32 = entry.executable ? 0o100755 : 0o100644
            directory.append(le32: 0x0201_4B50)
            directory.append(le16: 0x0314)
            directory.append(le16: 20)
            directory.append(le16: 0x0800)
            directory.append(le16: 0)
            directory.append(le16: 0)
            directory.append(le16: 0x0021)
            directory.append(le32: crc)
            directory.append(le32: UInt32(entry.data.count))
            directory.append(le32: UInt32(entry.data.count))
            directory.append(le16: UInt16(name.count))
            directory.append(le16: 0)
            directory.append(le16: 0)
            directory.append(le16: 0)
            directory.append(le16: 0)
            directory.append(le32: mode << 16)
            directory.append(le32: offset)
            directory.append(name)
        }
        let directoryOffset = UInt32(body.count)
        body.append(directory)
        // End of central directory.
        body.append(le32: 0x0605_4B50)
        body.append(le16: 0)
        body.append(le16: 0)
        body.append(le16: UInt16(entries.count))
        body.append(le16: UInt16(entries.count))
        body.append(le32: UInt32(directory.count))
        body.append(le32: directoryOffset)
        body.append(le16: 0)
        return body
    }

    /// CRC-32 as zip (and gzip, and PNG) computes it: polynomial 0xEDB88320, reflected.
    ///
    /// ```
    /// ZipArchive.crc32(Data("123456789".utf8))   // 0xCBF43926
    /// ```
    public static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
}

extension Data {
    fileprivate mutating func append(le16 value: UInt16) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)])
    }

    fileprivate mutating func append(le32 value: UInt32) {
        append(contentsOf: (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) })
    }
}
