"""8.5.2 VC Event or Pass, with 8.4.1's declines and 8.1's Ineffective Events."""

from fitl.nonplayer import NonPlayerAgent

from .positions import ask, position, walk

U = "vc_guerrilla_underground"
# No Terror possible (no Underground Guerrilla), so the walk reaches 8.5.2.
QUIET = {"tay_ninh": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1}}}


def test_8_5_2_pass_when_next_card_is_a_vc_capability():
    """Next card 104 (a VC Capability), current 102 not one: a d6 above the
    Coup cards in the RVN Leader box (none) means Pass."""
    g = position(QUIET, current=102, deck=[104, 1, 2])
    assert ask(g, "look_ahead", roll=1) == "yes"


def with_two_coup_cards_in_the_leader_box(g):
    from fitl.game import Game
    st = g.state.clone()
    st.cards["leader_box"] = [125, 126]
    return Game(st)


def test_8_5_2_no_pass_when_the_roll_does_not_exceed_the_leader_box():
    g = position(QUIET, current=102, deck=[104, 1, 2])
    g = with_two_coup_cards_in_the_leader_box(g)
    assert ask(g, "look_ahead", roll=2) == "no"
    assert ask(g, "look_ahead", roll=3) == "yes"


def test_8_5_2_no_pass_when_next_card_is_not_a_vc_capability():
    g = position(QUIET, current=102, deck=[1, 104])
    assert ask(g, "look_ahead", roll=6) == "no"


def test_8_5_2_no_pass_when_the_current_card_is_a_capability_too():
    g = position(QUIET, current=101, deck=[104, 1])
    assert ask(g, "look_ahead", roll=6) == "no"


def test_8_5_2_pass_remembered_and_next_capability_played_without_rolling():
    """After such a Pass, the next card's Event is played without rolling."""
    g = position(QUIET, current=102, deck=[104, 1, 2])
    agent = NonPlayerAgent()
    move, result = agent.decide(g, "VC")
    assert move == "pass"
    assert result.state.nonplayers["VC"] == {"event_next": True}
    st = result.state.clone()
    from fitl.game import Game
    g2 = Game(st)
    assert ask(g2, "capability_roll", roll=1) == "yes"          # (a roll of 1 alone would not do with a Coup card)


def test_8_5_2_current_capability_played_if_d6_exceeds_leader_box():
    g = position(QUIET, current=101, deck=[1, 2])
    assert ask(g, "capability_now") == "yes"
    g = with_two_coup_cards_in_the_leader_box(g)
    assert ask(g, "capability_roll", roll=2) == "no"
    assert ask(g, "capability_roll", roll=3) == "yes"


def test_8_5_2_current_not_a_capability():
    g = position(QUIET, current=102, deck=[1, 2])
    assert ask(g, "capability_now") == "no"


def test_8_5_2_capability_walk_plays_the_event():
    g = position(QUIET, current=101, deck=[1, 2])
    move, path = walk(g, rolls={"capability_roll": 6, "terror_q": 12})
    assert move == "event(shaded)" and path[-1] == "event"


def test_8_1_ineffective_event_not_played():
    """8.1: an Event is played only if something would happen: card 97 Brinks
    Hotel shaded shifts a City with VC pieces (none here); with a VC piece in
    Hue it does."""
    g = position(QUIET, current=97, deck=[1, 2])
    assert ask(g, "event_q") == "no"
    g = position({**QUIET, "hue": {"pieces": {U: 1}}}, current=97, deck=[1, 2])
    assert ask(g, "event_q") == "yes"


def test_8_5_2_effective_event_played():
    """Card 107 Burning Bonze, shaded: Saigon toward Opposition."""
    g = position({**QUIET, "saigon": {"support": "passive_support"}}, current=107, deck=[1, 2])
    assert ask(g, "event_q") == "yes"


def test_8_4_1_declined_if_the_nva_is_a_player():
    """Card 90 Walt Rostow: the VC take Op + SA instead if the NVA are a
    player (np-event-instructions); with a Non-player NVA they play it."""
    spaces = {**QUIET, "binh_dinh": {"pieces": {"arvn_police": 1}}}
    g = position(spaces, current=91, deck=[1, 2])
    st = g.state.clone()
    st.cards["current"] = 90
    st.eligibility = {"US": "ineligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "eligible"}
    from fitl.game import Game
    g = Game(st)
    assert g.turn().to_act == "VC"
    assert ask(g, "event_q") == "no"
    st.nonplayers = {"VC": {}, "NVA": {}}
    assert ask(Game(st), "event_q") == "yes"


def test_8_1_momentum_event_not_played_with_a_coup_next():
    """8.1: with a Coup card next, a Momentum Event is taken only for what it
    does at once: card 5 Wild Weasels (shaded: Momentum only), the rule's own
    example of one not taken; with no Coup next it is."""
    off = {"US": "ineligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "eligible"}
    g = position(QUIET, current=5, deck=[125, 1], eligibility=off)
    assert g.turn().to_act == "VC"
    assert ask(g, "event_q") == "no"
    g = position(QUIET, current=5, deck=[1, 125], eligibility=off)
    assert ask(g, "event_q") == "yes"
