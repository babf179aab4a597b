"""8.1: a Non-player opts only for an Event that would have an effect, and
then plays it so that something happens: of an Event's options, not one
that changes nothing."""

from fitl.game import Game
from fitl.nonplayer.walk import Walk

from .positions import position

FACTIONS = ("US", "ARVN", "NVA", "VC")


def test_8_1_the_event_played_is_one_that_has_an_effect():
    """Card 94 Tunnel Rats by the VC: no Tunneled Base anywhere, so its
    option of removing one changes nothing; a VC Base in Tay Ninh can get a
    Tunnel marker, the only option with an effect, so the VC take it."""
    g = position({"tay_ninh": {"pieces": {"vc_base": 1, "vc_guerrilla_underground": 2}},
                  "saigon": {"pieces": {"us_troops": 2}}}, current=94, nonplayers=FACTIONS)
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "VC" else "ineligible" for f in FACTIONS}
    w = Walk(Game(st), "VC")
    move = w.event(next(n for n in w.chart.nodes.values() if n.kind == "event"))
    assert move is not None and "event(unshaded)" in move
    assert {"ev_choice(place_tunnels)", "ev_choice(tunnel(tay_ninh,vc_base))"} <= set(move)
