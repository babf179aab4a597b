"""8.5.3: the VC Rally's spaces, bullet by bullet: single Guerrillas in up
to 2 spaces with no VC Guerrillas (ARVN cubes first, then Population 1+),
and any further space a random one inside South Vietnam."""

import re
from pathlib import Path

from .positions import box, position

# 1.3.5: the spaces outside South Vietnam (North Vietnam, Laos, Cambodia), from the map's data
_MAP = Path(__file__).resolve().parents[2] / "asp" / "static" / "map_data.lp"
FOREIGN = set(re.findall(r"^foreign\((\w+), \w+\)\.", _MAP.read_text(), re.M))


def _rallies(move):
    return sorted(a[6:-1] for a in move if a.startswith("rally(") and a.count(",") == 0)


def test_8_5_3_a_third_space_without_vc_guerrillas_only_inside_south_vietnam():
    """No VC Guerrillas on the map, 6 Resources.  Hue (Population 2) and
    Binh Dinh (2) each have an ARVN Police, NE Cambodia (Population 0) one
    too: the second bullet's 2 spaces are Hue and Binh Dinh (cubes, then
    Population 1+).  The other 4 spaces are the last bullet's, random ones
    inside South Vietnam: never NE Cambodia, though a Guerrilla there would
    remove COIN Control (1.7)."""
    g = position({"hue": {"pieces": {"arvn_police": 1}}, "binh_dinh": {"pieces": {"arvn_police": 1}},
                  "northeast_cambodia": {"pieces": {"arvn_police": 1}}}, resources={"VC": 6}, second=True)
    rallies = _rallies(box(g, "rally", sas=False))
    assert len(rallies) == 6 and {"hue", "binh_dinh"} <= set(rallies)
    assert "northeast_cambodia" not in rallies
    assert "northeast_cambodia" in FOREIGN and not FOREIGN & set(rallies)
