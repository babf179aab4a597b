"""Card 39 Oriskany (5.1, 5.1.2, 5.4, 6.2.2, 6.6; card text and tip in
shared/reference).  Its first tests are in test_momentum_more.py."""

from tests.helpers import card_game, coup_game as _coup_game, sections

CITIES = ["hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho"]


def coup_game(phase, spaces=None, **extra):
    """COIN Control in every City (1 Police), so no LoC is Sabotaged (6.2.1)."""
    base = {c: {"pieces": {"arvn_police": 1}} for c in CITIES}
    base.update(spaces or {})
    return _coup_game(phase, base, **extra)


def test_shaded_no_degrade_in_the_resources_phase_and_nva_earns_on_the_trail_kept_6_2_2_6_2_4():
    """The tip: the ban lasts through the next Coup Round, so COIN Control in
    Laos/Cambodia Degrades nothing (6.2.2) and the NVA earns 2 x the Trail
    kept (6.2.4): Trail 3, NVA 10 + 6."""
    g = coup_game("resources", {"sihanoukville": {"pieces": {"arvn_troops": 1}}}, trail=3, momentum={39: "shaded"})
    r = g.apply("coup")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 10 + 2 * 3


def test_shaded_reset_leaves_the_trail_at_4_6_6():
    """The tip: the Reset's Degrade of a Trail at 4 is banned too."""
    r = _coup_game("reset", trail=4, momentum={39: "shaded"}).apply("coup")
    assert r.state.trail == 4 and r.state.momentum == {}


def test_shaded_reset_still_improves_a_trail_at_0_6_6():
    assert _coup_game("reset", trail=0, momentum={39: "shaded"}).apply("coup").state.trail == 1


def test_shaded_no_available_troop_none_goes_out_of_play_5_1_3():
    r = card_game(39, casualties={"us_troops": 40}).apply("event(shaded)")       # all 40 in the box
    assert r.state.out_of_play == {} and r.state.momentum == {39: "shaded"}


def test_unshaded_tunneled_base_not_forced_counted_with_the_rest_5_1_1():
    """Tunneled Bases go only where the text says so (5.1.1): a North
    Vietnam holding 1 Troop and a Tunneled Base counts 1, so 3 come from Laos."""
    g = card_game(39, {"north_vietnam": {"pieces": {"nva_troops": 1, "nva_base_tunneled": 1}},
                       "central_laos": {"pieces": {"nva_troops": 4}}})
    r = g.apply("event(unshaded) ev_remove(north_vietnam, nva_troops, 1) ev_remove(central_laos, nva_troops, 3)")
    assert r.state.pieces("north_vietnam") == {"nva_base_tunneled": 1}
    assert r.state.pieces("central_laos") == {"nva_troops": 1}
    assert "5.1.3" in sections(g.check("event(unshaded) ev_remove(north_vietnam, nva_troops, 1) "
                                       "ev_remove(central_laos, nva_troops, 2)"))


def test_unshaded_any_factions_pieces_5_1():
    """Any 4 pieces: US pieces in Laos count too (none may be in North Vietnam, 1.4.2)."""
    g = card_game(39, {"central_laos": {"pieces": {"us_troops": 2, "nva_troops": 2}}})
    r = g.apply("event(unshaded) ev_remove(central_laos, us_troops, 2) ev_remove(central_laos, nva_troops, 2)")
    assert r.state.pieces("central_laos") == {}
