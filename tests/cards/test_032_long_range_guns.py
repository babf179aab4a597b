"""Card 32 Long Range Guns, NVA Capability (5.3, 4.4.2)."""

from tests.helpers import card_game, game, sections

SPACES = {s: {"pieces": {"nva_troops": 3, "us_troops": 3}} for s in ("quang_nam", "binh_dinh", "pleiku_darlac")}
TWO = "rally(central_laos) bombard(quang_nam, us_troops) bombard(binh_dinh, us_troops)"
THREE = TWO + " bombard(pleiku_darlac, us_troops)"


def test_executing_puts_capability_in_play_5_3():
    assert card_game(32).apply("event(unshaded)").state.capabilities == {32: "unshaded"}


def test_bombard_normally_two_spaces_4_4_2():
    g = game(SPACES, first="NVA")
    assert g.check(TWO) == [] and sections(g.check(THREE)) == ["4.4.2"]


def test_unshaded_bombard_max_1_space():
    assert sections(game(SPACES, first="NVA", capabilities={32: "unshaded"}).check(TWO)) == ["4.4.2"]


def test_shaded_bombard_max_3_spaces():
    g = game(SPACES, first="NVA", capabilities={32: "shaded"})
    assert g.check(THREE) == []
