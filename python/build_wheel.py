#!/usr/bin/env python3
"""Build parmesan-mt wheels offline: Go cross-compiles the parmesan binary
and this script assembles one wheel per platform (no network, no index,
no build backend).

    python3 python/build_wheel.py --out dist                 # this machine's platform
    python3 python/build_wheel.py --out dist --platform all  # linux/macOS/windows x amd64/arm64

By default only this machine's wheel is built (one Go build; all six
cross-compile in several minutes). Each wheel holds the pure-Python package
parmesan_mt and the binary at parmesan_mt/_bin/parmesan (parmesan.exe on
Windows), and installs a "parmesan" console command running that binary;
its tag names the platform (py3-none-<platform>), so pip picks the right
one. The binaries are static (CGO_ENABLED=0). Install into a virtual
environment (Debian's system Python refuses pip installs, PEP 668):

    python3 -m venv .venv && . .venv/bin/activate
    pip install --no-index --find-links dist parmesan-mt
    parmesan --version
"""

import argparse
import base64
import hashlib
import os
import platform
import re
import stat
import subprocess
import sys
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DIST = "parmesan_mt"

ENTRY_POINTS = "[console_scripts]\nparmesan = parmesan_mt._binary:main\n"

# GOOS/GOARCH -> wheel platform tag.
PLATFORMS = {
    ("linux", "amd64"): "manylinux_2_17_x86_64.manylinux2014_x86_64.musllinux_1_1_x86_64",
    ("linux", "arm64"): "manylinux_2_17_aarch64.manylinux2014_aarch64.musllinux_1_1_aarch64",
    ("darwin", "amd64"): "macosx_10_12_x86_64",
    ("darwin", "arm64"): "macosx_11_0_arm64",
    ("windows", "amd64"): "win_amd64",
    ("windows", "arm64"): "win_arm64",
}


def host():
    goos = {"linux": "linux", "darwin": "darwin", "win32": "windows"}.get(sys.platform)
    m = platform.machine().lower()
    goarch = {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}.get(m)
    if goos is None or goarch is None:
        sys.exit(f"build_wheel: no wheel platform for {sys.platform}/{m}")
    return goos, goarch


def version():
    src = os.path.join("internal", "version", "version.go")
    with open(os.path.join(ROOT, src), encoding="utf-8") as f:
        m = re.search(r'const Parmesan = "([^"]+)"', f.read())
    if not m:
        sys.exit(f"build_wheel: no Parmesan constant in {src}")
    return m.group(1)


def go_build(goos, goarch, out):
    env = dict(os.environ, GOOS=goos, GOARCH=goarch, CGO_ENABLED="0")
    subprocess.run(["go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, "./cmd/parmesan"],
                   cwd=ROOT, env=env, check=True)


def record_hash(data):
    d = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(d).rstrip(b"=").decode()


def metadata(ver):
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return (f"Metadata-Version: 2.1\nName: parmesan-mt\nVersion: {ver}\n"
            "Summary: Meteor 1.5 (bit-identical to the reference jar), the Parmesan metric and "
            "sacrebleu's BLEU/chrF/TER, without Java\n"
            "License: see the parmesan repository\nRequires-Python: >=3.8\n"
            "Description-Content-Type: text/markdown\n\n" + readme)


def build_wheel(goos, goarch, out_dir, ver):
    tag = "py3-none-" + PLATFORMS[(goos, goarch)]
    name = f"{DIST}-{ver}-{tag}.whl"
    exe = "parmesan.exe" if goos == "windows" else "parmesan"
    with tempfile.TemporaryDirectory() as tmp:
        binpath = os.path.join(tmp, exe)
        go_build(goos, goarch, binpath)
        with open(binpath, "rb") as f:
            binary = f.read()
    files = []  # (arcname, bytes, executable)
    pkg = os.path.join(HERE, DIST)
    for dirpath, dirnames, filenames in os.walk(pkg):
        dirnames[:] = sorted(d for d in dirnames if d not in ("__pycache__", "_bin"))
        for fn in sorted(filenames):
            if fn.endswith(".py"):
                p = os.path.join(dirpath, fn)
                with open(p, "rb") as f:
                    files.append((os.path.relpath(p, HERE).replace(os.sep, "/"), f.read(), False))
    files.append((f"{DIST}/_bin/{exe}", binary, True))
    info = f"{DIST}-{ver}.dist-info"
    files.append((f"{info}/METADATA", metadata(ver).encode(), False))
    wheel = f"Wheel-Version: 1.0\nGenerator: parmesan build_wheel.py\nRoot-Is-Purelib: false\nTag: {tag}\n"
    files.append((f"{info}/WHEEL", wheel.encode(), False))
    files.append((f"{info}/top_level.txt", f"{DIST}\n".encode(), False))
    # pip writes a "parmesan" command (bin/parmesan, Scripts\parmesan.exe)
    # that runs the packaged binary (parmesan_mt._binary.main).
    files.append((f"{info}/entry_points.txt", ENTRY_POINTS.encode(), False))
    record = "".join(f"{a},{record_hash(b)},{len(b)}\n" for a, b, _ in files) + f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode(), False))
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, name)
    tmp_path = path + ".tmp"
    with zipfile.ZipFile(tmp_path, "w", zipfile.ZIP_DEFLATED) as z:
        for arc, data, executable in files:
            zi = zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0))
            mode = 0o755 if executable else 0o644
            zi.external_attr = (stat.S_IFREG | mode) << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    os.replace(tmp_path, path)
    return path


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "dist"), help="output directory")
    ap.add_argument("--platform", default="host",
                    help='"host" (default: this machine\'s wheel only), "all" (the six), '
                         'or GOOS/GOARCH[,GOOS/GOARCH...] (e.g. linux/arm64)')
    a = ap.parse_args()
    if a.platform == "host":
        targets = [host()]
    elif a.platform == "all":
        targets = list(PLATFORMS)
    else:
        targets = [tuple(t.split("/", 1)) for t in a.platform.split(",")]
        for t in targets:
            if t not in PLATFORMS:
                sys.exit(f"build_wheel: unknown platform {'/'.join(t)} (known: {', '.join('/'.join(p) for p in PLATFORMS)})")
    ver = version()
    for goos, goarch in targets:
        print(build_wheel(goos, goarch, a.out, ver))


if __name__ == "__main__":
    main()
