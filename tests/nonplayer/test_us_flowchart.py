"""8.8.1-8.8.7: the Non-player US flowchart's questions, each with a case
where the rules text says yes and one where it says no (expected values
from the rules text; the Full scenario's tracks, Policy JFK, no Coup card in
the RVN Leader box)."""

from fitl.game import Game

from .positions import ask, position, walk

US = ("US",)
U, NT = "vc_guerrilla_underground", "nva_troops"


def us(spaces, current=1, deck=None, leader=(), policy=None, **kw):
    """A position with the US (a Non-player) to act first on card `current`
    (1: the US first, 2.3.2)."""
    g = position(spaces, current=current, deck=deck, nonplayers=US, **kw)
    st = g.state.clone()
    st.cards["leader_box"] = list(leader)
    if policy:
        st.us_policy = policy
    return Game(st)


def test_8_8_2_pass_when_next_card_is_a_us_capability_and_the_die_beats_the_leader_box():
    """Next card 13 (Cobras, a US Capability), the current card 1 is none; a
    d6 of 1 exceeds the 0 Coup cards in the RVN Leader box: Pass, and play the
    next card's Event without rolling."""
    g = us({}, deck=[13, 5])
    assert ask(g, "look_ahead", roll=1, faction="US") == "yes"
    move, path = walk(g, {"look_ahead": 1}, faction="US")
    assert move == "pass" and path[-1] == "pass_for_capability"


def test_8_8_2_no_pass_when_the_die_does_not_beat_the_leader_box():
    """Two Coup cards in the Leader box and a roll of 2: not more, no Pass."""
    g = us({}, deck=[13, 5], leader=(125, 126))
    assert ask(g, "look_ahead", roll=2, faction="US") == "no"


def test_8_8_2_no_pass_when_the_next_capability_is_not_the_us_one():
    """Next card 31 (AAA) is an NVA Capability: the look-ahead is the US's own."""
    g = us({}, deck=[31, 5])
    assert ask(g, "look_ahead", roll=6, faction="US") == "no"


def test_8_8_2_current_capability_played_on_a_roll_above_the_leader_box():
    """Current card 13 (Cobras) is a Capability: play it on a d6 above the Coup
    cards in the Leader box (2 cards: a 3 plays it, a 2 does not)."""
    g = us({}, current=13, deck=[5], leader=(125, 126))
    assert ask(g, "capability_now", faction="US") == "yes"
    assert ask(g, "capability_roll", roll=3, faction="US") == "yes"
    assert ask(g, "capability_roll", roll=2, faction="US") == "no"


def test_8_8_2_capability_played_without_rolling_after_the_look_ahead_pass():
    """The card after the look-ahead's Pass: the Event is played without
    rolling again (memory event_next), whatever the die."""
    g = us({}, current=13, deck=[5], leader=(125, 126, 127))
    st = g.state.clone()
    st.nonplayers = {"US": {"event_next": True}}
    assert ask(Game(st), "capability_roll", roll=1, faction="US") == "yes"


def test_8_8_2_a_card_that_is_no_capability_goes_to_assault():
    g = us({})
    assert ask(g, "capability_now", faction="US") == "no"


def test_8_8_3_assault_when_nva_troops_share_a_space_with_us_troops():
    g = us({"binh_dinh": {"pieces": {"us_troops": 2, NT: 1}}})
    assert ask(g, "assault_q", faction="US") == "yes"


def test_8_8_3_assault_when_it_can_remove_an_insurgent_base():
    """2 US Troops in a Province against a lone VC Base: Assault removes it."""
    g = us({"binh_dinh": {"pieces": {"us_troops": 2, "vc_base": 1}}})
    assert ask(g, "assault_q", faction="US") == "yes"


def test_8_8_3_no_assault_when_no_base_can_go_and_no_nva_troops_meet_us_forces():
    """Active Guerrillas removable, but no Base and no NVA Troops with US pieces."""
    g = us({"binh_dinh": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 2}},
            "pleiku_darlac": {"pieces": {NT: 3, "arvn_troops": 1}}})
    assert ask(g, "assault_q", faction="US") == "no"


def test_8_8_3_no_assault_on_a_protected_base():
    """The Base is behind 2 Underground Guerrillas: Assault cannot reach it."""
    g = us({"binh_dinh": {"pieces": {"us_troops": 2, "vc_base": 1, U: 2}}})
    assert ask(g, "assault_q", faction="US") == "no"


def test_8_8_4_monsoon_when_the_next_card_is_a_coup():
    assert ask(us({}, deck=[125, 5]), "monsoon_q", faction="US") == "yes"
    assert ask(us({}, deck=[5, 125]), "monsoon_q", faction="US") == "no"


def test_8_8_5_sweep_when_an_underground_guerrilla_is_at_support():
    g = us({"binh_dinh": {"pieces": {U: 1}, "support": "passive_support"}})
    assert ask(g, "sweep_q", faction="US") == "yes"


def test_8_8_5_no_sweep_when_underground_guerrillas_are_only_at_neutral_or_opposition():
    g = us({"binh_dinh": {"pieces": {U: 1}}, "quang_nam": {"pieces": {U: 1}, "support": "active_opposition"}})
    assert ask(g, "sweep_q", faction="US") == "no"


def test_8_8_6_event_declined_by_its_instruction_under_jfk_and_lbj():
    """Card 2 (Kissinger): the US instruction declines it under Policy JFK or
    LBJ (8.4.1)."""
    g = us({"central_laos": {"pieces": {"nva_troops": 3, "nva_guerrilla_active": 2}}}, current=2)
    assert ask(g, "event_q", faction="US") == "no"
    assert ask(us({}, current=2, policy="lbj"), "event_q", faction="US") == "no"


def test_8_8_6_effective_event_played():
    """Card 16 (Blowtorch Komer, US first): Aid +10 happens, so the US plays it
    (8.8.6) when nothing before applied."""
    g = us({}, current=16, deck=[5])
    assert ask(g, "event_q", faction="US") == "yes"
    move, path = walk(g, faction="US")
    assert move.startswith("event(unshaded)") and path[-1] == "event"


def test_8_8_6_ineffective_event_not_played():
    """Card 2 under Nixon with no Insurgent piece in Laos or Cambodia: the
    Event does nothing (8.1), so the US does not play it."""
    g = us({}, current=2, policy="nixon")
    assert ask(g, "event_q", faction="US") == "no"


def test_8_8_3_assault_no_without_us_troops_at_an_insurgent_base():
    """A VC Base with only ARVN Troops, and NVA Troops nowhere near US pieces:
    no US Assault can remove a Base (3.2.4: the US Assaults with US Troops);
    the question's guard (over the position) says no."""
    g = us({"binh_dinh": {"pieces": {"arvn_troops": 3, "vc_base": 1}}, "hue": {"pieces": {"us_troops": 2}},
            "central_laos": {"pieces": {NT: 4}}})
    assert ask(g, "assault_q", faction="US") == "no"
    _, path = walk(g, faction="US")
    assert path[path.index("assault_q") + 1] == "monsoon_q"
