import Foundation
import Results

/// The zip an instructor uploads to Gradescope as a programming assignment's autograder,
/// as Gradescope's autograder specification says: `setup.sh` and `run_autograder` at its
/// root, and the instructor's workbook beside them. Gradescope unpacks it in
/// `/autograder/source`, runs `setup.sh` once as root when it builds the image, then
/// `run_autograder` for each submission, which is in `/autograder/submission` and must
/// leave `/autograder/results/results.json`.
///
/// ```
/// let autograder = GradescopeAutograder(swiftVersion: "6.3.1", sandboxed: true, visibility: .afterDueDate)
/// try autograder.zip(workbook: try WorkbookSource.files(of: root)).data().write(to: zipFile)
/// ```
///
/// - `setup.sh` installs Swift where it is missing (``SwiftInstallScript``) and bubblewrap,
///   builds the `workbook` tool, and grades the instructor's own skeletons once, without
///   a sandbox, so that the image holds a warm build and each submission rebuilds only
///   the chapters it changed.
/// - `run_autograder` finds the student's `Chapters/` wherever the upload has it (at the
///   top, inside a folder such as the repository's, or only the chapter folders), and
///   runs `workbook grade --format gradescope` on it, in the sandbox. When no results come
///   (no sandbox in the container, a failed build), it writes a results.json of its own,
///   score 0, with what the grader said: a submission is never graded unsandboxed unless
///   the zip was made with `--no-sandbox`.
///
/// Both take their root, `/autograder`, from `AUTOGRADER_ROOT` when it is set, so that a
/// test can run them in a folder of its own.
public struct GradescopeAutograder {
    /// The Swift release `setup.sh` installs where Swift is missing.
    public let swiftVersion: String
    /// Whether each submission is graded in the sandbox; `false` only with `--no-sandbox`.
    public let sandboxed: Bool
    public let visibility: GradescopeReport.Visibility

    public init(swiftVersion: String, sandboxed: Bool, visibility: GradescopeReport.Visibility) {
        self.swiftVersion = swiftVersion
        self.sandboxed = sandboxed
        self.visibility = visibility
    }

    /// The workbook tool as `setup.sh` builds it, from the source folder.
    static let tool = ".build/debug/workbook"

    public func zip(workbook: [WorkbookSource.File]) -> ZipArchive {
        var zip = ZipArchive()
        zip.add("setup.sh", Data(setupScript.utf8), executable: true)
        zip.add("run_autograder", Data(runScript.utf8), executable: true)
        for file in workbook { zip.add(file.path, file.data, executable: file.executable) }
        return zip
    }

    public var setupScript: String {
        #"""
        #!/usr/bin/env bash
        # Chart Workbook's autograder for Gradescope: setup. Gradescope runs this once, as
        # root, when it builds the autograder's image. It installs Swift where it is missing,
        # and bubblewrap (the sandbox), builds the workbook tool, and grades your own
        # skeletons once so that each submission rebuilds only what it changed.
        set -euo pipefail
        ROOT="${AUTOGRADER_ROOT:-/autograder}"
        SOURCE="$ROOT/source"

        \#(SwiftInstallScript.function(version: swiftVersion))

        \#(SwiftInstallScript.ensureSwift)
        swift --version

        if ! command -v bwrap >/dev/null 2>&1; then
            if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
                DEBIAN_FRONTEND=noninteractive apt-get update -qq
                DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap
            else
                echo "Warning: bubblewrap (bwrap) is missing and cannot be installed here." >&2
            fi
        fi

        cd "$SOURCE"
        swift build --product workbook
        # Your own skeletons, graded once without a sandbox (they are your code): the image
        # keeps the build, and each submission then rebuilds only the chapters it changed.
        # In Gradescope's format, as each submission is: json would also draw the charts.
        NO_COLOR=1 \#(Self.tool) grade "$SOURCE" --no-sandbox --format gradescope --output "$SOURCE/.build/warm-up.json" \
            || echo "Warning: the warm-up grading failed; each submission will build everything." >&2
        """#
    }

    public var runScript: String {
        #"""
        #!/usr/bin/env bash
        # Chart Workbook's autograder for Gradescope: runs for each submission. It finds the
        # student's Chapters/ in the upload and grades it with your workbook, in a sandbox,
        # into results.json. Whatever happens, it leaves a results.json that says what did.
        set -uo pipefail
        ROOT="${AUTOGRADER_ROOT:-/autograder}"
        SOURCE="$ROOT/source"
        SUBMISSION="$ROOT/submission"
        RESULTS="$ROOT/results"
        VISIBILITY="\#(visibility.rawValue)"
        SANDBOX_OPTIONS=(\#(sandboxed ? "" : "--no-sandbox"))
        if ! command -v swift >/dev/null 2>&1 && [ -x \#(SwiftInstallScript.folder)/usr/bin/swift ]; then export PATH="\#(SwiftInstallScript.folder)/usr/bin:$PATH"; fi
        export NO_COLOR=1
        mkdir -p "$RESULTS"
        rm -f "$RESULTS/results.json"

        # The shallowest of the folders below the upload called $1, not inside hidden folders
        # or macOS's __MACOSX; symbolic links are not followed.
        shallowest() {
            find "$SUBMISSION" -mindepth 1 -maxdepth 4 -type d -name "$1" \
                -not -path '*/__MACOSX/*' -not -path "$SUBMISSION/.*" -not -path "$SUBMISSION/*/.*" 2>/dev/null \
                | awk -F/ '{ print NF "\t" $0 }' | sort -n | head -n 1 | cut -f2-
        }

        # The folder that holds the student's Chapters/: the upload itself, a folder in it
        # (a repository's, say), or, when the upload has only the chapter folders, a folder
        # made here with them gathered into a Chapters/.
        submission_folder() {
            if [ -d "$SUBMISSION/Chapters" ]; then echo "$SUBMISSION"; return; fi
            local found
            found="$(shallowest Chapters)"
            if [ -n "$found" ]; then dirname "$found"; return; fi
            local gathered
            gathered="$(mktemp -d)/submission"
            mkdir -p "$gathered/Chapters"
            for chapter in "$SOURCE"/Chapters/*/; do
                local name
                name="$(basename "$chapter")"
                found="$(shallowest "$name")"
                if [ -n "$found" ]; then cp -RP "$found" "$gathered/Chapters/$name"; fi
            done
            if [ -n "$(ls -A "$gathered/Chapters")" ]; then echo "$gathered"; else echo "$SUBMISSION"; fi
        }

        FOLDER="$(submission_folder)"
        echo "Grading $FOLDER"
        ERRORS="$(mktemp)"
        cd "$SOURCE" || exit 0
        if [ -x "\#(Self.tool)" ]; then
            "\#(Self.tool)" grade "$FOLDER" --format gradescope --visibility "$VISIBILITY" \
                --output "$RESULTS/results.json" "${SANDBOX_OPTIONS[@]}" 2>"$ERRORS"
            echo "workbook grade ended with $?"
        else
            echo "The workbook tool was not built: setup.sh failed (see the autograder's build output)." >"$ERRORS"
        fi
        cat "$ERRORS" >&2

        # No results: say why, with no points, rather than leave the student with nothing.
        if [ ! -s "$RESULTS/results.json" ]; then
            message="$(printf 'This submission could not be graded, so it has no points yet; please tell your instructor. The grader said:\n%s' "$(cat "$ERRORS")")"
            escaped="$(printf '%s' "$message" | tr '\t\r' '  ' | tr -d '\000-\010\013-\037' \
                | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' | awk 'NR > 1 { printf "\\n" } { printf "%s", $0 }')"
            printf '{"score": 0, "output": "%s", "output_format": "text", "visibility": "visible", "tests": []}\n' \
                "$escaped" >"$RESULTS/results.json"
        fi
        exit 0
        """#
    }
}
