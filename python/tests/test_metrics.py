"""sacrebleu-style passthrough, the Parmesan metric and the evaluate-style module."""

import json
import os
import tempfile
import unittest

from parmesan_mt import ParmesanError, corpus_bleu, corpus_chrf, corpus_meteor, corpus_parmesan, corpus_ter
import parmesan_mt.hf_meteor as hf_meteor

from _common import EXAMPLE, ORACLE, SHARED, cli, need, read_lines


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
        self.assertIn("mods:ex_st_sy_pa", got["signature"])  # Meteor 1.5's modules, not NLTK's

    def test_loads_from_file(self):
        # As evaluate.load(path) does: import the module from its file.
        import importlib.util
        spec = importlib.util.spec_from_file_location("local_meteor", hf_meteor.__file__)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        self.assertTrue(hasattr(mod, "ParmesanMeteor"))


if __name__ == "__main__":
    unittest.main()
