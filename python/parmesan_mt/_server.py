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
import signal
import subprocess
import tempfile
import threading
import weakref
from typing import Iterable, List, Optional, Sequence, Tuple

from ._binary import binary as _binary
from ._errors import ParmesanError

RESOURCE_ENV = "PARMESAN_METEOR_RESOURCES"
CLIENT_JAR = "meteor-1.5.jar"

# CHUNK is how many segments go in one exchange (SCORE requests) and in one
# EVAL line: an EVAL line of 10,000 statistics is about 1 MB, far below the
# tool's 16 MiB request-line limit, and a corpus of any size is scored
# chunk by chunk in bounded memory (see MeteorServer.corpus).
CHUNK = 10000

# The 23 fields of a statistics line (meteor.Stats.AppendSS): test and
# reference lengths and function words, then per module (4) test content,
# reference content, test function, reference function matches, then
# chunks and the test and reference word matches.
_STAT_FIELDS = 23
_MODULES = 4


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


class _Log:
    """What the process said on stderr: the last lines, and how many in all."""

    def __init__(self):
        self.lines = collections.deque(maxlen=200)
        self.count = 0

    def since(self, mark: int) -> List[str]:
        """The kept lines said after the first mark lines."""
        new = self.count - mark
        return list(self.lines)[-new:] if new > 0 else []


def _drain(stream, log: _Log):
    # A plain function: the reader thread holds the stream and the log,
    # never the server, so an unclosed server is garbage collected.
    try:
        for line in stream:
            log.lines.append(line.decode("utf-8", "replace").rstrip("\r\n"))
            log.count += 1
    except (OSError, ValueError):  # the stream closed by _stop
        pass


def _stop(proc: subprocess.Popen, kill: bool = False):
    """End proc and reap it: close its stdin (it exits at end of input),
    or kill it when kill is set or it does not exit within 5 s. It is the
    finalizer of a server (weakref.finalize: run when the server is
    garbage collected, when close() is called, or at interpreter exit), so
    it refers to the process only."""
    if proc.poll() is None:
        if kill:
            proc.kill()
        else:
            try:
                proc.stdin.close()
            except (OSError, ValueError):
                pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    for f in (proc.stdin, proc.stdout, proc.stderr):
        try:
            f.close()
        except (OSError, ValueError):
            pass


class _StatSum:
    """Statistics lines summed as the tool aggregates them (meteor.Stats.Add:
    every field, except that a perfect segment -- everything matched in one
    chunk -- adds no chunks). Statistics are counts, so the sums are exact
    and EVAL of the summed line gives the score EVAL gives the aggregate of
    all the lines."""

    def __init__(self):
        self.total = [0.0] * _STAT_FIELDS

    def add(self, line: str):
        v = [float(x) for x in line.split()[:_STAT_FIELDS]]
        if len(v) != _STAT_FIELDS:
            raise ParmesanError(f"parmesan meteor: statistics line has {len(v)} numbers, want {_STAT_FIELDS}")
        test_total = sum(v[4 + 4 * i] + v[6 + 4 * i] for i in range(_MODULES))
        ref_total = sum(v[5 + 4 * i] + v[7 + 4 * i] for i in range(_MODULES))
        perfect = test_total == v[0] and ref_total == v[1] and v[20] == 1
        for k in range(_STAT_FIELDS):
            if k != 20 or not perfect:
                self.total[k] += v[k]

    def line(self) -> str:
        # A sum is never a perfect segment's line (perfect segments add no
        # chunks, the others add 0 or at least 2), so EVAL adds it whole.
        return " ".join(repr(x) for x in self.total)


def sum_stats(stats: Iterable[str]) -> str:
    """The statistics line of a corpus from its segments' lines (_StatSum)."""
    acc = _StatSum()
    for line in stats:
        acc.add(line)
    return acc.line()


class MeteorServer:
    """A ``parmesan meteor -stdio`` process, started once and reused.

    Thread-safe: each exchange (one request or a batch) holds a lock, so
    answers never interleave. Errors the tool reports (an ``Error: ...``
    answer, a failed start, an exit) raise ParmesanError with its message.

    An interrupted call (KeyboardInterrupt, or any exception while an
    exchange is under way) kills the process, whose answers no one reads
    any more, and the next call starts a fresh one. A server that is not
    closed ends its process when it is garbage collected, and at
    interpreter exit at the latest.

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
        self._env = env
        self._lock = threading.Lock()
        self._log = _Log()
        self._signatures = {}
        self._proc = None
        self._finalizer = None
        self._closed = False
        try:
            with self._lock:
                self._start()
        except BaseException:
            if self._tmp is not None:
                self._tmp.cleanup()
            raise

    def _start(self):
        """Start the process and check its first answer (the lock held)."""
        try:
            proc = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, cwd=self.cwd, env=self._env)
        except OSError as e:
            raise ParmesanError(f"cannot run {self.command[0]}: {e}") from e
        self._proc = proc
        self._broken = False
        self._finalizer = weakref.finalize(self, _stop, proc)
        self._err_thread = threading.Thread(target=_drain, args=(proc.stderr, self._log), daemon=True)
        self._err_thread.start()
        # The first answer proves the resources loaded (errors surface here).
        self._mark = 0
        try:
            self._exchange_locked([self.score_request("a", ["a"])], [1])
        except BaseException:
            self._broken = True
            self._finalizer.detach()
            _stop(proc, kill=True)
            raise
        self._mark = self._log.count

    def _restart(self):
        """Replace a process that was interrupted or died (the lock held)."""
        old, self._finalizer = self._finalizer, None
        if old is not None:
            old.detach()
        _stop(self._proc, kill=True)
        self._start()

    @property
    def notes(self) -> List[str]:
        """What the tool said on stderr (where its resources came from,
        warnings). The tool says where its resources came from before its
        first answer; the lines reach this list through a reader thread."""
        return list(self._log.lines)

    def _died(self) -> ParmesanError:
        self._broken = True
        try:
            code = self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = None
        self._err_thread.join(timeout=5)
        status = f"status {code}"
        if code is not None and code < 0:
            try:
                status = f"killed by {signal.Signals(-code).name}"
            except ValueError:
                status = f"killed by signal {-code}"
        # Only what it said since it last answered: the notes of its start
        # (where its resources came from) are not the cause.
        said = self._log.since(self._mark)
        msg = f"parmesan meteor exited ({status})"
        msg += ": " + "\n".join(said) if said else ", saying nothing on stderr"
        return ParmesanError(msg + "; the next call starts a new process")

    def _read(self) -> str:
        line = self._proc.stdout.readline()
        if not line:
            raise self._died()
        return line.decode("utf-8").rstrip("\r\n")

    def _exchange(self, requests: List[str], answers_per: List[int]) -> List[List[str]]:
        """Send requests and read their answers: answers_per[i] lines for
        request i, or one line when it starts with "Error:"."""
        with self._lock:
            if self._closed:
                raise ParmesanError("parmesan meteor: the server is closed")
            if self._broken:
                self._restart()
            out = self._exchange_locked(requests, answers_per)
        first_error = next((a[0] for a in out if a and a[0].startswith("Error:")), None)
        if first_error:
            raise ParmesanError("parmesan meteor: " + first_error[len("Error:"):].strip())
        return out

    def _exchange_locked(self, requests: List[str], answers_per: List[int]) -> List[List[str]]:
        proc = self._proc
        if proc.poll() is not None:
            raise self._died()
        payload = "".join(r + "\n" for r in requests).encode("utf-8")
        failure = []

        def write():  # refers to the process, not the server
            try:
                proc.stdin.write(payload)
                proc.stdin.flush()
            except (BrokenPipeError, OSError, ValueError) as e:
                failure.append(e)

        writer = None  # set once started: an interrupt inside start() leaves it None
        out = []
        try:
            if len(payload) <= 4096:
                write()
            else:  # a writer thread, so that neither side's pipe fills up
                thread = threading.Thread(target=write, daemon=True)
                thread.start()
                writer = thread
            for n in answers_per:
                first = self._read()
                if first.startswith("Error:"):
                    out.append([first])
                    continue
                lines = [first]
                for _ in range(n - 1):
                    lines.append(self._read())
                out.append(lines)
        except BaseException:
            # Interrupted (Ctrl-C) or failed half-way: the process's answers
            # are no longer read, so it would block on its full output pipe
            # and the writer on its full input pipe. Kill it (its state is
            # unknown); the next call starts a new one.
            self._broken = True
            proc.kill()
            raise
        finally:
            if writer is not None:
                # returns at once once the process is dead; a writer whose
                # start() was interrupted is not joined (a daemon, writing to
                # a killed process, it ends on the broken pipe)
                writer.join()
        if failure:
            raise self._died()
        self._mark = self._log.count
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
        """Statistics lines for many SCORE requests, streamed CHUNK at a time."""
        out = []
        for chunk in _chunks(requests, CHUNK):
            out += [a[0] for a in self._exchange(chunk, [1] * len(chunk))]
        return out

    def eval(self, stats: Sequence[str]) -> List[float]:
        """EVAL: the score of each statistics line, then of their aggregate.
        More than CHUNK lines are sent in several EVAL requests, and the
        aggregate is the score of their summed statistics (sum_stats)."""
        if not stats:
            raise ParmesanError("parmesan meteor: no segments to score")
        if len(stats) <= CHUNK:
            return self._eval(stats)
        scores = []
        for i in range(0, len(stats), CHUNK):
            scores += self._eval(stats[i:i + CHUNK])[:-1]
        return scores + [self._eval([sum_stats(stats)])[-1]]

    def _eval(self, stats: Sequence[str]) -> List[float]:
        ans = self._exchange(["EVAL ||| " + " ||| ".join(stats)], [len(stats) + 1])[0]
        return [float(x) for x in ans]

    def corpus(self, requests: Iterable[str]) -> Tuple[List[float], float]:
        """The segment scores and the corpus score of SCORE requests, a
        chunk (CHUNK segments) at a time: the statistics of one chunk are
        held at once, whatever the corpus's size. A corpus of one chunk
        takes one SCORE exchange and one EVAL, as the reference's clients
        do; a larger one sums the statistics (sum_stats) for the corpus
        score, which is the same number."""
        scores: List[float] = []
        total = _StatSum()
        chunks = 0
        first, first_stats = 0.0, []
        for chunk in _chunks(requests, CHUNK):
            stats = [a[0] for a in self._exchange(chunk, [1] * len(chunk))]
            ans = self._eval(stats)
            scores += ans[:-1]
            chunks += 1
            if chunks == 1:  # summed only if a second chunk comes
                first, first_stats = ans[-1], stats
                continue
            for line in first_stats + stats:
                total.add(line)
            first_stats = []
        if chunks == 0:
            raise ParmesanError("parmesan meteor: no segments to score")
        if chunks == 1:
            return scores, first
        return scores, self._eval([total.line()])[-1]

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
        lock = getattr(self, "_lock", None)
        if lock is None:
            return
        with lock:
            self._closed = True
            if self._finalizer is not None:
                self._finalizer()  # _stop, once
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _chunks(items: Iterable, n: int):
    chunk = []
    for x in items:
        chunk.append(x)
        if len(chunk) == n:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
