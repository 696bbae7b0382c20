"""sacrebleu-style functions returning objects with .score and .signature.

Meteor (corpus_meteor, sentence_meteor) goes through one long-lived
``parmesan meteor -stdio`` process per configuration, started on first
use. The Parmesan metric and the BLEU / chrF / TER passthrough run
``parmesan score --format json`` once per call on temporary files.

References follow sacrebleu: corpus functions take a list of reference
*streams* (one list per reference, each as long as the hypotheses);
sentence functions take a list of reference strings.
"""

import json
import os
import subprocess
import tempfile
import threading
import time
import warnings
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence

from ._binary import binary as _binary
from ._errors import ParmesanError
from ._server import MeteorServer


@dataclass
class Score:
    """A corpus or sentence score: .score, .signature and the metric's parts."""
    name: str
    score: float
    signature: str
    signature_short: str = ""
    verbose: str = ""
    parts: Dict[str, float] = field(default_factory=dict)
    # Meteor only: the segment scores of a corpus score.
    sentence_scores: List[float] = field(default_factory=list)

    def format(self, width: int = 2) -> str:
        s = f"{self.name} = {self.score:.{width}f}"
        if self.verbose:
            s += " " + self.verbose
        return s

    def __str__(self) -> str:
        return self.format(width=4 if self.name in ("Meteor", "Parmesan") else 2)

    def __float__(self) -> float:
        return float(self.score)


def _streams_to_segments(references: Sequence[Sequence[str]], n: int) -> List[List[str]]:
    if isinstance(references, str) or not references or isinstance(references[0], str):
        raise ParmesanError("references must be a list of reference streams (sacrebleu's layout): [[ref1 of each segment], ...]")
    for k, stream in enumerate(references):
        if len(stream) != n:
            raise ParmesanError(f"reference stream {k + 1} has {len(stream)} segments, the hypotheses {n}")
    segs = []
    for i in range(n):
        refs = [stream[i] for stream in references if stream[i] is not None]
        if not refs:
            raise ParmesanError(f"segment {i + 1} has no reference")
        segs.append(refs)
    return segs


def _no_separator(texts: Sequence[str], what: str):
    for i, t in enumerate(texts):
        if "|||" in t:
            raise ParmesanError(f"{what} {i + 1} contains '|||', the -stdio field separator; score files with the parmesan command instead")


_servers: Dict[tuple, MeteorServer] = {}
_servers_lock = threading.Lock()


def meteor_server(**kwargs) -> MeteorServer:
    """The shared MeteorServer for a configuration (started on first use).
    When its scores cannot be the reference jar's (parmesan's embedded
    function words or tables, no paraphrase module for want of a table),
    a warnings.warn says so once, when the server starts."""
    key = tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in kwargs.items()))
    with _servers_lock:
        s = _servers.get(key)
        if s is None or s._proc.poll() is not None:
            s = MeteorServer(**kwargs)
            _servers[key] = s
            for note in _not_jar_notes(s):
                warnings.warn(note, NotJarWarning, stacklevel=3)
        return s


class NotJarWarning(UserWarning):
    """Meteor scores that cannot be the reference jar's (the tool's note)."""


# What "parmesan meteor" says on stderr when its scores cannot be the jar's.
_NOT_JAR = ("scores are not the reference jar's", "embedded English WordNet table")


def _not_jar_notes(srv: MeteorServer, wait: float = 0.3) -> List[str]:
    """The server's notes saying its scores are not the jar's. The tool
    writes them before its first answer, which the server has read; the
    lines reach srv.notes through a reader thread, so wait a little."""
    end = time.monotonic() + wait
    while True:
        notes = [n for n in srv.notes if any(k in n for k in _NOT_JAR)]
        if notes or time.monotonic() >= end:
            return [n.split(": ", 1)[1] if n.startswith("parmesan meteor: ") else n for n in notes]
        time.sleep(0.01)


def _meteor_kwargs(lang, norm, modules, resources, paraphrase_table):
    kw = {"language": lang, "norm": norm}
    if modules is not None:
        kw["modules"] = modules
    if resources is not None:
        kw["resources"] = resources
    if paraphrase_table is not None:
        kw["paraphrase_table"] = paraphrase_table
    return kw


def corpus_meteor(hypotheses: Sequence[str], references: Sequence[Sequence[str]], *,
                  lang: str = "en", norm: bool = True, modules: Optional[str] = None,
                  resources: Optional[str] = None, paraphrase_table: Optional[str] = None) -> Score:
    """Meteor 1.5's corpus score (aggregated statistics, as the reference's
    system score), with the segment scores in .sentence_scores. Options
    are parmesan meteor's (-l, -norm, -m, -resources, -a); the default
    modules are the language's, without paraphrase when there is no
    paraphrase table (the same default as parmesan score, parmesan meteor
    and the Go API). Scores that cannot be the jar's are announced once
    with warnings.warn (NotJarWarning).

    Any number of segments: they go to the server CHUNK (10,000) at a time
    (MeteorServer.corpus). 1,000,000 segments of 11 words took 104 s on a
    loaded 2-core machine, with a peak of 377 MB in Python (228 MB of it the
    two input lists) and 90 MB in the server. Ctrl-C raises
    KeyboardInterrupt at once and the next call starts a fresh server."""
    segs = _streams_to_segments(references, len(hypotheses))
    _no_separator(hypotheses, "hypothesis")
    for refs in segs:
        _no_separator(refs, "reference")
    srv = meteor_server(**_meteor_kwargs(lang, norm, modules, resources, paraphrase_table))
    scores, score = srv.corpus(srv.score_request(h, r) for h, r in zip(hypotheses, segs))
    nrefs = max(len(r) for r in segs)
    sig = srv.signature(nrefs)
    return Score(name="Meteor", score=score, signature=sig, sentence_scores=scores)


def sentence_meteor(hypothesis: str, references: Sequence[str], **kwargs) -> Score:
    """Meteor 1.5's score of one segment (options as corpus_meteor's)."""
    if isinstance(references, str):
        raise ParmesanError("sentence_meteor: references must be a list of strings")
    s = corpus_meteor([hypothesis], [[r] for r in references], **kwargs)
    return Score(name="Meteor", score=s.score, signature=s.signature)


def _score_cli(metric: str, hypotheses: Sequence[str], references: Sequence[Sequence[str]],
               args: Sequence[str]) -> Score:
    """Run parmesan score --format json on temporary files; one result."""
    n = len(hypotheses)
    _streams_to_segments(references, n)
    for k, stream in enumerate(references):
        if any(r is None for r in stream):
            raise ParmesanError(f"reference stream {k + 1}: a missing (None) reference; parmesan score needs every stream complete")
    with tempfile.TemporaryDirectory(prefix="parmesan-") as d:
        def write(name, lines):
            for i, l in enumerate(lines):
                if "\n" in l or "\r" in l:
                    raise ParmesanError(f"{name} line {i + 1} contains a line break")
            p = os.path.join(d, name)
            with open(p, "w", encoding="utf-8", newline="\n") as f:
                f.write("".join(l + "\n" for l in lines))
            return p
        cmd = [_binary(), "score", "-q", "--format", "json", "--metric", metric]
        for k, stream in enumerate(references):
            cmd += ["-r", write(f"ref{k + 1}.txt", stream)]
        cmd += list(args) + [write("hyp.txt", hypotheses)]
        p = subprocess.run(cmd, capture_output=True)
    if p.returncode != 0:
        raise ParmesanError(p.stderr.decode("utf-8", "replace").strip() or f"parmesan score exited with status {p.returncode}")
    out = json.loads(p.stdout.decode("utf-8"))
    results = out.get("results")
    if not results:
        raise ParmesanError(f"parmesan score: no results in its JSON output: {out!r}")
    r = results[-1]
    parts = {x["name"]: x["value"] for x in r.get("parts", []) if "name" in x and "value" in x}
    return Score(name=r.get("name", metric), score=r["score"], signature=r.get("signature", ""),
                 signature_short=r.get("signature_short", ""), verbose=r.get("verbose", ""), parts=parts)


def corpus_parmesan(hypotheses: Sequence[str], references: Sequence[Sequence[str]], *,
                    lang: str = "en", args: Sequence[str] = ()) -> Score:
    """The Parmesan metric: references rewritten toward the hypothesis
    (paraphrases, agreement repaired), then Meteor (parmesan score --rewrite)."""
    return _score_cli("meteor", hypotheses, references, ["--rewrite", "-l", lang] + list(args))


def corpus_bleu(hypotheses: Sequence[str], references: Sequence[Sequence[str]], *,
                tokenize: str = "13a", lowercase: bool = False, smooth_method: str = "exp",
                smooth_value: Optional[float] = None) -> Score:
    """sacrebleu's corpus BLEU (sacrebleu 2.6.0's numbers and signature)."""
    a = ["--tokenize", tokenize, "--smooth-method", smooth_method]
    if lowercase:
        a.append("--lowercase")
    if smooth_value is not None:
        a += ["--smooth-value", repr(float(smooth_value))]
    return _score_cli("bleu", hypotheses, references, a)


def corpus_chrf(hypotheses: Sequence[str], references: Sequence[Sequence[str]], *,
                char_order: int = 6, word_order: int = 0, beta: int = 2,
                lowercase: bool = False, whitespace: bool = False, eps_smoothing: bool = False) -> Score:
    """sacrebleu's corpus chrF (chrF++ with word_order=2)."""
    a = ["--chrf-char-order", str(char_order), "--chrf-word-order", str(word_order), "--chrf-beta", str(beta)]
    if lowercase:
        a.append("--chrf-lowercase")
    if whitespace:
        a.append("--chrf-whitespace")
    if eps_smoothing:
        a.append("--chrf-eps-smoothing")
    return _score_cli("chrf", hypotheses, references, a)


def corpus_ter(hypotheses: Sequence[str], references: Sequence[Sequence[str]], *,
               case_sensitive: bool = False, normalized: bool = False, no_punct: bool = False,
               asian_support: bool = False) -> Score:
    """sacrebleu's corpus TER."""
    a = []
    if case_sensitive:
        a.append("--ter-case-sensitive")
    if normalized:
        a.append("--ter-normalized")
    if no_punct:
        a.append("--ter-no-punct")
    if asian_support:
        a.append("--ter-asian-support")
    return _score_cli("ter", hypotheses, references, a)
