"""What the Non-player's Event question (8.4.1, 8.1) grounds: a decline that
reads the position alone (the card's instruction: a Faction a player, the US
Policy, the Short scenario) answers no before any Event move is grounded
(asp/nonplayer/event_instructions.lp, np_declined_now); an Event with no die
rolled before its selections asks no question about the rest after a roll
(ruling 175 is card 2's and the like)."""

from fitl.nonplayer.walk import Walk

from .positions import alone, position


def _walk(card, faction, nonplayers, policy=None, scenario=None, spaces=None, **tracks):
    g = position(spaces or {"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=card,
                 nonplayers=nonplayers, **tracks)
    game = alone(g, faction, policy, scenario)
    return game, Walk(game, faction)


def test_8_4_1_declines_over_the_position_ground_no_event_session():
    """Card 1 (ARVN: decline with the US a player), card 9 (US: decline
    under JFK), card 3 (US: decline in the Short scenario): the question says
    no, and no Session of the Event's moves was grounded for it."""
    for card, faction, nonplayers, policy, scenario in ((1, "ARVN", ("ARVN",), None, None),
                                                        (9, "US", ("US",), "jfk", None),
                                                        (3, "US", ("US",), None, "short")):
        game, w = _walk(card, faction, nonplayers, policy, scenario)
        assert w.condition(w.chart.nodes["event_q"]) == "no", card
        assert not game._sessions, card


def test_8_4_1_the_same_card_not_declined_is_asked_of_its_moves():
    """The same card 1 with the US a Non-player too is not declined by 8.4.1:
    the question is asked of the Event's moves (a Session grounded)."""
    game, w = _walk(1, "ARVN", ("ARVN", "US"))
    w.condition(w.chart.nodes["event_q"])
    assert game._sessions


def test_8_1_no_rest_after_a_roll_asked_where_the_card_rolls_none():
    """Card 21 Americal (US, LBJ) with no US Troops on the map nor Out of
    Play: nothing to move, the Event does nothing (8.1), the question says
    no; the card rolls no die before its selections, so the question's own
    part is the only one its Session holds (no np_rest_open part)."""
    game, w = _walk(21, "US", ("US",), "lbj", spaces={"saigon": {"pieces": {"arvn_police": 2}}},
                    out_of_play={"us_troops": 0})
    assert w.condition(w.chart.nodes["event_q"]) == "no"
    (session,) = game._sessions.values()
    assert len(session.parts) == 1
