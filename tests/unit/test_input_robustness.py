"""Bad input is refused in one line naming what is wrong and where (file,
key, line), with exit code 2 and no traceback: files the engine reads
(fitl/files.py: state, scenario, game script) and text that reaches clingo
(moves, names, flags)."""

import pytest
import yaml
from click.testing import CliRunner

from fitl.cli import main
from fitl.errors import BadInput
from fitl.files import MAX_DEPTH, read_text_yaml
from fitl.moves import parse_move
from fitl.names import resolve_space
from fitl.scenario import new_game
from fitl.state import State

HUGE = "9" * 5000          # past Python's 4,300-digit limit for int()


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """The text of a real saved state (the short scenario)."""
    path = tmp_path_factory.mktemp("state") / "s.yaml"
    new_game("short", seed=1).save(path)
    return path.read_text()


def refused(tmp_path, text, *args, command="show", name="s.yaml"):
    """Run `fitl COMMAND FILE ARGS` on a file holding `text`: the one-line
    message of a refusal with exit code 2, the file unchanged."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    r = CliRunner().invoke(main, [command, str(path), *args])
    assert r.exit_code == 2, r.output
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr
    assert path.read_bytes() == before
    return r.stderr.strip()


# --- reading YAML strictly ----------------------------------------------------------------


def test_duplicate_key_names_the_key_and_both_lines(tmp_path, saved):
    """A key given twice in a mapping (YAML would keep the last) is refused,
    naming the key path and the lines of both."""
    text = saved.replace("aid: 15\n", "aid: 15\naid: 99\n")
    msg = refused(tmp_path, text)
    assert "s.yaml: aid: duplicate key" in msg
    line = text.splitlines().index("aid: 99") + 1
    assert f"line {line}" in msg and f"first at line {line - 1}" in msg


def test_duplicate_nested_key_and_merge_keys(tmp_path, saved):
    """A nested duplicate is named by its path; YAML merge keys (<<), whose
    own keys give way to those written, are not duplicates."""
    msg = refused(tmp_path, saved.replace("  current:", "  previous: null\n  current:", 1))
    assert "cards.previous: duplicate key" in msg
    assert read_text_yaml("a: &x {b: 1}\nc:\n  <<: *x\n  b: 2\n", "m.yaml") == {"a": {"b": 1}, "c": {"b": 2}}


@pytest.mark.parametrize("kind", ["state", "scenario", "script"])
def test_duplicate_keys_refused_in_every_file_read(tmp_path, kind):
    """State, scenario and game-script files alike refuse a key given twice."""
    text = {"state": "format: 1\nformat: 1\n",
            "scenario": "extends: short\nname: x\nname: y\n",
            "script": "scenario: short\ncards: []\ncards: []\n"}[kind]
    command = {"state": "show", "scenario": "new", "script": "replay"}[kind]
    assert "duplicate key" in refused(tmp_path, text, command=command)


def test_huge_number_in_state_names_the_key(tmp_path, saved):
    """A number of 5,000 digits (int() refuses more than 4,300) is refused as
    too large a number, naming its key."""
    msg = refused(tmp_path, saved.replace("aid: 15", f"aid: {HUGE}"))
    assert "s.yaml: aid: too large a number" in msg
    msg = refused(tmp_path, saved.replace("  current:", f"  current: {HUGE}\n  old_current:", 1))
    assert "cards.current: too large a number" in msg


def test_huge_number_in_scenario_and_script(tmp_path):
    """The same in a scenario file and in a game script (a die, a seed)."""
    assert "aid: too large a number" in refused(tmp_path, f"extends: short\nname: x\naid: {HUGE}\n", command="new")
    script = f"scenario: short\nseed: {HUGE}\ncards: [{{card: 1, moves: [pass]}}]\n"
    assert "seed: too large a number" in refused(tmp_path, script, command="replay")
    script = f"scenario: short\ncards:\n- card: 1\n  moves: [{{move: pass, dice: [{HUGE}]}}]\n"
    assert "cards[0].moves[0].dice[0]: too large a number" in refused(tmp_path, script, command="replay")


def test_invalid_date_is_a_bad_value_not_a_crash(tmp_path, saved):
    """YAML reads 2001-13-45 as a date that does not exist: refused, named."""
    assert "scenario: not a valid timestamp value" in refused(tmp_path, saved.replace("scenario: short",
                                                                                      "scenario: 2001-13-45"))


@pytest.mark.parametrize("text", ["[" * 100_000, "a: " + "[" * 70 + "]" * 70,
                                  "".join(" " * i + f"k{i}:\n" for i in range(100)),
                                  "- " * 100 + "x\n"])
def test_deep_nesting_refused_before_parsing(tmp_path, text):
    """Flow brackets, indented mappings or compact sequences nested past
    MAX_DEPTH are refused (a deep enough file crashed the YAML parser)."""
    assert "nested too deeply" in refused(tmp_path, text)


def test_nesting_up_to_the_bound_is_read():
    """MAX_DEPTH levels are fine (the engine's own files nest 3 deep)."""
    assert read_text_yaml("[" * MAX_DEPTH + "]" * MAX_DEPTH, "x.yaml") is not None


def test_not_utf8_names_the_line(tmp_path, saved):
    """A byte that is not UTF-8 is refused with its line."""
    path = tmp_path / "s.yaml"
    path.write_bytes(saved.encode().replace(b"aid: 15", b"aid: \xff15"))
    r = CliRunner().invoke(main, ["show", str(path)])
    line = saved.splitlines().index("aid: 15") + 1
    assert r.exit_code == 2 and r.stderr == f"fitl: {path}: line {line}: not UTF-8 text\n"


# --- a state file is whole ---------------------------------------------------------------


def test_empty_state_file_refused(tmp_path):
    """An empty file is not a game in progress."""
    assert "the file is empty" in refused(tmp_path, "")


@pytest.mark.parametrize("cut", [0.1, 0.5, 0.9])
def test_state_file_cut_short_refused(tmp_path, saved, cut):
    """A file cut short at a line's end misses keys: the first one is named."""
    lines = saved.splitlines(keepends=True)
    msg = refused(tmp_path, "".join(lines[:int(len(lines) * cut)]))
    assert "missing key" in msg or "not valid YAML" in msg


@pytest.mark.parametrize("key,where", [("turn", "missing key 'turn'"), ("game_over", "missing key 'game_over'"),
                                       ("  deck", "cards: missing key 'deck'"),
                                       ("  pending", "turn: missing key 'pending'")])
def test_each_key_the_writer_writes_is_required(tmp_path, saved, key, where):
    """Every top-level key State.to_dict writes, and the nested ones of cards
    and turn, must be in a state file."""
    assert where in refused(tmp_path, without(saved, key))


def without(text, key):
    """The YAML text without the line of `key` (written with its indentation)
    and the lines indented under it."""
    out, indent = [], None
    for line in text.splitlines(keepends=True):
        depth = len(line) - len(line.lstrip(" "))
        if indent is not None and depth > indent:
            continue
        indent = None
        if line.startswith(key + ":"):
            indent = depth
            continue
        out.append(line)
    return "".join(out)


def test_from_dict_stays_lenient_for_python_callers():
    """State.from_dict (tests build small positions with it) fills in what is
    left out; only `complete` asks for every key."""
    assert State.from_dict({"aid": 3}).aid == 3
    with pytest.raises(BadInput, match="missing key 'format'"):
        State.from_dict({"aid": 3}, complete=True)


OVER = "game_over: {ranking: [US, ARVN, NVA, VC], margins: {US: 1, ARVN: 2, NVA: 3, VC: 4}}"


@pytest.mark.parametrize("changes,message", [
    ([("us_policy: lbj", "us_policy: reagan")], "us_policy: unknown value 'reagan'"),
    ([("options: {}", "options: {turbo: true}")], "options.turbo: unknown option"),
    ([("options: {}", "options: {high_winds: 1}")], "options.high_winds: expected true or false"),
    ([("options: {}", "options: {'a). b(': true}")], "unknown option"),
    ([("options: {}", "options: {handicap: {US: [joker]}}")], "options.handicap.US: unknown value 'joker'"),
    ([("edition: 2", "edition: true")], "edition: unknown value True"),
    ([("scenario: short", "scenario: [1]")], "scenario: expected the scenario's name"),
    ([("  played: []", "  played: [{current}]")], "cards.current: card {current} is also in cards.played"),
    ([("  deck: [", "  deck: [{current}, ")], "cards.current: card {current} is also in cards.deck"),
    ([("coup: null", "coup: {phase: 'x). evil(1', support: {}, withdrawal: 0}")], "coup.phase: name the Coup Round"),
    ([("coup: null", "coup: {phase: ñ, support: {}, withdrawal: 0}")], "coup.phase"),
    ([("coup: null", "coup: {phase: support, support: {}}")], "coup: missing key 'withdrawal'"),
    ([("game_over: null", "game_over: {ranking: [US, US], margins: {US: 1}}")], "ranked twice"),
    ([("game_over: null", "game_over: {ranking: [US, VC], margins: {US: 1}}")], "expected a margin for each"),
    ([("game_over: null", "game_over: {ranking: [], margins: {}}")], "ranks its players"),
    ([("game_over: null", OVER), ("coup: null", "coup: {phase: victory, support: {}, withdrawal: 0}")],
     "coup: the game is over: no Coup Round"),
    ([("rng_draws: 0", "rng_draws: " + "9" * 4300)], "rng_draws: 99999999999999999... is too large a number"),
    ([("  current: {current}", "  current: '" + HUGE + "'")], "cards.current: unknown card '9999999999"),
])
def test_state_fields_checked(tmp_path, saved, changes, message):
    """Each field of a state is checked, with a clear message: US Policy,
    options (names reach the rules as they are), the edition (true is not 1),
    the scenario name, the card in play not also in a pile, the Coup Round
    phase a plain name, a finished game's ranking and margins; the seed and
    dice count within 64 bits (counting on from 4,300 digits makes a number
    Python cannot print); long values shortened in the message."""
    current = yaml.safe_load(saved)["cards"]["current"]
    text = saved
    for old, new in changes:
        old = old.replace("{current}", str(current))
        assert old in text
        text = text.replace(old, new.replace("{current}", str(current)), 1)
    msg = refused(tmp_path, text)
    assert message.replace("{current}", str(current)) in msg and len(msg) < 300


def test_current_card_in_leader_box_in_its_coup_round(tmp_path):
    """2.4.1: a Coup card in play is in the Leader box once its Coup Round
    has put it there; outside a Coup Round it is not."""
    data = {"cards": {"current": 127, "deck": [2], "leader_box": [125, 127]}}
    State.from_dict({**data, "coup": {"phase": "support"}})
    with pytest.raises(BadInput, match="card 127 is also in cards.leader_box"):
        State.from_dict(data)


# --- text that reaches clingo --------------------------------------------------------------


@pytest.mark.parametrize("move,message", [
    ("rally(saïgon)", "the character 'ï'"),
    ("rally(saigon\udcff)", "not UTF-8 text"),
    (f"rally(saigon, {HUGE})", "too large a number"),
    ("rally(" * 100 + ")" * 100, "nested too deeply"),
    ("rally(\"Saïgon\")", "unknown space"),
    ('train("Route ' + HUGE + '")', "unknown space"),
])
def test_moves_refused_before_clingo(move, message):
    """A move's text is checked before clingo reads it: characters outside
    ASCII but in a quoted name, bytes that were not UTF-8 (lone surrogates
    from the command line), numbers past any the game has, deep brackets."""
    with pytest.raises(BadInput) as e:
        parse_move(move)
    assert message in str(e.value) and "\n" not in str(e.value)


def test_route_number_past_int_limit_is_an_unknown_route():
    """A quoted "Route N" with N past int()'s limit is an unknown space, not a crash."""
    with pytest.raises(BadInput, match="unknown space"):
        resolve_space("Route " + HUGE)


@pytest.mark.parametrize("args,message", [
    (["check", "rally(saïgon)"], "the character 'ï'"),
    (["legal", "rally(saïgon)"], "the character 'ï'"),
    (["check", "pass", "--dice", HUGE], "--dice"),
    (["check", "pass", "--dice", "٣"], "--dice"),
    (["legal", "--sa", "ñ"], "--sa"),
    (["check", "--faction", "ñ", "pass"], "--faction"),
    (["check"], "Missing argument"),
    (["check", "--bogus", "pass"], "No such option"),
])
def test_cli_refuses_bad_text_in_one_line(tmp_path, saved, args, message):
    """Through the command line: moves, partial moves, --dice, --sa,
    --faction and usage errors, each one line with exit code 2."""
    command, *rest = args
    assert message in refused(tmp_path, saved, *rest, command=command)


@pytest.mark.parametrize("text,message", [
    ("scenario: short\ncards:\n- card: {current}\n  moves: [{{move: pass, dice: [3.0]}}]\n", "dice"),
    ("scenario: short\nedition: true\ncards: []\n", "edition: must be 1 or 2"),
    ("scenario: short\nseed: -1\ncards: []\n", "seed: expected a whole number 0 or more"),
    ("scenario: short\ncards:\n- card: {current}\n  moves: ['rally(ñ)']\n", "step 1: move: rally(ñ): the character"),
])
def test_game_script_fields(tmp_path, text, message):
    """A game script's dice are whole numbers, its edition 1 or 2 (not true),
    its seed 0 or more, and its moves are read as moves."""
    current = new_game("short").cards["current"]
    assert message in refused(tmp_path, text.format(current=current), command="replay", name="g.yaml")


@pytest.mark.parametrize("text,message", [
    ("", "the file is empty"),
    ("extends: 5\nname: x\n", "extends: name the scenario"),
    ("extends: ./b.yaml\nname: a\n", "cannot extend itself, nor one that extends it"),
    ("extends: short\nname: x\ndeck: 5\n", "deck: expected a mapping"),
    ("extends: short\nname: x\noptions: [1]\n", "options: expected a mapping"),
    ("extends: short\nname: x\noptions: {period_events: true}\nperiod_capabilities: {abc: shaded}\n",
     "period_capabilities: unknown card"),
    ("extends: short\nname: x\ndeck: {cards: [1, 1]}\n", "card 1 is in the deck twice"),
    ("extends: short\nname: x\ndeck: {piles: .inf, events_per_pile: 2, coups: []}\n", "needs piles"),
])
def test_scenario_files(tmp_path, text, message):
    """A scenario file keeps its own partial format (extends:), but an empty
    one, a circle of extends and badly shaped fields are refused."""
    (tmp_path / "b.yaml").write_text("extends: ./a.yaml\nname: b\n")
    assert message in refused(tmp_path, text, command="new", name="a.yaml")
