#!/usr/bin/env bash
# Times `workbook grade` for a class of 30, in the sandbox and with --no-sandbox, in one
# run, and prints the figures. Not a test: it asserts nothing, it measures.
#
#   bash Sources/Benchmarks/grade-class.sh [submissions]      # default 30
#   WORKBOOK_TOOL=/tmp/workbook bash Sources/Benchmarks/grade-class.sh
#   RUNS="jobs-1 jobs-2" bash Sources/Benchmarks/grade-class.sh 10
#
# RUNS names the timings, each one run over the whole class: "sandboxed" and
# "no-sandbox" (the default, both), "jobs-N" (sandboxed, N at a time), "shards-N" (N
# shards one after another, as N machines of a matrix would run them at once, then
# --merge; it prints the longest shard, which is the matrix's time).
#
# The class: a third the reference solutions, a third the untouched skeletons, a third
# the solutions with one named mistake each (Solutions/<chapter>/Mistakes/<name>/), so
# that most submissions change some chapters and rebuild them, as a real class does.
# One submission is graded first, untimed, so that both timings start from a warm build.
# Last, the first run's JSON is merged into the class report page, and its size printed:
# the whole page, its <pre> blocks (the matched lines under Similar code) and its groups.
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
           find "$student/Chapters" \( -name Mistakes -o -name Hints \) -prune -exec rm -rf {} +
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

shards() {   # shards <label> <n>: the longest of n shards, after merging them
    local label=$1 n=$2 longest=0 k seconds
    for k in $(seq 1 "$n"); do
        seconds=$(grade "$label-$k" --shard "$k/$n" --seed 271828)
        longest=$(echo "if ($seconds > $longest) $seconds else $longest" | bc)
    done
    "$workbook" grade --merge "$class/$label"-*.json --format json --output "$class/$label.json" 2>/dev/null
    echo "$longest"
}

start=$(date +%s.%N)
"$workbook" grade "$class/warm-up/" --output "$class/warm-up.txt" >/dev/null 2>&1
warm_up=$(echo "$(date +%s.%N) - $start" | bc)
runs=${RUNS:-sandboxed no-sandbox}
echo "class of $count on $(nproc) cores, $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
printf 'warm-up (one submission; the whole build when the build folder was empty): %.1f s\n' "$warm_up"
printf '%-14s %9s %14s %-15s %s\n' "" "total s" "per student s" "load at the end" "builds"
for run in $runs; do
    touch "$class/$run.start"
    case $run in
        sandboxed) seconds=$(grade "$run") ;;
        no-sandbox) seconds=$(grade "$run" --no-sandbox) ;;
        jobs-*) seconds=$(grade "$run" --jobs "${run#jobs-}") ;;
        shards-*) seconds=$(shards "$run" "${run#shards-}") ;;
        *) echo "unknown run '$run'" >&2; exit 64 ;;
    esac
    # How many were built with their chapters alone, the suites kept (the rest by SwiftPM).
    # This run's logs only: another run's may lie in another slot.
    alone=$(find .build/workbook/grade/*/runs -name 'student-*-chapters-build.log' -newer "$class/$run.start" \
        2>/dev/null | xargs -r grep -l "Built alone" | wc -l)
    printf '%-14s %9.1f %14.1f %-15s %s of %s built alone\n' "$run" "$seconds" "$(echo "$seconds / $count" | bc -l)" \
        "$(cut -d' ' -f1 /proc/loadavg)" "$alone" "$count"
done
# Every run must agree on every score, or the timings compare different work.
python3 - "$class" $runs <<'PY'
import json, sys
folder, runs = sys.argv[1], sys.argv[2:]
scores = {run: {x["submission"]: x["score"] for x in json.load(open(f"{folder}/{run}.json"))} for run in runs}
first = scores[runs[0]]
same = all(s == first for s in scores.values())
print("scores agree:" if same else "SCORES DIFFER:", sorted(first.values()) if same else scores)
PY
first=${runs%% *}
"$workbook" grade --merge "$class/$first.json" --format html --output "$class/report.html" >/dev/null 2>&1
python3 - "$class/report.html" <<'PY'
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"<pre.*?</pre>", page, re.S)
print(f"class report: {len(page.encode()) / 1e6:.2f} MB, {sum(len(b.encode()) for b in blocks) / 1e6:.2f} MB of it "
      f"in {len(blocks)} <pre> blocks, {len(re.findall(r'<h3>Group ', page))} copy groups")
PY
