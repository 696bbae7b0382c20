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
# clear error. CASES=issue38 runs only the third part: the cases of issue
# 38 (the Python package's server under Ctrl-C, unclosed objects and 1M
# segments; meteor++ alone; table mpeda under SIGTERM and odd --mem; the
# report with bidi names; the evaluate module; table restrict/build and
# the smaller usage errors), each with what it gave. CASES=alignment runs
# only the first part.
# Usage: bench/adversarial.sh [extra parmesan meteor options]
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
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
if [ "$cases" != issue27 ] && [ "$cases" != issue38 ]; then
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
[ "$cases" = all ] || [ "$cases" = issue27 ] || [ "$cases" = issue38 ] || exit 0

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
copyset() { rm -rf "$w/S.en-cs"; cp -r "$D" "$w/S.en-cs"; chmod -R u+w "$w/S.en-cs"; }
if [ "$cases" != issue38 ]; then
echo
echo "issue 27 cases (set: $D); time limit ${timeout} s"
printf '%-34s %7s %7s %4s  %s\n' case wall_s rss_MB exit "first line of stderr (else stdout)"
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
fi
[ "$cases" = all ] || [ "$cases" = issue38 ] || exit 0

# ---- issue 38: one row (or line) per case ------------------------------
echo
echo "issue 38 cases (set: $D); time limit ${timeout} s"
printf '%-34s %7s %7s %4s  %s\n' case wall_s rss_MB exit "first line of stderr (else stdout)"
py() { # NAME SCRIPT: the Python package of this tree with this binary
  local name=$1; shift
  printf '%-34s ' "$name"
  (cd "$w" && PYTHONPATH="$repo/python" PARMESAN_BINARY=$bin timeout "$timeout" python3 -c "$1" 2>&1 | tail -n 1) || echo "exit $?"
}
P=$bin
# 1: Ctrl-C during a large call, once and twice, then a call
py "#1 Ctrl-C in corpus_meteor" '
import os, signal, threading, time
from parmesan_mt import corpus_meteor
n = 100000
h = [f"the quick brown fox {i} jumps over the lazy dog" for i in range(n)]
r = [f"a quick brown fox {i} jumped over a lazy dog" for i in range(n)]
want = corpus_meteor(h[:3], [r[:3]], resources="embedded").score
out = []
for k in (1, 2):
    sent = []
    def go():
        for _ in range(k):
            time.sleep(2 if not sent else 0.05); sent.append(time.monotonic()); os.kill(os.getpid(), signal.SIGINT)
    threading.Thread(target=go, daemon=True).start()
    try:
        try:
            corpus_meteor(h, [r], resources="embedded"); out.append("finished")
        except KeyboardInterrupt:
            out.append(f"{k} SIGINT: KeyboardInterrupt after {time.monotonic() - sent[-1]:.3f} s"); time.sleep(0.3)
    except KeyboardInterrupt:
        pass
    out.append("next call " + ("ok" if corpus_meteor(h[:3], [r[:3]], resources="embedded").score == want else "WRONG"))
print("; ".join(out))'
py "#1 Ctrl-C in compute_score" '
import os, signal, threading, time
from parmesan_mt.pycocoevalcap import Meteor
n = 100000
m = Meteor(resources="embedded")
gts = {i: [f"a quick brown fox {i} jumped over a lazy dog"] for i in range(n)}
res = {i: [f"the quick brown fox {i} jumps over the lazy dog"] for i in range(n)}
want = m.compute_score({0: gts[0]}, {0: res[0]})
t = []
threading.Timer(2, lambda: (t.append(time.monotonic()), os.kill(os.getpid(), signal.SIGINT))).start()
try:
    m.compute_score(gts, res); print("finished")
except KeyboardInterrupt:
    print(f"KeyboardInterrupt after {time.monotonic() - t[0]:.3f} s; next call", "ok" if m.compute_score({0: gts[0]}, {0: res[0]}) == want else "WRONG")'
# 2: unclosed Meteor() objects
py "#2 10 unclosed Meteor(), gc" '
import gc, os
from parmesan_mt.pycocoevalcap import Meteor
for _ in range(10):
    Meteor(resources="embedded").compute_score({1: ["a cat"]}, {1: ["the cat"]})
gc.collect()
kids = sum(1 for d in os.listdir("/proc") if d.isdigit() and os.path.exists(f"/proc/{d}/stat")
           and open(f"/proc/{d}/stat").read().rsplit(")", 1)[1].split()[1] == str(os.getpid()))
print(f"server processes left after gc: {kids}")'
# 3: beyond one 16 MiB request line
py "#3 corpus_meteor 300k segments" '
import time, resource
from parmesan_mt import corpus_meteor
n = 300000
t = time.time()
s = corpus_meteor([f"a cat sat {i % 997}" for i in range(n)], [[f"the cat sat {i % 997}" for i in range(n)]], resources="embedded")
print(f"score {s.score:.4f}, {len(s.sentence_scores)} segment scores, {time.time() - t:.1f} s, Python peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")'
# 4: meteor++ alone and with meteor
printf 'the cats are sitting on the mat\nJohn walked to the old station\n' > "$w/pp.r"
printf 'a cat sat on the mats\nJohn walks to the station\n' > "$w/pp.h"
row "#4 meteor++ alone -m 'exact stem'" $P score -q -f tsv --copy-words ner:caps --metric meteor++ -m "exact stem" -r pp.r pp.h
cut -f 5,10 "$tmp/out" | sed 's/^/   /' | cut -c 1-120
row "#4 meteor++ with meteor" $P score -q -f tsv --copy-words ner:caps --metric meteor,meteor++ -m "exact stem" -r pp.r pp.h
grep 'meteor++' "$tmp/out" | cut -f 5,10 | sed 's/^/   /' | cut -c 1-120
row "#4 --metric bleu -m exact" $P score -q --metric bleu -m exact -r pp.r pp.h
# 5, 6: table mpeda under signals, --mem
mkdir -p "$w/mp3"
[ -x "$tmp/gen" ] || go build -o "$tmp/gen" ./bench/mpeda
"$tmp/gen" -tokens 300000 -domain-lines 5000 -general "$w/mp3/general.txt" -domain "$w/mp3/domain.txt"
for sig in TERM INT; do
  rm -rf "$w/mp3/tmp"; mkdir -p "$w/mp3/tmp"
  (cd "$w" || exit; $P table mpeda --lang none --domain mp3/domain.txt --general mp3/general.txt --mem 1M -j 8 --tmp mp3/tmp -o mp3/t.gz >/dev/null 2>&1 & p=$!
   for _ in $(seq 600); do [ "$(find mp3/tmp -name 'run-*' | wc -l)" -ge 3 ] && break; sleep 0.05; done
   t0=$(date +%s.%N); kill -$sig $p; wait $p; rc=$?; t1=$(date +%s.%N)
   printf '%-34s exit %s %.2f s after the signal; entries left in --tmp: %s; output: %s\n' "#5 table mpeda SIG$sig while spilling" \
     "$rc" "$(echo "$t1 - $t0" | bc)" "$(find mp3/tmp -mindepth 1 | wc -l)" "$(ls mp3/t.gz 2>/dev/null || echo none)")
done
for v in 1 0.5 512K nan inf 99999999999G; do
  row "#6 table mpeda --mem $v" $P table mpeda --lang none --domain mp3/domain.txt --general mp3/general.txt --mem "$v" -o mp3/m.gz
done
# 7: a right-to-left override in a system name, in the report
cp "$D/sys/$(ls "$D/sys" | head -n 1)" "$w/$(printf 'sys\u202eA.txt')"
row "#7 report, name with U+202E" sh -c "$P report -r '$D/ref.txt' sys*A.txt '$D/sys/'*.txt -o bidi.html"
printf '   raw U+202E in the page outside its data: %s\n' "$(sed 's|<script.*</script>||' "$w/bidi.html" | grep -c "$(printf '\u202e')")"
# 8: the evaluate module without the jar's tables; empty references
py "#8 hf_meteor cz de fr es ru, no table" '
import warnings
from parmesan_mt import hf_meteor
m = hf_meteor.load()
warnings.simplefilter("ignore")
out = []
for l in ("cz", "de", "fr", "es", "ru"):
    g = m.compute(predictions=["a b c d"], references=[["a b c e"]], lang=l, resources="embedded")
    out.append(l + " " + [f for f in g["signature"].split("|") if f.startswith("mods:")][0] + " %.4f" % g["meteor"])
g = m.compute(predictions=["a b"], references=[["a c"]], modules="exact", resources="embedded")
print(", ".join(out) + "; modules=exact: " + [f for f in g["signature"].split("|") if f.startswith("mods:")][0])'
py "#8 hf_meteor references=[[]]" '
from parmesan_mt import hf_meteor
try:
    hf_meteor.load().compute(predictions=["a b"], references=[[]], resources="embedded")
except Exception as e:
    print(type(e).__name__ + ": " + str(e))'
# 9, 10, 11
row "#9 --sub-corpus-ids unwritable" $P table mpeda --lang none --domain mp3/domain.txt --general mp3/general.txt -o mp3/s.gz --sub-corpus-ids no/such/dir/ids.tsv
printf '0.5\nkitten\ncat\n' > "$w/t10.txt"; printf 'stock prices rose\n' > "$w/c10.txt"
row "#10 table restrict keeps nothing" $P table restrict --corpus c10.txt -o r10.gz t10.txt
echo "   output written: $(ls "$w/r10.gz" 2>/dev/null || echo none)"
head -c 5000000 /dev/zero | tr '\0' x > "$w/long.dat"; echo >> "$w/long.dat"
row "#11 table build --thesaurus 5 MB line" $P table build --thesaurus long.dat -o th.gz
echo "   stderr: $(wc -c < "$tmp/err") bytes"
# 12
row "#12 score -l it -m 'exact lemma'" $P score -q -l it --norm=false -m "exact lemma" -r pp.r pp.h
# smaller
row "#s correlate --metric nope" $P correlate --set "$D" --metric nope --no-cache
row "#s correlate --tuned nope" $P correlate --set "$D" --tuned nope --no-cache
row "#s score --tuned ''" $P score -q --tuned "" -r pp.r pp.h
row "#s score --tuned twice" $P score -q --tuned meteor-en --tuned meteor-cs -r pp.r pp.h
row "#s --tuned meteor-cs --rewrite" $P score -q -l cs --tuned meteor-cs --rewrite -r pp.r pp.h
row "#s tune --folds 0 -o" $P tune --set "$D" -m exact --folds 0 -o p0.params
echo "   p0.params written: $(ls "$w/p0.params" 2>/dev/null || echo none)"
py "#s error after a killed server" '
import os, signal
from parmesan_mt.pycocoevalcap import Meteor
m = Meteor(resources="embedded")
m.compute_score({1: ["a"]}, {1: ["a"]})
os.kill(m.server._proc.pid, signal.SIGKILL)
try:
    m.compute_score({1: ["a"]}, {1: ["a"]})
except Exception as e:
    print(str(e), "| next call:", m.compute_score({1: ["a"]}, {1: ["a"]})[0])'
