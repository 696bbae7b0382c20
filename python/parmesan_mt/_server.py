"""One long-lived ``parmesan meteor - - -stdio`` process.

The process speaks the reference scorer's -stdio protocol:

    SCORE ||| ref1 ||| ... ||| refN ||| hyp  ->  one line of 23 statistics
    EVAL ||| s1 ||| ... ||| sK               ->  K+1 lines: each score, then the aggregate
    SIGNATURE ||| n                          ->  the signature for n references (parmesan's)

and answers a malformed request with one ``Error: ...`` line.
"""

import collections
import importlib.util
import os
import subprocess
import tempfile
import threading
from typing import Iterable, List, Optional, Sequence

from ._binary import binary as _binary
from ._errors import ParmesanError

RESOURCE_ENV = "PARMESAN_METEOR_RESOURCES"
CLIENT_JAR = "meteor-1.5.jar"


def pycocoevalcap_meteor_dir() -> Optional[str]:
    """The meteor/ directory of an installed pycocoevalcap (or nlg-eval)
    holding meteor-1.5.jar, without importing the package; None if none."""
    for pkg, sub in (("pycocoevalcap", "meteor"), ("nlgeval", os.path.join("pycocoevalcap", "meteor"))):
        try:
            spec = importlib.util.find_spec(pkg)
        except (ImportError, ValueError):
            continue
        if spec is None or not spec.submodule_search_locations:
            continue
        for loc in spec.submodule_search_locations:
            d = os.path.join(loc, sub)
            if os.path.isfile(os.path.join(d, CLIENT_JAR)):
                return d
    return None


def _clean(text: str) -> str:
    # A line break would split the request in two and desynchronise the
    # protocol (the Java client has the same problem); the reference's own
    # reader ends lines at \n, \r\n and \r.
    return text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ")


class MeteorServer:
    """A ``parmesan meteor -stdio`` process, started once and reused.

    Thread-safe: each exchange (one request or a batch) holds a lock, so
    answers never interleave. Errors the tool reports (an ``Error: ...``
    answer, a failed start, an exit) raise ParmesanError with its message.

    resources:
      None        -- as the tool decides with no option: $PARMESAN_METEOR_RESOURCES,
                     else meteor-1.5.jar and data/paraphrase-<lang>.gz in the
                     meteor/ directory of an installed pycocoevalcap or nlg-eval
                     (the jar's numbers), else in the working directory, else
                     parmesan's embedded resources;
      "embedded"  -- parmesan's embedded resources only;
      a path      -- a directory holding meteor-1.5.jar (pycocoevalcap's layout),
                     a resource directory in the reference's layout, or the jar.
    """

    def __init__(self, language: str = "en", norm: bool = True, lower: bool = False,
                 no_punct: bool = False, modules: Optional[str] = None,
                 resources: Optional[str] = None, paraphrase_table: Optional[str] = None,
                 args: Sequence[str] = (), binary: Optional[str] = None):
        cmd = [binary or _binary(), "meteor", "-", "-", "-stdio", "-l", language]
        if norm:
            cmd.append("-norm")
            if no_punct:
                cmd.append("-noPunct")
        elif lower:
            cmd.append("-lower")
        if modules:
            cmd += ["-m", modules]
        if paraphrase_table:
            cmd += ["-a", os.fspath(paraphrase_table)]
        env = dict(os.environ)
        cwd = None
        self._tmp = None
        if resources == "embedded":
            env.pop(RESOURCE_ENV, None)
            self._tmp = tempfile.TemporaryDirectory(prefix="parmesan-")
            cwd = self._tmp.name  # nothing to find there
        elif resources is not None:
            r = os.fspath(resources)
            if os.path.isdir(r) and os.path.isfile(os.path.join(r, CLIENT_JAR)):
                env.pop(RESOURCE_ENV, None)
                cwd = r  # found there as the Java client's working directory
            else:
                cmd += ["-resources", r]
        elif not env.get(RESOURCE_ENV):
            cwd = pycocoevalcap_meteor_dir()
        cmd += list(args)
        self.command = cmd
        self.cwd = cwd
        self._lock = threading.Lock()
        self._stderr = collections.deque(maxlen=200)
        self._signatures = {}
        try:
            self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.PIPE, cwd=cwd, env=env)
        except OSError as e:
            raise ParmesanError(f"cannot run {cmd[0]}: {e}") from e
        self._err_thread = threading.Thread(target=self._drain, daemon=True)
        self._err_thread.start()
        # The first answer proves the resources loaded (errors surface here).
        try:
            self.score_stats("a", ["a"])
        except BaseException:
            self.close()
            raise

    def _drain(self):
        for line in self._proc.stderr:
            self._stderr.append(line.decode("utf-8", "replace").rstrip("\r\n"))

    @property
    def notes(self) -> List[str]:
        """What the tool said on stderr (where its resources came from,
        warnings). The tool says where its resources came from before its
        first answer; the lines reach this list through a reader thread."""
        return list(self._stderr)

    def _died(self) -> ParmesanError:
        try:
            code = self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = None
        self._err_thread.join(timeout=5)
        msg = "\n".join(self._stderr) or "(nothing on stderr)"
        return ParmesanError(f"parmesan meteor exited (status {code}): {msg}")

    def _read(self) -> str:
        line = self._proc.stdout.readline()
        if not line:
            raise self._died()
        return line.decode("utf-8").rstrip("\r\n")

    def _exchange(self, requests: List[str], answers_per: List[int]) -> List[List[str]]:
        """Send requests and read their answers: answers_per[i] lines for
        request i, or one line when it starts with "Error:"."""
        if self._proc.poll() is not None:
            raise self._died()
        payload = "".join(r + "\n" for r in requests).encode("utf-8")
        with self._lock:
            failure = []

            def write():
                try:
                    self._proc.stdin.write(payload)
                    self._proc.stdin.flush()
                except (BrokenPipeError, OSError, ValueError) as e:
                    failure.append(e)

            writer = None
            if len(payload) <= 4096:
                write()
            else:  # a writer thread, so that neither side's pipe fills up
                writer = threading.Thread(target=write, daemon=True)
                writer.start()
            out = []
            first_error = None
            try:
                for n in answers_per:
                    first = self._read()
                    if first.startswith("Error:"):
                        out.append([first])
                        first_error = first_error or first
                        continue
                    lines = [first]
                    for _ in range(n - 1):
                        lines.append(self._read())
                    out.append(lines)
            finally:
                if writer is not None:
                    writer.join()
            if failure:
                raise self._died()
        if first_error:
            raise ParmesanError("parmesan meteor: " + first_error[len("Error:"):].strip())
        return out

    @staticmethod
    def score_request(hypothesis: str, references: Sequence[str]) -> str:
        if not references:
            raise ParmesanError("parmesan meteor: a segment needs at least one reference")
        parts = ["SCORE"] + [_clean(r) for r in references] + [_clean(hypothesis)]
        return " ||| ".join(parts)

    def score_stats(self, hypothesis: str, references: Sequence[str]) -> str:
        """The statistics line of one segment (SCORE)."""
        return self._exchange([self.score_request(hypothesis, references)], [1])[0][0]

    def stats(self, requests: Iterable[str]) -> List[str]:
        """Statistics lines for many SCORE requests, streamed in one exchange."""
        reqs = list(requests)
        if not reqs:
            return []
        return [a[0] for a in self._exchange(reqs, [1] * len(reqs))]

    def eval(self, stats: Sequence[str]) -> List[float]:
        """EVAL: the score of each statistics line, then of their aggregate."""
        if not stats:
            raise ParmesanError("parmesan meteor: no segments to score")
        ans = self._exchange(["EVAL ||| " + " ||| ".join(stats)], [len(stats) + 1])[0]
        return [float(x) for x in ans]

    def signature(self, nrefs: int) -> str:
        """The signature of scores for nrefs references per segment."""
        with self._lock:
            sig = self._signatures.get(nrefs)
        if sig is None:
            sig = self._exchange([f"SIGNATURE ||| {nrefs}"], [1])[0][0]
            with self._lock:
                self._signatures[nrefs] = sig
        return sig

    def close(self):
        """End the process (idempotent)."""
        proc = getattr(self, "_proc", None)
        if proc is None:
            return
        with self._lock:
            if proc.poll() is None:
                try:
                    proc.stdin.close()
                except OSError:
                    pass
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            for f in (proc.stdin, proc.stdout, proc.stderr):
                try:
                    f.close()
                except (OSError, ValueError):
                    pass
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass
