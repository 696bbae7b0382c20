#!/usr/bin/env bash
# MPEDA at scale on real English text: `parmesan table mpeda` with K-means
# documents (--doc-size 50) and 4-gram modified Kneser–Ney models
# (--order 4), domain = the MQM TED zh-en references (refB), general =
# every English text in ../shared concatenated (the references, sources
# and system outputs of ../shared/eval, bench-100k's hyp and ref, the
# sentences of UD English-EWT: about 12.8M words, duplicates kept) and
# cut to N words; where N is more than there is, the text is REPEATED
# (the script prints how many times), which the K-means and the language
# model see as more of the same text. For each size it prints wall time,
# user+sys CPU, peak RSS (/usr/bin/time -v), the output sizes (the gzip
# table and the sub-corpus) and the number of spilled runs.
# Usage: nice -n 15 bench/mpeda-scale.sh [WORDS ...]   (default: 10000000 100000000)
# Environment: MPEDA_MEM (--mem, default 1G), MPEDA_TMP (scratch dir, default mktemp).
set -euo pipefail
cd "$(dirname "$0")/.."
S=../shared
[ -d "$S/eval" ] || { echo "skip: $S/eval not found" >&2; exit 0; }
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000000 100000000)
mem=${MPEDA_MEM:-1G}
tmp=$(mktemp -d "${MPEDA_TMP:-${TMPDIR:-/tmp}}/mpeda-scale.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/parmesan" ./cmd/parmesan
{
	cat "$S"/eval/*/*-en/refs/*.txt "$S"/eval/*/*.en-*/src.txt "$S"/eval/*/*-en/sys/*.txt
	cat "$S"/bench/bench-100k/ref.txt "$S"/bench/bench-100k/hyp.txt 2>/dev/null || true
	sed -n 's/^# text = //p' "$S"/ud/UD_English-EWT/*.conllu 2>/dev/null || true
} | awk 'NF' >"$tmp/all.txt"
cp "$S/eval/mqm-ted2021/tedtalks2021.zh-en/refs/refB.txt" "$tmp/domain.txt"
have=$(wc -w <"$tmp/all.txt")
echo "machine: $(nproc) cores, $(free -g | awk '/^Mem:/ {print $2}') GB; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "English text in $S: $have words in $(wc -l <"$tmp/all.txt") lines; domain: $(wc -w <"$tmp/domain.txt") words"
printf '%11s %7s %9s %9s %8s %12s %12s %7s %7s\n' words repeats wall-s cpu-s rss-MB table-B sub-B spills docs
for n in "${sizes[@]}"; do
	reps=$(((n + have - 1) / have))
	files=()
	for ((i = 0; i < reps; i++)); do files+=("$tmp/all.txt"); done
	awk -v n="$n" '{w += NF; print; if (w >= n) exit}' "${files[@]}" >"$tmp/general.txt"
	/usr/bin/time -v -o "$tmp/time" "$tmp/parmesan" table mpeda --lang none --domain "$tmp/domain.txt" \
		--general "$tmp/general.txt" --order 4 --doc-size 50 --mem "$mem" --tmp "$tmp" \
		-o "$tmp/table.gz" --sub-corpus "$tmp/sub.txt" --format json >"$tmp/stats.json" 2>"$tmp/log" ||
		{ cat "$tmp/log" "$tmp/time" >&2; exit 1; }
	wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, a, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + a[i]; print s}' "$tmp/time")
	cpu=$(awk -F': ' '/User time/ {u = $2} /System time/ {s = $2} END {print u + s}' "$tmp/time")
	rss=$(awk -F': ' '/Maximum resident/ {print int($2 / 1024)}' "$tmp/time")
	spills=$(grep -o '"spills": [0-9]*' "$tmp/stats.json" | grep -o '[0-9]*$')
	docs=$(grep -o '"documents": [0-9]*' "$tmp/stats.json" | grep -o '[0-9]*$')
	printf '%11s %7s %9.1f %9.1f %8s %12s %12s %7s %7s  (load %s)\n' "$n" "$reps" "$wall" "$cpu" "$rss" \
		"$(stat -c %s "$tmp/table.gz")" "$(stat -c %s "$tmp/sub.txt")" "$spills" "$docs" "$(cut -d' ' -f1 /proc/loadavg)"
	sed 's/^/    /' "$tmp/log"
	rm -f "$tmp/general.txt" "$tmp/sub.txt"
done
