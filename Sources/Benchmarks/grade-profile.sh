#!/usr/bin/env bash
# Where one warm submission's grading time goes, beside the figure it is held to: a bare
# `WORKBOOK_SOURCES=solutions swift test` of the five exercise suites after a one-line
# edit in each chapter, in the same run. Not a test: it asserts nothing, it measures.
#
#   bash Sources/Benchmarks/grade-profile.sh [rounds]      # default 3
#
# 1. The bare loop: in a build folder of its own, `rounds` times a new line in one file of
#    each chapter's solution, then `swift test --filter` of the exercise suites, at a
#    terminal (`script`), as a student's own run is.
# 2. Grading: one `workbook grade` of an untouched copy, then `rounds` pairs (solved,
#    untouched) in one run, sandboxed, so that each submission changes every chapter as
#    a real class's do. It prints each submission's steps (the grader's own
#    runs/<name>-steps.log) and the median of those after the first (whose time holds the
#    reference's one-time work).
# 3. With strace and python3 (PROFILE_BUILD=1, the default when both are there): the
#    parts of one submission's build (SwiftPM's, or its chapters compiled alone): the
#    manifest, each module's compile, each link, and the time no compiler ran. strace
#    slows each process a little.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-3}
work=$(mktemp -d /tmp/workbook-grade-profile-XXXXXX)
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
since() { echo "$(now) - $1" | bc; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "grade profile on $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M'), load average $(cut -d' ' -f1-3 /proc/loadavg)"

# 1. The bare loop, in a copy of the workbook that keeps its build between runs.
suites='LineGraphTests|BarChartTests|BoxplotTests|InteractivityTests|AxesAndScaleTests'
copy=.build/profile-bare
mkdir -p "$copy"
cp -a Package.swift Sources Tests Chapters Solutions "$copy/"
export WORKBOOK_SOURCES=solutions
(cd "$copy" && swift build --build-tests >/dev/null 2>&1)
bare=()
for round in $(seq 1 "$rounds"); do
    for chapter in "$copy"/Solutions/*/; do
        file=$(ls "$chapter"*.swift | head -1)
        echo "private let profileEdit$round = $round" >> "$file"
    done
    start=$(now)
    script -qec "cd $copy && swift test --filter '$suites'" /dev/null > "$work/bare.log" 2>&1 < /dev/null \
        || { echo "the bare run failed:" >&2; tail -5 "$work/bare.log" >&2; exit 1; }
    bare+=("$(since "$start")")
done
unset WORKBOOK_SOURCES
printf 'bare swift test of the 5 suites after a one-line edit in each chapter: %.2f s (median of %s: %s)\n' \
    "$(median "${bare[@]}")" "$rounds" "${bare[*]}"

# 2. Grading.
mkdir -p "$work/untouched/Chapters" "$work/solved/Chapters"
cp -R Chapters/. "$work/untouched/Chapters/"
cp -R Solutions/. "$work/solved/Chapters/"
find "$work/solved/Chapters" \( -name Mistakes -o -name Hints \) -prune -exec rm -rf {} +
submissions=()
for round in $(seq 1 "$rounds"); do
    cp -R "$work/solved" "$work/solved-$round"
    cp -R "$work/untouched" "$work/untouched-$round"
    submissions+=("$work/solved-$round" "$work/untouched-$round")
done
swift build --product workbook >/dev/null 2>&1
workbook=$(swift build --product workbook --show-bin-path)/workbook
# Peak memory (maximum resident set) of the grader itself, by GNU time where it is.
peak() { if [ -x /usr/bin/time ]; then /usr/bin/time -f %M -o "$1" "${@:2}"; else echo "?" > "$1"; "${@:2}"; fi; }
peak "$work/one.kb" "$workbook" grade "$work/untouched" --seed 7 >/dev/null 2>&1   # warm: the slot holds a build
start=$(now)
peak "$work/class.kb" "$workbook" grade "${submissions[@]}" --seed 7 > "$work/class.txt" 2>&1 \
    || { echo "grading failed:" >&2; tail -5 "$work/class.txt" >&2; exit 1; }
class_seconds=$(since "$start")
runs=.build/workbook/grade/1/runs
after_first=()
previous=$start
for submission in "${submissions[@]}"; do
    name=$(basename "$submission")
    # Its last log's time, less the one before's: its wall-clock time, steps or not.
    ended=$(stat -c %.Y "$runs/$name"-* | sort -n | tail -1)
    total=$(echo "$ended - $previous" | bc)
    previous=$ended
    printf '%s: %.2f s\n' "$name" "$total"
    sed 's/^/    /' "$runs/$name-steps.log" 2>/dev/null || echo "    (no step times: a grader older than this script)"
    # How it was built: its chapters alone, linked with the suites as they were, or by SwiftPM and why.
    [ -f "$runs/$name-chapters-build.log" ] && echo "    $(tail -1 "$runs/$name-chapters-build.log")"
    [ "$name" = solved-1 ] || after_first+=("$total")
done
grep -E '^/|total' "$work/class.txt" | sed 's/^/    /'
printf 'grading, sandboxed: %s submissions in %.1f s; one after another that changed every chapter, the first left out: %.2f s (median of %s)\n' \
    "${#submissions[@]}" "$class_seconds" "$(median "${after_first[@]}")" "${#after_first[@]}"

echo "the grader's peak memory: $(cat "$work/one.kb") KB grading 1, $(cat "$work/class.kb") KB grading ${#submissions[@]}"

# 3. The parts of one submission's build.
if [ "${PROFILE_BUILD:-1}" = 1 ] && command -v strace >/dev/null && command -v python3 >/dev/null; then
    strace -f --seccomp-bpf -ttt -v -s 300 -qq -e trace=execve,exit_group -e signal=none -o "$work/trace" \
        "$workbook" grade "$work/solved" --seed 7 >/dev/null 2>&1
    python3 - "$work/trace" <<'PY'
import re, sys, collections
procs, order = {}, []
for line in open(sys.argv[1]):
    m = re.match(r'(\d+)\s+([\d.]+)\s+(.*)', line)
    if not m: continue
    pid, t, rest = int(m[1]), float(m[2]), m[3]
    if rest.startswith('execve(') and rest.rstrip().endswith('= 0'):
        argv = re.findall(r'"((?:[^"\\]|\\.)*)"', rest.split('], ')[0])[1:]
        if pid in procs and procs[pid][1] is None: procs[pid][2] = argv
        else: procs[pid] = [t, None, argv]; order.append(pid)
    elif rest.startswith(('exit_group(', '+++ exited')) and pid in procs and procs[pid][1] is None:
        procs[pid][1] = t
end = max(p[1] or p[0] for p in procs.values())
name = lambda argv: argv[0].rsplit('/', 1)[-1] if argv else '?'
# SwiftPM's build, or the chapters compiled alone and linked (two `sh -c 'failed=0 …'` scripts).
swiftpm = [procs[p] for p in order if name(procs[p][2]) == 'swift-build' and '--build-tests' in procs[p][2]]
alone = [procs[p] for p in order if name(procs[p][2]) == 'sh' and len(procs[p][2]) > 2 and procs[p][2][2].startswith('failed=0')]
if not swiftpm and not alone: sys.exit(print('no build seen under strace'))
build = min(swiftpm + alone)
b0, b1 = build[0], build[1] or end
if swiftpm and build is swiftpm[0]:
    # The build ends where the grader's next step starts, whatever strace saw of its exit.
    after = [procs[p][0] for p in order if procs[p][0] > b0 and (name(procs[p][2]) in ('swift-symbolgraph-extract', 'llvm-nm', 'workbook-probe')
             or '-whole-module-optimization' in procs[p][2])]
    b1 = min([b1] + after)
else:
    b1 = max(p[1] or end for p in alone[:2])
def label(argv):
    prog, value = name(argv), lambda n: argv[argv.index(n) + 1] if n in argv[:-1] else '?'
    if '-modulewrap' in argv or prog in ('clang', 'ld.gold', 'ld', 'ld.lld', 'swift-autolink-extract'): return 'link'
    if prog == 'swift-frontend' and '-frontend' in argv:
        return 'the manifest' if value('-module-name') == 'main' or '-print-target-info' in argv else 'compile ' + value('-module-name')
    if 'package-manifest' in prog or prog in ('git', 'swift-help'): return 'the manifest'
    if prog == 'swiftc' and any(flag in argv for flag in ('-vfsoverlay', '-print-target-info', '-h', '-version')): return 'the manifest'
by = collections.defaultdict(list)
for p in order:
    s, e, argv = procs[p]
    if b0 <= s <= b1 and label(argv): by[label(argv)].append((s, min(e or end, b1)))
def union(spans):
    spans = sorted(spans); total, (cs, ce) = 0, spans[0]
    for s, e in spans[1:]:
        if s > ce: total += ce - cs; cs, ce = s, e
        else: ce = max(ce, e)
    return total + ce - cs
print("the solved submission's build, under strace:", "SwiftPM's" if swiftpm and build is swiftpm[0] else "its chapters alone, then the links (the surfaces' check between them counts as no compiler)")
print(f'    {"part":28} {"from s":>7} {"to s":>7} {"running s":>10}')
for part, spans in sorted(by.items(), key=lambda kv: min(s for s, _ in kv[1])):
    print(f'    {part:28} {min(s for s, _ in spans) - b0:7.1f} {max(e for _, e in spans) - b0:7.1f} {union(spans):10.1f}')
print(f'    {"no compiler or linker":28} {"":7} {"":7} {b1 - b0 - union([x for v in by.values() for x in v]):10.1f}')
print(f'    {"the whole build":28} {0:7.1f} {b1 - b0:7.1f}')
PY
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
