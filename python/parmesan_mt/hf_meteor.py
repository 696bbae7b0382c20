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

from parmesan_mt.metrics import corpus_meteor

_DESCRIPTION = "Meteor 1.5 (Denkowski & Lavie 2014), bit-identical to the reference scorer with its resources."
_KWARGS_DESCRIPTION = """
Args:
    predictions: list of hypotheses.
    references: list of references, one string or a list of strings per prediction.
    lang: Meteor language (default "en"); norm: tokenize and lowercase (default True);
    resources: as parmesan_mt.MeteorServer's (None: the jar's when pycocoevalcap is installed).
Returns:
    meteor: the corpus score; scores: the segment scores; signature: the settings.
"""


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

    def _compute(self, predictions=None, references=None, lang="en", norm=True, resources=None):
        if len(predictions) != len(references):
            raise ValueError(f"{len(predictions)} predictions but {len(references)} references")
        refs = [[r] if isinstance(r, str) else list(r) for r in references]
        n = max((len(r) for r in refs), default=1)
        streams = [[r[k] if k < len(r) else None for r in refs] for k in range(n)]
        s = corpus_meteor(list(predictions), streams, lang=lang, norm=norm, resources=resources)
        return {"meteor": s.score, "scores": s.sentence_scores, "signature": s.signature}


def load():
    """The metric object, with evaluate's loader when it is installed."""
    if evaluate is not None:
        return evaluate.load(__file__)
    return ParmesanMeteor()
