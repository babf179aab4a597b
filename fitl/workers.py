"""Whole games played by worker processes that end as their memory grows.

clingo never frees a symbol it has made (the atoms and terms of every
position a process grounds), so a process that plays a whole game grows
with it (a legal-driven Full game: about 200 MB; docs/queries.md).
`run_game` here plays as fitl.loop.run_game does, but in a worker forked
from this process: once a move leaves the worker above `worker_mb` MB of
resident memory, it hands the position and its moves back and ends, and
the next worker goes on from there.  The game is the same move for move
(every controller decides from the position alone), the calling process
grounds nothing.  Before a Non-player's decision the bound is lower,
NONPLAYER_MB (FITL_WORKER_NP_MB).  Where fork is missing (or with worker_mb 0, or
FITL_WORKER_MB=0) the game is played in this process.

A worker ignores Ctrl-C (its parent stops it) and ends after its move if
its parent has gone.  An exception in a worker is raised again here, with
its class, arguments and attributes."""

import os
import pickle
import signal

from .errors import FitlError
from .loop import Log, run_game as run_here

WORKER_MB = int(os.environ.get("FITL_WORKER_MB", "100"))
# A Non-player's decision grounds a Session of the whole map per box it
# visits and adds 50-85 MB to the worker deciding it (docs/queries.md:
# Memory of a Non-player's decision): a worker above this bound after a
# move ends before the next decision if a Non-player is to make it, so that
# a fresh worker (about 65 MB) makes it.
NONPLAYER_MB = int(os.environ.get("FITL_WORKER_NP_MB", "75"))


def resident_mb():
    """This process's resident memory in MB (Linux: /proc), or 0."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return 0


class _Full(Exception):
    """A worker's memory passed its bound after a move."""


def _over(game):
    return game.state.game_over or game.state.cards["current"] is None


def run_game(game, controllers, max_moves=None, check=False, log=None, worker_mb=None):
    """fitl.loop.run_game (the same arguments and answer, but no on_move),
    played by workers each ended once a move leaves it above worker_mb MB
    resident (WORKER_MB)."""
    worker_mb = WORKER_MB if worker_mb is None else worker_mb
    log = log if log is not None else Log(game.state)
    log.game = game
    if not worker_mb or not hasattr(os, "fork"):
        return run_here(game, controllers, max_moves=max_moves, check=check, log=log)
    from .game import Game
    while not _over(game) and (max_moves is None or len(log.moves) < max_moves):
        left = None if max_moves is None else max_moves - len(log.moves)
        state, moves, notes, error = _in_worker(game, controllers, left, check, worker_mb)
        log.notes.update({len(log.moves) + i: n for i, n in notes.items()})
        log.moves += moves
        if error is not None:
            if moves:
                log.game = Game(state)
            raise error
        if not moves:                              # (the worker found the game over)
            break
        game = log.game = Game(state)
    return game, log


def _in_worker(game, controllers, max_moves, check, worker_mb):
    """Moves of run_game in a forked worker: (the position reached, its
    moves, their notes, the exception that stopped it or None)."""
    read, write = os.pipe()
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:                                   # the worker
        os.close(read)
        signal.signal(signal.SIGINT, signal.SIG_IGN)

        def on_move(who, move, result):
            if os.getppid() != parent:
                os._exit(1)
            mb = resident_mb()
            if mb > worker_mb or (mb > min(NONPLAYER_MB, worker_mb) and _nonplayer_next(result.game, controllers)):
                raise _Full

        part = Log(game.state)
        error = None
        try:
            run_here(game, controllers, max_moves=max_moves, check=check, log=part, on_move=on_move)
        except _Full:
            pass
        except BaseException as err:               # (raised again by the parent)
            error = _portable(err)
        try:
            with os.fdopen(write, "wb") as f:
                pickle.dump((part.game.state, part.moves, part.notes, error), f)
        finally:
            os._exit(0)
    os.close(write)
    try:
        with os.fdopen(read, "rb") as f:
            answer = f.read()
    except BaseException:                          # (Ctrl-C: the worker goes too)
        os.kill(pid, signal.SIGKILL)
        raise
    finally:
        _, status = os.waitpid(pid, 0)
    if not answer:
        raise FitlError(f"a worker process of the game ended without its answer (wait status {status})")
    state, moves, notes, error = pickle.loads(answer)
    return state, moves, notes, (_restored(*error) if error is not None else None)


def _nonplayer_next(game, controllers):
    """Whether a Non-player (fitl.nonplayer) is to make the next decision."""
    from .nonplayer import NonPlayerAgent
    if _over(game):
        return False
    return isinstance(controllers.get(game.turn().to_act), NonPlayerAgent)


def _portable(err):
    """An exception as (class, args, attributes), each of which pickles (the
    class re-made in the parent without calling its __init__)."""
    try:
        out = (type(err), err.args, dict(vars(err)))
        pickle.loads(pickle.dumps(out))
        return out
    except Exception:
        return (FitlError, (f"{type(err).__name__}: {err}",), {"message": f"{type(err).__name__}: {err}"})


def _restored(cls, args, attributes):
    err = cls.__new__(cls, *args)
    err.args = args
    err.__dict__.update(attributes)
    return err
