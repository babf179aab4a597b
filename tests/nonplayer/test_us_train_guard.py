"""8.8.7 with 3.2.1, 1.8.1 and 8.1.1: the US Train box's guard over the
position (asp/nonplayer/us/train_guard.lp).  Every Training space places
Irregulars (only from Available, 8.1.1), places ARVN pieces or Pacifies
(3 ARVN Resources, which the US spends only above the Total Econ, 1.8.1),
or moves Patronage (above 22): where none can, the box has no move and no
Session is grounded; the box's move is the same with and without the
guard, where it says no and where it lets the box be asked."""

from fitl.nonplayer.walk import Walk

from .positions import box
from .test_us_flowchart import us

IRR = "us_irregular_underground"

# All 6 US Irregulars (the Force Pool, 1.4.1) on the map: none Available.
SIX = {"binh_dinh": {"pieces": {"us_base": 1, "us_troops": 2, IRR: 2, "arvn_police": 1},
                     "support": "passive_support"},
       "quang_nam": {"pieces": {"us_troops": 1, IRR: 2}},
       "khanh_hoa": {"pieces": {"us_troops": 1, IRR: 2}}}


def _without_guard(monkeypatch):
    state = Walk._state
    monkeypatch.setattr(Walk, "_state", lambda self, name, facts, take=None:
                        True if name == "train_guard" else state(self, name, facts, take))


def _both(game, monkeypatch):
    """The Train box's move with the guard, then without it."""
    guarded = box(game, "train", faction="US")
    sessions = len(game._sessions)
    with monkeypatch.context() as m:
        _without_guard(m)
        return guarded, sessions, box(game, "train", faction="US")


def test_8_8_7_no_train_without_irregulars_available_nor_resources_above_econ(monkeypatch):
    """No Irregular Available, ARVN Resources 17 with Total Econ 15 (2 above:
    neither ARVN pieces nor Pacify can be paid), Patronage 15: no Train, and
    the guard says so without a Session; without it the box finds none too."""
    g = us(SIX, resources={"ARVN": 17}, econ=15, patronage=15)
    guarded, sessions, plain = _both(g, monkeypatch)
    assert guarded is None and sessions == 0
    assert plain is None


def test_8_8_7_train_with_resources_three_above_econ(monkeypatch):
    """ARVN Resources 18, Total Econ 15: 3 above, so the US may pay for ARVN
    cubes at its Base in Binh Dinh (8.8.7's second priority): the guard lets
    the box be asked, and the move is the same without it."""
    g = us(SIX, resources={"ARVN": 18}, econ=15, patronage=15)
    guarded, _, plain = _both(g, monkeypatch)
    assert guarded is not None and "train(binh_dinh)" in guarded
    assert guarded == plain


def test_8_8_7_train_with_one_irregular_available(monkeypatch):
    """One Irregular off the map (5 on it), Resources as in the first test:
    Irregulars can still be placed (8.8.7's first priority), so the guard
    lets the box be asked, and the move is the same without it."""
    spaces = {**SIX, "khanh_hoa": {"pieces": {"us_troops": 1, IRR: 1}}}
    g = us(spaces, resources={"ARVN": 17}, econ=15, patronage=15)
    guarded, _, plain = _both(g, monkeypatch)
    assert guarded is not None and any(",us_irregular," in a for a in guarded)
    assert guarded == plain
