"""Card 52 RAND (5.1, 5.1.3, 5.2, 5.3; card text and tip in shared/reference)."""

from fitl.game import Game
from tests.helpers import card_game, sections

# Card 52's order: NVA, VC, US, ARVN.  Cobras (13) and M-48 (14) are US Capabilities, Abrams (11)
# too; AAA (31) is the NVA's.
CAPS = {"13": "shaded", "11": "unshaded", "31": "shaded", "14": "shaded"}


def test_unshaded_a_shaded_us_capability_turns_unshaded_5_3(tmp_path):
    g = card_game(52, {}, capabilities=dict(CAPS))
    r = g.apply("event(unshaded) ev_choice(13)")
    assert r.state.capabilities == {11: "unshaded", 13: "unshaded", 14: "shaded", 31: "shaded"}
    assert "Capability 13 Cobras: shaded -> unshaded" in r.changes()
    path = tmp_path / "s.yaml"
    r.game.save(path)
    assert Game.load(path).state.capabilities[13] == "unshaded"               # for the rest of the game


def test_shaded_an_unshaded_us_capability_turns_shaded_any_faction_tip_5_2():
    g = card_game(52, {}, capabilities=dict(CAPS)).apply("pass").game.apply("pass").game.apply("pass").game
    assert g.turn().to_act == "ARVN"                                           # the ARVN may execute it (tip)
    r = g.apply("event(shaded) ev_choice(11)")
    assert r.state.capabilities[11] == "shaded"


def test_only_a_us_capability_on_the_other_side_5_1():
    g = card_game(52, {}, capabilities=dict(CAPS))
    assert sections(g.check("event(unshaded) ev_choice(31)")) == ["5.1"]        # the NVA's
    assert sections(g.check("event(unshaded) ev_choice(11)")) == ["5.1"]        # already unshaded
    assert sections(g.check("event(unshaded) ev_choice(13) ev_choice(14)")) == ["5.1"]   # one only
    assert g.legal("event(unshaded)")["ev_choice"] == ["ev_choice(13)", "ev_choice(14)"]
    assert g.legal("event(shaded)")["ev_choice"] == ["ev_choice(11)"]


def test_one_must_be_flipped_if_there_is_one_5_1_3():
    g = card_game(52, {}, capabilities=dict(CAPS))
    assert g.check("event(unshaded)") == [("5.1.3", "the Event must flip a US Capability as far as it can: 1, not 0")]


def test_none_in_effect_nothing_to_do_5_1_3():
    g = card_game(52, {}, capabilities={"31": "unshaded"})
    r = g.apply("event(shaded)")
    assert r.state.capabilities == {31: "unshaded"}
