import Foundation

/// The user that graded code runs as, and the accounts a sandbox shows it.
///
/// ```
/// let lease = try SandboxUser.lease()   // root: a user of its own, 1999000000 and up
/// lease.user.ids                        // (1999000003, 1999000003)
/// lease.user.give(buildFolder)
/// lease.release()                       // or the grader's end: the id is free again
/// SandboxUser.nobody.ids                // (65534, 65534), for a sandbox without a lease
/// ```
///
/// A grader that is root runs the code under test as a user without root's rights, so
/// that the kernel's process limit applies to it (root is exempt). As isolate gives each
/// box a user of its own, each grading slot leases an id of its own from a range that no
/// account of the machine uses: the process limit counts a user's processes machine-wide,
/// so one submission's threads cannot use up the limit of another graded beside it. A
/// lease is a lock on a file in a folder only root may write, so that two graders at
/// once, in two workbooks, never take the same id, and an id is free again the moment the
/// grader that held it ends, however it ends. An ordinary user runs the code as itself.
///
/// The sandbox's /etc/passwd and /etc/group hold root, nobody and the leased user, none of
/// the machine's users, whose names (and home folders) the code under test has no need of.
public struct SandboxUser: Sendable, Hashable {
    public let uid: UInt32
    public let gid: UInt32
    /// A folder holding `passwd` and `group` to show inside, or `nil` when it could not be
    /// written: the sandbox then shows the system's files.
    public let accountsFolder: URL?

    public var ids: (uid: UInt32, gid: UInt32) { (uid, gid) }

    /// `nobody`, for a root grader's sandbox that holds no lease (`doctor`'s check).
    public static let nobody = SandboxUser(
        uid: 65534, gid: 65534,
        accountsFolder: writeAccounts(
            into: FileManager.default.temporaryDirectory.appendingPathComponent(
                "workbook-sandbox-users-\(UUID().uuidString)"),
            user: nil, removedAtExit: true))

    /// The ids leased: far above the ids adduser gives (below 60000) and systemd's
    /// dynamic and container users (61184–65519, 524288–1879048191), and below 2^31,
    /// which some tools read as a signed number.
    public static let leasedIDs: Range<UInt32> = 1_999_000_000..<1_999_001_000
    /// Where the leases' lock files are: a folder of root's own.
    static let leaseFolder = URL(fileURLWithPath: "/run/workbook-sandbox-users")

    /// Gives `folder` and what is in it to this user, so that it can write there when the
    /// sandbox drops root. Does nothing for an ordinary user.
    public func give(_ folder: URL) {
        guard getuid() == 0 else { return }
        _ = chown(folder.path, uid, gid)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let path as String in enumerator {
            _ = lchown(folder.appendingPathComponent(path).path, uid, gid)
        }
    }

    /// A user of its own for one grading slot, until ``SandboxLease/release()``.
    ///
    /// - Throws: ``SandboxUser/LeaseError`` when the grader is not root, the lease folder
    ///   is not root's alone, or every id of ``leasedIDs`` is held.
    public static func lease() throws -> SandboxLease {
        guard getuid() == 0 else { throw LeaseError.notRoot }
        try ensureLeaseFolder()
        for id in leasedIDs where getpwuid(id) == nil && getgrgid(id) == nil {
            let lockPath = leaseFolder.appendingPathComponent("\(id).lock").path
            let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard lock >= 0 else { continue }
            guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
                close(lock)
                continue
            }
            let accounts = leaseFolder.appendingPathComponent("\(id)")
            try? FileManager.default.removeItem(at: accounts)
            let user = SandboxUser(
                uid: id, gid: id, accountsFolder: writeAccounts(into: accounts, user: id, removedAtExit: false))
            return SandboxLease(user: user, lock: lock)
        }
        throw LeaseError.allHeld(leasedIDs.count)
    }

    /// Why no user could be leased.
    public enum LeaseError: Error, CustomStringConvertible {
        case notRoot
        case unsafeFolder(String)
        case allHeld(Int)

        public var description: String {
            switch self {
            case .notRoot: "only root can run graded code as users of their own"
            case .unsafeFolder(let path):
                "\(path) is not a folder of root's alone, so its leases cannot be trusted; remove it"
            case .allHeld(let count): "all \(count) sandbox users are in use by other grading runs"
            }
        }
    }

    /// Makes the lease folder, or checks that the one there is a real folder that only
    /// root can write: a lock file anyone could replace would let two slots share an id.
    private static func ensureLeaseFolder() throws {
        _ = mkdir(leaseFolder.path, 0o700)
        var status = stat()
        guard lstat(leaseFolder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == 0,
            status.st_mode & 0o022 == 0
        else { throw LeaseError.unsafeFolder(leaseFolder.path) }
    }

    /// Writes `passwd` and `group` into `folder`: root, nobody and, with `user`, the
    /// leased user as `student`; `nil` when they could not be written.
    private static func writeAccounts(into folder: URL, user: UInt32?, removedAtExit: Bool) -> URL? {
        let manager = FileManager.default
        var passwd =
            "root:x:0:0:root:/root:/usr/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n"
        var group = "root:x:0:\nnogroup:x:65534:\n"
        if let user {
            passwd += "student:x:\(user):\(user):student:/tmp/home:/usr/sbin/nologin\n"
            group += "student:x:\(user):\n"
        }
        do {
            // 0755 and 0644: bubblewrap reads them as the caller, the user inside.
            try manager.createDirectory(
                at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            for (name, text) in [("passwd", passwd), ("group", group)] {
                let file = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: file)
                try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
            }
        } catch {
            return nil
        }
        if removedAtExit {
            // Gone with the grader, whichever way it ends normally.
            atexit {
                if let folder = SandboxUser.nobody.accountsFolder { try? FileManager.default.removeItem(at: folder) }
            }
        }
        return folder
    }
}

/// A leased ``SandboxUser``: the id stays this slot's until ``release()`` or the
/// grader's end.
public final class SandboxLease: Sendable {
    public let user: SandboxUser
    private let lock: Int32

    init(user: SandboxUser, lock: Int32) {
        self.user = user
        self.lock = lock
    }

    /// Frees the id for another slot.
    public func release() {
        if let folder = user.accountsFolder { try? FileManager.default.removeItem(at: folder) }
        close(lock)
    }
}
