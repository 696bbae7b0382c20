#!/usr/bin/env bash
# Records the Czech outputs of WMT23 en-cs (all 15 systems) that a speed-up
# of lemma/cs or of correlate's orchestration must keep byte for byte:
# correlate --set with --metric parmesan,meteor,chrf (text, json, tsv; system
# and segment level), parmesan-unfixed and tuned:parmesan-cs, chrf@parmesan;
# score --rewrite -l cs (every system; text, and per-segment JSON with the
# rewritten references); score --rewrite -l cs --source; rewrite -o/--log.
# Usage: bench/parity-cs.sh BIN OUTDIR [BASEDIR]   (BASEDIR: compare)
# Needs ../shared/eval/wmt23-general/generaltest2023.en-cs, hunspell-cs,
# mythes-cs and dict-freedict-eng-ces; absent inputs are skipped with a
# message. PARMESAN_CACHE_DIR is a fresh directory, so correlate always scores.
set -uo pipefail
. "$(cd "$(dirname "$0")" && pwd)/parity-lib.sh"
parity_setup "$@"
set_=$(realpath ../shared/eval/wmt23-general/generaltest2023.en-cs 2>/dev/null) || { echo "WMT23 en-cs not found under ../shared: nothing to record" >&2; exit 0; }
PARITY_COLD_CORRELATE=1
run correlate correlate --set "$set_" --metric parmesan,meteor,chrf
run correlate-json correlate --set "$set_" --metric parmesan,meteor,chrf -f json
run correlate-tsv-sys correlate --set "$set_" --metric parmesan,meteor,chrf -f tsv --level sys
run correlate-meteor-chrf correlate --set "$set_" --metric meteor,chrf
run correlate-variants correlate --set "$set_" --metric parmesan-unfixed,tuned:parmesan-cs,chrf@parmesan -f json
cd "$set_"
run score-rewrite score -q --rewrite -l cs -r ref.txt sys/*.txt
run score-rewrite-json score -q -f json --sentence --rewrite -l cs -r ref.txt sys/*.txt
run score-rewrite-source score -q --rewrite -l cs --source src.txt -r ref.txt sys/ONLINE-B.txt sys/GPT4-5shot.txt sys/CUNI-GA.txt
run rewrite-o rewrite -l cs -r ref.txt -i sys/ONLINE-B.txt -o "$out/rewrite.txt" --log "$out/rewrite.jsonl"
if [ -n "$base" ]; then
  compare_outputs "$base" "$out"
fi
