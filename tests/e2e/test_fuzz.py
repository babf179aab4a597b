"""Fuzzing the command line and the file readers (hypothesis, derandomized:
the same examples on every run).  Files start from real ones (a saved state
of the short scenario, scenarios/short.yaml, a one-card game script) and are
mutated: keys deleted, values of other types, odd Unicode, huge numbers, deep
nesting, duplicate keys, cut short.  Whatever the input, `fitl` must answer
with exit code 0, 1 or 2, never a traceback, and leave the state file as it
was on any refusal.  Commands run in-process (click's runner) but for a few
subprocess cases at the end, where the process itself is watched."""

import copy
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fitl.cli import main
from fitl.moves import vocabulary
from fitl.scenario import SCENARIO_DIR, new_game

SETTINGS = dict(derandomize=True, deadline=None, database=None, print_blob=False,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                       HealthCheck.data_too_large])
HUGE = "9" * 5000

ODD_TEXT = st.sampled_from(["", "ñ", "saïgon", "\u202e", "x). y(", '"q"', "#script", "\t", "US", "saigon",
                            "shaded", "victory", "1e400", ".nan", "~", "[", "&a", "*a", "!!python/object:os.system",
                            "\U0001F600", "\u00a0", "a" * 300])
ODD = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.sampled_from([10**30, -1, 0, 99_999, 100_000]),
                st.floats(), st.text(max_size=12), ODD_TEXT,
                st.lists(st.integers(-3, 140), max_size=4), st.dictionaries(ODD_TEXT, st.integers(0, 3), max_size=2))


@pytest.fixture(scope="module")
def base_state(tmp_path_factory):
    """A real saved state's data (the short scenario)."""
    path = tmp_path_factory.mktemp("base") / "s.yaml"
    new_game("short", seed=1).save(path)
    return yaml.safe_load(path.read_text())


def _paths(data, prefix=()):
    """Every path (keys and indexes) into nested data."""
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out.extend(_paths(v, prefix + (k,)))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.extend(_paths(v, prefix + (i,)))
    return out


def _mutate_data(draw, data):
    """Delete a key or replace a value somewhere in the data."""
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)[1:]))
        parent = data
        for k in path[:-1]:
            parent = parent[k]
        if isinstance(parent, dict) and draw(st.booleans()):
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(ODD)
    return data


def _mutate_text(draw, text):
    """Text-level damage YAML data cannot express."""
    lines = text.splitlines(keepends=True)
    kind = draw(st.sampled_from(["cut", "insert", "duplicate", "huge", "deep", "none"]))
    if kind == "cut":
        return text[:draw(st.integers(0, len(text)))]
    if kind == "insert":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(st.one_of(ODD_TEXT, st.text(max_size=8))) + text[at:]
    if kind == "duplicate":
        i = draw(st.integers(0, len(lines) - 1))
        return "".join(lines[:i + 1] + [lines[i]] + lines[i + 1:])
    if kind == "huge":
        digits = [i for i, ch in enumerate(text) if ch.isdigit()]
        at = draw(st.sampled_from(digits)) if digits else 0
        return text[:at] + HUGE + text[at:]
    if kind == "deep":
        n = draw(st.sampled_from([10, 65, 2000]))
        i = draw(st.integers(0, len(lines) - 1))
        key = lines[i].split(":")[0]
        return "".join(lines[:i] + [f"{key}: {'[' * n}{']' * n}\n"] + lines[i + 1:])
    return text


DAMAGE = st.sampled_from(["none", "none", "data", "text", "both"])


def _damaged(draw, data, **dump):
    """The data as YAML text, left whole or damaged (so that the commands
    are fuzzed on sound files too)."""
    damage = draw(DAMAGE)
    if damage in ("data", "both"):
        data = _mutate_data(draw, data)
    text = yaml.safe_dump(data, sort_keys=False, **dump)
    return _mutate_text(draw, text) if damage in ("text", "both") else text


@st.composite
def state_texts(draw, base):
    return _damaged(draw, base, allow_unicode=draw(st.booleans()))


KNOWN_MOVES = st.sampled_from(["pass", "event(shaded)", "event(unshaded)", "rally(saigon)", "rally(saïgon)",
                                   "train(saigon) train(saigon, arvn_troops, 6)", 'rally("Parrot\'s Beak")',
                                   "march(hue, hue, nva_troops, 99999999)", f"rally({HUGE})", "(" * 40,
                                   "ev_choice(" * 20 + ")" * 20, 'train("Route 1")', "coup", "x). y(", "",
                                   "govern(an_loc, aid)", "rally(saigon\udcff)", 'ev_choice("a\nb")',
                                   "terror(saigon) terror(saigon)", "ambush(1)", "rally(saigon, 1, 2, 3)"])
MOVES = st.one_of(KNOWN_MOVES, KNOWN_MOVES, st.text(max_size=20))
FLAGS = st.lists(st.one_of(
    st.tuples(st.just("--faction"), st.sampled_from(["US", "vc", "ñ", ""])),
    st.tuples(st.just("--dice"), st.sampled_from(["4,2", "7", HUGE, "٣", "", ",,", "1,x"])),
    st.tuples(st.just("--sa"), st.sampled_from(["air_strike", "tax", "ñ", ""])),
    st.tuples(st.just("--json"))), max_size=2)


# Moves the grammar of docs/moves.md almost allows: real atom names with
# arguments of every kind, right or wrong, so that most reach the rules.
SIGNATURES = st.sampled_from(sorted(vocabulary(2)))      # (name, number of arguments) of every move atom
ARGS = st.one_of(st.sampled_from(["saigon", "hue", "loc_hue_da_nang", "north_vietnam", "arvn_troops", "nva_guerrilla",
                                  "vc_base", "us", "VC", "shaded", "unshaded", "aid", "patronage"]),
                 st.integers(-3, 200_000).map(str), ODD_TEXT.map(lambda t: f'"{t}"'),
                 st.sampled_from(["(saigon, hue)", "(1, (2, 3))", "f(x)", "X", "_", "1..3", "saigon;hue"]))
ATOMS = st.builds(lambda sig, args, extra: f"{sig[0]}({', '.join((args + extra)[:sig[1] + len(extra) // 3])})"
                  if sig[1] or extra else sig[0],
                  SIGNATURES, st.lists(ARGS, min_size=4, max_size=4), st.lists(ARGS, max_size=3))
GRAMMAR_MOVES = st.lists(ATOMS, min_size=1, max_size=3).map(" ".join)


def invoke(args):
    """Run fitl in-process: (exit code, stderr); a traceback fails the test."""
    r = CliRunner().invoke(main, args)
    assert r.exception is None or isinstance(r.exception, SystemExit), (args, repr(r.exception))
    assert r.exit_code in (0, 1, 2), (args, r.exit_code, r.output)
    assert "Traceback" not in r.stderr
    if r.exit_code == 2:
        assert r.stderr.count("\n") == 1, r.stderr
    return r.exit_code, r.stderr


@settings(max_examples=120, **SETTINGS)
@given(data=st.data())
def test_state_files_and_moves(tmp_path, base_state, data):
    """show, score, check, apply and legal on a mutated state file, with
    odd moves and flags: exit 0, 1 or 2, one line if 2, the file unchanged
    unless the command succeeded in writing a move."""
    path = tmp_path / "s.yaml"
    path.write_bytes(data.draw(state_texts(base_state)).encode("utf-8", "surrogatepass"))
    before = path.read_bytes()
    command = data.draw(st.sampled_from(["show", "score", "check", "apply", "legal"]))
    args = [command, str(path)]
    if command in ("check", "apply", "legal"):
        args.append(data.draw(MOVES))
        for flag in data.draw(FLAGS):
            if command != "legal" and flag[0] == "--sa" or command == "legal" and flag[0] == "--dice":
                continue
            args.extend(flag)
    elif data.draw(st.booleans()):
        args.append("--json")
    code, _ = invoke(args)
    if code != 0 or command != "apply":
        assert path.read_bytes() == before


@settings(max_examples=80, **SETTINGS)
@given(command=st.sampled_from(["check", "apply", "legal"]), move=GRAMMAR_MOVES,
       faction=st.sampled_from([[], [], ["--faction", "NVA"], ["--faction", "vc"]]))
def test_moves_on_a_sound_state(tmp_path, base_state, command, move, faction):
    """check, apply and legal on a sound state with moves made of real atom
    names and arguments of every kind: the rules are asked, and answer with
    exit 0, 1 or 2, never a traceback; only a successful apply writes."""
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(base_state, sort_keys=False))
    before = path.read_bytes()
    code, _ = invoke([command, str(path), move, *faction])
    if code != 0 or command != "apply":
        assert path.read_bytes() == before


@st.composite
def scenario_texts(draw):
    data = yaml.safe_load((SCENARIO_DIR / "short.yaml").read_text())
    data["extends"] = draw(st.sampled_from([None, None, None, "short", "./x.yaml", "medium", 7, "nope"]))
    if data["extends"] is None:
        del data["extends"]
    return _damaged(draw, data)


@settings(max_examples=40, **SETTINGS)
@given(data=st.data())
def test_scenario_files_and_new(tmp_path, data):
    """new on a mutated scenario file, with odd options: exit 0 or 2, and
    the output file written only on success."""
    path = tmp_path / "x.yaml"
    path.write_text(data.draw(scenario_texts()), encoding="utf-8")
    out = tmp_path / "out.yaml"
    out.unlink(missing_ok=True)            # tmp_path is the same for every example
    args = ["new", str(path), "-o", str(out)]
    for flag in data.draw(st.lists(st.sampled_from([["--seed", "-1"], ["--seed", "3"], ["--edition", "1"],
                                                     ["--option", "turbo"], ["--option", "deception"],
                                                     ["--handicap", "US=hidden_asset,hidden_agenda"],
                                                     ["--handicap", "ñ=x"], ["--period-events"]]), max_size=2)):
        args.extend(flag)
    code, _ = invoke(args)
    assert code in (0, 2) and out.exists() == (code == 0)


@st.composite
def script_texts(draw):
    data = {"scenario": draw(st.sampled_from(["tutorial", "tutorial", "short", "nope", 3])), "edition": 1, "seed": 1,
            "cards": [{"card": 107, "moves": [{"faction": "VC", "move": draw(MOVES)}]}]}
    return _damaged(draw, data, allow_unicode=True)


@settings(max_examples=30, **SETTINGS)
@given(data=st.data())
def test_game_scripts_and_replay(tmp_path, data):
    """replay on a mutated one-card game script: exit 0, 1 or 2."""
    path = tmp_path / "g.yaml"
    path.write_bytes(data.draw(script_texts()).encode("utf-8", "surrogatepass"))
    invoke(["replay", str(path), "--json"])


@pytest.mark.parametrize("args,content", [
    (["show", "{path}"], "a: " + "[" * 100_000 + "\n"),
    (["show", "{path}"], "{huge}"),
    (["check", "{path}", b"rally(sa\xefgon)"], "{state}"),
    (["apply", "{path}", "pass", "--dice", HUGE], "{state}"),
    (["show", "{path}"], ""),
])
def test_process_never_crashes(tmp_path, base_state, args, content):
    """The real process (not the in-process runner): deep nesting, a huge
    number, bytes that are not UTF-8 on the command line, an empty file: exit
    2, one line, no traceback, the file unchanged."""
    path = tmp_path / "s.yaml"
    state = yaml.safe_dump(base_state, sort_keys=False)
    if "{huge}" in content:
        state, content = state.replace("aid: 15", "aid: " + HUGE), "{state}"
    path.write_text(content.replace("{state}", state))
    before = path.read_bytes()
    argv = [a if isinstance(a, bytes) else a.replace("{path}", str(path)) for a in args]
    r = subprocess.run([sys.executable, "-m", "fitl.cli", *argv], capture_output=True, timeout=120,
                       env=dict(os.environ, PYTHONFAULTHANDLER="1"))
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert r.stderr.count(b"\n") == 1 and b"Traceback" not in r.stderr and r.stdout == b""
    assert Path(path).read_bytes() == before
