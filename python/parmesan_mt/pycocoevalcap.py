"""A drop-in for pycocoevalcap's (and nlg-eval's) ``Meteor`` scorer.

    from parmesan_mt.pycocoevalcap import Meteor   # instead of pycocoevalcap.meteor.meteor

``Meteor().compute_score(gts, res)`` takes and returns what pycocoevalcap's
does -- gts and res map an image id to a list of reference captions and to
a one-element list holding the hypothesis; the result is the corpus score
and the list of segment scores in sorted-id order -- computed by the same
exchange with the scorer (one SCORE per image, one EVAL), without Java.
"""

import warnings
from typing import Dict, List, Sequence, Tuple

from ._errors import ParmesanError
from ._server import MeteorServer
from .metrics import NotJarWarning, _not_jar_notes


class Meteor:
    """pycocoevalcap's Meteor scorer (Meteor 1.5, ``-l en -norm``) on parmesan.

    The keyword arguments go to MeteorServer (language, resources, ...);
    by default the jar's resources are used when pycocoevalcap is installed
    (its meteor-1.5.jar and data/paraphrase-en.gz), which gives the jar's
    numbers; otherwise a warnings.warn (NotJarWarning) says once that the
    scores cannot be the jar's. Thread-safe.
    """

    def __init__(self, **kwargs):
        kwargs.setdefault("language", "en")
        kwargs.setdefault("norm", True)
        self.server = MeteorServer(**kwargs)
        for note in _not_jar_notes(self.server):
            warnings.warn(note, NotJarWarning, stacklevel=2)

    def compute_score(self, gts: Dict, res: Dict) -> Tuple[float, List[float]]:
        if gts.keys() != res.keys():
            raise ParmesanError("Meteor.compute_score: gts and res have different keys")
        ids = sorted(gts.keys())
        requests = []
        for i in ids:
            if len(res[i]) != 1:
                raise ParmesanError(f"Meteor.compute_score: res[{i!r}] must hold exactly one hypothesis")
            # What pycocoevalcap's _stat does to the hypothesis.
            hyp = res[i][0].replace("|||", "").replace("  ", " ")
            requests.append(self.server.score_request(hyp, list(gts[i])))
        scores, score = self.server.corpus(requests)
        return score, scores

    def method(self) -> str:
        return "METEOR"

    def close(self):
        self.server.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
