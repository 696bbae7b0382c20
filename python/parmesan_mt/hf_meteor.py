"""Meteor 1.5 as a Hugging Face ``evaluate`` metric module.

    import evaluate, parmesan_mt.hf_meteor as m
    meteor = evaluate.load(m.__file__)        # loads locally, no Hub access
    meteor.compute(predictions=[...], references=[...])

Without the evaluate package, ``parmesan_mt.hf_meteor.load()`` gives an
object with the same ``compute`` call. The numbers are Meteor 1.5's (the
reference jar's algorithm, parameters and normalizer), not NLTK's
approximation that evaluate's own "meteor" module computes: "meteor" is the
corpus score (aggregated statistics, as the reference's system score),
"scores" the segment scores, "signature" what was computed.
"""

try:  # the real base classes when evaluate is installed
    import datasets
    import evaluate
    _Base = evaluate.Metric
except ImportError:  # pragma: no cover - exercised when evaluate is absent
    datasets = evaluate = None

    class _Base:
        """The part of evaluate.Metric's interface this module needs."""

        def compute(self, *, predictions=None, references=None, **kwargs):
            return self._compute(predictions=predictions, references=references, **kwargs)

import warnings

from parmesan_mt._errors import ParmesanError
from parmesan_mt.metrics import corpus_meteor

_DESCRIPTION = "Meteor 1.5 (Denkowski & Lavie 2014), bit-identical to the reference scorer with its resources."
_KWARGS_DESCRIPTION = """
Args:
    predictions: list of hypotheses.
    references: list of references, one string or a list of strings per prediction.
    lang: Meteor language (default "en"); norm: tokenize and lowercase (default True);
    modules: Meteor's matchers, e.g. "exact stem" (default: the language's; see below);
    resources: as parmesan_mt.MeteorServer's (None: the jar's when pycocoevalcap is installed).
Returns:
    meteor: the corpus score; scores: the segment scores; signature: the settings.

Without the reference's paraphrase table for cz, de, es, fr or ru (no jar
resources, no paraphrase_table), the language's matchers are used without
the paraphrase module, with a warning, as "parmesan score" does; the
signature's mods field says which matched.
"""

# The reference's default matchers of the languages whose paraphrase
# tables parmesan does not embed, without the paraphrase module
# (meteor.Config's modsCz and modsEuro less paraphrase).
_WITHOUT_TABLE = {"cz": "exact", "cs": "exact", "de": "exact stem", "es": "exact stem",
                  "fr": "exact stem", "ru": "exact stem"}


def _reference_lists(predictions, references):
    """One list of reference strings per prediction, checked in the
    caller's terms (predictions/references), not in sacrebleu's streams."""
    if predictions is None or references is None:
        raise ValueError("give predictions and references")
    if len(predictions) != len(references):
        raise ValueError(f"{len(predictions)} predictions but {len(references)} references")
    refs = []
    for i, r in enumerate(references):
        r = [r] if isinstance(r, str) else list(r)
        if not r:
            raise ValueError(f"references[{i}] is empty: prediction {i} needs at least one reference")
        for j, x in enumerate(r):
            if not isinstance(x, str):
                raise ValueError(f"references[{i}][{j}] is {type(x).__name__}, not a string")
        refs.append(r)
    for i, p in enumerate(predictions):
        if not isinstance(p, str):
            raise ValueError(f"predictions[{i}] is {type(p).__name__}, not a string")
    return refs


class ParmesanMeteor(_Base):
    """Meteor 1.5 through parmesan."""

    def _info(self):
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation="",
            inputs_description=_KWARGS_DESCRIPTION,
            features=[
                datasets.Features({"predictions": datasets.Value("string"),
                                   "references": datasets.Sequence(datasets.Value("string"))}),
                datasets.Features({"predictions": datasets.Value("string"),
                                   "references": datasets.Value("string")}),
            ],
        )

    def _compute(self, predictions=None, references=None, lang="en", norm=True, modules=None,
                 resources=None, paraphrase_table=None):
        refs = _reference_lists(predictions, references)
        n = max((len(r) for r in refs), default=1)
        streams = [[r[k] if k < len(r) else None for r in refs] for k in range(n)]
        kw = dict(lang=lang, norm=norm, modules=modules, resources=resources, paraphrase_table=paraphrase_table)
        try:
            s = corpus_meteor(list(predictions), streams, **kw)
        except ParmesanError as e:
            fallback = _WITHOUT_TABLE.get(lang)
            if modules is not None or paraphrase_table is not None or fallback is None or "needs a table" not in str(e):
                raise
            warnings.warn(f"parmesan_mt.hf_meteor: no paraphrase table for {lang} (the reference's resources "
                          f"are not installed): scoring with modules {fallback!r}, as the signature says",
                          stacklevel=2)
            kw["modules"] = fallback
            s = corpus_meteor(list(predictions), streams, **kw)
        return {"meteor": s.score, "scores": s.sentence_scores, "signature": s.signature}


def load():
    """The metric object, with evaluate's loader when it is installed."""
    if evaluate is not None:
        return evaluate.load(__file__)
    return ParmesanMeteor()
