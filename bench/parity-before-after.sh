#!/usr/bin/env bash
# Records the outputs of representative parmesan commands (score, score
# --rewrite -l cs with and without --source, the metric family with
# --both, --confidence, rewrite, report, correlate --set, tune on a small
# grid, meteor on the oracle example) so that a refactoring can be checked
# byte for byte against the binary before it.
# Usage: bench/parity-before-after.sh BIN OUTDIR      record BIN's outputs
#        bench/parity-before-after.sh BIN OUTDIR BASEDIR  also compare with BASEDIR
# Needs ../shared (eval/hume-round2 en-cs, oracle/meteor-1.5), hunspell-cs,
# mythes-cs and dict-freedict-eng-ces; cases whose inputs are absent are
# skipped with a message. PARMESAN_CACHE_DIR is pointed at a fresh directory
# so the statistics cache of correlate is cold on every run.
set -uo pipefail
. "$(cd "$(dirname "$0")" && pwd)/parity-lib.sh"
parity_setup "$@"
hume=$(realpath ../shared/eval/hume-round2/hume2016.en-cs)
ex=$(realpath ../shared/oracle/meteor-1.5/example)
if [ ! -f "$hume/ref.txt" ]; then
  echo "HUME en-cs not found under ../shared: nothing to record" >&2
  exit 0
fi
# A small corpus: the first 60 segments of HUME en-cs, three systems.
small=$(mktemp -d)
trap 'rm -rf "$cache" "'"$small"'"' EXIT
for f in ref src sys/Chimera sys/NMT sys/Tecto; do
  mkdir -p "$(dirname "$small/$f")"
  head -n 60 "$hume/$f.txt" > "$small/$f.txt"
done
# Relative paths, so that system names do not depend on the temporary directory.
cd "$small"
small=.
sys=(sys/Chimera.txt sys/NMT.txt sys/Tecto.txt)
run score-en score -q -r "$small/ref.txt" "${sys[@]}"
run score-en-json score -q -f json --sentence -r "$small/ref.txt" "${sys[@]}"
run score-cs score -q -l cs -r "$small/ref.txt" "${sys[@]}"
run score-cs-rewrite score -q --rewrite -l cs -r "$small/ref.txt" "${sys[@]}"
run score-cs-rewrite-source score -q --rewrite -l cs --source "$small/src.txt" -r "$small/ref.txt" "${sys[@]}"
run score-cs-rewrite-nofix score -q --rewrite --no-fix -l cs -r "$small/ref.txt" "${sys[@]}"
run score-cs-rewrite-json score -q -f json --rewrite -l cs --source "$small/src.txt" -r "$small/ref.txt" "${sys[@]}"
run score-cs-metrics-both score -q --rewrite -l cs --metric meteor,bleu,chrf,ter,m-bleu --both -r "$small/ref.txt" "${sys[@]}"
run score-cs-metrics-both-source score -q --rewrite -l cs --source "$small/src.txt" --metric meteor,bleu,chrf,ter,m-bleu --both -r "$small/ref.txt" "${sys[@]}"
run score-cs-metrics-json score -q -f json --metric meteor,bleu,chrf,ter,m-bleu,m-ter -l cs -r "$small/ref.txt" "${sys[@]}"
run score-cs-confidence score -q -l cs --confidence --trials 200 --resamples 200 -r "$small/ref.txt" "${sys[@]}"
run score-cs-rewrite-confidence score -q -l cs --rewrite --confidence --trials 200 --resamples 200 -r "$small/ref.txt" "${sys[@]}"
run score-cs-metrics-confidence score -q -l cs --metric meteor,chrf --rewrite --both --confidence --trials 200 --resamples 200 -r "$small/ref.txt" "${sys[@]}"
run copywords-cs copywords extract --set "$hume" --min-human 0.8 -l cs -o "$out/copywords-cs.txt"
run score-cs-meteorpp score -q --rewrite --both -l cs --metric meteor,meteor++ --copy-words "$out/copywords-cs.txt" -r "$small/ref.txt" "${sys[@]}"
run score-en-meteorpp score -q --metric meteor,meteor++ --copy-words "$out/copywords-cs.txt" -r "$small/ref.txt" "${sys[@]}"
run rewrite-cs rewrite -l cs -r "$small/ref.txt" -i "${sys[0]}" -o "$out/rewrite-cs.txt" --log "$out/rewrite-cs.jsonl"
run rewrite-cs-source rewrite -l cs --source "$small/src.txt" -r "$small/ref.txt" -i "${sys[0]}" -o "$out/rewrite-cs-source.txt" --log "$out/rewrite-cs-source.jsonl"
run report-cs report -l cs --trials 200 --resamples 200 -o "$out/report-cs.html" -r "$small/ref.txt" "${sys[@]}"
run report-cs-rewrite report -l cs --rewrite --source "$small/src.txt" --trials 200 --resamples 200 -o "$out/report-cs-rewrite.html" -r "$small/ref.txt" "${sys[@]}"
run correlate-hume correlate --set "$hume" --metric meteor,parmesan,chrf,bleu --resamples 100
run tune-hume tune --set "$hume" --folds 2 --alpha 0.8:0.9:0.05 --beta 1:2:0.5 --gamma 0.2:0.3:0.1 --delta 0.7:0.8:0.1 -l cs
run tune-hume-rewrite tune --set "$hume" --folds 2 --rewrite --alpha 0.8:0.9:0.05 --beta 1:2:0.5 --gamma 0.2:0.3:0.1 --delta 0.7:0.8:0.1 -l cs
run tune-hume-rewrite-source tune --set "$hume" --folds 2 --rewrite --source "$hume/src.txt" --alpha 0.8:0.9:0.05 --beta 1:2:0.5 --gamma 0.2:0.3:0.1 --delta 0.7:0.8:0.1 -l cs
if [ -f "$ex/test.sgm" ]; then
  run meteor-example meteor "$ex/test.sgm" "$ex/ref.sgm" -sgml -l en -norm -f "$out/meteor-example"
else
  echo "oracle example absent: meteor case skipped" >&2
fi
run list list
# The HTML reports embed the run; keep them as they are written.
if [ -n "$base" ]; then
  compare_outputs "$base" "$out"
fi
