"""The README's Python blocks, copied (python/ci.sh runs them in a fresh
venv after the README's install). Keep in step with the README."""

# "Use from pycocoevalcap / nlg-eval"
from parmesan_mt.pycocoevalcap import Meteor    # was: from pycocoevalcap.meteor.meteor import Meteor
score, scores = Meteor().compute_score({1: ["the cat sat on the mat"]}, {1: ["a cat sat on the mat"]})
print(score, scores)

# "Use from Python"
from parmesan_mt import corpus_meteor, sentence_meteor, corpus_bleu
hyps, refs = ["a cat sat on the mat"], ["the cat sat on the mat"]
print(corpus_meteor(hyps, [refs]).score, corpus_meteor(hyps, [refs]).signature)
print(sentence_meteor(hyps[0], [refs[0]]).score, corpus_bleu(hyps, [refs]))
