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
    more), each by 1 group, none with a US Base, each with a VC Base and no
    NVA Base.  Every stage's optimum is proven within the bound."""
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
    assert not any(leg[2].startswith("nva_guerrilla") and leg[1] == "the_parrots_beak" for leg in legs)
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
        assert any(k.startswith("vc_base") for k in _pieces(before, s))
