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


def _card_59_march(seed):
    g = position(SIX, current=59, nonplayers=("NVA",))
    st = g.state.clone()
    st.seed = seed
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(shaded)", faction="NVA").game
    assert after.state.turn["pending"][0]["action"] == "march"
    return after


def _split(x):
    return (f"march(northeast_cambodia,pleiku_darlac,nva_troops,{x})",
            f"march(northeast_cambodia,southern_laos,nva_troops,{6 - x})", f"march(southern_laos,binh_dinh,nva_troops,{6 - x})")


def test_8_2_card_59_troops_split_between_two_us_bases_by_the_seeded_rank():
    """Card 59's free March (8.4.1): the most NVA Troops into US Base spaces
    sends all 6 Troops of Northeast Cambodia (its Active Guerrilla keeps NVA
    Control there, 8.6.5) into Pleiku and Binh Dinh, each holding only a US
    Base: Pleiku is next to it, Binh Dinh is reached along the Trail through
    Southern Laos (3.3.2; a free March).  8.6.5's third bullet then wants
    NVA Control of both: 2 Troops or more in each (more NVA than COIN
    pieces, 1.7), so 2, 3 or 4 into Pleiku and the rest on through Southern
    Laos (a group that adds Control stays together, so Southern Laos's group
    does not split); the groups, the three spaces used and every other
    priority are the same for the three (no Guerrilla moves, no LoC).  8.2's random choice among them is the seeded
    rank of the move's atoms (the least sum): the test reads the ranks
    (dice.ranks) and expects the split they name, for several seeds."""
    chosen = set()
    for seed in (1, 2, 3, 4):
        after = _card_59_march(seed)
        atoms = [a for x in (2, 3, 4) for a in _split(x)]
        rank = {}
        for line in dice.ranks(after, "NVA", atoms).splitlines():
            if line.startswith("np_rank(march("):
                text, r = line[len("np_rank("):-2].rsplit(",", 1)
                rank[text] = int(r)
        expected = min((2, 3, 4), key=lambda x: sum(rank[a] for a in _split(x)))
        with searches() as proven:
            move = decide(after, "NVA").move.split()
        assert all(proven)
        assert sorted(move) == sorted(_split(expected)), (seed, move, expected)
        chosen.add(expected)
    assert len(chosen) > 1          # (the seeds do choose differently)
