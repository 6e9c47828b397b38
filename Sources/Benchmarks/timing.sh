# The benchmarks' shared helpers; each script sources this file, then calls `setup`.

# setup <script name> <tool>...: stops, saying so, when a tool is missing; then sets
# `source_repo` (this repository) and `work` (a temporary folder, removed on exit).
setup() {
  local name=$1 tool
  shift
  for tool in "$@"; do
    command -v "$tool" >/dev/null || { echo "$name: needs $tool" >&2; exit 69; }
  done
  source_repo=$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)
  work=$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")
  trap 'rm -rf "$work"' EXIT
}

# Seconds since the epoch, with microseconds.
now() { printf '%s\n' "${EPOCHREALTIME:-$(python3 -c 'import time; print(time.time())')}"; }

# The seconds from <start> (a `now`) to now, to a tenth.
seconds_since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

# Runs a command at a terminal, as a student's shell does (`script` gives it one); prints
# the seconds it took. Its output goes to $work/last.
at_terminal() {
  local start end
  start=$(now)
  script -qec "$1" /dev/null > "$work/last" 2>&1 < /dev/null || true
  end=$(now)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}

median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
