"""The Non-players' priorities read the Support level of a space (1.6) in
every Session: a Sweep's, an Assault's, a Patrol's or an Air Lift's rules of
play read none, and with no Pivotal Event held (as in a Short game) nothing
else made their Sessions ground it (walk.NP_WANT), so that every priority
reading it silently failed (8.7.5's Support tie, 8.8.3's Support origins)."""

from fitl.game import Game
from fitl.nonplayer.walk import Walk

from .arvn_positions import arvn
from .arvn_positions import ask as arvn_ask
from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _no_pivotal(game):
    """The same position with no Pivotal Event held by any Faction."""
    st = game.state.clone()
    st.cards["pivotal"] = {}
    return Game(st)


def test_8_7_5_sweep_first_at_support_with_no_pivotal_event_held():
    """8.7.5 priority 1, ties (a) before (c): with Resources for 1 Sweep (3,
    3.2.3), Police meet 1 Underground VC Guerrilla both in Ba Xuyen (Passive
    Support, Population 1) and in Kien Phong (Neutral, Population 2).  The
    tie at Support comes before the one on Population: Ba Xuyen is Swept,
    not Kien Phong."""
    spaces = {"kien_phong": {"pieces": {"arvn_police": 2, U: 1}},
              "ba_xuyen": {"pieces": {"arvn_police": 2, U: 1}, "support": "passive_support"}}
    move = arvn_ask(_no_pivotal(arvn(spaces, resources={"ARVN": 3})), "sweep")
    assert {"sweep(ba_xuyen)", f"activate(sweep,ba_xuyen,{U},1)"} <= move
    assert "sweep(kien_phong)" not in move


def _lvl0(session):
    return {str(a.symbol) for a in session.ctl.symbolic_atoms.by_signature("lvl", 3)
            if a.symbol.arguments[0].number == 0}


def test_8_1_3_every_operation_session_grounds_the_support_levels():
    """1.6, 8.1.3: with no Pivotal Event held, the Sessions of a US Sweep, a
    US Assault with its Air Lift, an ARVN Patrol and an ARVN Sweep each
    ground Kontum's Active Support (+2) and Binh Dinh's Passive Opposition
    (-1), the levels their priorities read."""
    spaces = {"kontum": {"pieces": {"us_troops": 3, "arvn_troops": 2, "arvn_police": 1, U: 1},
                         "support": "active_support"},
              "binh_dinh": {"pieces": {"arvn_police": 1, U: 1}, "support": "passive_opposition"}}
    levels = {"lvl(0,kontum,2)", "lvl(0,binh_dinh,-1)"}
    us_walk = Walk(_no_pivotal(us(spaces)), "US")
    for kind, given in ((("op", "sweep"), ()), (("op", "assault"), ()),
                        (("box", "assault", ("air_lift",)), ("sa_first",))):
        assert levels <= _lvl0(us_walk._session(kind, given)), kind
    arvn_walk = Walk(_no_pivotal(arvn(spaces)), "ARVN")
    for op in ("patrol", "sweep"):
        assert levels <= _lvl0(arvn_walk._session(("op", op))), op
