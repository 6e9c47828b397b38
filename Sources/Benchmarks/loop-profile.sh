#!/usr/bin/env bash
# Where the loop's time goes: `swift run workbook test 1.2` after a one-line edit, at a
# terminal, traced by `perf trace` (program starts and ends only, so the run's own pace
# is kept), in a clone that has had its first run.
#
#   Sources/Benchmarks/loop-profile.sh <clone> [rounds]
#
# rounds: default 5. Needs perf and script; run as root, or with perf allowed to trace.
# For each round it prints, in milliseconds from the start of `swift run`:
#   - to the tool's `swift test`: the outer `swift run` (SwiftPM's start, its compiler
#     probes, the plan) and the tool's own start;
#   - the inner `swift test` until its test process starts: its start, the same probes,
#     the plan and the edited chapter's build;
#   - from the test process's start to the tool's end: the suite, the inner `swift test`'s
#     end, the declarations check, reading and printing the results.
# It prints figures and asserts nothing.
set -euo pipefail
clone=${1:?usage: loop-profile.sh <clone> [rounds]}
rounds=${2:-5}
for tool in perf script; do
  command -v "$tool" >/dev/null || { echo "loop-profile: needs $tool" >&2; exit 69; }
done
trace=$(mktemp "${TMPDIR:-/tmp}/loop-profile.XXXXXX")
trap 'rm -f "$trace"' EXIT
cd "$clone"
# perf's own environment variables would make SwiftPM evaluate the manifest again: once,
# untimed, before the rounds.
edit() { printf '// profile %s\n' "$EPOCHREALTIME" >> Chapters/01-LineGraph/XPosition.swift; }
edit; script -qec "perf trace -o $trace -e execve,exit_group -- swift run workbook test 1.2" /dev/null > /dev/null 2>&1
printf '%-6s %14s %18s %18s %8s\n' round "to swift test" "inner, to tests" "tests to the end" total
for round in $(seq "$rounds"); do
  edit
  script -qec "perf trace -o $trace -e execve,exit_group -- swift run workbook test 1.2" /dev/null > /dev/null 2>&1
  grep -v ENOENT "$trace" | awk -v round="$round" '
    # A start perf split over two lines has "?" for its time: the swift-test it becomes has one.
    $1 ~ /^[0-9.]+$/ && /(env|swift-test)\/[0-9]+ execve\(/ && !inner { inner = $1 }
    $1 ~ /^[0-9.]+$/ && /ChartWorkbookP[^ ]* execve\(/ && !tests { tests = $1 }
    /workbook\/[0-9]+ exit_group/ { end = $1 }
    END { printf "%-6s %14.0f %18.0f %18.0f %8.0f\n", round, inner, tests - inner, end - tests, end }'
done
