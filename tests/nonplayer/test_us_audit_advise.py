"""8.8.4 ADVISE (the US box's Special Activity), audit (np88): after a Train
under JFK (8.8.7), up to 2 Advise spaces: ARVN Assault where it adds COIN
Control, then to remove Bases, then the most pieces; an ARVN Sweep only if
fewer than 2 spaces were used; no ARVN Assault in a Province at Support with
shaded Search and Destroy (28); +6 Aid only at Aid 30 or less.  Lowland
Provinces: 1 hit per 2 ARVN cubes (3.2.4).  Expected values from the box's
text."""

from fitl.game import Game

from .positions import box
from .test_us_flowchart import us

A, U = "vc_guerrilla_active", "vc_guerrilla_underground"
TRAIN = {"quang_nam": {"pieces": {"us_troops": 1}}}


def _advise(spaces, caps=None, **kw):
    st = us({**TRAIN, **spaces}, resources={"ARVN": 0}, **kw).state.clone()
    if caps:
        st.capabilities = caps
    move = box(Game(st), "train", faction="US")
    return move, {a for a in move if a.startswith("advise(")}


CONTROL = {"phu_bon_phu_yen": {"pieces": {"arvn_troops": 2, A: 2}}}
BASE = {"quang_tin_quang_ngai": {"pieces": {"arvn_troops": 4, "vc_base": 1}}}
MOST = {"kien_phong": {"pieces": {"arvn_troops": 6, A: 3}}}


def test_8_8_4_advise_coin_control_then_base_before_most_pieces():
    """Phu Bon: the Assault's 1 hit leaves 2 ARVN against 1 VC, COIN Control;
    Quang Tin: a Base goes (COIN Control already); Kien Phong: 3 pieces go
    (COIN Control already).  The first two are the 2 spaces."""
    _, got = _advise({**CONTROL, **BASE, **MOST})
    assert got == {"advise(phu_bon_phu_yen,assault)", "advise(quang_tin_quang_ngai,assault)"}


def test_8_8_4_advise_sweep_only_in_a_space_left_after_the_assaults():
    """One Assault space (Phu Bon), then an ARVN Sweep Activating Kien Hoa's 2
    Underground Guerrillas as the second; with Quang Tin's Base to Assault as
    well, the 2 spaces are used before any Sweep."""
    sweep = {"kien_hoa_vinh_binh": {"pieces": {"arvn_troops": 2, U: 2}}}
    _, got = _advise({**CONTROL, **sweep})
    assert got == {"advise(phu_bon_phu_yen,assault)", "advise(kien_hoa_vinh_binh,sweep)"}
    _, got = _advise({**CONTROL, **BASE, **sweep})
    assert got == {"advise(phu_bon_phu_yen,assault)", "advise(quang_tin_quang_ngai,assault)"}


def test_8_8_4_advise_no_arvn_assault_in_a_province_at_support_with_shaded_search_and_destroy():
    """Phu Bon at Passive Support: shaded Search and Destroy forbids the ARVN
    Assault there; Quang Tin's Base and Kien Phong's pieces are the two."""
    sp = {"phu_bon_phu_yen": {**CONTROL["phu_bon_phu_yen"], "support": "passive_support"}, **BASE, **MOST}
    _, got = _advise(sp, caps={28: "shaded"})
    assert got == {"advise(quang_tin_quang_ngai,assault)", "advise(kien_phong,assault)"}


def test_8_8_4_advise_adds_aid_only_at_30_or_less():
    """Aid 30: +6 Aid; Aid 31: none."""
    assert "advise_aid" in _advise(CONTROL, aid=30)[0]
    assert "advise_aid" not in _advise(CONTROL, aid=31)[0]
