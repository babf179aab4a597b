"""8.8.4 ADVISE: the US Non-player's Advise Session grounds only the spaces
and ways its priorities can take, where the Advise removes or Activates
something (asp/nonplayer/us/advise_spaces.lp, through the rules' hook
advise_only/2 of asp/special/advise.lp), and chooses the same move as with
every Advise the rules allow (4.2.1)."""

import copy

from fitl.nonplayer.walk import Walk

from .test_us_flowchart import us

A = "vc_guerrilla_active"
U = "vc_guerrilla_underground"


def _game():
    """Train under JFK in Quang Nam (a US Troop), then Advise (8.8.7):
    Binh Dinh, 3 ARVN Troops and 3 Active VC (an ARVN Assault; no Sweep:
    nothing Underground); Pleiku, an Underground Irregular and 2 Active VC
    (Special Forces); Kontum, 2 Underground VC and no ARVN piece or Special
    Forces (nothing an Advise can do there, 4.2.1)."""
    return us({"quang_nam": {"pieces": {"us_troops": 1}},
               "binh_dinh": {"pieces": {"arvn_troops": 3, A: 3}},
               "pleiku_darlac": {"pieces": {"us_irregular_underground": 1, A: 2}},
               "kontum": {"pieces": {U: 2}}}, resources={"ARVN": 0})


def _walk(narrowed=True):
    walk = Walk(_game(), "US")
    if not narrowed:
        walk.chart = copy.copy(walk.chart)
        walk.chart.moves = {}
    return walk


def _advise(narrowed=True):
    """The Advise ways the Session after the Train grounds: {(space, way)}."""
    walk = _walk(narrowed)
    move = walk.box(walk.chart.nodes["train"])
    op = tuple(a for a in move if a.startswith(("train", "pacify")))
    session = walk._session(("sa_after_op", "advise"), op)
    return {tuple(a[len("advise("):-1].split(",")) for a in session.move_atoms() if a.startswith("advise(")}


def test_8_8_4_advise_grounded_where_it_removes_or_activates():
    """An ARVN Assault only with ARVN cubes (Binh Dinh), an ARVN Sweep only
    with ARVN pieces and an Underground Guerrilla (none), Special Forces only
    with an Underground Irregular or Ranger (Pleiku); nothing in Kontum.  The
    rules alone offer every way in every space with enemies."""
    assert _advise() == {("binh_dinh", "assault"), ("pleiku_darlac", "special")}
    every = _advise(narrowed=False)
    assert {("kontum", "sweep"), ("kontum", "special"), ("binh_dinh", "sweep")} <= every


def test_8_8_4_the_same_move_as_over_every_advise():
    """The Train box and its Advise choose the same move narrowed as over
    every Advise the rules allow."""
    narrowed, every = _walk(), _walk(narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["train"]))
    assert any(a.startswith("advise(") for a in move)
    assert sorted(every.box(every.chart.nodes["train"])) == move
