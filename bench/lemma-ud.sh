#!/usr/bin/env bash
# Lemma, UPOS and FEATS accuracy (and Gender/Number/Case) of the built-in
# analyzers on UD test splits, as a Markdown table: Czech (lemma/cs,
# hunspell-cs and hand-written rules) on Czech-PUD, English (lemma/en)
# on EWT, and German, Polish, Russian, Romanian, French and Spanish
# (lemma/hunspell: the system hunspell dictionary with tags learned from,
# and a tagger trained on, the treebank's dev split) on German-GSD,
# Polish-PDB, Russian-GSD, Romanian-RRT, French-GSD and Spanish-GSD.
# Gold tokenization ("parmesan lemma eval"). Needs ../shared/ud and the
# hunspell-* packages of .ci/run.
# Usage: bench/lemma-ud.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ud=${PARMESAN_UD:-../shared/ud}
if [ ! -d "$ud" ]; then
  echo "UD treebanks not found at $ud: nothing to measure" >&2
  exit 0
fi
export PARMESAN_UD=$(cd "$ud" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/parmesan" ./cmd/parmesan
echo "| language | analyzer | test set | tokens | lemma | UPOS | FEATS | Gender | Number | Case |"
echo "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"
while read -r lang analyzer file; do
  if [ ! -f "$ud/$file" ]; then
    echo "| $lang | $analyzer | $file absent | | | | | | | |"
    continue
  fi
  if ! "$tmp/parmesan" lemma eval -l "$lang" --conllu "$ud/$file" --format json > "$tmp/out.json" 2> "$tmp/err"; then
    echo "| $lang | $analyzer | $(basename "$file"): $(head -c 200 "$tmp/err") | | | | | | | |"
    continue
  fi
  python3 - "$lang" "$analyzer" "$(basename "$file")" "$tmp/out.json" <<'PY'
import json, sys
lang, analyzer, name, path = sys.argv[1:]
s = json.load(open(path))
f = s.get("per_feature", {})
g = lambda k: "%.3f" % f[k] if k in f else "–"
print("| %s | %s | %s | %d | %.3f | %.3f | %.3f | %s | %s | %s |" % (lang, analyzer, name, s["tokens"],
      s["lemma_accuracy"], s["upos_accuracy"], s["feats_accuracy"], g("Gender"), g("Number"), g("Case")))
PY
done <<'LIST'
cs lemma/cs UD_Czech-PUD/cs_pud-ud-test.conllu
en lemma/en UD_English-EWT/en_ewt-ud-test.conllu
de lemma/hunspell UD_German-GSD/de_gsd-ud-test.conllu
pl lemma/hunspell UD_Polish-PDB/pl_pdb-ud-test.conllu
ru lemma/hunspell UD_Russian-GSD/ru_gsd-ud-test.conllu
ro lemma/hunspell UD_Romanian-RRT/ro_rrt-ud-test.conllu
fr lemma/hunspell UD_French-GSD/fr_gsd-ud-test.conllu
es lemma/hunspell UD_Spanish-GSD/es_gsd-ud-test.conllu
LIST
