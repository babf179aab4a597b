"""`?` at the `fitl play` prompt: the options the rules give (Game.legal:
every atom offered is part of some legal move), grouped by kind and
written compactly, with the cost the rules set for an Operation or Special
Activity where there is one (its `#const ..._cost` and the comment beside
it in asp/, the rules' own words).

- `?`                  every option at this point;
- `? PARTIAL`          what can come after a partial move (`? rally(hue)`);
- `? PARTIAL SA`       with a Special Activity type named, its spaces too (`? rally(hue) tax`);
- `? WORD`             the options whose kind starts with WORD, or that name
                       WORD (`? mar`, `? saigon`): the first answer narrowed.
"""

import functools
import re
import textwrap

import clingo

from . import asp
from .errors import BadInput

WIDTH = 100
_CONST = re.compile(r"^#const\s+(\w*_cost\w*)\s*=\s*[^.]*\.\s*%\s*(.+)$")


@functools.lru_cache(maxsize=1)
def _cost_comments():
    """Cost constant -> the comment beside its #const in asp/ (section: words)."""
    out = {}
    for path in sorted(asp.ASP_DIR.rglob("*.lp")):
        for line in path.read_text(encoding="utf-8").splitlines():
            m = _CONST.match(line.strip())
            if m:
                out.setdefault(m.group(1), m.group(2).strip())
    return out


def cost_note(kind, edition):
    """The rules' costs of an Operation, Special Activity or detail `kind`
    (rally, pacify, coup_pacify, ...): its cost constants' comments,
    '; '-joined; a constant given another value (--const) says so."""
    consts = asp.constants(edition)
    notes = []
    # (A Coup Round's coup_pacify or coup_agitate costs what Pacify or Agitate does.)
    kinds = {kind, kind.split("_", 1)[-1]} if kind.startswith("coup_") else {kind}
    for name, comment in sorted(_cost_comments().items(), key=lambda x: (not x[0].startswith(tuple(kinds)), x[0])):
        # (ky_pacify_cost_per_level: the cost under an RVN Leader, 2.4.1, named by its comment.)
        if name in consts and any(name == f"{k}_cost" or name.startswith(f"{k}_cost_") or f"_{k}_cost" in name
                                  for k in kinds):
            value = dict(asp.consts()).get(name)
            notes.append(comment + (f" [{name} is {value} now]" if value is not None else ""))
    return "; ".join(notes)


def _compact(atoms):
    """Atoms written short: one-argument atoms of a kind as their arguments;
    atoms that differ only in a last number as one, with the numbers
    (`march(a, b, key, 1..3)`)."""
    syms = [clingo.parse_term(a) for a in atoms]
    if syms and all(len(s.arguments) == 1 for s in syms):
        return [str(s.arguments[0]) for s in syms], True
    groups = {}
    for s in syms:
        args = s.arguments
        if args and args[-1].type == clingo.SymbolType.Number:
            groups.setdefault((s.name, tuple(map(str, args[:-1]))), []).append(args[-1].number)
        else:
            groups.setdefault((s.name, tuple(map(str, args))), [])
    out = []
    for (name, args), numbers in groups.items():
        if numbers:
            numbers = sorted(numbers)
            n = f"{numbers[0]}..{numbers[-1]}" if numbers == list(range(numbers[0], numbers[-1] + 1)) and len(numbers) > 2 \
                else "|".join(map(str, numbers))
            args = (*args, n)
        out.append(f"{name}({', '.join(args)})" if args else name)
    return out, False


def _order(kind):
    return {"pass": 0, "event": 1, "special_activity": 3, "undecided": 4}.get(kind, 2)


def _entry(head, items, single, width):
    body = " ".join(items) if single else "  ".join(items)
    if len(head) + len(body) + 2 <= width:
        return [f"{head}: {body}"]
    return [head + ":"] + textwrap.wrap(body, width, initial_indent="      ", subsequent_indent="      ",
                                        break_on_hyphens=False)


def format_options(options, edition, width=WIDTH):
    """The lines of `?`: pass and the Event first, then each kind of option
    (one-argument atoms as their arguments, `kind(...)`), its cost beside it."""
    lines = []
    for kind in sorted(options, key=lambda k: (_order(k), k)):
        atoms = options[kind]
        if kind == "undecided":
            lines += _entry("  undecided (the bounded search could not settle these)", atoms, False, width)
            continue
        if kind == "special_activity":
            names = [str(clingo.parse_term(a).arguments[0]) for a in atoms]
            lines += _entry("  Special Activities open (? PARTIAL NAME: its spaces)", names, True, width)
            continue
        note = cost_note(kind, edition)
        note = f"  [{note}]" if note else ""
        if atoms == [kind]:
            lines.append(f"  {kind}{note}")
            continue
        by_arity = {}
        for a in atoms:
            by_arity.setdefault(len(clingo.parse_term(a).arguments) == 1, []).append(a)
        for one in sorted(by_arity):
            items, single = _compact(by_arity[one])
            lines += _entry(f"  {kind}(...){note}" if single else f"  {kind}{note}", items, single, width)
            note = ""
    return lines


def ask(game, faction, text):
    """The options for `? TEXT` (see the module's text) as {kind: atoms}."""
    words = text.split()
    sa = None
    if words and words[-1] in asp.static().sa_types:
        sa, text = words[-1], " ".join(words[:-1])
    try:
        return game.legal(text, faction=faction, sa=sa)
    except BadInput:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", text):
            raise
    options = game.legal("", faction=faction)
    narrowed = {k: v for k, v in options.items() if k.startswith(text)}
    if not narrowed:
        narrowed = {k: [a for a in v if text in a] for k, v in options.items()}
        narrowed = {k: v for k, v in narrowed.items() if v}
    if not narrowed:
        raise BadInput("?", text, "no option is of that kind or names it (? alone lists them all)")
    return narrowed
