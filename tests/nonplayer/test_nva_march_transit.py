"""The NVA March box (8.6.5) below Trail 4, not a free March: no piece
goes on along the Trail past a Laos or Cambodia space.  A space whose own
pieces March out while others March in moves no piece on: it is no Trail
transit (ruling 212, refining ruling 173)."""

from fitl.nonplayer import decide

from .nva_positions import nva

NO_ATTACK = {"attack_q": 6, "terror_q": 6, "rally_q": 2}


def _nva_control(state, space):
    """1.7: NVA Control, the NVA pieces outnumbering all others."""
    pieces = (state.spaces.get(space) or {}).get("pieces", {})
    nva = sum(n for k, n in pieces.items() if k.startswith("nva_"))
    return nva > sum(pieces.values()) - nva


def test_8_6_5_laos_space_left_by_its_own_pieces_and_entered_by_others_ruling_212():
    """Trail 2, not a free March.  Central Laos: 3 NVA Troops against 3 ARVN
    Troops (no Control); Quang Tri: 2 ARVN Troops; North Vietnam: 5 NVA
    Troops (NVA Control, 1 must stay).  8.6.5's third bullet adds NVA
    Control to the most spaces (up to 3), each origin's units together:
    Central Laos's 3 Troops into Quang Tri (3 against 2) and North Vietnam's
    4 into Central Laos (4 against 3), each piece moving one space: NVA
    Control added to both.  (Quang Nam and Southern Laos, 5 ARVN Troops
    each, cannot be taken; taken as a Trail transit, Central Laos could not
    both send and receive, and only Quang Tri would be added.)"""
    g = nva({"north_vietnam": {"pieces": {"nva_troops": 5}},
             "central_laos": {"pieces": {"nva_troops": 3, "arvn_troops": 3}},
             "quang_tri_thua_thien": {"pieces": {"arvn_troops": 2}},
             "quang_nam": {"pieces": {"arvn_troops": 5}}, "southern_laos": {"pieces": {"arvn_troops": 5}}})
    d = decide(g, "NVA", rolls=NO_ATTACK)
    ms = sorted(m for m in d.move.split() if m.startswith("march(") and m.count(",") == 3)
    assert ms == ["march(central_laos,quang_tri_thua_thien,nva_troops,3)",
                  "march(north_vietnam,central_laos,nva_troops,4)"]
    after = g.apply(d.move, faction="NVA", explain=False).game.state
    assert _nva_control(after, "central_laos") and _nva_control(after, "quang_tri_thua_thien")
