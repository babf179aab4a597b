"""Forces and the Force Pool (1.4, 1.4.1)."""

import pytest

from fitl.asp import static
from fitl.scenario import new_game
from fitl.view import View


def test_1_4_1_force_pool_holds_229_pieces():
    assert sum(static().pool.values()) == 229


@pytest.mark.parametrize("scenario", ["full", "medium", "short", "tutorial"])
def test_1_4_1_every_piece_is_on_the_map_or_in_a_box(scenario):
    state = new_game(scenario, seed=3)
    view = View.of(state)
    st = static()
    for ty, pool in st.pool.items():
        on_map = sum(n for sp in state.spaces.values() for k, n in sp.get("pieces", {}).items()
                     if st.keys[k][0] == ty)
        total = on_map + view.available[ty] + state.out_of_play.get(ty, 0) + state.casualties.get(ty, 0)
        assert total == pool, ty
        assert view.available[ty] >= 0
