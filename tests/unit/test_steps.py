"""The steps of a move in legal mode (asp/actions/frame.lp, 4.1): where a
Special Activity is open, the Operation's phases sit at the same steps
whatever the move chooses, so that the grounder settles them once (a layout
that hung on the choices grounded the Operation's later phases once per
layout: one timeline with the Special Activity's steps, one without)."""

import pytest

from helpers import game

# NVA 2nd Eligible after the US played the Event (2.3.4: an Operation with a
# Special Activity still open to it), a Rally (2 phases) with an Infiltrate (1).
SPACES = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}}}
STEPS = {"sa_first": {1: 1, 2: 2}, "sa_during": {1: 0, 2: 2}, "": {1: 0, 2: 1}}


def _grounded(g, name, arity):
    session = list(g._sessions.values())[-1]
    return [(a.symbol, a.is_fact) for a in session.ctl.symbolic_atoms.by_signature(name, arity)]


@pytest.mark.parametrize("order", ["sa_first", "sa_during", ""])
def test_4_1_the_operations_phases_have_one_step_each_with_a_special_activity_open(order):
    g = game(SPACES, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "event"}]})
    assert g.turn().to_act == "NVA"
    options = g.legal(f"rally(central_laos) {order}", sa="infiltrate")
    assert "infiltrate(central_laos,1)" in options["infiltrate"]
    steps = _grounded(g, "op_t", 2)
    assert all(fact for _, fact in steps)
    assert {a.arguments[0].number: a.arguments[1].number for a, _ in steps} == STEPS[order]
    assert len(steps) == 2
    assert [(str(a), fact) for a, fact in _grounded(g, "horizon", 1)] == [("horizon(3)", True)]
