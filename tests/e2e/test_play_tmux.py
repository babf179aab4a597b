"""`fitl play` in a real terminal, driven through tmux as a person would:
the options, a move (the agents' moves and the next card shown), an
illegal move (explained, the prompt back), undo, quit.

The tutorial deck opens with 107 Burning Bonze (VC first); after the VC's
shaded Event and the agents' moves, the VC acts next on 68 Green Berets,
where it has no Guerrilla in Saigon to Terror with (3.3.4)."""

import os
import shutil
import subprocess
import sys
import time

import yaml

TMUX = shutil.which("tmux")


class Terminal:
    """A tmux server of its own (its own socket) running one command."""

    def __init__(self, tmp_path, command):
        self.socket = f"fitl-test-{os.getpid()}"
        conf = tmp_path / "tmux.conf"
        conf.write_text("set -g history-limit 50000\n")
        self.base = [TMUX, "-L", self.socket, "-f", str(conf)]
        subprocess.run(self.base + ["new-session", "-d", "-s", "play", "-x", "150", "-y", "50",
                                    f"cd {tmp_path} && {command}; echo EXIT=$?; sleep 120"], check=True)

    def screen(self):
        return subprocess.run(self.base + ["capture-pane", "-p", "-J", "-S", "-", "-t", "play"],
                              capture_output=True, text=True, check=True).stdout

    def type(self, line):
        subprocess.run(self.base + ["send-keys", "-t", "play", "-l", line], check=True)
        subprocess.run(self.base + ["send-keys", "-t", "play", "Enter"], check=True)

    def wait_for(self, text, times=1, seconds=90):
        """Until `text` is on the screen (its history too) `times` times."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            screen = self.screen()
            if screen.count(text) >= times:
                return screen
            time.sleep(0.2)
        raise AssertionError(f"{text!r} (x{times}) not shown in {seconds} s; the screen:\n{self.screen()[-3000:]}")

    def close(self):
        subprocess.run(self.base + ["kill-server"], capture_output=True)


def test_a_session_in_tmux(tmp_path):
    assert TMUX, "tmux is needed for this test (Debian: apt-get install tmux)"
    term = Terminal(tmp_path, f"{sys.executable} -m fitl.cli play tutorial --seed 1 --as VC --others random --log log.yaml")
    try:
        term.wait_for("VC (card 107 Burning Bonze")
        term.type("?")
        term.wait_for("  rally(...)  [3.3.1: 1 Resource per space]:")
        term.type("event(shaded)")
        term.wait_for("--- card 107 Burning Bonze, VC: event(shaded)")
        term.wait_for("=== New card: 55 Trucks (NVA, VC, US, ARVN) ===")
        term.wait_for("VC (card 68 Green Berets")
        term.type("terror(saigon)")
        term.wait_for("  illegal: 3.3.4 Terror needs an Underground Guerrilla")
        term.wait_for("VC (card 68 Green Berets", times=2)              # the prompt again
        term.type("undo")
        term.wait_for("--- undone: VC event(shaded); ")
        # the prompt again (twice before: for ? and the Event), so the undo's
        # whole report is on the screen, not only its first line
        screen = term.wait_for("VC (card 107 Burning Bonze", times=3)
        assert "  Aid 3 -> 15" in screen.split("--- undone:")[1]
        term.type("quit")
        screen = term.wait_for("EXIT=0")
        assert "stopped; the moves so far are in log.yaml" in screen and "Traceback" not in screen
    finally:
        term.close()
    log = yaml.safe_load((tmp_path / "log.yaml").read_text())
    assert log["cards"] == []                                            # the undone moves are gone
