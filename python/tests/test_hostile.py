"""Hostile use of the Meteor server (issue #38): Ctrl-C, unclosed objects,
corpora beyond one request line, a killed server. Each case runs in a child
interpreter where a hang or a leak cannot take the test runner with it."""

import os
import signal
import subprocess
import sys
import textwrap
import time
import unittest

import parmesan_mt
import parmesan_mt._server as server
from parmesan_mt import ParmesanError, corpus_meteor
from parmesan_mt.pycocoevalcap import Meteor

from _common import EXAMPLE, need, read_lines

PKG_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(parmesan_mt.__file__)))


def child(script, timeout=60):
    """Run script in a fresh interpreter importing this very package;
    (status, stdout), or status None when it did not end within timeout."""
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG_PARENT + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PARMESAN_METEOR_RESOURCES", None)
    p = subprocess.Popen([sys.executable, "-c", textwrap.dedent(script)], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)  # the child and the servers it started
        p.communicate()
        return None, ""
    if p.returncode != 0:
        raise AssertionError(f"child failed (status {p.returncode}): {err.decode()}")
    return p.returncode, out.decode()


def alive(pid):
    """Whether pid is a running process. A zombie is not: once the
    interpreter has exited, its orphans are reaped by init (or, in a
    container whose init does not reap, stay zombies that hold nothing)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            st = f.read()
    except OSError:
        return False
    return st.rsplit(")", 1)[1].split()[0] != "Z"


INTERRUPT = """
    import os, signal, threading, time
    from parmesan_mt import corpus_meteor
    from parmesan_mt.pycocoevalcap import Meteor
    MODE = {mode!r}
    small_h, small_r = ["a cat sat on the mat"], [["the cat sat on the mat"]]
    want = corpus_meteor(small_h, small_r, resources="embedded").score
    n = 100000
    hyps = [f"the quick brown fox {{i}} jumps over the lazy dog near the river bank" for i in range(n)]
    refs = [f"a quick brown fox {{i}} jumped over a lazy dog by the river" for i in range(n)]
    m = Meteor(resources="embedded")
    def big():
        if MODE == "corpus":
            corpus_meteor(hyps, [refs], resources="embedded")
        else:
            m.compute_score({{i: [refs[i]] for i in range(n)}}, {{i: [hyps[i]] for i in range(n)}})
    def small():
        if MODE == "corpus":
            return corpus_meteor(small_h, small_r, resources="embedded").score
        return m.compute_score({{0: small_r[0]}}, {{0: small_h}})[0]
    sent = []
    def interrupt(delays):
        for d in delays:
            time.sleep(d)
            sent.append(time.monotonic())
            os.kill(os.getpid(), signal.SIGINT)
    for delays in ([1.0], [1.0, 0.05]):  # one Ctrl-C, then two in a row
        threading.Thread(target=interrupt, args=(delays,), daemon=True).start()
        try:
            try:
                big()
                print("finished")
            except KeyboardInterrupt:
                print("interrupted after", round(time.monotonic() - sent[-1], 3))
                time.sleep(0.5)  # a second Ctrl-C lands here at the latest
        except KeyboardInterrupt:
            pass
        sent.clear()
        print("next", small() == want)
    m.close()
"""


class TestInterrupt(unittest.TestCase):
    """Ctrl-C during a large call raises KeyboardInterrupt within a second
    and the next call works (it hung for ever, and after a second Ctrl-C
    every later call hung)."""

    def check(self, mode):
        status, out = child(INTERRUPT.format(mode=mode), timeout=120)
        self.assertIsNotNone(status, f"{mode}: the interrupted call hung (killed after 120 s)")
        lines = out.splitlines()
        self.assertEqual(len(lines), 4, out)
        for i in (0, 2):
            self.assertTrue(lines[i].startswith("interrupted after"), out)
            self.assertLess(float(lines[i].split()[-1]), 1.0, out)
        self.assertEqual(lines[1], "next True", out)
        self.assertEqual(lines[3], "next True", out)

    def test_corpus_meteor(self):
        self.check("corpus")

    def test_compute_score(self):
        self.check("coco")


class TestUnclosed(unittest.TestCase):
    """Meteor() objects that are never closed leave no process behind."""

    def test_garbage_collected(self):
        status, out = child("""
            import gc, os
            from parmesan_mt.pycocoevalcap import Meteor
            def kids():
                n = 0
                for d in os.listdir("/proc"):
                    if d.isdigit():
                        try:
                            st = open(f"/proc/{d}/stat").read()
                        except OSError:
                            continue
                        n += int(st.rsplit(")", 1)[1].split()[1]) == os.getpid()
                return n
            gts, res = {1: ["a cat sat on the mat"]}, {1: ["the cat sat on the mat"]}
            for epoch in range(5):  # pycocoevalcap's COCOEvalCap.evaluate() per epoch
                Meteor(resources="embedded").compute_score(gts, res)
            gc.collect()
            print(kids())
        """)
        self.assertIsNotNone(status)
        self.assertEqual(out.strip(), "0", "server processes left after garbage collection")

    def test_interpreter_exit(self):
        status, out = child("""
            from parmesan_mt.pycocoevalcap import Meteor
            import parmesan_mt
            KEEP = [Meteor(resources="embedded"), parmesan_mt.meteor_server(resources="embedded")]
            print(KEEP[0].server._proc.pid, KEEP[1]._proc.pid)
        """)
        self.assertIsNotNone(status)
        for pid in map(int, out.split()):
            end = time.monotonic() + 5
            while alive(pid) and time.monotonic() < end:
                time.sleep(0.05)
            self.assertFalse(alive(pid), f"server {pid} outlived the interpreter")


class TestLargeCorpus(unittest.TestCase):
    """Corpora beyond one 16 MiB request line (the statistics of ~165k
    segments) are scored in chunks, with the one-line corpus score."""

    def test_200k_segments(self):
        n = 200000
        s = corpus_meteor(["a cat"] * n, [["a cat"] * n], resources="embedded")
        one = corpus_meteor(["a cat"], [["a cat"]], resources="embedded")
        self.assertEqual(len(s.sentence_scores), n)
        self.assertEqual(s.score, one.score)
        self.assertTrue(all(x == one.score for x in s.sentence_scores))

    def test_chunks_equal_one_exchange(self):
        hyps = read_lines(need(os.path.join(EXAMPLE, "hyp.txt"), "testdata/example"))
        refs = read_lines(os.path.join(EXAMPLE, "ref.txt"))
        whole = corpus_meteor(hyps, [refs], resources="embedded")
        m = Meteor(resources="embedded")
        gts = {i: [r] for i, r in enumerate(refs)}
        res = {i: [h] for i, h in enumerate(hyps)}
        coco = m.compute_score(gts, res)
        old = server.CHUNK
        server.CHUNK = 3
        try:
            self.assertGreater(len(hyps), 2 * server.CHUNK)
            parts = corpus_meteor(hyps, [refs], resources="embedded")
            self.assertEqual(m.compute_score(gts, res), coco)
            srv = parmesan_mt.meteor_server(language="en", norm=True, resources="embedded")
            stats = srv.stats(srv.score_request(h, [r]) for h, r in zip(hyps, refs))
            self.assertEqual(srv.eval(stats), whole.sentence_scores + [whole.score])
        finally:
            server.CHUNK = old
            m.close()
        self.assertEqual(parts.sentence_scores, whole.sentence_scores)
        self.assertEqual(parts.score, whole.score)


class TestKilled(unittest.TestCase):
    def test_killed_server_message(self):
        # The error names the kill, not the start-up note about the
        # paraphrase table that stderr also holds; the next call works.
        m = Meteor(resources="embedded")
        want = m.compute_score({1: ["the cat sat"]}, {1: ["a cat sat"]})
        os.kill(m.server._proc.pid, signal.SIGKILL)
        with self.assertRaises(ParmesanError) as c:
            m.compute_score({1: ["the cat sat"]}, {1: ["a cat sat"]})
        msg = str(c.exception)
        self.assertIn("SIGKILL", msg)
        self.assertNotIn("paraphrase", msg)
        self.assertEqual(m.compute_score({1: ["the cat sat"]}, {1: ["a cat sat"]}), want)
        m.close()
        with self.assertRaises(ParmesanError):
            m.compute_score({1: ["the cat sat"]}, {1: ["a cat sat"]})


if __name__ == "__main__":
    unittest.main()


class TestHFModule(unittest.TestCase):
    """The evaluate module without the jar's resources (issue #38, defect 8)."""

    def setUp(self):
        from parmesan_mt import hf_meteor
        self.m = hf_meteor.load()

    def test_languages_without_table(self):
        for lang, mods in (("cz", "mods:ex|"), ("de", "mods:ex_st|"), ("fr", "mods:ex_st|"),
                           ("es", "mods:ex_st|"), ("ru", "mods:ex_st|")):
            with self.assertWarns(UserWarning):
                got = self.m.compute(predictions=["a b c d"], references=[["a b c e"]], lang=lang, resources="embedded")
            self.assertIn(mods, got["signature"], lang)
            self.assertGreater(got["meteor"], 0, lang)

    def test_modules_argument(self):
        got = self.m.compute(predictions=["a cat sat"], references=[["the cats sat"]], modules="exact", resources="embedded")
        self.assertIn("mods:ex|", got["signature"])
        want = corpus_meteor(["a cat sat"], [["the cats sat"]], modules="exact", resources="embedded")
        self.assertEqual(got["meteor"], want.score)

    def test_empty_references_in_callers_terms(self):
        with self.assertRaises(ValueError) as c:
            self.m.compute(predictions=["a b"], references=[[]], resources="embedded")
        self.assertIn("references[0] is empty", str(c.exception))
        self.assertNotIn("stream", str(c.exception))
