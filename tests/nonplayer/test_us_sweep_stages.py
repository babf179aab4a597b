"""The US Sweep box (8.8.5) on a crowded map, in stages: the spaces
selected first, then the Troops' moves.  A Medium-game position where one
optimisation, cut at its bound, had Troops cross one another between
spaces (tests/data/sweep-us-ten-spaces.yaml)."""

from pathlib import Path

from fitl.asp import static
from fitl.game import Game
from fitl.state import State

from .positions import box

POSITION = Path(__file__).resolve().parents[1] / "data" / "sweep-us-ten-spaces.yaml"
WITH_US = {"saigon", "quang_tri_thua_thien", "binh_dinh", "pleiku_darlac", "phu_bon_phu_yen", "khanh_hoa",
           "binh_tuy_binh_thuan", "tay_ninh"}


def test_8_8_5_sweep_selects_then_moves_no_troops_both_ways():
    """8.8.5: every space with Underground Guerrillas and a US piece (8 of
    them), then up to 2 without US pieces: none at Support, so first those
    with a Base (Quang Nam, Phuoc Long, Kien Giang, the Laos and Cambodia
    spaces), the highest Population first: Kien Giang (2), Quang Nam (1).
    Then Troops move in, only as many as a space needs: no space both sends
    and receives Troops (ruling 133), and Troops between adjacent spaces go
    straight in, not via a LoC.  (The search cut at its bound had Troops
    cross between Pleiku and Khanh Hoa, Saigon and Pleiku.)"""
    g = Game(State.load(POSITION))
    move = box(g, "sweep", faction="US", sas=False)
    assert {a[len("sweep("):-1] for a in move if a.startswith("sweep(") and "," not in a} == \
        WITH_US | {"kien_giang_an_xuyen", "quang_nam"}
    legs = [a[len("sweep("):-1].split(",") for a in move if a.startswith("sweep(") and "," in a]
    assert legs
    sends = {leg[0] for leg in legs}
    gets = {leg[-3] for leg in legs}
    assert not sends & gets
    assert not any(len(leg) == 5 and leg[2] in static().adjacent[leg[0]] for leg in legs)
