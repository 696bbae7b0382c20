"""Locating the parmesan binary."""

import os
import shutil
import stat
import subprocess
import sys

from ._errors import ParmesanError

_EXE = "parmesan.exe" if sys.platform == "win32" else "parmesan"


def binary(path_lookup: bool = True) -> str:
    """Return the path of the parmesan command to run.

    In order: $PARMESAN_BINARY; the binary inside this package (the wheel
    carries one for its platform); ``parmesan`` on PATH (unless
    path_lookup is false).
    """
    env = os.environ.get("PARMESAN_BINARY")
    if env:
        if not os.path.isfile(env):
            raise ParmesanError(f"PARMESAN_BINARY={env}: no such file")
        return env
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_bin", _EXE)
    if os.path.isfile(bundled):
        if sys.platform != "win32" and not os.access(bundled, os.X_OK):
            mode = os.stat(bundled).st_mode
            os.chmod(bundled, mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        return bundled
    found = shutil.which("parmesan") if path_lookup else None
    if found:
        return found
    raise ParmesanError(
        "no parmesan binary: install a parmesan-mt wheel for this platform, "
        "put parmesan on PATH (go install github.com/parmesan-mt/parmesan/cmd/parmesan@latest) "
        "or set PARMESAN_BINARY")


def main() -> None:
    """The ``parmesan`` console command the wheel installs: runs the
    packaged binary with the same arguments, standard streams and exit
    status. PATH is not searched: the console command itself is there."""
    try:
        exe = binary(path_lookup=False)
    except ParmesanError as e:
        sys.stderr.write(f"parmesan: {e}\n")
        sys.exit(127)
    args = [exe, *sys.argv[1:]]
    if sys.platform == "win32":
        try:
            sys.exit(subprocess.call(args))
        except KeyboardInterrupt:
            sys.exit(130)
    os.execv(exe, args)
