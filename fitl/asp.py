"""The clingo session: which rule files make up the game, and how to ask them.

The rules live in ``asp/``.  ``asp/static/`` holds what never changes in a game
(the map, the forces, the deck); it is solved once per process and its answer is
reused as facts by every later query.  The rule folders that asp/manifest.lp
names hold the rules of play (when each loads, the manifest says too), and the edition folders
``asp/editions/edN/`` those of one edition (only the chosen edition's is
loaded); ``asp/fitl.lp`` and ``asp/plain/`` are for plain clingo (fitl.plain).
The files' conventions are checked when they are first loaded
(check_conventions; docs/rule-authoring.md).

>>> static().space_type["saigon"]
'city'
"""

import contextlib
import functools
import itertools
import os
import re
import signal
import sys
import threading
import time
from pathlib import Path

import clingo
import clingo.ast

from . import cache, conventions, program
from .errors import FitlError

ASP_DIR = Path(os.environ.get("FITL_ASP_DIR", Path(__file__).resolve().parent.parent / "asp"))


CARD_DIR = "events/cards"


@functools.lru_cache(maxsize=None)
def _files(folder):
    return tuple(sorted(str(p) for p in (ASP_DIR / folder).rglob("*.lp") if p.parent.name != "cards"))


def _card_files(folder):
    """Card files by number: asp/<folder>/NNN_title.lp."""
    out = {}
    for p in sorted((ASP_DIR / folder).glob("*.lp")):
        head = p.name.split("_", 1)[0]
        if head.isdigit():
            out[int(head)] = str(p)
    return out


@functools.lru_cache(maxsize=None)
def _cards_for(edition):
    files = _card_files(CARD_DIR)
    files.update(_card_files(f"editions/ed{edition}/cards"))   # an edition's own card text
    return files


@functools.lru_cache(maxsize=None)
def _optional(path):
    """None for a file every query loads; else ('coup', None) for a Coup Round
    phase file, or ('move', names) for an Operation or Special Activity file
    (or an edition's variant of one): the move atom names it declares
    (vocab/2).  (fitl.conventions.load_group: the folder layout.)"""
    group = conventions.load_group(ASP_DIR, Path(path).relative_to(ASP_DIR).as_posix())
    if group is None or group[0] == "coup":
        return group
    return ("move", _vocab_names(str(ASP_DIR / group[1])))


def action_names(action):
    """The move atom names an Operation's or Special Activity's rule file
    declares (vocab/2), e.g. action_names('air_lift') == {'air_lift'}."""
    for folder in ("operations", "special"):
        path = ASP_DIR / folder / f"{action}.lp"
        if path.exists():
            return _vocab_names(str(path))
    return frozenset()


@functools.lru_cache(maxsize=None)
def _vocab_names(path):
    """The move atom names a rule file declares (its vocab/2 facts), from the
    disk cache when the file is unchanged."""
    k = cache.key(b"vocab", Path(path).read_bytes())
    found = cache.load(k)
    if type(found) is list and set(map(type, found)) <= {str}:
        return frozenset(found)
    names = _vocab_read(path)
    cache.store(k, sorted(names))
    return names


def _vocab_read(path):
    names = set()
    for stm in _declarations(path, frozenset(("vocab",))):
        if stm.ast_type != clingo.ast.ASTType.Rule:
            continue
        args = stm.head.atom.symbol.arguments
        first = args[0] if args else None
        if first is not None and first.ast_type == clingo.ast.ASTType.SymbolicTerm:
            names.add(first.symbol.name)
        elif first is not None and first.ast_type == clingo.ast.ASTType.Function:
            names.add(first.name)
    return frozenset(names)


@functools.lru_cache(maxsize=None)
def rule_files(edition, cards=(), atoms=None, coup=True):
    """The rule files for an edition (static knowledge excluded): every file a
    query needs, the card files of `cards` (the card in play, lasting effects,
    Pivotal Events held: no other card's rules can apply), and, when `atoms`
    (a move's atom names) is given, only the Operation and Special Activity
    files that declare one of them; the Coup Round phase files when `coup`.
    atoms=None loads every Operation and Special Activity (open questions)."""
    if not ASP_DIR.is_dir():
        raise FitlError(f"rules folder not found: {ASP_DIR} (install with 'pip install -e .')")
    check_conventions()
    out = []
    for name in conventions.rule_folders(ASP_DIR):
        out.extend(_files(name))
    out.extend(_files(f"editions/ed{edition}"))
    keep = []
    for f in out:
        kind = _optional(f)
        if kind is None or (kind[0] == "coup" and coup) or (kind[0] == "move" and (atoms is None or kind[1] & set(atoms))):
            keep.append(f)
    by_card = _cards_for(edition)
    keep.extend(by_card[c] for c in sorted(set(cards)) if c in by_card)
    return tuple(keep)


_conventions_checked = False
CONVENTIONS_CODE = ("conventions.py", "program.py", "plain.py", "cache.py")   # the code of the check


def check_conventions():
    """The rule files' conventions (fitl.conventions), checked once per
    process (and once per text of the files: the disk cache keeps an "ok");
    FitlError naming the file, the line and the convention broken."""
    global _conventions_checked
    if _conventions_checked:
        return
    paths = sorted(ASP_DIR.rglob("*.lp"))
    k = cache.key(b"conventions", *(p.relative_to(ASP_DIR).as_posix().encode() + b"\0" + p.read_bytes()
                                    for p in paths), code=CONVENTIONS_CODE)
    if cache.load(k) != "ok":
        found = conventions.problems(ASP_DIR)
        if found:
            more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
            raise FitlError(f"error in the rule files: {found[0]}{more}")
        cache.store(k, "ok")
    _conventions_checked = True


@functools.lru_cache(maxsize=None)
def _declarations(path, names):
    """The facts of a rule file's base part whose predicate is in `names`,
    with the file's #const definitions (a fact may name a constant)."""
    A = clingo.ast.ASTType
    out, part = [], "base"
    for stm in _source(path):
        if stm.ast_type == A.Program:
            part = stm.name
        elif stm.ast_type == A.Definition:
            out.append(stm)
        elif (part == "base" and stm.ast_type == A.Rule and not len(stm.body)
              and stm.head.ast_type == A.Literal and stm.head.atom.ast_type == A.SymbolicAtom
              and getattr(stm.head.atom.symbol, "name", None) in names):
            out.append(stm)
    return tuple(out)


def declared(edition, names):
    """The facts of the predicates `names` (e.g. vocab, card_atom) that the
    rules state in so many words, over every rule file of the edition, card
    files included."""
    names = frozenset(names)
    files = rule_files(edition, tuple(encoded_cards(edition)))
    k = cache.key(b"declared", " ".join(sorted(names)).encode(), repr(_CONSTS).encode(),
                  *(Path(f).read_bytes() for f in files))
    found = _cached_terms(cache.load(k))
    if found is not None:
        return found
    ctl = _control()
    try:
        with clingo.ast.ProgramBuilder(ctl) as builder:
            for f in files:
                for stm in _declarations(f, names):
                    builder.add(stm)
        ctl.ground([("base", [])])
    except RuntimeError:
        raise _rules_error() from None
    found = [sa.symbol for sa in ctl.symbolic_atoms if sa.is_fact and sa.symbol.name in names]
    cache.store(k, [str(x) for x in found])
    return found


def constants(edition=2):
    """The rules' named constants (constant/3 facts: docs/rule-authoring.md)
    as {name: (value, section)}, the values those in effect (set_consts)."""
    out = {}
    for s in declared(edition, ("constant",)):
        name, value, section = s.arguments
        if name.type == clingo.SymbolType.String and section.type == clingo.SymbolType.String:
            out[name.string] = (value.number if value.type == clingo.SymbolType.Number else str(value),
                                section.string)
    return dict(sorted(out.items()))


# --- constants set for the process: clingo's -c NAME=VALUE -------------------------------
_CONSTS = ()        # sorted (name, value) pairs, passed to every Control


def set_consts(values):
    """Give the rules' named constants these values (a mapping name -> int)
    in every later query of the process, as clingo's -c NAME=VALUE; {} for
    the rules' own.  The host's caches of answers are keyed by them."""
    global _CONSTS
    _CONSTS = tuple(sorted((str(k), int(v)) for k, v in dict(values).items()))


def consts():
    """The constants set with set_consts, as sorted (name, value) pairs."""
    return _CONSTS


def _cached_terms(found):
    """The symbols of a cache entry of terms (texts); None if it is not one."""
    if not (isinstance(found, list) and all(isinstance(x, str) for x in found)):
        return None
    try:
        return [clingo.parse_term(x) for x in found]
    except (RuntimeError, UnicodeError):
        return None


def encoded_cards(edition):
    """The card numbers whose Events have a rule file."""
    return sorted(_cards_for(edition))


_messages = []


def _on_message(code, msg):
    # Warnings are off (--warn=none); what reaches here is a syntax or grounding
    # error in a rule file, reported with the file and line.
    _messages.append(_placed(msg.strip()))


def _control(args=()):
    _messages.clear()
    defined = [x for name, value in _CONSTS for x in ("-c", f"{name}={value}")]
    return clingo.Control(["--warn=none", *defined, *args], logger=_on_message)


def _rules_error():
    detail = "; ".join(m.splitlines()[0] for m in _messages) or "unknown error"
    return FitlError(f"error in the rule files: {detail}")


@functools.lru_cache(maxsize=1)
def _static_tables():
    """The static atoms' arguments by (name, arity) symbols, as the context
    functions return them (a tuple each; the bare argument for arity 1): all
    of them (@static_rows/2), and by first argument (@static_rows_of/3)."""
    rows, index = {}, {}
    for (name, n), args in static()._by.items():
        key = (clingo.Function(name), clingo.Number(n))
        rows[key] = [a[0] if n == 1 else clingo.Tuple_(a) for a in args]
        by = index[key] = {}
        for a, r in zip(args, rows[key]):
            by.setdefault(a[0], []).append(r)
    return rows, index


class _Context:
    """The host functions rules may call while grounding; `dice` (a function
    of the die's number, 1, 2, ...) gives a query its dice (@die/1)."""

    def __init__(self, dice=None):
        self.dice = dice

    def die(self, i):
        """The move's die number i (asp/actions/dice.lp): as many as the rules
        ask for, each the same whenever asked (the host's seeded dice)."""
        if self.dice is None or i.type != clingo.SymbolType.Number or i.number < 1:
            return []
        return clingo.Number(self.dice(i.number))

    @staticmethod
    def static_rows(name, arity):
        return _static_tables()[0][(name, arity)]

    @staticmethod
    def static_rows_of(name, arity, key):
        """The static atoms name/arity whose first argument is key: a rule
        that needs those of one card or space only reads them so, instead
        of grounding the predicate's every atom."""
        return _static_tables()[1][(name, arity)].get(key, [])

    @staticmethod
    def name(term):
        """The name of a function term (none for any other term): a term
        utility, e.g. which options open_name/1 opens (asp/actions/modes.lp)."""
        return clingo.Function(term.name) if term.type == clingo.SymbolType.Function else []

    @staticmethod
    def arguments(term):
        """The arguments of a function term (none for any other term): a term
        utility, e.g. the spaces an open move atom names (asp/actions/frame.lp)."""
        return list(term.arguments) if term.type == clingo.SymbolType.Function else []


_CONTEXT = _Context()


@functools.lru_cache(maxsize=1)
def _static_by_signature():
    """Per static predicate (name, arity), the statement that gives its
    atoms: a fact for arity 0, else one rule taking them from the host
    (@static_rows), which costs clingo one statement instead of one per fact."""
    text = []
    for name, n in static().rows:
        if n == 0:
            text.append(f"{name}.")
        else:
            xs = ",".join(f"X{i}" for i in range(n))
            text.append(f"{name}({xs}) :- {xs if n == 1 else f'({xs})'} = @static_rows({name},{n}).")
    stms = []
    clingo.ast.parse_string("\n".join(text), stms.append)
    rules = [s for s in stms if s.ast_type == clingo.ast.ASTType.Rule]
    return dict(zip(static().rows, rules))


@functools.lru_cache(maxsize=256)
def _static_facts(signatures):
    """The statements giving the static atoms of the predicates (a frozenset
    of (name, arity) pairs): facts for arity 0, else one @static_rows rule each."""
    by = _static_by_signature()
    return tuple(by[s] for s in sorted(signatures & by.keys()))


def solve(facts, edition=2, files=None, args=(), mode="check", atoms=None, coup=True, want=None, cards=(),
          checks=False):
    """The first answer set's shown symbols (None if there is none)."""
    models = run(facts, edition=edition, files=files, args=args, mode=mode, models=1, atoms=atoms, coup=coup,
                 want=want, cards=cards, checks=checks)
    return models[0] if models else None


@functools.lru_cache(maxsize=1)
def _frame_text():
    """asp/actions/frame.lp as bytes (the framing every file is rewritten by)."""
    frame = ASP_DIR / "actions" / "frame.lp"
    return frame.read_bytes() if frame.exists() else b""


@functools.lru_cache(maxsize=None)
def _analysis(path):
    """Per statement of a rule file (as grounded, _parsed): its requirements,
    role, names, part key and what the step gates read (step_info;
    fitl.program), from the disk cache (fitl.cache) when the file, the
    framing and the host code are unchanged."""
    k = cache.key(Path(path).read_bytes(), _frame_text())
    found = _analysis_from_data(cache.load(k), len(_texts(path)[0]))
    if found is None:
        stms = _parsed(path)
        found = tuple(tuple(map(f, stms)) for f in (program.requirements, program.role, program.names,
                                                      program.part_key, program.step_info))
        cache.store(k, _analysis_data(found))
    return found


def _analysis_data(found):
    """`_analysis` as JSON data for the cache: sets as sorted lists, a
    symbol as its number or string."""
    needs, roles, names, parts, infos = found
    arg = lambda a: a if a is True or a is None else a.number if a.type == clingo.SymbolType.Number else a.string
    return ([(kind, sorted(give), sorted(need)) for kind, give, need in needs],
            [(kind, sorted(defined), sorted(used)) for kind, defined, used in roles],
            [sorted(x) for x in names], parts,
            [([(sig, sorted(places)) for sig, places in heads], [(n, a, list(map(arg, args))) for n, a, args in body])
             for heads, body in infos])


def _analysis_from_data(data, n):
    """`_analysis` of n statements back from the cache's data; None unless it
    is of the shape `_analysis_data` writes."""
    arg = lambda a: a if a is True or a is None else clingo.Number(a) if type(a) is int else clingo.String(a)
    try:
        needs, roles, names, parts, infos = data
        if not all(type(x) is list and len(x) == n for x in data):
            return None
        needs = tuple((kind, frozenset(give), frozenset(need)) for kind, give, need in needs)
        roles = tuple((kind, {(p, a) for p, a in defined}, {(p, a) for p, a in used}) for kind, defined, used in roles)
        names = tuple(map(frozenset, names))
        parts = tuple(None if p is None else (p[0], tuple(p[1])) for p in parts)
        infos = tuple((tuple(((p, a), frozenset(places)) for (p, a), places in heads),
                       tuple((p, a, tuple(map(arg, args))) for p, a, args in body)) for heads, body in infos)
    except (TypeError, ValueError, LookupError, RuntimeError):
        return None
    keys = frozenset().union(*(group for r in needs for group in r[1:]), *names)
    signatures = frozenset().union(*(group for r in roles for group in r[1:]))
    signatures |= {sig for heads, body in infos for sig in [*(h for h, _ in heads), *((p, a) for p, a, _ in body)]}
    strings = keys | {r[0] for r in needs + roles} | {p for p, _ in signatures} \
        | {x for p in parts if p is not None for x in (p[0], *p[1])}
    places = {type(i) for heads, _ in infos for _, at in heads for i in at}
    if set(map(type, strings)) <= {str} and {type(a) for _, a in signatures} | places <= {int}:
        return needs, roles, names, parts, infos
    return None


@functools.lru_cache(maxsize=None)
def _requirements(path):
    """The statements' requirements (fitl.program.requirements); those of a
    card's file also need the key naming the file (_gate): present only in
    the queries that load it (_analysed)."""
    reqs = _analysis(path)[0]
    gate = _gate(path)
    if gate is None:
        return reqs
    return tuple(("cond", r[1], frozenset((gate,))) if r[0] == "other" else (r[0], r[1], r[2] | {gate})
                 for r in reqs)


@functools.lru_cache(maxsize=None)
def _gate(path):
    """The key of a card's rule file (None for any other file)."""
    p = Path(path)
    return f"loaded:{p.relative_to(ASP_DIR).as_posix()}" if p.parent.name == "cards" else None


@functools.lru_cache(maxsize=1)
def _every_card_file():
    return tuple(sorted(str(p) for p in ASP_DIR.rglob("*.lp") if p.parent.name == "cards"))


@functools.lru_cache(maxsize=64)
def _analysed(files):
    """The files a query's statements are chosen from, and the keys its card
    files add: every card's file, whatever the query loads, each statement
    of a card's file needing its file's key (_requirements), so that one
    analysis (fitl.program.Pruner, slicing) serves every set of cards in
    play; a card file the query does not load gives nothing."""
    cards = [f for f in files if _gate(f) is not None]
    return tuple(f for f in files if _gate(f) is None) + _every_card_file(), frozenset(map(_gate, cards))


def _roles(path):
    return _analysis(path)[1]


def _names(path):
    """The names (predicates and constants) each statement of a rule file uses."""
    return _analysis(path)[2]


def _parts(path):
    return _analysis(path)[3]


def _step_infos(path):
    """What the step gates read of each statement of a rule file (fitl.program.step_info)."""
    return _analysis(path)[4]


@functools.lru_cache(maxsize=None)
def _hooks(path):
    """The narrowing hooks a rule file declares (fitl.program.hooks)."""
    return program.hooks(_parsed(path))


@functools.lru_cache(maxsize=None)
def _static_keys():
    return frozenset(name for name, _ in static().rows)


@functools.lru_cache(maxsize=1)
def _static_signatures():
    return frozenset(static().rows)


# The host's analyses and programs are kept for the latest few rule file sets
# and queries (a long game meets many; each costs memory that stays: 0.3 MB a
# statement list and its Pruner, tens of kB a program).
@functools.lru_cache(maxsize=32)
def _statements(files, want, checks=False):
    """The statements of `files` (as (path, place) pairs: _statements_at
    parses them) with their requirements and roles
    (fitl.program), the names each uses and their part keys; with `want`
    (predicate names), only the statements those need, and with `checks` the
    constraints and what they need (fitl.program.sliced)."""
    cat = lambda per_file: tuple(itertools.chain.from_iterable(map(per_file, files)))
    stms, reqs, names, roles, parts = cat(_refs), cat(_requirements), cat(_names), cat(_roles), cat(_parts)
    if not NP_HOOKS:                  # (without the rules of the narrowing hooks: FITL_NP_HOOKS=off)
        keep = program.unhooked(roles, frozenset().union(*map(_hooks, files)))
        stms, reqs, names, roles, parts = (tuple(itertools.compress(xs, keep)) for xs in (stms, reqs, names, roles, parts))
    if want is None:
        return stms, reqs, names, roles, parts
    keep = _sliced(files, roles, want, checks)
    pick = lambda xs: tuple(itertools.compress(xs, keep))
    return pick(stms), pick(reqs), pick(names), pick(roles), pick(parts)


def _sliced(files, roles, want, checks):
    """fitl.program.sliced of the statements of `files` (their `roles`), from
    the disk cache when the rule files and the host code are those it was
    worked out from: 5-10 ms each, and a process meets a dozen or more (per
    set of Operation files and wanted predicates)."""
    k = cache.key(b"sliced", repr((sorted(want), checks, NP_HOOKS)).encode(), *map(_file_digest, files))
    found = cache.load(k)
    if type(found) is list and len(found) == len(roles) and set(map(type, found)) <= {bool}:
        return found
    found = program.sliced(roles, want, checks)
    cache.store(k, found)
    return found


@functools.lru_cache(maxsize=32)
def _pruner(files, want, checks, mode):
    """The Pruner of a query's statements (_statements), from the disk cache
    when the rule files, the static keys and the host code are those it was
    worked out from: about 25 ms each, and a process meets dozens (per set
    of Operation files, wanted predicates and mode)."""
    reqs, always = _statements(files, want, checks)[1], _static_keys()
    k = cache.key(b"pruner", repr((sorted(want) if want is not None else None, checks, mode, NP_HOOKS)).encode(),
                  " ".join(sorted(always)).encode(), *map(_file_digest, files))
    found = program.Pruner(reqs, mode, always, state=cache.load(k))
    if not found.restored:
        cache.store(k, found.state())
    return found


@functools.lru_cache(maxsize=None)
def _file_digest(path):
    """A rule file's place under asp/ and the digest of its text."""
    return Path(path).relative_to(ASP_DIR).as_posix().encode() + b"\0" + cache.key(Path(path).read_bytes()).encode()


# FITL_PRUNE=off: every query grounds every statement of its rule files and
# every fact (no pruning by what the facts give, no slicing by what the query
# reads), so that a pruning bug cannot hide: the answers are the same, slower.
PRUNE = os.environ.get("FITL_PRUNE", "on") != "off"

# FITL_NP_HOOKS=off: no query grounds a rule that defines a narrowing hook
# (fitl.program.hooks: the predicates the rules declare by narrowing_hook/2),
# so that a Non-player's Sessions ground every candidate of the rules: the
# moves must be the same (8.1.3), slower (benchmarks/hooks.py).
NP_HOOKS = os.environ.get("FITL_NP_HOOKS", "on") != "off"


def set_np_hooks(on):
    """Ground the narrowing hooks' rules (on) or not (as FITL_NP_HOOKS=off)
    in every later query of the process: the programs kept are let go."""
    global NP_HOOKS
    NP_HOOKS = bool(on)
    for kept in (_statements, _pruner, _program):
        kept.cache_clear()


@functools.lru_cache(maxsize=256)
def _program(files, present, mode, want, checks=False, no_show=False):
    """The static facts and statements a query grounds: those of _statements
    that can fire given the keys its facts give (fitl.program.Pruner); with
    `want`, of those only the ones the wanted predicates still need once the
    others are gone (sliced again); the static facts of the predicates these
    name; the names they use (None without `want`: every name); and, in
    legal mode, the step gates (fitl.program.gated: the statements of step(t)
    that can fire only at some steps moved to parts of their own).
    `no_show`: without the rules' #show and #project statements.  With
    FITL_PRUNE=off, every statement and fact (neither pruned nor sliced)."""
    if not PRUNE:
        refs, _, names, roles, parts = _statements(files, None, False)
        stms = _statements_at(refs)
        keep = [not (no_show and s.ast_type in _SHOW) for s in stms]
        read = frozenset().union(*(r[2] for r in roles))
        return (_static_facts(read & _static_signatures()),
                program.compact(list(itertools.compress(stms, keep)), list(itertools.compress(parts, keep))), None, ())
    refs, _, names, roles, parts = _statements(files, want, checks)
    kept = _pruner(files, want, checks, mode).kept(present)
    if no_show:
        kept = [i for i in kept if not _shows(refs[i], roles[i])]
    if want is not None:
        kept = list(itertools.compress(kept, program.sliced([roles[i] for i in kept], want, checks)))
    # (the statements are fetched once sliced: those sliced off are never parsed)
    stms = dict(zip(kept, _statements_at([refs[i] for i in kept])))
    used = frozenset().union(*(names[i] for i in kept))
    read = frozenset().union(*(roles[i][2] for i in kept))
    kept_parts, gates = [parts[i] for i in kept], ()
    if mode == "legal":
        kept_stms, kept_parts, gates = program.gated(_failing_as_constraints(stms, refs, roles, kept), kept_parts,
                                                     [roles[i] for i in kept], [_step_info(refs[i]) for i in kept])
    else:
        kept_stms = [stms[i] for i in kept]
    return (_static_facts(read & _static_signatures()), program.compact(kept_stms, kept_parts),
            None if want is None else used | want, gates)


def _step_info(ref):
    """fitl.program.step_info of the statement at `ref` ((path, place))."""
    return _step_infos(ref[0])[ref[1]]


def _shows(ref, role):
    """Whether the statement at `ref` (of role `role`) is a #show or #project
    statement (_SHOW), told without parsing it (reading a parsed statement's
    type goes through clingo's C API, and a Session's program is hundreds of
    statements, most of them sliced off unparsed): a #show or #project
    signature is a statement of role 'show' (fitl.program.role), a #show term
    one of role 'constraint' whose text (as grounded, _texts) is a #show."""
    return role[0] == "show" or (role[0] == "constraint" and _texts(ref[0])[0][ref[1]].startswith("#show"))


def _failing_as_constraints(stms, refs, roles, kept):
    """Legal mode: the statements `kept` (places in `stms`), the rules that a
    move breaks (violated/3, fail/4) as
    integrity constraints (fitl.program.as_constraint): there
    a rule broken only means no answer (asp/actions/modes.lp), and their
    atoms, with the figures they name, were a fifth of a legal-driven game's
    distinct atoms (clingo keeps every distinct atom for the life of the
    process).  One whose body is already true makes the program conflicting
    (_broken).  Only a rule whose role says it defines one of them is
    rewritten: looking each statement up by its syntax tree cost an open
    question tens of ms (branch apply13); each is kept by its place
    (`refs`: hashing a syntax tree goes through clingo's C API)."""
    return [_constraint_at(refs[i], stms[i], _FAILING & roles[i][1]) if roles[i][0] == "rule"
            and not _FAILING.isdisjoint(roles[i][1]) else stms[i] for i in kept]


_FAILING = frozenset((("fail", 4), ("violated", 3)))
_constraints_at = {}    # (path, place) -> the rule there as a constraint


def _constraint_at(ref, stm, failing):
    """The rule at `ref` as a constraint if its head is one of the signatures
    `failing` (those of _FAILING it defines: each rewrite reads the head
    through clingo's C API, so only those are tried)."""
    found = _constraints_at.get(ref)
    if found is None:
        found = stm
        for name, arity in sorted(failing):
            found = program.as_constraint(found, name, arity)
        _constraints_at[ref] = found
    return found


def chunks(facts):
    """Facts as a tuple of texts: a query's facts are a text or a tuple of
    texts, e.g. (the state's facts, the move's), so that a text that recurs
    from one query to the next (the state's) is read once (_fact_lines)."""
    return (facts,) if isinstance(facts, str) else tuple(facts)


@functools.lru_cache(maxsize=64)
def _chunk_lines(text):
    return program.fact_lines(text)


def _fact_lines(facts):
    """fitl.program.fact_lines over the texts of `facts` (chunks)."""
    lines, names, keys = [], [], set()
    for text in chunks(facts):
        a, b, c = _chunk_lines(text)
        lines += a
        names += b
        keys |= c
    return lines, names, keys


def _read_facts(lines, names, used):
    """The parsed statements of the lines (fitl.program.fact_lines) that state
    a fact of a predicate in `used` (or are not a single fact); a fact no
    statement reads cannot change the answer."""
    keep = lines if used is None else [line for line, n in zip(lines, names) if n is None or n in used]
    return _parsed_lines(keep)


_line_statements = {}    # a line of facts -> its statements, parsed once per process


def _parsed_lines(lines):
    """The statements of lines of facts: each line is parsed once per process
    and its statements reused (clingo takes a parsed fact faster than it
    parses one, and most lines recur from one query to the next)."""
    cache = _line_statements
    new = [line for line in dict.fromkeys(lines) if line not in cache]
    if new:
        if len(cache) > 200_000:
            cache.clear()
        found = [[] for _ in new]

        def take(stm):
            if stm.ast_type != clingo.ast.ASTType.Program:
                found[stm.location.begin.line - 1].append(stm)

        clingo.ast.parse_string("\n".join(new), take, logger=_on_message)
        cache.update(zip(new, map(tuple, found)))
    return [stm for line in lines for stm in cache[line]]


@functools.lru_cache(maxsize=None)
def _source(path):
    """A rule file's statements as written, parsed once per process."""
    stms = []
    _messages.clear()
    try:
        clingo.ast.parse_files([path], stms.append, logger=_on_message)
    except RuntimeError:
        raise _rules_error() from None
    return tuple(stms)


@functools.lru_cache(maxsize=1)
def _framed():
    """The framed per-space predicates (framed/2 in asp/actions/frame.lp)."""
    path = ASP_DIR / "actions" / "frame.lp"
    return frozenset(program.framed_declared(_source(str(path)))) if path.exists() else frozenset()


def _framed_source(path):
    """A rule file's statements as grounded: as written (comments out), their
    reads of framed values rewritten (fitl.program.framed_rule), opening with
    a #program directive (a file starts in base, as if loaded alone)."""
    framed = _framed()
    stms = [program.framed_rule(s, framed) for s in _source(path) if s.ast_type != clingo.ast.ASTType.Comment]
    if stms and stms[0].ast_type != clingo.ast.ASTType.Program:
        stms.insert(0, clingo.ast.Program(stms[0].location, "base", []))
    return stms


# A rule file's statements as grounded are kept in the disk cache as texts,
# with their places in the file, and a process parses only those its queries
# ground (about a tenth of them for a one-shot command), each once
# (_statements_at): parsing and framing every rule file was most of what a
# new process spent before its first query.  Each text reads back as the
# statement it was made from (tests/unit/test_cache.py).
_texts_of = {}           # path -> (texts, places) of its statements as grounded
_parsed_of = {}          # path -> its statements as grounded, None where not parsed yet


def _texts(path):
    """(texts, places) of a rule file's statements as grounded
    (_framed_source), a place (begin line, column, end line, column) each,
    from the disk cache when the file and the framing are unchanged."""
    found = _texts_of.get(path)
    if found is None:
        k = cache.key(b"framed", Path(path).read_bytes(), _frame_text())
        found = _cached_texts(cache.load(k))
        if found is None:
            found = _parse_afresh(path)
            cache.store(k, found)
        _texts_of[path] = found
    return found


def _parse_afresh(path):
    """Parse and frame a whole rule file (every statement parsed, kept);
    its (texts, places)."""
    stms = _framed_source(path)
    _parsed_of[path] = stms
    found = (tuple(map(str, stms)), tuple((s.location.begin.line, s.location.begin.column, s.location.end.line,
                                           s.location.end.column) for s in stms))
    _texts_of[path] = found
    return found


def _cached_texts(found):
    """(texts, places) of a cache entry; None unless the entry is of that
    shape and no text is a #script or an #include (code, or a file, that the
    rule files never have)."""
    if not (type(found) is list and len(found) == 2 and all(type(x) is list for x in found)
            and len(found[0]) == len(found[1]) and set(map(type, found[0])) <= {str}
            and all(type(p) is list and len(p) == 4 and set(map(type, p)) <= {int} for p in found[1])
            and not any("#script" in t or "#include" in t for t in found[0])):
        return None
    return tuple(found[0]), tuple(map(tuple, found[1]))


def _statements_at(refs):
    """The statements as grounded at `refs` ((path, place in the file)
    pairs), in order: those not parsed yet in this process are parsed now
    from their texts (_texts), in one go.  A text that does not read back as
    one statement (a damaged cache entry) makes its file parsed afresh.
    Each statement parsed so stands at a line of its own in the parser's
    text (_line_of), which _on_message turns back into its file and line
    (giving each its place by `update` would cost more than parsing it)."""
    missing = sorted((_line_of(r), r) for r in dict.fromkeys(refs) if _parsed_of.get(r[0]) is None
                     or _parsed_of[r[0]][r[1]] is None)
    if missing:
        parts, at = [], 1
        for line, (path, i) in missing:
            parts.append("\n" * (line - at) + _texts(path)[0][i])
            at = line + _texts(path)[0][i].count("\n")
        got = {}
        try:
            clingo.ast.parse_string("".join(parts), lambda s: got.setdefault(s.location.begin.line, []).append(s),
                                    logger=_on_message)
        except (RuntimeError, UnicodeError):
            got = {}
        for line, (path, i) in missing:
            stms = got.get(line, ())
            if len(stms) != 1:
                _parse_afresh(path)
                continue
            parsed = _parsed_of.get(path)
            if parsed is None:
                parsed = _parsed_of[path] = [None] * len(_texts(path)[0])
            if parsed[i] is None:
                parsed[i] = stms[0]
    return [_parsed_of[p][i] for p, i in refs]


_LINES_FROM = 50_000      # (above any line of the facts the host parses: _parsed_lines)
_first_line = {}          # path -> the parser's line of its first statement (_statements_at)


def _line_of(ref):
    """The line of the parser's text at which the statement `ref` (path,
    place) is parsed: each rule file's statements get lines of their own,
    in the order the process first met the files."""
    path, i = ref
    first = _first_line.get(path)
    if first is None:
        first = _first_line[path] = _LINES_FROM + sum(len(_texts(p)[0]) for p in _first_line)
    return first + i


_PARSED_AT = re.compile(r"<string>:(\d+):\d+(?:-\d+(?::\d+)?)?")


def _placed(msg):
    """A clingo message with the places of lazily parsed rule statements
    (_line_of) given as their rule file and line."""
    def place(m):
        line = int(m.group(1))
        for path, first in _first_line.items():
            if first <= line < first + len(_texts(path)[0]):
                bl, bc, _, _ = _texts(path)[1][line - first]
                return f"{path}:{bl}:{bc}"
        return m.group(0)
    return _PARSED_AT.sub(place, msg) if _first_line and "<string>:" in msg else msg


@functools.lru_cache(maxsize=None)
def _refs(path):
    """(path, place) of each statement of a rule file as grounded."""
    return tuple((path, i) for i in range(len(_texts(path)[0])))


def _parsed(path):
    """A rule file's statements as grounded (_framed_source), every one."""
    return tuple(_statements_at(_refs(path)))


_parsed.cache_clear = lambda: (_texts_of.clear(), _parsed_of.clear(), _first_line.clear(), _refs.cache_clear(),
                               _constraints_at.clear())


# The modes whose answer shows the rules broken (asp/actions/modes.lp); in the
# others a broken rule means no answer.
EXPLAINING = ("check", "view")
_horizon_seen = {}       # (mode, constants, kinds of move atom, Coup phase) -> (least, most) horizon seen


def _steps(start, stop):
    out = []
    for t in range(start, stop):
        out += [("step", [clingo.Number(t)]), ("next", [clingo.Number(t)]), ("derive", [clingo.Number(t + 1)])]
    return out


def _horizon(ctl):
    return max((a.symbol.arguments[0].number for a in ctl.symbolic_atoms.by_signature("horizon", 1)), default=0)


def _ground_by_transition(ctl, context, steps=True, gates=()):
    """Ground base and derive(0), then each transition t in two calls: its
    effects (step(t)), then the state they lead to (next(t), derive(t+1);
    with the last, result(H), which only reads that state: each call costs
    clingo preparing its parts anew).  Within one call the grounder cannot
    tell a count no effect touches from one an effect may change (counts
    and effects depend on each other, predicate by predicate), so it leaves
    both to the solver; with the effects grounded in an earlier call it
    makes the first a fact.  That matters in legal mode, where every space an open atom names
    is in scope (in an open question, most of the map); other modes have a
    few spaces in scope, and there fewer calls cost less (each call prepares
    its parts anew: an apply so grounded took 1.3-1.8 times as long for a
    multi-step Operation, branch frame10).  Between the two calls of a
    transition the host reads the spaces its effects may touch
    (_Stepping), so that only those are worked out afresh after it
    (asp/actions/frame.lp, renew/2).  `gates`: the parts of step(t)
    statements that can fire only at some steps (fitl.program.gated), each
    grounded with step(t) at the steps where it can, as the atoms base
    grounded tell (fitl.program.gate_steps); and those of next(t)
    statements that need an effect of step(t) (a cost, a track's change,
    ...), grounded with next(t) where the parts of step(t) can make it.
    None when a rule is already broken for certain."""
    ctl.ground([("base", []), ("derive", [clingo.Number(0)])], context=context)
    if _broken(ctl):
        return None
    if not steps:
        return ctl
    horizon = _horizon(ctl)         # (fixed by base: the move's own atoms)
    if horizon == 0:
        ctl.ground([("result", [clingo.Number(0)])], context=context)
    atoms = lambda name, arity: [a.symbol for a in ctl.symbolic_atoms.by_signature(name, arity)]
    gated, untouched = program.gate_steps(gates, atoms, horizon, absent=_TOUCHED)
    stepping = _Stepping(context)
    for t in range(horizon):
        step = [name for name in gated[t] if not name.startswith(program.NEXT_GATE)]
        ctl.ground([(name, [clingo.Number(t)]) for name in ("step", *step)], context=context)
        stepping.read(ctl, t)
        nxt = gated[t] if stepping.spaces else untouched[t]      # (no space touched: no may_touch/2 atom)
        ctl.ground([(name, [clingo.Number(t)]) for name in ("next", *nxt) if name not in step]
                   + [("derive", [clingo.Number(t + 1)])]
                   + ([("result", [clingo.Number(horizon)])] if t + 1 == horizon else []), context=stepping)
    return ctl


# The predicate of the spaces a transition's effects may touch, which
# @effect_spaces gives (asp/actions/frame.lp, may_touch/2): where the host
# reads none, the parts of next(t) that need it (renew/2, the successor
# counts, markers and levels) could make nothing, and are not grounded.
_TOUCHED = frozenset((("may_touch", 2),))

# The effects that change a space's framed values (asp/actions/frame.lp).
_EFFECTS = (("eff_pc", 5), ("eff_marker", 5), ("eff_shift", 4), ("eff_set", 3))


class _Stepping:
    """The host's functions while the state after a transition is grounded,
    and @effect_spaces(t): the spaces the effect atoms grounded for
    transition t name, true or not yet known (asp/actions/frame.lp), read,
    not decided, by the host."""

    def __init__(self, context):
        self.context, self.spaces, self.seen = context, [], dict.fromkeys(_EFFECTS, 0)

    def __getattr__(self, name):
        return getattr(self.context, name)

    def read(self, ctl, t):
        """Note the spaces of transition t's effects, once step(t) is
        grounded.  Clingo lists a predicate's atoms in the order it made
        them, so those of the earlier transitions come first and are
        skipped unread (reading an atom's symbol is most of the cost); any
        atom of another step among the new ones means the order is not
        that, and every atom is read."""
        step, spaces = clingo.Number(t), set()
        for sig in _EFFECTS:
            new = [a.symbol.arguments[:2] for a in itertools.islice(ctl.symbolic_atoms.by_signature(*sig), self.seen[sig], None)]
            self.seen[sig] += len(new)
            if any(x != step for x, _ in new):
                new = [a.symbol.arguments[:2] for a in ctl.symbolic_atoms.by_signature(*sig)]
            spaces.update(s for x, s in new if x == step)
        self.spaces = sorted(spaces)

    def effect_spaces(self, t):
        return self.spaces


def possible_scope(facts, files, extra=""):
    """The spaces a legal-mode query's moves may change: its scope/1 atoms
    (asp/actions/frame.lp: every space a candidate names, and those the
    rules declare, all in part base), read after grounding base and
    derive(0) only, a small part of the query, without the rules'
    constraints (half the grounding: they decide which candidates make a
    legal move, not which exist, so the spaces are those of every legal
    move and perhaps more).  A space out of them keeps its values.  (None
    only if the grounding finds a rule broken for certain.)"""
    found = _before_steps(facts, files, extra, "scope")
    return None if found is None else {str(x) for x in found}


def possible_candidates(facts, files, extra=""):
    """The candidate move atoms (candidate/1, asp/actions/modes.lp) of a
    legal-mode query, as symbols in clingo's order, read after grounding base
    and derive(0) only (as possible_scope): the atoms its moves may choose,
    legal or not.  (None only if the grounding finds a rule broken for certain.)"""
    return _before_steps(facts, files, extra, "candidate")


def _before_steps(facts, files, extra, name):
    """The arguments of the name/1 atoms of a legal-mode query grounded up to
    derive(0), in clingo's order; None if a rule is broken for certain by then."""
    ctl = _grounded(facts, files, ["-c", "mode=legal"], extra=extra, want=frozenset(("scope", "candidate", "move")),
                    steps=False)
    if ctl is None:
        return None
    return sorted(a.symbol.arguments[0] for a in ctl.symbolic_atoms.by_signature(name, 1))


def _grounded(facts, files, args, extra="", want=None, checks=False, shown=None, context=_CONTEXT, steps=True):
    """A Control with the rules grounded in two passes (multi-shot; a legal
    query step by step instead, _ground_by_transition): base,
    derive(0) and the first G steps (step(t), next(t), derive(t+1)) first, which fix
    the move's horizon H; then the steps left up to H and result(H).  G is
    the least horizon an earlier query in the same mode with the same kinds
    of move atoms and Coup Round phase had (0 the first time): clingo
    prepares each part once per pass, so a part grounded in one pass only is
    prepared once.  When every such query had the same horizon, result(G)
    joins the first pass and there is no second.  A guess past H, or a
    result part grounded at another step than H, is dropped and the query
    grounded afresh (steps beyond the move's last would change the answer).
    Only the statements that can matter are grounded (_program); with `want`
    (a frozenset of predicate names), only those these need.  None when a
    rule is already broken for certain after the first pass (a move that
    breaks one has no answer outside check mode, asp/actions/modes.lp).
    `shown`: the only signatures the answer shows (the rules' #show and
    #project statements dropped), e.g. for brave consequences over those alone.
    `steps` False: a legal query's base and derive(0) only (possible_scope)."""
    mode = next((a[5:] for a in args if a.startswith("mode=")), "check")
    lines, names, keys = _fact_lines(facts)
    keys |= program.fact_keys(extra)
    loaded = files
    if PRUNE:
        files, gates = _analysed(files)
        keys |= gates
    if mode != "legal" and _names_a_space(keys):
        keys.add("move_names_space")
        extra += "\nmove_names_space."
    present = _pruner(files, want, checks, mode).relevant(keys)
    static_facts, stms, used, gates = _program(files, present, mode, want, checks, shown is not None)
    if shown is not None:
        stms = (*stms, *_show_statements(shown))
    ctl = _control(args)
    try:
        with clingo.ast.ProgramBuilder(ctl) as builder:
            for stm in _read_facts(lines, names, used) + _parsed_lines(extra.split("\n")):
                builder.add(stm)
            for stm in static_facts:
                builder.add(stm)
            for stm in stms:
                builder.add(stm)
        if mode == "legal":
            return _ground_by_transition(ctl, context, steps, gates)
        key = (mode, _CONSTS,
               frozenset(k for k in keys if k.startswith(("move@", "given@", "coup_phase@")) and "/" not in k))
        seen = _horizon_seen.get(key)
        guess, sure = (seen[0], seen[0] == seen[1]) if seen else (0, False)
        ctl.ground([("base", []), ("derive", [clingo.Number(0)])] + _steps(0, guess)
                   + ([("result", [clingo.Number(guess)])] if sure else []), context=context)
        horizon = _horizon(ctl)
        _horizon_seen[key] = (min(horizon, seen[0]), max(horizon, seen[1])) if seen else (horizon, horizon)
        if horizon < guess or (sure and horizon != guess):
            return _grounded(facts, loaded, args, extra, want, checks, shown, context, steps)
        if mode not in EXPLAINING and _broken(ctl):
            return None
        if not sure:
            ctl.ground(_steps(guess, horizon) + [("result", [clingo.Number(horizon)])], context=context)
    except RuntimeError:
        raise _rules_error() from None
    return ctl


# A query that shows signatures of its own leaves out the rules' #show and
# #project statements: with a #project statement clingo enumerates models
# projected onto the projected atoms, and brave consequences over other
# atoms would then miss some (asp/actions/result.lp projects next_pieces/3).
_SHOW = (clingo.ast.ASTType.ShowSignature, clingo.ast.ASTType.ShowTerm, clingo.ast.ASTType.ProjectSignature)


@functools.lru_cache(maxsize=16)
def _show_statements(shown):
    """#show statements for the signatures `shown` (name, arity), in part base."""
    stms = []
    clingo.ast.parse_string("#program base." + "".join(f" #show {n}/{a}." for n, a in shown), stms.append)
    return stms


@functools.lru_cache(maxsize=1)
def _space_names():
    return frozenset(static().spaces)


def _names_a_space(keys):
    """Whether a move fact names a space as an argument of its atom (its
    keys move@NAME/I=VALUE, fitl.program.fact_lines): outside legal mode the
    move's facts are its only move atoms, and then the rules put the spaces
    it names in scope (move_names_space/0, asp/actions/frame.lp); a move
    naming none grounds no per-space rule."""
    spaces = _space_names()
    return any(k.startswith("move@") and k.partition("=")[2] in spaces for k in keys)


def _broken(ctl):
    """Whether a rule is broken for certain: a violated/3 or fail/4 atom
    already a fact, or (legal mode: such rules are constraints) a constraint
    whose body is."""
    return ctl.is_conflicting or any(sa.is_fact for sig in (("violated", 3), ("fail", 4))
                                     for sa in ctl.symbolic_atoms.by_signature(*sig))


def run(facts, edition=2, files=None, args=(), mode="check", models=1, extra="", cards=(), atoms=None, coup=True,
        want=None, checks=False, dice=None):
    """Ground static facts + facts (a text or tuple of texts: chunks) + rules
    with `#const mode` and return the
    shown symbols of up to `models` answer sets (0 = all).  In an optimising or
    brave/cautious run the last model is the optimal / consequence one.
    `want`: read only these predicates (a derivation query; with `checks`,
    the rules' constraints too, so that an illegal move has no answer).  The
    steps of a move are grounded up to horizon/1, so a query whose answer
    depends on them (a successor, a rule broken at a later step) wants
    horizon too; without it only step 0 is.  `dice`: the move's die number i
    as dice(i) (@die/1), rolled as the rules ask for them."""
    files = tuple(files if files is not None else rule_files(edition, tuple(cards), atoms, coup))
    ctl = _grounded(facts, files, ["-c", f"mode={mode}", f"--models={models}", *args], extra,
                    None if want is None else frozenset(want), checks, context=_Context(dice))
    if ctl is None:
        return []
    found = []
    _solve(ctl, mode, lambda model: found.append(model.symbols(shown=True)))
    return found


# Every solve is bounded: a query that searches longer than SOLVE_SECONDS stops
# with SearchLimit (never a hang).  A legal query's options are bounded by
# conflicts, the same on any machine: the brave enumeration within
# BRAVE_CONFLICTS, then each option it did not reach on its own within
# OPTION_CONFLICTS; an option the search could not decide in that bound is
# reported as undecided, not dropped silently (fitl.session.Session.options),
# and the time bound is only a net there.
SOLVE_SECONDS = float(os.environ.get("FITL_SOLVE_SECONDS", "10"))
BRAVE_CONFLICTS = int(os.environ.get("FITL_BRAVE_CONFLICTS", "200000"))
OPTION_CONFLICTS = int(os.environ.get("FITL_OPTION_CONFLICTS", "20000"))


class SearchLimit(FitlError):
    """A query whose search hit its bound (exit code 3)."""

    exit_code = 3

    def __init__(self, what, seconds):
        super().__init__(f"{what}: no answer within the search bound ({seconds:g} s; FITL_SOLVE_SECONDS)")


# Ctrl-C: the command line's handler (catch_interrupts) remembers it, so that
# one that lands where Python cannot raise it (a clingo object's finaliser)
# stops the next solve instead of being lost.
_interrupted = False


def _on_interrupt(signum, frame):
    global _interrupted
    _interrupted = True
    raise KeyboardInterrupt


def catch_interrupts():
    """Install the Ctrl-C handler (the command line, in its main thread; each
    command starts uninterrupted)."""
    global _interrupted
    _interrupted = False
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _on_interrupt)
        sys.unraisablehook = _unraisable


def _unraisable(info, default=sys.unraisablehook):
    """Ctrl-C in a finaliser (a clingo Control freed) cannot be raised there:
    remembered by _on_interrupt, it stops the next solve; not printed."""
    if not isinstance(info.exc_value, KeyboardInterrupt):
        default(info)


def _solve(ctl, what, on_model=None, assumptions=(), deadline=None):
    """One bounded solve in the calling thread: the SolveResult, or
    SearchLimit past the deadline (time.monotonic(); else SOLVE_SECONDS from
    now)."""
    if deadline is None:
        deadline = time.monotonic() + SOLVE_SECONDS
    if deadline <= time.monotonic():
        raise SearchLimit(what, SOLVE_SECONDS)
    with watched(ctl, deadline) as watch:
        watch.result = ctl.solve(on_model=on_model, assumptions=list(assumptions))
    if watch.fired:
        raise SearchLimit(what, SOLVE_SECONDS)
    return watch.result


class _Watch:
    """What `watched` tells of one solve: `fired` (after the block) whether
    the bound interrupted it; `result`, its SolveResult, set by the block;
    `token`, the solve's in the watchdog (paused)."""

    fired = False
    result = None
    token = None


class _Watchdog:
    """Every solve is bounded, and solved in the calling thread: one thread
    of the process interrupts a solve once its deadline is past (`watched`).
    Handing each solve over to clingo's own solving thread and back (an
    asynchronous solve) cost a random Full game 10-15% of its CPU time and,
    on a busy machine where each hand-over waits for a core, about 30% of
    its wall-clock time.  The thread sleeps until the earliest deadline of
    the solves under way, and while none is, until one starts: it wakes
    about once per bound while solves follow each other, never when idle.
    Ctrl-C during a solve is raised once the solve ends (or at its next
    model), within its bound.  A forked process (simulate's workers, prove's
    child) starts its own thread."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.cond = threading.Condition()
        self.solves = {}           # a solve's token -> (its Control, its deadline)
        self.fired = set()         # the tokens of the solves interrupted
        self.wake = None           # when the thread wakes next (None: when a solve starts)
        self.thread = None

    def _run(self, cond, solves, fired):
        with cond:
            while True:
                now = time.monotonic()
                for token, (ctl, deadline) in list(solves.items()):
                    if deadline <= now:
                        ctl.interrupt()
                        fired.add(token)
                        del solves[token]
                self.wake = min((d for _, d in solves.values()), default=None)
                cond.wait(None if self.wake is None else self.wake - now)

    @contextlib.contextmanager
    def watched(self, ctl, deadline):
        if _interrupted:
            raise KeyboardInterrupt
        token, watch = object(), _Watch()
        watch.token = token
        with self.cond:
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, args=(self.cond, self.solves, self.fired),
                                               name="fitl-solve-bound", daemon=True)
                self.thread.start()
            self.solves[token] = (ctl, deadline)
            if self.wake is None or deadline < self.wake:
                self.wake = deadline
                self.cond.notify()
        try:
            yield watch
        finally:
            with self.cond:
                self.solves.pop(token, None)
                watch.fired = token in self.fired
                self.fired.discard(token)
            if watch.fired and not (watch.result is not None and watch.result.interrupted):
                # (Interrupted after its solve ended, the Control would stop
                # its next solve at once: that interrupt is spent here, on a
                # solve allowed no conflict.)
                solve = ctl.configuration.solve
                limit, solve.solve_limit = solve.solve_limit, "0"
                ctl.solve()
                solve.solve_limit = limit


    @contextlib.contextmanager
    def paused(self, watch):
        with self.cond:
            entry = self.solves.pop(watch.token, None)
        left = None if entry is None else entry[1] - time.monotonic()
        try:
            yield
        finally:
            if entry is not None:
                with self.cond:
                    deadline = time.monotonic() + left
                    self.solves[watch.token] = (entry[0], deadline)
                    if self.wake is None or deadline < self.wake:
                        self.wake = deadline
                        self.cond.notify()


_WATCHDOG = _Watchdog()
os.register_at_fork(after_in_child=_WATCHDOG.reset)


def watched(ctl, deadline):
    """A block within which ctl's solves (in the calling thread) are
    interrupted once `deadline` (time.monotonic()) is past; its value, a
    _Watch: the block sets `result` to the SolveResult once it has it, and
    after the block `fired` says whether the bound interrupted the solve.
    Ctrl-C (now or lost earlier) stops it before it starts."""
    return _WATCHDOG.watched(ctl, deadline)


def paused(watch):
    """A block within `watched` (its _Watch) during which the solve's bound
    stands still: a stream of answers (yield_) suspended while its reader
    works between two answers, so that the bound is on the search alone,
    not on the reader's time (which depends on the machine and its load)."""
    return _WATCHDOG.paused(watch)


class Static:
    """The static knowledge (map, forces, deck), read once from asp/static/."""

    def __init__(self):
        self._texts = _static_texts()
        rows = _static_rows(self._texts)
        self._read = rows is not None     # (else a text not read here: as clingo reads it)
        self.rows = rows = rows if self._read else self._symbols_by()
        a = lambda name, n: rows.get((name, n), [])
        labels = sorted((x[1].number, x[0].name, x[2].string) for x in a("label", 3))
        self.spaces = [s for _, s, _ in labels]
        self.label = {s: name for _, s, name in labels}
        self.space_type = {x[0].name: x[1].name for x in a("space_type", 2)}
        self.pop = {x[0].name: x[1].number for x in a("pop", 2)}
        self.econ = {x[0].name: x[1].number for x in a("econ", 2)}
        self.country = {x[0].name: x[1].name for x in a("country", 2)}
        self.routes = {}
        for x in a("route", 2):
            self.routes.setdefault(x[0].number, []).append(x[1].name)
        self.adjacent = {}
        for x in a("adjacent", 2):
            self.adjacent.setdefault(x[0].name, set()).add(x[1].name)
        self.factions = sorted(x[0].name for x in a("faction", 1))
        self.piece_types = sorted(x[0].name for x in a("piece", 3))
        self.piece_faction = {x[0].name: x[1].name for x in a("piece", 3)}
        self.pool = {x[0].name: x[1].number for x in a("pool", 2)}
        self.keys = {x[0].name: (x[1].name, x[2].name) for x in a("key", 3)}
        self.cards = {x[0].number: {"kind": x[1].name, "period": x[2].number} for x in a("card", 3)}
        for x in a("title", 2):
            self.cards[x[0].number]["title"] = x[1].string
        for x in a("faction_order", 3):
            self.cards[x[0].number].setdefault("order", {})[x[1].number] = x[2].name
        for c in self.cards.values():
            c["order"] = [c["order"][i] for i in sorted(c.get("order", {}))]
        self.op_types = sorted({x[0].name for x in a("op_of", 2)})
        self.sa_types = sorted({x[0].name for x in a("sa_of", 2)})
        self.op_of, self.sa_of = {}, {}                  # Faction (as in the state: US) -> its types
        for pred, into in (("op_of", self.op_of), ("sa_of", self.sa_of)):
            for x in a(pred, 2):
                into.setdefault(x[1].name.upper(), []).append(x[0].name)
        self.capability_cards = {x[0].number: x[1].name for x in a("capability_card", 2)}
        self.momentum_cards = {}
        for x in a("momentum_card", 2):
            self.momentum_cards.setdefault(x[0].number, []).append(x[1].name)
        self.pivotal = {x[0].number: x[1].name for x in a("pivotal", 2)}
        self.leader = {x[0].number: x[1].name for x in a("leader", 2)}
        self.map_errors = [(x[0].name, x[1].name) for x in a("map_error", 2)]
        self.deception_pool = {x[0].name: x[1].number for x in a("deception_pool", 2)}

    @functools.cached_property
    def symbols(self):
        """The static atoms (clingo symbols), in the answer's order."""
        return [clingo.parse_term(t) for t in self._texts]

    @functools.cached_property
    def _by(self):
        """The static atoms' arguments (clingo symbols) by (name, arity)."""
        if not self._read:
            return self.rows
        return {key: [[a.symbol() for a in row] for row in rows] for key, rows in self.rows.items()}

    def _symbols_by(self):
        by = {}
        for s in self.symbols:
            by.setdefault((s.name, len(s.arguments)), []).append(s.arguments)
        return by

    def atoms(self, name, arity):
        """The argument tuples of a static predicate, e.g. atoms('adjacent', 2)."""
        return self._by.get((name, arity), [])


def _static_texts():
    """The shown atoms of asp/static/'s answer as texts, from the disk cache
    when its files and the constants are unchanged."""
    files = _files("static")
    k = cache.key(b"static", repr(_CONSTS).encode(),
                  *(Path(f).relative_to(ASP_DIR).as_posix().encode() + b"\0" + Path(f).read_bytes() for f in files))
    found = cache.load(k)
    if isinstance(found, list) and found and all(type(x) is str for x in found):
        try:
            clingo.parse_term(found[-1])
            return found
        except RuntimeError:
            pass
    ctl = _control()
    for f in files:
        ctl.load(f)
    ctl.ground([("base", [])])
    syms = []
    with ctl.solve(yield_=True) as handle:
        for model in handle:
            syms = model.symbols(shown=True)
    found = [str(x) for x in syms]
    cache.store(k, found)
    return found


class _Arg:
    """An argument of a static atom read from its text, as a clingo symbol
    gives it: .name (a constant), .number or .string; .symbol() the symbol."""
    __slots__ = ("name", "number", "string", "_symbol")

    def __init__(self, name=None, number=None, string=None):
        self.name, self.number, self.string, self._symbol = name, number, string, None

    def symbol(self):
        if self._symbol is None:
            self._symbol = clingo.Function(self.name) if self.name is not None else \
                clingo.Number(self.number) if self.number is not None else clingo.String(self.string)
        return self._symbol


_STATIC_ATOM = re.compile(r"([a-z_][A-Za-z0-9_']*)(?:\((.*)\))?")
_STATIC_ARG = re.compile(r'-?[0-9]+|[a-z_][A-Za-z0-9_\']*|"[^"\\]*"')


def _static_rows(texts):
    """The static atoms' arguments (_Arg) by (name, arity), read from their
    texts without a call into clingo per value (Static's fields read them);
    None if a text is not of the plain form here (a name, numbers, constants,
    strings without escapes)."""
    rows, args = {}, {}
    for text in texts:
        m = _STATIC_ATOM.fullmatch(text)
        if m is None:
            return None
        found = _STATIC_ARG.findall(m.group(2)) if m.group(2) is not None else []
        if m.group(2) is not None and ",".join(found) != m.group(2):
            return None
        row = []
        for x in found:
            arg = args.get(x)
            if arg is None:
                c = x[0]
                arg = args[x] = _Arg(string=x[1:-1]) if c == '"' else _Arg(name=x) if c.isalpha() or c == "_" \
                    else _Arg(number=int(x))
            row.append(arg)
        rows.setdefault((m.group(1), len(row)), []).append(row)
    return rows


@functools.lru_cache(maxsize=1)
def static():
    """The process-wide static knowledge, computed on first use."""
    return Static()
