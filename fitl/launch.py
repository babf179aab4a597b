"""The `fitl` command's entry point: the allocator first (fitl/allocator.py),
before the rules and the solver are loaded, then the command line."""

import os
import sys


def run():
    try:
        from .allocator import restart_under_jemalloc
        restart_under_jemalloc()
        from .cli import main
    except KeyboardInterrupt:                 # Ctrl-C while the program loads
        os._exit(130)
    try:
        main()
    except SystemExit as done:
        if done.code != 130:
            raise
        # Ctrl-C (exit 130, what was to be saved is saved): clingo objects a
        # Ctrl-C left mid-solve could abort the interpreter's shutdown (seen
        # as exit -6 when solves ran in clingo's own thread), so the process
        # leaves at once.
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)
