#!/usr/bin/env bash
# Where verify's run of the tool's tests goes: each end-to-end suite alone, one after
# another, on a fresh clone, beside the figure verify is held to (a clean
# `WORKBOOK_SOURCES=solutions swift build --build-tests`, timed first). Not a test: it
# asserts nothing, it measures.
#
#   bash Sources/Benchmarks/end-to-end-profile.sh [suite...]
#
# suite: default, every suite of WorkbookEndToEndTests. On 2 cores the suites' builds use
# both cores, so verify's run of them side by side takes about the sum of their times
# here, less what their waits let overlap: the sum is the lever. Prints each suite's time
# and whether it passed, then the sum and the load average. About 15 minutes on 2 cores;
# run it on a machine with nothing else to do. Needs git and the class report's Chromium
# (or that suite fails).
set -euo pipefail
# now, seconds_since, ratio
source "$(dirname "$0")/timing.sh"
setup end-to-end-profile git swift

suites=("$@")
if [ ${#suites[@]} -eq 0 ]; then
  suites=(GradeClassTests HostileClassTests JudgedClassTests StudentsEditionTests GradescopeAutograderTests
    StudentCrashTests ChapterIsolationTests NoRebuildTests ManifestTests ClassReportBrowserTests SandboxTests
    TerminationTests)
fi
echo "A fresh clone of $(git -C "$source_repo" rev-parse --short HEAD), $(nproc) cores, $(date -u +%Y-%m-%d)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
git clone -q "$source_repo" "$work/clone"
cd "$work/clone"
start=$(now)
WORKBOOK_SOURCES=solutions swift build --build-tests > "$work/build.log" 2>&1 || { tail -20 "$work/build.log"; exit 1; }
build=$(seconds_since "$start")
printf '%-28s %8s s  (3 x is %.0f s)\n' "clean build of the tests" "$build" "$(awk -v b="$build" 'BEGIN { print 3 * b }')"
tests=$(find .build -path '*/debug/*PackageTests.xctest' -type f | head -1)
total=0
for suite in "${suites[@]}"; do
  start=$(now)
  if "$tests" --testing-library swift-testing --filter "WorkbookEndToEndTests.$suite/" > "$work/$suite.log" 2>&1; then
    verdict=passed
  else
    verdict="FAILED (see the log: rerun with this suite alone)"
  fi
  seconds=$(seconds_since "$start")
  total=$(awk -v a="$total" -v b="$seconds" 'BEGIN { printf "%.1f", a + b }')
  printf '%-28s %8s s  %s\n' "$suite" "$seconds" "$verdict"
done
printf '%-28s %8s s  (%s x the build)\n' "sum" "$total" "$(ratio "$total" "$build")"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
