"""8.1 (Ineffective Events) for an Event whose die is rolled before its
selections (the rest of the Event, carried out after the roll: cards 2
Kissinger, 65 International Forces, ...): effective when the rest, with
the die the Event rolls, does something (ruling 175)."""

from fitl.nonplayer import decide
from fitl.nonplayer.walk import Walk

from .positions import alone, position


def _asked(card, faction, spaces, nonplayers, policy=None, seed=1):
    """(the game, the answer of `faction`'s Event question) on `card`, the
    Faction the only Eligible one; `seed` the game's (its dice)."""
    g = position(spaces, current=card, nonplayers=nonplayers, seed=seed)
    game = alone(g, faction, policy)
    w = Walk(game, faction)
    return game, w.condition(w.chart.nodes["event_q"])


def test_8_1_card_2_kissinger_effective_with_insurgents_in_laos_or_cambodia_ruling_175():
    """Card 2 unshaded (the US under Nixon: not declined, 8.4.1): a die roll
    of Insurgent pieces removed from Laos and Cambodia, chosen after the
    roll.  2 NVA Guerrillas in Central Laos: any roll removes one, so the
    Event is effective; none there: nothing happens (Ineffective)."""
    saigon = {"saigon": {"pieces": {"us_troops": 2}}}
    assert _asked(2, "US", {**saigon, "central_laos": {"pieces": {"nva_guerrilla_active": 2}}}, ("US",), "nixon")[1] == "yes"
    assert _asked(2, "US", saigon, ("US",), "nixon")[1] == "no"


def test_8_1_card_65_vc_play_it_while_us_pieces_are_on_the_map_ruling_175():
    """Card 65 shaded (the VC): the US remove a die roll of their pieces from
    the map to Out of Play, after the roll.  With US pieces on the map the
    VC find it effective and play it; the US Non-player then chooses (8.1.2:
    into Out of Play Irregulars, then Troops, Bases last).  With none,
    Ineffective.  (Seed 3: the Event's die shows 3.)"""
    game, answer = _asked(65, "VC", {"saigon": {"pieces": {"us_troops": 2, "us_irregular_active": 1, "us_base": 1}}},
                          ("US", "VC"), seed=3)
    assert answer == "yes"
    after = game.apply("event(shaded)", faction="VC").game
    pending = after.state.turn["pending"][0]
    assert (pending["faction"], pending["action"], pending["roll"]) == ("US", "rest", 3)
    assert set(decide(after, "US").move.split()) == {"event_rest", "ev_move(saigon,out_of_play,us_irregular_active,1)",
                                                     "ev_move(saigon,out_of_play,us_troops,2)"}
    assert _asked(65, "VC", {"saigon": {"pieces": {"arvn_troops": 2}}}, ("US", "VC"))[1] == "no"
