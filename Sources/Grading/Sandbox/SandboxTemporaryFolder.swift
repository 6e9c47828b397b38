import Foundation
import Platform

/// The bytes held by the files in a running sandbox's private `/tmp`, read from outside.
///
/// ```
/// SandboxTemporaryFolder.usedBytes(among: ProcessTree.descendants(of: bubblewrap))   // 1_073_741_824 after a 1 GB file
/// ```
///
/// The sandbox's `/tmp` is a tmpfs: its files are memory that no process's resident size
/// counts. The grader finds the first of the sandbox's processes whose `/tmp` is
/// another file system than the grader's own `/tmp` (while the sandbox is being set up, a
/// process may have a mount namespace of its own and still the machine's root), and asks
/// that file system at `/proc/<pid>/root/tmp`. Linux only; 0 elsewhere, and 0 when there is no
/// such process.
enum SandboxTemporaryFolder {
    static func usedBytes(among processes: [Int32]) -> Int {
        #if os(Linux)
            var own = stat()
            guard stat("/tmp", &own) == 0 else { return 0 }
            for process in processes {
                let path = "/proc/\(process)/root/tmp"
                var folder = stat()
                var system = statvfs()
                guard stat(path, &folder) == 0, folder.st_dev != own.st_dev, statvfs(path, &system) == 0 else {
                    continue
                }
                return Int(system.f_blocks - system.f_bfree) * Int(system.f_frsize)
            }
        #endif
        return 0
    }
}
