"""The conventions of the rule files (docs/rule-authoring.md), checked when
the rules are first loaded, so that a file that breaks one fails loudly,
naming the file, the line and the convention, instead of giving a silently
wrong answer.

- layout: every .lp file is in a known folder (asp/<folder>/, the edition
  folders asp/editions/edN/, card files NNN_title.lp in events/cards/, and
  the manifest's `parts` folders and their subfolders (asp/nonplayer/), which
  no rule query loads: fitl.nonplayer adds them to Sessions);
- cards: a card file states event_rules(NNN) or event_side(NNN, Side) for
  its own number NNN only;
- vocab: a (name, arity) is declared by vocab/2 with one list of kinds;
- move atoms: every move atom a rule names (move/1, given/1, candidate/1,
  named/1, could/1 of a named term) has a vocab/2 declaration;
- constants: a numeric #const comes with its constant("name", name,
  "section") fact in the same file and the other way round, is defined once,
  is read only where its file is loaded, and is no name a rule uses otherwise
  (a predicate, a move atom, a message's key: clingo would replace it there);
- plain: asp/plain/step0.lp is the one fitl.plain makes from asp/core now.
- hooks: a narrowing_hook(Name, Arity) fact names a predicate its own file
  leaves #defined (docs/nonplayers.md "Speed").

>>> from fitl.asp import ASP_DIR
>>> problems(ASP_DIR)
[]
"""

import functools
import re
from pathlib import Path

import clingo
import clingo.ast

from . import program
from .errors import FitlError

A = clingo.ast.ASTType
GUIDE = "docs/rule-authoring.md"

CARD_NAME = re.compile(r"[0-9]{3}_[a-z0-9_]+\.lp")
EDITION = re.compile(r"ed[0-9]+")
SECTION = re.compile(r"[0-9]+(\.[0-9]+)*")
MOVE_PREDICATES = ("move", "given", "candidate", "named", "could")


class Problem:
    """A convention a rule file breaks: where, which convention, what."""

    def __init__(self, path, line, convention, text):
        self.path, self.line, self.convention, self.text = path, line, convention, text

    def __str__(self):
        return f"{self.path}:{self.line}: convention {self.convention} ({GUIDE}): {self.text}"

    def __repr__(self):
        return f"Problem({str(self)!r})"


@functools.lru_cache(maxsize=8)
def manifest(asp_dir):
    """asp/manifest.lp: (folder -> when its files load: always, on_demand or
    coup_round; the files of those folders loaded always; an edition file's
    name -> the folder it stands in).  No list of rule files in Python."""
    path = Path(asp_dir) / "manifest.lp"
    if not path.exists():
        raise FitlError(f"rules folder {asp_dir} has no manifest.lp (how its rule files load)")
    ctl = clingo.Control(["--warn=none"])
    try:
        ctl.load(str(path))
        ctl.ground([("base", [])])
    except RuntimeError:
        raise FitlError(f"{path}: cannot be read as facts") from None
    facts = [sa.symbol for sa in ctl.symbolic_atoms if sa.is_fact]
    folders = {str(f.arguments[0]): str(f.arguments[1]) for f in facts if f.name == "folder"}
    always = frozenset(f.arguments[0].string for f in facts if f.name == "always")
    twins = {str(f.arguments[0]): str(f.arguments[1]) for f in facts if f.name == "edition_file"}
    return folders, always, twins


def rule_folders(asp_dir):
    """The rule folders the manifest names that queries load (not `parts`
    folders), in a fixed order."""
    return tuple(sorted(f for f, when in manifest(asp_dir)[0].items() if when != "parts"))


def place(rel, asp_dir=None):
    """What the file at `rel` (a path relative to asp/, with /) is: 'rules',
    'edition', 'card', 'static', 'plain', 'parts' or None (no known place)."""
    parts = rel.split("/")
    if rel == "fitl.lp" or rel == "plain/step0.lp":
        return "plain"
    if rel == "manifest.lp":
        return "manifest"
    if len(parts) == 2 and parts[0] == "static":
        return "static"
    if len(parts) in (2, 3) and asp_dir is not None and manifest(asp_dir)[0].get(parts[0]) == "parts":
        return "parts"
    if len(parts) == 2 and asp_dir is not None and parts[0] in manifest(asp_dir)[0]:
        return "rules"
    if len(parts) == 3 and parts[:2] == ["events", "cards"]:
        return "card"
    if len(parts) == 3 and parts[0] == "editions" and EDITION.fullmatch(parts[1]):
        return "edition"
    if len(parts) == 4 and parts[0] == "editions" and EDITION.fullmatch(parts[1]) and parts[2] == "cards":
        return "card"
    return None


def load_group(asp_dir, rel):
    """When the host loads a rule file (fitl.asp.rule_files), as
    asp/manifest.lp says: None for every query; ('coup', None) with the Coup
    Round phases; ('move', twin) with the move atoms the Operation or Special
    Activity file `twin` declares (an edition's variant of a file loads with
    it)."""
    folders, always, twins = manifest(asp_dir)
    parts = rel.split("/")
    if parts[0] == "editions":
        folder = twins.get(Path(parts[-1]).stem)
        if folder is None:
            return None
        rel = f"{folder}/{parts[-1]}"
        parts = rel.split("/")
    when = folders.get(parts[0], "always")
    if when == "always" or rel in always:
        return None
    if when == "coup_round":
        return ("coup", None)
    return ("move", rel)


# --- reading the files -----------------------------------------------------------------
class _File:
    """One rule file as the checks see it, read in one walk of its syntax
    trees (each attribute of a tree is a call into clingo: the checks read
    what they need from plain data): its statements' lines, base-part facts,
    #defined and #const statements, and the keys of message/violated heads."""

    def __init__(self, asp_dir, path):
        self.path = path
        self.rel = path.relative_to(asp_dir).as_posix()
        self.shown = f"asp/{self.rel}"
        stms = []
        clingo.ast.parse_files([str(path)], stms.append)
        part, self._names = "base", None
        self.statements, self.defined, self._definitions = [], set(), []
        self._facts, self.heads = {}, {"message": [], "violated": []}
        for stm in stms:
            kind = stm.ast_type
            if kind == A.Program:
                part = stm.name
                continue
            if kind == A.Comment:
                continue
            line = stm.location.begin.line
            if kind == A.Definition:
                self._definitions.append((line, stm.name, stm.value))
                continue
            self.statements.append((line, stm))
            if kind == A.Defined:
                self.defined.add((stm.name, str(stm.arity)))
            elif kind == A.Rule:
                self._head(part, line, stm)

    def _head(self, part, line, stm):
        head = stm.head
        if head.ast_type != A.Literal or head.atom.ast_type != A.SymbolicAtom:
            return
        sym = head.atom.symbol
        if sym.ast_type != A.Function:
            return
        name, args = sym.name, sym.arguments
        if args and name in self.heads:
            key = _constant_name(args[0])
            if key:
                self.heads[name].append((key, line))
        if part == "base" and not len(stm.body):
            self._facts.setdefault((name, len(args)), []).append((line, args))

    def names(self):
        """Per statement (not #const): (line, _Names), worked out once."""
        if self._names is None:
            self._names = [(line, _Names(stm)) for line, stm in self.statements]
        return self._names

    def facts(self, name, arity):
        """(line, arguments) of the base part's facts name(...)/arity."""
        return self._facts.get((name, arity), ())

    def definitions(self):
        """(line, name, value term) of the file's #const definitions."""
        return self._definitions


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NAME = re.compile(r"(?<![A-Za-z0-9_'#])([a-z][A-Za-z0-9_']*)(\()?")


class _Names:
    """The names a statement uses, read from its text: function names with
    arguments (predicates and terms), constant terms, and the move atoms of
    move/1 and the like, as (name, arity)."""

    def __init__(self, stm):
        text = _STRING.sub('""', str(stm))
        self.functions, self.constants, self.moves = set(), set(), []
        for m in _NAME.finditer(text):
            name, call = m.group(1), m.group(2)
            if not call:
                self.constants.add(name)
                continue
            self.functions.add(name)
            if name in MOVE_PREDICATES:
                args = program._argument_texts(text, m.end())
                if len(args) == 1:
                    self.moves += _atom_names(args[0])


def _atom_names(text):
    """(name, arity) of each named term a move atom's text can be (a pool
    gives several); none for a variable or a number."""
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        inner = text[1:-1]
        if ";" in inner:
            return [x for part in inner.split(";") for x in _atom_names(part)]
    m = re.match(r"([a-z][A-Za-z0-9_']*)(\()?", text)
    if m is None:
        return []
    return [(m.group(1), len(program._argument_texts(text, m.end())) if m.group(2) else 0)]


def _string(term):
    if term.ast_type == A.SymbolicTerm and term.symbol.type == clingo.SymbolType.String:
        return term.symbol.string
    return None


def _constant_name(term):
    if term.ast_type == A.SymbolicTerm and term.symbol.type == clingo.SymbolType.Function \
            and not term.symbol.arguments:
        return term.symbol.name
    if term.ast_type == A.Function and not term.arguments:
        return term.name
    return None


def _number(term):
    if term.ast_type == A.SymbolicTerm and term.symbol.type == clingo.SymbolType.Number:
        return True
    return term.ast_type == A.UnaryOperation and _number(term.argument)


# --- the checks ------------------------------------------------------------------------
def problems(asp_dir):
    """Every convention the rule files under `asp_dir` break (a list of Problem)."""
    asp_dir = Path(asp_dir)
    out, files = [], []
    for path in sorted(asp_dir.rglob("*.lp")):
        rel = path.relative_to(asp_dir).as_posix()
        kind = place(rel, asp_dir)
        if kind is None:
            out.append(Problem(f"asp/{rel}", 1, "layout",
                               "a rule file outside the folders asp/manifest.lp names (folder/2: "
                               f"{', '.join(rule_folders(asp_dir))}), static, asp/editions/edN/, card files "
                               "asp/events/cards/NNN_title.lp and the parts folders' [SUB/]: "
                               "the host would not load it as it should"))
        elif Path(rel).parent.name == "cards" and not CARD_NAME.fullmatch(path.name):
            out.append(Problem(f"asp/{rel}", 1, "layout", "a card file is named NNN_title.lp (its card number)"))
        elif kind in ("rules", "edition", "card", "parts"):
            try:
                files.append(_File(asp_dir, path))
            except RuntimeError as err:
                out.append(Problem(f"asp/{rel}", 1, "syntax", str(err) or "the file does not parse"))
    out += _cards(files)
    out += _hooks(files)
    editions = sorted({f.rel.split("/")[1] for f in files if f.rel.startswith("editions/")}) or ["ed2"]
    seen = set()
    for ed in editions:
        mine = [f for f in files if not f.rel.startswith("editions/") or f.rel.split("/")[1] == ed]
        for p in _vocab(mine) + _constants(asp_dir, mine):
            if str(p) not in seen:
                seen.add(str(p))
                out.append(p)
    out += _plain(asp_dir)
    return out


def _cards(files):
    out = []
    for f in files:
        if Path(f.rel).parent.name != "cards":
            continue
        number = int(f.path.name[:3])
        found = [(line, args[0]) for name, n in (("event_rules", 1), ("event_side", 2))
                 for line, args in f.facts(name, n)]
        if not found:
            out.append(Problem(f.shown, 1, "card files",
                               f"states neither event_rules({number}) nor event_side({number}, Side)"))
        for line, arg in found:
            if not (arg.ast_type == A.SymbolicTerm and arg.symbol == clingo.Number(number)):
                out.append(Problem(f.shown, line, "card files",
                                   f"card {number}'s file declares the Event of card {arg} (its name says {number})"))
    return out


def _hooks(files):
    """narrowing_hook/2 facts whose predicate their file does not leave #defined."""
    out = []
    for f in files:
        for line, (name, arity) in f.facts(program.HOOK, 2):
            if (_constant_name(name), str(arity)) not in f.defined:
                out.append(Problem(f.shown, line, "hooks", f"{program.HOOK}({name}, {arity}): "
                                   f"no #defined {name}/{arity} in its file"))
    return out


def _vocab(files):
    """vocab/2 declared with two lists of kinds; move atoms no vocab/2 declares."""
    out, declared = [], {}
    for f in files:
        for line, (name, kinds) in f.facts("vocab", 2):
            n = _constant_name(name)
            if n is None:
                out.append(Problem(f.shown, line, "vocab/2", f"vocab({name}, {kinds}): the name is not a constant"))
                continue
            ks = str(kinds)
            arity = len(kinds.arguments) if kinds.ast_type == A.Function and not kinds.name else None
            if arity is None:
                out.append(Problem(f.shown, line, "vocab/2", f"vocab({n}, {ks}): the kinds are not a tuple"))
                continue
            first = declared.setdefault((n, arity), (ks, f.shown, line))
            if first[0] != ks:
                out.append(Problem(f.shown, line, "vocab/2",
                                   f"{n}/{arity} declared with kinds {ks}, but {first[1]}:{first[2]} declares {first[0]}"))
    for f in files:
        for line, names in f.names():
            for n, arity in names.moves:
                if (n, arity) not in declared:
                    out.append(Problem(f.shown, line, "vocab/2",
                                       f"the move atom {n}/{arity} has no vocab/2 declaration "
                                       f"(vocab({n}, (Kind, ...)) names its arguments' kinds)"))
    return out


def _constants(asp_dir, files):
    out, defined, used_otherwise = [], {}, {}
    for f in files:
        facts = {}
        for line, (name, value, section) in f.facts("constant", 3):
            text, const = _string(name), _constant_name(value)
            if text is None or const != text or _string(section) is None \
                    or not SECTION.fullmatch(_string(section)):
                out.append(Problem(f.shown, line, "constants",
                                   f'constant({name}, {value}, {section}): write constant("NAME", NAME, "section")'))
                continue
            facts[text] = line
        consts = {}
        for line, name, value in f.definitions():
            if name in consts or name in defined:
                where = f"line {consts[name]}" if name in consts else f"{defined[name][0].shown}:{defined[name][1]}"
                out.append(Problem(f.shown, line, "constants", f"#const {name} is defined twice (also {where})"))
            consts[name] = line
            defined.setdefault(name, (f, line))
            if _number(value) and name not in facts:
                out.append(Problem(f.shown, line, "constants",
                                   f'#const {name} has no constant("{name}", {name}, "section") fact in its file'))
        for name, line in facts.items():
            if name not in consts:
                out.append(Problem(f.shown, line, "constants", f"constant/3 names {name}, which no #const of its file defines"))
        for line, names in f.names():
            for n in names.functions:
                used_otherwise.setdefault(n, (f, line))
    for f in files:
        for line, (name, _) in f.facts("vocab", 2):
            n = _constant_name(name)
            if n:
                used_otherwise.setdefault(n, (f, line))
        for name in ("message", "violated"):
            for key, line in f.heads[name]:
                used_otherwise.setdefault(key, (f, line))
    for name, (g, line) in defined.items():
        if name in used_otherwise:
            h, at = used_otherwise[name]
            out.append(Problem(g.shown, line, "constants",
                               f"#const {name} is also a name the rules use otherwise ({h.shown}:{at}): "
                               "clingo would put the value there; name the constant otherwise"))
    # (a card file loads with its card only: its constants are its own)
    groups = {f.rel: ("card", f.rel) if place(f.rel, asp_dir) == "card" else load_group(asp_dir, f.rel) for f in files}
    for f in files:
        for line, names in f.names():
            for n in names.constants & defined.keys():
                g = defined[n][0]
                if g is f or groups[g.rel] is None or groups[g.rel] == groups[f.rel]:
                    continue
                out.append(Problem(f.shown, line, "constants",
                                   f"reads {n}, defined in {g.shown}, which is not always loaded with it: "
                                   "define it in a file loaded for every query (e.g. asp/operations/common.lp)"))
    return out


def _plain(asp_dir):
    from . import plain
    made = plain.stale(asp_dir)
    if made is None:
        return []
    return [Problem(f"asp/{plain.INSTANCE}", 4, "plain clingo",
                    f"made from other state-view files ({made}) than asp/core holds now: "
                    "run `python -m fitl.plain` to make it again")]
