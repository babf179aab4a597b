"""1.4.1 with 3.2.1 and 3.3.1: a Train or Rally that places a Base when none
of that Faction's Bases is Available may take one of its own Bases from
elsewhere on the map (3.2.1: "taken from the map" when none Available), and
only then; never another Faction's Base."""

from tests.helpers import game, pieces, sections

# All 3 ARVN Bases on the map; Hue has the 3 cubes for a fourth.
ARVN_ALL = {"saigon": {"pieces": {"arvn_base": 1}}, "can_tho": {"pieces": {"arvn_base": 1}},
            "qui_nhon": {"pieces": {"arvn_base": 1}},
            "hue": {"pieces": {"arvn_troops": 2, "arvn_police": 1}}}


def test_1_4_1_arvn_train_base_with_none_available_takes_its_own_base_from_the_map():
    g = game(ARVN_ALL, first="ARVN")
    move = "train(hue) train_base(hue, 2)"
    assert "1.4.1" in sections(g.check(move))                 # none Available, none named from the map
    assert "from_map(qui_nhon,arvn_base,1)" in g.legal(move)["from_map"]
    r = g.apply(move + " from_map(qui_nhon, arvn_base, 1)")
    assert pieces(r, "hue") == {"arvn_base": 1}
    assert pieces(r, "qui_nhon") == {}
    assert r.state.resources["ARVN"] == 27                     # 3.2.1: the Base costs 3


def test_1_4_1_arvn_train_base_may_not_take_a_us_base_from_the_map():
    """Only a piece of the type placed (an ARVN Base) may come from the map."""
    spaces = dict(ARVN_ALL, da_nang={"pieces": {"us_base": 1}})
    g = game(spaces, first="ARVN")
    move = "train(hue) train_base(hue, 2)"
    assert "1.4.1" in sections(g.check(move + " from_map(da_nang, us_base, 1)"))
    assert not any("us_base" in o for o in g.legal(move).get("from_map", []))


def test_1_4_1_arvn_train_base_may_not_take_from_the_map_while_one_is_available():
    spaces = {k: v for k, v in ARVN_ALL.items() if k != "can_tho"}   # 1 ARVN Base Available
    g = game(spaces, first="ARVN")
    move = "train(hue) train_base(hue, 2)"
    assert "1.4.1" in sections(g.check(move + " from_map(qui_nhon, arvn_base, 1)"))
    assert not g.legal(move).get("from_map")
    assert g.check(move) == []


def test_1_4_1_vc_rally_base_with_none_available_takes_its_own_base_from_the_map():
    # All 9 VC Bases on the map; Quang Nam has the 2 Guerrillas for a tenth.
    spaces = {"tay_ninh": {"pieces": {"vc_base": 2}}, "kien_phong": {"pieces": {"vc_base": 2}},
              "kien_giang_an_xuyen": {"pieces": {"vc_base": 2}}, "ba_xuyen": {"pieces": {"vc_base": 2}},
              "binh_dinh": {"pieces": {"vc_base": 1}},
              "quang_nam": {"pieces": {"vc_guerrilla_underground": 2}}}
    g = game(spaces, first="VC")
    move = "rally(quang_nam) rally_base(quang_nam, 0)"
    assert "1.4.1" in sections(g.check(move))
    options = g.legal(move)["from_map"]
    assert "from_map(binh_dinh,vc_base,1)" in options and all("vc_base" in o for o in options)
    r = g.apply(move + " from_map(binh_dinh, vc_base, 1)")
    assert pieces(r, "quang_nam") == {"vc_base": 1}
    assert pieces(r, "binh_dinh") == {}
