"""6.2.1 with 8.3: the VC Non-player's Sabotage in the Coup Round's Resources
Phase when the markers run short (ruling 176): the LoCs of highest Econ
first, then at random."""

from fitl.game import Game
from fitl.nonplayer import decide
from tests.helpers import coup_game

CITIES = ["hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho"]


def _short(locs):
    """A Resources Phase with 14 Terror markers on the map (1 marker left,
    3.3.4), COIN Control in every City, and an Underground VC Guerrilla
    alone on each of `locs` (each a Sabotage candidate, 6.2.1); the VC a
    Non-player."""
    spaces = {c: {"pieces": {"arvn_police": 1}} for c in CITIES}
    spaces.update({"quang_nam": {"terror": 7}, "binh_dinh": {"terror": 7}})
    spaces.update({loc: {"pieces": {"vc_guerrilla_underground": 1}} for loc in locs})
    st = coup_game("resources", spaces).state.clone()
    st.nonplayers = {"VC": {}}
    game = Game(st)
    assert game.view().to_act == "VC"
    return decide(game, "VC").move


def test_8_3_sabotage_short_highest_econ_first_ruling_176():
    """Candidates of Econ 1 (Hue-Khe Sanh), 2 (Saigon-Can Tho) and 0 (Da
    Nang-Dak To), 1 marker: the Econ 2 LoC."""
    assert _short(["loc_hue_khe_sanh", "loc_saigon_can_tho", "loc_da_nang_dak_to"]) == "sabotage(loc_saigon_can_tho)"


def test_8_3_sabotage_short_econ_1_before_econ_0_ruling_176():
    """Without the Econ 2 LoC: Hue-Khe Sanh (Econ 1) before Da Nang-Dak To
    (Econ 0)."""
    assert _short(["loc_hue_khe_sanh", "loc_da_nang_dak_to"]) == "sabotage(loc_hue_khe_sanh)"
