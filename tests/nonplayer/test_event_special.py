"""8.4.1: the card-specific Non-player Event instructions ("special" in the
shared reference) that pick an Event's option or decline it
(asp/nonplayer/event_special.lp): the option the instruction names."""

from fitl.game import Game
from fitl.nonplayer.walk import Walk

from .positions import position


def event_move(card, faction, policy=None, players=(), spaces=None, **extra):
    """The Event move of `faction`'s Non-player on card `card` (a set of
    atoms) or None, the Faction the only Eligible one (so the one to act);
    `players`: the Factions played by a person."""
    nonplayers = tuple(f for f in ("US", "ARVN", "NVA", "VC") if f not in players)
    g = position(spaces or {"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=card,
                 nonplayers=nonplayers, **extra)
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == faction else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    if policy:
        st.us_policy = policy
    w = Walk(Game(st), faction)
    move = w.event(next(n for n in w.chart.nodes.values() if n.kind == "event"))
    return None if move is None else set(move)


def test_8_4_1_card_43_arvn_take_resources_us_take_aid():
    """Card 43 Economic Aid: the ARVN choose ARVN Resources, the US Aid."""
    assert "ev_choice(arvn_resources)" in event_move(43, "ARVN")
    assert "ev_choice(aid)" in event_move(43, "US")


def test_8_4_1_card_82_us_option_by_policy_arvn_resources():
    """Card 82 Domino Theory: under JFK the US take Resources and Aid, under
    LBJ the US pieces Out of Play; the ARVN take Resources and Aid."""
    assert "ev_choice(resources_aid)" in event_move(82, "US", policy="jfk")
    assert "ev_choice(us_pieces)" in event_move(82, "US", policy="lbj", out_of_play={"us_troops": 2})
    assert "ev_choice(resources_aid)" in event_move(82, "ARVN")


def test_8_4_1_card_63_us_lowers_patronage_only_against_a_player_arvn():
    """Card 63 Fact Finding (US): with the ARVN a player, the Patronage
    option; with a Non-player ARVN, the pieces."""
    assert "ev_choice(patronage)" in event_move(63, "US", players=("ARVN",), out_of_play={"us_troops": 2})
    assert "ev_choice(pieces)" in event_move(63, "US", out_of_play={"us_troops": 2})


def test_8_4_1_card_50_uncle_ho_troops_out_of_play_or_resources():
    """Card 50 Uncle Ho: the US bring their Troops Out of Play if any (else
    the Resources); the ARVN take the Resources."""
    assert "ev_choice(troops)" in event_move(50, "US", out_of_play={"us_troops": 3})
    assert "ev_choice(resources)" in event_move(50, "US", out_of_play={})
    assert "ev_choice(resources)" in event_move(50, "ARVN", out_of_play={"us_troops": 3})


def test_8_4_1_card_9_us_declines_under_jfk():
    """Card 9 Psychedelic Cookie (US): declined under JFK; under LBJ the US
    play it, and the Troops go onto the map, not to Available."""
    def walk(policy):
        g = position({"saigon": {"pieces": {"us_troops": 2}}}, current=9, nonplayers=("US",), out_of_play={"us_troops": 3})
        st = g.state.clone()
        st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        st.us_policy = policy
        w = Walk(Game(st), "US")
        return w, w.condition(w.chart.nodes["event_q"])
    assert walk("jfk")[1] == "no"
    w, answer = walk("lbj")
    assert answer == "yes"
    move = w.event(w.chart.nodes["event"])
    assert not any(a.startswith("ev_move(") and ",available," in a for a in move)


def test_8_4_1_card_77_free_infiltrate_only_with_20_resources():
    """Card 77 Detente (NVA, shaded): below 20 NVA Resources the +9 Resources
    (the free Infiltrate skipped); with 20 or more, the free Infiltrate."""
    from fitl.nonplayer import decide
    def free(res):
        g = position({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 4}}}, current=77,
                     nonplayers=("NVA",), resources={"NVA": res})
        st = g.state.clone()
        st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        after = Game(st).apply("event(shaded)", faction="NVA").game
        assert after.state.turn["pending"][0]["action"] == "infiltrate"
        return decide(after, "NVA").move
    assert free(19) == "skip"
    assert free(20).startswith("infiltrate(")


def test_8_4_1_card_3_us_declines_once_linebacker_ii_is_played():
    """Card 3 Peace Talks (US): declined once Linebacker II (121) has been
    played; before, the US may play it."""
    def ask(played):
        g = position({"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}}, current=3, nonplayers=("US",))
        st = g.state.clone()
        st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
        st.cards["played"] = list(played)
        if 121 in played:
            st.cards["pivotal"].pop("US", None)
        w = Walk(Game(st), "US")
        return w.condition(w.chart.nodes["event_q"])
    assert ask(()) == "yes"
    assert ask((121,)) == "no"
