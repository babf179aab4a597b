"""`fitl simulate` (fitl/simulate.py): a game that fails is reported (seed,
card, message; its log as game-SEED.failed.yaml) while the others go on,
exit 1, --json stays one valid document; never more worker processes than
games; Ctrl-C reports the games already finished (exit 130), with no worker
traceback.  Failures are injected into the random agent."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from fitl import simulate
from fitl.agents import RandomAgent
from fitl.cli import main
from fitl.errors import Illegal
from fitl.replay import Script


def _fail_seed(monkeypatch, seed, err):
    """The agents of game `seed` raise err once a card has been played."""
    real = RandomAgent.decide

    def decide(self, game, faction):
        if game.state.seed == seed and game.state.cards["played"]:
            raise err
        return real(self, game, faction)
    monkeypatch.setattr(RandomAgent, "decide", decide)


def test_failed_game_reported_others_go_on_json(tmp_path, monkeypatch):
    _fail_seed(monkeypatch, 5, RuntimeError("injected\nmore"))
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "3", "--seed", "4", "--json",
                                  "--logs", str(tmp_path)])
    assert r.exit_code == 1, r.output
    data = json.loads(r.stdout)
    assert [g["seed"] for g in data["games"]] == [4, 5, 6]
    bad = data["games"][1]
    assert bad["error"]["message"] == "injected" and bad["error"]["kind"] == "broken"
    assert bad["error"]["type"] == "RuntimeError" and isinstance(bad["error"]["card"], int)
    assert bad["log"] == os.path.join(str(tmp_path), "game-5.failed.yaml")
    assert Script.load(bad["log"]).steps                      # the moves before the failure
    assert data["games"][0]["winner"] and data["games"][2]["winner"]
    assert data["totals"]["games"] == 3 and data["totals"]["failed"] == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-4.yaml", "game-5.failed.yaml", "game-6.yaml"]


def test_stuck_game_in_text_output(monkeypatch):
    _fail_seed(monkeypatch, 8, Illegal([("2.3.3", "no move")]))
    r = CliRunner().invoke(main, ["simulate", "short", "--games", "1", "--seed", "8"])
    assert r.exit_code == 1
    line = r.stdout.splitlines()[0]
    assert line.startswith("seed 8: FAILED on card ") and "has no move the rules accept" in line
    assert r.stdout.splitlines()[-1].startswith("1 games (1 failed), ")


class FakePool:
    made = []

    def __init__(self, n, initializer=None, initargs=()):
        FakePool.made.append(n)

    def imap_unordered(self, fn, jobs):
        return map(fn, jobs)

    def terminate(self):
        pass

    def join(self):
        pass


def test_never_more_workers_than_games_and_ctrl_c_keeps_finished(monkeypatch):
    monkeypatch.setattr("multiprocessing.Pool", FakePool)
    game = lambda seed: {"seed": seed}
    assert simulate.play_games([3, 1, 2], workers=8, game=game) == ([{"seed": 1}, {"seed": 2}, {"seed": 3}], False)
    simulate.play_games([1], workers=4, game=game)
    assert FakePool.made == [3]                                # one game: no pool at all

    def interrupted(seed):
        if seed == 3:
            raise KeyboardInterrupt
        return {"seed": seed}
    assert simulate.play_games([1, 2, 3, 4], game=interrupted) == ([{"seed": 1}, {"seed": 2}], True)


@pytest.mark.parametrize("workers,backend", [("1", "local"), ("2", "local"), ("2", "ray")])
def test_ctrl_c_prints_finished_games(tmp_path, workers, backend):
    """SIGINT to the whole process group, as a terminal sends it, once a game
    has finished: the finished games are printed, exit 130, no traceback;
    Ray's processes too (docs/simulate.md)."""
    if backend == "ray":
        pytest.importorskip("ray")
    p = subprocess.Popen([sys.executable, "-m", "fitl.cli", "simulate", "short", "--games", "40", "--seed", "1",
                          "--workers", workers, "--logs", str(tmp_path), "--backend", backend],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.time() + 120
    while time.time() < deadline and len(list(tmp_path.glob("game-*"))) < 2:
        time.sleep(0.1)
    time.sleep(1.0)                       # the games' results reach the parent (on a busy machine too)
    os.killpg(p.pid, signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    finished = len([x for x in tmp_path.iterdir() if x.name.startswith("game-")])
    lines = out.splitlines()
    assert 1 <= len(lines) - 1 < 40 and lines[-1].startswith(f"{len(lines) - 1} games")
    assert err.strip() == f"interrupted: {len(lines) - 1} of 40 games finished"
    assert finished >= len(lines) - 1


def test_workers_play_under_the_parents_constants(monkeypatch):
    """--const NAME=VALUE reaches the worker processes (their initializer)."""
    from fitl import asp
    monkeypatch.setattr("signal.signal", lambda *a: None)
    try:
        simulate._worker_init((("trail_max", 5),))
        assert asp.consts() == (("trail_max", 5),)
    finally:
        asp.set_consts({})
