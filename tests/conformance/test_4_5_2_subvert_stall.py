"""A position from random play where one `legal` query searched without end
(shared/data/positions/subvert-stall.yaml): the VC Rally while none of their
Guerrillas is Available, with Subvert open (1.4.1, 3.3.1, 4.5.2)."""

import time
from pathlib import Path

from fitl.game import Game

STALL = Path(__file__).resolve().parents[1] / "data" / "subvert-stall.yaml"
PARTIAL = "rally(northeast_cambodia) rally(central_laos)"


def test_4_5_2_subvert_replacement_is_offered_and_the_query_is_quick():
    """Subvert may replace an ARVN cube where a Rally put an Underground
    Guerrilla; with no Guerrilla Available the cube is simply removed (1.4.1,
    ruling 38).  The query decides every option well within its bound."""
    g = Game.load(STALL)
    t = time.monotonic()
    options = g.legal(PARTIAL, faction="VC", sa="subvert")
    assert time.monotonic() - t < 5
    assert "undecided" not in options
    assert "subvert_replace(da_nang,arvn_police)" in options["subvert_replace"]
    assert "simply_removed(da_nang,vc_guerrilla)" in options["simply_removed"]
    move = (PARTIAL + " rally(da_nang) from_map(tay_ninh, vc_guerrilla_underground, 3) "
            "subvert_replace(da_nang, arvn_police) simply_removed(da_nang, vc_guerrilla)")
    assert g.check(move, faction="VC") == []
