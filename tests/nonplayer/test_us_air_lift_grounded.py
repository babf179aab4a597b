"""8.8.3 AIR LIFT: the US Non-player's Sessions ground only the lifts its
priorities can choose (asp/nonplayer/us/air_lift_spaces.lp, through the
rules' hooks air_lift_from_at_most/3 and air_lift_to_at_most/3 of
asp/special/air_lift.lp), and choose the same move as with every lift the
rules allow (4.2.2)."""

import copy
from pathlib import Path

from fitl.game import Game
from fitl.state import State

from fitl.nonplayer.walk import Walk

from .positions import box
from .test_us_flowchart import us

DATA = Path(__file__).resolve().parents[1] / "data"

U = "vc_guerrilla_underground"
A = "vc_guerrilla_active"
IRR = "us_irregular_underground"
LAOS = {"southern_laos": {"pieces": {"nva_guerrilla_active": 2}}}


def _game(policy, more=None, **kw):
    """An Assault with its Air Lift first (8.8.3, ruling 160): Kien Phong's 2
    US Troops remove its 2 Active VC (3.2.4: 1 hit per Troop in Lowland), a
    space of the Assault's first bullet; Hue (Police, 2 Active VC) wants US
    Troops; Da Nang (5 US Troops, COIN Control) and Kontum (Active Support, a
    US Base, 3 US Troops, an Irregular, Police) are of the origins' second
    bullet; Quang Nam (US Troops and an Irregular, no COIN Control) of the
    first; Laos and Cambodia empty."""
    return us({"kien_phong": {"pieces": {"us_troops": 2, A: 2, U: 1}},
               "hue": {"pieces": {"arvn_police": 1, A: 2}},
               "da_nang": {"pieces": {"us_troops": 5}},
               "kontum": {"pieces": {"us_troops": 3, "us_base": 1, IRR: 1, "arvn_police": 1},
                          "support": "active_support"},
               "quang_nam": {"pieces": {"us_troops": 2, IRR: 1, U: 3}}, **(more or {})}, policy=policy, **kw)


def _walk(game, narrowed=True):
    """A US walk; not `narrowed`: its Sessions without the np_moves/3 files
    (air_lift_spaces.lp), the rules' every lift."""
    walk = Walk(game, "US")
    if not narrowed:
        walk.chart = copy.copy(walk.chart)
        walk.chart.moves = {}
    return walk


def _lifts(game, narrowed=True):
    """The lifts the Session of the Assault with its Air Lift first grounds:
    {(from, to, key): the most pieces one lift takes}."""
    session = _walk(game, narrowed)._session(("box", "assault", ("air_lift",)), ("sa_first",))
    out = {}
    for atom in session.move_atoms():
        if atom.startswith("air_lift("):
            f, t, k, n = atom[len("air_lift("):-1].split(",")
            out[(f, t, k)] = max(out.get((f, t, k), 0), int(n))
    return out


def test_8_8_3_air_lift_origins_grounded_as_the_bullets_allow():
    """First bullet (Quang Nam: US units, no COIN Control, Support or US
    Base): any of its pieces.  Second bullet: Troops only (Kontum's Irregular
    stays), as many as leave COIN Control (Da Nang: 5 against none, 4 may
    go, 1.7) and at Support 3 COIN units (Kontum: 5 units, 2 may go).  Kien
    Phong, Assaulted first with its own Troops, gives none (ruling 160)."""
    lifts = _lifts(_game("jfk"))
    froms = {f for f, _, _ in lifts}
    assert "kien_phong" not in froms
    assert max(n for (f, _, k), n in lifts.items() if f == "da_nang") == 4
    assert {k for f, _, k in lifts if f == "kontum"} == {"us_troops"}
    assert max(n for (f, _, _), n in lifts.items() if f == "kontum") == 2
    assert lifts[("quang_nam", "hue", IRR)] == 1 and lifts[("quang_nam", "hue", "us_troops")] == 2


def test_8_8_3_troops_into_laos_and_cambodia_only_under_nixon():
    """Under JFK one Special Forces unit may go into an empty Laos or Cambodia
    space, no Troops; under Nixon US Troops too, but only where a priority
    of the Air Lift may take them (8.8.3): into Southern Laos, whose 2 Active
    NVA Guerrillas the Assault may then remove (its destinations), not into
    empty Central Laos (no Police, nothing to Assault), where the Special
    Forces unit alone may go."""
    jfk, nixon = _lifts(_game("jfk", LAOS)), _lifts(_game("nixon", LAOS))
    assert jfk[("quang_nam", "central_laos", IRR)] == 1
    assert not any(t in ("central_laos", "southern_laos") and k == "us_troops" for _, t, k in jfk)
    assert nixon[("da_nang", "southern_laos", "us_troops")] == 4
    assert nixon[("quang_nam", "central_laos", IRR)] == 1
    assert not any(t == "central_laos" and k == "us_troops" for _, t, k in nixon)


def test_8_8_3_under_nixon_the_same_move_as_over_every_lift():
    """The Assault box under Nixon chooses the same move with the lifts
    narrowed as with every lift the rules allow."""
    narrowed, every = _walk(_game("nixon", LAOS)), _walk(_game("nixon", LAOS), narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["assault"]))
    assert any(a.startswith("air_lift(") for a in move)
    assert sorted(every.box(every.chart.nodes["assault"])) == move


def test_4_2_2_the_rules_alone_ground_every_lift():
    """The same Session without the US Non-player's hooks: the rules offer a
    lift of any liftable piece out of any space (4.2.2): Kontum's Irregular,
    Kien Phong's Troops, 5 of Da Nang's Troops, Troops into Laos."""
    lifts = _lifts(_game("jfk"), narrowed=False)
    assert ("kontum", "hue", IRR) in lifts and ("kien_phong", "hue", "us_troops") in lifts
    assert lifts[("da_nang", "hue", "us_troops")] == 5 and ("da_nang", "central_laos", "us_troops") in lifts


def test_8_8_3_the_same_move_as_over_every_lift():
    """The Assault box (its Air Lift first) chooses the same move with the
    lifts narrowed as with every lift the rules allow: Quang Nam's units
    (first bullet) into Hue, Assaulted with Kien Phong."""
    narrowed, every = _walk(_game("jfk")), _walk(_game("jfk"), narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["assault"]))
    assert [a for a in move if a.startswith("air_lift(")] == [
        f"air_lift(quang_nam,hue,{IRR},1)", "air_lift(quang_nam,hue,us_troops,2)"]
    assert sorted(every.box(every.chart.nodes["assault"])) == move



def _hidden(caps=None):
    """_game's position and three more Insurgent spaces: Binh Dinh, 2
    Underground VC and a VC Base (3.2.4: the Base only once no Guerrilla is
    left, and no Underground Guerrilla goes: nothing an Assault removes);
    Pleiku, a VC Base alone (it may go); Quang Tin, NVA Troops."""
    g = _game("jfk", {"binh_dinh": {"pieces": {U: 2, "vc_base": 1}},
                      "pleiku_darlac": {"pieces": {"vc_base": 1}},
                      "quang_tin_quang_ngai": {"pieces": {"nva_troops": 2}}})
    if caps:
        st = g.state.clone()
        st.capabilities = dict(caps)
        g = type(g)(st)
    return g


def test_3_2_4_no_lift_into_a_space_the_assault_removes_nothing_from():
    """8.8.3: an Assault's Air Lift destination is one the Assault then clears
    of more than half of its Active enemies, so one where it removes a piece;
    behind 2 Underground Guerrillas Binh Dinh's Base cannot go (3.2.4), so no
    lift into it is grounded; Pleiku's lone Base and Quang Tin's NVA Troops
    can go, and the rules alone offer Binh Dinh as well."""
    dests = {t for _, t, _ in _lifts(_hidden())}
    assert "binh_dinh" not in dests
    assert {"pleiku_darlac", "quang_tin_quang_ngai"} <= dests
    assert "binh_dinh" in {t for _, t, _ in _lifts(_hidden(), narrowed=False)}


def test_3_2_4_lift_into_hidden_guerrillas_with_search_and_destroy():
    """Unshaded Search and Destroy (card 28) lets a US Assault remove an
    Underground Guerrilla: Binh Dinh is a destination again."""
    assert "binh_dinh" in {t for _, t, _ in _lifts(_hidden({28: "unshaded"}))}


def test_8_8_3_the_same_move_with_spaces_the_assault_cannot_clear():
    """With the spaces no Assault removes anything from left out, the Assault
    box chooses the same move as over every lift the rules allow."""
    narrowed, every = _walk(_hidden()), _walk(_hidden(), narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["assault"]))
    assert move and sorted(every.box(every.chart.nodes["assault"])) == move


def _uncleared(policy="jfk"):
    """_game's position and spaces no lift-fed Assault clears of more than
    half of their Active enemies (3.2.4: behind an Underground Guerrilla no
    Base goes): Binh Dinh, 1 Active VC, a VC Base and an Underground VC (at
    most 1 of 2); Quang Tin, 2 Active VC, a VC Base and an Underground VC
    (2 of 3 may go); Central Laos, an NVA Base and an Underground NVA
    Guerrilla (nothing goes)."""
    return _game(policy, {"binh_dinh": {"pieces": {A: 1, U: 1, "vc_base": 1}},
                          "quang_tin_quang_ngai": {"pieces": {A: 2, U: 1, "vc_base": 1}},
                          "central_laos": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}}})


def test_8_8_3_no_lift_into_a_space_the_assault_cannot_clear_of_half():
    """8.8.3: an Assault's Air Lift destination is a space the Assault then
    clears of more than half of its Active enemies (or all): none into Binh
    Dinh (1 of 2 at most, 3.2.4), some into Quang Tin (2 of 3); none into
    Kien Phong, of the Assault's first bullet (its own 2 Troops remove its 2
    Active VC, ruling 160), nor under Nixon into Central Laos (nothing
    goes, no Police, not empty), where the rules alone offer all four."""
    dests = {t for _, t, _ in _lifts(_uncleared("nixon"))}
    assert "quang_tin_quang_ngai" in dests
    assert not {"binh_dinh", "kien_phong", "central_laos"} & dests
    assert {"binh_dinh", "kien_phong", "central_laos"} <= {t for _, t, _ in _lifts(_uncleared("nixon"), narrowed=False)}


def test_8_8_3_the_same_move_without_spaces_the_assault_cannot_clear_of_half():
    """With those spaces left out, the Assault box chooses the same move as
    over every lift the rules allow."""
    narrowed, every = _walk(_uncleared("nixon")), _walk(_uncleared("nixon"), narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["assault"]))
    assert move and sorted(every.box(every.chart.nodes["assault"])) == move


def test_8_8_5_after_the_sweeps_movement_a_sweep_space_with_coin_control_gives_none():
    """A Full game's position (tests/data/hooks-us-sweep-air-lift.yaml, Nixon):
    the US Sweep moves 5 US Troops into Binh Dinh (2 VC Bases, 2 Underground
    VC: 5 against 4, COIN Control, 1.7), 1 into Quang Tin (2 Police and an
    Irregular against 2 VC) and 1 into Pleiku (a US Base).  The Air Lift
    comes after the movement (8.8.5, ruling 163): these Sweep spaces, not of
    the origins' first bullet (COIN Control, a US Base), give no Troops
    (8.8.3: not those the Operation needs) nor other units, so their
    Session grounds no lift out of them; Quang Nam, left with 3 US Troops
    (COIN Control), of the second bullet and no Sweep space, may give."""
    game = Game(State.load(DATA / "hooks-us-sweep-air-lift.yaml"))
    moved = [a for a in box(game, "sweep", faction="US") if a.startswith("sweep(")]
    walk = Walk(game, "US")
    assert "sweep(quang_nam,loc_da_nang_dak_to,binh_dinh,us_troops,5)" in moved
    session = walk._session(("sa_after_op", "air_lift"), tuple(moved) + ("sa_during",))
    froms = {a[len("air_lift("):].split(",")[0] for a in session.move_atoms() if a.startswith("air_lift(")}
    assert "quang_nam" in froms
    assert not froms & {"binh_dinh", "quang_tin_quang_ngai", "pleiku_darlac"}
