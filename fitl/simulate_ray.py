"""`fitl simulate --backend ray`: each game a Ray task (pip install 'fitl[ray]').

With no address, Ray starts on this machine with `workers` CPUs and stops
at the end; with one, the games run on that cluster (every node with fitl
installed from the same commit: docs/simulate.md).  Each task plays one game
as the local backend does (fitl.simulate.one_game) under the rules'
constants of the command (asp.set_consts), and hands its logs back as text,
written here by the driver: --logs names a directory of this machine, on a
cluster too.  A task that fails outside the game (its worker died, say) is
reported like a failed game, with its seed.  Results come as games end; the
caller sorts them by seed."""

import logging
import os
import socket
import time

from . import asp
from .errors import BadInput
from .files import atomic_write

# Ray's shared-memory object store, for a local Ray: the results are small.
OBJECT_STORE_BYTES = 200 * 2**20


def _task(game, job, consts):
    """One game on a Ray worker: (its result, the logs it wrote as (path, text))."""
    asp.set_consts(dict(consts))
    logs = []
    result = game(job, save=lambda path, text: logs.append((path, text)))
    return result, logs


def _failed(job, err, seconds):
    """The result of a game whose task failed outside the game."""
    message = (str(err).strip().splitlines() or [""])[-1]
    return {"seed": job.seed, "error": {"kind": "broken", "type": type(err).__name__, "card": None,
                                        "message": message},
            "moves": 0, "seconds": round(seconds, 2)}


def _answers(address, seconds=5):
    """BadInput unless something listens at a HOST:PORT address (Ray itself
    would wait for it without end); `auto` is Ray's to find."""
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep:
        return
    if not port.isdigit():
        raise BadInput("--address", address, "name the Ray cluster as auto or HOST:PORT")
    try:
        socket.create_connection((host, int(port)), timeout=seconds).close()
    except OSError as err:
        raise BadInput("--address", address, f"no Ray cluster answers there ({err.strerror or err})") from None


def ray_games(jobs, workers, game, address=None):
    """Play game(job, save=...) for each job as Ray tasks; yield each result
    as its game ends (a failed task's too, see _failed)."""
    try:
        import ray
    except ImportError:
        raise BadInput("--backend", "ray", "needs the optional package ray (pip install 'fitl[ray]')") from None
    if address:
        _answers(address)
    env = {k: v for k, v in os.environ.items() if k.startswith("FITL_")}
    local = {} if address else {"num_cpus": workers, "object_store_memory": OBJECT_STORE_BYTES}
    try:
        ray.init(address=address, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR,
                 runtime_env={"env_vars": env} if env else None, **local)
    except (ConnectionError, RuntimeError, ValueError) as err:
        raise BadInput("--address", address, f"cannot join the Ray cluster ({err})") from None
    try:
        remote = ray.remote(num_cpus=1, max_retries=0)(_task)
        started = time.perf_counter()
        tasks = {remote.remote(game, job, asp.consts()): job for job in jobs}
        pending = list(tasks)
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            job = tasks[done[0]]
            try:
                result, logs = ray.get(done[0])
            except ray.exceptions.RayError as err:
                yield _failed(job, err, time.perf_counter() - started)
                continue
            for path, text in logs:
                atomic_write(path, text)
            yield result
    finally:
        ray.shutdown()
