"""Goal proving (fitl.prove, docs/proving.md): the worked questions of
docs/proving.md on the Full scenario's opening (seed 1: card 101 Booby Traps,
VC then NVA to act), each answer reasoned from the rules in its docstring,
each witness one `check` accepts, with the dice it names."""

import pytest

from fitl import prove
from fitl.errors import BadInput
from fitl.game import Game


@pytest.fixture(autouse=True)
def ample_bound(monkeypatch):
    """A refutation searches every kind of action: on a machine busy with
    other work it may take longer than the default bound (docs/proving.md,
    Figures), and these tests are about the answers, not the time."""
    monkeypatch.setattr(prove, "PROVE_SECONDS", 240.0)


@pytest.fixture(scope="module")
def full():
    """The Full scenario's opening: the VC are 1st Eligible on card 101."""
    return Game.new("full", seed=1)


@pytest.fixture(scope="module")
def nva(full):
    """The VC passed (2.3.3): the NVA decide as 1st Eligible."""
    return full.apply("pass").game


def _witness_applies(game, proof, i=0):
    """The witness move is legal with its dice (check), and apply takes it."""
    w = proof.witness[i]
    assert game.check(w["move"], dice=w["dice"]) == []
    return game.apply(w["move"], dice=w["dice"])


def test_vc_can_put_a_piece_in_hue_3_3_2(full):
    """3.3.2: a March moves Guerrillas into adjacent spaces for 1 Resource per
    destination; Quang Tri-Thua Thien (2 Underground VC Guerrillas) is next
    to Hue and the VC have 5 Resources.  (3.3.1: a Rally in Hue, Neutral,
    would do too.)  Proven, and after the witness a VC piece is in Hue."""
    proof = full.prove("pieces(hue, vc, N), N >= 1")
    assert proof.provable and proof.exit_code == 0 and len(proof.witness) == 1
    assert proof.witness[0]["faction"] == "VC"
    after = _witness_applies(full, proof)
    assert any(k.startswith("vc_") for k in after.state.pieces("hue"))


def test_vc_cannot_place_terror_in_saigon_3_3_4(full):
    """3.3.4: Terror needs an Underground Guerrilla of the Faction in the
    space; no VC piece is in Saigon, a move has one Operation (2.3.4: March
    then Terror is two), and card 101's Event places no marker.  Refuted,
    and the reasons name the Terror rule that Saigon breaks.  A Terror,
    Attack or Rally of the VC cannot even change Saigon (each needs VC
    pieces there, 3.3.3, 3.3.4, or no Support, 3.3.1; Tax, Subvert and
    Ambush go where VC Guerrillas are or arrive, 4.5): those kinds are
    refuted by the frame, Saigon keeping its markers; a March into Saigon
    may be selected, so the March is searched."""
    proof = full.prove("terror(saigon)")
    assert not proof.provable and proof.unknown is None and proof.exit_code == 1
    assert any(sec == "3.3.4" and text.startswith("terror(saigon)") for sec, text in proof.why)
    changes = {sec for sec, text in proof.why if " can change saigon " in text}
    assert {"3.3.1", "3.3.3", "3.3.4"} <= changes and "3.3.2" not in changes
    assert ("3.3.2", "no legal March (alone, or with a Special Activity before, during or after it) "
                     "of VC leaves terror(saigon)") in proof.why


def test_nva_can_take_control_of_quang_tri_with_a_march_1_7_3_3_2(nva):
    """1.7: NVA Control needs more NVA pieces than all others together;
    Quang Tri holds 2 US and 3 VC pieces (5).  3.3.2: North Vietnam and
    Central Laos, next to it, hold 3 Underground NVA Guerrillas each, and
    March brings both groups in for 1 Resource (one destination): 6 > 5."""
    proof = nva.prove("control(quang_tri_thua_thien, nva)")
    assert proof.provable and proof.witness[0]["faction"] == "NVA"
    after = _witness_applies(nva, proof)
    assert after.game.view().control["quang_tri_thua_thien"] == "NVA"


def test_nva_cannot_take_control_of_saigon_3_3_2(nva):
    """No NVA piece is in Saigon or next to it; March (3.3.2) moves pieces
    into adjacent spaces only (on past them only in Laos and Cambodia);
    Rally (3.3.1) may not select Saigon, at Support; Infiltrate (4.4.1) and
    Bombard (4.4.2) place no NVA piece there.  Refuted, the reasons naming
    Rally's rule for Saigon."""
    proof = nva.prove("control(saigon, nva)")
    assert not proof.provable and proof.unknown is None
    assert ("3.3.1", "rally(saigon): Rally may not select Saigon: Support") in proof.why


def test_every_vc_move_keeps_saigon_at_passive_support_always_1_6(full):
    """1.6: only Terror (3.3.4), Agitate (6.3.2) and Events shift Support;
    the VC have no piece in Saigon to Terror with, no Coup Round is on, and
    card 101 is a Capability.  So after every VC move Saigon is still at
    Passive Support: proven with --always, no witness."""
    proof = full.prove("support(saigon, passive_support)", always=True)
    assert proof.provable and proof.witness == []
    assert "more unable to change saigon" in proof.why[0][1]


def test_not_every_vc_move_keeps_their_resources_pass_gains_one_2_3_3(full):
    """2.3.3: an Insurgent Faction that passes gains 1 Resource; the VC have
    5.  So 'VC Resources stay 5' fails after a Pass: refuted with --always,
    the counterexample a Pass."""
    proof = full.prove("resources(vc, 5)", always=True)
    assert not proof.provable and proof.witness[0]["move"] == "pass"


def test_a_vc_attack_clears_quang_tri_of_us_pieces_for_some_roll_3_3_3(full):
    """3.3.3: a VC Attack hits on a die roll no higher than its Guerrillas
    there (2 in Quang Tri) and then removes 2 enemy pieces: the 1 US Troop
    and 1 Irregular.  Proven for some roll (--dice any), the witness naming
    a roll of 1 or 2; with that roll apply leaves no US piece there."""
    proof = full.prove("pieces(quang_tri_thua_thien, us, 0)", dice="any")
    assert proof.provable
    assert proof.witness[0]["dice"] and proof.witness[0]["dice"][0] in (1, 2)
    after = _witness_applies(full, proof)
    assert not any(k.startswith("us_") for k in after.state.pieces("quang_tri_thua_thien"))


def test_an_ambush_takes_a_us_piece_from_quang_tri_whatever_the_dice_4_5_3_ruling_150(full):
    """4.5.3: an Ambush makes the Attack in its space remove 1 enemy piece
    with no die roll; Quang Tri's 2 US pieces become 1 whatever the dice.
    Proven for every roll (--dice all) with a move that rolls none (ruling
    150: what a hit removes is chosen after the roll, so an Attack alone,
    which misses on 3-6, is no witness)."""
    proof = full.prove("pieces(quang_tri_thua_thien, us, N), N < 2", dice="all")
    assert proof.provable and proof.witness[0]["dice"] == []
    assert "ambush(quang_tri_thua_thien)" in proof.witness[0]["move"].split()
    _witness_applies(full, proof)


def test_over_the_card_the_vc_then_the_nva_give_the_nva_quang_tri_2_3_4(full):
    """2.3.4: after the 1st Eligible executes the Event, the 2nd Eligible may
    make an Operation with a Special Activity; so the VC's Event, then the
    NVA's March of 6 Guerrillas (as above: 6 > 5, 1.7), leaves Quang Tri
    under NVA Control.  Proven over the card, a witness of two moves."""
    proof = full.prove("control(quang_tri_thua_thien, nva)", horizon="card")
    assert proof.provable and [w["faction"] for w in proof.witness] == ["VC", "NVA"]
    first = _witness_applies(full, proof, 0)
    second = _witness_applies(first.game, proof, 1)
    assert second.game.view().control["quang_tri_thua_thien"] == "NVA"


def test_over_the_card_the_us_pivotal_event_halves_nva_resources_2_3_8():
    """2.3.8: before the 1st Eligible Faction (the ARVN, card 68) acts, any
    Eligible Faction may play its Pivotal Event if its precondition holds:
    the US's Linebacker II needs 2 cards in the RVN Leader box (125, 126) and
    Support + Available above 40.  Its owner then executes it, and its Event
    halves NVA Resources, rounding down (10 -> 5); no ARVN move costs the NVA
    Resources.  Proven over the card: the US's play, then its Event."""
    from conformance.test_2_3_8_pivotal import pos

    g = pos(casualties={"us_troops": 4})
    assert g.turn().to_act == "ARVN"
    proof = g.prove("resources(nva, 5)", horizon="card")
    assert proof.provable and [w["faction"] for w in proof.witness] == ["US", "US"]
    assert proof.witness[0]["move"] == "faction(us) play_pivotal"
    first = _witness_applies(g, proof, 0)
    second = _witness_applies(first.game, proof, 1)
    assert second.state.resources["NVA"] == 5


def test_a_faction_not_to_act_may_play_its_pivotal_event_2_3_8():
    """2.3.8: the US, not the Faction to act, may still play its Pivotal
    Event out of turn (as above): with --faction US, that play is a legal
    move of the US, after which Linebacker II is the card in play."""
    from conformance.test_2_3_8_pivotal import pos

    g = pos(casualties={"us_troops": 4})
    proof = g.prove("eligible(us)", faction="US")
    assert proof.provable and proof.witness[0]["move"] == "faction(us) play_pivotal"
    assert _witness_applies(g, proof).state.cards["current"] == 121


@pytest.mark.parametrize("goal, words", [
    ("kontrol(hue, nva)", "unknown predicate kontrol/2"),
    ("control(hue)", "control takes 2 argument(s), not 1"),
    ("control(atlantis, nva)", "unknown space 'atlantis'"),
    ("control(hue, vc)", "unknown side (coin or nva) 'vc'"),
    ("victory(usa, V), V > 3", "unknown Faction 'usa'"),
    ("pieces(hue, nva_tank, 1)", "unknown Faction or piece type 'nva_tank'"),
    ("support(hue, angry)", "unknown Support level 'angry'"),
    ("control(hue, nva", "not an ASP body"),
    ("1 < 2", "names nothing of the position"),
])
def test_a_goal_with_an_unknown_name_is_bad_input(full, goal, words):
    """A goal is checked against the vocabulary (asp/prove/goal.lp) and the
    map before any solving: a one-line error naming what is wrong."""
    with pytest.raises(BadInput) as err:
        full.prove(goal)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_workers_other_than_one_or_two_is_bad_input(full):
    """A question is shared among one or two processes (docs/proving.md):
    any other count is a one-line error naming the option."""
    with pytest.raises(BadInput) as err:
        full.prove("control(hue, nva)", workers=3)
    assert "--workers" in str(err.value) and "expected 1 or 2" in str(err.value)


def test_the_json_form_of_a_proof(full):
    proof = full.prove("resources(vc, 5)", always=True)
    data = proof.to_json()
    assert data == {"provable": False, "witness": [{"faction": "VC", "move": "pass", "dice": []}],
                    "why": [["-", "after VC pass, resources(vc, 5) does not hold"]]}


def test_the_same_question_gets_the_same_witness(nva):
    """Determinism: a witness comes from the rules under fixed solver
    settings (the shrinking bounded by conflicts, not time), so asking
    again, on a new Game of the same position, gives the same move."""
    again = Game(nva.state)
    goal = "control(quang_tri_thua_thien, nva)"
    assert nva.prove(goal).witness == again.prove(goal).witness


def test_session_answer_assumes_and_excludes_move_atoms_2_3_4():
    """fitl.session.Session.answer, the solve goal proving is made of: an
    answer with the atoms assumed, none once every candidate is excluded
    (2.3.4: a Rally must select a space, so no whole Rally is left)."""
    import clingo

    from fitl import asp
    from fitl.enumerate import _query
    from fitl.session import Session
    from helpers import game

    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 2}}}, first="VC")
    facts, names = _query(g, ("op", "rally"), None)
    session = Session.moves_for(facts, asp.rule_files(g.state.edition, g._cards(), names))
    head = clingo.parse_term("rally(kien_phong)")
    found = session.answer(assume=[head])
    assert clingo.Function("move", [head]) in found
    every = [s.arguments[0] for s in session.literal if s.name == "move"]
    assert session.answer(exclude=every) is None


def test_past_the_bound_the_answer_is_unknown_exit_3(full, monkeypatch):
    """A question stopped at its bound is neither proven nor refuted: it is
    unknown (exit code 3), within the bound and its 1 s grace."""
    import time
    monkeypatch.setattr(prove, "PROVE_SECONDS", 0.2)
    t = time.monotonic()
    proof = full.prove("terror(saigon)")
    assert time.monotonic() - t < 0.2 + prove.GRACE_SECONDS + 1.0
    assert proof.unknown and not proof.provable and proof.exit_code == 3
    assert proof.to_json()["unknown"] == "unknown within 0.2 s (FITL_PROVE_SECONDS)"


@pytest.mark.parametrize("goal, local", [
    ("terror(saigon)", True),
    ("control(hue, nva), pieces(hue, us, 0), not support(hue, active_support)", True),
    ("#count{ S : terror(S) } >= 2", False),          # a variable space: any space may matter
    ("resources(vc, 5)", False),                       # a track, not a space's value
    ("control(hue, nva), victory(nva, V), V > 10", False),
])
def test_a_goal_on_named_spaces_only_may_skip_kinds_that_cannot_reach_them(goal, local):
    """asp/prove/goal.lp goal_local/1: only a goal that reads the values the
    frame keeps per space (pieces, Control, Support, markers) of spaces it
    names is the same after every move that cannot change those spaces
    (asp/actions/frame.lp); any other goal has every kind searched."""
    assert prove.Goal(goal).local is local


def test_prove_finds_infiltrate_where_the_rally_just_placed_a_base_4_4_1():
    """3.3.1, 4.4.1: with Trail 2, an NVA Rally replacing 2 Guerrillas with a
    Base in Tay Ninh lets an Infiltrate after it place 2 + 1 Troops there, so
    3 NVA Troops in Tay Ninh is provable, by a move with that Infiltrate."""
    from tests.helpers import game, pieces
    g = game({"tay_ninh": {"pieces": {"nva_guerrilla_underground": 3}}}, first="NVA", trail=2)
    proof = g.prove("pieces(tay_ninh, nva_troops, 3)")
    assert proof.provable and any(a.startswith("infiltrate(tay_ninh,") for a in proof.witness[0]["move"].split())
    assert pieces(g.apply(proof.witness[0]["move"]), "tay_ninh")["nva_troops"] == 3


@pytest.fixture(scope="module")
def us(nva):
    """The NVA passed too (2.3.3): the US decide as 1st Eligible on card 101."""
    return nva.apply("pass").game


def test_the_us_cannot_clear_tay_ninh_of_the_vc_1_4_4_3_2_4(us):
    """1.4.4, 3.2.4: Tay Ninh holds a Tunneled VC Base and 2 Underground VC
    Guerrillas.  An Assault stops at a Tunneled Base (a roll removes at most
    its Tunnel marker), and so do Advise's Assault and Special Forces (4.2.1);
    Air Strike removes neither Underground Guerrillas nor Tunneled Bases
    (4.2.3); Sweep and Patrol only move and Activate, Train and Air Lift
    remove nothing, and card 101 removes no VC piece.  Refuted, with an
    answer (not unknown): every US kind of action is searched, the Air Lift
    kinds within the bound."""
    proof = us.prove("pieces(tay_ninh, vc, 0)")
    assert not proof.provable and proof.unknown is None and proof.exit_code == 1
    assert ("3.2.3", "no legal Sweep (alone, or with a Special Activity before, during or after it) "
                     "of US leaves pieces(tay_ninh, vc, 0)") in proof.why


def test_the_us_can_take_coin_control_of_tay_ninh_1_7(us):
    """1.7: COIN Control needs more US and ARVN pieces than Insurgent ones;
    Tay Ninh holds 3 VC pieces and no COIN piece.  A US Sweep (3.2.3) or an
    Air Lift (4.2.2) brings in more than 3 US Troops.  Proven, and after the
    witness Tay Ninh is COIN-Controlled."""
    proof = us.prove("control(tay_ninh, coin)")
    assert proof.provable and proof.witness[0]["faction"] == "US"
    after = _witness_applies(us, proof)
    assert after.game.view().control["tay_ninh"] == "COIN"


def test_no_us_piece_can_reach_north_vietnam_1_4_2(us):
    """1.4.2: no US or ARVN piece may be in North Vietnam; Air Lift never
    lands there (4.2.2), a US Train needs a US piece there (3.2.1), Sweep may
    not select it (3.2.3).  Refuted, every kind of action by the frame: none
    of the US's moves can change North Vietnam."""
    proof = us.prove("pieces(north_vietnam, us, N), N >= 1")
    assert not proof.provable and proof.unknown is None
    kinds = [text for _, text in proof.why if text.startswith("no legal ")]
    changes = [text for text in kinds if " can change north_vietnam " in text]
    assert {"3.2.1", "3.2.2", "3.2.3", "3.2.4"} <= {sec for sec, text in proof.why if text in changes}


def test_a_us_train_in_saigon_can_pacify_it_to_active_support_always_3_2_1(us):
    """3.2.1: a US Train in a COIN-Controlled space with US Troops and Police
    may Pacify, 3 ARVN Resources per level; Saigon is COIN-Controlled at
    Passive Support with both, the ARVN have 30.  So not every US move keeps
    Saigon at Passive Support: refuted with --always, the counterexample a
    Train with Pacify in Saigon, after which Saigon is at Active Support."""
    proof = us.prove("support(saigon, passive_support)", always=True)
    assert not proof.provable and proof.witness[0]["faction"] == "US"
    assert "pacify(saigon,1)" in proof.witness[0]["move"].split()
    after = _witness_applies(us, proof)
    assert after.state.spaces["saigon"]["support"] == "active_support"


def test_five_irregulars_in_quang_tin_need_an_air_lift_before_the_train_4_2_2_3_2_1(us):
    """Quang Tin-Quang Ngai holds no US piece; the map holds 3 Irregulars
    (Quang Tri, Binh Dinh, Pleiku).  A US Train places at most 2 Irregulars
    in a space, and only where the US has a piece (3.2.1); an Air Lift moves
    at most 4 Irregulars and ARVN pieces (4.2.2); Sweep and Patrol move
    Troops and cubes, Patrol only along LoCs and into Cities (3.2.2, 3.2.3).
    So 5 Irregulars there need the 3 lifted in first and then a Train there
    placing 2 (a lift after or during the Train brings at most 4): the only
    witnesses lift before the Operation into the goal's space, and the
    focus of an Air Lift before its Operation (asp/prove/focus.lp) keeps
    them.  Proven, the witness naming sa_first."""
    proof = us.prove("pieces(quang_tin_quang_ngai, us_irregular, N), N >= 5")
    assert proof.provable and proof.witness[0]["faction"] == "US"
    move = proof.witness[0]["move"].split()
    assert "sa_first" in move and "train(quang_tin_quang_ngai)" in move
    after = _witness_applies(us, proof)
    assert sum(n for k, n in after.state.pieces("quang_tin_quang_ngai").items() if k.startswith("us_irregular")) >= 5


def test_an_air_lift_before_a_sweep_keeps_lifts_into_the_spaces_it_sweeps_from_4_2_2_3_2_3(us):
    """4.2.2, 3.2.3: an Air Lift before a Sweep may land Troops next to the
    goal's space, which the Sweep then moves in (Phuoc Long borders Tay
    Ninh).  The focus of an Air Lift before its Operation (asp/prove/focus.lp)
    keeps such lifts, and leaves out a lift between two spaces that are
    neither the goal's nor a Sweep's sources for it (Da Nang to Hue)."""
    import time

    import clingo

    q = prove._Question(us, prove.Goal("control(tay_ninh, coin)"), None, False, "any", time.monotonic() + 240)
    q.variants = {kind: (facts, names) for kind, facts, names in prove._variants(us, None)}
    kind = ("op", "sweep", "sa_first")
    session = prove._session(q, *q.variants[kind], prove._focus(q, kind))
    move = [clingo.parse_term(a) for a in ("air_lift(da_nang,phuoc_long,us_troops,2)", "sweep(tay_ninh)",
                                           "sweep(phuoc_long,tay_ninh,us_troops,2)")]
    assert session.answer(assume=move) is not None
    far = clingo.Function("move", [clingo.parse_term("air_lift(da_nang,hue,us_troops,1)")])
    assert far not in session.literal


def test_only_an_air_strike_after_the_sweep_shifts_quang_tri_to_opposition_4_2_3_3_2_3(us):
    """4.2.3: an Air Strike shifts each space where it removes a piece 1 level
    toward Active Opposition; no US Operation shifts toward Opposition
    (3.2.1-3.2.4), and it removes Active pieces only, while Quang Tri's 2
    VC Guerrillas are Underground: a Sweep there first Activates them (its
    US Troop and Irregular, 3.2.3).  So the only witnesses strike Quang Tri
    (Neutral) after or during the Operation, the Special Activity the focus
    keeps to the goal's spaces (asp/prove/focus.lp): still proven."""
    proof = us.prove("support(quang_tri_thua_thien, passive_opposition)")
    assert proof.provable
    move = proof.witness[0]["move"].split()
    assert "air_strike(quang_tri_thua_thien)" in move and "sa_first" not in move
    after = _witness_applies(us, proof)
    assert after.state.spaces["quang_tri_thua_thien"].get("support") == "passive_opposition"


def test_air_strike_and_advise_keep_to_the_goals_spaces_and_a_sweeps_sources_4_2_1_4_2_3_3_2_3(us):
    """4.2.1, 4.2.3: an Air Strike or an Advise acts in each space it selects
    alone, so with a goal on Binh Dinh the focus (asp/prove/focus.lp) keeps,
    after the Operation, their selections of Binh Dinh and leaves out those
    of Quang Tri (each with a US Troop, an Irregular and VC pieces); before
    a Sweep it keeps too the spaces the Sweep may move Troops from into
    Binh Dinh (Pleiku borders it, 3.2.3), not Quang Tri."""
    import time

    import clingo

    q = prove._Question(us, prove.Goal("pieces(binh_dinh, vc, 0)"), None, False, "any", time.monotonic() + 240)
    q.variants = {kind: (facts, names) for kind, facts, names in prove._variants(us, None)}
    for kind, sa, kept in ((("op", "patrol", "sa_after"), "advise({},special)", ("binh_dinh",)),
                           (("op", "sweep", "sa_after"), "air_strike({})", ("binh_dinh",)),
                           (("op", "sweep", "sa_first"), "air_strike({})", ("binh_dinh", "pleiku_darlac"))):
        session = prove._session(q, *q.variants[kind], prove._focus(q, kind))
        for space in kept:
            assert clingo.Function("move", [clingo.parse_term(sa.format(space))]) in session.literal
        assert clingo.Function("move", [clingo.parse_term(sa.format("quang_tri_thua_thien"))]) not in session.literal


def test_only_an_air_lift_takes_the_irregular_out_of_pleiku_4_2_2(us):
    """4.2.2: only an Air Lift moves Irregulars (a Sweep moves Troops, a
    Patrol cubes, 3.2.2, 3.2.3), and no US move removes its own pieces: the
    Irregular leaves Pleiku only by a lift.  The focus lands every lift out
    of the goal's spaces after or during the Operation in one space
    (asp/prove/focus.lp, lift_out_to): still proven, and the witness
    applies."""
    proof = us.prove("pieces(pleiku_darlac, us_irregular, 0)")
    assert proof.provable
    assert any(a.startswith("air_lift(pleiku_darlac,") for a in proof.witness[0]["move"].split())
    after = _witness_applies(us, proof)
    assert not any(k.startswith("us_irregular") for k in after.state.pieces("pleiku_darlac"))


def test_a_sweep_after_its_special_activity_keeps_the_moves_into_or_out_of_the_goals_spaces_3_2_3_4_1(us):
    """3.2.3, 4.1: after a Sweep's moves only its Activation follows, in each
    Sweep space; with the Special Activity before it, a move between two
    spaces the goal does not name changes none of the goal's (asp/prove/focus.lp,
    sweep_unfocused).  The Session of Sweep after a Special Activity, goal
    on Tay Ninh, holds only moves from or into Tay Ninh, and still the move
    that lifts Troops next to it and sweeps them in."""
    import time

    import clingo

    q = prove._Question(us, prove.Goal("control(tay_ninh, coin)"), None, False, "any", time.monotonic() + 240)
    q.variants = {kind: (facts, names) for kind, facts, names in prove._variants(us, None)}
    kind = ("op", "sweep", "sa_first")
    session = prove._session(q, *q.variants[kind], prove._focus(q, kind))
    moves = [s.arguments[0] for s in session.literal if s.name == "move" and s.arguments[0].name == "sweep"
             and len(s.arguments[0].arguments) > 1]
    assert moves and all("tay_ninh" in (str(m.arguments[0]), str(m.arguments[-3])) for m in moves)
    move = [clingo.parse_term(a) for a in ("air_lift(da_nang,phuoc_long,us_troops,2)", "sweep(tay_ninh)",
                                           "sweep(phuoc_long,tay_ninh,us_troops,2)")]
    assert session.answer(assume=move) is not None


def test_only_a_patrol_after_an_air_lift_clears_a_blocked_loc_3_2_2_4_2_2(us):
    """3.2.2: a Patrol's cubes stop on entering a space with NVA or VC pieces,
    find (Activate) 1 Guerrilla per cube on each LoC, then may Assault in 1
    LoC.  With an Underground VC Guerrilla on the LoC Can Tho-Bac Lieu and
    another in Can Tho (its only City or LoC neighbour), no US cube can
    Patrol there (Ba Xuyen and Kien Giang hold none); no other US
    Operation nor Special Activity removes an Underground Guerrilla from a
    LoC (Assault and Air Strike only Active ones, 3.2.4, 4.2.3; Sweep and
    Train select no LoC, 3.2.1, 3.2.3; Advise needs ARVN or Irregular pieces
    there, 4.2.1).  So the only witnesses Air Lift cubes onto the LoC before
    the Patrol (or during it, searched later), which then Activates and
    Assaults there: the kind narrowed as a Patrol after its Special
    Activity (asp/prove/focus.lp) proves it."""
    from fitl.state import State

    data = us.state.to_dict()
    data["spaces"]["can_tho"]["pieces"]["vc_guerrilla_underground"] = 1
    data["spaces"].setdefault("loc_can_tho_bac_lieu", {}).setdefault("pieces", {})["vc_guerrilla_underground"] = 1
    game = Game(State.from_dict(data, source="test"))
    proof = game.prove("pieces(loc_can_tho_bac_lieu, vc, 0)")
    assert proof.provable
    move = proof.witness[0]["move"].split()
    assert "sa_first" in move and "patrol_assault(loc_can_tho_bac_lieu)" in move
    assert any(a.startswith("air_lift(") for a in move)
    after = _witness_applies(game, proof)
    assert not any(k.startswith("vc_") for k in after.state.pieces("loc_can_tho_bac_lieu"))


def test_a_patrol_or_train_after_its_special_activity_keeps_to_the_goals_spaces_3_2_1_3_2_2_4_1(us):
    """3.2.1, 3.2.2, 4.1: after a Patrol's moves come only its Activation and
    its Assault in 1 LoC; after a Train's placing only its one thing in 1
    space: each reads its own space.  With the Special Activity before them,
    the Sessions (asp/prove/focus.lp) hold, goal on Quang Tin, only Patrol
    moves from or into it and no Assault elsewhere, and every Train space
    but placings, Pacification and Bases only there; they still hold the
    witness of 5 Irregulars there (lift 3 in, then Train placing 2)."""
    import time

    import clingo

    q = prove._Question(us, prove.Goal("pieces(quang_tin_quang_ngai, us_irregular, N), N >= 5"), None, False,
                        "any", time.monotonic() + 240)
    q.variants = {kind: (facts, names) for kind, facts, names in prove._variants(us, None)}
    atoms = {}
    for op in ("patrol", "train"):
        kind = ("op", op, "sa_first")
        session = atoms[op] = prove._session(q, *q.variants[kind], prove._focus(q, kind))
        atoms[op + "_moves"] = [s.arguments[0] for s in session.literal if s.name == "move"]
    patrol = [m for m in atoms["patrol_moves"] if m.name in ("patrol", "patrol_assault") and m.arguments]
    assert patrol and all("quang_tin_quang_ngai" in (str(m.arguments[0]), str(m.arguments[-3])) for m in patrol
                          if m.name == "patrol")
    assert not [m for m in patrol if m.name == "patrol_assault"]        # (Quang Tin is no LoC)
    train = atoms["train_moves"]
    heads = {str(m.arguments[0]) for m in train if m.name == "train" and len(m.arguments) == 1}
    assert {"quang_tin_quang_ngai", "saigon", "da_nang"} <= heads
    details = [m for m in train if m.name in ("train", "pacify", "train_base") and len(m.arguments) > 1]
    assert details and all(str(m.arguments[0]) == "quang_tin_quang_ngai" for m in details)
    assert not [m for m in train if m.name == "train_patronage"]
    witness = [clingo.parse_term(a) for a in (
        "air_lift(binh_dinh,quang_tin_quang_ngai,us_irregular_underground,1)",
        "air_lift(pleiku_darlac,quang_tin_quang_ngai,us_irregular_underground,1)",
        "air_lift(quang_tri_thua_thien,quang_tin_quang_ngai,us_irregular_underground,1)",
        "sa_first", "train(quang_tin_quang_ngai)", "train(quang_tin_quang_ngai,us_irregular,2)")]
    assert atoms["train"].answer(parts=prove._parts(q, atoms["train"], "holds"), assume=witness) is not None


@pytest.mark.parametrize("where, goal", [
    ("full", "pieces(quang_tri_thua_thien, us, 0)"),                     # an Attack, before the March searched
    ("full", "terror(saigon)"),                                           # refuted: every kind's reasons
    ("us", "pieces(quang_tin_quang_ngai, us_irregular, N), N >= 5"),     # the Train, after the Patrol
])
def test_two_processes_give_the_answer_of_one(where, goal, full, us):
    """The kinds of action shared between two processes (fitl.prove._in_two)
    give the same answer as searched in turn: the move of the first kind in
    order that has one (each process giving up the kinds after a move the
    other found first), or, refuted, the same reasons."""
    game = {"full": full, "us": us}[where]
    answers = []
    for workers in (1, 2):
        answers.append(game.prove(goal, workers=workers).to_json())
    assert answers[0] == answers[1]


def test_2_3_8_only_the_holder_is_searched_with_its_pivotal_event(monkeypatch):
    """2.3.8: a Pivotal Event is played by the Faction that holds it, named
    by the move.  Asked for the US (not to act, card 68), the search offers
    its Linebacker II (121) and grounds no other held card's rules; asked for
    the ARVN, to act, only the ARVN's own card's (123: its precondition met,
    its play is the witness, after which 123 is the card in play)."""
    from conformance.test_2_3_8_pivotal import HELD, pos

    g = pos(casualties={"us_troops": 4})
    for faction, own in (("US", {121}), ("ARVN", {123})):
        loaded = set()
        monkeypatch.setattr(prove, "_bounded", lambda answer: answer())          # (in this process)
        session = prove.Session
        monkeypatch.setattr(prove, "Session", lambda facts, files, **kw: loaded.update(
            int(str(f).rsplit("/", 1)[1][:3]) for f in files if "/cards/" in str(f)) or session(facts, files, **kw))
        proof = Game(g.state).prove("eligible(us)", faction=faction, workers=1)
        monkeypatch.undo()
        assert loaded & set(HELD.values()) == own
        assert proof.provable and proof.witness[0]["move"] == f"faction({faction.lower()}) play_pivotal"
        assert _witness_applies(g, proof).state.cards["current"] == HELD[faction]
