"""Operations in general (3.0, 3.1): which Operations, one at a time."""

from helpers import game, sections


def test_3_1_one_of_the_faction_s_own_four_operations():
    """3.0, 3.1: a Faction chooses 1 of the 4 Operations of its own sheet:
    the COIN Train, Patrol, Sweep, Assault; the Insurgents Rally, March,
    Attack, Terror; never two at once."""
    g = game({"hue": {"pieces": {"nva_troops": 1}}}, first="NVA")
    assert sections(g.check("train(hue)")) == ["3.0"]
    assert sections(g.check("sweep(hue)")) == ["3.0"]
    g = game({"hue": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("rally(hue)")) == ["3.0"]
    assert sections(g.check("train(hue) sweep(hue)")) == ["3.1"]
