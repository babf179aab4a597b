"""The load-time rewrites of fitl/program.py change how much is grounded, never
what the rules derive."""

import clingo
import clingo.ast

from fitl import program
from fitl.facts import state_facts
from fitl.game import Game
from fitl.view import Turn, View
from tests.helpers import game

FRAMED = {("cnt", 4), ("ctrl", 3)}


def _rule(text):
    stms = []
    clingo.ast.parse_string(text, stms.append)
    return stms[1]


def test_framing_reads_later_steps_through_at():
    out = str(program.framed_rule(_rule("foo(t, S) :- cnt(t, S, K, N), not ctrl(t, S, coin)."), FRAMED))
    assert "at(t,S,FitlStep1); cnt(FitlStep1,S,K,N)" in out
    assert "at(t,S,FitlStep2); not ctrl(FitlStep2,S,coin)" in out


def test_framing_leaves_step_0_and_definitions_alone():
    assert "at(" not in str(program.framed_rule(_rule("foo(S) :- cnt(0, S, K, N)."), FRAMED))
    text = "cnt(t+1, S, K, N) :- scope(S), cnt(t, S, K, N)."
    assert "at(" not in str(program.framed_rule(_rule(text), FRAMED))


def test_framing_inside_aggregates():
    out = str(program.framed_rule(_rule("n(t, N) :- N = #sum{ M, S, K : cnt(t, S, K, M) }, step(t)."), FRAMED))
    assert "at(t,S,FitlStep1), cnt(FitlStep1,S,K,M)" in out.replace(";", ",")


def test_framing_reads_choice_conditions_not_choice_heads():
    out = str(program.framed_rule(_rule("{ ctrl(t, S, coin) : cnt(t, S, K, N) } :- step(t)."), FRAMED))
    assert "ctrl(t,S,coin)" in out and "cnt(FitlStep1,S,K,N)" in out


def test_framing_names_an_anonymous_space():
    out = str(program.framed_rule(_rule("any(t) :- ctrl(t, _, coin)."), FRAMED))
    assert "_" not in out.replace("FitlStep", "")


def _same_turn(g):
    t, v = Turn.of(g.state), View.of(g.state)
    return (t.to_act, t.coup_phase, sorted(t.coup_default), t.coup_to_start) == \
        (v.to_act, v.coup_phase, sorted(v.coup_default), v.coup_to_start)


def test_turn_agrees_with_the_view_on_who_decides_2_3_2():
    """2.3.2: the 1st Eligible in the card's order decides; a Turn (sliced
    program) and the View (whole program) agree."""
    g = game(first="NVA")
    assert Turn.of(g.state).to_act == "NVA"
    assert _same_turn(g)
    after = g.apply("pass", faction="NVA").game
    assert _same_turn(after)


def test_turn_agrees_with_the_view_in_a_coup_round_6_0():
    """6.0: in the Coup Round the phase and its default decision come from the
    rules; the sliced query gives the same as the whole program."""
    g = Game.new("short", seed=1)
    st = g.state.clone()
    st.coup = {"phase": "support", "support": {}, "withdrawal": 0}
    assert _same_turn(Game(st))
    assert Turn.of(st).coup_phase == "support"


def _kept(text, facts, mode="apply"):
    stms = []
    clingo.ast.parse_string(text, stms.append)
    reqs = [program.requirements(s) for s in stms]
    keep = program.pruned(reqs, program.fact_keys(facts), mode)
    return {str(s) for s, k in zip(stms, keep) if k and s.ast_type != clingo.ast.ASTType.Program}


def test_pruning_leaves_out_rules_that_cannot_fire():
    kept = _kept("a :- b. c :- d. e(X) :- move(event(X)). f(X) :- move(X). g :- mode = legal. "
                 ":- h. :- d, not b. i :- c, not b.", "d. move(pass).")
    assert kept == {"c :- d.", "f(X) :- move(X).", "#false :- d; not b.", "i :- c; not b."}


def test_pruning_tells_move_atoms_apart_by_their_constant_arguments():
    """4.2.1: an Advise in Special Forces mode leaves out the rules of the
    Sweep and Assault modes; a rule or a derived move that leaves the mode
    open is kept, and a fact naming the mode keeps its rules."""
    rules = ("a(S) :- move(advise(S, assault)). b(S) :- move(advise(S, special)). c(S, M) :- move(advise(S, M)). "
             "d :- move(m(x)). move(m(X)) :- e(X).")
    assert _kept(rules, "move(advise(hue,special)).") == {
        "b(S) :- move(advise(S,special)).", "c(S,M) :- move(advise(S,M))."}
    assert "d :- move(m(x))." in _kept(rules, "e(y).")
    assert "a(S) :- move(advise(S,assault))." in _kept(rules, "move(advise(hue, assault)).")


def test_pruning_tells_move_atoms_apart_by_their_number_of_arguments():
    """3.2.1: a Train space (train(S)) and what Train places there
    (train(S, Type, N)) are different atoms: a move naming only the space
    leaves out the rules on placements."""
    rules = "a :- move(train(s)). b :- move(train(s, t, 1)). c(X) :- move(train(X, Y, Z))."
    assert _kept(rules, "move(train(s)).") == {"a :- move(train(s))."}
    assert _kept(rules, "move(train(s, t, 1)).") == {"b :- move(train(s,t,1)).", "c(X) :- move(train(X,Y,Z))."}


def test_pruning_follows_derived_atoms_and_choices():
    kept = _kept("{ move(X) : cand(X) } :- mode = legal. e :- move(event(s)). y :- x. x :- d.",
                 "d. cand(event(s)).", mode="legal")
    assert kept == {"{ move(X): cand(X) } :- mode = legal.", "e :- move(event(s)).", "y :- x.", "x :- d."}


def test_pruning_in_legal_mode_knows_move_atoms_from_candidates_and_the_partial_move():
    """In legal mode the move atoms are the candidates and the partial move's
    atoms (asp/actions/modes.lp), not any atom: a rule on a move atom that
    neither can be is left out, one that either can be is kept."""
    rules = ("legal_mode :- mode = legal. { move(X) : candidate(X) } :- mode = legal. "
             "move(X) :- given(X), legal_mode. candidate(train(S)) :- space(S). "
             "candidate(pacify(S, 1)) :- given(train(S)). "
             "a :- move(train(s)). b :- move(pacify(s, 1)). c :- move(patrol).")
    a, b, c = "a :- move(train(s)).", "b :- move(pacify(s,1)).", "c :- move(patrol)."
    kept = _kept(rules, "space(s).", mode="legal")
    assert a in kept and b not in kept and c not in kept
    kept = _kept(rules, "space(s). given(train(s)).", mode="legal")
    assert a in kept and b in kept and c not in kept
    assert c in _kept(rules, "given(patrol).", mode="legal")
    # Outside legal mode these rules give no move atom: a fact must.
    assert _kept(rules, "space(s). given(train(s)).", mode="apply") & {a, b, c} == set()
    # A given atom's keys matter even though only the move atom they make is
    # read (relevant(): the query's cache key keeps them).
    stms = []
    clingo.ast.parse_string(rules, stms.append)
    pruner = program.Pruner([program.requirements(s) for s in stms], "legal")
    present = program.fact_keys("given(pacify(s, 1)).")
    assert {"given@pacify", "given@pacify#2"} <= pruner.relevant(present)
    kept = {str(s) for s, k in zip(stms, pruner.keep(pruner.relevant(present))) if k}
    assert b in kept


def test_pruning_reads_each_statement_once_per_mode():
    """The needs of a statement are read once a process per mode (shared by
    every Pruner over the same rule files): a statement gated by the mode is
    kept in its mode only, whichever mode's Pruner is built first."""
    stms = []
    clingo.ast.parse_string("a :- mode = legal, d. b :- mode != legal, d. c :- d.", stms.append)
    reqs = [program.requirements(s) for s in stms]
    kept = lambda mode: {str(s) for s, k in zip(stms, program.Pruner(reqs, mode).keep({"d"})) if k
                         and s.ast_type != clingo.ast.ASTType.Program}
    for _ in range(2):
        assert kept("legal") == {"a :- mode = legal; d.", "c :- d."}
        assert kept("apply") == {"b :- mode != legal; d.", "c :- d."}


def test_pruning_cache_key_keeps_only_keys_that_matter():
    """The keys a query's facts give that no statement waits for (or that are
    given already) are dropped from the cache key, and dropping them changes
    nothing that is kept."""
    stms = []
    clingo.ast.parse_string("c :- d. e(X) :- move(event(X)). f :- move(pass). g :- s.", stms.append)
    pruner = program.Pruner([program.requirements(s) for s in stms], "apply", always={"s"})
    present = program.fact_keys("d. move(event(x)). pieces(a,b,1). s.")
    assert pruner.relevant(present) == {"d", "move@event", "move@event#1"}
    assert pruner.keep(present) == pruner.keep(pruner.relevant(present))


def test_a_pruner_taken_back_from_its_state_keeps_what_it_kept():
    """A Pruner's work read back from its state (the disk cache) keeps the
    same statements for any keys as the Pruner that worked it out (2.3.4
    Event, 2.3.3 Pass, 3.2.1 Train); a state of another shape is not taken."""
    import json
    rules = ("legal_mode :- mode = legal. { move(X) : candidate(X) } :- mode = legal. "
             "move(X) :- given(X), legal_mode. candidate(train(S)) :- space(S). candidate(pass). "
             "candidate(pacify(S, 1)) :- given(train(S)). e(X) :- move(event(X)). f :- move(pass). "
             "a :- move(train(s)). b :- move(pacify(s, 1)). c :- move(patrol). g :- s, d. h :- mode != legal.")
    stms = []
    clingo.ast.parse_string(rules, stms.append)
    reqs = [program.requirements(s) for s in stms]
    for mode in ("legal", "apply"):
        worked = program.Pruner(reqs, mode, always={"s"})
        back = program.Pruner(reqs, mode, always={"s"}, state=json.loads(json.dumps(worked.state())))
        assert back.restored and not worked.restored
        for facts in ("", "space(s).", "given(train(s)).", "d. move(event(x)).", "given(pacify(s, 1)). given(patrol)."):
            present = program.fact_keys(facts)
            assert back.relevant(present) == worked.relevant(present)
            assert back.kept(back.relevant(present)) == worked.kept(worked.relevant(present))
        data = json.loads(json.dumps(worked.state()))
        for damage in (lambda d: d[0].append(0), lambda d: d[4].__setitem__(0, 1), lambda d: d.pop(),
                       lambda d: d[1].__setitem__("x", [len(reqs)]), lambda d: d.__setitem__(3, "s"),
                       lambda d: d[1].__setitem__("x", 0), lambda d: d[2].__setitem__("x@", [1]),
                       lambda d: d[7].append(-1), lambda d: d[4].__setitem__(0, 0)):
            bad = json.loads(json.dumps(data))
            damage(bad)
            assert not program.Pruner(reqs, mode, always={"s"}, state=bad).restored


def test_pruning_never_changes_an_answer(monkeypatch):
    """The same moves give the same successor, and an illegal move the same
    explanation, as the whole program (2.3.3 Pass, 3.2.1 Train, 5.1 an Event,
    3.2.1 Train where NVA Control forbids it); the facts no statement reads
    are left out too."""
    from fitl import asp
    g = game({"saigon": {"pieces": {"us_troops": 2, "us_base": 1, "arvn_troops": 2}},
              "hue": {"pieces": {"nva_troops": 3}}}, first="US", deck=(2, 3))
    moves = ["pass", "train(saigon) train(saigon, arvn_police, 2)", "event(unshaded)"]

    def answers():
        return ([g.apply(m).state.to_dict() for m in moves], g.check("train(hue)"),
                Turn.of(g.state).to_act, View.of(g.state).control)

    sliced = answers()

    def whole(files, present, mode, want, checks=False, no_show=False):
        stms = tuple(s for f in files for s in asp._parsed(f) if not (no_show and s.ast_type in asp._SHOW))
        return asp._static_facts(asp._static_signatures()), stms, None, ()      # every fact read, no step gates

    monkeypatch.setattr(asp, "_program", whole)
    assert sliced == answers()
    assert sliced[1] and sliced[2] == "US"


def test_pruning_never_changes_what_legal_offers(monkeypatch):
    """The options legal offers (brave consequences, 2.3.4 Pass, Event or an
    Operation; 3.2.1 Train's spaces and details; 4.1 the Special Activities
    open with it) are those of the whole program: pruning and slicing leave
    out only statements that cannot change them.  (The whole program keeps
    the rules' #project statements out too, as every query that shows its
    own atoms does: they would project the models it enumerates.)"""
    from fitl import asp
    g = game({"saigon": {"pieces": {"us_troops": 2, "us_base": 1, "arvn_troops": 2}},
              "hue": {"pieces": {"nva_troops": 3, "vc_guerrilla_underground": 1}},
              "binh_dinh": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 2}}}, first="US", deck=(2, 3))
    partials = ["", "train(saigon)", "sweep(binh_dinh)", "assault(binh_dinh)"]

    def answers():
        return [g.legal(p) for p in partials]

    sliced = answers()

    def whole(files, present, mode, want, checks=False, no_show=False):
        stms = tuple(s for f in files for s in asp._parsed(f) if not (no_show and s.ast_type in asp._SHOW))
        return asp._static_facts(asp._static_signatures()), stms, None, ()

    monkeypatch.setattr(asp, "_program", whole)
    assert sliced == answers()
    assert "train(saigon)" in sliced[0]["train"] and "assault(binh_dinh)" in sliced[0]["assault"]
    assert sliced[1]["train"] and sliced[3]["special_activity"]


def test_grounding_steps_ahead_never_changes_an_answer(monkeypatch):
    """Grounding the first steps with the base part (the horizon guessed from
    earlier queries) gives the same successors as grounding them after it,
    and a guess past a move's last step is dropped (2.3.3 Pass: one step;
    3.2.1 Train with Pacification: more)."""
    from fitl import asp
    g = game({"saigon": {"pieces": {"us_troops": 2, "us_base": 1, "arvn_troops": 2}}}, first="US", deck=(2, 3))
    moves = ["pass", "train(saigon) train(saigon, arvn_police, 2)"]
    from fitl.game import Game
    fresh = lambda m: Game(g.state).apply(m).state.to_dict()     # (a Game keeps its answers: ask anew)
    monkeypatch.setattr(asp, "_horizon_seen", {})
    cold = [fresh(m) for m in moves]
    assert asp._horizon_seen                                   # the horizons were noted
    warm = [fresh(m) for m in moves]
    whole = lambda: sorted(map(str, asp.run(state_facts(g.state) + "move(pass).", mode="check")[0]))
    every_atom = whole()                                       # every shown atom of every step
    monkeypatch.setattr(asp, "_horizon_seen", {k: (9, 9) for k in asp._horizon_seen})   # sure guesses past the end
    past = [fresh(m) for m in moves]
    assert whole() == every_atom
    assert all(least < 9 for least, _ in asp._horizon_seen.values())   # each guess came down to the horizon seen
    monkeypatch.setattr(asp, "_horizon_seen", {k: (0, 0) for k in asp._horizon_seen})   # sure guesses too short
    short = [fresh(m) for m in moves]
    assert whole() == every_atom
    assert any(most > 0 for _, most in asp._horizon_seen.values())      # some went up to the horizon seen
    assert cold == warm == past == short
    assert cold[0]["resources"]["ARVN"] == g.state.resources["ARVN"] + 3 and cold[1] != cold[0]
