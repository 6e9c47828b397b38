#!/usr/bin/env bash
# `workbook verify` on a fresh clone, against the figure it is held to: a clean
# `WORKBOOK_SOURCES=solutions swift build --build-tests` of another fresh clone, in the
# same run. Not a test: it asserts nothing, it measures.
#
#   bash Sources/Benchmarks/verify-time.sh
#
# Both run at a terminal (`script`), as a maintainer runs them, one after the other on
# the same machine; verify is what CI runs (`.ci/run`). It prints both, their ratio, and
# the time of each of verify's parts from its own last lines. About 30 minutes on 2
# cores: run it on a machine with nothing else to do. Needs git and script.
set -euo pipefail
# now, at_terminal, ratio
source "$(dirname "$0")/timing.sh"
setup verify-time git script swift

echo "Fresh clones of $(git -C "$source_repo" rev-parse --short HEAD), $(nproc) cores, $(date -u +%Y-%m-%d)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
git clone -q "$source_repo" "$work/build"
build=$(cd "$work/build" && at_terminal "WORKBOOK_SOURCES=solutions swift build --build-tests")
tail -1 "$work/last" | tr -d '\r' | sed 's/^/   /'
rm -rf "$work/build"
git clone -q "$source_repo" "$work/verify"
verify=$(cd "$work/verify" && at_terminal "swift run workbook verify")
printf 'clean swift build --build-tests of the solutions  %8.1f s\n' "$build"
printf 'swift run workbook verify                         %8.1f s  (%s x the build; 3 x is the goal)\n' \
  "$verify" "$(ratio "$verify" "$build")"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; verify's own account:"
tr -d '\r' < "$work/last" | grep -A3 '^Took ' | sed 's/^/   /'
