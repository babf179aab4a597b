"""The NVA March box (8.6.5) on a crowded Trail, in stages (ruling 140):
its bullets one after another, each frozen before the next.  A Full-game
position (seed 1, tests/data/march-nva-crowded-trail.yaml: Trail 4, 2 NVA
Bases Available, 40 NVA Troops in Laos) where the one optimisation of the
four bullets together stopped at its bound (20,000 conflicts) with the
first move it found, Guerrillas relayed along the Trail."""

from pathlib import Path

from fitl.asp import static
from fitl.game import Game
from fitl.state import State

from .positions import box
from .test_event_counts import searches

POSITION = Path(__file__).resolve().parents[1] / "data" / "march-nva-crowded-trail.yaml"
UNITS = ("nva_troops", "nva_guerrilla_active", "nva_guerrilla_underground")
LAOS_CAMBODIA = {"central_laos", "southern_laos", "northeast_cambodia", "the_fishhook", "the_parrots_beak",
                 "sihanoukville"}


def _pieces(state, space):
    return (state.spaces.get(space) or {}).get("pieces", {})


def _nva_control(state, space):
    """1.7: NVA Control of a Province or City, the NVA pieces outnumbering
    all others (LoCs have no Control)."""
    if static().space_type[space] == "loc":
        return False
    pieces = _pieces(state, space)
    nva = sum(n for k, n in pieces.items() if k.startswith("nva_"))
    return nva > sum(pieces.values()) - nva


def test_8_6_5_march_bullets_in_order_each_proven():
    """8.6.5, in the order its bullets give: (1) with NVA Bases Available, a
    Laos or Cambodia space with room for a Base gets 4 NVA units, 2 of them
    Guerrillas: the Parrot's Beak (1 Base, 2 Guerrillas) with Troops from
    the Trail, no Guerrilla moved (Guerrillas stay behind as far as the
    bullet allows); (2) 1 Underground Guerrilla from a Province onto 1 LoC
    (the Hue-Da Nang highway out of reach); (3) NVA Control added to 3
    spaces of the highest Population (2; no space next to the Trail has
    more), each by 1 group, none with a US Base, as many as can be with a VC
    Base and no NVA Base: one space's units add NVA Control to one space
    only, along the Trail too (ruling 137), and only 3 spaces have NVA units
    to send once the Parrot's Beak is set up (frozen, ruling 140): Central
    and Southern Laos, enough for any of the 4 such spaces in reach (Binh
    Dinh, Quang Tin, Quang Tri, Tay Ninh: 7 to 14 units), and North Vietnam,
    whose 2 Bases keep 2 of its 4 Guerrillas: its other 2 outnumber only a
    lone enemy piece, so its space is Kien Giang or Kien Phong, with no VC
    Base.  So 2 with a VC Base, and North Vietnam's group the third's.
    Every stage's optimum is proven within the bound."""
    g = Game(State.load(POSITION))
    with searches() as proven:
        move = box(g, "march", faction="NVA", sas=False)
    assert proven and all(proven)
    legs = [a[len("march("):-1].split(",") for a in move if a.startswith("march(") and "," in a]
    before = g.state
    after = g.apply(" ".join(move), faction="NVA", explain=False).game.state
    # (1)
    setup = [s for s in LAOS_CAMBODIA
             if sum(_pieces(before, s).get(k, 0) for k in UNITS) < 4
             and sum(_pieces(after, s).get(k, 0) for k in UNITS) >= 4
             and sum(_pieces(after, s).get(k, 0) for k in UNITS[1:]) >= 2]
    assert setup == ["the_parrots_beak"]
    # (its own 2 Guerrillas: the setup moved none in; a later bullet's
    # pieces may pass through it along the Trail, ruling 140)
    assert sum(_pieces(after, "the_parrots_beak").get(k, 0) for k in UNITS[1:]) == 2
    # (2)
    locs = [leg for leg in legs if static().space_type[leg[1]] == "loc"]
    assert len(locs) == 1 and locs[0][2:] == ["nva_guerrilla_underground", "1"]
    assert static().space_type[locs[0][0]] == "province"
    # (3)
    gained = {s for s in {leg[1] for leg in legs} if not _nva_control(before, s) and _nva_control(after, s)}
    assert len(gained) == 3
    for s in gained:
        assert static().pop[s] == 2
        assert len({leg[0] for leg in legs if leg[1] == s}) == 1
        assert "us_base" not in _pieces(before, s)
    vc_base = {s for s in gained if any(k.startswith("vc_base") for k in _pieces(before, s))}
    assert len(vc_base) == 2 and not any("nva_base" in _pieces(before, s) for s in vc_base)
    (third,) = gained - vc_base
    assert third in ("kien_giang_an_xuyen", "kien_phong")
    assert {leg[0] for leg in legs if leg[1] == third} <= LAOS_CAMBODIA
    assert sum(int(leg[3]) for leg in legs if leg[0] == "north_vietnam") == 2
