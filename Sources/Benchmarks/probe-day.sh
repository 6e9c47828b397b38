#!/usr/bin/env bash
# The probe's time on chapter 5's day of readings (Dataset.power, 86,400 points), with the
# chapter modules built from the solutions as a student's build does and as the grader's
# does (WORKBOOK_LIBRARY_EVOLUTION: resilient modules). Not a test: it prints figures.
#
#   bash Sources/Benchmarks/probe-day.sh CALLS [rounds]      # rounds: default 5
#
# CALLS is a file of calls, a JSON line each with a function and its arguments: the
# charts' answers the grader leaves in .build/workbook/grade/<slot>/charts/answers.jsonl
# after it drew a submission's charts (the charts' first round asks every call of the
# reference's charts, and chapter 5's chart is drawn from the day of readings: a call
# of minMaxPerBucket sends 86,400 numbers). Only chapter 5's calls are kept.
# Each probe answers them all, once a round; the figures are the probe's own time for its
# calls (what the grader's time limits count) and the whole run's, the median of the rounds.
set -euo pipefail
cd "$(dirname "$0")/../.."
calls=$1
rounds=${2:-5}
work=$(mktemp -d /tmp/workbook-probe-day-XXXXXX)
trap 'rm -rf "$work"' EXIT

python3 - "$calls" "$work/calls.jsonl" <<'PY'
import json, sys
calls = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
kept = [call for call in calls if call["function"].startswith("AxesAndScale.")]
if not kept:
    sys.exit(f"no call of chapter 5 in {sys.argv[1]}")
with open(sys.argv[2], "w") as out:
    for number, call in enumerate(kept):
        out.write(json.dumps({"id": number, "function": call["function"], "arguments": call["arguments"]}) + "\n")
PY
echo "$(wc -l <"$work/calls.jsonl") calls of chapter 5 ($(du -k "$work/calls.jsonl" | cut -f1) KB), $(nproc) cores," \
    "load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
probes=()
for kind in fragile resilient; do
    scratch=.build/probe-day-$kind
    settings=(WORKBOOK_SOURCES=solutions WORKBOOK_PROBE_ONLY=1)
    if [ "$kind" = resilient ]; then settings+=(WORKBOOK_LIBRARY_EVOLUTION=1); fi
    env "${settings[@]}" swift build --product workbook-probe --scratch-path "$scratch" >"$work/$kind-build.log" 2>&1 \
        || { tail -5 "$work/$kind-build.log" >&2; exit 1; }
    probes+=("$(env "${settings[@]}" swift build --product workbook-probe --scratch-path "$scratch" --show-bin-path)/workbook-probe")
done

# One round: each probe answers every call once, in turn, so that both see the same load.
declare -A own whole
for _ in $(seq 1 "$rounds"); do
    for index in 0 1; do
        start=$(date +%s.%N)
        "${probes[$index]}" --calls "$work/calls.jsonl" 3>"$work/answers.jsonl" >/dev/null 2>&1
        whole[$index]+="$(echo "$(date +%s.%N) - $start" | bc) "
        own[$index]+="$(python3 -c '
import json, sys
answers = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
print(sum(answer.get("seconds", 0) for answer in answers))' "$work/answers.jsonl") "
    done
done

median() { printf '%s\n' $1 | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
printf '%-10s %14s %14s %s\n' "chapters" "calls' own s" "the run's s" "rounds"
for index in 0 1; do
    kind=$([ "$index" = 0 ] && echo fragile || echo resilient)
    printf '%-10s %14.3f %14.3f %s\n' "$kind" "$(median "${own[$index]}")" "$(median "${whole[$index]}")" "$rounds"
done
