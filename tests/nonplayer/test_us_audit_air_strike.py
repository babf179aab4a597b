"""8.8.3 AIR STRIKE, audit (np88): after a Train under LBJ (8.8.7), with the
Trail at 0 (no Degrade) and no NVA Control or LoC: Bases first, then the
most pieces, (a) at Active Opposition, (b) at the lowest Population.  The
hits are the game's next die (several seeds).  Expected values from the
box's text."""

from fitl.game import Game, dice_of

from .positions import box
from .test_us_flowchart import us

A = "vc_guerrilla_active"
TRAIN = {"quang_nam": {"pieces": {"us_troops": 1}}}


def _strikes(spaces, seed):
    st = us({**TRAIN, **spaces}, resources={"ARVN": 0}, policy="lbj", trail=0).state.clone()
    st.seed = seed
    g = Game(st)
    move = box(g, "train", faction="US")
    return dice_of(g.state)(1), [a for a in move if a.startswith("remove(air_strike,")]


def test_8_8_3_air_strike_bases_before_the_most_pieces():
    """Binh Dinh's lone VC Base goes before Pleiku's 2 Active Guerrillas,
    whatever the hits."""
    for seed in range(1, 5):
        hits, removed = _strikes({"binh_dinh": {"pieces": {"arvn_troops": 1, "vc_base": 1}},
                                  "pleiku_darlac": {"pieces": {"arvn_troops": 1, A: 2}}}, seed)
        assert "remove(air_strike,binh_dinh,vc_base,1)" in removed
        assert len(removed) == (1 if hits == 1 else 2)


def test_8_8_3_air_strike_active_opposition_then_lowest_population():
    """1 Active Guerrilla each: Binh Dinh (Pop 2) at Active Opposition first,
    then Khanh Hoa (Pop 1) before Quang Tin (Pop 2), both Neutral."""
    want = ["remove(air_strike,binh_dinh,vc_guerrilla_active,1)",
            "remove(air_strike,khanh_hoa,vc_guerrilla_active,1)",
            "remove(air_strike,quang_tin_quang_ngai,vc_guerrilla_active,1)"]
    seen = set()
    for seed in range(1, 9):
        hits, removed = _strikes({"binh_dinh": {"pieces": {"arvn_troops": 1, A: 1}, "support": "active_opposition"},
                                  "khanh_hoa": {"pieces": {"arvn_troops": 1, A: 1}},
                                  "quang_tin_quang_ngai": {"pieces": {"arvn_troops": 1, A: 1}}}, seed)
        seen.add(min(hits, 3))
        assert sorted(removed) == sorted(want[:min(hits, 3)])
    assert {1, 2} <= seen



def test_8_8_3_air_strike_only_if_the_trail_is_above_2_with_shaded_aaa():
    """No enemy piece to strike: the Air Strike is made only to Degrade the
    Trail, which shaded AAA (31) stops at 2: at Trail 2 none whatever the
    die; at 3, with a die of 2 or more (2 hits Degrade, 4.2.3), the Trail is
    Degraded (seeds whose next die is 2+)."""
    seen = 0
    for seed in range(1, 7):
        got = {}
        for trail in (2, 3):
            st = us(TRAIN, resources={"ARVN": 0}, policy="lbj", trail=trail).state.clone()
            st.capabilities = {31: "shaded"}
            st.seed = seed
            g = Game(st)
            hits = dice_of(g.state)(1)
            got[trail] = [a for a in box(g, "train", faction="US") if a.startswith(("degrade_trail", "air_strike"))]
        assert got[2] == []
        if hits >= 2:
            seen += 1
            assert got[3] == ["degrade_trail"]
    assert seen
