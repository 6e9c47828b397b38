#!/usr/bin/env bash
# Where a student waits, measured as a student meets it: at a terminal, on fresh clones.
#
#   Sources/Benchmarks/student-loop.sh [rounds] [first-run]
#
# rounds: default 3. "first-run" measures part 1 alone. Needs git, script and tmux.
#
# Every command runs under `script`, which gives it a terminal, as a student's shell does;
# `watch` runs in tmux. It prints figures and asserts nothing: they depend on the machine.
# It measures, in temporary clones of this repository's HEAD:
#   1. a fresh clone's `swift build --product workbook` alone, and a fresh clone's first
#      `swift run workbook`, rounds alternating which runs first;
#   2. after a one-line edit: a bare `swift test --filter LineGraphTests`, and
#      `swift run workbook test 1.2` (medians; each has run once before, untimed, to
#      build its folder of the suites);
#   3. with no edit: `swift run workbook test 1.2`, and what it compiled (nothing, if all
#      is well), after each of `swift build`, `swift test`, `workbook preview 1` ran, at a
#      terminal and through a pipe;
#   4. `workbook watch 1`: from a save to the new result on the screen, and to the preview's
#      status line under it; and from a save made while that line is being built (its
#      build is stopped) to the new result.
set -euo pipefail
rounds=${1:-3}
source_repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d "${TMPDIR:-/tmp}/student-loop.XXXXXX")
trap 'tmux kill-session -t student-loop 2>/dev/null || true; rm -rf "$work"' EXIT
for tool in git script tmux swift; do
  command -v "$tool" >/dev/null || { echo "student-loop: needs $tool" >&2; exit 69; }
done

# now, at_terminal, median, ratio
source "$(dirname "$0")/timing.sh"
clone() { rm -rf "$1"; git clone -q "$source_repo" "$1"; }
# Compiler lines in the last output and in the tool's newest log of its own builds.
compiled() {
  local inner
  inner=$(ls -t "$1"/.build/workbook/runs/*output.log "$1"/.build/workbook/runs/*build.log 2>/dev/null | head -1 || true)
  { tr '\r' '\n' < "$work/last"; [ -n "$inner" ] && [ "$inner" -nt "$work/stamp" ] && cat "$inner"; } \
    | grep -cE '(Compiling|remark:)' || true
}
edit_line() { # a one-line change in 1.2's file, different each time
  printf '// edit %s\n' "$(now)" >> "$1/Chapters/01-LineGraph/XPosition.swift"
}

echo "Fresh clones of $(git -C "$source_repo" rev-parse --short HEAD), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, $rounds rounds"
echo
echo "1. The first run"
printf '%-8s %12s %12s %7s\n' round "build alone" "first run" ratio
for round in $(seq "$rounds"); do
  clone "$work/alone"; clone "$work/first"
  if (( round % 2 )); then
    alone=$(cd "$work/alone" && at_terminal "swift build --product workbook")
    first=$(cd "$work/first" && at_terminal "swift run workbook")
  else
    first=$(cd "$work/first" && at_terminal "swift run workbook")
    alone=$(cd "$work/alone" && at_terminal "swift build --product workbook")
  fi
  printf '%-8s %11ss %11ss %7s\n' "$round" "$alone" "$first" "$(ratio "$first" "$alone")"
done
rm -rf "$work/alone"
[ "${2:-}" = first-run ] && exit 0
cd "$work/first"

echo
echo "2. After a one-line edit (medians of $rounds)"
# Each command's first run builds its own folder of the suites (about 20 s): not the loop.
edit_line .; at_terminal "swift test --filter LineGraphTests" > /dev/null
edit_line .; at_terminal "swift run workbook test 1.2" > /dev/null
bare=(); tool=()
for round in $(seq "$rounds"); do
  edit_line .; bare+=("$(at_terminal "swift test --filter LineGraphTests")")
  edit_line .; tool+=("$(at_terminal "swift run workbook test 1.2")")
done
bare_median=$(median "${bare[@]}"); tool_median=$(median "${tool[@]}")
echo "   bare swift test --filter LineGraphTests   ${bare[*]}  median ${bare_median} s"
echo "   swift run workbook test 1.2               ${tool[*]}  median ${tool_median} s  ($(ratio "$tool_median" "$bare_median") x bare)"

echo
echo "3. No edit: swift run workbook test 1.2 after another command"
for before in "swift build" "swift test --filter LineGraphTests" "swift run workbook preview 1" "swift run workbook test 1.2"; do
  for how in terminal pipe; do
    if [ $how = terminal ]; then at_terminal "$before" > /dev/null; else $before > /dev/null 2>&1 < /dev/null || true; fi
    touch "$work/stamp"; sleep 1
    seconds=$(at_terminal "swift run workbook test 1.2")
    printf '   after %-38s %-8s %6s s, compiled %s\n' "$before" "($how)" "$seconds" "$(compiled .)"
  done
done

echo
echo "4. watch 1: from a save to the new result on screen"
tmux kill-session -t student-loop 2>/dev/null || true
tmux new-session -d -s student-loop -x 120 -y 50 -c "$work/first"
tmux pipe-pane -t student-loop -o "cat >> '$work/watch.log'"
tmux send-keys -t student-loop "swift run workbook watch 1" Enter
footers() { grep -ao 'Watching Chapters' "$work/watch.log" 2>/dev/null | wc -l; }
statuses() { grep -ao 'preview: ' "$work/watch.log" 2>/dev/null | wc -l; }
until [ "$(statuses)" -ge 1 ]; do sleep 0.2; done
watch_times=(); status_times=()
for round in $(seq "$rounds"); do
  sleep 3
  seen=$(footers); said=$(statuses); start=$(now)
  edit_line .
  until [ "$(footers)" -gt "$seen" ]; do sleep 0.02; done
  end=$(now)
  until [ "$(statuses)" -gt "$said" ]; do sleep 0.02; done
  watch_times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')")
  status_times+=("$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')")
done
# A second save while the first one's preview status is still being built.
during=()
for round in $(seq "$rounds"); do
  sleep 3
  seen=$(footers); edit_line .
  until [ "$(footers)" -gt "$seen" ]; do sleep 0.02; done
  sleep 0.2
  seen=$(footers); start=$(now); edit_line .
  until [ "$(footers)" -gt "$seen" ]; do sleep 0.02; done
  during+=("$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')")
done
tmux send-keys -t student-loop q
watch_median=$(median "${watch_times[@]}")
echo "   save to result   ${watch_times[*]}  median ${watch_median} s  (bare swift test + $(awk -v a="$watch_median" -v b="$bare_median" 'BEGIN { printf "%.2f", a - b }') s)"
echo "   save to the preview's status line   ${status_times[*]}  median $(median "${status_times[@]}") s"
echo "   a save while the status is built, to its result   ${during[*]}  median $(median "${during[@]}") s"
grep -ao 'Checking the files once a second[^.]*' "$work/watch.log" | head -1 || true
