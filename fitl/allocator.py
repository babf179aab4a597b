"""Which memory allocator the process runs with.

clingo's grounder makes and frees a great many small objects: with glibc's
malloc about a third of a query's instructions are the allocator's (measured
with callgrind on an apply), and under jemalloc the same queries take 25-35%
less time (benchmarks/moves.py).  A process chooses its allocator only when it
starts (LD_PRELOAD), so the command line starts itself again under jemalloc
when the machine has it (Debian: libjemalloc2) and it is not loaded yet.  The
answers do not depend on it.  FITL_MALLOC=system keeps the system allocator.
"""

import os
import sys

LIBRARY = "libjemalloc.so.2"
# Where Debian, Ubuntu and Fedora install it.
DIRS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib")


def jemalloc():
    """The path of the jemalloc library on this machine, or None."""
    return next((p for p in (os.path.join(d, LIBRARY) for d in DIRS) if os.path.exists(p)), None)


def in_use():
    """The allocator this process runs with: 'jemalloc' or 'system'."""
    try:
        with open("/proc/self/maps") as maps:
            return "jemalloc" if "libjemalloc" in maps.read() else "system"
    except OSError:
        return "system"


def restart_under_jemalloc():
    """Start this command again under jemalloc (the same arguments, standard
    streams and exit code: the process is replaced), unless FITL_MALLOC says
    otherwise, it is already loaded, a restart was already tried, or the
    machine has none.  Returns only when it does nothing."""
    if sys.platform != "linux" or os.environ.get("FITL_MALLOC") in ("system", "tried"):
        return
    lib = jemalloc()
    if lib is None or in_use() == "jemalloc":
        return
    preload = " ".join(p for p in (lib, os.environ.get("LD_PRELOAD", "")) if p)
    env = dict(os.environ, LD_PRELOAD=preload, FITL_MALLOC="tried")
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        os.execve(sys.executable, [sys.executable, *sys.orig_argv[1:]], env)
    except OSError:
        return
