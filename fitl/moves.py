"""Moves: the text a player types, a script holds and the log records, read
into the atoms the rules take (docs/moves.md).

A move is a list of atoms such as ``train(saigon)`` or
``train(saigon, arvn_troops, 6)``, separated by spaces, commas between atoms,
or full stops.  Spaces may be written by their map names in quotes
(``train("Quang Tri")``).  Which atoms exist, and the kind of each argument,
is declared in the rules (vocab/2).

>>> [str(a) for a in parse_move('train(saigon, arvn_troops, 6) pacify("Saigon", 1)')]
['train(saigon,arvn_troops,6)', 'pacify(saigon,1)']
"""

import functools
import re

import clingo

from . import asp
from .errors import BadInput
from .names import resolve_space
from .state import BIGGEST

# Brackets in a move nest a few deep (a tuple in an atom); far deeper ones are
# refused before clingo reads them (it would recurse through them).
MAX_DEPTH = 16


def _atoms_text(text):
    """Split a move's text into atom strings at top level (outside brackets/quotes)."""
    out, depth, cur, quote = [], 0, [], False
    for ch in text:
        if ch == '"':
            quote = not quote
        if not quote:
            if ch == "(":
                depth += 1
                if depth > MAX_DEPTH:
                    raise BadInput("move", None, f"brackets nested too deeply (more than {MAX_DEPTH})")
            elif ch == ")":
                depth -= 1
                if depth < 0:
                    raise BadInput("move", None, "unbalanced ')'")
            elif depth == 0 and (ch.isspace() or ch in ",;") or (depth == 0 and ch == "."):
                if cur:
                    out.append("".join(cur))
                    cur = []
                continue
        cur.append(ch)
    if quote:
        raise BadInput("move", None, "unclosed quote")
    if depth:
        raise BadInput("move", None, "unbalanced '('")
    if cur:
        out.append("".join(cur))
    return out


def _lower_names(atom):
    """Lower-case unquoted identifiers, so 'ARVN' and 'Saigon' read as constants."""
    parts = re.split(r'("[^"]*")', atom)
    return "".join(p if p.startswith('"') else p.lower() for p in parts)


CARD_ATOMS = {}     # edition -> {atom name: card whose file declares it}
CARD_USES = {}      # edition -> {card: the cards whose rules its rules read (card_uses/2)}


def card_of_atoms(atoms, edition=2):
    """The cards whose own move atoms (card_atom/2) the move uses: their rules
    must load to judge them."""
    vocabulary(edition)
    own = CARD_ATOMS.get(edition, {})
    return {own[a.name] for a in atoms if a.name in own}


def cards_used_by(cards, edition=2):
    """The cards whose rules the rules of `cards` read (card_uses/2: a card
    whose Event has another card's text carried out, as 96 with 124's)."""
    vocabulary(edition)
    uses = CARD_USES.get(edition, {})
    return {d for c in cards for d in uses.get(c, ())}


def vocabulary(edition=2):
    """{(name, arity): (kind, ...)} as declared by the rules (card files included)."""
    return _vocabulary(int(edition))


@functools.lru_cache(maxsize=4)
def _vocabulary(edition):
    vocab = {}
    CARD_USES.setdefault(edition, {})
    for s in asp.declared(edition, ("vocab", "card_atom", "card_uses")):
        if s.name == "card_atom":
            CARD_ATOMS.setdefault(edition, {})[s.arguments[0].name] = s.arguments[1].number
        if s.name == "card_uses":
            CARD_USES[edition].setdefault(s.arguments[0].number, set()).add(s.arguments[1].number)
        if s.name == "vocab":
            name, kinds = s.arguments
            ks = tuple(k.name for k in kinds.arguments)
            vocab[(name.name, len(ks))] = ks
    return vocab


def _check_arg(atom, pos, kind, arg):
    st = asp.static()
    where = f"argument {pos + 1} of {atom.name}"
    if kind == "space":
        if arg.type == clingo.SymbolType.String:
            return clingo.Function(resolve_space(arg.string))
        if arg.type != clingo.SymbolType.Function or arg.arguments or arg.name not in st.space_type:
            raise BadInput("move", str(atom), f"{where}: unknown space {str(arg)!r}")
    elif kind == "key" and (arg.type != clingo.SymbolType.Function or arg.name not in st.keys):
        raise BadInput("move", str(atom), f"{where}: unknown piece {str(arg)!r}")
    elif kind == "piece" and (arg.type != clingo.SymbolType.Function or
                              (arg.name not in st.keys and arg.name not in st.piece_types)):
        raise BadInput("move", str(atom), f"{where}: unknown piece {str(arg)!r}")
    elif kind == "type" and (arg.type != clingo.SymbolType.Function or arg.name not in st.piece_types):
        raise BadInput("move", str(atom), f"{where}: unknown piece type {str(arg)!r}")
    elif kind == "count" and (arg.type != clingo.SymbolType.Number or arg.number < 0):
        raise BadInput("move", str(atom), f"{where}: expected a number 0 or more, got {str(arg)!r}")
    elif kind == "faction" and (arg.type != clingo.SymbolType.Function or arg.name not in st.factions):
        raise BadInput("move", str(atom), f"{where}: unknown Faction {str(arg)!r}")
    elif kind == "side" and str(arg) not in ("unshaded", "shaded"):
        raise BadInput("move", str(atom), f"{where}: expected unshaded or shaded, got {str(arg)!r}")
    return arg


_NUMBER = re.compile(r'"[^"]*"|(?<![A-Za-z0-9_])[0-9]+')
_PLAIN = re.compile(r'"[^"]*"|[^"]+')


def _check_text(text):
    """Refuse what clingo cannot be given: bytes that were not UTF-8 (the
    command line hands them on as lone surrogates), a character outside
    ASCII but in a quoted name, and a number past BIGGEST (compared by its
    digits: int() refuses more than 4,300)."""
    for m in _PLAIN.finditer(text):
        part = m.group()
        bad = next((ch for ch in part if "\ud800" <= ch <= "\udfff" or (part[0] != '"' and not ch.isascii())), None)
        if bad is not None:
            problem = "not UTF-8 text" if "\ud800" <= bad <= "\udfff" else \
                f"the character {bad!r} (only quoted names may have characters outside ASCII)"
            raise BadInput("move", _short(text.encode("utf-8", "backslashreplace").decode()), problem)
    for m in _NUMBER.finditer(text):
        digits = m.group().lstrip("0")
        if not m.group().startswith('"') and (len(digits) > len(str(BIGGEST)) or int(digits or 0) > BIGGEST):
            raise BadInput("move", _short(text), f"{_short(m.group())} is too large a number (at most {BIGGEST})")


def _short(text, most=60):
    return text if len(text) <= most else text[:most - 3] + "..."


def parse_atom(text, edition=2):
    _check_text(text)
    try:
        sym = clingo.parse_term(_lower_names(text))
    except (RuntimeError, UnicodeError):
        raise BadInput("move", _short(text), "not an atom (write name(arg, ...))") from None
    if sym.type != clingo.SymbolType.Function or not sym.name:
        raise BadInput("move", _short(text), "not an atom (write name(arg, ...))")
    vocab = vocabulary(edition)
    kinds = vocab.get((sym.name, len(sym.arguments)))
    if kinds is None:
        arities = sorted(a for (n, a) in vocab if n == sym.name)
        if arities:
            raise BadInput("move", _short(text), f"{sym.name} takes {' or '.join(map(str, arities))} argument(s)")
        raise BadInput("move", _short(text), "unknown move atom (see docs/moves.md)")
    args = [_check_arg(sym, i, k, a) for i, (k, a) in enumerate(zip(kinds, sym.arguments))]
    return clingo.Function(sym.name, args)


def parse_move(text, edition=2):
    """The atoms of a move, in the order written."""
    if isinstance(text, (list, tuple)):
        text = " ".join(text)
    parts = _atoms_text(text.strip())
    if not parts:
        raise BadInput("move", None, "the move is empty")
    return [parse_atom(p, edition) for p in parts]


def move_text(atoms):
    return " ".join(str(a) for a in atoms)


class Move:
    """A move parsed once: its atoms (clingo symbols, in the order written),
    the Faction it names (faction(F), else None), and its text, which parses
    back to the same move.

    >>> m = Move.parse('train("Saigon") train(saigon, arvn_troops, 6) faction(arvn)')
    >>> str(m), m.faction
    ('train(saigon) train(saigon,arvn_troops,6) faction(arvn)', 'ARVN')
    >>> Move.parse(str(m)) == m
    True
    """

    __slots__ = ("atoms",)

    def __init__(self, atoms):
        self.atoms = tuple(atoms)

    @classmethod
    def parse(cls, text, edition=2):
        """The move written in `text` (BadInput if it is not one)."""
        return cls(parse_move(text, edition))

    @property
    def faction(self):
        f = next((a.arguments[0].name for a in self.atoms if a.name == "faction" and len(a.arguments) == 1), None)
        return f.upper() if f else None

    def names(self):
        """The atom names, e.g. {'train'}."""
        return {a.name for a in self.atoms}

    def __str__(self):
        return move_text(self.atoms)

    def __repr__(self):
        return f"Move({str(self)!r})"

    def __eq__(self, other):
        return isinstance(other, Move) and set(map(str, self.atoms)) == set(map(str, other.atoms))

    def __hash__(self):
        return hash(frozenset(map(str, self.atoms)))

    def __iter__(self):
        return iter(self.atoms)
