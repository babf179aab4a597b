"""Whole legal moves from the rules (fitl/enumerate.py; issue: complete-move
enumeration): every move listed or drawn is one `check` accepts and `apply`
takes as it stands (2.3.4, 4.1, 5.5, 6.0)."""

from click.testing import CliRunner

from fitl.cli import main
from helpers import card_game, coup_game, game

# The VC alone on a small map: 2 Underground Guerrillas in Kien Phong, police next door.
SMALL = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 2}},
         "ba_xuyen": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1}}}


# The Rally's own move atoms (3.3.1: its spaces, a Base, the VC's flip).
RALLY_ATOMS = ("rally", "rally_base", "rally_flip")


def test_every_move_listed_is_legal_and_complete_2_3_4():
    g = game(SMALL, first="VC")
    moves = list(g.legal_moves(limit=12))
    assert moves[0] == "pass" and len(moves) == len(set(moves)) == 12
    for m in moves:
        assert g.check(m) == [], m
        g.apply(m)                                # takes it: no choice left open


def test_each_query_of_the_stream_is_cut_by_a_count_not_by_time_2_3_4(monkeypatch):
    """Each query of the stream gives at most STREAM_MOVES moves (a bound
    the same on any machine): with 2, each kind of Operation gives 2 moves
    alone (3.3: the VC's Rally, March, Attack, Terror each have more here),
    the same ones as the first 2 of the unbounded stream, before the moves
    with a Special Activity (4.1)."""
    from fitl import enumerate as en
    g = game(SMALL, first="VC")
    whole = list(en._whole(g, ("op", "rally"), None, limit=3, conflicts=en.STREAM_CONFLICTS))
    monkeypatch.setattr(en, "STREAM_MOVES", 2)
    assert len(whole) > 2
    assert list(en._stream(game(SMALL, first="VC"), ("op", "rally"), None))[:2] == whole[:2]
    moves = list(game(SMALL, first="VC").legal_moves())
    assert moves == list(game(SMALL, first="VC").legal_moves())
    rally_alone = [m for m in moves if all(a.split("(")[0] in RALLY_ATOMS for a in m.split())]
    assert len(rally_alone) == 2


def test_special_activities_after_before_and_during_the_operation_4_1():
    """For an Operation given whole, the stream's Special Activity part
    (fitl.enumerate._whole) finds moves with the Activity after it, before it
    (sa_first) and during it (sa_during), each one check accepts."""
    from fitl.enumerate import _whole
    g = game(SMALL, first="VC")
    for order in ((), ("sa_first",), ("sa_during",)):
        moves = list(_whole(g, ("sa_after_op", "tax"), None, given=("terror(kien_phong)",) + order, limit=3))
        assert moves and all(any(a.startswith("tax(") for a in m) for m in moves), order
        assert all(g.check(" ".join(m)) == [] for m in moves)


def test_sample_is_seeded_and_legal():
    g = game(SMALL, first="VC")
    a, b = g.sample_moves(6, seed=3), g.sample_moves(6, seed=3)
    assert a == b and len(a) == 6
    assert all(g.check(m) == [] for m in a)
    assert a != g.sample_moves(6, seed=4)


def test_coup_round_decisions_are_whole_moves_6_3_2():
    g = coup_game("support_vc", {"kien_phong": {"pieces": {"vc_guerrilla_underground": 2}}})
    moves = set(g.legal_moves())
    assert {"coup_done", "agitate(kien_phong,1)", "agitate(kien_phong,2)"} <= moves


def test_a_free_action_an_event_granted_5_5():
    r = card_game(1, {"quang_nam": {"pieces": {"us_troops": 2, "nva_troops": 2}}},
                  out_of_play={"us_troops": 4}).apply("event(unshaded)")
    moves = list(r.game.legal_moves(limit=10))
    assert moves[0] == "skip" and any(m.startswith("air_strike(quang_nam)") for m in moves)


def test_cli_moves_limit_and_json(tmp_path):
    st = tmp_path / "s.yaml"
    CliRunner().invoke(main, ["new", "tutorial", "-o", str(st)])
    r = CliRunner().invoke(main, ["legal", str(st), "--moves", "--limit", "3"])
    assert r.exit_code == 0 and r.output.split("\n")[:3] == ["pass", "event(shaded)", "event(unshaded)"]
    r = CliRunner().invoke(main, ["legal", str(st), "--moves", "--sample", "2", "--json"])
    assert r.exit_code == 0 and len(__import__("json").loads(r.output)["moves"]) == 2
    r = CliRunner().invoke(main, ["legal", str(st), "pass", "--moves"])
    assert r.exit_code == 2



def test_bounded_moves_spread_over_the_kinds_seeded_and_legal_2_3_4():
    """bounded_moves: each move legal as it stands, the same for the same
    seed; with n the number of kinds of action open (Pass, each Event side,
    each Operation, 2.3.4), one move of each kind, in legal_moves' order."""
    from fitl.enumerate import _kinds, bounded_moves
    g = game(SMALL, first="VC")
    kinds = _kinds(g, None)
    moves = bounded_moves(g, len(kinds), seed=2)
    assert moves == bounded_moves(g, len(kinds), seed=2) and len(moves) == len(kinds) > 3
    assert all(g.check(m) == [] for m in moves)
    for kind, move in zip(kinds, moves):
        atoms = move.split()
        if kind[0] == "op":
            assert any(a.startswith(kind[1] + "(") for a in atoms), (kind, move)
        else:
            assert (atoms == ["pass"]) if kind == ("pass",) else (f"{kind[0]}({kind[1]})" in atoms), (kind, move)
    assert bounded_moves(g, 2, seed=2) == moves[:2]


def test_4_2_3_every_whole_air_strike_move_is_one_apply_takes():
    """4.2.3: the Air Strike removes up to its hits, the US choosing how many;
    a move that leaves them unnamed where a piece could go is ambiguous
    (docs/moves.md), so the whole moves a Non-player optimises over
    (Session.moves_for) never leave them unnamed there: each is a move apply
    takes.  (A US Non-player's move at a Full-game position was refused as
    ambiguous: its Strike's removal lived only inside the solver's model.)"""
    from helpers import game
    from fitl.enumerate import _whole
    pos = {"hue": {"pieces": {"us_troops": 1}},
           "quang_nam": {"support": "passive_support",
                         "pieces": {"arvn_police": 1, "nva_troops": 1, "nva_guerrilla_active": 2, "nva_base": 1}}}
    g = game(pos)
    moves = [" ".join(m) for m in _whole(g, ("sa_after_op", "air_strike"), "US", given=("train(hue)",))]
    assert any("remove(air_strike,quang_nam,nva_troops,1)" in m for m in moves)
    for m in moves:
        g.apply(m, dice=[6])


def test_4_2_3_a_free_air_strike_drawn_fits_the_game_s_die_5_5():
    """A free Air Strike an Event grants (card 1, 5.5) drawn as a whole move
    (the draw of random_move: the legal agent's, and the random agent's for
    a free action it may not forgo): its die is rolled once its spaces are
    selected (4.2.3, ruling 230), the game's next die, here 1, so each Air
    Strike drawn removes 1 piece, Degrades nothing, and check accepts it
    (drawn with the die open, most named 2 to 5 hits and were refused)."""
    from fitl.enumerate import DRAW_CONFLICTS, _whole
    from fitl.game import dice_of
    pos = {"quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 3, "nva_guerrilla_active": 2}},
           "quang_tri_thua_thien": {"pieces": {"us_troops": 1, "nva_troops": 2, "vc_guerrilla_active": 2}}}
    g = card_game(1, pos, trail=3, rng_draws=1).apply("event(unshaded)").game
    assert g.state.turn["pending"][0]["action"] == "air_strike" and dice_of(g.state)(1) == 1
    strikes = 0
    for seed in range(8):
        (atoms,) = _whole(g, ("sa", "air_strike"), None, seed=seed, conflicts=DRAW_CONFLICTS, draw=True)
        if atoms == ["skip"]:
            continue
        strikes += 1
        removed = [a for a in atoms if a.startswith("remove(air_strike,")]
        assert len(removed) == 1 and removed[0].endswith(",1)") and "degrade_trail" not in atoms, atoms
        assert g.check(" ".join(atoms)) == [], atoms
    assert strikes >= 4


def test_3_3_3_a_whole_attack_move_names_what_a_successful_roll_removes():
    """3.3.3: a Guerrilla Attack that rolls at most its Guerrillas removes up
    to 2 enemy pieces, the VC choosing which; on a failure nothing goes and
    the names are ignored (ruling 35).  So a whole move stands for every roll
    only if it names the pieces: unnamed, a success is ambiguous (docs/moves.md).
    Every listed Attack names them, and apply takes each on a success (1) and
    on a failure (6)."""
    pos = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 3, "arvn_police": 1,
                                     "arvn_troops": 1, "us_troops": 1}}}
    g = game(pos, first="VC")
    attacks = [m for m in g.legal_moves(limit=400) if m.split()[0] == "attack(kien_phong)" and "ambush" not in m]
    assert attacks and all("remove(attack,kien_phong," in m for m in attacks)
    for m in attacks[:4]:
        for die in (1, 6):
            game(pos, first="VC").apply(m, dice=[die])


def test_3_2_4_a_whole_assault_move_names_the_tunneled_base_a_success_untunnels():
    """1.4.4, 3.2.4: when the next piece an Assault would remove is a Tunneled
    Base, a die of 4-6 removes a Tunnel marker instead; with a VC and an NVA
    Tunneled Base there, the US chooses which (untunnel/3, docs/moves.md), and
    on 1-3 nothing happens.  A whole Assault that targets both names it (one
    that spares a Faction, 3.1, leaves one Base to choose), also after an Air
    Strike that only Degrades the Trail (its roll is the first die, 4.2.3), so
    that apply takes it on any roll."""
    from fitl.enumerate import _whole
    pos = {"tay_ninh": {"pieces": {"us_troops": 3, "vc_base_tunneled": 1, "nva_base_tunneled": 1}}}
    g = game(pos, first="US")
    alone = [" ".join(m) for m in _whole(g, ("op", "assault"), None)]
    struck = [" ".join(m) for m in _whole(g, ("sa_after_op", "air_strike"), None,
                                          given=("assault(tay_ninh)", "sa_first",
                                                 "untunnel(assault,tay_ninh,nva_base_tunneled)"))]
    assert "assault(tay_ninh) untunnel(assault,tay_ninh,vc_base_tunneled)" in alone
    assert "assault(tay_ninh)" not in alone
    assert "assault(tay_ninh) degrade_trail sa_first untunnel(assault,tay_ninh,nva_base_tunneled)" in struck
    for m in alone + struck:
        if m.startswith("assault(tay_ninh)") and "spare(" not in m:
            assert "untunnel(assault,tay_ninh," in m, m
    for m in [m for m in struck if "air_strike(" not in m][:4]:
        for dice in ([6, 1], [6, 6], [2, 5]):          # (a Degrade takes 2 hits: a die of 2+)
            game(pos, first="US").apply(m, dice=dice)


def test_an_air_lift_drawn_moves_among_the_spaces_drawn_first_4_2_2():
    """A random draw of an Air Lift (4.2.2: any US Troops among any 4
    spaces, thousands of candidates with many Troops about) names its spaces
    first: those of two of its candidates, at most 4, drawn under the draw's
    seed; the move found then lifts only among them, the same for the same
    seed, and apply takes it."""
    import random
    from fitl import enumerate as en
    spaces = {s: {"pieces": {"us_troops": 6}} for s in ("saigon", "hue", "da_nang", "can_tho", "kontum")}
    g, kind, given = game(spaces, first="US"), ("sa_after_op", "air_lift"), ("train(can_tho)",)
    seed = random.Random(1).randrange(2**31)            # (the seed _first draws from its source)
    drawn = en._spaces_drawn(g, kind, None, given, random.Random(seed))
    assert 2 <= len(drawn) <= 4 and drawn == en._spaces_drawn(g, kind, None, given, random.Random(seed))
    moves = en._first(g, kind, None, random.Random(1), given=given)
    assert moves == en._first(game(spaces, first="US"), kind, None, random.Random(1), given=given)
    g.apply(" ".join(moves[0]))
    # (the first few of a seeded stream over the same spaces lift among them too)
    stream = list(en._whole(g, kind, None, given=given, seed=seed, limit=5, conflicts=en.DRAW_CONFLICTS, spaces=drawn))
    assert any(a.startswith("air_lift(") for a in moves[0])
    lifts = [a for m in stream + moves for a in m if a.startswith("air_lift(")]
    assert lifts
    for a in lifts:
        origin, to = a[len("air_lift("):].split(",")[:2]
        assert {origin, to} <= set(drawn), a


def _card_files(files):
    """The card numbers of a query's rule files (asp/events/cards/NNN_*.lp)."""
    return {int(f.rsplit("/", 1)[1][:3]) for f in map(str, files) if "/cards/" in f}


def test_2_3_8_whole_moves_load_only_the_named_factions_pivotal_event(monkeypatch):
    """2.3.8: a Pivotal Event is played by the Faction the move names.  The
    whole-move queries of the ARVN (to act, card 68, every Faction holding
    its Pivotal Event) load no held Pivotal card's rules where no Faction is
    named, and only the ARVN's own (123) where the ARVN is named; the moves
    of the Event's sides and of a Patrol are those found with every held
    card's rules loaded, none a play_pivotal (that is a move of its own,
    listed where the ARVN is named)."""
    from conformance.test_2_3_8_pivotal import HELD, SUPPORT, pos
    from fitl import enumerate as en
    # (An ARVN Police and a VC Guerrilla on a LoC: the Patrol has moves and an
    # Assault to enumerate, 3.2.2.)
    spaces = dict(SUPPORT, loc_hue_da_nang={"pieces": {"arvn_police": 1, "vc_guerrilla_active": 1}})
    g = pos(spaces, casualties={"us_troops": 4})
    kinds = (("event", "shaded"), ("event", "unshaded"), ("op", "patrol"))
    for faction, own in ((None, set()), ("ARVN", {123})):
        loaded = set()
        session = g.session
        monkeypatch.setattr(g, "session", lambda facts, files, **kw: kw.get("whole") and loaded.update(
            _card_files(files)) or session(facts, files, **kw), raising=False)          # (whole moves)
        moves = list(g.legal_moves(limit=25, faction=faction))
        assert loaded & set(HELD.values()) == own and 68 in loaded and len(moves) == 25
        narrowed = {k: {" ".join(m) for m in en._whole(g, k, faction)} for k in kinds}
        monkeypatch.undo()
        monkeypatch.setattr(en, "query_cards", lambda game, facts: game._cards())
        every = {k: {" ".join(m) for m in en._whole(type(g)(g.state), k, faction)} for k in kinds}
        monkeypatch.undo()
        assert narrowed == every and len(narrowed[("op", "patrol")]) > 1
        assert not any("play_pivotal" in m for m in sorted(set().union(*narrowed.values())))
        # (the ARVN's own Pivotal Event is a move of its own, where the ARVN is named)
        assert [m for m in moves if "play_pivotal" in m] == (["faction(arvn) play_pivotal"] if faction else [])


def test_2_3_8_a_pivotal_event_playable_out_of_turn_is_a_whole_move():
    """2.3.8: before the 1st Eligible (the ARVN) acts, the US, Eligible and
    holding Linebacker II (card 121) with its precondition met, may play it
    out of turn: its whole moves are that play, naming the US; with 1 card
    in the RVN Leader box (121 needs 2 or more) it has none."""
    from conformance.test_2_3_8_pivotal import pos
    g = pos(casualties={"us_troops": 4})
    assert list(g.legal_moves(faction="US")) == ["faction(us) play_pivotal"]
    assert g.check("faction(us) play_pivotal") == []
    assert list(pos(leader_box=(125,)).legal_moves(faction="US")) == []

