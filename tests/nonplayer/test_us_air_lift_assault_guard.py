"""8.8.3 (ruling 160, rulings 177 and 179): the guard of the US Air Lift
done before an Assault (asp/nonplayer/us/air_lift_assault_guard.lp).  The
Air Lift's origins are listed, those with US units but no COIN Control, US
Base or Support first, the most US Troops first, and a later one gives a
unit only once every earlier one is emptied; a space of the Assault's first
bullet (its own US Troops remove all its Active enemies) gives none.  Where
such a space, which the Assault can never take (only Bases behind
Underground Guerrillas: nothing removed, 3.2.4) and no destination can be
(no Police), is first on the list, no Air Lift can be chosen: the guard says
so over the position, the Air Lift's Session is never grounded, and the
Assault box's move is the same as without the guard.  Where the guard lets
the Air Lift be asked, the move is the same too."""

from pathlib import Path

from fitl.game import Game
from fitl.nonplayer import walk
from fitl.state import State

from .positions import box
from .test_us_flowchart import us

DATA = Path(__file__).resolve().parents[1] / "data"
LIFT_FIRST = ("box", "assault", ("air_lift",))

# Quang Tri: 3 US Troops with 2 NVA Troops (the Assault? question's yes);
# Saigon: US Troops beyond 3 COIN units at Active Support (an origin of the
# second bullet); Hue: Police without Support, no US Troops (a destination).
BASE = {"quang_tri_thua_thien": {"pieces": {"us_troops": 3, "nva_troops": 2}},
        "saigon": {"pieces": {"us_base": 1, "us_troops": 6, "arvn_police": 2}, "support": "active_support"},
        "hue": {"pieces": {"arvn_police": 2}}}
# Binh Tuy (Jungle): 1 US Troop, no COIN Control, Active Opposition: first on
# the list; its Troop's 1 hit meets its 1 Active enemy, the VC Base (the
# first bullet), but the Base is behind 2 Underground Guerrillas.
STUCK = {"pieces": {"us_troops": 1, "vc_base": 1, "vc_guerrilla_underground": 2}, "support": "active_opposition"}


def _assault(game, monkeypatch, guard):
    """The Assault box's move and the Session kinds its walk asked."""
    kinds, session = [], walk.Walk._session

    def asked(self, kind, given=(), plain=False):
        kinds.append(kind)
        return session(self, kind, given, plain)
    with monkeypatch.context() as m:
        m.setattr(walk.Walk, "_session", asked)
        if not guard:
            m.setattr(walk.Walk, "_sa_guard", lambda self, sa, op: True)
        return box(game, "assault", faction="US"), kinds


def test_8_8_3_no_air_lift_where_the_first_origin_listed_can_give_none(monkeypatch):
    g = us({**BASE, "binh_tuy_binh_thuan": STUCK}, policy="lbj")
    guarded, kinds = _assault(g, monkeypatch, True)
    assert LIFT_FIRST not in kinds
    assert guarded is not None and not any(a.startswith("air_lift(") or a == "sa_first" for a in guarded)
    plain, kinds = _assault(g, monkeypatch, False)
    assert LIFT_FIRST in kinds and plain == guarded


def test_8_8_3_air_lift_asked_where_no_such_space_is_listed(monkeypatch):
    """Without Binh Tuy, Saigon's spare US Troops may go to Hue: the guard
    lets the Air Lift be asked, and it is chosen (Police without US Troops
    get them, 8.8.3); the same move without the guard."""
    g = us(BASE, policy="lbj")
    guarded, kinds = _assault(g, monkeypatch, True)
    assert LIFT_FIRST in kinds
    assert any(a.startswith("air_lift(saigon,") for a in guarded)
    plain, _ = _assault(g, monkeypatch, False)
    assert plain == guarded


def test_8_8_3_air_lift_asked_where_the_first_space_listed_can_be_assaulted(monkeypatch):
    """Binh Tuy with an Active Guerrilla too: the Assault can take it (it
    then leaves the list), so the guard lets the Air Lift be asked; the same
    move without the guard."""
    active = {"pieces": {**STUCK["pieces"], "vc_guerrilla_active": 1}, "support": "active_opposition"}
    g = us({**BASE, "binh_tuy_binh_thuan": active}, policy="lbj")
    guarded, kinds = _assault(g, monkeypatch, True)
    assert LIFT_FIRST in kinds
    plain, _ = _assault(g, monkeypatch, False)
    assert plain == guarded


def test_8_8_3_air_lift_asked_where_a_space_at_support_may_head_the_list(monkeypatch):
    """Quang Nam at Passive Support with 2 US Troops and 3 Active VC (no COIN
    Control, 1.7; 2 hits against 3: not the first bullet) has more US Troops
    than Binh Tuy: the list's first bullet leaves out spaces at Support
    (8.8.3), but the guard counts it generously as one that may head the
    list, so it lets the Air Lift be asked; the same move without it."""
    support = {"pieces": {"us_troops": 2, "vc_guerrilla_active": 3}, "support": "passive_support"}
    g = us({**BASE, "binh_tuy_binh_thuan": STUCK, "quang_nam": support}, policy="lbj")
    guarded, kinds = _assault(g, monkeypatch, True)
    assert LIFT_FIRST in kinds
    plain, _ = _assault(g, monkeypatch, False)
    assert plain == guarded


def test_8_8_3_short_game_position_without_an_air_lift_grounds_no_lift_session(monkeypatch):
    """A Short game's position (seed 3; tests/data/us-assault-air-lift-none.yaml):
    Binh Tuy is the list's first (Tay Ninh, before it, is of the first bullet
    too, 3 Troops' hits against 3 Active enemies), so no Air Lift: the
    Assault's box never grounds the Air Lift's Session, and its move is the
    same as without the guard."""
    g = Game(State.load(DATA / "us-assault-air-lift-none.yaml"))
    guarded, kinds = _assault(g, monkeypatch, True)
    assert LIFT_FIRST not in kinds and ("op", "assault") in kinds
    plain, _ = _assault(g, monkeypatch, False)
    assert plain == guarded
