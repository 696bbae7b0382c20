#!/usr/bin/env bash
# MPEDA benchmark: generates synthetic Zipfian corpora (bench/mpeda/main.go:
# a general corpus of N words, 10% of its sentences topical, and a
# 20,000-sentence in-domain sample) in a temporary directory, never in the
# repo, and runs `parmesan table mpeda` on each size, reporting wall time,
# user+sys CPU, peak RSS, the spilled runs and the output sizes (the table
# and its compiled form). The last size is run again with a small --mem
# budget (default 4M), so that counting spills to disk, and the two
# tables are compared byte for byte.
# Usage: bench/mpeda.sh [SIZE ...]   (default: 1000000 3000000 10000000)
# Environment: MPEDA_KEEP (default 0.1), MPEDA_SMALL_MEM (default 4M),
# MPEDA_MIN_POS (default 0.01: random text shares few chunks, and the
# benchmark wants a table of some size).
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000000 3000000 10000000)
keep=${MPEDA_KEEP:-0.1}
small=${MPEDA_SMALL_MEM:-4M}
minpos=${MPEDA_MIN_POS:-0.01}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/parmesan" ./cmd/parmesan
go -C bench build -o "$tmp/gen" ./mpeda
echo "machine: $(nproc) cores; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
run() { # size mem label
	local d=$tmp/$1
	/usr/bin/time -o "$d/time.$3" -f '%e %U %S %M' "$tmp/parmesan" table mpeda --lang none \
		--domain "$d/domain.txt" --general "$d/general.txt" --keep "$keep" --min-pos "$minpos" --mem "$2" --tmp "$d" \
		-o "$d/table.$3.gz" --compiled "$d/table.$3.ptab" --format json >"$d/stats.$3.json" 2>/dev/null
	read -r wall user sys rss <"$d/time.$3"
	local spills pairs selected
	spills=$(grep -o '"spills": [0-9]*' "$d/stats.$3.json" | grep -o '[0-9]*$')
	pairs=$(grep -o '"pairs": [0-9]*' "$d/stats.$3.json" | grep -o '[0-9]*$')
	selected=$(grep -o '"selected_tokens": [0-9]*' "$d/stats.$3.json" | grep -o '[0-9]*$')
	printf '%11s %6s %9s %8.1f %8.1f %9.0f %7s %8s %10s %10s  (load %s)\n' "$1" "$2" "$selected" "$wall" \
		"$(echo "$user + $sys" | bc)" "$((rss / 1024))" "$spills" "$pairs" \
		"$(stat -c %s "$d/table.$3.gz")" "$(stat -c %s "$d/table.$3.ptab")" "$(cut -d' ' -f1 /proc/loadavg)"
}
printf '%11s %6s %9s %8s %8s %9s %7s %8s %10s %10s\n' words mem sub-toks wall-s cpu-s rss-MB spills pairs table-B compiled-B
for n in "${sizes[@]}"; do
	mkdir -p "$tmp/$n"
	"$tmp/gen" -tokens "$n" -domain-lines 20000 -general "$tmp/$n/general.txt" -domain "$tmp/$n/domain.txt"
	run "$n" 2G big
done
last=${sizes[-1]}
run "$last" "$small" small
if cmp -s <(zcat "$tmp/$last/table.big.gz") <(zcat "$tmp/$last/table.small.gz"); then
	echo "tables with --mem 2G and --mem $small are identical"
else
	echo "TABLES DIFFER between --mem 2G and --mem $small" && exit 1
fi
