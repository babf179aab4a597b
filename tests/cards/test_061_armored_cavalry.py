"""Card 61 Armored Cavalry, ARVN Capability (5.3, 4.3.2, 3.2.4)."""

from tests.helpers import game, pieces, sections

SPACES = {"hue": {"pieces": {"arvn_troops": 4}},
          "da_nang": {"pieces": {"vc_guerrilla_active": 2}}}
MOVE = "train(hue) transport(hue, da_nang, arvn_troops, 4)"


def test_unshaded_free_assault_in_a_transport_destination():
    g = game(SPACES, first="ARVN", capabilities={61: "unshaded"})
    r = g.apply(MOVE + " armored_cav(da_nang) remove(cav, da_nang, vc_guerrilla_active, 2)")
    assert pieces(r, "da_nang") == {"arvn_troops": 4}                   # 4 cubes in a City: 2 hits
    assert r.state.resources["ARVN"] == 30                              # the Assault is free (no cubes placed by Train)
    assert sections(game(SPACES, first="ARVN").check(MOVE + " armored_cav(da_nang)")) == ["5.3"]
    assert "5.3" in sections(g.check(MOVE + " armored_cav(hue)"))


def test_shaded_transport_rangers_only():
    g = game(SPACES, first="ARVN", capabilities={61: "shaded"})
    assert sections(g.check(MOVE)) == ["5.3"]
