"""8.8.1 and 8.8.9: the US Policy roll and Commitment of the Non-player US
(expected values from the rules text)."""


import pytest

from fitl.game import Game
from fitl.state import State
from fitl.nonplayer import decide

from .positions import position


def commitment(spaces, leader=(), policy="jfk"):
    g = position(spaces, nonplayers=("US",), coup="commitment")
    st = g.state.clone()
    st.cards["leader_box"] = list(leader)
    st.us_policy = policy
    st.out_of_play, st.casualties = {}, {}
    return Game(st)


# 30 US Troops and a Base on the map: 10 Troops and 5 Bases Available, no
# Support: US victory 15 (<= 45), so the Policy is rolled.
LOW = {"saigon": {"pieces": {"us_troops": 20, "us_base": 1, "arvn_police": 2}},
       "hue": {"pieces": {"us_troops": 10, "arvn_police": 1}}}


@pytest.mark.parametrize("roll, leader, policy", [(2, (125, 126), "jfk"), (3, (125, 126), "lbj"), (1, (125, 126), "nixon")])
def test_8_8_1_policy_roll_against_the_leader_box(roll, leader, policy):
    """d6 equal to the Coup cards in the RVN Leader box: JFK; more: LBJ; less: Nixon."""
    d = decide(commitment(LOW, leader), "US", rolls={"commitment": roll})
    assert d.state == {"us_policy": policy}


def test_8_8_1_the_policy_rolled_is_written_with_the_commitment_move():
    """The new Policy (a d6 of 1 below the 2 Coup cards in the RVN Leader
    box: Nixon) goes into the position with the Commitment move, and into
    the note a game log keeps with it (fitl.nonplayer.note)."""
    from fitl.nonplayer import apply_decision
    st = commitment(LOW, (125, 126)).state.clone()
    st.cards["deck"] = [c for c in st.cards["deck"] if c not in (125, 126)]
    game = Game(st)
    result = apply_decision(game, decide(game, "US", rolls={"commitment": 1}))
    assert result.state.us_policy == "nixon" and result.nonplayer == {"us_policy": "nixon"}


def test_8_8_1_no_policy_change_above_45():
    """US victory above 45 (Saigon, Hue and Da Nang at Active Support: 2x(6+2+1)
    = 18, plus 40 Troops and Bases Available... 45 < 18 + 39): the Policy stays."""
    high = {"saigon": {"pieces": {"us_base": 1, "arvn_police": 2}, "support": "active_support"},
            "hue": {"pieces": {"arvn_police": 1}, "support": "active_support"}}
    d = decide(commitment(high, (125, 126), policy="lbj"), "US", rolls={"commitment": 1})
    assert d.state == {"us_policy": "lbj"}


def test_8_8_9_lbj_adds_two_bases_and_troops_toward_5_available():
    """LBJ (roll 3 > 2 Coup cards): 2 US Bases to COIN-Controlled spaces with
    no COIN Base (Hue only: Saigon has one), and Troops toward 5 Available:
    5 of the 10 (6.5: up to 10)."""
    d = decide(commitment(LOW, (125, 126)), "US", rolls={"commitment": 3})
    move = d.move.split()
    troops = sum(int(a.rsplit(",", 1)[1].rstrip(")")) for a in move if a.startswith("commit(available,")
                 and ",us_troops," in a)
    assert troops == 5
    assert "commit(available,hue,us_base,1)" in move


def test_8_8_9_nixon_withdraws_bases_outside_saigon_and_troops_toward_25_available():
    """Nixon (roll 1 < 2): US Bases outside Saigon go (Hue's), Saigon's stays;
    Troops withdrawn toward 25 Available (10 now: 10, the most 6.5 allows),
    first from spaces without a US Base outside Saigon."""
    spaces = {"saigon": {"pieces": {"us_troops": 20, "us_base": 1, "arvn_police": 2}},
              "hue": {"pieces": {"us_troops": 5, "us_base": 1, "arvn_police": 1}},
              "da_nang": {"pieces": {"us_troops": 5, "arvn_police": 1}}}
    d = decide(commitment(spaces, (125, 126)), "US", rolls={"commitment": 1})
    move = d.move.split()
    assert "commit(hue,available,us_base,1)" in move
    assert not any(a.startswith("commit(saigon,available,us_base") for a in move)
    assert "commit(da_nang,available,us_troops,5)" in move
