"""Helpers shared by the tests: the repository, ../shared, the CLI."""

import gzip
import os
import shutil
import subprocess
import tempfile
import unittest
import zipfile

from parmesan_mt._binary import binary

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.environ.get("PARMESAN_REPO") or os.path.dirname(os.path.dirname(HERE))
SHARED = os.environ.get("PARMESAN_SHARED") or os.path.join(os.path.dirname(REPO), "shared")
ORACLE = os.path.join(SHARED, "oracle")
EXAMPLE = os.path.join(REPO, "testdata", "example")


def need(path, what):
    if not os.path.exists(path):
        raise unittest.SkipTest(f"{what} not found at {path}")
    return path


def read_lines(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read().splitlines()


def cli(*args, cwd=None, env=None):
    """Run the parmesan binary the package uses; (stdout, stderr)."""
    e = dict(os.environ)
    e.pop("PARMESAN_METEOR_RESOURCES", None)
    e.update(env or {})
    p = subprocess.run([binary(), *args], capture_output=True, cwd=cwd, env=e)
    if p.returncode != 0:
        raise AssertionError(f"parmesan {' '.join(args)}: status {p.returncode}: {p.stderr.decode()}")
    return p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def client_layout(dest):
    """pycocoevalcap's meteor/ layout in dest: meteor-1.5.jar (a zip of the
    reference's resources in the jar's layout) and data/paraphrase-en.gz
    (the shared WordNet table the oracles were computed with)."""
    res = need(os.path.join(SHARED, "resources", "meteor-1.5"), "the reference's resources")
    table = need(os.path.join(SHARED, "resources", "paraphrase", "wordnet-en.gz"), "the shared paraphrase table")
    os.makedirs(os.path.join(dest, "data"), exist_ok=True)
    with zipfile.ZipFile(os.path.join(dest, "meteor-1.5.jar"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\nMain-Class: Meteor\r\n\r\n")
        for sub in ("function", "nonbreaking", "synonym", "stem"):
            z.writestr(sub + "/", "")
            for fn in sorted(os.listdir(os.path.join(res, sub))):
                z.write(os.path.join(res, sub, fn), f"{sub}/{fn}")
    shutil.copyfile(table, os.path.join(dest, "data", "paraphrase-en.gz"))
    return dest


def wait_note(server, text, timeout=5.0):
    """Whether server.notes gets a line containing text within timeout
    (stderr reaches the notes through a reader thread)."""
    import time
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if any(text in n for n in server.notes):
            return True
        time.sleep(0.02)
    return False
