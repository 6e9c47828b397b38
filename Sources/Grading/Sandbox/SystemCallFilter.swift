import Foundation

/// A seccomp filter, for bubblewrap's `--seccomp`, that refuses what the code under test
/// has no need of and could reach past the sandbox's limits with: the kernel's key calls
/// (`add_key`, `request_key`, `keyctl`), a user namespace of its own (`clone` or `unshare`
/// with `CLONE_NEWUSER`), and every call made through another architecture's convention
/// (32-bit x86, x32, 32-bit Arm). `clone3`, whose flags a filter cannot read, says it is
/// not there, and the C library falls back to `clone`.
///
/// ```
/// SystemCallFilter.file   // a file of root's holding the compiled filter, or nil
/// ```
///
/// The kernel keeps a user's keyring for as long as the machine runs, not for as long as
/// the user's processes: a key one sandbox added (`add_key("user", ..., @u)`) was read by
/// the next sandbox of the same user. Every submission a grading slot grades runs as the
/// slot's one user, so the keyring was a channel from each submission to the ones after
/// it (200 keys and 20,000 bytes a user): a classmate's correct answers to the held-out
/// inputs, say. In a user namespace of its own, the code mounted a tmpfs of 4 GB beside
/// the sandbox's sized `/tmp`, which the grader's watch does not count.
enum SystemCallFilter {
    /// The filter, written once a process, or `nil` where it could not be written; Linux
    /// on x86-64 and Arm64 only.
    static let file: URL? = {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "workbook-system-call-filter-\(UUID().uuidString)")
            guard FileManager.default.createFile(atPath: file.path, contents: program, attributes: nil) else {
                return nil
            }
            atexit {
                if let file = SystemCallFilter.file { try? FileManager.default.removeItem(at: file) }
            }
            return file
        #else
            return nil
        #endif
    }()

    /// An architecture's number in `struct seccomp_data`, and its calls' numbers.
    private struct Calls {
        let architecture: UInt32
        let keys: [UInt32]
        let clone: UInt32
        let unshare: UInt32
    }

    private static let x86 = Calls(architecture: 0xC000_003E, keys: [248, 249, 250], clone: 56, unshare: 272)
    private static let arm = Calls(architecture: 0xC000_00B7, keys: [217, 218, 219], clone: 220, unshare: 97)
    /// `clone3`'s number on both.
    private static let clone3: UInt32 = 435
    /// x32's calls are x86-64's numbers with this bit set.
    private static let x32Bit: UInt32 = 0x4000_0000
    private static let newUser: UInt32 = 0x1000_0000

    /// The classic BPF program, as `struct sock_filter`s in the machine's byte order.
    static var program: Data {
        let (load, equal, atLeast, anyBit, jump, give) = (
            UInt16(0x20), UInt16(0x15), UInt16(0x35), UInt16(0x45), UInt16(0x05), UInt16(0x06)
        )
        let allow = UInt32(0x7FFF_0000)
        let (refuse, absent) = (UInt32(0x0005_0000) | UInt32(EPERM), UInt32(0x0005_0000) | UInt32(ENOSYS))
        // Indices: 0 the architecture; 1-10 x86-64; 11-19 Arm64; 20-21 the flags of
        // clone or unshare; 22 allow; 23 refuse; 24 absent. A jump goes forward by its
        // offset from the next instruction. seccomp_data: nr at 0, arch at 4, the first
        // argument's low half at 16.
        let instructions: [(UInt16, UInt8, UInt8, UInt32)] = [
            (load, 0, 0, 4),
            (equal, 0, 9, x86.architecture),
            (load, 0, 0, 0),
            (atLeast, 19, 0, x32Bit),
            (equal, 18, 0, x86.keys[0]),
            (equal, 17, 0, x86.keys[1]),
            (equal, 16, 0, x86.keys[2]),
            (equal, 16, 0, clone3),
            (equal, 11, 0, x86.clone),
            (equal, 10, 0, x86.unshare),
            (jump, 0, 0, 11),
            (equal, 0, 11, arm.architecture),
            (load, 0, 0, 0),
            (equal, 9, 0, arm.keys[0]),
            (equal, 8, 0, arm.keys[1]),
            (equal, 7, 0, arm.keys[2]),
            (equal, 7, 0, clone3),
            (equal, 2, 0, arm.clone),
            (equal, 1, 0, arm.unshare),
            (jump, 0, 0, 2),
            (load, 0, 0, 16),
            (anyBit, 1, 0, newUser),
            (give, 0, 0, allow),
            (give, 0, 0, refuse),
            (give, 0, 0, absent),
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
