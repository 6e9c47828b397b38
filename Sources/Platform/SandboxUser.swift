import Foundation

/// The user that graded code runs as, and the accounts a sandbox shows it.
///
/// ```
/// SandboxUser.ids            // (65534, 65534): nobody, when the grader is root
/// SandboxUser.give(buildFolder)
/// SandboxUser.passwd         // "root:x:0:0:root:/root:/usr/sbin/nologin\nnobody:x:65534:..."
/// SandboxUser.accountsFolder // /tmp/workbook-sandbox-users-<UUID>, holding passwd and group
/// ```
///
/// A grader that is root runs the code under test as `nobody`; an ordinary user runs it as
/// itself. The sandbox's /etc/passwd and /etc/group hold root and nobody, and none of the
/// machine's users, whose names (and home folders) the code under test has no need of.
/// They are written once per process, into a folder of its own (a name no one else can
/// have taken beforehand), and bound over the system's inside the sandbox.
public enum SandboxUser {
    /// The user the code under test runs as: `nobody` for root, else the caller.
    public static var ids: (uid: UInt32, gid: UInt32) {
        getuid() == 0 ? (65534, 65534) : (getuid(), getgid())
    }

    /// Gives `folder` and what is in it to the sandbox's user, so that it can write there
    /// when the sandbox drops root. Does nothing for an ordinary user.
    public static func give(_ folder: URL) {
        guard getuid() == 0 else { return }
        let (uid, gid) = ids
        _ = chown(folder.path, uid, gid)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let path as String in enumerator {
            _ = lchown(folder.appendingPathComponent(path).path, uid, gid)
        }
    }

    public static let passwd = """
        root:x:0:0:root:/root:/usr/sbin/nologin
        nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin

        """
    public static let group = """
        root:x:0:
        nogroup:x:65534:

        """

    /// The folder, or `nil` when it could not be written: the sandbox then shows the
    /// system's files.
    public static let accountsFolder: URL? = {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("workbook-sandbox-users-\(UUID().uuidString)")
        do {
            // 0755 and 0644: bubblewrap reads them as the caller, `nobody` inside.
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
        // Gone with the grader, whichever way it ends normally.
        atexit {
            if let folder = SandboxUser.accountsFolder { try? FileManager.default.removeItem(at: folder) }
        }
        return folder
    }()
}
