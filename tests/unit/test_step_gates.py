"""Step gates (fitl.program.gated, asp._ground_by_transition): in legal mode
a statement of #program step(t) that needs a phase atom (op_t/2, sa_t/2,
ev_t/2, ...: asp/actions/frame.lp, 4.1) or a step(t) atom only such
statements give is grounded only at the steps where that can be; the
answers are those of grounding it at every step."""

from pathlib import Path

import clingo
import pytest

from fitl import asp, program
from fitl.game import Game
from fitl.state import State
from helpers import game

DATA = Path(__file__).resolve().parent.parent / "data"

# NVA 2nd Eligible after the US played the Event (2.3.4: an Operation with a
# Special Activity still open to it): a Rally (2 phases) with an Infiltrate
# (1), as in test_steps.py.  4.1: the Special Activity after the Operation,
# before it (sa_first), or after its first phase (sa_during).
SPACES = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}}}
PHASES = {"": {("op_t", 1): {0}, ("op_t", 2): {1}, ("sa_t", 1): {2}},
          "sa_first": {("sa_t", 1): {0}, ("op_t", 1): {1}, ("op_t", 2): {2}},
          "sa_during": {("op_t", 1): {0}, ("sa_t", 1): {1}, ("op_t", 2): {2}}}


def _recording(monkeypatch):
    """(the gated parts of each program, the parts of each ground call) as
    the queries made from now on build and ground them."""
    gates, calls = [], []
    made, ground = program.gated, clingo.Control.ground

    def gated(*a):
        out = made(*a)
        gates.append(out[2])
        return out

    def recorded(ctl, parts, context=None):
        calls.append([(name, [x.number for x in args]) for name, args in parts])
        return ground(ctl, parts, context=context)

    monkeypatch.setattr(program, "gated", gated)
    monkeypatch.setattr(clingo.Control, "ground", recorded)
    asp._program.cache_clear()
    return gates, calls


@pytest.mark.parametrize("order", ["", "sa_first", "sa_during"])
def test_4_1_a_phases_statements_are_grounded_only_at_its_step(monkeypatch, order):
    """The statements of a Rally's first and second phases (op_t(1, t),
    op_t(2, t)) and of an Infiltrate's (sa_t(1, t)) are grounded at their
    phase's step alone, where 4.1 puts it, not at the others'; those of an
    Event's first phase (ev_t(1, t)) at none (2.3.4: an Operation, not the
    Event)."""
    gates, calls = _recording(monkeypatch)
    g = game(SPACES, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "event"}]})
    assert g.turn().to_act == "NVA"
    options = g.legal(f"rally(central_laos) {order}", sa="infiltrate")
    assert "infiltrate(central_laos,1)" in options["infiltrate"]
    of_phase = {}                 # (op_t, 1) -> the parts whose only need is that phase
    for name, patterns, needs, _ in gates[-1]:
        phase = [i for i in (1, 2) if len(patterns) == 1 and patterns[0][2] == (clingo.Number(i), True)]
        if phase and not needs:
            of_phase.setdefault((patterns[0][0], phase[0]), set()).add(name)
    # (an Operation: no Event's phase at any step; legal mode's host leaves
    # the Event's statements out when no Event is given, else they are gated)
    events = of_phase.pop(("ev_t", 1), set())
    assert not {name for call in calls for name, _ in call} & events
    assert set(of_phase) == set(PHASES[order])
    for phase, names in of_phase.items():
        steps = {args[0] for call in calls for name, args in call if name in names}
        assert steps == PHASES[order][phase], phase
    step_calls = [call for call in calls if call[0][0] == "step"]
    assert [call[0][1] for call in step_calls] == [[0], [1], [2]]


POSITIONS = ("hooks-us-sweep.yaml", "march-nva-crowded-trail.yaml", "patrol-arvn-three-locs.yaml",
             "hooks-vc-rally.yaml")


def test_the_gates_change_no_answer(monkeypatch):
    """legal's options (2.3.4: Pass, the Event, the Operations' spaces, 4.1
    the Special Activities open) and the legal agent's draws of whole moves
    are the same whether the step gates leave statements out or every
    statement is grounded at every step; and they do leave some out."""
    def answers():
        out = []
        for name in POSITIONS:
            g = Game(State.load(DATA / name))
            out.append((g.legal(""), g.sample_moves(2, seed=5)))
        return out

    gates, calls = _recording(monkeypatch)
    gated = answers()
    grounded = {name for call in calls for name, _ in call}
    assert any(name.startswith("fitl_gate") for name in grounded)
    queries = []                                           # each query's step(t) calls, as sets of parts
    for call in calls:
        if call[0][0] == "base":
            queries.append([])
        elif call[0][0] == "step":
            queries[-1].append({name for name, _ in call})
    made = {name for m in gates for name, *_ in m} - {"step"}
    left_out = made - grounded                             # (parts never grounded at any step)
    left_out |= {name for q in queries for step in q for name in made & set().union(*q) - step}   # (at some)
    assert left_out
    monkeypatch.setattr(asp, "_step_info", lambda ref: ((), ()))
    asp._program.cache_clear()
    assert answers() == gated
    asp._program.cache_clear()


def test_without_pruning_every_statement_is_grounded_at_every_step(monkeypatch):
    """FITL_PRUNE=off grounds every statement (no gate either), so that a
    gating bug cannot hide: the same options (2.3.4)."""
    g = Game(State.load(DATA / POSITIONS[0]))
    pruned = g.legal("")
    gates, calls = _recording(monkeypatch)
    monkeypatch.setattr(asp, "PRUNE", False)
    assert Game(g.state).legal("") == pruned
    assert not gates and all(name in ("base", "derive", "step", "next", "result") for call in calls for name, _ in call)
    asp._program.cache_clear()


def test_3_1_the_resources_check_after_a_step_only_where_it_can_spend(monkeypatch):
    """The state after a step (next(t)) checks the Resources spent (3.1)
    only after the steps whose parts can spend: a Rally's first phase (its
    spaces) and its second (Improve Trail, 3.3.1), not the Infiltrate
    after them (4.4.1: no cost); the options the same as without the gates."""
    gates, calls = _recording(monkeypatch)
    g = game(SPACES, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "event"}]})
    options = g.legal("rally(central_laos)", sa="infiltrate")
    spending = {name for name, _, needs, _ in gates[-1] if name.startswith(program.NEXT_GATE) and ("pays", 2) in needs}
    assert spending
    steps = {args[0] for call in calls if call[0][0] == "next" for name, args in call if name in spending}
    assert steps == {0, 1}
    monkeypatch.setattr(asp, "_step_info", lambda ref: ((), ()))
    asp._program.cache_clear()
    assert game(SPACES, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "event"}]}).legal(
        "rally(central_laos)", sa="infiltrate") == options
    asp._program.cache_clear()


def test_3_3_1_no_space_is_renewed_after_a_step_that_touches_none(monkeypatch):
    """A Rally's second phase improves the Trail (3.3.1) and touches no
    space: after it (next(1)) the parts that renew a space's values (renew/2
    and what needs it: counts, markers, Support, 1.4, 1.6) are not grounded,
    as after the Rally's spaces (step 0) and the Infiltrate's (4.4.1, step 2)
    they are; the options the same as with them grounded after every step."""
    gates, calls = _recording(monkeypatch)
    g = game(SPACES, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "event"}]})
    options = g.legal("rally(central_laos)", sa="infiltrate")
    parts = {name: needs for name, _, needs, _ in gates[-1]}
    renewing = {name for name, needs in parts.items() if ("may_touch", 2) in needs or ("renew", 2) in needs}
    assert renewing
    steps = {args[0] for call in calls if call[0][0] == "next" for name, args in call if name in renewing}
    assert steps == {0, 2}
    made = program.gate_steps
    monkeypatch.setattr(program, "gate_steps", lambda gates, atoms, horizon, absent=frozenset():
                        (made(gates, atoms, horizon),) * 2 if absent else made(gates, atoms, horizon))
    asp._program.cache_clear()
    calls.clear()
    assert game(SPACES, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "event"}]}).legal(
        "rally(central_laos)", sa="infiltrate") == options
    assert {args[0] for call in calls if call[0][0] == "next" for name, args in call if name in renewing} == {0, 1, 2}
    asp._program.cache_clear()


def test_may_touch_is_made_only_from_the_spaces_the_host_reads():
    """The host leaves out next(t)'s renewing parts where it read no space
    touched (asp._TOUCHED): sound only while may_touch/2's one definition,
    in every rule file, is the host's @effect_spaces (asp/actions/frame.lp)."""
    defining = [asp._texts(str(path))[0][i] for path in sorted(asp.ASP_DIR.rglob("*.lp"))
                for i, (_, defined, _) in enumerate(asp._roles(str(path))) if ("may_touch", 2) in defined]
    assert asp._TOUCHED == {("may_touch", 2)}
    assert len(defining) == 1 and "@effect_spaces(t)" in defining[0]
