#!/usr/bin/env bash
# The slowest tests of a run, from its event stream: where a `swift test` or a verify run
# spends its time.
#
#   Sources/Benchmarks/test-durations.sh [events.jsonl] [count]
#
# events.jsonl: default, verify's run of the solutions and the tool's tests
# (.build/workbook/runs/verify-solutions-1-events.jsonl). count: default 20.
# Prints each test function's time from its start to its end, the longest first, and the
# run's own span, so that a test that holds a thread for minutes shows by name. A test
# that started and never ended (the run was stopped, or is still going) is listed as
# "unfinished". On a machine with few cores, Swift Testing starts tests before a thread is
# free for them: a test of milliseconds can show minutes, waiting behind the end-to-end
# tests; the end-to-end tests' own figures are what they cost.
set -euo pipefail
events=${1:-.build/workbook/runs/verify-solutions-1-events.jsonl}
count=${2:-20}
[ -f "$events" ] || { echo "test-durations: no event stream at $events" >&2; exit 66; }
awk -v count="$count" '
  function field(name) {
    if (!match($0, "\"" name "\":\"[^\"]*\"")) return ""
    return substr($0, RSTART + length(name) + 4, RLENGTH - length(name) - 5)
  }
  function seconds() {
    if (!match($0, /"since1970":[0-9.]+/)) return ""
    return substr($0, RSTART + 12, RLENGTH - 12) + 0
  }
  /"kind":"test",/ && /"kind":"function"/ { functions[field("id")] = 1; next }
  /"since1970"/ { last = seconds(); if (first == "") first = last }
  /"kind":"testStarted"/ { id = field("testID"); if (id in functions && !(id in started)) started[id] = seconds(); next }
  /"kind":"testEnded"/ { id = field("testID"); if (id in started && !(id in ended)) ended[id] = seconds(); next }
  END {
    n = 0
    for (id in started) {
      time = (id in ended) ? ended[id] - started[id] : -1
      lines[n++] = sprintf("%10s  %s", time < 0 ? "unfinished" : sprintf("%.1f s", time), id)
    }
    printf "%d tests; %.0f s from the first event to the last\n", n, last - first
    for (i = 0; i < n; i++) {
      split(lines[i], parts, " ")
      printf "%s\t%s\n", (parts[1] == "unfinished" ? 1e9 : parts[1]), lines[i] | "sort -g -r | head -n " count " | cut -f2-"
    }
  }
' "$events"
