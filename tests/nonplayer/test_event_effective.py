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


def test_8_1_an_event_moving_pieces_only_between_boxes_is_effective():
    """Card 108 Draft Dodgers by the VC: its shaded side moves 1 US Troop
    from Available to Out of Play per piece in Casualties (2 here), and
    nothing on the map, no track, Support or marker.  Pieces leaving the
    Available box change the game (1.4.1), so the Event is not Ineffective
    (8.1) and the VC play it."""
    g = position({"saigon": {"pieces": {"us_troops": 2}}}, current=108, nonplayers=FACTIONS,
                 casualties={"us_troops": 2})
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "VC" else "ineligible" for f in FACTIONS}
    w = Walk(Game(st), "VC")
    move = w.event(next(n for n in w.chart.nodes.values() if n.kind == "event"))
    assert move is not None and "event(shaded)" in move


def test_8_4_4_card_94_vc_tunnels_its_base_rather_than_remove_its_tunneled_one():
    """Card 94 Tunnel Rats by the VC: either Tunnel markers in a Province or
    a Tunneled Base removed where US Troops are.  Both change the game (8.1);
    the only Base that could go is the VC's own (8.4.4: friendly pieces are
    removed only where the Event leaves no other choice), so the VC tunnel
    their Base in Binh Dinh."""
    g = position({"tay_ninh": {"pieces": {"vc_base_tunneled": 1, "us_troops": 2}},
                  "binh_dinh": {"pieces": {"vc_base": 1, "vc_guerrilla_underground": 1}}},
                 current=94, nonplayers=FACTIONS)
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "VC" else "ineligible" for f in FACTIONS}
    w = Walk(Game(st), "VC")
    move = w.event(next(n for n in w.chart.nodes.values() if n.kind == "event"))
    assert move is not None
    assert {"event(unshaded)", "ev_choice(place_tunnels)", "ev_choice(tunnel(binh_dinh,vc_base))"} <= set(move)
