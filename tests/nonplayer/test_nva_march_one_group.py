"""8.6.5 March, third bullet, tie-break (b): among the highest Population
spaces, first where only 1 Marching group is needed to add NVA Control.
Expected values from the rules text."""

import pytest

from fitl.game import Game
from fitl.nonplayer import decide

from .nva_positions import nva

ROLLS = {"attack_q": 6, "terror_q": 6, "rally_q": 2}


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_8_6_5_march_for_control_first_where_one_group_is_needed(seed):
    """8.6.5 third bullet (b): Can Tho and Ba Xuyen each hold 2 NVA Troops
    and may send 1 (the other keeps their NVA Control).  Kien Hoa / Vinh
    Binh (Population 2, empty) takes NVA Control from either group alone;
    Kien Giang / An Xuyen (Population 2, 1 ARVN Police) only from both
    together; Kien Phong's 3 Police keep it from them.  Both are 2
    Population (a), so the space 1 group can take: Kien Hoa / Vinh Binh,
    whatever the random order."""
    g = nva({"can_tho": {"pieces": {"nva_troops": 2}}, "ba_xuyen": {"pieces": {"nva_troops": 2}},
             "kien_giang_an_xuyen": {"pieces": {"arvn_police": 1}},
             "kien_phong": {"pieces": {"arvn_police": 3}}})
    st = g.state.clone()
    st.seed = seed
    ms = [m for m in decide(Game(st), "NVA", rolls=ROLLS).move.split() if m.startswith("march(")]
    assert [m.split(",")[1] for m in ms] == ["kien_hoa_vinh_binh"]
    assert ms[0].endswith(",nva_troops,1)")
