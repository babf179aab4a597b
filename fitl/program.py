"""Rewrites of the parsed rules that change how much clingo grounds, never what
the rules mean.  The rules in asp/ stay as a rules designer writes them.

Framing.  A per-space value at a step (cnt/4, num/4, force/4, ctrl/3, ...;
the framed/2 facts of asp/actions/frame.lp) is worked out afresh only for the
spaces a move may change (live/2); the other spaces keep their step-0 values
(still/2) and get no atoms at later steps.  A rule that reads such a value
at a step T other than 0 reads it through at(T, S, U), the step whose value
space S has at step T (asp/actions/frame.lp):

    foo(t, S) :- cnt(t, S, K, N), N > 0.
    % is grounded as
    foo(t, S) :- at(t, S, U), cnt(U, S, K, N), N > 0.

The rules that define a framed predicate are left as written.

Slicing.  A derivation query (one that reads a few predicates of a state and
no legality) grounds only the statements those predicates depend on.

>>> import clingo.ast
>>> stms = []
>>> clingo.ast.parse_string("foo(t, S) :- cnt(t, S, K, N), N > 0.", stms.append)
>>> str(framed_rule(stms[1], {("cnt", 4)}))
'foo(t,S) :- at(t,S,FitlStep1); cnt(FitlStep1,S,K,N); N > 0.'
"""

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

    def conditional(self, cl):
        cond = self.literals(cl.condition)
        red = self._redirect(cl.literal)
        if red:
            return cl.update(literal=red[1], condition=[red[0], *cond])
        return cl.update(condition=cond)

    def aggregate(self, agg):
        elems = []
        for e in agg.elements:
            if e.ast_type == A.ConditionalLiteral:
                elems.append(self.conditional(e))
            elif e.ast_type == A.HeadAggregateElement:
                elems.append(e.update(condition=self.conditional(e.condition)))
            else:
                elems.append(e.update(condition=self.literals(e.condition)))
        return agg.update(elements=elems)

    def head(self, head):
        if head.ast_type in (A.Aggregate, A.HeadAggregate, A.Disjunction):
            return self.aggregate(head)
        return head


def _defines_framed(head, framed):
    return (head.ast_type == A.Literal and head.atom.ast_type == A.SymbolicAtom
            and head.atom.symbol.ast_type == A.Function
            and (head.atom.symbol.name, len(head.atom.symbol.arguments)) in framed)


def framed_rule(stm, framed):
    """A statement with its reads of framed values at later steps going
    through at/3 (unchanged if it defines a framed predicate)."""
    if not framed or not {n for n, _ in framed} & _names(stm):
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


# --- slicing ----------------------------------------------------------------------------
_NAME = re.compile(r"(?<![A-Za-z0-9_#'])([a-z_][A-Za-z0-9_']*)")


def _names(node):
    """The lower-case names in a statement's text (predicates and constants)."""
    return set(_NAME.findall(str(node)))


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


def sliced(stms, roles, want):
    """The statements that the predicates named in `want` depend on (through
    rule bodies, negation included), with their #show lines, and the names of
    all predicates they use.  No constraint is kept: a derivation query reads
    values, never legality, so its answer on the wanted predicates is that of
    the whole program (whose only constraints concern moves, and are soft in
    check mode)."""
    uses = {}
    for kind, defined, used in roles:
        if kind == "rule":
            for d in defined:
                uses.setdefault(d, set()).update(used)
    need = {d for kind, defined, _ in roles for d in defined if d[0] in want}
    stack = list(need)
    while stack:
        for q in uses.get(stack.pop(), ()):
            if q not in need:
                need.add(q)
                stack.append(q)
    kept = tuple(s for s, (kind, defined, _) in zip(stms, roles)
                 if kind == "other" or (kind in ("rule", "show") and defined & need))
    return kept, {n for n, _ in need}
