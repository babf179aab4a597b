"""A disk cache of what the host works out from each rule file (fitl.program:
each statement's requirements, role, names and part), so that a new process
need not walk every rule again.  An entry's key is the digest of the rule
file's text, of asp/actions/frame.lp (the framing rewrites the rules), of the
host code that does the work and of the clingo version: an edited rule file,
or new host code, simply misses.  Entries are JSON after the digest of their
text (an entry whose text is not the one written is a miss), written atomically: plain
data (strings, numbers, lists) that reading cannot run, unlike a pickle, which
a file planted in the folder could use to run code in every `fitl` process.
The caller turns its values into such data and back (fitl.asp), and treats
an entry that is not of the shape it stores as a miss; a cache that cannot
be read or written is no cache (the work is done again), never an error.

The folder is $FITL_CACHE_DIR, else $XDG_CACHE_HOME/fitl, else ~/.cache/fitl;
FITL_CACHE=off (or FITL_CACHE_DIR=off) turns the cache off.
"""

import functools
import hashlib
import json
import os
import tempfile
from pathlib import Path

import clingo

VERSION = 3       # raise when what an entry holds changes shape (2: JSON; 3: its digest first)


@functools.lru_cache(maxsize=1)
def folder():
    """The cache folder, or None when the cache is off."""
    given = os.environ.get("FITL_CACHE_DIR")
    if given == "off" or os.environ.get("FITL_CACHE") == "off":
        return None
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "fitl"


@functools.lru_cache(maxsize=1)
def _code_digest():
    h = hashlib.sha1(f"{VERSION} {clingo.__version__}".encode())
    here = Path(__file__).resolve().parent
    for name in ("program.py", "asp.py", "cache.py", "conventions.py", "plain.py", "session.py"):
        h.update((here / name).read_bytes())
    return h.hexdigest()


def key(*texts):
    """The key of an entry computed from these texts (bytes) by this code."""
    h = hashlib.sha1(_code_digest().encode())
    for t in texts:
        h.update(hashlib.sha1(t).digest())
    return h.hexdigest()


def load(k):
    """The data stored under key k (tuples come back as lists), or None."""
    d = folder()
    if d is None:
        return None
    try:
        with open(d / f"{k}.json", "rb") as f:
            digest, _, text = f.read().partition(b"\n")
        if digest.decode() != hashlib.sha1(text).hexdigest():
            return None
        return json.loads(text)
    except Exception:
        return None


def store(k, value):
    """Store value (JSON data: strings, numbers, None, lists and tuples of
    them) under key k (atomically; failures ignored)."""
    d = folder()
    if d is None:
        return
    tmp = None
    try:
        text = json.dumps(value, separators=(",", ":")).encode()
        d.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=d, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(hashlib.sha1(text).hexdigest().encode() + b"\n" + text)
        os.replace(tmp, d / f"{k}.json")
    except Exception:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
