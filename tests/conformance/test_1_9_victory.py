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
