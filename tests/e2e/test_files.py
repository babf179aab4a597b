"""Files the engine writes (fitl/files.py atomic_write) and the disk cache
(fitl/cache.py): -o names a real file, links are followed, devices are not
replaced, modes follow the umask, concurrent updates cannot lose a move
silently, a closed output pipe ends the command quietly, and nothing in the
cache folder can run code."""

import os
import pickle
import stat
import subprocess
import sys
import threading

import pytest
import yaml
from click.testing import CliRunner

from fitl import asp, cache, game as game_module
from fitl.cli import main
from fitl.errors import BadInput
from fitl.files import atomic_write
from fitl.scenario import new_game

FITL = [sys.executable, "-m", "fitl.cli"]
PLAYBOOK = str(asp.ASP_DIR.parent / "scenarios" / "tutorial-playbook.yaml")


@pytest.fixture
def state(tmp_path):
    """A saved state (the short scenario) in a fresh folder."""
    path = tmp_path / "s.yaml"
    new_game("short", seed=1).save(path)
    return path


def run(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    return r.exit_code, r.stderr


# --- -o --------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [["new", "short"], ["apply", "{state}", "pass"],
                                     ["replay", PLAYBOOK, "--cards", "0"]])
def test_empty_output_name_refused(state, command):
    """`-o ""` used to mean STATE itself (apply) or nothing (replay): every
    command with -o refuses it, naming -o, and writes nothing."""
    before = state.read_bytes()
    code, err = run(*[a.format(state=state) for a in command], "-o", "")
    assert code == 2 and err == "fitl: -o: empty file name (name the file to write)\n"
    assert state.read_bytes() == before


def test_replay_output_over_its_script_refused(tmp_path):
    """`replay SCRIPT -o SCRIPT` would replace the script by a state."""
    script = tmp_path / "g.yaml"
    script.write_text("scenario: tutorial\ncards: []\n")
    code, err = run("replay", script, "-o", script)
    assert code == 2 and "is the script being replayed" in err
    assert script.read_text() == "scenario: tutorial\ncards: []\n"


def test_output_through_a_symlink_writes_its_target(state, tmp_path):
    """-o LINK writes the file the link points to; the link stays a link."""
    link = tmp_path / "link.yaml"
    link.symlink_to("target.yaml")
    assert run("new", "short", "-o", link)[0] == 0
    assert link.is_symlink() and (tmp_path / "target.yaml").read_text().startswith("format: 1")
    assert run("apply", link, "pass")[0] == 0                 # STATE itself, through the link
    assert link.is_symlink() and "passed: [" in (tmp_path / "target.yaml").read_text()


def test_output_to_dev_null_writes_into_it():
    """-o /dev/null throws the state away (written into, never replaced)."""
    before = os.stat(os.devnull)
    assert run("new", "short", "-o", os.devnull)[0] == 0
    after = os.stat(os.devnull)
    assert stat.S_ISCHR(after.st_mode) and (after.st_ino, after.st_rdev) == (before.st_ino, before.st_rdev)


def test_output_to_fifo_or_directory_refused(tmp_path):
    """A FIFO (or any other device) is refused without opening it, and stays
    what it was; so is a directory."""
    fifo = tmp_path / "f"
    os.mkfifo(fifo)
    with pytest.raises(BadInput, match="is a FIFO, not a file; nothing written"):
        atomic_write(fifo, "x")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    with pytest.raises(BadInput, match="is a directory"):
        atomic_write(tmp_path, "x")
    code, err = run("new", "short", "-o", fifo)
    assert code == 2 and "is a FIFO" in err


def test_output_in_missing_folder_is_one_line(tmp_path):
    """-o in a folder that does not exist: the system's reason, one line, exit 2."""
    code, err = run("new", "short", "-o", tmp_path / "no" / "s.yaml")
    assert code == 2 and "cannot write (No such file or directory)" in err and err.count("\n") == 1


# --- modes -----------------------------------------------------------------------------


@pytest.mark.parametrize("umask,mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_new_file_mode_follows_umask(tmp_path, umask, mode):
    """A new file is 0666 less the umask, as any tool's (it was always 0600)."""
    old = os.umask(umask)
    try:
        atomic_write(tmp_path / "n.yaml", "x: 1\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "n.yaml").st_mode) == mode


def test_existing_file_keeps_its_mode(state):
    """Replacing a file keeps its mode."""
    os.chmod(state, 0o640)
    assert run("apply", state, "pass")[0] == 0
    assert stat.S_IMODE(os.stat(state).st_mode) == 0o640


# --- concurrent updates ----------------------------------------------------------------


def test_state_changed_since_read_is_not_overwritten(state, monkeypatch):
    """If STATE changes between `apply` reading it and writing it (another
    command's move), the write is refused, naming the file: the other move
    stays, nothing is lost without a word."""
    other = b"# another command's move\n" + state.read_bytes()
    real_apply = game_module.Game.apply

    def apply_while_another_writes(self, *a, **k):
        result = real_apply(self, *a, **k)
        state.write_bytes(other)
        return result

    monkeypatch.setattr(game_module.Game, "apply", apply_while_another_writes)
    code, err = run("apply", state, "pass")
    assert code == 2 and err == f"fitl: {state}: changed since it was read; nothing written\n"
    assert state.read_bytes() == other


def test_output_elsewhere_ignores_changes_to_state(state, tmp_path, monkeypatch):
    """-o another file: the move is written there whatever STATE became."""
    real_apply = game_module.Game.apply

    def apply_while_another_writes(self, *a, **k):
        result = real_apply(self, *a, **k)
        state.write_bytes(b"# changed\n" + state.read_bytes())
        return result

    monkeypatch.setattr(game_module.Game, "apply", apply_while_another_writes)
    assert run("apply", state, "pass", "-o", tmp_path / "out.yaml")[0] == 0


def test_two_applies_at_once_lose_no_move_silently(state):
    """Two `fitl apply STATE pass` processes at once: each either writes its
    move over what it read or is refused (exit 2); the state file holds
    exactly as many passes as commands that succeeded."""
    procs = [subprocess.Popen(FITL + ["apply", str(state), "pass"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    results = [(p.wait(timeout=120), p.stderr.read()) for p in procs]
    for p in procs:
        p.stdout.close()
        p.stderr.close()
    assert all(code in (0, 2) for code, _ in results), results
    assert all("changed since it was read" in err for code, err in results if code == 2)
    passed = yaml.safe_load(state.read_text())["turn"]["passed"]
    assert len(passed) == sum(code == 0 for code, _ in results) >= 1


def test_writers_take_turns(tmp_path):
    """While one writer holds the file, another waits, then sees its content:
    with the digest of what it read it is refused."""
    from fitl import files
    path = tmp_path / "s.yaml"
    path.write_text("a\n")
    read = files.digest(path.read_bytes())
    outcome = []
    with files._locked(str(path)):
        t = threading.Thread(target=lambda: outcome.append(_try(files.atomic_write, path, "c\n", expect=read)))
        t.start()
        t.join(0.3)
        assert t.is_alive()                        # waiting for the lock
        files._replace(str(path), "b\n", os.stat(path))
    t.join(10)
    assert outcome == ["changed since it was read; nothing written"] and path.read_text() == "b\n"


def _try(f, *a, **k):
    try:
        f(*a, **k)
        return "written"
    except BadInput as e:
        return e.problem


# --- a closed output pipe --------------------------------------------------------------


def test_closed_output_pipe_exits_quietly(state):
    """`fitl show STATE | head -1`: when the reader has gone, the command
    stops with exit code 141 (as if killed by SIGPIPE) and no message."""
    p = subprocess.Popen(FITL + ["show", str(state), "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()                               # the reader goes before anything is written
    err = p.stderr.read()
    p.stderr.close()
    assert p.wait(timeout=120) == 141 and err == b""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_output_that_cannot_be_written_is_one_line(state):
    """`fitl show STATE > /dev/full`: the system's error in one line, exit 2."""
    with open("/dev/full", "w") as full:
        r = subprocess.run(FITL + ["show", str(state)], stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert r.returncode == 2 and r.stderr == "fitl: No space left on device\n"


# --- the disk cache --------------------------------------------------------------------


class _Plant:
    """A pickle that, unpickled, creates a file: proof that it ran."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


def test_planted_cache_entries_never_run(tmp_path, monkeypatch):
    """A pickle planted under a cache key (where the old cache read pickles),
    a JSON entry holding a #script, and one of the wrong shape are never
    run: the command gives its answer, the marker files are never made, and
    the cache still works (a second process's entries are read)."""
    folder = tmp_path / "cache"
    folder.mkdir()
    marker = tmp_path / "ran"
    path = str(asp.ASP_DIR / "sequence" / "eligibility.lp")
    monkeypatch.setenv("FITL_CACHE_DIR", str(folder))
    cache.folder.cache_clear()
    analysis_key = cache.key(open(path, "rb").read(), asp._frame_text())
    framed_key = cache.key(b"framed", open(path, "rb").read(), asp._frame_text())
    for k in (analysis_key, framed_key):
        (folder / k).parent.mkdir(exist_ok=True)
        (folder / f"{k}.pickle").write_bytes(pickle.dumps(_Plant(str(marker))))
    script = f'#script (python)\nopen("{marker}", "w")\n#end.'
    cache.store(framed_key, ((0,), (script,)))
    cache.store(analysis_key, ("not", "the", "shape", "stored"))
    state = tmp_path / "s.yaml"
    new_game("short", seed=1).save(state)
    env = dict(os.environ, FITL_CACHE_DIR=str(folder))
    r = subprocess.run(FITL + ["check", str(state), "pass"], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0 and r.stdout == "legal\n" and r.stderr == ""
    assert not marker.exists()
    # The entries the process wrote in place of the planted ones are read back here.
    try:
        for f in (asp._parsed, asp._analysis):
            f.cache_clear()
        monkeypatch.setattr(asp.program, "requirements", None)      # no working out: read from the cache
        monkeypatch.setattr(asp.program, "framed_rule", None)
        assert len(asp._analysis(path)[0]) == len(asp._parsed(path)) > 0
    finally:
        monkeypatch.undo()
        cache.folder.cache_clear()
        for f in (asp._parsed, asp._analysis, asp._source):
            f.cache_clear()
    assert not marker.exists()


def test_a_script_step_with_a_bad_nonplayer_note_is_a_one_line_error(tmp_path):
    """A game log keeps what a Non-player's decision wrote besides its move
    (section 8: its memory, 8.8.1 the US Policy); a bad one is named, with
    its step, and nothing is played (fitl.replay)."""
    from click.testing import CliRunner
    from fitl.cli import main
    script = tmp_path / "s.yaml"
    script.write_text("scenario: short\nseed: 1\nnonplayers: [VC]\ncards:\n"
                      "  - card: 101\n    moves:\n      - {faction: VC, move: pass, nonplayer: {us_policy: reagan}}\n")
    res = CliRunner().invoke(main, ["replay", str(script)])
    assert res.exit_code != 0 and "Traceback" not in res.output
    assert "step 1" in res.output and "us_policy" in res.output
