import Foundation

/// A seccomp filter, for bubblewrap's `--seccomp`, that refuses the kernel's key
/// management calls (`add_key`, `request_key`, `keyctl`) with `EPERM`, and every call made
/// through another architecture's calling convention (32-bit x86, x32, 32-bit Arm).
///
/// ```
/// KeyringFilter.file   // a file of root's holding the compiled filter, or nil
/// ```
///
/// The kernel keeps a user's keyring for as long as the machine runs, not for as long as
/// the user's processes: a key one sandbox added (`add_key("user", ..., @u)`) was read by
/// the next sandbox of the same user. Every submission a grading slot grades runs as the
/// slot's one user, so the keyring was a channel from each submission to the ones after
/// it (200 keys and 20,000 bytes a user): a classmate's correct answers to the held-out
/// inputs, say. Nothing a graded program needs uses keys.
enum KeyringFilter {
    /// The filter, written once a process, or `nil` where it could not be written; Linux
    /// on x86-64 and Arm64 only.
    static let file: URL? = {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "workbook-keyring-filter-\(UUID().uuidString)")
            guard FileManager.default.createFile(atPath: file.path, contents: program, attributes: nil) else {
                return nil
            }
            atexit {
                if let file = KeyringFilter.file { try? FileManager.default.removeItem(at: file) }
            }
            return file
        #else
            return nil
        #endif
    }()

    /// The audit architectures of `struct seccomp_data`, and the key calls' numbers there.
    private static let x86 = (architecture: UInt32(0xC000_003E), calls: [UInt32(248), 249, 250])
    private static let arm = (architecture: UInt32(0xC000_00B7), calls: [UInt32(217), 218, 219])
    /// x32's calls are x86-64's numbers with this bit set.
    private static let x32Bit: UInt32 = 0x4000_0000

    /// The classic BPF program, as `struct sock_filter`s in the machine's byte order.
    static var program: Data {
        let (load, equal, atLeast, jump, give) = (UInt16(0x20), UInt16(0x15), UInt16(0x35), UInt16(0x05), UInt16(0x06))
        let (allow, refuse) = (UInt32(0x7FFF_0000), UInt32(0x0005_0000) | UInt32(EPERM))
        // Indices: 0 architecture; 1-7 x86-64; 8-12 Arm64; 13 allow; 14 refuse. A jump
        // goes forward by its offset from the next instruction.
        let instructions: [(UInt16, UInt8, UInt8, UInt32)] = [
            (load, 0, 0, 4),
            (equal, 0, 6, x86.architecture),
            (load, 0, 0, 0),
            (atLeast, 10, 0, x32Bit),
            (equal, 9, 0, x86.calls[0]),
            (equal, 8, 0, x86.calls[1]),
            (equal, 7, 0, x86.calls[2]),
            (jump, 0, 0, 5),
            (equal, 0, 5, arm.architecture),
            (load, 0, 0, 0),
            (equal, 3, 0, arm.calls[0]),
            (equal, 2, 0, arm.calls[1]),
            (equal, 1, 0, arm.calls[2]),
            (give, 0, 0, allow),
            (give, 0, 0, refuse),
        ]
        var data = Data()
        for (code, yes, no, value) in instructions {
            withUnsafeBytes(of: code) { data.append(contentsOf: $0) }
            data.append(contentsOf: [yes, no])
            withUnsafeBytes(of: value) { data.append(contentsOf: $0) }
        }
        return data
    }
}
