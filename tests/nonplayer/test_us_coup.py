"""8.8.1 and 8.8.9: the US Policy roll and Commitment of the Non-player US
(expected values from the rules text)."""

from pathlib import Path

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


def test_8_8_1_policy_rolled_in_an_events_commitment_phase_card_73():
    """8.8.1 rolls the Policy in each Commitment Phase: card 73 Great
    Society (unshaded) conducts one outside the Coup Round, so the US
    Non-player rolls there too (US victory 15, <= 45): a d6 of 1 below the
    2 Coup cards in the RVN Leader box gives Nixon, written with the
    Commitment move, whose Troops go toward 25 Available (6.5: at most 10
    moved), first from Hue (no US Base, outside Saigon: 8.8.9); a 3 gives
    LBJ, the Policy unchanged."""
    from fitl.nonplayer import apply_decision
    st = position(LOW, current=73, nonplayers=("US", "ARVN")).state.clone()
    st.cards["leader_box"] = [125, 126]
    st.cards["deck"] = [c for c in st.cards["deck"] if c not in (125, 126)]
    st.us_policy, st.out_of_play, st.casualties = "lbj", {}, {}
    st.eligibility = {f: "eligible" if f == "ARVN" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    game = Game(st).apply("event(unshaded)", faction="ARVN").game
    assert game.state.turn["pending"][0]["action"] == "commitment" and game.state.coup is None
    d = decide(game, "US", rolls={"commitment": 1})
    result = apply_decision(game, d)
    assert result.state.us_policy == "nixon" and result.nonplayer == {"us_policy": "nixon"}
    assert d.move.split() == ["commit(hue,available,us_troops,10)"]
    assert decide(game, "US", rolls={"commitment": 3}).state == {"us_policy": "lbj"}


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


FOUR_BASES = Path(__file__).resolve().parents[1] / "data" / "commitment-four-bases.yaml"


def at_bases(game, move):
    after = game.apply(move, faction="US", explain=False).state
    return sorted(v["pieces"].get("us_troops", 0) for v in after.spaces.values() if v["pieces"].get("us_base", 0))


@pytest.mark.parametrize("roll, policy, expected", [(6, "lbj", [2, 2, 3, 3]), (1, "jfk", [1, 1, 2, 2])])
def test_8_8_9_new_troops_as_equal_as_possible_at_the_bases_of_a_full_map(roll, policy, expected):
    """A Full-game Commitment (seed 1): 1 Coup card in the RVN Leader box, so
    a roll of 6 gives LBJ and of 1 JFK (8.8.1).  Either Policy first adds 2
    US Bases (8.8.9), to go with Saigon's and Pleiku's: 4 Bases, none with
    US Troops.  21 US Troops are Available (40, less 9 on the map and 10 Out
    of Play).  LBJ aims at 5 Available: all 10 that 6.5 allows are placed,
    as equal as possible at the 4 Bases: 3, 3, 2, 2.  JFK aims at 15: 6
    placed, 2, 2, 1, 1.  (A single optimisation cut at its bound had put 9
    in Saigon and 1 on a LoC.)"""
    g = Game(State.load(FOUR_BASES))
    d = decide(g, "US", rolls={"commitment": roll})
    assert d.state == {"us_policy": policy}
    assert at_bases(g, d.move) == expected


def test_8_8_9_casualties_return_to_the_bases_on_the_map_before_bases_are_added():
    """8.8.9: the returning Casualties are placed first, as equal as possible
    at the US Bases then on the map (Saigon's and Hue's, no Troops there),
    then the Policy's 2 new Bases go to the COIN-Controlled spaces without a
    COIN Base (Da Nang, Kontum).  3 Troop Casualties: 1 goes Out of Play, 2
    return (6.5): 1 to Saigon, 1 to Hue.  JFK (a roll of 1 against 1 Coup
    card): 40 - 22 on a LoC - 3 Casualties = 15 Available, the aim, so no
    other Troop moves; the new Bases hold none."""
    spaces = {"saigon": {"pieces": {"us_base": 1, "arvn_police": 2}},
              "hue": {"pieces": {"us_base": 1, "arvn_police": 1}},
              "da_nang": {"pieces": {"arvn_police": 1}},
              "kontum": {"pieces": {"arvn_police": 1}},
              "loc_hue_da_nang": {"pieces": {"us_troops": 22}}}
    g = commitment(spaces, (125,))
    st = g.state.clone()
    st.casualties = {"us_troops": 3}
    g = Game(st)
    d = decide(g, "US", rolls={"commitment": 1})
    assert d.state == {"us_policy": "jfk"}
    assert sorted(d.move.split()) == ["commit(available,da_nang,us_base,1)", "commit(available,kontum,us_base,1)",
                                      "commit(casualties,hue,us_troops,1)", "commit(casualties,saigon,us_troops,1)"]


def test_8_8_9_nixon_withdraws_from_one_space_without_a_base_at_a_time_ruling_131():
    """8.8.9 under Nixon (a roll of 1 against 2 Coup cards): toward 25
    Available from 23 (40 - 12 in 4 Cities - 5 in Saigon): 2 withdrawn,
    first from spaces without a US Base outside Saigon (the 4 Cities, 3
    each).  8.8.9 names no order among them: a random space, emptied before
    the next (ruling 131), so both come from one City."""
    spaces = {c: {"pieces": {"us_troops": 3, "arvn_police": 1}} for c in ("hue", "da_nang", "kontum", "qui_nhon")}
    spaces["saigon"] = {"pieces": {"us_troops": 5, "us_base": 1, "arvn_police": 2}}
    d = decide(commitment(spaces, (125, 126)), "US", rolls={"commitment": 1})
    assert d.state == {"us_policy": "nixon"}
    move = d.move.split()
    assert len(move) == 1 and move[0].endswith(",available,us_troops,2)")
    assert move[0].split("(")[1].split(",")[0] in {"hue", "da_nang", "kontum", "qui_nhon"}


def test_8_8_9_returning_casualties_balance_the_troops_at_the_us_bases():
    """8.8.9: returning Casualties are placed, as new Troops are, toward the
    same number of US Troops at each US Base on the map: Saigon's Base has 5,
    Hue's none, so the 2 returning (of 3 Casualties, 1 Out of Play, 6.5) both
    go to Hue.  JFK (a roll of 1 against 1 Coup card): 40 - 17 on a LoC - 5
    in Saigon - 3 Casualties = 15 Available, the aim, so no other Troop
    moves; the 2 new Bases go to Da Nang and Kontum."""
    spaces = {"saigon": {"pieces": {"us_base": 1, "us_troops": 5, "arvn_police": 2}},
              "hue": {"pieces": {"us_base": 1, "arvn_police": 1}},
              "da_nang": {"pieces": {"arvn_police": 1}},
              "kontum": {"pieces": {"arvn_police": 1}},
              "loc_hue_da_nang": {"pieces": {"us_troops": 17}}}
    st = commitment(spaces, (125,)).state.clone()
    st.casualties = {"us_troops": 3}
    d = decide(Game(st), "US", rolls={"commitment": 1})
    assert sorted(a for a in d.move.split() if "us_troops" in a) == ["commit(casualties,hue,us_troops,2)"]


def test_8_8_9_commitment_grounds_the_moves_its_priorities_take():
    """8.8.9 moves US pieces only between the map and Available (the Bases,
    the Troops toward the Policy's count) and places returning Casualties at
    the US Bases on the map or Saigon: its Session grounds those moves only
    (commitment_moves.lp), not 6.5's others: no piece from space to space
    (Hue's Troops to Saigon), no Casualty into Da Nang (no US Base), no new
    Base where a COIN Base is (Saigon), while Hue's Troops may go to
    Available, new Troops to Hue's Base and a new Base to Da Nang."""
    from fitl.nonplayer.walk import Walk
    spaces = {"saigon": {"pieces": {"us_troops": 5, "us_base": 1, "arvn_police": 2}},
              "hue": {"pieces": {"us_troops": 4, "us_base": 1, "arvn_police": 1}},
              "da_nang": {"pieces": {"us_troops": 2, "arvn_police": 1}}}
    st = commitment(spaces, (125,)).state.clone()
    st.casualties = {"us_troops": 3}
    moves = {a for a in Walk(Game(st), "US")._session(("coup",)).move_atoms() if a.startswith("commit(")}
    assert {"commit(hue,available,us_troops,4)", "commit(available,hue,us_troops,3)",
            "commit(available,da_nang,us_base,1)", "commit(casualties,hue,us_troops,2)"} <= moves
    assert not any(a.startswith(("commit(hue,saigon,", "commit(saigon,hue,", "commit(hue,da_nang,")) for a in moves)
    assert not any(a.startswith(("commit(casualties,da_nang,", "commit(available,saigon,us_base,")) for a in moves)


@pytest.mark.parametrize("policy, kept, left", [
    ("lbj", ("commit(available,hue,us_troops,5)", "commit(available,hue,us_base,1)"),
     ("commit(hue,available,us_troops,", "commit(saigon,available,us_base,")),
    ("nixon", ("commit(hue,available,us_troops,10)", "commit(saigon,available,us_base,1)"),
     ("commit(available,",))])
def test_8_8_9_commitment_grounds_only_the_policys_direction(policy, kept, left):
    """8.8.9 under the Policy just rolled (8.8.1): 10 US Troops Available
    (40 less 30 on the map), LBJ aims at 5, so Troops are only added, and
    Bases only added; Nixon aims at 25, so Troops are only withdrawn, and
    Bases only withdrawn: the Session grounds that direction alone."""
    from fitl.nonplayer.walk import Walk
    w = Walk(commitment(LOW, (125,)), "US")
    w.sets = {"us_policy": policy}
    moves = {a for a in w._session(("coup",)).move_atoms() if a.startswith("commit(")}
    assert set(kept) <= moves
    assert not any(a.startswith(left) for a in moves)
