import Foundation

/// The /etc/passwd and /etc/group of a ``Sandbox`` with `minimalSystem`: root and nobody,
/// and none of the machine's users, whose names (and home folders) the code under test
/// has no need of.
///
/// ```
/// SandboxUsers.passwd   // "root:x:0:0:root:/root:/usr/sbin/nologin\nnobody:x:65534:..."
/// SandboxUsers.folder   // /tmp/workbook-sandbox-users-<UUID>, holding passwd and group
/// ```
///
/// The files are written once per process, into a folder of its own (a name no one else
/// can have taken beforehand), and bound over the system's inside the sandbox.
enum SandboxUsers {
    static let passwd = """
        root:x:0:0:root:/root:/usr/sbin/nologin
        nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin

        """
    static let group = """
        root:x:0:
        nogroup:x:65534:

        """

    /// The folder, or `nil` when it could not be written: the sandbox then shows the
    /// system's files.
    static let folder: URL? = {
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
            if let folder = SandboxUsers.folder { try? FileManager.default.removeItem(at: folder) }
        }
        return folder
    }()
}
