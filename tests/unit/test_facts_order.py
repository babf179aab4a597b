"""A position's facts (fitl.facts.state_facts) are the position's alone, not
the order its Python dicts were built in: a Non-player optimisation stopped by
its conflict bound returns the best move found, and which one depends on the
order of the facts the solver is given, so a game played on and the same
position loaded from its saved file must give clingo the same text (observed:
a US Commitment at the 26th decision of a seed-2 Full game of four
Non-players chose differently in the game and when the saved position was
decided again)."""

from fitl.facts import state_facts
from fitl.game import Game
from fitl.state import State


def _reversed(d):
    return {k: d[k] for k in reversed(list(d))}


def test_the_facts_do_not_depend_on_the_order_of_spaces_and_pieces():
    st = Game.new("full", seed=1).state
    other = st.clone()
    other.spaces = {s: {**sp, "pieces": _reversed(sp.get("pieces", {}))} for s, sp in _reversed(st.spaces).items()}
    other.eligibility = _reversed(st.eligibility)
    assert list(other.spaces) != list(st.spaces)
    assert state_facts(other) == state_facts(st)


def test_a_position_reached_by_a_move_gives_the_facts_of_its_saved_file(tmp_path):
    g = Game.new("full", seed=1)
    after = g.apply(next(g.legal_moves(limit=1))).game
    after.save(tmp_path / "after.yaml")
    assert state_facts(Game.load(tmp_path / "after.yaml").state) == state_facts(after.state)
