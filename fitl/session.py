"""Ground a position once, ask it many questions (clingo's multi-shot solving).

A Session is one clingo Control holding the rules grounded, in legal mode
(asp/actions/modes.lp), for one position and one family of questions: the
options of a partial move (`Session.options_for`), or every level of one kind
of action at once, for whole moves (`Session.moves_for`, the input open_all).
Each question about it is then a solve over that grounding, not a new one:

- `options(assume)`: the move atoms some legal completion holds (clingo's
  brave consequences), under assumptions (move atoms taken as named);
- `moves(assume, seed, limit, conflicts)`: whole legal moves, one per answer
  set projected on the move atoms; with a seed, clingo's randomised search;
- `draw(seed, assume, conflicts)`: one whole legal move drawn under a seed
  whatever the order in which clingo numbered the atoms;
- `add(name, text)` then `best(name, assume)`: a program part (say, a
  Non-player's priorities as weak constraints, or a goal as constraints)
  grounded once over the same position and switched on for the questions
  that name it (each of its rules and weak constraints gets the body literal
  `session_part(Name)`, an external atom, true only for those questions).

Every solve is bounded (fitl.asp.SOLVE_SECONDS; SearchLimit past it).
Answers do not depend on what was asked before.  Options (a set), an
optimum the weak constraints order completely, and whether a move exists
are the same whatever the solver met earlier; but which moves come first,
in an enumeration or a seeded random draw, is the search's, and a search
that follows others does not retrace a fresh one's steps (its top-level
inferences stay), so `moves` grounds afresh (with only the parts it names)
when the Session has already answered a question or holds other parts
(tests/unit/test_session.py).
A Game keeps its Sessions (fitl.game.Game.session): a position never changes.
"""

import functools
import random
import re
import time

import clingo
import clingo.ast

from . import asp, cache, program
from .errors import FitlError

OPTION_ATOMS = frozenset(("move", "offered", "sa_type_open", "die_shown", "horizon"))
# Brave consequences are taken over the shown atoms: the options (the move
# atoms a level offers, asp/actions/modes.lp: offered/1; the Special Activity
# types open) and the dice the partial move has rolled (die_shown/3,
# asp/actions/dice.lp: the same in every completion, so a brave consequence
# is exact).
OPTION_SHOWN = (("offered", 1), ("sa_type_open", 1), ("die_shown", 3))
MOVE_SHOWN = (("move", 1),)

# A search bounded by conflicts (options, moves with conflicts, best) gets
# this many times the time bound as a safety net (SearchLimit): its answer
# must not depend on the machine's speed.
CONFLICT_SAFETY = 6
# Session.draw: the atoms ranked first that are wanted in or out at random
# (the others out).  Each atom wanted in that no move can have with those
# before it costs the search conflicts: with every atom wanted in or out at
# random, some Marches found no move within DRAW_CONFLICTS.  8: moves of 4.2
# atoms on average, as quick as the seeded search was (of 6.4; 44 draws of
# Operations on three openings).
WANTED = 8
FORGET = "--forget-on-step=varScores,signs,lemmaScores,lemmas"
SEEDED = {"rand_freq": "0.5", "sign_def": "neg"}
UNSEEDED = {"seed": "1", "rand_freq": "0", "sign_def": "asp"}


class Session:
    """One position's rules grounded once (see the module's text)."""

    def __init__(self, facts, files, extra="", shown=OPTION_SHOWN, want=(), solver=()):
        self.query = (facts, files, extra, shown, want, solver)
        self.parts = {}
        self.shown = []             # best: the other atoms the best move's answer shows
        self.shared, self.shared_facts = {}, {}      # add_facts: prefix -> the names, the facts
        self.pending = []           # add_facts: the program parts added, grounded with the next part
        self.added = []             # ("facts", prefix) and ("part", name) in the order added (_rebuild)
        self.used = False
        self.ctl = asp._grounded(facts, files, ["-c", "mode=legal", FORGET, *solver], extra=extra, want=OPTION_ATOMS | frozenset(want),
                                 checks=True, shown=shown)

    @functools.cached_property
    def literal(self):
        """The solver literal of each shown atom and each move atom (for
        assumptions), read once it is first needed: most questions assume
        nothing, and an open question has thousands of move atoms."""
        if self.ctl is None:
            return {}
        return {sa.symbol: sa.literal for name, arity in {*self.query[3], ("move", 1)}
                for sa in self.ctl.symbolic_atoms.by_signature(name, arity)}

    def move_atoms(self):
        """The texts of the move atoms the grounding holds (the arguments of
        its move/1 atoms: every candidate), without reading their solver
        literals (`literal`)."""
        if self.ctl is None:
            return []
        return [text[5:-1] for text in map(str, (sa.symbol for sa in self.ctl.symbolic_atoms.by_signature("move", 1)))]

    @classmethod
    def options_for(cls, facts, files):
        """A Session for the options of a partial move (facts name it: given/1)."""
        return cls(facts, files)

    @classmethod
    def moves_for(cls, facts, files, want=()):
        """A Session for whole moves (every level of the kind the facts name
        open); `want`: predicates grounded though no rule of play reads them
        (say, a program part's)."""
        return cls(facts, files, extra="open_all.", shown=MOVE_SHOWN, want=want)

    @property
    def broken(self):
        """Whether no move can be legal here (a rule broken for certain once grounded)."""
        return self.ctl is None

    # --- configuration of one question -------------------------------------------------
    def _configure(self, models=1, enum="auto", project=False, seed=None, conflicts=None, optimise=False,
                   strategy="bb,lin"):
        self.used = True
        solve, solver = self.ctl.configuration.solve, self.ctl.configuration.solver
        solver.opt_strategy = strategy
        solve.models = str(models)
        solve.enum_mode = enum
        solve.project = "show" if project else "no"
        solve.solve_limit = str(conflicts) if conflicts is not None else "umax,umax"
        solve.opt_mode = "opt" if optimise else "ignore"
        for key, value in ({**SEEDED, "seed": str(seed % 2**31)} if seed is not None else UNSEEDED).items():
            setattr(solver, key, value)

    def _assume(self, assume, parts=()):
        """Solver assumptions: the move atoms `assume` (symbols) true, and each
        part added true only if named in `parts`; None if an atom assumed is
        not even a candidate (no completion can hold it)."""
        out = []
        for sym in assume:
            lit = self.literal.get(clingo.Function("move", [sym]))
            if lit is None:
                return None
            out.append(lit)
        for name in self.parts:
            self.ctl.assign_external(_switch(name), name in parts)
        return out

    # --- the questions --------------------------------------------------------------------
    def options(self, assume=()):
        """(found, undecided): the candidate move atoms some legal completion
        holds under `assume`, with the Special Activity types still open
        (special_activity(A)) and the dice rolled (die_shown(Key, Value,
        Section)), and those the bounded search could not decide;
        None if no completion is legal.  First clingo's brave enumeration (each
        model found adds an option, the last holds them all) within
        asp.BRAVE_CONFLICTS conflicts; should it not end within them, each
        option not yet found is decided by a solve of its own, assuming it,
        within asp.OPTION_CONFLICTS conflicts (a model found answers every option it
        holds), so that an option whose search is hard costs its own bound,
        not the query's.  Conflicts, not time, bound it: the answer is the same
        on any machine under any load (an enumeration cut short is redone on a
        fresh grounding if this one has answered before or holds parts, as a
        search's path follows what the solver met earlier).  The time bound,
        CONFLICT_SAFETY times asp.SOLVE_SECONDS for the whole question, is a
        net: past it, SearchLimit, never fewer options."""
        if self.broken:
            return None
        fresh = not (self.used or self.parts)
        lits = self._assume(assume)
        if lits is None:
            return None
        option = lambda s: (s.arguments[0] if s.name == "offered" else s if s.name == "die_shown"
                            else clingo.Function("special_activity", s.arguments))
        found, undecided, last = set(), set(), [()]

        def take(model):
            found.update(option(s) for s in model.symbols(shown=True))

        def take_last(model):            # (in brave mode a model holds the options found so far)
            last[0] = model.symbols(shown=True)

        deadline = time.monotonic() + CONFLICT_SAFETY * asp.SOLVE_SECONDS
        self._configure(models=0, enum="brave", conflicts=asp.BRAVE_CONFLICTS)
        result = asp._solve(self.ctl, "legal", take_last, lits, deadline)
        found.update(option(s) for s in last[0])
        if result.exhausted:
            return (found, set()) if result.satisfiable else None
        if not fresh:
            return Session(*self.query).options(assume)
        self._configure(models=1, conflicts=asp.OPTION_CONFLICTS)
        shown = set(self.query[3])
        for sym, lit in sorted(self.literal.items(), key=lambda x: str(x[0])):
            if (sym.name, len(sym.arguments)) not in shown or option(sym) in found:
                continue
            result = asp._solve(self.ctl, "legal", take, [*lits, lit], deadline)
            if not (result.satisfiable or result.unsatisfiable):
                undecided.add(option(sym))
        return found, undecided - found

    def moves(self, assume=(), seed=None, limit=None, conflicts=None, parts=()):
        """Whole legal moves under `assume`, each a list of move atoms, one per
        answer set projected on them, as clingo finds them (a generator); with
        `seed`, clingo's random choices (sign and decisions) from that seed,
        so that the first answers are a sample, the same for the same seed.
        At most `limit` (all: None).  With `conflicts`, the search gives up
        after that many conflicts, the same on any machine.  The time bound
        (asp.SOLVE_SECONDS, CONFLICT_SAFETY times it with `conflicts`) is on
        the search alone (the time the reader spends between two answers is
        not counted, asp.paused), and a net: past it, SearchLimit after the
        moves found so far, never a stream cut short silently where the
        machine's speed says."""
        if self.broken:
            return
        at = self
        if self.used or set(self.parts) != set(parts):
            # (Which answers come first is the search's: a fresh grounding
            # with only the parts named, as a first question would have.)
            at = Session(*self.query)
            for name in parts:
                text, facts, shared = self.parts[name]
                if shared:
                    at.add_facts(shared, self.shared_facts[shared])
                at.add(name, text, facts, shared)
        lits = at._assume(assume, parts)
        if lits is None:
            return
        at._configure(models=limit or 0, project=True, seed=seed, conflicts=conflicts)
        deadline = time.monotonic() + asp.SOLVE_SECONDS * (1 if conflicts is None else CONFLICT_SAFETY)
        with asp.watched(at.ctl, deadline) as watch, at.ctl.solve(assumptions=lits, yield_=True) as handle:
            for model in handle:
                atoms = [s.arguments[0] for s in model.symbols(shown=True) if s.name == "move"]
                with asp.paused(watch):
                    yield atoms
            watch.result = handle.get()
        if watch.fired:
            raise asp.SearchLimit("legal --moves", asp.SOLVE_SECONDS)

    def draw(self, seed, assume=(), conflicts=None):
        """One whole legal move under `assume` (its move atoms), drawn under
        `seed` from the moves alone, not from the order in which clingo
        numbered their atoms (which another grounding of the same rules may
        change: a seeded search, as in `moves`, follows that order): the
        move atoms, sorted, are ranked in a seeded random order, the first
        WANTED wanted in or out at random, the others out, and the move is
        the answer that has each atom as wanted unless those ranked before
        it decide otherwise (clasp's domain
        heuristic deciding the atoms in rank order, each as wanted: the
        first answer in that order, one only).  None if there is no move, or
        none found within `conflicts` (the time bound, as in `moves`, a net:
        SearchLimit)."""
        if self.broken:
            return None
        at = Session(*self.query) if self.used or self.parts else self
        lits = at._assume(assume)
        if lits is None:
            return None
        rng = random.Random(seed)
        ranked = sorted(sym for sym in at.literal if sym.name == "move")
        rng.shuffle(ranked)
        wanted = [rng.random() < 0.5 for _ in ranked[:WANTED]] + [False] * (len(ranked) - WANTED)
        heuristic = clingo.backend.HeuristicType
        with at.ctl.backend() as backend:
            for level, (sym, want) in enumerate(reversed(list(zip(ranked, wanted))), start=1):   # (highest first)
                backend.add_heuristic(at.literal[sym], heuristic.Level, level, 1, [])
                backend.add_heuristic(at.literal[sym], heuristic.Sign, 1 if want else -1, 1, [])
        at._configure(models=1, project=True, conflicts=conflicts)
        solver, found = at.ctl.configuration.solver, []
        default, solver.heuristic = solver.heuristic, "Domain"
        try:
            deadline = time.monotonic() + asp.SOLVE_SECONDS * (1 if conflicts is None else CONFLICT_SAFETY)
            asp._solve(at.ctl, "legal --moves", lambda model: found.append(model.symbols(shown=True)), lits,
                       deadline)
        finally:
            solver.heuristic = default
        return [s.arguments[0] for s in found[0] if s.name == "move"] if found else None

    def answer(self, parts=(), assume=(), exclude=(), deadline=None, conflicts=None, shown=()):
        """The shown atoms of one answer set with the parts named switched on,
        the move atoms `assume` true and `exclude` false (symbols; an atom
        excluded that is no candidate is false anyway); None if there is
        none.  Bounded by `deadline` (time.monotonic()), else
        asp.SOLVE_SECONDS (SearchLimit past it); `shown`: shown atoms
        (symbols, say roll(K, V)) assumed true as well.  Used by goal proving
        (fitl.prove): whether a move with a property exists, and which.
        With `conflicts`: the optimum of the parts' weak constraints, or the
        best answer found within that many conflicts (the same on any
        machine); None if none was found within them."""
        if self.broken:
            return None
        lits = self._assume(assume, parts)
        if lits is None:
            return None
        lits += [-lit for sym in exclude for lit in [self.literal.get(clingo.Function("move", [sym]))]
                 if lit is not None]
        for sym in shown:
            if sym not in self.literal:
                return None
            lits.append(self.literal[sym])
        self._configure(models=0 if conflicts else 1, optimise=bool(conflicts), conflicts=conflicts)
        found = []
        result = asp._solve(self.ctl, "prove", lambda model: found.append(model.symbols(shown=True)), lits, deadline)
        return found[-1] if found and (result.satisfiable or conflicts) else None

    def add_facts(self, prefix, facts):
        """Lines of facts, grounded once as `prefix`_name(...), for the parts
        that read them (add: `shared`), e.g. a position's inputs many parts
        read; again with the same prefix: nothing.  They are grounded with
        the next part added (_ground: only a part added after them reads them).
        Facts clingo refuses: FitlError naming them, and the Session goes on
        without them (_failed)."""
        if self.broken or prefix in self.shared:
            return
        lines = [line.strip() for line in facts.splitlines() if line.strip()]
        asp._messages.clear()
        try:
            self.ctl.add(prefix, [], "\n".join(f"{prefix}_{line}" for line in lines))
        except RuntimeError:
            raise self._failed(f"facts {prefix}") from None
        self.shared_facts[prefix] = facts
        self.shared[prefix] = frozenset(line.split("(", 1)[0].rstrip(".") for line in lines)
        self.pending.append(prefix)
        self.added.append(("facts", prefix))

    def _ground(self, part):
        """Ground program part `part` with the facts added (add_facts) not
        grounded yet, in one ground call: each call costs clingo time of its
        own, 5-10 ms in a Session that holds parts (docs/queries.md, branch
        session18)."""
        todo, self.pending = [(name, []) for name in (*self.pending, part)], []
        self.ctl.ground(todo, context=asp._CONTEXT)

    def _failed(self, what, pending=()):
        """The one-line FitlError for `what` (facts or a part) that clingo
        refused, once the Control is made again without it: clingo keeps a
        statement it refused and would refuse every later call of this
        Control (docs/queries.md, branch session19).  `pending`: the facts
        grounded in the same call as a part (_ground); if they fail alone,
        the error is theirs, and the Session goes on without them."""
        error = FitlError(f"error in session {what}: " + _detail())
        held = {prefix: self.shared_facts[prefix] for prefix in pending}
        self._rebuild(leave=held)
        if held:
            for prefix, facts in held.items():
                self.add_facts(prefix, facts)
            asp._messages.clear()
            try:
                self.ctl.ground([(prefix, []) for prefix in self.pending], context=asp._CONTEXT)
                self.pending = []
            except RuntimeError:
                error = FitlError(f"error in session facts {', '.join(held)}: " + _detail())
                self._rebuild(leave=held)
        return error

    def _rebuild(self, leave=()):
        """This Session's Control made afresh with the facts and parts it
        holds, in the order they were added, but the facts `leave` (a part
        that failed is not among them yet)."""
        fresh = Session(*self.query)
        for kind, key in self.added:
            if kind == "facts" and key not in leave:
                fresh.add_facts(key, self.shared_facts[key])
            elif kind == "part":
                fresh.add(key, *self.parts[key])
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def add(self, name, text, facts="", shared=None):
        """Ground the program part `text` (ASP: rules, constraints, weak
        constraints over this position's atoms; a text or a tuple of texts,
        as the files it reads, each parsed once per process) and `facts` (lines of facts
        the part reads, e.g. its own copy of inputs) once, under the name
        `name` (a clingo term, e.g. 'np_vc_rally_1'), switched off until a
        question names it (best, exists, moves: `parts`).  The atoms the part
        defines are its own: each part's are renamed apart (clingo lets an
        atom be defined in one ground step only), so that parts may define
        the same names; `shared`: the prefix of facts added with add_facts,
        which the part reads under their own names."""
        if name in self.parts:
            raise FitlError(f"session part {name} is already added")
        if self.broken:
            self.parts[name] = (text, facts, shared)
            return
        part = f"session_{len(self.parts)}"
        lines = [line for line in facts.splitlines() if line.strip()]
        fact_names = frozenset(line.split("(", 1)[0].rstrip(".").strip() for line in lines)
        try:
            program, own = _part_program(text)       # (a text or name clingo cannot parse: the Control untouched)
            switch = str(_switch(name).arguments[0])
        except RuntimeError:
            raise FitlError(f"error in session part {name}: " + _detail()) from None
        pending = tuple(self.pending)
        asp._messages.clear()
        try:
            own, read = own | fact_names, self.shared.get(shared, frozenset())
            rename = lambda m: (f"{part}_" if m[1] in own else f"{shared}_" if m[1] in read else "") + m[1]
            program = _NAMED.sub(rename, program).replace(_PART, part).replace(_SWITCH, switch)
            shown = frozenset(_SHOWN.findall(program))
            free = "\n".join(f'session_free({switch}, "{rename((None, n))}")' + (f" :- session_part({switch})." if
                             rename((None, n)) in shown else ".") for n in sorted(own))
            self.ctl.add(part, [], program + "\n" + free + "\n"
                         + "\n".join(f"{part}_{line.strip()}" for line in lines))
            self._ground(part)
        except RuntimeError:
            raise self._failed(f"part {name}", pending) from None
        self.parts[name] = (text, facts, shared)
        self.added.append(("part", name))

    def exists(self, name, assume=()):
        """Whether some legal move meets the constraints of the part `name`
        (add), its weak constraints ignored."""
        if self.broken:
            return False
        lits = self._assume(assume, (name,))
        if lits is None:
            return False
        self._configure(models=1)
        return asp._solve(self.ctl, f"some move ({name})", None, lits).satisfiable

    def best(self, name, assume=(), conflicts=None, strategy="bb,lin"):
        """The legal move that is optimal under the weak constraints of the
        part `name` (add), as a list of move atoms, with its cost (clingo's
        priority levels, highest first); None if there is no legal move.  The
        part's other shown atoms (its #show statements) are in `shown` after
        it.  The part's weak constraints must order the moves completely (the lowest
        level a tie-break of the caller's dice), or the move among equal ones
        is the solver's.  With `conflicts`, the search stops after that many
        conflicts (the same on any machine) with the best move found so far,
        its optimality not proven (if none was found by then, the first move
        found without that bound, unordered).  The answer is then the same on
        any machine under any load: the time bound (asp.SOLVE_SECONDS, or
        CONFLICT_SAFETY times it with `conflicts`, a net for a search whose
        conflicts come slowly) raises SearchLimit rather than give the best
        move found by then, which would depend on the machine's speed.
        `strategy`: clingo's optimisation strategy (a proven optimum's cost is
        the same under any)."""
        if self.broken:
            return None
        lits = self._assume(assume, (name,))
        if lits is None:
            return None
        self._configure(models=0, optimise=True, conflicts=conflicts, strategy=strategy)
        best, others = [], []

        def take(model):             # (not a method of self: the Control keeps it, self would be a cycle)
            shown = model.symbols(shown=True)
            best[:] = [[s.arguments[0] for s in shown if s.name == "move"], model.cost]
            others[:] = [s for s in shown if s.name != "move"]

        deadline = None if conflicts is None else time.monotonic() + CONFLICT_SAFETY * asp.SOLVE_SECONDS
        result = asp._solve(self.ctl, f"best move ({name})", take, lits, deadline)
        if not best and not result.unsatisfiable and conflicts is not None:
            self._configure(models=1)                # (none found within the conflicts: the first one found)
            result = asp._solve(self.ctl, f"best move ({name})", take, lits, deadline)
        self.shown = others
        return (best[0], best[1]) if result.satisfiable and best else None


def _detail():
    """clingo's messages since asp._messages was cleared, one line."""
    return "; ".join(m.splitlines()[0] for m in asp._messages) or "unknown error"


@functools.lru_cache(maxsize=1024)
def _switch(name):
    """The external atom that switches part `name` on (parsed once per name:
    every question assigns each part's)."""
    return clingo.Function("session_part", [clingo.parse_term(name) if isinstance(name, str) else name])


# Placeholders in a part's program text (_part_program): its program name,
# its switch's name, and before each predicate name a mark (_NAMED finds the
# name), so that each part renames its own names in the text.
_PART, _SWITCH, _MARK = "session_part_placeholder", "session_switch_placeholder", "session_name_placeholder_"
_NAMED = re.compile(_MARK + "([A-Za-z0-9_']*)")
_SHOWN = re.compile(r"#show ([A-Za-z0-9_']+)/")


@functools.lru_cache(maxsize=256)
def _part_program(text):
    """A part's text as a program of its own (Session.add), and the
    predicate names it defines: each predicate name marked (_MARK), each
    rule guarded by the switch session_part(_SWITCH), in program _PART;
    the placeholders then replaced by each part's own names (clingo reads
    the text back at once).  `text`: a text or a tuple of texts (say, a
    part's files), each parsed and rewritten once per process (the texts
    recur from position to position, and a file from part to part)."""
    done = [_chunk_program(chunk) for chunk in (_HEADER, *(text if isinstance(text, tuple) else (text,)))]
    return "\n".join(p for p, _ in done if p), frozenset().union(*(d for _, d in done))


_HEADER = f"#program {_PART}.\n#external session_part({_SWITCH})."


@functools.lru_cache(maxsize=512)
def _chunk_program(text):
    """One text's statements rewritten for _part_program (a statement's
    rewriting reads no other), and the predicate names it defines; from the
    disk cache (fitl.cache) when the text, the framing and the code are
    those it was made from: the rewriting walks every statement in Python,
    most of a one-shot `fitl np`."""
    k = cache.key(b"session part 2", text.encode(), asp._frame_text())
    found = cache.load(k)
    if (type(found) is list and len(found) == 2 and type(found[0]) is str and type(found[1]) is list
            and set(map(type, found[1])) <= {str} and "#script" not in found[0] and "#include" not in found[0]):
        return found[0], frozenset(found[1])
    out = _chunk_rewritten(text)
    cache.store(k, (out[0], sorted(out[1])))
    return out


def _chunk_rewritten(text):
    stms = []
    asp._messages.clear()
    clingo.ast.parse_string(text, stms.append, logger=asp._on_message)
    sym = clingo.parse_term(f"session_part({_SWITCH})")
    # (stms[0] is the `#program base.` every parse begins with.  A part reads
    # the framed values at later steps through at/3, as the rule files do,
    # fitl.program: a space out of the move's scope has none of its own.)
    framed = asp._framed()
    return ("\n".join(str(_guarded(_Renamer()(program.framed_rule(stm, framed)), sym)) for stm in stms[1:]),
            frozenset(_defined(stms)))


def _free_head(stm):
    """The predicate name of a rule whose head is one plain atom (not a
    choice, a disjunction, a constraint or a negated atom), else None."""
    if stm.ast_type != clingo.ast.ASTType.Rule:
        return None
    h = stm.head
    if h.ast_type != clingo.ast.ASTType.Literal or h.sign != clingo.ast.Sign.NoSign \
            or h.atom.ast_type != clingo.ast.ASTType.SymbolicAtom or h.atom.symbol.ast_type != clingo.ast.ASTType.Function:
        return None
    return h.atom.symbol.name


def _defined(stms):
    """The predicate names the heads of `stms` define."""
    out = set()

    def head(atom):
        if atom.ast_type == clingo.ast.ASTType.SymbolicAtom:
            for sym in _functions(atom.symbol):
                out.add(sym.name)

    for stm in stms:
        if stm.ast_type != clingo.ast.ASTType.Rule:
            continue
        h = stm.head
        if h.ast_type == clingo.ast.ASTType.Literal:
            head(h.atom)
        elif h.ast_type in (clingo.ast.ASTType.Aggregate, clingo.ast.ASTType.Disjunction):
            for e in h.elements:
                lit = e.literal if hasattr(e, "literal") else e
                head(lit.atom)
    return out


def _functions(sym):
    """The predicate terms of an atom's symbol: itself, or a pool's
    alternatives (`p(a; b)`)."""
    if sym.ast_type == clingo.ast.ASTType.Function:
        return [sym]
    if sym.ast_type == clingo.ast.ASTType.Pool:
        return [f for f in sym.arguments if f.ast_type == clingo.ast.ASTType.Function]
    return []


class _Renamer(clingo.ast.Transformer):
    """Marks every predicate name (_MARK before it)."""

    def visit_SymbolicAtom(self, atom):
        sym = atom.symbol
        if sym.ast_type == clingo.ast.ASTType.Function:
            return atom.update(symbol=sym.update(name=_MARK + sym.name))
        if sym.ast_type == clingo.ast.ASTType.Pool:     # p(a; b): each alternative
            return atom.update(symbol=sym.update(arguments=[
                f.update(name=_MARK + f.name) if f.ast_type == clingo.ast.ASTType.Function else f
                for f in sym.arguments]))
        return atom

    def visit_ShowSignature(self, stm):
        return stm.update(name=_MARK + stm.name)

    def __call__(self, stm):
        return self.visit(stm)


def _guarded(stm, switch):
    """A statement with the literal `switch` added to its body (rules,
    constraints, weak constraints); other statements as they are.  A rule
    whose head is one plain atom gets instead session_free(Switch, Name)
    (Name its predicate's, marked): Session.add makes that a fact where
    nothing shows the predicate, so the rule holds with its part switched
    off as well.  Its atom is the part's own (renamed apart), read only by
    the part's rules, whose constraints, weak constraints and shown atoms
    stay switched: the same answers, and a rule over the position alone
    grounds to facts once, not to rules each stage re-grounds."""
    kind = stm.ast_type
    if kind not in (clingo.ast.ASTType.Rule, clingo.ast.ASTType.Minimize):
        return stm
    loc = stm.location
    name = _free_head(stm)
    if name is not None:
        switch = clingo.Function("session_free", [switch.arguments[0], clingo.String(name)])
    lit = clingo.ast.Literal(loc, clingo.ast.Sign.NoSign,
                             clingo.ast.SymbolicAtom(clingo.ast.SymbolicTerm(loc, switch)))
    return stm.update(body=[*stm.body, lit])
