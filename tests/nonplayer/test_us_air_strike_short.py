"""8.8.3 AIR STRIKE with a die too low for the Trail (4.2.3, rulings 230 and
256): under LBJ the US Air Strikes after Train because the Trail could be
Degraded; the die is rolled after the spaces are chosen, and its hits may
be applied up to the die.  With 1 hit (2 are needed for the Trail) and no
Active enemy to hit, the Air Strike is still made, in a space with US or
ARVN pieces and no hits applied: the Special Activity is spent, no Advise.
Expected values from the rules text."""

from fitl.game import Game, dice_of

from .positions import box
from .test_us_flowchart import us

TRAIN = "train(quang_nam) train(quang_nam,us_irregular,1)"
SPACES = {"quang_nam": {"pieces": {"us_troops": 1}},
          "kien_hoa_vinh_binh": {"pieces": {"arvn_troops": 2, "vc_guerrilla_underground": 2}}}


def _game(seed):
    st = us(SPACES, resources={"ARVN": 0}, policy="lbj", trail=3).state.clone()
    st.seed = seed
    return Game(st)


def _seed_with_die(want):
    for seed in range(1, 40):
        if (dice_of(_game(seed).state)(1) == 1) == want:
            return seed
    raise AssertionError("no seed found")


def test_4_2_3_a_die_too_low_for_the_trail_leaves_an_air_strike_with_no_hits_ruling_256():
    """Die 1: the Degrade (2 hits) is refused, an Air Strike in Kien Hoa with
    no hits applied is offered and accepted, and changes nothing there."""
    g = _game(_seed_with_die(True))
    assert g.check(TRAIN + " degrade_trail", faction="US")
    assert "air_strike(kien_hoa_vinh_binh)" in g.legal(TRAIN.split(), faction="US", sa="air_strike")["air_strike"]
    move = TRAIN + " air_strike(kien_hoa_vinh_binh)"
    assert g.check(move, faction="US") == []
    after = g.apply(move, faction="US").game.state
    assert after.trail == 3
    assert after.spaces["kien_hoa_vinh_binh"]["pieces"] == {"arvn_troops": 2, "vc_guerrilla_underground": 2}


def test_8_8_3_lbj_air_strike_spent_when_the_die_is_too_low_no_advise_ruling_256():
    """The Non-player US after Train under LBJ: with a die of 1 it Air
    Strikes Kien Hoa (the only space where an Air Strike may go) with no
    hits, and does not Advise instead."""
    move = box(_game(_seed_with_die(True)), "train", faction="US")
    assert "air_strike(kien_hoa_vinh_binh)" in move
    assert not [a for a in move if a.startswith(("advise", "degrade_trail", "remove("))]


def test_8_8_3_lbj_air_strike_degrades_the_trail_when_the_die_allows_ruling_256():
    """A die of 2 or more: 2 hits Degrade the Trail (8.8.3's first use)."""
    move = box(_game(_seed_with_die(False)), "train", faction="US")
    assert "degrade_trail" in move
    assert not [a for a in move if a.startswith("advise")]
