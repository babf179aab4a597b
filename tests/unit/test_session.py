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
    s.add("most", ":~ move(rally(S)). [-1@1, S]")
    s.best("most")
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
