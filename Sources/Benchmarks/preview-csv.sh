#!/usr/bin/env bash
# A student's own large file: `workbook preview 1 --csv` of 1,000,000 rows against one of
# 10 rows, at a terminal, in a fresh clone of HEAD whose chapter 1 is finished (the
# reference solutions stand in for the student's code, so every part is drawn).
#
#   Sources/Benchmarks/preview-csv.sh [rounds]
#
# rounds: default 5, alternating the two files. Needs git and script; with strace it also
# prints where one run of each file spends its time. It prints figures and asserts
# nothing: they depend on the machine.
set -euo pipefail
rounds=${1:-5}

# now, at_terminal, median, ratio
source "$(dirname "$0")/timing.sh"
setup preview-csv git script swift
rows() { # a label,value file of $1 rows, the same on every run
  awk -v n="$1" 'BEGIN { print "reading,value (°C)"; s = 1
    for (i = 0; i < n; i++) { s = (s * 1103515245 + 12345) % 2147483648; printf "%d,%.3f\n", i, 20 + 10 * s / 2147483648 } }'
}

git clone -q "$source_repo" "$work/clone"
cd "$work/clone"
for file in Solutions/01-LineGraph/*.swift; do cp "$file" Chapters/01-LineGraph/; done
rows 10 > "$work/small.csv"
rows 1000000 > "$work/large.csv"
echo "preview 1 --csv at a terminal, fresh clone of $(git rev-parse --short HEAD) with chapter 1 solved, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "building the tool and the preview once ..."
at_terminal "swift run workbook preview 1 --csv $work/small.csv" > /dev/null

small=(); large=()
for round in $(seq "$rounds"); do
  small+=("$(at_terminal "swift run workbook preview 1 --csv $work/small.csv")")
  large+=("$(at_terminal "swift run workbook preview 1 --csv $work/large.csv")")
done
small_median=$(median "${small[@]}"); large_median=$(median "${large[@]}")
echo "   10 rows          ${small[*]}  median ${small_median} s"
echo "   1,000,000 rows   ${large[*]}  median ${large_median} s  ($(ratio "$large_median" "$small_median") x 10 rows)"

command -v strace > /dev/null || { echo "(no strace: no breakdown)"; exit 0; }
echo
echo "Where one run goes (under strace, which slows the SwiftPM steps, not the preview's own work)"
printf '   %-16s %14s %14s %14s %14s\n' file "swift run" "tool's check" "preview build" "preview"
for size in small large; do
  strace -f -tt -e trace=execve,openat,exit_group -o "$work/trace" \
    script -qec "swift run workbook preview 1 --csv $work/$size.csv" /dev/null > /dev/null 2>&1 < /dev/null || true
  awk -v csv="$work/$size.csv" -v size="$size" '
    function seconds(t,  p) { split(t, p, ":"); return p[1] * 3600 + p[2] * 60 + p[3] }
    NR == 1 { start = seconds($2) }
    /execve\(".*\/debug\/workbook"/ && !tool { tool = seconds($2) }
    index($0, csv) && /openat/ && tool && !read { read = seconds($2) }
    /execve\("\/usr\/bin\/env", \["\/usr\/bin\/env", "swift", "build"/ && read && !build { build = seconds($2) }
    /execve\(".*\/debug\/workbook-preview"/ { preview = seconds($2); previewPid = $1 }
    previewPid && $1 == previewPid && /exit_group/ { done = seconds($2) }
    END { printf "   %-16s %13.2fs %13.2fs %13.2fs %13.2fs\n", size, tool - start, build - read, preview - build, done - preview }
  ' "$work/trace"
done
