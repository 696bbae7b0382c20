#!/usr/bin/env bash
# logs.sh BIN SET LANG OUT [SRCLANG]: the rewriter's logs for a judged
# measurement (bench/recall subs and sample read them). Runs
#   BIN rewrite -l LANG -r SET/ref.txt -i SET/sys/X.txt -o OUT/X.out --log OUT/X.jsonl
# for every system X (minus human_systems.txt), with --source SET/src.txt
# --source-lang SRCLANG when SRCLANG is given; prints substitutions per
# segment over all systems.
set -euo pipefail
bin=$1 set=$2 lang=$3 out=$4 srclang=${5:-}
mkdir -p "$out"
src=()
if [[ -n $srclang ]]; then src=(--source "$set/src.txt" --source-lang "$srclang"); fi
human=()
[[ -f $set/human_systems.txt ]] && mapfile -t human < "$set/human_systems.txt"
segs=0 subs=0
for f in "$set"/sys/*.txt; do
	x=$(basename "$f" .txt)
	for h in "${human[@]}"; do [[ $h == "$x" ]] && continue 2; done
	line=$("$bin" rewrite -l "$lang" -r "$set/ref.txt" -i "$f" -o "$out/$x.out" --log "$out/$x.jsonl" "${src[@]}" 2>&1 | grep ' segments, ')
	# "N segments, M substitutions (…)"
	read -r n _ m _ <<<"$line"
	segs=$((segs + n)) subs=$((subs + m))
done
awk -v s="$subs" -v n="$segs" 'BEGIN { printf "substitutions %d, segments %d, per segment %.3f\n", s, n, s / n }'
