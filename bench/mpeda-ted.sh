#!/usr/bin/env bash
# MPEDA on the shared English texts, scored on MQM TED zh-en.
#   general corpus: every English reference and source under ../shared/eval
#                   (WMT22/23 *-en references, en-* sources, MQM and HUME),
#                   exact duplicate lines removed;
#   domain:         the TED English text (MQM TED en-de sources, zh-en references).
# A second, held-out setting keeps the zh-en test references out of both
# (domain = TED en-de sources only), so the table never saw the test text.
# For each table, `parmesan meteor -l en -norm -a TABLE` scores every system
# of MQM TED zh-en and `parmesan correlate` gives segment-level Pearson and
# Kendall against MQM (human translations left out), next to Meteor with
# the default table (the embedded WordNet phrase table) and without the
# paraphrase module. Everything goes to bench/out/mpeda-ted/ (git-ignored:
# the tables quote the shared texts).
# Usage: bench/mpeda-ted.sh [KEEP ...]   (default: 0.1 0.3 1)
set -euo pipefail
cd "$(dirname "$0")/.."
E=../shared/eval
[ -d "$E" ] || { echo "skip: $E not found" >&2; exit 0; }
T=$E/mqm-ted2021/tedtalks2021.zh-en
O=bench/out/mpeda-ted
mkdir -p "$O"
keeps=("$@")
[ ${#keeps[@]} -gt 0 ] || keeps=(0.1 0.3 1)
go build -o "$O/parmesan" ./cmd/parmesan
P=$O/parmesan
dedup() { awk 'NF && !seen[$0]++'; }
cat "$E"/*/*-en/refs/*.txt "$E"/*/*.en-*/src.txt | dedup >"$O/general.txt"
cat "$E"/*/*-en/refs/*.txt "$E"/*/*.en-*/src.txt | grep -vxF -f "$T/refs/refB.txt" | dedup >"$O/general-heldout.txt"
cat "$E/mqm-ted2021/tedtalks2021.en-de/src.txt" "$T"/refs/*.txt | dedup >"$O/domain.txt"
dedup <"$E/mqm-ted2021/tedtalks2021.en-de/src.txt" >"$O/domain-heldout.txt"
wc -lw "$O"/general*.txt "$O"/domain*.txt
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# score NAME METEOR-ARGS...: segment scores of every system as system TAB index TAB score.
score() {
	local name=$1
	shift
	: >"$O/scores.$name.tsv"
	for f in "$T"/sys/*.txt; do
		s=$(basename "$f" .txt)
		"$P" meteor "$f" "$T/ref.txt" -l en -norm "$@" 2>/dev/null |
			awk -v s="$s" -F'\t' '/^Segment [0-9]+ score:/ {split($1, a, " "); print s "\t" a[2]-1 "\t" $2}' >>"$O/scores.$name.tsv"
	done
	args+=(--scores "$name=$O/scores.$name.tsv")
}
args=()
score default
score no-paraphrase -m 'exact stem synonym'
for k in "${keeps[@]}"; do
	for set in "" -heldout; do
		tab=$O/mpeda$set-$k.gz
		/usr/bin/time -o "$O/time" -f '%e s wall, %U+%S s CPU, %M KB peak RSS' \
			"$P" table mpeda --domain "$O/domain$set.txt" --general "$O/general$set.txt" --keep "$k" -o "$tab" \
			--compiled "${tab%.gz}.ptab" >"$O/mpeda$set-$k.stats" 2>/dev/null
		echo "mpeda$set keep=$k: $(grep '^pairs:' "$O/mpeda$set-$k.stats" | sed 's/  */ /g'); $(cat "$O/time")"
		score "mpeda$set-$k" -a "${tab%.gz}.ptab"
	done
done
"$P" correlate --human "$T/seg_scores.tsv" --human-systems "$T/human_systems.txt" --level seg \
	--stat pearson --stats pearson,kendall "${args[@]}"
