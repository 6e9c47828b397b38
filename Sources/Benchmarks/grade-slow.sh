#!/usr/bin/env bash
# One slow submission: how long a student whose every function is slow holds up a class,
# against a solved submission graded in the same run. Not a test: it asserts nothing, it
# measures.
#
#   bash Sources/Benchmarks/grade-slow.sh [seconds]      # default 0.2
#
# The slow submission is the reference solutions with a pause of `seconds` at the start
# of every public function, so each test and each of the grader's calls takes as long as
# it makes calls: slow everywhere, and never hung. The grader's limits decide how long it
# is held: the probe's time for answers (from the reference's own time, at least 90 s),
# each call's (at least 1 s), each test's, and the submission's whole time (15 minutes).
# It grades a solved copy (untimed, so that the slot's build is warm), then the slow one
# and a solved one, each timed, in this workbook, sandboxed. Prints both times, the slow
# one's steps from the grader's own log, and what its report says it hit. Needs python3.
set -euo pipefail
delay=${1:-0.2}
# now
source "$(dirname "$0")/timing.sh"
setup grade-slow swift python3
cd "$source_repo"
for name in warm-up solved slow; do
  mkdir -p "$work/$name/Chapters"
  cp -R Solutions/. "$work/$name/Chapters/"
  find "$work/$name/Chapters" \( -name Mistakes -o -name Hints \) -prune -exec rm -rf {} +
done
# A pause at the start of every public function's body (one written on one line is left
# as it is), and Foundation for `usleep`. A body of one line was its own result; it says
# `return` now, since the pause comes before it.
python3 - "$work/slow/Chapters" "$delay" <<'PY'
import pathlib, re, sys
folder, delay = pathlib.Path(sys.argv[1]), float(sys.argv[2])
pause = f"usleep({int(delay * 1_000_000)})"
paused = 0
statement = re.compile(r"(return|let|var|guard|if|for|while|switch|do|defer|precondition|assert|fatalError|//)\b")
for file in folder.rglob("*.swift"):
    lines, out = file.read_text().split("\n"), []
    for index, line in enumerate(lines):
        out.append(line)
        if re.match(r"\s*public (static )?func .*\{\s*$", line):
            out.append(f"    {pause}")
            paused += 1
            body = lines[index + 1].strip() if index + 1 < len(lines) else ""
            closes = index + 2 < len(lines) and lines[index + 2].strip() == "}"
            if closes and body and not statement.match(body):
                lines[index + 1] = lines[index + 1].replace(body, "return " + body, 1)
    file.write_text("import Foundation\n" + "\n".join(out))
print(f"The slow submission: {paused} functions, each pausing {delay} s a call.")
PY

swift build --product workbook >/dev/null
workbook=$(swift build --product workbook --show-bin-path)/workbook
timed() { # timed <name>: grades it alone and prints the seconds it took
  local start end
  start=$(now)
  "$workbook" grade "$work/$1/" --format json --output "$work/$1.json" >"$work/$1.log" 2>&1 \
    || { echo "grade $1 failed:" >&2; tail -5 "$work/$1.log" >&2; exit 1; }
  end=$(now)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }'
}
timed warm-up >/dev/null
echo "$(nproc) cores, $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
slow=$(timed slow)
solved=$(timed solved)
printf 'solved submission %8.1f s\nslow submission   %8.1f s  (%s x the solved one)\n' "$solved" "$slow" \
  "$(awk -v a="$slow" -v b="$solved" 'BEGIN { printf "%.1f", a / b }')"
echo "The slow one's steps (the grader's runs/slow-steps.log):"
sed 's/^/   /' "$(ls -t .build/workbook/grade/*/runs/slow-steps.log | head -1)"
python3 - "$work/slow.json" <<'PY'
import collections, json, sys
grade = json.load(open(sys.argv[1]))[0]
print(f"   score {grade['score']} of {grade['max_score']}; its tests' grades:",
      dict(collections.Counter(t["grade"] for t in grade["tests"])))
for note in grade.get("notes", [])[:5]:
    print("   note:", note)
PY
