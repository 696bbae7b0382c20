"""sacrebleu-style passthrough, the Parmesan metric and the evaluate-style module."""

import json
import os
import tempfile
import unittest

from parmesan_mt import ParmesanError, corpus_bleu, corpus_chrf, corpus_meteor, corpus_parmesan, corpus_ter
import parmesan_mt.hf_meteor as hf_meteor

from parmesan_mt import metrics as _metrics
from parmesan_mt.metrics import NotJarWarning

from _common import EXAMPLE, ORACLE, SHARED, cli, client_layout, need, read_lines


def wmt23_encs():
    d = need(os.path.join(SHARED, "eval", "wmt23-general", "generaltest2023.en-cs"), "WMT23 en-cs")
    return d


class TestSacrebleuOracle(unittest.TestCase):
    """BLEU / chrF / TER equal sacrebleu 2.6.0's scores and signatures."""

    def check(self, name, sys_name, fn, **kw):
        oracle = need(os.path.join(ORACLE, "sacrebleu-2.6.0", name + ".json"), "the sacrebleu oracle")
        with open(oracle) as f:
            want = json.load(f)
        d = wmt23_encs()
        hyps = read_lines(os.path.join(d, "sys", sys_name + ".txt"))
        refs = read_lines(os.path.join(d, "ref.txt"))
        s = fn(hyps, [refs], **kw)
        self.assertAlmostEqual(s.score, want["score"], places=5)
        self.assertEqual(s.signature.split("|", 1)[1], want["signature"])
        self.assertEqual(s.name, want["name"])
        return s

    def test_bleu(self):
        s = self.check("encs_bleu", "ONLINE-B", corpus_bleu)
        self.assertTrue(str(s).startswith("BLEU = 50.09 76.1/56.7/45.0/36.4"), str(s))

    def test_bleu_intl(self):
        self.check("encs_bleu_intl", "CUNI-GA", corpus_bleu, tokenize="intl")

    def test_chrf(self):
        self.check("encs_chrf", "ONLINE-B", corpus_chrf)

    def test_ter(self):
        self.check("encs_ter", "ONLINE-B", corpus_ter)
        self.check("encs_ter_cs_nopunct", "CUNI-GA", corpus_ter, case_sensitive=True, no_punct=True)


class TestPassthroughCLI(unittest.TestCase):
    def test_parmesan_equals_cli(self):
        hyp = need(os.path.join(EXAMPLE, "hyp.txt"), "testdata/example")
        ref = os.path.join(EXAMPLE, "ref.txt")
        s = corpus_parmesan(read_lines(hyp), [read_lines(ref)])
        out, _ = cli("score", "-q", "--format", "json", "--metric", "meteor", "--rewrite", "-l", "en", "-r", ref, hyp)
        r = json.loads(out)["results"][-1]
        self.assertEqual(s.score, r["score"])
        self.assertEqual(s.signature, r["signature"])
        self.assertTrue(s.signature.startswith("parmesan|"), s.signature)

    def test_errors(self):
        with self.assertRaises(ParmesanError) as c:
            corpus_bleu(["a b"], [["a b"]], tokenize="nonsense")
        self.assertIn("nonsense", str(c.exception))
        with self.assertRaises(ParmesanError):
            corpus_bleu(["a", "b"], [["a"]])
        with self.assertRaises(ParmesanError):
            corpus_bleu(["a"], ["a"])  # not a list of streams


class TestOneMeteor(unittest.TestCase):
    """corpus_meteor gives parmesan score's number for the same files and
    settings (the Go side, cmd/parmesan/onemeteor_test.go, pins score =
    meteor = the Go API): the same default modules, no paraphrase module
    without a table; scores that cannot be the jar's are announced once
    with a warning."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.hyps = read_lines(os.path.join(EXAMPLE, "hyp.txt"))
        self.refs = read_lines(os.path.join(EXAMPLE, "ref.txt"))
        with _metrics._servers_lock:  # a fresh server, so its warning is seen here
            for srv in _metrics._servers.values():
                srv.close()
            _metrics._servers.clear()

    def tearDown(self):
        self.tmp.cleanup()

    def cli_score(self, *args):
        out, err = cli("score", "-q", "-f", "json", "-r", os.path.join(EXAMPLE, "ref.txt"),
                       os.path.join(EXAMPLE, "hyp.txt"), *args, cwd=self.tmp.name)
        rep = json.loads(out)
        row = rep["results"][0]  # the schema of score --metric (docs/json.md)
        return row["score"], row["signature"], err

    def test_embedded_same_as_cli_and_announced(self):
        with self.assertWarns(NotJarWarning) as w:
            got = corpus_meteor(self.hyps, [self.refs], resources="embedded")
        self.assertIn("scores are not the reference jar's", str(w.warning))
        self.assertIn("no paraphrase module", str(w.warning))
        want, sig, err = self.cli_score()
        self.assertEqual(got.score, want)
        self.assertEqual(got.signature, sig)
        self.assertIn("mods:ex_st_sy|", sig)
        self.assertEqual(err.count("scores are not the reference jar's"), 1, err)
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("error", NotJarWarning)  # once: the same server says nothing again
            corpus_meteor(self.hyps, [self.refs], resources="embedded")

    def test_jar_resources_same_as_cli_and_silent(self):
        client_layout(self.tmp.name)
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("error", NotJarWarning)
            got = corpus_meteor(self.hyps, [self.refs], resources=self.tmp.name)
        want, sig, err = self.cli_score("--resources", os.path.join(self.tmp.name, "meteor-1.5.jar"))
        self.assertEqual(got.score, want)
        self.assertIn("mods:ex_st_sy_pa|", sig)
        self.assertNotIn("not the reference jar's", err)


class TestEvaluateModule(unittest.TestCase):
    def test_compute(self):
        preds = ["a cat sat on the mat", "we must look into the matter"]
        refs = [["the cat sat on the mat", "a cat was on the mat"], "we must investigate the matter"]
        m = hf_meteor.load()
        got = m.compute(predictions=preds, references=refs, resources="embedded")
        want = corpus_meteor(preds, [["the cat sat on the mat", "we must investigate the matter"],
                                     ["a cat was on the mat", None]], resources="embedded")
        self.assertEqual(got["meteor"], want.score)
        self.assertEqual(got["scores"], want.sentence_scores)
        self.assertIn("|nrefs:2|", got["signature"])
        # Meteor 1.5's default modules (not NLTK's), without paraphrase
        # for want of a table, as every surface does.
        self.assertIn("mods:ex_st_sy|", got["signature"])

    def test_loads_from_file(self):
        # As evaluate.load(path) does: import the module from its file.
        import importlib.util
        spec = importlib.util.spec_from_file_location("local_meteor", hf_meteor.__file__)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        self.assertTrue(hasattr(mod, "ParmesanMeteor"))


if __name__ == "__main__":
    unittest.main()
