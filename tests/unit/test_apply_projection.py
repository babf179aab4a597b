"""A move's apply asks for two projected answers (an ambiguous successor is
an error): the solver must answer, not crash.  The position came from a
four-Non-player Full game: an ARVN Patrol (3.2.2) with its Assault in the
LoC, then Govern (4.3.1) in two spaces, Aid to Patronage, under Body Count
(card 72) and Mandate of Heaven (card 86); clasp's backtracking projection
crashed the process there."""
from pathlib import Path

from fitl.game import Game
from fitl.state import State

DATA = Path(__file__).resolve().parent.parent / "data"
MOVE = ("activate(patrol,loc_qui_nhon_cam_ranh,nva_guerrilla_underground,1) "
        "patrol(cam_ranh,loc_saigon_cam_ranh,arvn_police,1) "
        "patrol(loc_cam_ranh_da_lat,loc_saigon_cam_ranh,arvn_police,2) "
        "patrol(pleiku_darlac,loc_qui_nhon_cam_ranh,arvn_police,3) "
        "patrol(qui_nhon,loc_qui_nhon_cam_ranh,arvn_police,1) patrol_assault(loc_qui_nhon_cam_ranh) "
        "remove(patrol,loc_qui_nhon_cam_ranh,nva_guerrilla_active,1) "
        "remove(patrol,loc_qui_nhon_cam_ranh,vc_guerrilla_active,1) "
        "govern(hue,patronage) govern(kien_hoa_vinh_binh,patronage)")


def test_3_2_2_and_4_3_1_patrol_with_two_governs_checks_and_applies():
    """3.2.2 and 4.3.1: the Patrol moves its Police onto the two LoCs and
    removes an NVA and a VC Guerrilla there; Govern in Hue and Kien Hoa
    moves Aid to Patronage.  The move is legal and its apply gives one
    successor: the LoC holds the 4 Police that came in (3 from
    Pleiku, 1 from Qui Nhon) and neither Guerrilla."""
    game = Game(State.load(DATA / "apply-projection-crash.yaml"))
    assert game.check(MOVE, faction="ARVN") == []
    after = game.apply(MOVE, faction="ARVN").state
    assert after.pieces("loc_qui_nhon_cam_ranh") == {"arvn_police": 4}


def test_3_2_2_and_4_3_1_whole_moves_from_the_patrol_enumerate_and_check():
    """3.2.2 and 4.3.1: the whole-move enumeration (projected answers, as
    apply's were) from the same Patrol and Governs yields moves, each holding
    the atoms given and each one `check` accepts: the solver answers there
    too, and legal never offers what check refuses."""
    from fitl.enumerate import _whole
    game = Game(State.load(DATA / "apply-projection-crash.yaml"))
    given = tuple(MOVE.split(" "))
    moves = list(_whole(game, ("op", "patrol"), "ARVN", given=given, limit=5))
    assert len(moves) == 5
    for atoms in moves:
        assert set(given) <= set(atoms)
        assert game.check(" ".join(atoms), faction="ARVN") == []
