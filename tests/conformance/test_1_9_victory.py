"""Victory markers (1.9) and margins (7.3): the setup pages' own figures."""

import pytest
import yaml

from fitl.scenario import SCENARIO_DIR, new_game
from fitl.view import View

# Setup pages (2.1): Support+Available, NVA Control+Bases, COIN Control+Patronage,
# Opposition+Bases.
PRINTED = {
    "full": {"US": 38, "NVA": 4, "ARVN": 35, "VC": 27},
    "medium": {"US": 37, "NVA": 8, "ARVN": 44, "VC": 23},
    "short": {"US": 38, "NVA": 10, "ARVN": 41, "VC": 23},
}


@pytest.mark.parametrize("scenario", sorted(PRINTED))
def test_1_9_markers_after_setup(scenario):
    assert View.of(new_game(scenario, seed=5)).score == PRINTED[scenario]


@pytest.mark.parametrize("scenario", sorted(PRINTED))
def test_7_3_margins_after_setup(scenario):
    thresholds = {"US": 50, "NVA": 18, "ARVN": 50, "VC": 35}
    view = View.of(new_game(scenario, seed=5))
    assert view.margin == {f: PRINTED[scenario][f] - thresholds[f] for f in thresholds}
    assert view.wins == set()


@pytest.mark.parametrize("scenario", ["full", "medium", "short"])
def test_1_7_printed_control_markers_match_the_rules(scenario):
    printed = yaml.safe_load((SCENARIO_DIR / f"{scenario}.yaml").read_text())["spaces"]
    view = View.of(new_game(scenario, seed=5))
    for space, control in view.control.items():
        assert control == (printed.get(space) or {}).get("control"), space


def test_7_2_victory_when_marker_exceeds_threshold():
    from helpers import view
    # NVA Control of Saigon (Pop 6) plus 12 NVA Bases in 0-Population Provinces.
    spaces = {"saigon": {"pieces": {"nva_troops": 1}}}
    bases = ["central_laos", "southern_laos", "northeast_cambodia", "the_fishhook", "sihanoukville",
             "phuoc_long"]
    for s in bases:
        spaces[s] = {"pieces": {"nva_base": 2}}
    v = view(spaces)  # 6 Pop + 12 Bases = 18: not above 18
    assert v.score["NVA"] == 18 and "NVA" not in v.wins
    spaces["hue"] = {"pieces": {"nva_troops": 1}}  # +2 Pop
    v = view(spaces)
    assert v.score["NVA"] == 20 and "NVA" in v.wins and v.margin["NVA"] == 2


def test_1_9_us_marker_support_doubled_when_active_plus_available_troops_and_bases_only():
    """1.9, 1.6.2: Total Support (Active counts Population twice) plus US
    Troops and Bases in Available: not Irregulars, not Casualties nor Out of
    Play, not pieces on the map."""
    from helpers import view
    base = view()
    us0 = base.score["US"]
    assert us0 == base.available["us_troops"] + base.available["us_base"]       # no Support on the empty map
    v = view({"saigon": {"support": "active_support"}, "hue": {"support": "passive_support"}})
    assert v.score["US"] == us0 + 6 * 2 + 2
    v = view({"quang_nam": {"pieces": {"us_troops": 3, "us_base": 1, "us_irregular_underground": 2}}},
             casualties={"us_troops": 2}, out_of_play={"us_troops": 1, "us_base": 1})
    assert v.score["US"] == us0 - 3 - 1 - 2 - 1 - 1
    v = view({"quang_nam": {"pieces": {"us_irregular_underground": 3}}})
    assert v.score["US"] == us0                                                   # Irregulars do not count


def test_1_9_vc_and_nva_markers_bases_anywhere_on_the_map_tunneled_too():
    """1.9: Total Opposition (Active doubled) plus VC Bases on the map (in
    Laos too, Tunneled too); NVA-Controlled Population plus NVA Bases on the map."""
    from helpers import view
    spaces = {"quang_nam": {"support": "active_opposition"}, "binh_dinh": {"support": "passive_opposition"},
              "central_laos": {"pieces": {"vc_base_tunneled": 1, "nva_base": 1}},
              "tay_ninh": {"pieces": {"vc_base": 1, "nva_base_tunneled": 1, "nva_troops": 3}}}
    v = view(spaces)
    assert v.score["VC"] == 1 * 2 + 2 + 2
    assert v.score["NVA"] == 2 + 2          # Tay Ninh (Population 2) NVA-Controlled, 2 NVA Bases
    assert v.margin["VC"] == v.score["VC"] - 35 and v.margin["NVA"] == v.score["NVA"] - 18


def test_1_9_arvn_marker_coin_controlled_population_plus_patronage():
    """1.9: Population Controlled by COIN (US or ARVN pieces) plus Patronage."""
    from helpers import view
    v = view({"saigon": {"pieces": {"us_troops": 1}}, "hue": {"pieces": {"arvn_police": 1}},
              "quang_nam": {"pieces": {"arvn_troops": 1, "vc_guerrilla_active": 1}}}, patronage=20)
    assert v.score["ARVN"] == 6 + 2 + 20
