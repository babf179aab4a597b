"""Where 8.6.5's priorities (and a card's, 8.4.1) leave several NVA Marches
equal, the seeded random tie-break of 8.2 (asp/nonplayer/common.lp, its
lowest level: a seeded rank per move atom, fitl/nonplayer/dice.py) chooses
among them, not the solver's search: the move is the one the rank facts
name, whatever the seed."""

from fitl.game import Game
from fitl.nonplayer import decide, dice

from .positions import position
from .test_event_counts import searches

SIX = {"northeast_cambodia": {"pieces": {"nva_troops": 6, "nva_guerrilla_active": 1}},
       "pleiku_darlac": {"pieces": {"us_base": 1}},
       "binh_dinh": {"pieces": {"us_base": 1}}}

# (two US Base spaces of Population 2, each reached along the Trail through
# Southern Laos)
TWINS = {"northeast_cambodia": {"pieces": {"nva_troops": 6, "nva_guerrilla_active": 1}},
         "binh_dinh": {"pieces": {"us_base": 1}},
         "quang_tin_quang_ngai": {"pieces": {"us_base": 1}}}


def _card_59_march(seed, spaces=SIX):
    g = position(spaces, current=59, nonplayers=("NVA",))
    st = g.state.clone()
    st.seed = seed
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(shaded)", faction="NVA").game
    assert after.state.turn["pending"][0]["action"] == "march"
    return after


def _ranks(after, atoms):
    rank = {}
    for line in dice.ranks(after, "NVA", atoms).splitlines():
        if line.startswith("np_rank("):
            text, r = line[len("np_rank("):-2].rsplit(",", 1)
            rank[text] = int(r)
    return rank


def _via(target):
    return ("march(northeast_cambodia,southern_laos,nva_troops,6)", f"march(southern_laos,{target},nva_troops,6)")


def test_8_6_5_ruling_137_a_group_relayed_along_the_trail_stays_together():
    """Card 59's free March (8.4.1): all 6 NVA Troops of Northeast Cambodia
    (its Active Guerrilla keeps NVA Control there) into US Base spaces:
    Pleiku (Population 1) next to it, Binh Dinh (Population 2) along the
    Trail through Southern Laos.  8.6.5's third bullet keeps the units
    Marching from one space together, and a group relayed through Southern
    Laos is still Northeast Cambodia's (ruling 137): so the 6 add NVA
    Control to one space only, the one of higher Population, Binh Dinh, not
    2 or more to Pleiku and the rest on through Southern Laos."""
    for seed in (1, 2):
        with searches() as proven:
            move = decide(_card_59_march(seed), "NVA").move.split()
        assert all(proven)
        assert sorted(move) == sorted(_via("binh_dinh")), (seed, move)


# (Binh Dinh is two transit spaces away from The Fishhook, Pleiku next to it)
FAR = {"the_fishhook": {"pieces": {"nva_troops": 6, "nva_guerrilla_active": 1}},
       "pleiku_darlac": {"pieces": {"us_base": 1}},
       "binh_dinh": {"pieces": {"us_base": 1}}}


def test_8_6_5_ruling_137_a_group_stays_together_through_two_transit_spaces():
    """Card 59's free March (8.4.1): all 6 NVA Troops of The Fishhook (its
    Active Guerrilla keeps NVA Control there) into US Base spaces: Pleiku
    (Population 1) next to it, or Binh Dinh (Population 2) along the Trail
    through Northeast Cambodia and then Southern Laos (3.3.2, a free
    March; neither keeps a piece, lacking NVA Control, 8.6.5).  The
    Fishhook's units stay one group however many Laos/Cambodia spaces
    they pass (8.6.5's third bullet, ruling 137), so they add NVA Control
    to one space, the higher Population: all 6 to Binh Dinh, not a few to
    Pleiku and the rest along the Trail."""
    way = ("march(the_fishhook,northeast_cambodia,nva_troops,6)",
           "march(northeast_cambodia,southern_laos,nva_troops,6)", "march(southern_laos,binh_dinh,nva_troops,6)")
    with searches() as proven:
        move = decide(_card_59_march(1, FAR), "NVA").move.split()
    assert all(proven)
    assert sorted(move) == sorted(way), move


def test_8_2_card_59_troops_to_one_of_two_equal_us_bases_by_the_seeded_rank():
    """Card 59's free March (8.4.1): all 6 NVA Troops of Northeast Cambodia
    (its Active Guerrilla keeps NVA Control there, 8.6.5) along the Trail
    through Southern Laos (3.3.2; a free March) into a US Base space, Binh
    Dinh or Quang Tin, each of Population 2 with only a US Base: the group
    stays together (8.6.5's third bullet, ruling 137), so it adds NVA
    Control to one of them, and every priority is the same for the two
    (one group, a US Base, no VC Base, no Guerrilla moves, no LoC).  8.2's
    random choice between them is the seeded rank: of the space entered
    (common.lp's level of the spaces used), then of the move's atoms; the
    test reads the ranks (dice.ranks) and expects the space they name, for
    several seeds."""
    chosen = set()
    for seed in (1, 2, 3, 4, 5, 6):
        after = _card_59_march(seed, TWINS)
        targets = ("binh_dinh", "quang_tin_quang_ngai")
        rank = _ranks(after, [a for t in targets for a in _via(t)])
        expected = min(targets, key=lambda t: (rank[t], sum(rank[a] for a in _via(t))))
        with searches() as proven:
            move = decide(after, "NVA").move.split()
        assert all(proven)
        assert sorted(move) == sorted(_via(expected)), (seed, move, expected)
        chosen.add(expected)
    assert len(chosen) > 1          # (the seeds do choose differently)


# (short1-000's card-59 March, reduced: Central Laos, a Base and no unit,
# relays North Vietnam's Troops to a US Base space)
BASE_ON_THE_WAY = {"north_vietnam": {"pieces": {"nva_troops": 6}},
                   "central_laos": {"pieces": {"nva_base": 1}},
                   "quang_nam": {"pieces": {"us_base": 1}}}


def test_8_6_5_ruling_137_troops_that_stop_to_keep_a_base_are_not_the_group():
    """Card 59's free March (8.4.1): the most NVA Troops into a US Base space,
    Quang Nam, reached from North Vietnam only through Central Laos along the
    Trail (3.3.2).  North Vietnam keeps 1 unit for its NVA Control, so 5
    Troops go; Central Laos has an NVA Base, and the NVA leave 2 units in
    each space with a Base (8.6.5's first rule), so 2 of the 5 stop there
    and 3 go on (3 Troops to 1 US Base: NVA Control of Quang Nam).  The 3
    are the third bullet's group; the 2 that stay are not (they keep the
    Base): ruling 137 binds only units that end in a space gaining NVA
    Control, so the group's way may leave units behind."""
    with searches() as proven:
        move = decide(_card_59_march(1, BASE_ON_THE_WAY), "NVA").move.split()
    assert all(proven)
    assert sorted(move) == ["march(central_laos,quang_nam,nva_troops,3)",
                            "march(north_vietnam,central_laos,nva_troops,5)"], move


# (two Laos spaces with NVA Control next to a COIN-Controlled space, Quang
# Nam, on the way from North Vietnam to a US Base)
THROUGH_TWO = {"north_vietnam": {"pieces": {"nva_troops": 6}},
               "central_laos": {"pieces": {"nva_guerrilla_active": 1}},
               "southern_laos": {"pieces": {"nva_guerrilla_active": 1}},
               "quang_nam": {"pieces": {"arvn_troops": 2}},
               "binh_dinh": {"pieces": {"us_base": 1}}}


def test_8_6_5_ruling_141_troops_passing_through_are_not_gathered_there():
    """Card 59's free March (8.4.1): the most NVA Troops into a US Base
    space, Binh Dinh, reached from North Vietnam through Central and
    Southern Laos (3.3.2).  North Vietnam keeps 1 unit for its NVA Control,
    so 5 go, and all 5 go on: both Laos spaces keep their NVA Control with
    their own Guerrilla.  The two are next to Quang Nam (COIN Control), but
    Troops that only pass through a space are not got into it: neither is
    8.6.5's last bullet's 1 space (ruling 141), so the relay is no second
    such space."""
    with searches() as proven:
        move = decide(_card_59_march(1, THROUGH_TWO), "NVA").move.split()
    assert all(proven)
    assert sorted(move) == ["march(central_laos,southern_laos,nva_troops,5)",
                            "march(north_vietnam,central_laos,nva_troops,5)",
                            "march(southern_laos,binh_dinh,nva_troops,5)"], move
