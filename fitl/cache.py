"""A disk cache of what the host works out from each rule file (fitl.program:
each statement's requirements, role, names and part), so that a new process
need not walk every rule again.  An entry's key is the digest of the rule
file's text, of asp/actions/frame.lp (the framing rewrites the rules), of the
host code that does the work and of the clingo version: an edited rule file,
or new host code, simply misses.  Entries are pickles of plain Python values,
written atomically; a cache that cannot be read or written is no cache (the
work is done again), never an error.

The folder is $FITL_CACHE_DIR, else $XDG_CACHE_HOME/fitl, else ~/.cache/fitl;
FITL_CACHE_DIR=off turns the cache off.
"""

import functools
import hashlib
import os
import pickle
import tempfile
from pathlib import Path

import clingo

VERSION = 1       # raise when what an entry holds changes shape


@functools.lru_cache(maxsize=1)
def folder():
    """The cache folder, or None when the cache is off."""
    given = os.environ.get("FITL_CACHE_DIR")
    if given == "off":
        return None
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "fitl"


@functools.lru_cache(maxsize=1)
def _code_digest():
    h = hashlib.sha1(f"{VERSION} {clingo.__version__}".encode())
    here = Path(__file__).resolve().parent
    for name in ("program.py", "asp.py", "cache.py"):
        h.update((here / name).read_bytes())
    return h.hexdigest()


def key(*texts):
    """The key of an entry computed from these texts (bytes) by this code."""
    h = hashlib.sha1(_code_digest().encode())
    for t in texts:
        h.update(hashlib.sha1(t).digest())
    return h.hexdigest()


def load(k):
    """The value stored under key k, or None."""
    d = folder()
    if d is None:
        return None
    try:
        with open(d / f"{k}.pickle", "rb") as f:
            return pickle.load(f)
    except Exception:
        return None


def store(k, value):
    """Store value under key k (atomically; failures ignored)."""
    d = folder()
    if d is None:
        return
    tmp = None
    try:
        d.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=d, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, d / f"{k}.pickle")
    except Exception:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
