"""8.5.6 VC Agitate weighs its tie-breaks by the levels shifted (ruling 259):
expected values from the rules text."""

import pytest

from fitl.game import Game

from .positions import position, walk

U = "vc_guerrilla_underground"


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_8_5_6_agitate_fills_one_support_space_before_the_next_ruling_259(seed):
    """8.5.6, ruling 259: 2 VC Resources pay 2 levels (6.3.2).  Binh Dinh
    and Quang Nam are both at Passive Support, without Terror: 2 levels in
    one of them or 1 in each shift the same total, both in spaces with
    Support and without Terror; the spaces are chosen one after another, so
    both levels go into one of them (which one is random, 8.2)."""
    g = position({"binh_dinh": {"pieces": {U: 1}, "support": "passive_support"},
                  "quang_nam": {"pieces": {U: 1}, "support": "passive_support"}},
                 resources={"VC": 2}, coup="support_vc")
    st = g.state.clone()
    st.seed = seed
    move, _ = walk(Game(st))
    assert move in ("agitate(binh_dinh,2)", "agitate(quang_nam,2)")


def test_8_5_6_agitate_counts_levels_where_there_is_support_ruling_259():
    """8.5.6 (a), ruling 259: the levels shifted where there is Support
    count, not the spaces.  2 VC Resources: 2 levels in Binh Dinh (Passive
    Support) put both where there is Support; 1 there and 1 in Quang Nam
    (Neutral) only one: Binh Dinh takes both."""
    g = position({"binh_dinh": {"pieces": {U: 1}, "support": "passive_support"},
                  "quang_nam": {"pieces": {U: 1}}},
                 resources={"VC": 2}, coup="support_vc")
    move, _ = walk(g)
    assert move == "agitate(binh_dinh,2)"
