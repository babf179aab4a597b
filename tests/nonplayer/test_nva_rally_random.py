"""8.6.4 Rally, its last bullet: Guerrillas in other random spaces until
the Rally has its spaces (3) or the Resources run out.  Expected values from
the rules text."""

import pytest

from fitl.game import Game
from fitl.nonplayer import decide

from .nva_positions import nva

ROLLS = {"attack_q": 6, "terror_q": 6, "rally_q": 2}


def rallies(seed, resources):
    """The Rally spaces: the Trail at 1 is a Rally reason (8.6.4); North
    Vietnam's Base with 1 NVA unit is the third bullet's; Quang Nam is at
    Active Support, where no Rally may go (3.3.1)."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}},
             "quang_nam": {"pieces": {"arvn_police": 1}, "support": "active_support"}},
            resources={"NVA": resources}, trail=1)
    st = g.state.clone()
    st.seed = seed
    ms = decide(Game(st), "NVA", rolls=ROLLS).move.split()
    return sorted(m for m in ms if m.startswith("rally(") and "," not in m)


@pytest.mark.parametrize("resources, spaces", [(10, 3), (2, 2)])
def test_8_6_4_rally_fills_its_spaces_with_random_ones(resources, spaces):
    """8.6.4 last bullet: after the Base space, other spaces until 3 (10
    Resources) or until the Resources run out (2: 1 each, 3.3.1); never at
    Support; which ones is random (8.2): over 6 games they differ."""
    seen = set()
    for seed in range(1, 7):
        got = rallies(seed, resources)
        assert len(got) == spaces and "rally(north_vietnam)" in got and "rally(quang_nam)" not in got
        seen.add(tuple(got))
    assert len(seen) > 1
