"""A position grounded once answers many questions (fitl.session; the
query-engine issue): options under assumptions, whole moves, and moves
chosen by added parts (weak constraints, as the Non-players' priorities will
be; constraints, as goals), each the same as a fresh grounding would give."""

import pytest

from fitl import asp
from fitl.enumerate import _query
from fitl.errors import FitlError
from fitl.session import Session
from helpers import game

# The VC alone on a small map: 2 Underground Guerrillas in Kien Phong, police next door.
SMALL = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 2}},
         "ba_xuyen": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1}}}
RALLY = ("op", "rally")


def _session(g, kind=RALLY):
    facts, names = _query(g, kind, None)
    return Session.moves_for(facts, asp.rule_files(g.state.edition, g._cards(), names))


def _heads(g):
    facts = g._facts([], None, given=True)
    names = tuple(asp.static().op_of["VC"])
    return Session.options_for(facts, asp.rule_files(g.state.edition, g._cards(), names))


def test_options_under_an_assumption_then_again_without_2_3_4():
    """Once an Operation is assumed named, Pass and the Event are no longer
    options (2.3.4: one of Pass, Event, Operation); asked again without the
    assumption, the same grounding gives the first answer back."""
    g = game(SMALL, first="VC")
    s = _heads(g)
    first, _ = s.options()
    names = {x.name for x in first}
    assert {"pass", "event", "rally"} <= names
    after, _ = s.options([asp.clingo.parse_term("rally(kien_phong)")])
    assert "pass" not in {x.name for x in after} and "event" not in {x.name for x in after}
    again, _ = s.options()
    assert again == first


def test_seeded_draws_repeat_after_other_questions():
    """The same seed draws the same move, whatever the Session answered before
    (determinism: the state file and the seed are the whole truth)."""
    g = game(SMALL, first="VC")
    fresh = list(_session(g).moves(seed=7, limit=1))
    s = _session(g)
    list(s.moves(seed=1, limit=3))
    s.add("fewest", ":~ move(rally(S)). [1@1, S]")
    s.best("fewest")
    assert list(s.moves(seed=7, limit=1)) == fresh


def test_best_move_under_added_priorities_3_3_1():
    """A part's weak constraints choose among the legal moves only: with 2 VC
    Resources, a Rally selecting as many spaces as it can selects 2 (3.3.1:
    1 Resource per space), and a part's constraint ("never Kien Phong")
    narrows the choice without touching the rules."""
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 2})
    s = _session(g)
    s.add("most", ":~ move(rally(S)). [-1@2, S]\n:~ move(X). [1@1, X]")
    move, cost = s.best("most")
    spaces = [a for a in move if a.name == "rally" and len(a.arguments) == 1]
    assert len(spaces) == 2 and cost[0] == -2
    s.add("not_kien_phong", ":- move(rally(kien_phong)).\n:~ move(rally(S)). [-1@2, S]")
    move, _ = s.best("not_kien_phong")
    spaces = {str(a.arguments[0]) for a in move if a.name == "rally" and len(a.arguments) == 1}
    assert len(spaces) == 2 and "kien_phong" not in spaces
    assert g.check(" ".join(map(str, move)), faction="VC") == []


def test_parts_are_off_unless_named():
    """A part switched off leaves the moves as the rules give them: a part
    that forbids every Rally does not empty the other questions."""
    g = game(SMALL, first="VC")
    s = _session(g)
    s.add("none", ":- move(rally(S)).")
    assert s.best("none") is None
    s.add("some", ":~ move(X). [1@1, X]")
    assert s.best("some") is not None
    assert list(s.moves(limit=1))


def test_a_bad_part_is_a_one_line_error():
    g = game(SMALL, first="VC")
    s = _session(g)
    with pytest.raises(FitlError) as err:
        s.add("bad", "p(")
    assert "session part bad" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(FitlError):
        s.add("twice", "q.")
        s.add("twice", "q.")


def test_a_part_that_fails_to_ground_leaves_the_session_usable_3_3_1():
    """A part clingo refuses when grounding (an unsafe variable) is a
    one-line error naming it; the parts added before it still answer, and
    others can be added after it (3.3.1: 1 Resource per Rally space)."""
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    s = _session(g)
    s.add("a", ":- not move(rally(kien_phong)).")
    s.add_facts("inputs", "target(ba_xuyen).")         # (grounded with the next part: not theirs the error)
    with pytest.raises(FitlError) as err:
        s.add("unsafe", "p(X) :- not move(X).", shared="inputs")
    assert "session part unsafe" in str(err.value) and "unsafe" in str(err.value).split(":", 1)[1]
    assert "\n" not in str(err.value) and "facts" not in str(err.value)
    pick = lambda name: {str(x.arguments[0]) for x in s.best(name)[0] if x.name == "rally"}
    assert pick("a") == {"kien_phong"}
    s.add("b", ":- target(S), not move(rally(S)).", shared="inputs")
    assert pick("b") == {"ba_xuyen"} and pick("a") == {"kien_phong"}
    s.add("unsafe", ":~ move(rally(S)). [-1@1, S]")      # (the name is free again)
    assert len(pick("unsafe")) == 1


def test_facts_that_fail_are_named_and_the_session_goes_on_3_3_1():
    """Facts clingo refuses, when parsed or when grounded with the next
    part, are a one-line error naming them, not the part; the Session
    answers the parts added after them (3.3.1: 1 Resource, one Rally space)."""
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    s = _session(g)
    with pytest.raises(FitlError) as err:
        s.add_facts("broken", "target(")
    assert "session facts broken" in str(err.value) and "\n" not in str(err.value)
    s.add_facts("unsafe", "target(S).")
    with pytest.raises(FitlError) as err:
        s.add("reads", ":- target(S), not move(rally(S)).", shared="unsafe")
    assert "session facts unsafe" in str(err.value) and "\n" not in str(err.value)
    s.add_facts("inputs", "target(ba_xuyen).")
    s.add("one", ":- target(S), not move(rally(S)).", shared="inputs")
    assert {str(x.arguments[0]) for x in s.best("one")[0] if x.name == "rally"} == {"ba_xuyen"}
    s.add("reads", ":- target(S), not move(rally(S)).", facts="target(kien_phong).")
    assert {str(x.arguments[0]) for x in s.best("reads")[0] if x.name == "rally"} == {"kien_phong"}


def test_parts_may_define_the_same_names_3_3_1():
    """Two parts both defining want/1 (each renamed apart): each question
    reads its own (3.3.1: Rally in Kien Phong or in Ba Xuyen)."""
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    s = _session(g)
    s.add("a", "want(kien_phong).\n:- want(S), not move(rally(S)).")
    s.add("b", "want(ba_xuyen).\n:- want(S), not move(rally(S)).")
    pick = lambda name: {str(x.arguments[0]) for x in s.best(name)[0] if x.name == "rally"}
    assert pick("a") == {"kien_phong"} and pick("b") == {"ba_xuyen"}


def test_parts_may_define_the_same_pooled_facts_3_3_1():
    """Two parts whose facts are pools (`want(a; b)`) are renamed apart too:
    each question reads its own (3.3.1: Rally in Kien Phong or in Ba Xuyen)."""
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    s = _session(g)
    pick = lambda name: {str(x.arguments[0]) for x in s.best(name)[0] if x.name == "rally"}
    s.add("a", "want(kien_phong; nowhere).\n:- want(S), space(S), not move(rally(S)).")
    assert pick("a") == {"kien_phong"}
    s.add("b", "want(ba_xuyen; nowhere).\n:- want(S), space(S), not move(rally(S)).")   # grounded after a's
    assert pick("b") == {"ba_xuyen"} and pick("a") == {"kien_phong"}


def test_shared_facts_and_part_facts_3_3_1():
    """Facts added once (add_facts) are read by every part that names them
    (shared); a part's own facts are its own; exists answers whether a move
    meets a part's constraints."""
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    s = _session(g)
    s.add_facts("inputs", "target(ba_xuyen).\ntarget(kien_phong).")
    s.add("both", ":- target(S), not move(rally(S)).", shared="inputs")      # 1 Resource: not both
    assert s.exists("both") is False
    s.add("one", ":- mine(S), not move(rally(S)).", facts="mine(ba_xuyen).", shared="inputs")
    assert s.exists("one") is True


def test_best_within_conflicts_gives_a_move():
    """A bound on conflicts still gives the best move found (3.3.1)."""
    g = game(SMALL, first="VC")
    s = _session(g)
    s.add("most", ":~ move(rally(S)). [-1@2, S]\n:~ move(X). [1@1, X]")
    assert s.best("most", conflicts=1) is not None


def test_a_conflict_bounded_optimum_is_never_cut_by_time(monkeypatch):
    """Determinism (the same seed, the same game on any machine): an
    optimisation bounded by conflicts either ends within them or stops with
    SearchLimit; past its time net it never gives the best move found so far,
    which would depend on the machine's speed."""
    import pytest

    from fitl import asp
    g = game(SMALL, first="VC")
    s = _session(g)
    s.add("most", ":~ move(rally(S)). [-1@2, S]\n:~ move(X). [1@1, X]")
    solve = asp._solve

    def slow(ctl, what, on_model=None, assumptions=(), deadline=None):
        # A search that finds a first move, then meets the time net.
        solve(ctl, what, lambda m: on_model(m) and False, assumptions, deadline)
        raise asp.SearchLimit(what, asp.SOLVE_SECONDS)
    monkeypatch.setattr(asp, "_solve", slow)
    with pytest.raises(asp.SearchLimit):
        s.best("most", conflicts=20_000)


def test_move_atoms_name_every_space_a_rally_may_select_3_3_1():
    """The move atoms of a Rally's grounding (Session.move_atoms) name each
    space a Rally may select (3.3.1: a Province or City without Support,
    here Kien Phong and Ba Xuyen), and only atoms a whole move's answer may
    hold."""
    g = game(SMALL, first="VC")
    s = _session(g)
    atoms = set(s.move_atoms())
    assert {"rally(kien_phong)", "rally(ba_xuyen)"} <= atoms
    assert all(str(a) in atoms for move in s.moves(limit=5) for a in move)


def test_a_session_goes_with_its_last_reference_3_3_1():
    """Memory (issue 23): a Session that answered a best move (a Rally by
    added priorities, 3.3.1) is freed, its clingo Control with it, as soon as
    nothing refers to it, not at the next garbage collection (its solve's
    callback does not refer back to it)."""
    import gc
    import weakref
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 2})
    s = _session(g)
    s.add("most", ":~ move(rally(S)). [-1@2, S]")
    assert s.best("most") is not None and s.shown == []
    gone = weakref.ref(s)
    gc.disable()
    try:
        del s
        assert gone() is None
    finally:
        gc.enable()


def test_a_game_lets_older_sessions_go_before_grounding_another_3_3_1():
    """Memory (issue 23): Game.session with `keep` 1 lets the Sessions it
    kept go before the next one is grounded (a Non-player's decision:
    fitl.nonplayer.walk.NP_KEEP_ONE); one asked again is grounded again and
    draws the same Rallies (3.3.1)."""
    import weakref
    g = game(SMALL, first="VC")
    facts, names = _query(g, RALLY, None)
    files = asp.rule_files(g.state.edition, g._cards(), names)
    first = g.session(facts, files, whole=True)
    gone = weakref.ref(first)
    drawn = list(first.moves(seed=7, limit=2))
    del first
    seen = []
    real = Session.__init__

    def spy(self, *args, **kwargs):
        seen.append(gone() is None)          # (the earlier one already let go)
        real(self, *args, **kwargs)
    try:
        Session.__init__ = spy
        g.session(facts, files, keep=1)      # (the options of the same query: another Session)
    finally:
        Session.__init__ = real
    assert seen == [True] and len(g._sessions) == 1
    again = g.session(facts, files, whole=True, keep=1)
    assert list(again.moves(seed=7, limit=2)) == drawn and len(drawn) == 2


def test_a_parts_plain_rules_hold_with_it_off_its_shown_atoms_do_not_3_3_1():
    """A part's rules with one plain atom as head hold whether or not the
    part is named (fitl.session._guarded: a rule over the position alone
    grounds once, to facts), and change no answer: its constraints, weak
    constraints and shown atoms are still the part's alone.  Part a shows
    pick/1 (derived from move atoms) and wants a Rally where a VC Guerrilla
    is (3.3.1); part b, named, never sees a's pick/1 nor its choice."""
    g = game(SMALL, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 5})
    s = _session(g)
    s.add("a", "#show pick/1.\nmine(S) :- space(S), cnt(0, S, vc_guerrilla_underground, N), N > 0.\n"
               "pick(S) :- mine(S), move(rally(S)).\n:- not pick(_).\n:- move(rally(S)), not mine(S).\n"
               ":~ mine(S), not move(rally(S)). [1@1, S]")
    s.add("b", "#show nope/0.\nnope :- move(rally(kien_phong)).\n:- nope.\n:- not move(rally(ba_xuyen)).\n"
               ":~ move(rally(S)). [1@1, S]")
    moves_a, _ = s.best("a")
    assert {str(x.arguments[0]) for x in moves_a if x.name == "rally"} == {"kien_phong", "ba_xuyen"}
    assert {str(x) for x in s.shown} == {"session_0_pick(ba_xuyen)", "session_0_pick(kien_phong)"}
    moves_b, _ = s.best("b")
    assert {str(x.arguments[0]) for x in moves_b if x.name == "rally"} == {"ba_xuyen"}
    assert not any("pick" in str(x) for x in s.shown)
    assert list(s.moves(limit=1))


def test_options_show_the_die_a_partial_move_has_rolled_4_2_3():
    """The options' Session answers the die as well (die_shown/3, a brave
    consequence: the same in every completion, ruling 230): once the Air
    Strike is named (4.2.3), the game's next die, here dictated; before, none."""
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "quang_nam": {"support": "passive_support",
                            "pieces": {"arvn_police": 1, "nva_troops": 1, "nva_guerrilla_active": 2}}},
             first="US", trail=3)
    die = asp.clingo.Function("die_shown", [asp.clingo.Function("air_strike"), asp.clingo.Number(5),
                                            asp.clingo.String("4.2.3")])
    _, facts, files = g._legal_query("train(hue) air_strike(quang_nam)", None, None, [5])
    found, _ = Session.options_for(facts, files).options()
    assert die in found and "remove(air_strike,quang_nam,nva_troops,1)" in {str(a) for a in found}
    _, facts, files = g._legal_query("train(hue)", None, "air_strike", [5])
    found, _ = Session.options_for(facts, files).options()
    assert {a.name for a in found if a.name == "die_shown"} == set()
    assert "air_strike(quang_nam)" in {str(a) for a in found}
