import Foundation
import Results

/// The custom autograder for a Classroom 50 assignment, as the Classroom 50 wiki
/// ("Autograders", "Writing an autograder.py") says: the folder an instructor puts at
/// `<classroom>/autograders/<assignment>/` in the classroom's config repository.
///
/// ```
/// autograder.py       the entry point Classroom 50's runner runs once per submission, in
///                     the student's checkout; it writes ./result.json (classroom50/result/v1)
/// install-swift.sh    installs Swift from swift.org where the runner has none
/// workbook/           the students' edition (no solutions), and the reference as data in
///                     Edition/grading-reference.json
/// README.md           where the folder goes and what to do next
/// ```
///
/// `autograder.py` runs `swift run workbook grade <checkout> --format classroom50 --output
/// ./result.json` in `workbook/`, as root where it can (bubblewrap needs it on Ubuntu
/// 24.04's runners), in the sandbox unless the folder was made with `--no-sandbox`. When
/// no result.json comes, it exits with 1, which the runner reports as an error.
///
/// GitHub Pages publishes the bundle, so it carries no solution code: `workbook/` is the
/// students' edition, and grading there judges with a ``RecordedReference`` (the answers
/// to one seed's held-out inputs, the public declarations and the charts) in place of
/// the solutions. Students can read those answers, so its grades are feedback; the
/// grades an instructor defends are made in the instructor's workbook.
public struct Classroom50Autograder {
    public let swiftVersion: String
    public let sandboxed: Bool

    public init(swiftVersion: String, sandboxed: Bool) {
        self.swiftVersion = swiftVersion
        self.sandboxed = sandboxed
    }

    /// The folder the workbook goes in, beside `autograder.py`.
    public static let workbookFolder = "workbook"
    /// The file the contract names, in the runner's working directory (the student's checkout).
    public static let resultFile = "result.json"

    /// Every file of the folder, by path, with whether it is executable.
    public func files(workbook: [WorkbookSource.File]) -> [WorkbookSource.File] {
        [
            WorkbookSource.File(path: "autograder.py", data: Data(entryPoint.utf8), executable: true),
            WorkbookSource.File(path: "install-swift.sh", data: Data(installScript.utf8), executable: true),
            WorkbookSource.File(path: "README.md", data: Data(readme.utf8), executable: false),
        ]
            + workbook.map {
                WorkbookSource.File(path: "\(Self.workbookFolder)/\($0.path)", data: $0.data, executable: $0.executable)
            }
    }

    /// Writes `files` into `folder`, executable where they say.
    public static func write(_ files: [WorkbookSource.File], to folder: URL) throws {
        let manager = FileManager.default
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
            try manager.setAttributes([.posixPermissions: file.executable ? 0o755 : 0o644], ofItemAtPath: url.path)
        }
    }

    public var installScript: String {
        #"""
        #!/usr/bin/env bash
        # Installs the Swift release the workbook was made with, for autograder.py.
        set -euo pipefail
        \#(SwiftInstallScript.function(version: swiftVersion))
        install_swift
        """#
    }

    public var entryPoint: String {
        #"""
        #!/usr/bin/env python3
        """Chart Workbook's autograder for Classroom 50.

        The runner runs this once per submission, in the student's checkout. It grades the
        student's Chapters/ with the instructor's workbook (the folder workbook/ beside this
        file) and writes ./result.json (classroom50/result/v1). Exit 0: graded, whatever the
        score; exit 1: it could not grade, and the runner reports an error.
        """

        import os
        import shutil
        import subprocess
        import sys
        from pathlib import Path

        HERE = Path(__file__).resolve().parent
        WORKBOOK = HERE / "\#(Self.workbookFolder)"
        SANDBOX_OPTIONS = [\#(sandboxed ? "" : "\"--no-sandbox\"")]
        SWIFT = Path("\#(SwiftInstallScript.folder)/usr/bin")


        def as_root(command):
            """The command as root, through sudo, where this runner is not root: bubblewrap
            needs it on Ubuntu 24.04, which forbids user namespaces to other users."""
            if os.geteuid() == 0 or shutil.which("sudo") is None:
                return command
            return ["sudo", "-E", "env", "PATH=" + os.environ["PATH"]] + command


        def run(command, **options):
            print("+ " + " ".join(command), flush=True)
            return subprocess.run(command, **options)


        # The swift on the PATH; where there is none, the one installed before, or a new one.
        if shutil.which("swift") is None and (SWIFT / "swift").exists():
            os.environ["PATH"] = str(SWIFT) + os.pathsep + os.environ.get("PATH", "")
        if shutil.which("swift") is None:
            run(as_root(["bash", str(HERE / "install-swift.sh")]), check=True)
            os.environ["PATH"] = str(SWIFT) + os.pathsep + os.environ.get("PATH", "")
        if not SANDBOX_OPTIONS and shutil.which("bwrap") is None and shutil.which("apt-get"):
            run(as_root(["apt-get", "update", "-qq"]))
            run(as_root(["apt-get", "install", "-y", "-qq", "bubblewrap"]))

        checkout = Path.cwd()
        result = checkout / "\#(Self.resultFile)"
        if result.exists():
            result.unlink()
        os.environ["NO_COLOR"] = "1"
        run(as_root(["swift", "run", "workbook", "grade", str(checkout),
                     "--format", "classroom50", "--output", str(result)] + SANDBOX_OPTIONS), cwd=WORKBOOK)
        if not result.is_file():
            print("::error::workbook grade wrote no \#(Self.resultFile); its output above says why.", file=sys.stderr)
            sys.exit(1)
        """#
    }

    public var readme: String {
        let sandboxNote =
            sandboxed
            ? "Each submission is graded in a sandbox (bubblewrap, installed when missing), as root through `sudo`: "
                + "Ubuntu 24.04 lets no other user make the namespaces it needs. Where no sandbox can be had, the run ends "
                + "with an error and no score rather than grade unsandboxed; make the folder again with "
                + "`workbook autograder classroom50 --no-sandbox` to grade anyway."
            : "This folder was made with `--no-sandbox`: each submission's code runs with the runner's permissions, "
                + "and its report says \"not sandboxed\"."
        return #"""
            # Chart Workbook's autograder for Classroom 50

            This folder grades a Chart Workbook assignment on Classroom 50: each time a student
            pushes, Classroom 50's runner runs `autograder.py` in the student's repository, which
            grades the student's `Chapters/` with your workbook (in `workbook/`) and writes the
            `result.json` Classroom 50 publishes.

            ## Where it goes

            1. Copy everything in this folder (`autograder.py`, `install-swift.sh`, `README.md`
               and `workbook/`) into your classroom's config repository, at
               `<classroom>/autograders/<assignment>/`, where `<classroom>` is the classroom's
               short name and `<assignment>` the assignment's slug.
            2. Give the assignment no declarative tests (no `tests:` in `assignments.json`): a
               per-assignment `autograder.py` always wins, and the CLI refuses both at once.
            3. Commit and push the config repository. Classroom 50 publishes the folder as the
               assignment's bundle, and the next submission is graded with it.

            Students' repositories are copies of the workbook, with `Chapters/` at the top. If the
            assignment has `allowed_files`, allow `Chapters/**`.

            ## What to know

            - The runner needs Swift \#(swiftVersion) (or any Swift that builds the workbook).
              GitHub's Ubuntu runners have a Swift already; where there is none,
              `install-swift.sh` installs \#(swiftVersion) from swift.org (Ubuntu 22.04 or 24.04).
              No `runtime:` block is needed; with a `container`, choose one with Python 3.
            - \#(sandboxNote)
            - Each run builds the workbook and the student's chapters, a few minutes of Actions
              time per push.
            - Classroom 50 publishes bundles on GitHub Pages, which anyone can read, even when the
              config repository is private. So `workbook/` is the students' edition, without
              the solutions, and it grades with the reference's answers to one set of held-out
              inputs, recorded when this folder was made (`workbook/Edition/grading-reference.json`).
              A student who finds that file can read those answers. Take the scores here as
              feedback on each push; for grades you can defend, grade the class with
              `swift run workbook grade` in your own workbook, whose inputs are drawn anew
              for each run.
            - To change the tests, or the points in a `chapter.json`, make the folder again
              (`swift run workbook autograder classroom50 --output DIR`) and replace this one.
            """#
    }
}
