"""Rewrites of the parsed rules that change how much clingo grounds, never what
the rules mean.  The rules in asp/ stay as a rules designer writes them.

Framing.  A per-space value at a step (cnt/4, has_piece/3, ctrl/3, ...;
the framed/2 facts of asp/actions/frame.lp) is worked out afresh only for the
spaces a move may change (live/2); the other spaces keep their step-0 values
(still/2) and get no atoms at later steps.  A rule that reads such a value
at a step T other than 0 reads it through at(T, S, U), the step whose value
space S has at step T (asp/actions/frame.lp):

    foo(t, S) :- cnt(t, S, K, N), N > 0.
    % is grounded as
    foo(t, S) :- at(t, S, U), cnt(U, S, K, N), N > 0.

The rules that define a framed predicate are left as written.

Slicing.  A query grounds only the statements the predicates it reads depend
on (and, when it judges legality, those the constraints depend on).

Pruning.  A statement whose body needs an atom that no fact of the query and
no live rule can give is left out (see Pruner).

>>> import clingo.ast
>>> stms = []
>>> clingo.ast.parse_string("foo(t, S) :- cnt(t, S, K, N), N > 0.", stms.append)
>>> str(framed_rule(stms[1], {("cnt", 4)}))
'foo(t,S) :- at(t,S,FitlStep1); cnt(FitlStep1,S,K,N); N > 0.'
"""

import collections
import functools
import itertools
import re

import clingo
import clingo.ast

A = clingo.ast.ASTType


# --- framing ---------------------------------------------------------------------------
class _Framer:
    def __init__(self, framed):
        self.framed = framed
        self.n = 0

    def _fresh(self, loc):
        self.n += 1
        return clingo.ast.Variable(loc, f"FitlStep{self.n}")

    def _redirect(self, lit):
        """[at literal, rewritten literal] for a framed literal, else None."""
        if lit.ast_type != A.Literal or lit.atom.ast_type != A.SymbolicAtom:
            return None
        fn = lit.atom.symbol
        if fn.ast_type != A.Function or (fn.name, len(fn.arguments)) not in self.framed:
            return None
        step, space, *rest = fn.arguments
        if step.ast_type == A.SymbolicTerm and step.symbol == clingo.Number(0):
            return None
        loc = lit.location
        if step.ast_type == A.Variable and step.name == "_":
            step = self._fresh(loc)
        if space.ast_type == A.Variable and space.name == "_":
            space = self._fresh(loc)
        u = self._fresh(loc)
        at = clingo.ast.Literal(loc, clingo.ast.Sign.NoSign,
                                clingo.ast.SymbolicAtom(clingo.ast.Function(loc, "at", [step, space, u], False)))
        return [at, lit.update(atom=lit.atom.update(symbol=fn.update(arguments=[u, space, *rest])))]

    def literals(self, lits):
        out = []
        for lit in lits:
            if lit.ast_type == A.ConditionalLiteral:
                out.append(self.conditional(lit))
                continue
            red = self._redirect(lit)
            if red:
                out.extend(red)
            elif lit.ast_type == A.Literal and lit.atom.ast_type in (A.BodyAggregate, A.Aggregate):
                out.append(lit.update(atom=self.aggregate(lit.atom)))
            else:
                out.append(lit)
        return out

    def conditional(self, cl, in_head=False):
        """A conditional literal: its condition is read; so is its literal,
        unless it stands in a head (then it is derived, not read)."""
        cond = self.literals(cl.condition)
        red = None if in_head else self._redirect(cl.literal)
        if red:
            return cl.update(literal=red[1], condition=[red[0], *cond])
        return cl.update(condition=cond)

    def aggregate(self, agg, in_head=False):
        elems = []
        for e in agg.elements:
            if e.ast_type == A.ConditionalLiteral:
                elems.append(self.conditional(e, in_head))
            elif e.ast_type == A.HeadAggregateElement:
                elems.append(e.update(condition=self.conditional(e.condition, in_head)))
            else:
                elems.append(e.update(condition=self.literals(e.condition)))
        return agg.update(elements=elems)

    def head(self, head):
        if head.ast_type in (A.Aggregate, A.HeadAggregate, A.Disjunction):
            return self.aggregate(head, in_head=True)
        return head


def _defines_framed(head, framed):
    return (head.ast_type == A.Literal and head.atom.ast_type == A.SymbolicAtom
            and head.atom.symbol.ast_type == A.Function
            and (head.atom.symbol.name, len(head.atom.symbol.arguments)) in framed)


def framed_rule(stm, framed):
    """A statement with its reads of framed values at later steps going
    through at/3 (unchanged if it defines a framed predicate)."""
    if not framed or not {n for n, _ in framed} & names(stm):
        return stm
    f = _Framer(framed)
    if stm.ast_type == A.Rule:
        if _defines_framed(stm.head, framed):
            return stm
        return stm.update(head=f.head(stm.head), body=f.literals(stm.body))
    if stm.ast_type in (A.Minimize, A.ShowTerm, A.External):
        return stm.update(body=f.literals(stm.body))
    return stm


def framed_declared(stms):
    """The (name, arity) pairs of framed(Name, Arity) facts."""
    out = set()
    for stm in stms:
        if stm.ast_type != A.Rule or stm.body or stm.head.ast_type != A.Literal:
            continue
        sym = getattr(stm.head.atom, "symbol", None)
        if (sym is not None and sym.ast_type == A.Function and sym.name == "framed"
                and len(sym.arguments) == 2):
            name, arity = sym.arguments
            out.add((str(name), int(str(arity))))
    return out


def as_constraint(stm, name, arity):
    """A rule deriving name/arity as the integrity constraint of its body
    (any other statement as it is): where such an atom only ever means "no
    answer" (legal mode's rules broken, fail/4), the grounder then makes no
    atom of it.

    >>> stms = []
    >>> clingo.ast.parse_string('fail(t, r, "3.1", X) :- p(X).', stms.append)
    >>> str(as_constraint(stms[1], "fail", 4))
    '#false :- p(X).'
    """
    if stm.ast_type != A.Rule or stm.head.ast_type != A.Literal or stm.head.sign != clingo.ast.Sign.NoSign:
        return stm
    atom = stm.head.atom
    if (atom.ast_type != A.SymbolicAtom or atom.symbol.ast_type != A.Function or atom.symbol.name != name
            or len(atom.symbol.arguments) != arity):
        return stm
    return stm.update(head=clingo.ast.Literal(stm.location, clingo.ast.Sign.NoSign, clingo.ast.BooleanConstant(False)))


def part_key(stm):
    """(name, parameter names) of a #program directive; None for any other
    statement."""
    if stm.ast_type != A.Program:
        return None
    return (stm.name, tuple(p.name for p in stm.parameters))


def compact(stms, parts=None):
    """The statements without the #program directives that change nothing
    (one followed by another, or one opening the part already open), which
    slicing leaves many of (every file opens with one).  A tuple.  `parts`:
    part_key of each statement, if known.

    >>> stms = []
    >>> clingo.ast.parse_string("#program base. #program step(t). a(t). #program step(t). b(t).", stms.append)
    >>> [str(s) for s in compact(stms)]
    ['#program step(t).', 'a(t).', 'b(t).']
    """
    if parts is None:
        parts = [part_key(s) for s in stms]
    out, part, pending = [], ("base", ()), None
    for stm, key in zip(stms, parts):
        if key is not None:
            pending = (stm, key)
            continue
        if pending is not None:
            if pending[1] != part:
                out.append(pending[0])
                part = pending[1]
            pending = None
        out.append(stm)
    return tuple(out)


# --- slicing ----------------------------------------------------------------------------
_NAME = re.compile(r"(?<![A-Za-z0-9_#'])([a-z_][A-Za-z0-9_']*)")


def names(node):
    """The lower-case names in a statement's text (predicates and constants)."""
    return frozenset(_NAME.findall(str(node)))


def _signatures(lits, out):
    """Add the (name, arity) of every atom in a list of literals, aggregates
    and conditional literals included, to `out`."""
    for lit in lits:
        t = lit.ast_type
        if t == A.ConditionalLiteral:
            _signatures([lit.literal], out)
            _signatures(lit.condition, out)
        elif t == A.Literal:
            atom = lit.atom
            at = atom.ast_type
            if at == A.SymbolicAtom:
                _symbol(atom.symbol, out)
            elif at in (A.BodyAggregate, A.Aggregate):
                for e in atom.elements:
                    if e.ast_type == A.ConditionalLiteral:
                        _signatures([e], out)
                    else:
                        _signatures(e.condition, out)
    return out


def _symbol(sym, out):
    t = sym.ast_type
    if t == A.Function:
        out.add((sym.name, len(sym.arguments)))
    elif t == A.Pool:
        for x in sym.arguments:
            _symbol(x, out)
    elif t == A.UnaryOperation:                       # classical negation
        _symbol(sym.argument, out)


def _head(head, defined, used):
    t = head.ast_type
    if t == A.Literal:
        _signatures([head], defined)
    elif t == A.HeadAggregate:
        for e in head.elements:
            _signatures([e.condition.literal], defined)
            _signatures(e.condition.condition, used)
    else:                                             # choice, disjunction
        for e in head.elements:
            _signatures([e.literal], defined)
            _signatures(e.condition, used)


def role(stm):
    """(kind, predicates defined, predicates used) of a statement: kind is
    'rule', 'show' (a #show or #project signature), 'constraint' (an
    integrity or weak constraint, a #show term) or 'other' (#program, ...)."""
    t = stm.ast_type
    if t == A.Rule:
        head = stm.head
        used = _signatures(stm.body, set())
        if head.ast_type == A.Literal and head.atom.ast_type == A.BooleanConstant:
            return ("constraint", set(), used)
        defined = set()
        _head(head, defined, used)
        return ("rule", defined, used)
    if t in (A.Minimize, A.ShowTerm):
        return ("constraint", set(), _signatures(stm.body, set()))
    if t in (A.ShowSignature, A.ProjectSignature):
        return ("show", {(stm.name, stm.arity)}, set())
    if t == A.External:
        defined = set()
        _symbol(stm.atom.symbol, defined)
        return ("rule", defined, _signatures(stm.body, set()))
    return ("other", set(), set())


# --- narrowing hooks (docs/nonplayers.md "Speed") ----------------------------------------
HOOK = "narrowing_hook"


def hooks(stms):
    """The (name, arity) of each narrowing hook the statements declare, by a
    fact narrowing_hook(Name, Arity) next to its #defined (e.g. sweep_out/1,
    asp/operations/sweep.lp): a predicate a Non-player's rules may define to
    narrow what its Sessions ground, never to change the move (8.1.3)."""
    out = set()
    for stm in stms:
        if stm.ast_type != A.Rule or stm.body or stm.head.ast_type != A.Literal:
            continue
        sym = getattr(stm.head.atom, "symbol", None)
        if getattr(sym, "ast_type", None) == A.Function and sym.name == HOOK and len(sym.arguments) == 2:
            name, arity = map(str, sym.arguments)
            out.add((name, int(arity)))
    return frozenset(out)


def unhooked(roles, hooks):
    """Which statements (by their roles: a list of booleans) define no hook
    of `hooks`: without the others, every hook is left undefined."""
    return [not (kind == "rule" and defined & hooks) for kind, defined, _ in roles]


def sliced(roles, want, constraints=False):
    """Which statements (by their roles: a list of booleans) the predicates
    named in `want` depend on (through rule bodies, negation included), with
    their #show lines.  Without `constraints`, no constraint is kept: a
    derivation query reads values, never legality, so its answer on the
    wanted predicates is that of the whole program (whose only constraints
    concern moves, and are soft in check mode).  With `constraints`, every
    constraint is kept with what it depends on: the answers, and whether there
    is one, are those of the whole program on the wanted predicates."""
    uses, need, cons = {}, set(), set()
    for kind, defined, used in roles:
        if kind == "rule":
            for d in defined:
                s = uses.get(d)
                if s is None:
                    uses[d] = s = set()
                s.update(used)
        elif kind == "constraint":
            cons.update(used)
        for d in defined:
            if d[0] in want:
                need.add(d)
    if constraints:
        need |= cons
    stack = list(need)
    while stack:
        for q in uses.get(stack.pop(), ()):
            if q not in need:
                need.add(q)
                stack.append(q)
    return [kind == "other" or (kind in ("rule", "show") and not need.isdisjoint(defined))
            or (constraints and kind == "constraint") for kind, defined, _ in roles]


# --- pruning: rules that cannot fire ------------------------------------------------------
# A rule whose body needs an atom no fact or live rule can give never fires;
# it is left out before grounding (gringo would find the same, at a cost per
# rule).  Keys are predicate names; move/1, given/1, coup_phase/1 and the
# kinds of action op/1, sa/1 and did/1 are told apart by the name of their
# argument (move@pass, move@train, coup_phase@reset, op@train, did@pass, ...),
# its number of arguments (move@train#1 for a Train space, move@train#3 for
# what is placed there) and its constant arguments (move@advise/2=special),
# since the move and the Coup Round phase decide which rules matter; "move"
# alone stands for any move atom.  In legal mode the move atoms are the
# candidate/1 atoms (through choosable/1) and given/1 atoms: the rules that
# say so give the keys of those (_alias), not every key of move.  The constant
# `mode` (#const) is known per query: a comparison `mode = v` / `mode != v`
# is a key of its own.  Negative literals, aggregates and conditions never
# rule a statement out, so what is kept is a superset of what can fire.
REFINED = ("move", "given", "coup_phase", "op", "sa", "did", "option", "candidate", "choosable")


def _functor(term):
    """The name of a term's function symbol (pass, train, ...), or None."""
    if term.ast_type == A.Function:
        return term.name or None
    if term.ast_type == A.SymbolicTerm and term.symbol.type == clingo.SymbolType.Function:
        return term.symbol.name or None
    return None


def _arity(term):
    """The number of arguments of a function term (0 for a constant), or None."""
    if term.ast_type == A.Function:
        return len(term.arguments)
    if term.ast_type == A.SymbolicTerm and term.symbol.type == clingo.SymbolType.Function:
        return len(term.symbol.arguments)
    return None


def _constant(term):
    """The name of a constant term (no arguments), or None."""
    if term.ast_type == A.Function and not term.arguments:
        return term.name
    if term.ast_type == A.SymbolicTerm and term.symbol.type == clingo.SymbolType.Function \
            and not term.symbol.arguments:
        return term.symbol.name
    return None


def _arguments(term):
    """The arguments of a function term, each as a constant's name or None."""
    if term.ast_type == A.Function:
        return [_constant(x) for x in term.arguments]
    if term.ast_type == A.SymbolicTerm and term.symbol.type == clingo.SymbolType.Function:
        return [x.name if x.type == clingo.SymbolType.Function and not x.arguments else None
                for x in term.symbol.arguments]
    return []


def _need_keys(sym):
    """The keys a positive body atom needs: its name; for a refined one, the
    name of its argument's function and each constant argument of that
    (move(advise(S, assault)) needs move@advise and move@advise/2=assault)."""
    if sym.ast_type != A.Function:
        return ()
    if sym.name in REFINED and len(sym.arguments) == 1:
        f = _functor(sym.arguments[0])
        if not f:
            return (sym.name,)
        return (f"{sym.name}@{f}", f"{sym.name}@{f}#{_arity(sym.arguments[0])}",
                *(f"{sym.name}@{f}/{i}={c}" for i, c in enumerate(_arguments(sym.arguments[0]), start=1) if c))
    return (sym.name,)


def _give_keys(sym, out):
    """The keys a head atom can give (an argument that is not a constant
    gives every key of its position: move@advise/2=*)."""
    t = sym.ast_type
    if t == A.Pool:
        for x in sym.arguments:
            _give_keys(x, out)
    elif t == A.Function:
        if sym.name in REFINED and len(sym.arguments) == 1:
            f = _functor(sym.arguments[0])
            out.add(f"{sym.name}@{f}" if f else f"{sym.name}@*")
            if f:
                out.add(f"{sym.name}@{f}#{_arity(sym.arguments[0])}")
            for i, c in enumerate(_arguments(sym.arguments[0]) if f else (), start=1):
                out.add(f"{sym.name}@{f}/{i}={c or '*'}")
        out.add(sym.name)


def _refined_variable(lit):
    """(name, variable) of a positive literal name(V), name refined, else None."""
    if lit.ast_type != A.Literal or lit.sign != clingo.ast.Sign.NoSign or lit.atom.ast_type != A.SymbolicAtom:
        return None
    sym = lit.atom.symbol
    if (sym.ast_type == A.Function and sym.name in REFINED and len(sym.arguments) == 1
            and sym.arguments[0].ast_type == A.Variable):
        return sym.name, sym.arguments[0].name
    return None


def _alias(stm):
    """(N, M) for a rule that makes an atom N(X) of each atom M(X), both
    refined: move(X) :- given(X). or { move(X) : candidate(X) }.  Its head
    gives the keys of N that the keys of M say (N@F for each M@F), not every
    key of N."""
    head = stm.head
    if head.ast_type == A.Literal:
        got, conds = _refined_variable(head), stm.body
    elif head.ast_type == A.Aggregate and len(head.elements) == 1:
        got, conds = _refined_variable(head.elements[0].literal), head.elements[0].condition
    else:
        return None
    if got is None:
        return None
    for lit in conds:
        src = _refined_variable(lit)
        if src is not None and src[1] == got[1] and src[0] != got[0]:
            return got[0], src[0]
    return None


def _mode_key(cmp):
    """'mode=v' or 'mode!=v' for a comparison of the constant mode."""
    if len(cmp.guards) != 1:
        return None
    g = cmp.guards[0]
    left, right = _constant(cmp.term), _constant(g.term)
    if right == "mode":
        left, right = right, left
    if left != "mode" or right is None:
        return None
    op = {clingo.ast.ComparisonOperator.Equal: "=", clingo.ast.ComparisonOperator.NotEqual: "!="}.get(g.comparison)
    return f"mode{op}{right}" if op else None


def requirements(stm):
    """(kind, keys given, keys needed) of a statement; kind 'rule' (gives
    its head keys), 'cond' (a constraint, #minimize or #show term: kept if its
    needs can be met) or 'other' (always kept)."""
    t = stm.ast_type
    if t not in (A.Rule, A.Minimize, A.ShowTerm, A.External):
        return ("other", frozenset(), frozenset())
    need = set()
    for lit in stm.body:
        if lit.ast_type != A.Literal or lit.sign != clingo.ast.Sign.NoSign:
            continue
        if lit.atom.ast_type == A.SymbolicAtom:
            need.update(_need_keys(lit.atom.symbol))
        elif lit.atom.ast_type == A.Comparison:
            k = _mode_key(lit.atom)
            if k:
                need.add(k)
    give = set()
    if t == A.External:
        _give_keys(stm.atom.symbol, give)
        return ("rule", frozenset(give), frozenset(need))
    if t != A.Rule:
        return ("cond", frozenset(), frozenset(need))
    head = stm.head
    alias = _alias(stm)
    if alias:
        return ("rule", frozenset((alias[0], f"alias:{alias[0]}<{alias[1]}")), frozenset(need))
    if head.ast_type == A.Literal:
        if head.atom.ast_type != A.SymbolicAtom:
            return ("cond", frozenset(), frozenset(need))
        _give_keys(head.atom.symbol, give)
    else:
        for e in head.elements:
            lit = e.condition.literal if head.ast_type == A.HeadAggregate else e.literal
            if lit.atom.ast_type == A.SymbolicAtom:
                _give_keys(lit.atom.symbol, give)
    return ("rule", frozenset(give), frozenset(need))


def fact_keys(facts):
    """The keys that facts (as the host writes them) give."""
    out = set()
    for m in _FACT.finditer(facts):
        out.update(_fact_key(m.group(1), m.group(2), facts, m.end()))
    return out


def _fact_key(name, inner, text, end):
    """The keys of a fact name(inner...) in `text`, inner ending at `end`."""
    if name not in REFINED:
        return (name,)
    if not inner:
        return (name, f"{name}@*")
    if text.startswith("(", end):
        args = _argument_texts(text, end + 1)
        return (name, f"{name}@{inner}", f"{name}@{inner}#{len(args)}",
                *(f"{name}@{inner}/{i}={a}" for i, a in enumerate(args, start=1) if _IDENT.fullmatch(a)))
    return (name, f"{name}@{inner}", f"{name}@{inner}#0")


_FACT = re.compile(r"(?:^|\.)\s*([a-z_][A-Za-z0-9_]*)(?:\(\s*([a-z_][A-Za-z0-9_]*)?)?")
_LINE = re.compile(r"([a-z_][A-Za-z0-9_]*)(?:\(\s*([a-z_][A-Za-z0-9_]*)?|\.$)")


def fact_lines(facts):
    """A facts text as (its lines, the predicate each states, None for a line
    that is not one fact, and the keys they give (fact_keys)), in one pass.

    >>> lines, names, keys = fact_lines("move(pass).\\npieces(hue,arvn_police,2).\\na. b.")
    >>> names, sorted(keys)
    (['move', 'pieces', None], ['a', 'b', 'move', 'move@pass', 'move@pass#0', 'pieces'])
    >>> sorted(fact_lines("move(advise(hue,special)).")[2])
    ['move', 'move@advise', 'move@advise#2', 'move@advise/1=hue', 'move@advise/2=special']
    """
    lines = facts.split("\n")
    names, keys, seen = [], set(), _lines_read
    if len(seen) > 200_000:
        seen.clear()
    for line in lines:
        got = seen.get(line)
        if got is None:
            got = seen[line] = _fact_line(line)
        names.append(got[0])
        keys.update(got[1])
    return lines, names, keys


# A line of facts -> what it states (_fact_line), read once per process: a
# state's facts are new text at each move, but most of its lines recur.
_lines_read = {}


def _fact_line(line):
    """(The predicate a line of facts states, None unless it is one fact; the
    keys it gives)."""
    m = _LINE.match(line)
    if m is None or line.count(".") != 1:
        return None, tuple(fact_keys(line))
    return m.group(1), _fact_key(m.group(1), m.group(2), line, m.end())


def _argument_texts(text, start):
    """The arguments (stripped texts) of a function whose arguments begin in
    `text` at `start`."""
    args, depth = [], 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            if depth == 0:
                args.append(text[start:i].strip())
                break
            depth -= 1
        elif ch == "," and depth == 0:
            args.append(text[start:i].strip())
            start = i + 1
    return args


_IDENT = re.compile(r"[a-z_][A-Za-z0-9_]*")


_NEVER = ("never",)
_in_mode = {}             # mode -> {needed keys -> those left to wait for, or _NEVER}


def _needs_in_mode(mode):
    """The cache of _need_in_mode for one mode: statements' needs are shared
    by every Pruner over the same rule files, so each is read once a process."""
    got = _in_mode.get(mode)
    if got is None:
        got = _in_mode[mode] = {}
    return got


def _need_in_mode(need, mode):
    """The keys of `need` a statement waits for in `mode` (its mode keys met
    already; `need` itself if it has none), or _NEVER if a mode key rules it
    out."""
    out = []
    for k in need:
        if k.startswith("mode=") or k.startswith("mode!="):
            if (k[5:] == mode) if k.startswith("mode=") else (k[6:] != mode):
                continue
            return _NEVER
        out.append(k)
    return need if len(out) == len(need) else tuple(out)


@functools.lru_cache(maxsize=None)
def _prefixes(k):
    """A key's prefixes up to each '@' or '=' in it (move@advise/2=, ...)."""
    return tuple(k[:j + 1] for j, c in enumerate(k) if c in "@=")


@functools.lru_cache(maxsize=None)
def _alias_pairs(give):
    """(M, N) of each alias key (alias:N<M, _alias) among the keys a rule gives."""
    return tuple(tuple(reversed(k[6:].split("<"))) for k in give if k.startswith("alias:"))


class Pruner:
    """Which statements (by their requirements) can matter given the keys a
    query's facts give, for one list of statements and one mode; the keys
    always present (static knowledge) are propagated once, here.
    (Counter-based propagation: each rule waits for its needs.)"""

    def __init__(self, reqs, mode, always=(), state=None):
        self.reqs = reqs
        self.other = [kind == "other" for kind, _, _ in reqs]
        self.restored = state is not None and self._restore(state)
        if self.restored:
            return
        waiting = collections.defaultdict(list)   # key -> rules that need it
        self.missing = missing = [0] * len(reqs)
        needs = _needs_in_mode(mode)
        for i, (_, _, need) in enumerate(reqs):
            got = needs.get(need)
            if got is None:
                got = needs[need] = _need_in_mode(need, mode)
            if got is _NEVER:
                missing[i] = -1                   # never
                continue
            missing[i] = len(got)
            for k in got:
                waiting[k].append(i)
        self.waiting = waiting = dict(waiting)
        # the keys awaited by each of their prefixes up to an '@' or '=', in
        # the order of `waiting` (an "any" key, move@*, wakes those of its own)
        self.by_prefix = {}
        for k in waiting:
            for prefix in _prefixes(k):
                self.by_prefix.setdefault(prefix, []).append(k)
        self.have = set()
        self.live = [False] * len(reqs)
        self.aliases = {}                         # M -> N: alias rules live (_alias)
        # every alias rule, live or not: a key it may map is relevant (relevant())
        self.any_alias = dict(pair for _, give, _ in reqs for pair in _alias_pairs(give))
        self._run(self.missing, self.have, self.live, always,
                  [i for i, m in enumerate(self.missing) if m == 0], self.aliases)
        # the statements kept whatever the query's keys: live already, or 'other'
        self.always_kept = [i for i, (ok, other) in enumerate(zip(self.live, self.other)) if ok or other]
        # the refined keys still awaited, by prefix (move@, given@, ...): a
        # fact's "any" key (move@*) matters if one of them is
        self.prefixes = {k[:k.index("@") + 1] for k in self.waiting if "@" in k and k not in self.have}

    _FIELDS = ("missing", "waiting", "by_prefix", "have", "live", "aliases", "any_alias", "always_kept", "prefixes")

    def state(self):
        """What the Pruner worked out from its statements, mode and keys
        always present, as JSON data (fitl.cache): Pruner(reqs, mode, always,
        state) takes it back instead of working it out again."""
        return [sorted(x) if isinstance(x, set) else x for x in (getattr(self, f) for f in self._FIELDS)]

    def _restore(self, data):
        """Take back a state() of a Pruner over the same statements; False
        (nothing taken) unless it is of the shape state() gives."""
        try:
            missing, waiting, by_prefix, have, live, aliases, any_alias, always_kept, prefixes = data
            n = len(self.reqs)
            # (each check over a whole list at once: a process restores a dozen states of thousands of entries)
            ints = lambda xs, low, top: (type(xs) is list and set(map(type, xs)) <= {int}
                                         and (not xs or (min(xs) >= low and max(xs) < top)))
            lists = lambda xs: set(map(type, xs)) <= {list}
            strs = lambda xs: type(xs) is list and set(map(type, xs)) <= {str}
            names = lambda d: type(d) is dict and set(map(type, d.values())) <= {str}
            if not (ints(missing, -1, n + 1) and len(missing) == n and type(live) is list and len(live) == n
                    and set(map(type, live)) <= {bool} and ints(always_kept, 0, n)
                    and type(waiting) is dict and lists(waiting.values())
                    and ints(list(itertools.chain.from_iterable(waiting.values())), 0, n)
                    and type(by_prefix) is dict and lists(by_prefix.values())
                    and strs(list(itertools.chain.from_iterable(by_prefix.values())))
                    and strs(have) and strs(prefixes) and names(aliases) and names(any_alias)):
                return False
        except (TypeError, ValueError):
            return False
        self.missing, self.waiting, self.by_prefix, self.live = missing, waiting, by_prefix, live
        self.have, self.aliases, self.any_alias = set(have), aliases, any_alias
        self.always_kept, self.prefixes = always_kept, set(prefixes)
        return True

    def _run(self, missing, have, live, keys, queue, aliases, woken=None):
        """Give `keys`, then make live every statement whose needs are all
        met (those of `queue` first), in `live`; each one made so is added
        to `woken` too (a list), if given."""
        waiting, reqs, by_prefix = self.waiting, self.reqs, self.by_prefix

        def give(k):
            if k in have:
                return
            if k.startswith("alias:"):
                dst, src = k[6:].split("<")
                aliases[src] = dst
                have.add(k)
                for x in [x for x in have if x.startswith(src + "@")]:
                    give(dst + x[len(src):])
                return
            have.add(k)
            src = k.split("@", 1)[0]
            if src in aliases and "@" in k:
                give(aliases[src] + k[len(src):])
            keys = [k]
            if k.endswith(("@*", "=*")):           # any move atom: every move@F (any value there)
                prefix = k[:-1]
                keys += [x for x in by_prefix.get(prefix, ()) if x not in have]
                have.update(keys)
            for x in keys:
                for i in waiting.get(x, ()):
                    missing[i] -= 1
                    if missing[i] == 0:
                        queue.append(i)

        for k in keys:
            give(k)
        while queue:
            i = queue.pop()
            if live[i]:
                continue
            live[i] = True
            if woken is not None:
                woken.append(i)
            if reqs[i][0] == "rule":
                for k in reqs[i][1]:
                    give(k)

    def relevant(self, present):
        """The keys of `present` that can change what keep() answers (the
        others no statement waits for, or are given already)."""
        waiting, have = self.waiting, self.have
        return frozenset(k for k in present if k not in have and (
            self._awaited(k) or self._awaited(self._aliased(k))))

    def _aliased(self, k):
        src = k.split("@", 1)[0]
        return self.any_alias[src] + k[len(src):] if "@" in k and src in self.any_alias else None

    def _awaited(self, k):
        return k is not None and (k in self.waiting or (k.endswith("@*") and k[:-1] in self.prefixes))

    def kept(self, present):
        """The statements to ground given the keys `present`, by their
        places, in order (the work is the statements the keys wake, not
        all of them)."""
        woken = []
        self._run(self.missing[:], set(self.have), self.live[:], present, [], dict(self.aliases), woken)
        return sorted(self.always_kept + woken) if woken else self.always_kept

    def keep(self, present):
        """A list of booleans: the statements to ground given the keys `present`."""
        out = [False] * len(self.reqs)
        for i in self.kept(present):
            out[i] = True
        return out


def pruned(reqs, present, mode):
    """Which statements can matter given the keys `present` and the mode."""
    return Pruner(reqs, mode).keep(present)


# --- step gates: a statement grounded only at the steps where it can fire ----------------
# A statement of #program step(t) whose body needs an atom p(..., t, ...) can
# fire at step t only if such an atom can be there.  Of two kinds of
# predicate the host knows that before grounding step t: one only part base
# defines (the phases op_t/2, sa_t/2, ev_t/2 of asp/actions/frame.lp and
# asp/events/common.lp, ...), whose atoms base grounded; and one only
# step(t) defines, each of its head atoms naming t at the same place (an
# Operation's removal/4, rm_now/4, ...), which has atoms at step t only if
# a statement defining it is grounded at t.  Such statements go to a part of
# their own (fitl_gateN(t), one per set of such needs), which the host
# grounds at a step only where they can be met (fitl/asp.py,
# _ground_by_transition): grounded at another step, they would make nothing
# but cost clingo preparing them.
STEP_PART = ("step", ("t",))
# The same for a statement of next(t) (asp/actions/frame.lp: the state after
# transition t) that needs an effect of step(t), or an atom of next(t) only
# such statements give (box_changed/3, pays/2, ...): its part
# (fitl_nextN(t)) is grounded with next(t) where the parts grounded at
# step(t) define what it needs, else it would make nothing.
NEXT_PART = ("next", ("t",))
NEXT_GATE = "fitl_next"
_T = clingo.Function("t")


def gated(stms, parts, roles, infos):
    """The statements (with their part keys, part_key, roles, role, and
    step_info) with each statement of step(t) or next(t) that a need gates
    (above) moved to the part of its needs, and the parts: (name, patterns,
    needs, defines) each, a pattern (name, arity, arguments) a base atom it
    needs (step_info's; none for next(t)'s), `needs` the step(t) and next(t)
    predicates it needs, `defines` those it defines; the first two, named
    step and next, the statements left in step(t) and next(t) (needs none).
    The statements' order is kept."""
    where, part = [], ("base", ())
    for key in parts:
        part = key if key is not None else part
        where.append(part)
    moving = {sig for (_, defined, _), w in zip(roles, where) if w[0] != "base" for sig in defined}
    local = _local(where, roles, infos, (STEP_PART,))
    # next(t) statements: gated on the predicates only step(t) or next(t) define
    local_next = _local(where, roles, infos, (STEP_PART, NEXT_PART))
    out, keys, groups = [], [], {((), ()): ["step", set()], ("next", ()): ["next", set()]}
    for stm, key, w, (_, defined, _), (_, body) in zip(stms, parts, where, roles, infos):
        if w == NEXT_PART and key is None:
            step = tuple(sorted({(n, a) for n, a, args in body
                                 if (n, a) in local_next and args[local_next[n, a]] is True}))
            group = groups.setdefault(("next", step), [f"{NEXT_GATE}{len(groups) - 2}", set()])
            group[1].update(defined & local_next.keys())
            if step:
                out += [_directive(group[0]), stm, _directive("next")]
                keys += [(group[0], ("t",)), None, NEXT_PART]
            else:
                out.append(stm)
                keys.append(key)
            continue
        if w != STEP_PART or key is not None:
            out.append(stm)
            keys.append(key)
            continue
        base = tuple(sorted({(n, a, args) for n, a, args in body if (n, a) not in local and (n, a) not in moving},
                            key=str))
        step = tuple(sorted({(n, a) for n, a, args in body if (n, a) in local and args[local[n, a]] is True}))
        group = groups.setdefault((base, step), [f"fitl_gate{len(groups) - 2}", set()])
        group[1].update(defined & local_next.keys())
        if base or step:
            out += [_directive(group[0]), stm, _directive("step")]
            keys += [(group[0], ("t",)), None, STEP_PART]
        else:
            out.append(stm)
            keys.append(key)
    return out, keys, tuple((name, *(((), gate[1]) if gate[0] == "next" else gate), tuple(sorted(defines)))
                            for gate, (name, defines) in groups.items())


def _local(where, roles, infos, own):
    """The predicates only the parts `own` define, each of their head atoms
    naming t at the same place: (name, arity) -> that place."""
    other = {sig for (_, defined, _), w in zip(roles, where) if w not in own for sig in defined}
    at = {}                     # such a predicate -> the places where each of its head atoms names t
    for w, (_, defined, _), (heads, _) in zip(where, roles, infos):
        if w in own:
            for sig in defined:
                places = [places for head, places in heads if head == sig]
                at[sig] = at.get(sig, places[0] if places else set()).intersection(*places) if places else set()
    return {sig: min(places) for sig, places in at.items() if places and sig not in other}


@functools.lru_cache(maxsize=None)
def _directive(name):
    """#program name(t)."""
    loc = clingo.ast.Location(clingo.ast.Position("<step gates>", 1, 1), clingo.ast.Position("<step gates>", 1, 1))
    return clingo.ast.Program(loc, name, [clingo.ast.Id(loc, "t")])


def _is_t(term):
    return term.ast_type == A.SymbolicTerm and term.symbol == _T


def step_info(stm):
    """What the step gates read of a statement: its head atoms, each as
    ((name, arity), the places where it names the step parameter t); and,
    of a rule, the positive body atoms that name t, each as (name, arity,
    arguments), an argument True for t, a number or string symbol it must
    equal, None for any other term."""
    if stm.ast_type == A.External:
        lits = [clingo.ast.Literal(stm.location, clingo.ast.Sign.NoSign, stm.atom)]
    elif stm.ast_type != A.Rule:
        return (), ()
    elif stm.head.ast_type == A.Literal:
        lits = [stm.head]
    elif stm.head.ast_type == A.HeadAggregate:
        lits = [e.condition.literal for e in stm.head.elements]
    elif stm.head.ast_type in (A.Aggregate, A.Disjunction):
        lits = [e.literal for e in stm.head.elements]
    else:
        lits = []
    heads = tuple(((fn.name, len(fn.arguments)), frozenset(i for i, a in enumerate(fn.arguments) if _is_t(a)))
                  for fn in (lit.atom.symbol for lit in lits if lit.atom.ast_type == A.SymbolicAtom)
                  if fn.ast_type == A.Function)
    body = []
    for lit in stm.body if stm.ast_type == A.Rule else ():
        if lit.ast_type != A.Literal or lit.sign != clingo.ast.Sign.NoSign or lit.atom.ast_type != A.SymbolicAtom:
            continue
        fn = lit.atom.symbol
        if fn.ast_type != A.Function or fn.external:
            continue
        args = tuple(True if _is_t(a) else a.symbol if a.ast_type == A.SymbolicTerm and a.symbol.type in (
            clingo.SymbolType.Number, clingo.SymbolType.String) else None for a in fn.arguments)
        if True in args:
            body.append((fn.name, len(args), args))
    return heads, tuple(body)


def gate_steps(gates, atoms, horizon, absent=frozenset()):
    """The gated parts (gated) to ground at each step 0..horizon-1, in
    order: those whose base patterns each match an atom (`atoms`: (name,
    arity) -> the symbols base grounded) that names the step, and whose
    step(t) and next(t) predicates the statements grounded at that step
    define (or base has atoms of: a fact's).  The parts of next(t)'s
    statements are named NEXT_GATE and a number: the host grounds them with
    next(t).  With `absent` (predicates), the parts so opened where those
    have no atom at the step, whatever the statements defining them:
    (the parts, the parts without `absent`), a list of names each."""
    steps = {}
    for name, patterns, _, _ in gates:
        steps[name] = set(range(horizon))
        for pname, arity, args in patterns:
            found = set()
            for sym in atoms(pname, arity):
                t = {sym.arguments[i] for i, a in enumerate(args) if a is True}
                if len(t) == 1 and all(a is True or a is None or a == x for a, x in zip(args, sym.arguments)):
                    x = t.pop()
                    if x.type == clingo.SymbolType.Number:
                        found.add(x.number)
            steps[name] &= found
    given = {sig for _, _, needs, _ in gates for sig in needs if any(True for _ in atoms(*sig))}   # (facts)
    out, without = [], []
    for t in range(horizon):
        out.append(_opened(gates, steps, given, t, frozenset()))
        if absent:
            without.append(_opened(gates, steps, given - absent, t, absent))
    return (out, without) if absent else out


def _opened(gates, steps, given, t, absent):
    """The gated parts opened at step t (gate_steps), those defining only
    `absent` predicates counted as defining nothing."""
    have, opened, more = set(given), set(), True
    while more:
        more = False
        for name, _, needs, defines in gates:
            if name not in opened and t in steps[name] and have.issuperset(needs):
                opened.add(name)
                have.update(d for d in defines if d not in absent)
                more = True
    return [name for name, *_ in gates if name in opened and name not in ("step", "next")]
