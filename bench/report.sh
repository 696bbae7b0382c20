#!/usr/bin/env bash
# Builds the HTML report for WMT23 en-cs (15 systems × 2,074 segments,
# references rewritten toward each system: --rewrite -l cs) and times it,
# then opens it in headless Chromium and prints the first paint and the
# time until the segment browser is ready (TestReportFirstPaint). Prints
# the load average, wall and user+sys CPU time, peak RSS and file size.
# Targets (issue 15): build < 30 s, first paint < 2 s.
# BIN=path/to/parmesan measures that binary instead of building this tree;
# OUT=FILE keeps the report (default: a temporary file, removed).
# Usage: bench/report.sh [extra parmesan report options]
set -euo pipefail
cd "$(dirname "$0")/.."
set_dir=../shared/eval/wmt23-general/generaltest2023.en-cs
if [ ! -f "$set_dir/ref.txt" ]; then
  echo "$set_dir not found: nothing to measure" >&2
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=${BIN:-$tmp/parmesan}
[ -n "${BIN:-}" ] || go build -o "$bin" ./cmd/parmesan
out=${OUT:-$tmp/wmt23-en-cs.html}
echo "load before: $(uptime)"
/usr/bin/time -f '%e %M %U %S' -o "$tmp/time" "$bin" report --set "$set_dir" --rewrite -l cs -o "$out" "$@"
read -r wall rsskb user sys < <(tail -n 1 "$tmp/time")
size=$(stat -c %s "$out")
awk -v u="$user" -v y="$sys" -v w="$wall" -v k="$rsskb" -v b="$size" 'BEGIN {
  printf "build wall: %.1f s\nbuild cpu (user+sys): %.1f s\npeak RSS: %.0f MB\nfile size: %.1f MB (%d bytes)\n", w, u + y, k / 1024, b / 1048576, b }'
echo "load after build: $(uptime)"
abs=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")
PARMESAN_REPORT_FILE=$abs go test ./cmd/parmesan -run TestReportFirstPaint -count=1 -v | grep -E '^run|^(ok|FAIL|---)'
echo "load after paint: $(uptime)"
