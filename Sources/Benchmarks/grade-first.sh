#!/usr/bin/env bash
# An instructor's first submission: `workbook grade` in a fresh clone whose grading folder
# is empty, against the figure it is held to, a plain `swift build --build-tests` of
# another fresh clone, in the same run. Not a test: it asserts nothing, it measures.
#
#   bash Sources/Benchmarks/grade-first.sh [rounds]      # default 1
#
# Each round makes two fresh clones of HEAD and alternates which is timed first. In one,
# the workbook program is built (untimed: the instructor has run `swift run workbook`),
# then one solved submission is graded, sandboxed, with its charts (`--format json`):
# the grader copies the package into its slot and builds it there, builds the reference
# solutions' preview, and grades. In the other, `swift build --build-tests`, nothing else.
# It prints both and their ratio, the grader's steps from its own log, and how the
# submission was built. About 10 minutes a round on 2 cores. Needs git.
set -euo pipefail
rounds=${1:-1}
# now, ratio
source "$(dirname "$0")/timing.sh"
setup grade-first git swift python3
clone() { rm -rf "$1"; git clone -q "$source_repo" "$1"; }
seconds_of() { # seconds_of <folder> <command...>: runs it there and prints the seconds it took
  local folder=$1 start end; shift
  start=$(now)
  (cd "$folder" && "$@") > "$work/last" 2>&1 || { echo "failed: $*" >&2; tail -5 "$work/last" >&2; exit 1; }
  end=$(now)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }'
}

submission="$work/student/"
mkdir -p "$submission/Chapters"
cp -R "$source_repo/Solutions/." "$submission/Chapters/"
find "$submission/Chapters" \( -name Mistakes -o -name Hints \) -prune -exec rm -rf {} +

echo "Fresh clones of $(git -C "$source_repo" rev-parse --short HEAD), $(nproc) cores, $(date -u +%Y-%m-%d)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
printf '%-6s %22s %22s %7s %s\n' round "swift build --build-tests" "first submission" ratio "load at the end"
for round in $(seq "$rounds"); do
  clone "$work/plain"; clone "$work/grader"
  seconds_of "$work/grader" swift build --product workbook > /dev/null
  grade() {
    seconds_of "$work/grader" .build/debug/workbook grade "$submission" --format json --output "$work/grades.json"
  }
  if (( round % 2 )); then
    plain=$(seconds_of "$work/plain" swift build --build-tests); first=$(grade)
  else
    first=$(grade); plain=$(seconds_of "$work/plain" swift build --build-tests)
  fi
  printf '%-6s %21ss %21ss %7s %s\n' "$round" "$plain" "$first" "$(ratio "$first" "$plain")" \
    "$(cut -d' ' -f1 /proc/loadavg)"
done
echo
echo "The last round's grading, step by step (the grader's runs/student-steps.log):"
sed 's/^/   /' "$work"/grader/.build/workbook/grade/1/runs/student-steps.log
head -1 "$work"/grader/.build/workbook/grade/1/runs/student-chapters-build.log | sed 's/^/   /'
python3 -c 'import json, sys; g = json.load(open(sys.argv[1]))[0]; print(f"   score {g[\"score\"]} of {g[\"max_score\"]}")' \
  "$work/grades.json" 2>/dev/null || true
