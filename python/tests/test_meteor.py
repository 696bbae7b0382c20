"""Meteor through the Python package, compared with the CLI and the oracle."""

import os
import sys
import tempfile
import threading
import unittest

import parmesan_mt
from parmesan_mt import ParmesanError, corpus_meteor, sentence_meteor
from parmesan_mt.pycocoevalcap import Meteor

from _common import EXAMPLE, ORACLE, cli, client_layout, need, read_lines, wait_note

GTS = {
    "img1": ["a man is riding a horse on the beach", "a person rides a horse along the shore"],
    "img2": ["we must investigate the matter", "the matter must be looked into"],
    "img3": ["two dogs play in the snow"],
    "img0": ["a plate of food with broccoli", "a dish with vegetables on a table", "food"],
}
RES = {"img1": ["a man rides a horse on the sand"], "img2": ["we must look into the matter"],
       "img3": ["two dogs ||| playing in  the snow"], "img0": ["a plate with food"]}


class TestAgainstCLI(unittest.TestCase):
    """The package's numbers are the command's (embedded resources on both sides)."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_corpus_meteor_equals_cli(self):
        hyp = need(os.path.join(EXAMPLE, "hyp.txt"), "testdata/example")
        ref = os.path.join(EXAMPLE, "ref.txt")
        hyps, refs = read_lines(hyp), read_lines(ref)
        s = corpus_meteor(hyps, [refs], resources="embedded")
        out, err = cli("meteor", hyp, ref, "-l", "en", "-norm", "-q", cwd=self.tmp.name)
        self.assertEqual(float(out.strip()), s.score)
        seg = [float(x) for x in err.splitlines() if not x.startswith("parmesan meteor:")]
        self.assertEqual(seg, s.sentence_scores)
        self.assertIn("|nrefs:1|", s.signature)
        self.assertTrue(s.signature.startswith("meteor|v:1.5|lang:en|"), s.signature)
        self.assertEqual(str(s), f"Meteor = {s.score:.4f}")
        one = sentence_meteor(hyps[3], [refs[3]], resources="embedded")
        self.assertEqual(one.score, seg[3])

    def test_compute_score_equals_cli(self):
        # The same segments in file mode, references on consecutive lines
        # (-r 3, the last repeated: only the best reference counts).
        m = Meteor(resources="embedded")
        score, scores = m.compute_score(GTS, RES)
        ids = sorted(GTS)
        d = self.tmp.name
        with open(os.path.join(d, "h.txt"), "w") as f:
            for i in ids:
                f.write(RES[i][0].replace("|||", "").replace("  ", " ") + "\n")
        with open(os.path.join(d, "r.txt"), "w") as f:
            for i in ids:
                for k in range(3):
                    f.write(GTS[i][min(k, len(GTS[i]) - 1)] + "\n")
        out, err = cli("meteor", "h.txt", "r.txt", "-l", "en", "-norm", "-q", "-r", "3", cwd=d)
        self.assertEqual(score, float(out))
        self.assertEqual(scores, [float(x) for x in err.splitlines() if not x.startswith("parmesan meteor:")])
        self.assertEqual(m.method(), "METEOR")
        self.assertTrue(wait_note(m.server, "scores are not the reference jar's"), m.server.notes)
        m.close()

    def test_threads(self):
        m = Meteor(resources="embedded")
        want = m.compute_score(GTS, RES)
        got, errors = [], []

        def work():
            try:
                for _ in range(20):
                    got.append(m.compute_score(GTS, RES))
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(e)
        ts = [threading.Thread(target=work) for _ in range(8)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(len(got), 160)
        self.assertTrue(all(g == want for g in got))
        m.close()


class TestErrors(unittest.TestCase):
    def test_tool_messages(self):
        with self.assertRaises(ParmesanError) as c:
            parmesan_mt.MeteorServer(modules="exact nonsense", resources="embedded")
        self.assertIn('unknown module "nonsense"', str(c.exception))
        srv = parmesan_mt.meteor_server(language="en", norm=True, resources="embedded")
        with self.assertRaises(ParmesanError) as c:
            srv.eval(["1 2 3"])
        self.assertTrue(str(c.exception).startswith("parmesan meteor: "), str(c.exception))
        # The process keeps serving after an error answer.
        self.assertEqual(len(srv.score_stats("a b", ["a b"]).split()), 23)
        with self.assertRaises(ParmesanError):
            corpus_meteor(["a ||| b"], [["a b"]], resources="embedded")
        with self.assertRaises(ParmesanError):
            corpus_meteor(["a", "b"], [["a"]], resources="embedded")
        with self.assertRaises(ParmesanError):
            Meteor(resources="embedded").compute_score({1: ["a"]}, {2: ["a"]})

    def test_missing_resources(self):
        with self.assertRaises(ParmesanError) as c:
            parmesan_mt.MeteorServer(resources=os.path.join(tempfile.gettempdir(), "no-such-dir-parmesan"))
        self.assertIn("no-such-dir-parmesan", str(c.exception))


class TestOracle(unittest.TestCase):
    """compute_score equals the reference jar (its oracle outputs) in a
    pycocoevalcap-like layout: xray3000 (one reference) and xray2refs (two)."""

    def run_set(self, m, stem, name, nrefs, limit=None):
        scoring = need(os.path.join(ORACLE, "meteor-1.5", "scoring"), "the Meteor oracle")
        hyps = read_lines(os.path.join(scoring, stem + ".hyp"))
        flat = read_lines(os.path.join(scoring, stem + ".ref"))
        n = limit or len(hyps)
        gts = {i: flat[i * nrefs:(i + 1) * nrefs] for i in range(n)}
        res = {i: [hyps[i]] for i in range(n)}
        score, scores = m.compute_score(gts, res)
        want = [float(x) for x in read_lines(os.path.join(scoring, name + ".segscores"))][:n]
        self.assertEqual(sum(1 for a, b in zip(scores, want) if a != b), 0, "segment scores differing from the jar's")
        if limit is None:
            self.assertEqual(score, float(read_lines(os.path.join(scoring, name + ".final"))[0]))

    def test_layout_dir(self):
        with tempfile.TemporaryDirectory() as d:
            client_layout(d)
            m = Meteor(resources=d)
            self.run_set(m, "xray3000", "xray3000_en_norm_default", 1)
            self.run_set(m, "xray2refs", "xray2refs_en_norm_default_r2", 2)
            self.assertTrue(wait_note(m.server, "meteor-1.5.jar and data/paraphrase-en.gz"), m.server.notes)
            m.close()

    def test_installed_pycocoevalcap(self):
        # An installed pycocoevalcap's jar is found with no argument at all.
        with tempfile.TemporaryDirectory() as d:
            pkg = os.path.join(d, "pycocoevalcap")
            os.makedirs(os.path.join(pkg, "meteor"))
            open(os.path.join(pkg, "__init__.py"), "w").close()
            client_layout(os.path.join(pkg, "meteor"))
            sys.path.insert(0, d)
            old = os.environ.pop("PARMESAN_METEOR_RESOURCES", None)
            try:
                m = Meteor()
            finally:
                sys.path.remove(d)
                if old is not None:
                    os.environ["PARMESAN_METEOR_RESOURCES"] = old
            self.assertEqual(os.path.realpath(m.server.cwd), os.path.realpath(os.path.join(pkg, "meteor")))
            self.run_set(m, "xray3000", "xray3000_en_norm_default", 1, limit=1000)
            m.close()


if __name__ == "__main__":
    unittest.main()
