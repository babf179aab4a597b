"""`fitl simulate --backend ray` (fitl/simulate_ray.py, docs/simulate.md): the
same games, results, order, logs and failures as the local backend, on a
local Ray of 2 CPUs."""

import json
import sys

import pytest
from click.testing import CliRunner

from fitl.cli import main
from fitl.simulate import Job, one_game, play_games


def _games(output):
    return [{k: v for k, v in g.items() if k != "seconds"} for g in json.loads(output)["games"]]


def test_ray_batch_same_as_local(tmp_path):
    pytest.importorskip("ray")
    out = {}
    for backend in ("local", "ray"):
        logs = tmp_path / backend
        r = CliRunner().invoke(main, ["simulate", "short", "--games", "3", "--seed", "11", "--workers", "2",
                                      "--json", "--logs", str(logs), "--backend", backend])
        assert r.exit_code == 0, r.output
        out[backend] = (_games(r.stdout), {p.name: p.read_text() for p in logs.iterdir()})
    games, logs = out["ray"]
    assert [g["seed"] for g in games] == [11, 12, 13] and all(g["winner"] for g in games)
    assert sorted(logs) == ["game-11.yaml", "game-12.yaml", "game-13.yaml"]
    assert out["ray"] == out["local"]


def test_ray_failures_reported_like_local():
    """A game that fails (here: its scenario cannot be read) is reported with
    its seed and message, as by the local backend, and the others go on; a
    task that fails outside the game too, with its seed."""
    pytest.importorskip("ray")
    jobs = [Job("short", 1, None, "random", None), Job("nowhere", 2, None, "random", None)]
    local, _ = play_games(jobs, 1)
    ray, interrupted = play_games(jobs, 2, backend="ray")
    strip = [{k: v for k, v in r.items() if k != "seconds"} for r in local]
    assert [{k: v for k, v in r.items() if k != "seconds"} for r in ray] == strip and not interrupted
    assert "error" in ray[1] and "nowhere" in ray[1]["error"]["message"] and "winner" in ray[0]
    broken, _ = play_games(jobs[:1], 2, game=int, backend="ray")
    assert broken[0]["seed"] == 1 and broken[0]["error"]["type"] == "RayTaskError(TypeError)"


def test_ray_missing_or_misused_is_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)          # as if not installed
    r = CliRunner().invoke(main, ["simulate", "short", "--backend", "ray"])
    assert r.exit_code == 2 and "needs the optional package ray (pip install 'fitl[ray]')" in r.output
    assert "Traceback" not in r.output
    r = CliRunner().invoke(main, ["simulate", "short", "--address", "auto"])
    assert r.exit_code == 2 and "--address: auto: is for --backend ray" in r.output


def test_ray_address_where_nothing_listens_is_one_line():
    """Ray would wait for a cluster without end: the command says at once."""
    pytest.importorskip("ray")
    r = CliRunner().invoke(main, ["simulate", "short", "--backend", "ray", "--address", "127.0.0.1:1"])
    assert r.exit_code == 2 and r.output.startswith("fitl: --address: 127.0.0.1:1: no Ray cluster answers there (")
    r = CliRunner().invoke(main, ["simulate", "short", "--backend", "ray", "--address", "head:port"])
    assert r.exit_code == 2 and "name the Ray cluster as auto or HOST:PORT" in r.output


def test_one_game_hands_its_logs_to_save():
    saved = []
    result = one_game(Job("short", 4, None, "random", "LOGS"), save=lambda p, t: saved.append((p, t)))
    assert [p for p, _ in saved] == ["LOGS/game-4.yaml"] and "winner" in result
    assert saved[0][1].startswith("scenario: short")
