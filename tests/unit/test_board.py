"""`fitl board` (fitl/board.py): the SVG shows each of the 47 spaces with
what the position holds there (pieces by type, Underground/Active and
Tunneled, Support/Opposition, Terror, Sabotage, Control), and around the
map the tracks, the victory markers with their thresholds (7.2), the cards,
eligibility, the RVN Leader and the lasting effects in play.  The SVG is
parsed, not compared as text."""

import re
import xml.etree.ElementTree as ET

import pytest

from fitl.asp import static
from fitl.board import Layout, board_svg, load_layout
from fitl.errors import BadInput
from fitl.game import Game
from fitl.state import State

SVG = "{http://www.w3.org/2000/svg}"


def parse(game):
    return ET.fromstring(board_svg(game))


def spaces(root):
    return {g.get("data-space"): g for g in root.iter(f"{SVG}g") if g.get("class") == "space"}


def pieces(g):
    return {p.get("data-piece"): int(p.get("data-count")) for p in g.iter(f"{SVG}g") if p.get("class") == "piece"}


def by_id(root, ident):
    found = [e for e in root.iter() if e.get("id") == ident]
    assert len(found) == 1, ident
    return found[0]


@pytest.fixture(scope="module")
def full():
    return Game.new("full", seed=1)


@pytest.fixture(scope="module")
def marked():
    """A hand-built position with every kind of marker and piece state: Terror
    in a Province, Sabotage on a LoC, Active and Underground Guerrillas, a
    Tunneled Base, a Capability and a Momentum card in effect."""
    data = {"resources": {"ARVN": 12, "NVA": 20, "VC": 7}, "aid": 9, "patronage": 22, "econ": 10, "trail": 3,
            "spaces": {"tay_ninh": {"support": "active_opposition", "terror": 2,
                                    "pieces": {"vc_base_tunneled": 1, "vc_guerrilla_active": 2,
                                               "vc_guerrilla_underground": 1, "nva_troops": 3}},
                       "loc_saigon_can_tho": {"sabotage": True, "pieces": {"vc_guerrilla_active": 1}},
                       "saigon": {"support": "active_support", "pieces": {"us_troops": 4, "arvn_police": 2}},
                       "pleiku_darlac": {"pieces": {"us_irregular_underground": 1, "us_irregular_active": 1,
                                                    "arvn_ranger_active": 1, "nva_base": 1}}},
            "capabilities": {13: "unshaded"}, "momentum": {10: "shaded"},
            "cards": {"current": 107, "deck": [125, 4]}, "eligibility": {"ARVN": "ineligible"}}
    return Game(State.from_dict(data, source="test"))


def test_every_space_once_with_its_pieces_and_markers(full, marked):
    for game in (full, marked):
        shown = spaces(parse(game))
        assert sorted(shown) == sorted(static().spaces) and len(shown) == 47
        for sid, g in shown.items():
            sp = game.state.spaces.get(sid, {})
            assert g.get("id") == f"space-{sid}" and g.find(f"{SVG}title").text.endswith(f"({sid})")
            assert pieces(g) == {k: n for k, n in sp.get("pieces", {}).items() if n}
            assert int(g.get("data-terror")) == sp.get("terror", 0)
            assert g.get("data-sabotage") == ("1" if sp.get("sabotage") else "0")
            if static().space_type[sid] != "loc":
                assert g.get("data-support") == sp.get("support", "neutral")


def test_control_as_the_setup_gives_it_1_7(full):
    """Full scenario setup: Saigon and Hue are COIN-Controlled (only COIN
    pieces), North Vietnam NVA-Controlled (an NVA Base and Guerrillas alone),
    Quang Tri (US 2, VC 3) nobody's."""
    shown = spaces(parse(full))
    assert shown["saigon"].get("data-control") == "COIN" and shown["hue"].get("data-control") == "COIN"
    assert shown["north_vietnam"].get("data-control") == "NVA"
    assert shown["quang_tri_thua_thien"].get("data-control") == ""


def test_terrain_population_and_kinds_1_3(full):
    """Saigon is a City of Population 6, Tay Ninh a Jungle Province of 2, the
    Saigon-Can Tho LoC a Mekong LoC of Econ 2 (1.3)."""
    shown = spaces(parse(full))
    assert (shown["saigon"].get("data-kind"), shown["saigon"].get("data-pop")) == ("city", "6")
    assert shown["tay_ninh"].get("data-pop") == "2" and "Jungle" in ET.tostring(shown["tay_ninh"], encoding="unicode")
    loc = shown["loc_saigon_can_tho"]
    assert (loc.get("data-kind"), loc.get("data-econ")) == ("loc", "2")
    assert "Mekong" in ET.tostring(loc, encoding="unicode")


def test_marker_badges_and_piece_states(marked):
    g = spaces(parse(marked))
    tay_ninh = ET.tostring(g["tay_ninh"], encoding="unicode")
    assert "Terror x2" in tay_ninh and "Active Opposition" in tay_ninh and "1 x VC Base (tunneled)" in tay_ninh and "2 x VC Guerrilla (Active)" in tay_ninh
    assert "Sabotage" in ET.tostring(g["loc_saigon_can_tho"], encoding="unicode")
    pleiku = ET.tostring(g["pleiku_darlac"], encoding="unicode")
    assert "US Irregular (Underground)" in pleiku and "US Irregular (Active)" in pleiku


def test_tracks_victory_thresholds_and_cards_1_8_7_2(full):
    """Full setup (the scenario sheet): Aid 15, Patronage 15, ARVN 30, NVA 10,
    VC 5, Trail 1, Econ 15; tracks run to 75 (1.8), the Trail to 4 (6.7);
    victory thresholds US > 50, ARVN > 50, NVA > 18, VC > 35 (7.2); the US
    marker (Support + Available US) 38."""
    root = parse(full)
    values = {"track-aid": 15, "track-patronage": 15, "track-resources-ARVN": 30, "track-resources-NVA": 10,
              "track-resources-VC": 5, "track-trail": 1, "track-econ": 15}
    for ident, v in values.items():
        assert int(by_id(root, ident).get("data-value")) == v
    assert by_id(root, "track-aid").get("data-max") == "75" and by_id(root, "track-trail").get("data-max") == "4"
    need = {f: int(by_id(root, f"victory-{f}").get("data-threshold")) for f in ("US", "ARVN", "NVA", "VC")}
    assert need == {"US": 50, "ARVN": 50, "NVA": 18, "VC": 35}
    assert by_id(root, "victory-US").get("data-value") == "38"
    st = full.state
    assert by_id(root, "card-current").get("data-card") == str(st.cards["current"])
    assert by_id(root, "card-next").get("data-card") == str(st.next_card)


def test_eligibility_leader_capabilities_momentum_2_3_2_4_5_3_5_4(marked):
    root = parse(marked)
    elig = by_id(root, "eligibility")
    pills = {c: [g.get("data-faction") for g in elig.iter(f"{SVG}g") if g.get("class") == c]
             for c in ("eligible", "ineligible")}
    assert pills == {"eligible": ["US", "NVA", "VC"], "ineligible": ["ARVN"]}
    assert by_id(root, "rvn-leader").get("data-leader") == "minh"     # no Coup card yet: Duong Van Minh (2.4.1)
    caps = [(g.get("data-card"), g.get("data-side")) for g in by_id(root, "capabilities").iter(f"{SVG}g")
            if g.get("data-card")]
    moms = [(g.get("data-card"), g.get("data-side")) for g in by_id(root, "momentum").iter(f"{SVG}g")
            if g.get("data-card")]
    assert caps == [("13", "unshaded")] and moms == [("10", "shaded")]
    assert by_id(root, "card-next").get("data-kind") == "coup"


def test_self_contained_no_network_no_font_files(full):
    text = board_svg(full)
    assert "http" not in text.replace("http://www.w3.org/2000/svg", "")
    assert "@font-face" not in text and "<image" not in text and "@import" not in text
    assert all(u.startswith("#") for u in re.findall(r"url\(([^)]*)\)", text))


def test_layout_is_checked(tmp_path):
    good = load_layout()
    assert isinstance(good, Layout) and len(good.box) + len(good.at) == 47
    cases = {
        "cities: {atlantis: {at: [1, 2]}}": "cities.atlantis: no such space",
        "provinces: {hue: {box: [1, 2, 3, 4]}}": "provinces.hue: is a city, not a province",
        "provinces: {tay_ninh: {box: [1, 2]}}": "provinces.tay_ninh.box: expected 4 numbers",
        "locs: {loc_hue_da_nang: {path: [hue, nowhere], at: [1, 1]}}": "'nowhere' is no City, town or [x, y]",
        "cities: {hue: {at: [1, 2]}}": "no place for da_nang",
    }
    for i, (body, message) in enumerate(cases.items()):
        path = tmp_path / f"layout{i}.yaml"
        path.write_text(f"size: [10, 10]\n{body}\n")
        with pytest.raises(BadInput) as err:
            load_layout(path)
        assert message in str(err.value) and str(path) in str(err.value)
