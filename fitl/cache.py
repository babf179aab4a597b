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

The folder is bounded: its entries stand in one subfolder per version of
the code that made them (the first 16 digits of its digest), and when a
process makes a new version's subfolder, the subfolders of the versions
used least recently go: all but the KEEP newest (a subfolder is marked
used, by its time, when a process first reads or writes an entry of it and
again every GRACE/2 seconds while it does), except any used in the last
GRACE seconds (a process of that code may be running: several worktrees or
installs can share the folder).  An entry of a version that is kept is
never dropped; one of a version dropped is simply made again.  (Entries of
earlier texts of the rule files stay in their version's subfolder until the
version goes.)
"""

import functools
import hashlib
import json
import os
import re
import shutil
import tempfile
import time
from pathlib import Path

import clingo

VERSION = 4       # raise when what an entry holds changes shape (2: JSON; 3: its digest first; 4: subfolders)
KEEP = 3          # code versions kept in the folder (the most recently used)
GRACE = 600       # seconds: a version used this recently is kept too
_VERSION_NAME = re.compile(r"[0-9a-f]{16}")
_FLAT_ENTRY = re.compile(r"[0-9a-f]{40}\.json")      # an entry of version 3 (no subfolders)


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


CODE = ("program.py", "asp.py", "cache.py", "conventions.py", "plain.py", "session.py")


@functools.lru_cache(maxsize=None)
def _code_digest(names=CODE):
    h = hashlib.sha1(f"{VERSION} {clingo.__version__}".encode())
    here = Path(__file__).resolve().parent
    for name in names:
        h.update((here / name).read_bytes())
    return h.hexdigest()


def key(*texts, code=CODE):
    """The key of an entry computed from these texts (bytes) by this code:
    the modules of fitl named by `code` (by default the host code that
    analyses the rules)."""
    version = _code_digest(tuple(code))
    h = hashlib.sha1(version.encode())
    for t in texts:
        h.update(hashlib.sha1(t).digest())
    return f"{version[:16]}/{h.hexdigest()}"


_used = {}        # the version subfolders this process uses -> when it last marked them used


def _mark_used(d, k):
    """Mark the version subfolder of key k used (its time), once every
    GRACE/2 seconds a process."""
    version, slash, _ = k.partition("/")
    now, last = time.monotonic(), _used.get(version)
    if not slash or (last is not None and now - last < GRACE / 2) or not _VERSION_NAME.fullmatch(version):
        return
    _used[version] = now
    try:
        os.utime(d / version)
    except OSError:
        pass


def prune(d, keep=None, grace=None, now=None):
    """Drop from cache folder d the version subfolders beyond the `keep` most
    recently used, unless used in the last `grace` seconds, and the entries
    of the flat layout before subfolders (version 3); never the versions
    this process uses."""
    keep = KEEP if keep is None else keep
    grace = GRACE if grace is None else grace
    now = time.time() if now is None else now
    try:
        found = []
        for entry in os.scandir(d):
            if entry.is_dir(follow_symlinks=False) and _VERSION_NAME.fullmatch(entry.name):
                found.append((entry.stat().st_mtime, entry.name))
            elif entry.is_file(follow_symlinks=False) and _FLAT_ENTRY.fullmatch(entry.name):
                os.unlink(entry.path)
        found.sort(reverse=True)
        for i, (mtime, name) in enumerate(found):
            if i >= keep and name not in _used and now - mtime > grace:
                shutil.rmtree(d / name, ignore_errors=True)
    except OSError:
        pass


def load(k):
    """The data stored under key k (tuples come back as lists), or None."""
    d = folder()
    if d is None:
        return None
    _mark_used(d, k)
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
        into = (d / k).parent
        new = not into.is_dir()
        into.mkdir(parents=True, exist_ok=True)
        _mark_used(d, k)
        if new and into != d:
            prune(d)
        fd, tmp = tempfile.mkstemp(dir=into, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(hashlib.sha1(text).hexdigest().encode() + b"\n" + text)
        os.replace(tmp, d / f"{k}.json")
    except Exception:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
