"""benchmarks/soak.py: games across scenarios and editions with the position
checked after every move; a stuck game (an agent with no move the rules
accept) and a broken one (an exception) are counted in their scenario and
edition, listed with seed, card and message, their logs kept, and the exit
code is 1; with none, 0.  Failures are injected into the random agent."""

import importlib.util
from pathlib import Path

from fitl.agents import RandomAgent
from fitl.errors import Illegal
from fitl.replay import Script

SOAK = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"


def _soak():
    spec = importlib.util.spec_from_file_location("soak", SOAK)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_soak_counts_stuck_and_broken_games(tmp_path, monkeypatch, capsys):
    real = RandomAgent.decide

    def decide(self, game, faction):
        if game.state.cards["played"]:
            if game.state.seed == 4:
                raise RuntimeError("injected")
            if game.state.seed == 5:
                raise Illegal([("2.3.3", "no move")])
        return real(self, game, faction)
    monkeypatch.setattr(RandomAgent, "decide", decide)
    code = _soak().main(["--games", "3", "--seed", "3", "--scenarios", "short", "--editions", "1,2",
                         "--workers", "1", "--logs", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 1
    rows = {tuple(x.split()[:2]): x.split()[2:] for x in out.splitlines() if x.startswith("short ")}
    assert rows[("short", "1")][0] == "2" and rows[("short", "1")][2:] == ["1", "1", "0"]     # seeds 3, 5
    assert rows[("short", "2")][0] == "1" and rows[("short", "2")][2:] == ["0", "0", "1"]     # seed 4
    broken = next(x for x in out.splitlines() if x.startswith("broken: "))
    assert broken.startswith("broken: seed 4 short edition 2 card ") and "RuntimeError: injected" in broken
    stuck = next(x for x in out.splitlines() if x.startswith("stuck: "))
    assert stuck.startswith("stuck: seed 5 short edition 1 card ") and "no move the rules accept" in stuck
    assert out.splitlines()[-1].startswith("games 3, moves ") and ", stuck 1, broken 1, " in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-4.failed.yaml", "game-5.failed.yaml"]
    assert Script.load(str(tmp_path / "game-4.failed.yaml")).edition == 2


def test_soak_clean_run_exits_0(tmp_path, capsys):
    code = _soak().main(["--games", "1", "--seed", "3", "--scenarios", "short", "--logs", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0 and "games 1, moves " in out and "stuck 0, broken 0" in out
    assert not any(tmp_path.iterdir())
