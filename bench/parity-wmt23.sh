#!/usr/bin/env bash
# Records the outputs of the rewriting commands on WMT23 sets (German and
# English as well as Czech, which bench/parity-before-after.sh covers on
# HUME) so that a speed-up can be checked byte for byte against the
# binary before it: score --rewrite -l de with and without --source (every
# en-de system, per-segment JSON with the rewritten references), rewrite
# -o/--log for de and en, score --rewrite -l en on de-en, and correlate
# --metric parmesan on en-cs.
# Usage: bench/parity-wmt23.sh BIN OUTDIR [BASEDIR]   (BASEDIR: compare)
# Needs ../shared/eval/wmt23-general and the de, en, cs dictionaries;
# absent sets are skipped with a message. PARMESAN_CACHE_DIR is a fresh
# directory, so the first command of each kind runs cold.
set -uo pipefail
. "$(cd "$(dirname "$0")" && pwd)/parity-lib.sh"
parity_setup "$@"
wmt=$(realpath ../shared/eval/wmt23-general 2>/dev/null) || { echo "WMT23 sets not found under ../shared: nothing to record" >&2; exit 0; }
if [ -d "$wmt/generaltest2023.en-de" ]; then
  cd "$wmt/generaltest2023.en-de"
  run de-rewrite score -q --rewrite -l de -r ref.txt sys/*.txt
  run de-rewrite-source score -q --rewrite -l de --source src.txt -r ref.txt sys/*.txt
  run de-rewrite-json score -q -f json --sentence --rewrite -l de --source src.txt -r ref.txt sys/ONLINE-B.txt sys/AIRC.txt
  run de-rewrite-o rewrite -l de -r ref.txt -i sys/ONLINE-B.txt -o "$out/de-rewrite.txt" --log "$out/de-rewrite.jsonl"
  run de-rewrite-o-source rewrite -l de --source src.txt -r ref.txt -i sys/AIRC.txt -o "$out/de-rewrite-source.txt" --log "$out/de-rewrite-source.jsonl"
else
  echo "en-de absent: skipped" >&2
fi
if [ -d "$wmt/generaltest2023.de-en" ]; then
  cd "$wmt/generaltest2023.de-en"
  run en-rewrite score -q --rewrite -l en -r ref.txt sys/*.txt
  run en-rewrite-o rewrite -l en -r ref.txt -i sys/AIRC.txt -o "$out/en-rewrite.txt" --log "$out/en-rewrite.jsonl"
else
  echo "de-en absent: skipped" >&2
fi
if [ -d "$wmt/generaltest2023.en-cs" ]; then
  run cs-correlate correlate --set "$wmt/generaltest2023.en-cs" --metric parmesan,meteor,chrf
  cd "$wmt/generaltest2023.en-cs"
  run cs-rewrite-o rewrite -l cs -r ref.txt -i sys/ONLINE-B.txt -o "$out/cs-rewrite.txt" --log "$out/cs-rewrite.jsonl"
else
  echo "en-cs absent: skipped" >&2
fi
if [ -n "$base" ]; then
  compare_outputs "$base" "$out"
fi
