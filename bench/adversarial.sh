#!/usr/bin/env bash
# Adversarial alignment inputs (issue 16, defect 1): times "parmesan meteor"
# on one-segment files of 1k/4k/16k/64k random words (hypothesis and
# reference drawn independently from a 1,000-word vocabulary, so every
# word recurs), the same sizes of "the the …" against itself, and a 1 MB
# line of random words in both files. Prints wall time, user+sys CPU time,
# peak RSS and the exit status per case; a case is killed after
# $TIMEOUT seconds (default 60). Target: every case < 5 s and < 500 MB.
# With ../shared present it runs the reference's English configuration
# (-l en -norm, all four modules); otherwise exact and stem only.
# CASES=issue27 runs only the second part: one row per case of issue 27
# (hostile input to correlate, tune, TER, the caches, stdio, report and
# table mpeda), each printing wall time and peak RSS from /usr/bin/time -v,
# the exit status and what came out; target: < 5 s and < 500 MB, or a
# clear error. CASES=alignment runs only the first part.
# Usage: bench/adversarial.sh [extra parmesan meteor options]
set -euo pipefail
cd "$(dirname "$0")/.."
timeout=${TIMEOUT:-60}
shared=$(cd "${SHARED:-../shared}" 2>/dev/null && pwd || echo ../shared)
args=(-l en -norm)
if [ -d "$shared/resources/meteor-1.5" ]; then
  args+=(-a "$shared/resources/paraphrase/wordnet-en.gz" -resources "$shared/resources/meteor-1.5")
else
  args+=(-m "exact stem")
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/parmesan
go build -o "$bin" ./cmd/parmesan

# words N SEED: N space-separated words from a fixed 1,000-word vocabulary
# of pseudo-random 3–8 letter strings (deterministic for a seed).
words() {
  awk -v n="$1" -v seed="$2" 'BEGIN {
    srand(7)
    for (v = 0; v < 1000; v++) {
      w = ""; l = 3 + int(rand() * 6)
      for (c = 0; c < l; c++) w = w substr("abcdefghijklmnopqrstuvwxyz", 1 + int(rand() * 26), 1)
      voc[v] = w
    }
    srand(seed)
    for (i = 0; i < n; i++) printf "%s%s", (i ? " " : ""), voc[int(rand() * 1000)]
    printf "\n"
  }'
}
# bytes N SEED: random words, N bytes on one line.
bytes() { words $(($1 / 4)) "$2" | cut -c "1-$1"; }
repeat() { awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "%s", (i ? " the" : "the"); printf "\n" }'; }

run() { # name hypfile reffile
  local t=$tmp/time rc=0
  /usr/bin/time -f '%e %U %S %M' -o "$t" timeout "$timeout" "$bin" meteor "$2" "$3" "${args[@]}" -q "${extra[@]}" \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
  read -r wall user sys rss < <(tail -n 1 "$t")
  local note=""
  [ "$rc" = 124 ] && note="killed after ${timeout} s"
  [ "$rc" != 0 ] && [ "$rc" != 124 ] && note="exit $rc: $(grep -v '^[0-9.]*$' "$tmp/err" | head -n 1)"
  printf '%-22s %8.2f %8.2f %8.0f  %-20s %s\n' "$1" "$wall" "$(echo "$user + $sys" | bc)" $((rss / 1024)) \
    "$(grep -v '^Warning' "$tmp/out" | tail -n 1)" "$note"
}
extra=("$@")
cases=${CASES:-all}
if [ "$cases" != issue27 ]; then
printf '%-22s %8s %8s %8s  %-20s %s\n' case wall_s cpu_s rss_MB score note
sizes="1000 4000 16000 64000"
[ "$cases" = 1mb ] && sizes=""
for n in $sizes; do
  words "$n" 1 > "$tmp/h"; words "$n" 2 > "$tmp/r"
  run "random $n" "$tmp/h" "$tmp/r"
done
for n in $sizes; do
  repeat "$n" > "$tmp/h"
  run "the-the $n" "$tmp/h" "$tmp/h"
done
bytes 1000000 3 > "$tmp/h"; bytes 1000000 4 > "$tmp/r"
run "1MB line" "$tmp/h" "$tmp/r"
fi
[ "$cases" = all ] || [ "$cases" = issue27 ] || exit 0

# ---- issue 27: one row per case --------------------------------------
set +e +o pipefail # rows report failures; they do not stop the script
# row NAME CMD...: runs CMD under /usr/bin/time -v (killed after $timeout
# s) in $tmp/w; prints wall s, peak RSS MB, exit status, and the first
# line of stderr (else of stdout), control characters made visible.
row() {
  local name=$1 rc=0; shift
  (cd "$tmp/w" && /usr/bin/time -v -o "$tmp/tv" timeout "$timeout" "$@" > "$tmp/out" 2> "$tmp/err") || rc=$?
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$tmp/tv")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$tmp/tv")
  local what
  what=$(grep -v -e '^Command exited' -e '^$' "$tmp/err" | head -n 1)
  [ -n "$what" ] || what=$(head -n 1 "$tmp/out")
  printf '%-34s %7.2f %7s %4s  %s\n' "$name" "$wall" "$rss" "$rc" "$(printf '%s' "$what" | cut -c 1-110 | cat -v)"
}
P=$bin
w=$tmp/w; mkdir -p "$w"
D=$shared/eval/hume-round2/hume2016.en-cs
if [ ! -d "$D" ]; then # a toy set from the example texts
  D=$tmp/toy.en-en; mkdir -p "$D/sys"
  cp testdata/example/ref.txt "$D/ref.txt"
  cp testdata/example/hyp.txt "$D/sys/A.txt"; cp testdata/example/hyp2.txt "$D/sys/B.txt"; cp testdata/example/ref.txt "$D/sys/C.txt"
  n=$(wc -l < "$D/ref.txt")
  for s in A B C; do for ((i = 0; i < n; i++)); do printf '%s\t%d\t%d\n' "$s" "$i" $(((i * 7 + ${#s}) % 5)); done; done > "$D/seg_scores.tsv"
  printf 'A\t1\nB\t2\nC\t3\n' > "$D/sys_scores.tsv"
fi
echo
echo "issue 27 cases (set: $D); time limit ${timeout} s"
printf '%-34s %7s %7s %4s  %s\n' case wall_s rss_MB exit "first line of stderr (else stdout)"
copyset() { rm -rf "$w/S.en-cs"; cp -r "$D" "$w/S.en-cs"; chmod -R u+w "$w/S.en-cs"; }
# 1: a segment index of 9e18
printf 'A\t0\t1\nA\t9000000000000000000\t2\nB\t0\t2\nB\t1\t1\nC\t0\t3\nC\t1\t0\n' > "$w/h.tsv"
row "#1 correlate index 9e18" $P correlate --human h.tsv --scores m=h.tsv --resamples 100
copyset; printf 'Chimera\t9000000000000000000\t1\n' >> "$w/S.en-cs/seg_scores.tsv"
row "#1 correlate --set index 9e18" $P correlate --set S.en-cs --metric bleu --no-cache
# 2: TER / m-TER on a 50k-token line
words 50000 5 > "$w/long.h"; words 50000 6 > "$w/long.r"
row "#2 score --metric ter 50k tokens" $P score -q --metric ter -r long.r long.h
row "#2 score --metric m-ter 50k tokens" $P score -q --metric m-ter -m exact -r long.r long.h
row "#2 meteor -m exact 50k (comparison)" $P score -q --metric meteor -m exact -r long.r long.h
words 10000 5 > "$w/mid.h"; words 10000 6 > "$w/mid.r"
row "#2 ter 10k, --max-segment-tokens 0" $P score -q --metric ter --max-segment-tokens 0 -r mid.r mid.h
row "#2 ter 10k, default budget" $P score -q --metric ter -r mid.r mid.h
# 3, 15, 10: tune ranges
row "#3 tune --alpha 0:1:1e-12" $P tune --set "$D" -m exact --folds 0 --alpha 0:1:1e-12
row "#3 tune --alpha 0:1:0" $P tune --set "$D" -m exact --folds 0 --alpha 0:1:0
row "#3 tune default grid > --max-grid" $P tune --set "$D" -m exact --folds 0 --max-grid 1000
row "#15 tune --alpha NaN:1:0.1" $P tune --set "$D" -m exact --folds 0 --alpha NaN:1:0.1
row "#10 tune --alpha 2:3:0.5" $P tune --set "$D" -m exact --folds 0 --alpha 2:3:0.5
printf 'params 2.5 1 0.5 0.5\n' > "$w/bad.params"
row "#10 score --param-file alpha 2.5" $P score -q -r "$D/ref.txt" "$D/ref.txt" --param-file bad.params
# 4: a corrupted cache entry (4 bytes flipped, same size)
rm -rf "$w/cache"
$P correlate --set "$D" --metric bleu,chrf --cache-dir "$w/cache" --resamples 200 > "$w/corr.1" 2>/dev/null
f=$(find "$w/cache" -name '*.bin' | head -n 1)
printf '\xff\xff\xff\xff' | dd of="$f" bs=1 seek=$(($(stat -c %s "$f") - 60)) conv=notrunc status=none
row "#4 correlate, flipped cache bytes" $P correlate --set "$D" --metric bleu,chrf --cache-dir "$w/cache" --resamples 200
cmp -s "$tmp/out" "$w/corr.1" && echo "   (same output as before the corruption: the entry was recomputed)" || echo "   OUTPUT DIFFERS after the corruption"
# 5, 6: the --set reader's rules
copyset; printf 'Chimera\t0\t+Inf\n' >> "$w/S.en-cs/seg_scores.tsv"
row "#5 seg_scores +Inf" $P correlate --set S.en-cs --metric bleu --no-cache
copyset; head -n 1 "$D/seg_scores.tsv" >> "$w/S.en-cs/seg_scores.tsv"
row "#5 seg_scores duplicate row" $P correlate --set S.en-cs --metric bleu --no-cache
printf 'A\t1\nB\t2\nC\t3\nD\t4\n' > "$w/hs.tsv"; printf 'A\t1e308\nB\t-1e308\nC\t1e308\nD\t5\n' > "$w/big.tsv"
row "#5 --human scores of 1e308" $P correlate --human hs.tsv --scores m=big.tsv --resamples 100
copyset; : > "$w/S.en-cs/seg_scores.tsv"
row "#6 empty seg_scores.tsv" $P correlate --set S.en-cs --metric bleu --no-cache
# 7, 8, 9
printf 'A\t0.1\nB \t0.2\nC\tnan\nD\t0.4\n' > "$w/m7.tsv"
row "#7 dropped systems, 2 left" $P correlate --human hs.tsv --scores m=m7.tsv
row "#8 --scores m=a --scores m=b" $P correlate --human hs.tsv --scores m=hs.tsv --scores m=big.tsv
printf 'A\t1\nB\t2\nC\t3\n' > "$w/h3.tsv"
row "#9 kendall of a perfect ranking" $P correlate --human h3.tsv --scores m=h3.tsv --stat kendall --format tsv --resamples 50
tail -n 1 "$tmp/out" | cut -f 1-5 | sed 's/^/   /'
# 11: tune with infinite human scores
copyset; sed -i '1s/\t[^\t]*$/\tinf/' "$w/S.en-cs/seg_scores.tsv"
row "#11 tune, human score inf" $P tune --set S.en-cs -m exact --folds 0
# 12, 13, 14
row "#12 copywords --min-human NaN" $P copywords extract --set "$D" --min-human NaN -o cw.txt
: > "$w/empty"
row "#13 score --metric bleu, empty files" $P score -q --metric bleu -r empty empty
printf 'a b c\n\nd e f\n' > "$w/gap"; printf 'a b c\nx y\nd e f\n' > "$w/full"
row "#13 empty reference line (sacrebleu)" $P score -q --metric bleu,chrf,ter -r gap full
row "#13 empty hypothesis line" $P score -q --metric bleu,chrf,ter -r full gap
printf 'EVAL ||| %s\n' "$(printf '1 %.0s' $(seq 23))" > "$w/eval.in"
row "#14 meteor -stdio EVAL 23 ones" sh -c "$P meteor - - -stdio -l en -m exact < eval.in"
# 16: leftovers
rm -f "$w"/.r.html.*; printf 'x' > "$w/.r.html.parmesan-999999-dead"
row "#16 report after a SIGKILL leftover" $P report -r "$D/ref.txt" "$D/sys/"*.txt -o r.html
echo "   leftovers beside r.html: $(find "$w" -maxdepth 1 -name '.r.html.*' | wc -l)"
(cd "$w" && $P report -r "$D/ref.txt" "$D/sys/"*.txt -o r.html 2>/dev/null & p=$!; sleep 0.5; kill -9 $p 2>/dev/null; wait $p 2>/dev/null) || true
echo "   after report killed with -9 at 0.5 s: $(find "$w" -maxdepth 1 -name '.r.html.*' | wc -l) leftover(s); the next run removes them:"
row "#16 report, next run" $P report -r "$D/ref.txt" "$D/sys/"*.txt -o r.html
echo "   leftovers beside r.html: $(find "$w" -maxdepth 1 -name '.r.html.*' | wc -l)"
go -C bench build -o "$tmp/gen" ./mpeda
mkdir -p "$w/mp/tmp"; "$tmp/gen" -tokens 300000 -domain-lines 5000 -general "$w/mp/general.txt" -domain "$w/mp/domain.txt"
(cd "$w" && timeout --preserve-status -s INT 1.5 $P table mpeda --lang none --domain mp/domain.txt --general mp/general.txt --mem 1M --tmp mp/tmp -o mp/t.gz >/dev/null 2>&1; echo "   table mpeda interrupted (SIGINT at 1.5 s): exit $?, entries left in --tmp: $(ls "$w/mp/tmp" | wc -l)")
(cd "$w" && $P table mpeda --lang none --domain mp/domain.txt --general mp/general.txt --mem 1M --tmp mp/tmp -o mp/t.gz >/dev/null 2>&1 & p=$!; sleep 1.5; kill -9 $p; wait $p 2>/dev/null; echo "   table mpeda killed (SIGKILL at 1.5 s): entries left in --tmp: $(ls "$w/mp/tmp" | wc -l)") || true
row "#16 table mpeda, next run" $P table mpeda --lang none --domain mp/domain.txt --general mp/general.txt --mem 1M --tmp mp/tmp -o mp/t.gz
echo "   entries left in --tmp after it: $(ls "$w/mp/tmp" | wc -l)"
# 17: unusable cache directories
: > "$w/cachefile"
row "#17 correlate, cache dir is a file" $P correlate --set "$D" --metric bleu --cache-dir cachefile --resamples 100
row "#17 correlate, cache dir under /proc" $P correlate --set "$D" --metric bleu --cache-dir /proc/parmesan --resamples 100
# 18: escapes in names
cp "$D/ref.txt" "$w/$(printf 'sys\033[2J\033]0;pwned\a')"
row "#18 score, name with ESC sequences" sh -c "$P score -q --metric bleu -r '$D/ref.txt' sys*"
grep -q "$(printf '\033')" "$tmp/out" && echo "   RAW ESC IN OUTPUT" || echo "   no raw ESC in the output"
row "#18 correlate, metric name with ESC" $P correlate --human h3.tsv --scores "$(printf 'm\033[31m')=h3.tsv" --resamples 50
grep -q "$(printf '\033')" "$tmp/out" && echo "   RAW ESC IN OUTPUT" || echo "   no raw ESC in the output"
# 19, 20, h
row "#19 tune -o into a missing dir" $P tune --set "$D" -m exact --folds 0 -o missing/dir/p.params
row "#20 correlate --alpha 2" $P correlate --human h3.tsv --scores m=h3.tsv --alpha 2
row "#20 score --task nope" $P score -q -r "$D/ref.txt" "$D/ref.txt" --task nope
row "#20 tune --folds -1" $P tune --set "$D" --folds -1
cp "$D/sys/$(ls "$D/sys" | head -n 1)" "$w/h"
row "#21 score -r ref h (a file named h)" $P score -q --metric bleu -r "$D/ref.txt" h
