"""8.4, 8.1.3: the US Non-player's Event moves of cards 9 Psychedelic Cookie
and 21 Americal that its priorities can never choose are left out of the
Event's grounding (the narrowing hook ev_move_out/4 of asp/events/common.lp,
defined by asp/nonplayer/event_moves.lp): the move is the one the card's
instruction and 8.4.3 give, and the same without the hooks
(FITL_NP_HOOKS=off: fitl.asp.set_np_hooks)."""

import pytest

from fitl import asp
from fitl.nonplayer.walk import Walk

from .positions import alone, position

# US Troops on the map in three spaces, 3 Out of Play.
SPACES = {"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}},
          "pleiku_darlac": {"pieces": {"us_troops": 3, "us_base": 1}},
          "quang_tri_thua_thien": {"pieces": {"us_troops": 1}}}


def _event(card, policy, hooks):
    """The US Event move (a set of atoms) and its Session's ev_move candidates."""
    asp.set_np_hooks(hooks)
    game = alone(position(SPACES, current=card, nonplayers=("US",), out_of_play={"us_troops": 3}), "US", policy)
    w = Walk(game, "US")
    move = w.event(w.chart.nodes["event"])
    (session,) = game._sessions.values()
    return set(move or ()), {a for a in session.move_atoms() if a.startswith("ev_move(")}


def _from_map(moves):
    return {a for a in moves if not a.startswith(("ev_move(out_of_play,", "ev_move(available,"))}


def test_8_4_3_card_21_lbj_the_most_troops_from_out_of_play_onto_the_map(hooks_back):
    """Card 21 under LBJ (the instruction: onto the map): 2 Troops from Out of
    Play (8.4.3: the most the card allows) into the one space named; the
    Troops already on the map weigh on no priority, so the hook grounds none
    of their moves, and the move is the same with every candidate grounded."""
    move, grounded = _event(21, "lbj", True)
    (dest,) = [a[len("ev_space("):-1] for a in move if a.startswith("ev_space(")]
    assert f"ev_move(out_of_play,{dest},us_troops,2)" in move
    assert not _from_map(grounded)
    every, grounded_off = _event(21, "lbj", False)
    assert _from_map(grounded_off)
    assert every == move


def test_8_4_1_card_21_nixon_to_available(hooks_back):
    """Card 21 under Nixon (the instruction: to Available): the 2 Troops Out
    of Play go to Available; no move into a space is grounded, the same move
    without the hook."""
    move, grounded = _event(21, "nixon", True)
    assert {"ev_choice(available)", "ev_move(out_of_play,available,us_troops,2)"} <= move
    assert all(",available,us_troops," in a for a in grounded)
    assert _event(21, "nixon", False)[0] == move


@pytest.mark.parametrize("policy, where", (("lbj", "space"), ("nixon", "available")))
def test_8_4_1_card_9_troops_out_of_play_by_policy(policy, where, hooks_back):
    """Card 9 (the instruction: under LBJ onto the map, under Nixon to
    Available): the Troops Out of Play go into spaces of South Vietnam
    under LBJ (all 3, 8.4.3: the most), to Available under Nixon; the same
    move without the hook."""
    move, _ = _event(9, policy, True)
    oop = {a for a in move if a.startswith("ev_move(out_of_play,")}
    assert oop and all((",available," in a) == (where == "available") for a in oop)
    assert policy != "lbj" or sum(int(a[:-1].rsplit(",", 1)[1]) for a in oop) == 3
    assert _event(9, policy, False)[0] == move
