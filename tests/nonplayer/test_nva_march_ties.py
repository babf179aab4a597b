"""Where 8.6.5's priorities (and a card's, 8.4.1) leave several NVA Marches
equal, the seeded random tie-break of 8.2 (asp/nonplayer/common.lp, its
lowest level: a seeded rank per move atom, fitl/nonplayer/dice.py; for the
March's counts, per link first, asp/nonplayer/nva/march_draw.lp, ruling
232) chooses among them, not the solver's search: the move is the one the
rank facts name, whatever the seed."""

import clingo

from fitl.game import Game
from fitl.nonplayer import decide, dice
from fitl.nonplayer.flowchart import NP_DIR

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


# (Northeast Cambodia's Troops reach Pleiku, a US Base space not under COIN
# Control, straight or the long way round through Southern Laos (next to
# Quang Tin's COIN Control) or The Fishhook (next to An Loc's); each of the
# two keeps its own Troops for its NVA Control)
LONG_WAY = {"northeast_cambodia": {"pieces": {"nva_troops": 6}},
            "southern_laos": {"pieces": {"nva_troops": 3, "vc_guerrilla_active": 2}},
            "the_fishhook": {"pieces": {"nva_troops": 1}},
            "pleiku_darlac": {"pieces": {"us_base": 1, "vc_guerrilla_active": 2}},
            "quang_tin_quang_ngai": {"pieces": {"arvn_troops": 2}},
            "an_loc": {"pieces": {"arvn_troops": 2}}}


def test_8_6_5_last_bullet_counts_the_troops_that_end_in_the_space():
    """Card 59's free March (8.4.1) from outside South Vietnam: the most NVA
    Troops into Pleiku, the US Base space.  Northeast Cambodia keeps 1 Troop
    for its NVA Control (8.6.5's first rule), so 5 go (and add NVA Control
    there, 5 against 3); Southern Laos keeps its 3 Troops for its Control
    (against 2 VC Guerrillas) and The Fishhook its 1, so no other Troop can
    reach Pleiku.  The 5 may go straight, or on along the Trail (3.3.2)
    through Southern Laos or through The Fishhook, each next to a
    COIN-Controlled space (Quang Tin, An Loc), where Northeast Cambodia
    (next to none) is not.  8.6.5's last bullet counts the Troops not
    already next to COIN Control that end in its 1 space: units of a kind
    are alike, so through Southern Laos 3 of the 5 are read as got into it
    (it ends with 3 Troops), through The Fishhook 1, straight none.  So the
    5 go through Southern Laos, whatever the seed; counted as moved into
    the space, all 5 would count through either, and 8.2's random choice
    would take The Fishhook for some seeds."""
    for seed in (1, 2, 3, 4):
        with searches() as proven:
            move = decide(_card_59_march(seed, LONG_WAY), "NVA").move.split()
        assert all(proven)
        assert sorted(move) == ["march(northeast_cambodia,southern_laos,nva_troops,5)",
                                "march(southern_laos,pleiku_darlac,nva_troops,5)"], (seed, move)


# (Central Laos's and Northeast Cambodia's Troops both reach Pleiku through
# Southern Laos, which keeps its own 3 Troops for its NVA Control)
TWO_WAYS_IN = {"central_laos": {"pieces": {"nva_troops": 3}},
               "northeast_cambodia": {"pieces": {"nva_troops": 3}},
               "southern_laos": {"pieces": {"nva_troops": 3, "vc_guerrilla_active": 2}},
               "pleiku_darlac": {"pieces": {"us_base": 1, "vc_guerrilla_active": 4}},
               "quang_tin_quang_ngai": {"pieces": {"arvn_troops": 2}}}


def test_8_6_5_last_bullet_counts_the_troops_of_every_space_they_come_from():
    """Card 59's free March (8.4.1): the most NVA Troops into Pleiku, the US
    Base space (its 4 VC Guerrillas keep the 4 that can reach it from
    adding NVA Control, so 8.6.5's third bullet asks nothing).  Central Laos and Northeast Cambodia (neither next to COIN
    Control) each keep 1 Troop for their NVA Control (8.6.5's first rule),
    so 2 of each go; Southern Laos keeps its 3 for its own Control.  Central
    Laos's 2 reach Pleiku only through Southern Laos (next to Quang Tin's
    COIN Control), so it is the last bullet's 1 space; Northeast
    Cambodia's 2 go straight or through it too.  It ends with 3 Troops, so
    3 are got into it (units of a kind are alike) if 3 or more Troops not
    next to COIN Control come in: 1 or both of Northeast Cambodia's go
    through it (8.2 chooses which: both, by ruling 232's draw of the links,
    test_8_2_ruling_232_..._fewer_links), not none (then 2 are got into it)."""
    for seed in (1, 2, 3, 4, 5, 6):
        with searches() as proven:
            move = decide(_card_59_march(seed, TWO_WAYS_IN), "NVA").move.split()
        assert all(proven)
        via = [n for n in (1, 2) if f"march(northeast_cambodia,southern_laos,nva_troops,{n})" in move]
        assert len(via) == 1, (seed, move)
        straight = [f"march(northeast_cambodia,pleiku_darlac,nva_troops,{2 - via[0]})"] if via[0] < 2 else []
        assert sorted(move) == sorted(["march(central_laos,southern_laos,nva_troops,2)",
                                       f"march(northeast_cambodia,southern_laos,nva_troops,{via[0]})",
                                       f"march(southern_laos,pleiku_darlac,nva_troops,{2 + via[0]})"] + straight), \
            (seed, move)


def test_8_2_ruling_232_of_equal_marches_the_one_over_fewer_links():
    """8.2's draw among the NVA Marches the priorities leave equal is made
    over the links the move uses first (ruling 232: a seeded rank per link,
    whatever its count).  TWO_WAYS_IN's March (the test above): Northeast
    Cambodia's 2 Troops go both through Southern Laos, or 1 through it and
    1 straight into Pleiku, equal by every priority; the second uses the
    same links as the first and one more (Northeast Cambodia to Pleiku), so
    the draw takes the first whatever the seed.  (With a rank per count
    atom, seeds 5 and 12 took the second.)"""
    for seed in (1, 2, 5, 12):
        with searches() as proven:
            move = decide(_card_59_march(seed, TWO_WAYS_IN), "NVA").move.split()
        assert all(proven)
        assert sorted(move) == ["march(central_laos,southern_laos,nva_troops,2)",
                                "march(northeast_cambodia,southern_laos,nva_troops,2)",
                                "march(southern_laos,pleiku_darlac,nva_troops,4)"], (seed, move)


def _drawn(ranks, moves):
    """The candidate move (its index) that common.lp's and the NVA March's
    draw (march_draw.lp) choose, given the seeded ranks np_rank/2."""
    ctl = clingo.Control(["--warn=none", "--opt-mode=opt"])
    facts = "np_unit_key(nva_troops).\n" + "".join(f"np_rank({a},{r}).\n" for a, r in ranks.items())
    facts += f"1 {{ pick(0..{len(moves) - 1}) }} 1.\n"
    facts += "".join(f"move({a}) :- pick({i}).\n" for i, m in enumerate(moves) for a in m)
    ctl.add("base", [], (NP_DIR / "common.lp").read_text() + (NP_DIR / "nva" / "march_draw.lp").read_text() + facts)
    ctl.ground([("base", [])])
    best = []
    ctl.solve(on_model=lambda m: best.__setitem__(slice(None), [s.arguments[0].number for s in m.symbols(atoms=True)
                                                              if s.name == "pick"]))
    return best


def test_8_2_ruling_232_the_links_drawn_first_then_the_counts():
    """Ruling 232: each link (from, to, kind) of an NVA March draws one rank,
    its count-1 atom's; the move's draw is its links' ranks, whatever their
    counts, then the count atoms' own ranks among moves over the same links.
    3 Troops from a (link rank 1000) or from b (2000) into t: from a,
    although its count atom ranks 9000 against b's 1500 (a rank per count
    atom took b); and from a, 2 Troops (rank 5000) rather than 3 (9000),
    whatever b's counts rank."""
    a = [f"march(a,t,nva_troops,{n})" for n in range(4)]
    b = [f"march(b,t,nva_troops,{n})" for n in range(4)]
    ranks = {a[1]: 1000, a[2]: 5000, a[3]: 9000, b[1]: 2000, b[2]: 1100, b[3]: 1500}
    assert _drawn(ranks, [[a[3]], [b[3]]]) == [0]
    assert _drawn(ranks, [[b[3]], [a[3]]]) == [1]
    assert _drawn(ranks, [[a[3]], [a[2]], [b[2]]]) == [1]
