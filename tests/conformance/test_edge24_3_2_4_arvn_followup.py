"""3.2.4: the US may pay 3 ARVN Resources to add an ARVN Assault in 1 space it
has just Assaulted. Ruling 268: that added Assault is an ARVN Assault, and an
Assault selects only spaces with the Assaulting Faction's cubes, so it needs
ARVN cubes there; without them it is refused (not a payment for nothing)."""

from tests.helpers import game, pieces, sections


def test_3_2_4_the_added_arvn_assault_needs_arvn_cubes_ruling_268():
    # Quang Nam (Highland): 2 US Troops remove 1 enemy (1 per 2 in Highland, no US Base).
    g = game({"quang_nam": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 3}}})
    move = "assault(quang_nam) assault_arvn(quang_nam)"
    reasons = g.check(move)
    assert "3.2.4" in sections(reasons)
    assert any("ARVN cubes" in text for _, text in reasons)
    assert "assault_arvn(quang_nam)" not in g.legal("assault(quang_nam)").get("assault_arvn", [])
    r = g.apply("assault(quang_nam)")
    assert pieces(r, "quang_nam") == {"us_troops": 2, "vc_guerrilla_active": 2}
    assert r.state.resources["ARVN"] == 30                      # no ARVN Assault added: no cost


def test_3_2_4_the_added_arvn_assault_with_arvn_cubes_removes_and_costs_3():
    # Hue (City): 1 US Troop removes 1; 2 ARVN Police (Police count in Cities) remove 1 more.
    g = game({"hue": {"pieces": {"us_troops": 1, "arvn_police": 2, "vc_guerrilla_active": 3}}})
    assert "assault_arvn(hue)" in g.legal("assault(hue)")["assault_arvn"]
    r = g.apply("assault(hue) assault_arvn(hue)")
    assert pieces(r, "hue") == {"us_troops": 1, "arvn_police": 2, "vc_guerrilla_active": 1}
    assert r.state.resources["ARVN"] == 27
