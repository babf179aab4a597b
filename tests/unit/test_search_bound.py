"""Every solve is bounded (fitl.asp: SOLVE_SECONDS; fitl.session): past the bound a query
stops with a one-line error naming it (exit 3), never a hang; `legal` is
bounded by conflicts (the same answer on any machine) and lists the options
it could not decide within them as `undecided`."""

import contextlib

import pytest
from click.testing import CliRunner

from fitl import asp
from fitl.cli import main
from fitl.game import Game
from fitl.session import Session
from helpers import card_game, game

# The VC alone on a small map: 2 Underground Guerrillas in Kien Phong, police next door.
SMALL = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 2}},
         "ba_xuyen": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1}}}


def test_a_check_past_its_bound_stops_with_a_named_error(monkeypatch):
    g = Game.new("full", seed=1)
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 0.0)
    with pytest.raises(asp.SearchLimit) as err:
        g.check("pass")
    assert "no answer within the search bound" in str(err.value) and err.value.exit_code == 3


def test_the_cli_exits_3_in_one_line(tmp_path, monkeypatch):
    st = tmp_path / "s.yaml"
    assert CliRunner().invoke(main, ["new", "short", "-o", str(st)]).exit_code == 0
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 0.0)
    r = CliRunner().invoke(main, ["legal", str(st)])
    assert r.exit_code == 3 and r.output.count("\n") == 1 and "search bound" in r.output


# With no VC Guerrilla Available, a Rally takes them from the map (1.4.1): the
# options of a Rally's details are a brave enumeration of about 58,000
# conflicts, which a smaller bound cuts short.
FROM_MAP = {"quang_nam": {"pieces": {"vc_guerrilla_underground": 30}}}


def test_legal_reports_what_it_could_not_decide(monkeypatch):
    """When the brave enumeration is cut short and no conflict is allowed
    per option, the options not found are listed as undecided, never
    dropped, and nothing is offered that is not an option."""
    full = game(FROM_MAP, first="VC").legal("rally(kien_phong)")
    assert "undecided" not in full
    monkeypatch.setattr(asp, "BRAVE_CONFLICTS", 100)
    monkeypatch.setattr(asp, "OPTION_CONFLICTS", 0)
    cut = game(FROM_MAP, first="VC").legal("rally(kien_phong)")
    offered = {a for k, v in cut.items() if k != "undecided" for a in v}
    every = {a for v in full.values() for a in v}
    assert offered <= every and cut["undecided"]
    assert offered | set(cut["undecided"]) >= every


def test_legal_options_are_bounded_by_conflicts_not_by_time(monkeypatch):
    """The options of a question do not depend on the machine or its load:
    an enumeration cut short by its bound of conflicts gives the same
    options and undecided ones with any time bound, asked of a fresh
    position or again of one that has answered it already."""
    monkeypatch.setattr(asp, "BRAVE_CONFLICTS", 1000)
    g = game(FROM_MAP, first="VC")
    cut = g.legal("rally(kien_phong)")
    assert cut["from_map"][0] == "from_map(quang_nam,vc_guerrilla_underground,1)"
    assert g.legal("rally(kien_phong)") == cut
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 1000.0)
    assert game(FROM_MAP, first="VC").legal("rally(kien_phong)") == cut


def test_legal_past_its_time_net_stops_rather_than_offering_fewer(monkeypatch):
    """Card 49's unshaded Event (5.1: six ARVN pieces of any types anywhere
    in South Vietnam) has hundreds of placements: all of them are offered,
    none undecided; a time bound too short for them stops the query with
    SearchLimit, never with fewer options."""
    whole = card_game(49).legal("event(unshaded)")
    assert "undecided" not in whole
    assert {f"ev_place(hue,{t},6)" for t in ("arvn_troops", "arvn_police", "arvn_ranger")} <= set(whole["ev_place"])
    g = card_game(49)
    g.turn()
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 0.01)
    with pytest.raises(asp.SearchLimit):
        g.legal("event(unshaded)")


def test_a_draw_is_bounded_by_conflicts(monkeypatch):
    """Whether a random draw finds a move of a kind is the same on any
    machine: each of its whole-move queries is bounded by conflicts, so
    that its time bound is a net (SearchLimit), never another draw."""
    import random

    from fitl import enumerate as en
    bounds = []
    draw = Session.draw

    def recorded(self, *args, **kwargs):
        bounds.append(kwargs.get("conflicts"))
        return draw(self, *args, **kwargs)
    monkeypatch.setattr(Session, "draw", recorded)
    for seed in range(3):
        en.random_move(game(SMALL, first="VC"), random.Random(seed))
    assert bounds and set(bounds) == {en.DRAW_CONFLICTS}


def test_a_whole_move_stream_past_its_time_net_raises_after_its_moves(monkeypatch):
    """A stream of whole moves whose time bound passed (a slow or loaded
    machine) ends with SearchLimit after the moves it found, never as if it
    had found them all."""
    from fitl.enumerate import _query
    g = game(SMALL, first="VC")
    facts, names = _query(g, ("op", "rally"), None)
    s = Session.moves_for(facts, asp.rule_files(g.state.edition, g._cards(), names))

    @contextlib.contextmanager
    def past(ctl, deadline):
        watch = asp._Watch()
        yield watch
        watch.fired = True
    monkeypatch.setattr(asp, "watched", past)
    got = []
    with pytest.raises(asp.SearchLimit):
        for atoms in s.moves(limit=3):
            got.append(atoms)
    assert len(got) == 3


def _hard_control():
    """A search with no end in sight: 13 pigeons, 12 holes."""
    import clingo
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], "p(1..13). h(1..12). 1 { in(P, H) : h(H) } 1 :- p(P). :- in(P, H), in(Q, H), P < Q.")
    ctl.ground([("base", [])])
    return ctl


def _stopped_in_time(what):
    import time
    start = time.monotonic()
    try:
        asp._solve(_hard_control(), what)
    except asp.SearchLimit as err:
        return what in str(err) and time.monotonic() - start < 3
    return False


def test_a_query_solved_in_the_calling_thread_is_stopped_at_its_bound(monkeypatch):
    """A position's query (asp.run) is solved in the calling thread; the
    process's watchdog interrupts it past the bound, which is a SearchLimit
    naming it, not a hang."""
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 0.3)
    assert _stopped_in_time("a hard query")


def test_a_forked_process_bounds_its_solves_too(monkeypatch):
    """simulate's workers and prove's child are forked: the child's solves
    are bounded by a watchdog of its own (the parent's thread is not in it)."""
    import multiprocessing
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 0.3)
    assert _stopped_in_time("in the parent")          # (the parent's watchdog running)
    with multiprocessing.get_context("fork").Pool(1) as pool:
        assert pool.apply_async(_stopped_in_time, ("in the child",)).get(timeout=20)


def test_a_bound_past_after_the_solve_ended_does_not_stop_the_next_one():
    """A Session's Control answers many questions: an interrupt that came
    once its solve had ended (the bound passed just then) must not cut the
    next question short (clingo keeps an interrupt for the next solve), nor
    change the Control's configuration (its conflict limit)."""
    import time

    import clingo
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], "{ a; b }.")
    ctl.ground([("base", [])])
    with asp.watched(ctl, time.monotonic() + 0.05) as watch:
        watch.result = ctl.solve()
        time.sleep(0.4)                          # (the bound passes after the solve)
    assert watch.fired and not watch.result.interrupted
    result = ctl.solve()
    assert result.satisfiable and not result.interrupted


def test_the_watchdog_sleeps_while_no_solve_is_under_way(monkeypatch):
    """The bound's thread waits for the next solve, not waking on a clock,
    once the deadlines of the solves it watched are past."""
    import time
    monkeypatch.setattr(asp, "SOLVE_SECONDS", 0.1)
    g = Game.new("short", seed=1)
    g.check("pass")
    time.sleep(0.5)
    assert asp._WATCHDOG.thread.is_alive() and asp._WATCHDOG.wake is None and not asp._WATCHDOG.solves


def test_a_stream_is_bounded_on_its_search_not_on_its_reader():
    """Determinism of whole-move streams (`legal --moves`): the time a reader
    spends between two answers (applying each move, printing it) is not the
    search's (asp.paused), so a reader slower than the whole bound still
    gets the answers after; without the pause the bound cuts the stream."""
    import time

    import clingo

    def read(pause):
        ctl = clingo.Control(["--models=0"])
        ctl.add("base", [], "{a(1..30)}.")
        ctl.ground([("base", [])])
        got = 0
        with asp.watched(ctl, time.monotonic() + 0.3) as watch, ctl.solve(yield_=True) as handle:
            for _ in handle:
                got += 1
                if got == 3:
                    break
                with asp.paused(watch) if pause else contextlib.nullcontext():
                    time.sleep(0.5)
        return got, watch.fired

    assert read(pause=True) == (3, False)
    assert read(pause=False) == (1, True)
