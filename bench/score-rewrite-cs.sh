#!/usr/bin/env bash
# Times "parmesan score --rewrite -l cs" on WMT23 en-cs (15 systems ×
# 2,074 segments; hunspell-cs and mythes-cs installed, the dictionary cache
# in the user cache directory warm) and prints wall time, user+sys CPU time
# (the figure to compare on a shared machine), peak RSS and the load
# average. BIN=path/to/parmesan measures that binary instead of building
# this tree; BASE=path/to/other/parmesan also runs that binary and says
# whether the two outputs are byte-identical (a speed change must keep them
# so).
# Usage: bench/score-rewrite-cs.sh [extra parmesan score options]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=../shared/eval/wmt23-general/generaltest2023.en-cs
if [ ! -f "$dir/ref.txt" ]; then
  echo "WMT23 en-cs not found under ../shared: nothing to measure" >&2
  exit 0
fi
if [ ! -f /usr/share/hunspell/cs_CZ.dic ]; then
  echo "hunspell-cs not installed (apt-get install hunspell-cs mythes-cs): nothing to measure" >&2
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=${BIN:-$tmp/parmesan}
[ -n "${BIN:-}" ] || go build -o "$bin" ./cmd/parmesan
run() { # binary, output file
  local load
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  /usr/bin/time -f '%e %M %U %S' -o "$2.time" "$1" score --rewrite -l cs -r "$dir/ref.txt" "$dir"/sys/*.txt "${@:3}" > "$2"
  read -r wall rsskb user sys < <(tail -n 1 "$2.time")
  awk -v u="$user" -v y="$sys" -v w="$wall" -v k="$rsskb" -v name="$1" -v load="$load" 'BEGIN {
    printf "%s\n  wall: %.2f s\n  cpu (user+sys): %.2f s\n  peak RSS: %.0f MB\n  load average before: %s\n", name, w, u + y, k / 1024, load }'
}
head -n 1 "$dir/ref.txt" > "$tmp/one.txt"
"$bin" score --rewrite -l cs -r "$tmp/one.txt" "$tmp/one.txt" > /dev/null 2>&1 || true # warm the dictionary cache
run "$bin" "$tmp/out" "$@"
if [ -n "${BASE:-}" ]; then
  run "$BASE" "$tmp/base" "$@"
  if cmp -s "$tmp/out" "$tmp/base"; then echo "output: identical"; else echo "output: DIFFERENT"; fi
fi
