"""8.6.5 (issue 31): the NVA box March at Trail 4 with a crowded Trail, its
third bullet (add NVA Control to up to 3 spaces, highest Population first)
proven within the bound rather than cut at it (march_bounds.lp: the bounds
3.3.2 and 1.7 imply, counted unit by unit; march_groups.lp: ruling 137's
cap so counted)."""

from pathlib import Path

from fitl.game import Game
from fitl.nonplayer import decide, walk
from fitl.state import State

from .searches import searches

DATA = Path(__file__).resolve().parents[1] / "data"
OUTSIDE = {"north_vietnam", "central_laos", "southern_laos", "northeast_cambodia", "the_fishhook",
           "the_parrots_beak", "sihanoukville"}
POP = {"saigon": 6, "tay_ninh": 2, "quang_tin_quang_ngai": 2}


def test_8_6_5_crowded_trail_4_control_to_the_most_population_proven():
    """A Full game position (seed 6, decision 165, four Non-players,
    tests/data/march-nva-trail4-crowded.yaml): Trail 4, 39 NVA Troops on
    the map, 24 of them in Kien Phong.  The third bullet adds NVA Control
    to 3 spaces: Saigon (Population 6, the most on the map, 4 COIN pieces,
    next to Kien Phong), Tay Ninh (2; 15 other pieces, so 16 NVA units
    from the Parrot's Beak along the Trail) and Quang Tin (2), 10 in all.  Every optimisation of the decision is
    proven (the search exhausted) within the bound; before, the third stage
    was cut at 20,000 conflicts with Saigon, Pleiku and Quang Nam (6 + 1 +
    1 = 8), where a 400,000-conflict search proves 10."""
    st = State.load(DATA / "march-nva-trail4-crowded.yaml")
    with searches() as proven:
        move = decide(Game(st), "NVA").move.split()
    ends = {a.split(",")[1] for a in move if a.startswith("march(")} - OUTSIDE
    gained = {s for s in ends if not s.startswith("loc_")}
    assert gained == set(POP) and sum(POP.values()) == 10, move
    assert proven and all(proven) and max(proven.conflicts) < walk.OPTIMISE_CONFLICTS, proven.conflicts
