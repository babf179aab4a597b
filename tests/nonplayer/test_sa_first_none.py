"""8.8.3 (4.1): where the US box's Air Lift, done before the Assault, has no
move, the Assault is chosen alone by its box's priorities, then its Special
Activity after it (an Air Strike).  The walk asks that Assault of the Air
Lift's Session already grounded (the Air Lift open before the Assault, none
of its atoms: Walk._alone) instead of grounding the Assault's own: the move
must be the same as over the Assault's own Session, and carry no mark of the
Air Lift (no air_lift atom, no sa_first).  Position: a Short game of seed 3
(tests/data/us-assault-air-lift-none.yaml, saved by benchmarks/nonplayer.py
--save)."""

from pathlib import Path

from fitl.game import Game
from fitl.nonplayer import decide, walk
from fitl.state import State

DATA = Path(__file__).resolve().parents[1] / "data"


def _decided(monkeypatch, reuse):
    """The move (a set of atoms) and the Session kinds its walk asked."""
    kinds, session = [], walk.Walk._session

    def asked(self, kind, given=(), plain=False):
        kinds.append(kind)
        return session(self, kind, given, plain)
    monkeypatch.setattr(walk.Walk, "_session", asked)
    # (the position's Air Lift guard, air_lift_assault_guard.lp, says no
    # before any Session: the reuse is for an Air Lift no guard rules out,
    # so the guard is not asked here; test_us_air_lift_assault_guard.py)
    monkeypatch.setattr(walk.Walk, "_sa_guard", lambda self, sa, op: True)
    if not reuse:
        monkeypatch.setattr(walk.Walk, "_alone", lambda self, node, kind: (kind, ()))
    move = decide(Game(State.load(DATA / "us-assault-air-lift-none.yaml")), "US").move
    monkeypatch.undo()
    return set(move.split()), kinds


def test_8_8_3_assault_alone_after_no_air_lift_asked_of_the_air_lift_session(monkeypatch):
    reused, kinds = _decided(monkeypatch, True)
    assert any(a.startswith("assault(") for a in reused)
    assert any(a.startswith("air_strike(") for a in reused)          # (after the Assault, 8.8.3)
    assert not any(a.startswith("air_lift(") or a == "sa_first" for a in reused)
    assert ("op", "assault") not in kinds and ("box", "assault", ("air_lift",)) in kinds
    own, kinds = _decided(monkeypatch, False)
    assert ("op", "assault") in kinds
    assert reused == own
