"""parmesan for Python: Meteor 1.5 (bit-identical to the reference jar with
its resources), the Parmesan metric, and sacrebleu's BLEU / chrF / TER,
through the parmesan binary.

    from parmesan_mt import corpus_meteor, sentence_meteor
    corpus_meteor(["a cat sat on the mat"], [["the cat sat on the mat"]]).score

    from parmesan_mt.pycocoevalcap import Meteor   # pycocoevalcap drop-in
"""

from ._errors import ParmesanError
from ._server import MeteorServer
from .metrics import (Score, corpus_bleu, corpus_chrf, corpus_meteor, corpus_parmesan,
                      corpus_ter, meteor_server, sentence_meteor)
from .pycocoevalcap import Meteor

__version__ = "0.18.0"

__all__ = ["ParmesanError", "MeteorServer", "Meteor", "Score", "corpus_meteor", "sentence_meteor",
           "corpus_parmesan", "corpus_bleu", "corpus_chrf", "corpus_ter", "meteor_server"]
