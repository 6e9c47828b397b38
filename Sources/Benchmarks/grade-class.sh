#!/usr/bin/env bash
# Times `workbook grade` for a class of 30, in the sandbox and with --no-sandbox, in one
# run, and prints the figures. Not a test: it asserts nothing, it measures.
#
#   bash Sources/Benchmarks/grade-class.sh [submissions]      # default 30
#   WORKBOOK_TOOL=/tmp/workbook bash Sources/Benchmarks/grade-class.sh
#
# The class: a third the reference solutions, a third the untouched skeletons, a third
# the solutions with one named mistake each (Solutions/<chapter>/Mistakes/<name>/), so
# that most submissions change some chapters and rebuild them, as a real class does.
# One submission is graded first, untimed, so that both timings start from a warm build.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-30}
class=$(mktemp -d /tmp/workbook-grade-class-XXXXXX)
trap 'rm -rf "$class"' EXIT

mistakes=(Solutions/*/Mistakes/*/)
for i in $(seq 1 "$count"); do
    student="$class/student-$(printf %02d "$i")"
    mkdir -p "$student/Chapters"
    case $((i % 3)) in
        0) cp -R Chapters/. "$student/Chapters/" ;;
        *) cp -R Solutions/. "$student/Chapters/"
           find "$student/Chapters" -name Mistakes -prune -exec rm -rf {} +
           if [ $((i % 3)) = 2 ]; then
               mistake=${mistakes[$(( (i / 3) % ${#mistakes[@]} ))]}
               chapter=$(basename "$(dirname "$(dirname "$mistake")")")
               cp "$mistake"*.swift "$student/Chapters/$chapter/"
           fi ;;
    esac
done
mkdir -p "$class/warm-up/Chapters" && cp -R Chapters/. "$class/warm-up/Chapters/"

# WORKBOOK_TOOL: a workbook program already built, say while another build holds .build.
workbook=${WORKBOOK_TOOL:-}
if [ -z "$workbook" ]; then
    swift build --product workbook >/dev/null
    workbook=$(swift build --product workbook --show-bin-path)/workbook
fi

grade() {   # grade <label> [options...]: prints the seconds it took
    local label=$1; shift
    local start end
    start=$(date +%s.%N)
    "$workbook" grade "$class"/student-*/ --format json --output "$class/$label.json" "$@" >/dev/null 2>"$class/$label.log" \
        || { echo "grade $label failed:" >&2; tail -5 "$class/$label.log" >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

"$workbook" grade "$class/warm-up/" --output "$class/warm-up.txt" >/dev/null 2>&1
sandboxed=$(grade sandboxed)
unsandboxed=$(grade unsandboxed --no-sandbox)

echo "class of $count on $(nproc) cores, $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
printf '%-14s %9s %14s\n' "" "total s" "per student s"
printf '%-14s %9.1f %14.1f\n' "sandboxed" "$sandboxed" "$(echo "$sandboxed / $count" | bc -l)"
printf '%-14s %9.1f %14.1f\n' "--no-sandbox" "$unsandboxed" "$(echo "$unsandboxed / $count" | bc -l)"
printf 'ratio %.2f\n' "$(echo "$sandboxed / $unsandboxed" | bc -l)"
# Both runs must agree on every score, or the timing compares different work.
python3 - "$class/sandboxed.json" "$class/unsandboxed.json" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
same = [x["score"] for x in a] == [y["score"] for y in b]
print("scores agree:" if same else "SCORES DIFFER:", [x["score"] for x in a], "" if same else [y["score"] for y in b])
PY
