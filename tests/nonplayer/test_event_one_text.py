"""8.4.2 and 5.2: the shaded text of 8.4.2 is for Dual-Use Events; a card
with one text (38, 41, 64, 69, 80, 94, 106, 115) is played by that text, by
the NVA and VC Non-players too (ruling 134)."""

from fitl.nonplayer.walk import Walk

from .positions import alone, position

FACTIONS = ("US", "ARVN", "NVA", "VC")


def _walk(card, faction, spaces, players=()):
    g = position(spaces, current=card, nonplayers=tuple(f for f in FACTIONS if f not in players))
    return Walk(alone(g, faction), faction)


def test_8_4_2_one_text_card_the_insurgents_play_its_text_ruling_134():
    """Card 80 Light at the End of the Tunnel (one text): the NVA and VC
    Non-players play it (event(unshaded), the only side 5.2 allows), the
    Event question finding it effective; a Dual-Use card keeps the shaded
    side (card 85)."""
    spaces = {"saigon": {"pieces": {"us_troops": 3, "us_base": 1}, "support": "passive_support"}}
    for faction in ("NVA", "VC"):
        w = _walk(80, faction, spaces)
        assert w.event_side == "unshaded"
        move = w.run()
        assert "event(unshaded)" in move
        assert ("event_q", "yes") in [(s.node, s.answer) for s in w.path]
    assert _walk(85, "VC", spaces).event_side == "shaded"


def test_8_4_2_card_64_nva_play_the_decreases_against_a_player_arvn_ruling_134():
    """Card 64 Honolulu Conference (one text): its NVA instruction (8.4.1)
    declines it with a Non-player ARVN, and with the ARVN a player has the
    NVA play it choosing the decreases (Aid -10, Patronage -5)."""
    spaces = {"saigon": {"pieces": {"us_troops": 3, "arvn_police": 2}, "support": "passive_support"}}
    w = _walk(64, "NVA", spaces, players=("ARVN",))
    move = w.run()
    assert "event(unshaded)" in move
    assert {"ev_choice(aid_minus)", "ev_choice(patronage_minus)"} <= set(move)
    w = _walk(64, "NVA", spaces)
    assert not any(a.startswith("event(") for a in w.run())
    assert ("event_q", "no") in [(s.node, s.answer) for s in w.path]


def test_8_4_2_card_106_vc_shift_toward_opposition_and_place_guerrillas_ruling_134():
    """Card 106 Binh Duong (one text) by the VC: in 2 Provinces next to
    Saigon, the shift toward Opposition (8.4.5: the VC add the most
    Opposition) and a VC Guerrilla placed (8.4.4: the executing Faction's
    pieces)."""
    move = _walk(106, "VC", {"saigon": {"pieces": {"us_troops": 2}}}).run()
    assert "event(unshaded)" in move
    shifts = [a for a in move if a.startswith("ev_choice(")]
    assert len(shifts) == 2 and all(a.startswith("ev_choice(toward_opposition(") for a in shifts)
    places = [a for a in move if a.startswith("ev_place(")]
    assert len(places) == 2 and all(",vc_guerrilla,1)" in a for a in places)
