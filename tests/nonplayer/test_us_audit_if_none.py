"""8.8.7 IF NONE, audit (np88): when the US cannot Train (the rule's own
example: all Irregulars on the map, no ARVN Resources to place ARVN pieces
or Pacify, no Patronage to move), it Sweeps instead (8.8.5), unless it is
Monsoon, then it Passes (2.3.3).  Card 2 under Nixon with no Insurgent in
Laos or Cambodia does nothing, so no Event is played (8.8.6); the Binh Dinh
Guerrilla is at Neutral, so the Sweep question said no (8.8.5)."""

from .positions import walk
from .test_us_flowchart import us

U = "vc_guerrilla_underground"
SPACES = {"da_nang": {"pieces": {"us_irregular_underground": 6}},
          "binh_dinh": {"pieces": {"us_troops": 2, U: 1}}}


def test_8_8_7_if_none_train_the_us_sweeps_instead():
    g = us(SPACES, current=2, deck=[5], policy="nixon", resources={"ARVN": 0}, patronage=15)
    move, path = walk(g, faction="US")
    assert "train" in path and "sweep(binh_dinh)" in move.split()
    assert not any(a.startswith("train(") for a in move.split())


def test_8_8_7_if_none_train_in_monsoon_the_us_passes():
    """The next card a Coup (Monsoon): no Patrol (no US Troops in Laos or
    Cambodia), no Train, no Sweep in Monsoon: Pass."""
    g = us(SPACES, current=2, deck=[125, 5], policy="nixon", resources={"ARVN": 0}, patronage=15)
    move, path = walk(g, faction="US")
    assert move == "pass"
