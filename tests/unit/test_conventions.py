"""Loud failures (docs/rule-authoring.md): a rule file that breaks a
convention fails when the rules are loaded, naming the file, the line and
the convention; never a silently wrong answer.  Each case is a tiny asp
folder the host is pointed at with FITL_ASP_DIR."""

import os
import shutil
import subprocess
import sys

import pytest

from fitl import asp, conventions, plain


def load(tmp_path, files, cache_dir="off"):
    """Run `fitl consts` (which loads the rules) on an asp folder holding
    `files` (relative path -> text): (exit code, stderr)."""
    root = tmp_path / "asp"
    files = {"manifest.lp": (asp.ASP_DIR / "manifest.lp").read_text(), **files}   # (how files load)
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    env = dict(os.environ, FITL_ASP_DIR=str(root), FITL_CACHE_DIR=str(cache_dir))
    r = subprocess.run([sys.executable, "-m", "fitl.cli", "consts"], capture_output=True, text=True, env=env,
                       timeout=120)
    return r.returncode, r.stderr


def one_line_naming(err, where, convention):
    return err.count("\n") == 1 and "Traceback" not in err and where in err and f"convention {convention}" in err


def test_the_rules_keep_every_convention():
    assert conventions.problems(asp.ASP_DIR) == []


def test_move_atom_without_vocab_fails_at_load(tmp_path):
    """A rule naming a move atom (move(X) with a constant name) that no
    vocab/2 declares: a misspelt atom would never match a move."""
    code, err = load(tmp_path, {"special/zap.lp": "vocab(zap, (space,)).\nsa(zap) :- move(zapp(_)).\n"})
    assert code == 2 and one_line_naming(err, "asp/special/zap.lp:2", "vocab/2") and "zapp/1" in err


def test_vocab_declared_twice_with_other_kinds_fails_at_load(tmp_path):
    code, err = load(tmp_path, {"special/a.lp": "vocab(zap, (space,)).\n",
                                "special/b.lp": "\nvocab(zap, (count,)).\n"})
    assert code == 2 and one_line_naming(err, "asp/special/b.lp:2", "vocab/2") and "asp/special/a.lp:1" in err


def test_narrowing_hook_its_file_does_not_leave_defined_fails_at_load(tmp_path):
    """A narrowing_hook/2 fact (docs/nonplayers.md "Speed") names a predicate
    its file leaves #defined: a misspelt or moved hook would escape
    FITL_NP_HOOKS=off."""
    code, err = load(tmp_path, {"special/zap.lp": "#defined zap_only/1.\nnarrowing_hook(zap_only, 2).\n"})
    assert code == 2 and one_line_naming(err, "asp/special/zap.lp:2", "hooks") and "zap_only/2" in err


def test_limit_without_constant_fact_fails_at_load(tmp_path):
    """A numeric #const (a limit) needs its constant/3 fact, so that `fitl
    consts` lists it and --const may set it."""
    code, err = load(tmp_path, {"special/zap.lp": "#const zap_max_spaces = 2.\n"})
    assert code == 2 and one_line_naming(err, "asp/special/zap.lp:1", "constants") and "zap_max_spaces" in err


def test_constant_fact_without_const_fails_at_load(tmp_path):
    code, err = load(tmp_path, {"special/zap.lp": '% zap\nconstant("zap_max_spaces", zap_max_spaces, "4.1").\n'})
    assert code == 2 and one_line_naming(err, "asp/special/zap.lp:2", "constants")


def test_constant_named_like_a_move_atom_fails_at_load(tmp_path):
    """clingo puts a constant's value wherever its name stands as a term:
    a constant named like a move atom would turn the atom into a number."""
    code, err = load(tmp_path, {"special/zap.lp": '#const zap = 2.\nconstant("zap", zap, "4.1").\n'
                                                  "vocab(zap, ()).\nsa(zap) :- move(zap).\n"})
    assert code == 2 and one_line_naming(err, "asp/special/zap.lp:1", "constants")


def test_constant_read_where_its_file_is_not_loaded_fails_at_load(tmp_path):
    """A constant defined in one Special Activity's file and read in
    another's: the reader may be loaded without it (fitl.asp.rule_files)."""
    code, err = load(tmp_path, {"special/a.lp": '#const a_max = 2.\nconstant("a_max", a_max, "4.1").\n'
                                                "vocab(a, ()).\n",
                                "special/b.lp": "vocab(b, ()).\nb_ok :- move(b), 1 < a_max.\n"})
    assert code == 2 and one_line_naming(err, "asp/special/b.lp:2", "constants") and "a_max" in err


def test_card_constant_read_elsewhere_fails_at_load(tmp_path):
    """A card file loads only while its card matters: its constants are its own."""
    code, err = load(tmp_path, {"events/cards/005_wild.lp": 'event_rules(5).\n#const wild_max = 1.\n'
                                                             'constant("wild_max", wild_max, "5.4").\n',
                                "events/common.lp": "too_wild(N) :- wild_count(N), N > wild_max.\n"})
    assert code == 2 and one_line_naming(err, "asp/events/common.lp:1", "constants") and "wild_max" in err


def test_card_file_whose_number_is_not_its_event_fails_at_load(tmp_path):
    code, err = load(tmp_path, {"events/cards/005_wild.lp": "% card 5\nevent_rules(6).\n"})
    assert code == 2 and one_line_naming(err, "asp/events/cards/005_wild.lp:2", "card files")
    code, err = load(tmp_path, {"events/cards/005_wild.lp": "event_side(5, shaded).\nevent_side(7, unshaded).\n"})
    assert code == 2 and one_line_naming(err, "asp/events/cards/005_wild.lp:2", "card files")


def test_rule_file_outside_the_known_folders_fails_at_load(tmp_path):
    code, err = load(tmp_path, {"tactics/zap.lp": "zap.\n"})
    assert code == 2 and one_line_naming(err, "asp/tactics/zap.lp:1", "layout")
    shutil.rmtree(tmp_path / "asp")
    code, err = load(tmp_path, {"special/more/zap.lp": "zap.\n"})
    assert code == 2 and one_line_naming(err, "asp/special/more/zap.lp:1", "layout")
    shutil.rmtree(tmp_path / "asp")
    code, err = load(tmp_path, {"events/cards/wild_weasels.lp": "event_rules(5).\n"})
    assert code == 2 and one_line_naming(err, "asp/events/cards/wild_weasels.lp:1", "layout")


def test_plain_instance_older_than_the_core_files_fails_at_load(tmp_path):
    """asp/plain/step0.lp (plain clingo) is made from asp/core: a copy made
    from other core files would give plain clingo another answer."""
    files = {"core/control.lp": "#program derive(s).\nctrl(s, S, coin) :- live(s, S).\n"}
    root = tmp_path / "asp"
    (root / "core").mkdir(parents=True)
    (root / "manifest.lp").write_text((asp.ASP_DIR / "manifest.lp").read_text())
    (root / "core" / "control.lp").write_text(files["core/control.lp"])
    plain.write(root)
    assert conventions.problems(root) == []
    code, err = load(tmp_path, {"core/control.lp": files["core/control.lp"] + "ctrl(s, S, nva) :- live(s, S).\n"})
    assert code == 2 and one_line_naming(err, "asp/plain/step0.lp", "plain clingo") and "fitl.plain" in err


@pytest.mark.parametrize("good", [
    {"special/zap.lp": '#const zap_max_spaces = 2.\nconstant("zap_max_spaces", zap_max_spaces, "4.1").\n'
                       "vocab(zap, (space,)).\nsa(zap) :- move(zap(S)), #count{ X : move(zap(X)) } > zap_max_spaces.\n"},
    {"events/cards/005_wild.lp": "event_rules(5).\nfoo :- executes(5, shaded).\n"},
    {"editions/ed1/zap.lp": "#const mode = check.\n"},
])
def test_files_that_keep_the_conventions_load(tmp_path, good):
    code, err = load(tmp_path, good)
    assert code == 0 and err == ""


def test_a_verdict_kept_in_the_cache_is_that_of_the_files_as_they_are(tmp_path):
    """The cache keeps the check's "ok" per text of the rule files: a file
    edited to break a convention (a move atom with no vocab/2) fails at load
    although the files before the edit passed with the same cache."""
    good = "vocab(zap, (space,)).\nsa(zap) :- move(zap(_)).\n"
    folder = tmp_path / "cache"
    assert load(tmp_path, {"special/zap.lp": good}, folder) == (0, "")
    assert load(tmp_path, {"special/zap.lp": good}, folder) == (0, "")
    assert any(folder.rglob("*.json"))
    code, err = load(tmp_path, {"special/zap.lp": good.replace("zap(_)", "zapp(_)")}, folder)
    assert code == 2 and one_line_naming(err, "asp/special/zap.lp:2", "vocab/2")
