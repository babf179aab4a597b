"""8.1.3: a Non-player's box priorities choose its move; the narrowing hooks
its files define (predicates the rules declare by narrowing_hook/2, e.g.
sweep_out/1, train_only/2, commit_only/4) only narrow what its Sessions
ground.  One saved position per family of hooks (tests/data/hooks-*.yaml,
saved by benchmarks/nonplayer.py --save: Short games', the ARVN Patrol's and
the ARVN Raid's Full games'), decided with the hooks and without them (FITL_NP_HOOKS=off:
fitl.asp.set_np_hooks): the same move, written the same (a move is a set
of atoms, docs/moves.md: its text must not follow the order in which a
grounding lists them, which the hooks change).  (The ARVN Transport's hooks during a Train, transport_to_only/1,
whose position takes 15 s without them, are checked against the rules' own
answer instead, last.)"""

from pathlib import Path

import pytest

from fitl import asp
from fitl.game import Game
from fitl.nonplayer import decide
from fitl.state import State

DATA = Path(__file__).resolve().parents[1] / "data"

# (position, Faction, an atom of the move's actions whose hooks it exercises)
POSITIONS = [
    ("hooks-us-sweep.yaml", "US", "sweep("),                  # sweep_out/shut/via_out/from_at_most (8.8.5)
    ("hooks-us-air-lift.yaml", "US", "air_lift("),            # air_lift_to_only, *_at_most (8.8.3)
    ("hooks-us-sweep-air-lift.yaml", "US", "air_lift("),      # the same after a Sweep's movement, Nixon (8.8.5)
    ("hooks-us-commitment.yaml", "US", "commit("),            # commit_only (8.8.9)
    ("hooks-arvn-train-govern.yaml", "ARVN", "govern("),      # train_only, govern_only (8.7.2)
    ("hooks-arvn-raid.yaml", "ARVN", "raid("),                # raid_only, assault_only (8.7.4: a Raid, then
                                                              # an Assault; Full seed 1, decision 17)
    ("hooks-arvn-patrol-govern.yaml", "ARVN", "govern("),     # govern_only in the Patrol's Session (8.7.3)
    ("hooks-arvn-redeploy.yaml", "ARVN", "redeploy("),        # redeploy_only (8.7.7)
    ("hooks-nva-redeploy.yaml", "NVA", "redeploy("),          # redeploy_only (8.6.6)
    ("hooks-vc-rally.yaml", "VC", "rally("),                  # rally_out, with a Tax during it (8.5.3)
]


def decided(name, faction, hooks):
    """The move's text."""
    asp.set_np_hooks(hooks)
    return decide(Game(State.load(DATA / name)), faction).move


@pytest.mark.parametrize("name, faction, action", POSITIONS)
def test_8_1_3_the_narrowing_hooks_change_no_move(name, faction, action, hooks_back):
    """The same move (a set of atoms, in the same text) with the hooks and
    without them, one that takes the actions whose hooks the position
    exercises."""
    hooked = decided(name, faction, True)
    assert any(a.startswith(action) for a in hooked.split())
    assert decided(name, faction, False) == hooked


def test_8_7_2_transport_during_train_takes_the_cubes_just_placed(hooks_back):
    """8.7.2: the Transport during the Train moves up to 6 pieces, the most
    it can, Troops before Rangers; Can Tho holds 4 ARVN Troops and a Ranger,
    and the Train places 2 Troops there first (4.1: they may move on), so
    the Transport takes 6 Troops, no Ranger.  (Its hooks once left the
    Train's placements out of the Transport's Session: 4 Troops and the
    Ranger.)"""
    move = decided("hooks-arvn-train-transport.yaml", "ARVN", True).split()
    assert "train(can_tho,arvn_troops,2)" in move
    assert [a for a in move if a.startswith("transport(")] == ["transport(can_tho,kien_hoa_vinh_binh,arvn_troops,6)"]
