#!/usr/bin/env bash
# The pycocoevalcap drop-in on all of ../shared/bench/bench-100k: a
# directory laid out as pycocoevalcap's meteor/ package (a jar-layout zip of
# the reference's resources, the shared WordNet table at
# data/paraphrase-en.gz), Meteor().compute_score from the Python package
# (one SCORE per pair, one EVAL: the client's exchange with "parmesan meteor
# - - -stdio -l en -norm", zero configuration), and the corpus score
# compared with the Java reference's on the same data and resources.
# BIN=path/to/parmesan measures that binary instead of building this tree.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=../shared/bench/bench-100k
if [ ! -f "$bench/hyp.txt" ]; then
  echo "bench-100k not found under ../shared: nothing to measure" >&2
  exit 0
fi
want=0.32073623049226163   # the Java reference (bench/meteor-100k.sh's figure)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=${BIN:-$tmp/parmesan}
[ -n "${BIN:-}" ] || go build -o "$bin" ./cmd/parmesan
PARMESAN_BINARY=$bin PYTHONPATH=python:python/tests python3 - "$bench" "$tmp/layout" "$want" <<'PY'
import sys, time
from _common import client_layout
from parmesan_mt.pycocoevalcap import Meteor
bench, layout, want = sys.argv[1], sys.argv[2], sys.argv[3]
client_layout(layout)
with open(f"{bench}/hyp.txt", encoding="utf-8") as f:
    hyps = f.read().split("\n")[:-1]
with open(f"{bench}/ref.txt", encoding="utf-8") as f:
    refs = f.read().split("\n")[:-1]
m = Meteor(resources=layout)
t = time.perf_counter()
score, scores = m.compute_score({i: [r] for i, r in enumerate(refs)}, {i: [h] for i, h in enumerate(hyps)})
dt = time.perf_counter() - t
print(f"{len(hyps)} pairs in {dt:.1f} s: corpus {score!r}, Java reference {want}: {'IDENTICAL' if repr(score) == want else 'DIFFERENT'}")
PY
