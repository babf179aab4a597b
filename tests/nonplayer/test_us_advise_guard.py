"""8.8.7 with 8.8.4 and 4.2.1: the US Advise after a Train is asked only
where its guard (asp/nonplayer/us/advise_guard.lp), over the Train's move,
finds a space not selected for Training (4.2.1) with ARVN cubes, Rangers or
Irregulars and enemy pieces.  Position: a Full game's (seed 2, its 41st
decision; tests/data/us-train-advise-none.yaml), Policy LBJ: the US Train in
Quang Tri, Binh Dinh and Pleiku, the only spaces where Irregulars are with
VC pieces (no ARVN cube is with an enemy): no Advise, so its Session is
never grounded, and the move is the same as without the guard."""

from pathlib import Path

from fitl.game import Game
from fitl.nonplayer import walk
from fitl.state import State

from .positions import box

DATA = Path(__file__).resolve().parents[1] / "data"
TRAINED = {"quang_tri_thua_thien", "binh_dinh", "pleiku_darlac"}


def _train(monkeypatch, guard):
    """The Train box's move and the Session kinds its walk asked."""
    kinds, session = [], walk.Walk._session
    asked = walk.Walk._guard_asked

    def counted(self, kind, given=(), plain=False):
        kinds.append(kind)
        return session(self, kind, given, plain)
    with monkeypatch.context() as m:
        m.setattr(walk.Walk, "_session", counted)
        if not guard:
            m.setattr(walk.Walk, "_guard_asked", lambda self, kind, sa, op, later, given=():
                      True if sa == "advise" else asked(self, kind, sa, op, later, given))
        return box(Game(State.load(DATA / "us-train-advise-none.yaml")), "train", faction="US"), kinds


def test_8_8_4_no_advise_where_only_training_spaces_could_take_it(monkeypatch):
    guarded, kinds = _train(monkeypatch, True)
    assert {a[len("train("):-1] for a in guarded if a.startswith("train(") and "," not in a} == TRAINED
    assert not any(a.startswith("advise(") for a in guarded)
    assert ("sa_after_op", "advise") not in kinds
    plain, kinds = _train(monkeypatch, False)
    assert ("sa_after_op", "advise") in kinds
    assert plain == guarded
