#!/usr/bin/env bash
# The paper's comparison (its Tables 3–6) on the data here: Meteor with an
# MPEDA table against Meteor with a general-domain Markov table (the same
# network and triangle score on the whole general corpus, no selection)
# and Meteor with WordNet only (no paraphrase module), on MQM TED zh-en,
# segment-level Pearson (and Kendall) against MQM, human translations left
# out. Meteor's own paraphrase table (the default) is shown for reference.
#   domain:  the test set's references (MQM TED zh-en refB), as the paper
#            uses each subtask's human references;
#   general: every other English text in ../shared: the references of the
#            *-en sets, the sources of the en-* sets, and the sentences of
#            UD English-EWT; exact duplicates and the test references'
#            lines removed.
# Every table is built with the given extra flags (default: none, i.e.
# the default thresholds; pass --paper for the paper's method alone, which
# on this corpus builds a much larger network). Everything goes to
# bench/out/mpeda-ted/ (git-ignored: the tables quote the shared texts).
# Environment: MPEDA_GENERAL_FLAGS replaces the flags for the general table
# (with --paper it does not fit this machine: every co-occurring pair of
# the whole corpus is an edge); MPEDA_CONTROL=1 also builds a control
# table, selected with a "domain" of 523 random lines of the general
# corpus instead of the references (no domain signal), to tell the
# selection's effect from the table's.
# Usage: nice bench/mpeda-ted.sh [KEEP [TABLE-MPEDA-FLAGS ...]]   (default keep 0.1)
set -euo pipefail
cd "$(dirname "$0")/.."
E=../shared/eval
[ -d "$E" ] || { echo "skip: $E not found" >&2; exit 0; }
T=$E/mqm-ted2021/tedtalks2021.zh-en
O=bench/out/mpeda-ted
mkdir -p "$O"
keep=${1:-0.1}
shift || true
flags=("$@")
go build -o "$O/parmesan" ./cmd/parmesan
P=$O/parmesan
dedup() { awk 'NF && !seen[$0]++'; }
{
	cat "$E"/*/*-en/refs/*.txt "$E"/*/*.en-*/src.txt
	if [ -d ../shared/ud/UD_English-EWT ]; then
		sed -n 's/^# text = //p' ../shared/ud/UD_English-EWT/*.conllu
	fi
} | grep -vxF -f "$T/refs/refB.txt" | dedup >"$O/general.txt"
dedup <"$T/refs/refB.txt" >"$O/domain.txt"
echo "general: $(wc -lw <"$O/general.txt") (lines words); domain: $(wc -lw <"$O/domain.txt")"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); flags: ${flags[*]:-(defaults)}"

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
# build NAME KEEP DOMAIN FLAGS...: a table from the general corpus.
build() {
	local name=$1 tab=$O/$1.gz keep=$2 dom=$3
	shift 3
	/usr/bin/time -o "$O/time" -f '%e s wall, %U+%S s CPU, %M KB peak RSS' \
		"$P" table mpeda --domain "$dom" --general "$O/general.txt" --keep "$keep" -o "$tab" \
		--compiled "${tab%.gz}.ptab" "$@" >"$O/$name.stats" 2>/dev/null
	echo "$name (keep $keep): $(grep -E '^(documents|pairs):' "$O/$name.stats" | sed 's/  */ /g' | paste -sd';'); $(cat "$O/time")"
	score "$name" -m 'exact stem synonym paraphrase' -a "${tab%.gz}.ptab"
}
args=()
score meteor-default
score wordnet-only -m 'exact stem synonym'
build mpeda "$keep" "$O/domain.txt" "${flags[@]}"
if [ "${MPEDA_CONTROL:-}" = 1 ]; then
	shuf -n "$(wc -l <"$O/domain.txt")" --random-source=<(yes 1) "$O/general.txt" >"$O/control-domain.txt"
	build control "$keep" "$O/control-domain.txt" "${flags[@]}"
fi
if [ -n "${MPEDA_GENERAL_FLAGS+set}" ]; then
	read -r -a gflags <<<"$MPEDA_GENERAL_FLAGS"
else
	gflags=("${flags[@]}")
fi
build markov-general 1 "$O/domain.txt" "${gflags[@]}"
"$P" correlate --human "$T/seg_scores.tsv" --human-systems "$T/human_systems.txt" --level seg \
	--stat pearson --stats pearson,kendall "${args[@]}"
