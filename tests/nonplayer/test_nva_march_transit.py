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


def _march_holds(game, atoms):
    """Whether the March box's part (8.6.5's restrictions and bullets, asked
    as one question over the March) accepts some move holding `atoms`."""
    import clingo

    from fitl.nonplayer.walk import Walk
    w = Walk(game, "NVA")
    node = w.chart.nodes["march"]
    session = w._session(w._box_kind(node.op), ())
    part = w._part(session, node.name, "np_stage(op).", levels=False)
    return session.exists(part, assume=[clingo.parse_term(a) for a in atoms])


def test_8_6_5_below_trail_4_pieces_ending_in_a_space_its_own_leave_answer_a_priority_ruling_226():
    """Trail 2, not a free March (as above): Central Laos's 3 Troops March
    into Quang Tri (NVA Control added there, the third bullet).  A Troop from
    North Vietnam into Central Laos goes no further (no Trail below 4), so
    it ends there, where it adds no NVA Control (1 against 3 ARVN Troops),
    sets up no Base space, is no LoC Guerrilla and gathers no Troops beside
    COIN Control (Central Laos without NVA Control keeps no pieces for
    that): it answers no bullet of 8.6.5, so the March never makes it
    (ruling 226).  With 4 Troops Central Laos gains NVA Control: allowed."""
    g = nva({"north_vietnam": {"pieces": {"nva_troops": 5}},
             "central_laos": {"pieces": {"nva_troops": 3, "arvn_troops": 3}},
             "quang_tri_thua_thien": {"pieces": {"arvn_troops": 2}},
             "quang_nam": {"pieces": {"arvn_troops": 5}}, "southern_laos": {"pieces": {"arvn_troops": 5}}})
    out = "march(central_laos,quang_tri_thua_thien,nva_troops,3)"
    assert not _march_holds(g, [out, "march(north_vietnam,central_laos,nva_troops,1)"])
    assert _march_holds(g, [out, "march(north_vietnam,central_laos,nva_troops,4)"])


def test_8_6_5_free_march_at_trail_0_pieces_ending_in_a_space_its_own_leave_answer_a_priority_ruling_226():
    """Card 59 (shaded), a free March from outside South Vietnam, at Trail 0:
    8.6.5 lets a free March use the Trail, but 3.3.2 moves no piece on past
    a Laos or Cambodia space at Trail 0.  So, as below Trail 4 in the box,
    a Troop from North Vietnam into Central Laos, whose own 3 Troops March
    into Quang Tri (NVA Control added), ends in Central Laos, adding
    nothing there (1 against 3 ARVN Troops; no US Base on the map, so the
    card's own priority takes no space): the March never makes it (ruling
    226)."""
    from fitl.game import Game

    from .positions import position
    g = position({"north_vietnam": {"pieces": {"nva_troops": 5}},
                  "central_laos": {"pieces": {"nva_troops": 3, "arvn_troops": 3}},
                  "quang_tri_thua_thien": {"pieces": {"arvn_troops": 2}}}, current=59, nonplayers=("NVA",), trail=0)
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    after = Game(st).apply("event(shaded)", faction="NVA").game
    assert after.state.turn["pending"][0]["action"] == "march"
    out = "march(central_laos,quang_tri_thua_thien,nva_troops,3)"
    assert not _march_holds(after, [out, "march(north_vietnam,central_laos,nva_troops,1)"])
    assert _march_holds(after, [out, "march(north_vietnam,central_laos,nva_troops,4)"])
