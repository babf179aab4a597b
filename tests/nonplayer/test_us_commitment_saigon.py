"""8.8.9 Commitment: US Bases go only to Cities or Provinces with COIN
Control and no US or ARVN Base; Troops placed go to the US Bases on the map,
or to Saigon if no other space is possible; a Commitment (and a Support
Phase Pacify, 8.8.8) with nothing to do ends with no move.  Expected values
from the rules text."""

from fitl.nonplayer import decide

from .positions import position
from .test_us_coup import commitment


def test_8_8_9_no_base_without_coin_control_and_troops_in_saigon():
    """LBJ (roll 3 > 2 Coup cards): 30 US Troops Available, 5 wanted: 10 go
    to the map (6.5's most).  Hue has an ARVN Base, Saigon no COIN Control
    (empty, 1.7): no space may take a US Base, none is on the map, so the
    Troops go to Saigon."""
    d = decide(commitment({"hue": {"pieces": {"us_troops": 10, "arvn_base": 1}}}, (125, 126)), "US",
               rolls={"commitment": 3})
    assert d.move.split() == ["commit(available,saigon,us_troops,10)"]


def test_8_8_9_nothing_to_commit_ends_with_no_move():
    """LBJ: 5 US Troops Available (35 on the map, 40 in all), the 5 wanted;
    the only COIN-Controlled space, Saigon, has a US Base: nothing moves."""
    d = decide(commitment({"saigon": {"pieces": {"us_troops": 35, "us_base": 1, "arvn_police": 2}}}, (125, 126)),
               "US", rolls={"commitment": 3})
    assert d.move == "coup_done" and d.state == {"us_policy": "lbj"}


def test_8_8_8_support_phase_pacify_with_no_resources_above_econ_ends_with_no_move():
    """ARVN Resources 15, at Econ (15): the US may spend none (1.8.1), so it
    Pacifies nowhere."""
    g = position({"hue": {"pieces": {"us_troops": 2, "arvn_police": 2}, "support": "neutral"}},
                 nonplayers=("US",), coup="support_us", resources={"ARVN": 15})
    assert decide(g, "US").move == "coup_done"
