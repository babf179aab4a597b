"""`fitl play`: a person at the terminal plays the Factions named with --as
(every Faction when none is named), random agents the others.

The game log is written (atomically) when the game starts and after every
move, so `quit`, end of input, Ctrl-C or a crash loses nothing; each ends
the session with one line saying where the log is.  The default log name is
the first of fitl-game-SEED.yaml, fitl-game-SEED-2.yaml, ... that does not
exist yet, so a resumed game never overwrites an earlier session's log;
--log FILE writes FILE whatever it holds.  Exit codes: 0 game over, `quit`
or end of input; 130 Ctrl-C; 1 a game that cannot go on; 2 bad input."""

import os
import sys

import click

from . import render
from .errors import BadInput, FitlError, Illegal
from .game import Game
from .loop import Log, run_game
from .state import FACTIONS

HELP = "a move (docs/moves.md), '?' or '? PARTIAL' for options, 'show', 'save FILE', 'quit'"


class _Quit(Exception):
    """The person ends the session: `quit`, end of input or Ctrl-C at the prompt."""

    def __init__(self, why="stopped", code=0):
        super().__init__(why)
        self.why, self.code = why, code


def _first_line(err):
    return f"{type(err).__name__}: " + (str(err).splitlines() or [""])[0]


def _write(save, path):
    """save(path), an unwritable path (a directory, say) a BadInput."""
    try:
        save(path)
    except OSError as e:
        raise BadInput(path, None, f"cannot write ({e.strerror or e})") from None


class _Person:
    """A person at the terminal: shows the board, takes a move; `?` lists legal
    options, `show` the board, `save FILE` the game, `quit` stops.  Whatever
    goes wrong with one of these is one line, and the prompt returns."""

    def __init__(self, echo=click.echo, prompt=click.prompt):
        self.echo, self.prompt = echo, prompt

    def decide(self, game, faction):
        while True:
            text = self._ask(game, faction)
            if text in ("quit", "exit"):
                raise _Quit()
            try:
                done = self._do(game, faction, text)
            except Illegal as err:
                for sec, why in err.reasons:
                    self.echo(f"  illegal: {sec} {why}")
                if not err.reasons:
                    self.echo(f"  {err}")
                continue
            except FitlError as err:
                self.echo(f"  {err}")
                continue
            except Exception as err:           # a bug; the game (unchanged) goes on
                self.echo(f"  internal error: {_first_line(err)}")
                continue
            if done:
                return done

    def _ask(self, game, faction):
        st = game.state
        where = f"Coup Round, {game.view().coup_phase}" if st.coup else f"card {render.card_text(st.cards['current'])}"
        try:
            return self.prompt(f"{faction} ({where})", default="", show_default=False).strip()
        except click.exceptions.Abort as err:      # click's word for Ctrl-C and end of input
            self.echo("")                          # off the prompt's line
            if isinstance(err.__context__, KeyboardInterrupt):
                raise _Quit("interrupted", 130) from None
            raise _Quit("end of input") from None

    def _do(self, game, faction, text):
        """Carry out one command; the (move, result) once a move is played."""
        st = game.state
        if text in ("", "help"):
            self.echo(HELP)
        elif text == "show":
            self.echo(render.state_text(st, game.view()))
        elif text == "save" or text.startswith("save "):
            path = text[4:].strip()
            if not path:
                raise BadInput("save", None, "name the file: save FILE")
            _write(game.save, path)
            self.echo(f"saved {path}")
        elif text.startswith("?"):
            partial = text[1:].strip()
            if st.coup and not partial:
                self.echo("default: " + " ".join(game.view().coup_default))
            else:
                options = self._legal(game, faction, partial)
                for name, atoms in options.items():
                    self.echo(f"  {name}: {' '.join(atoms)}")
                if not options:
                    self.echo("  no legal continuation")
        else:
            result = game.apply(text, faction=faction)
            for line in result.changes() or ["no change"]:
                self.echo(f"  {line}")
            return text, result
        return None

    @staticmethod
    def _legal(game, faction, partial):
        """game.legal(partial); a bare name that is no move atom (`? march`,
        as `?` lists "march: ...") gives that line of `?`."""
        try:
            return game.legal(partial, faction=faction)
        except BadInput:
            if not partial.isidentifier():
                raise
            options = game.legal("", faction=faction)
            if partial not in options:
                raise
            return {partial: options[partial]}


def log_name(seed):
    """The default log: fitl-game-SEED.yaml, or -2, -3, ... if that exists."""
    n = 1
    while True:
        path = f"fitl-game-{seed}.yaml" if n == 1 else f"fitl-game-{seed}-{n}.yaml"
        if not os.path.lexists(path):
            return path
        n += 1


def _start(scenario, seed, edition, load):
    """The game to play and the note heading its log (None for a new game)."""
    if not load:
        if not scenario:
            raise BadInput("play", None, "name a SCENARIO, or --load a saved game")
        return Game.new(scenario, seed=seed, edition=int(edition) if edition else None), None
    game = Game.load(load)
    st = game.state
    if scenario and scenario != st.scenario:
        raise BadInput("SCENARIO", scenario, f"{load} is a game of {st.scenario}: give --load alone")
    if edition and int(edition) != st.edition:
        raise BadInput("--edition", edition, f"{load} is played under edition {st.edition}")
    note = (f"This log continues the game saved in {load} (card {st.cards['current']}).\n"
            "fitl replay plays a log from its scenario's start: this one replays only after the moves before it.")
    return game, note


def play(scenario, seed, edition, as_, load, log_path):
    """The `fitl play` command (see the module docstring)."""
    game, note = _start(scenario, seed, edition, load)
    people = {f.upper() for f in as_} or set(FACTIONS)
    person = _Person()
    from .agents import RandomAgent
    controllers = {f: (person if f in people else RandomAgent(seed)) for f in FACTIONS}
    path = log_path or log_name(game.state.seed)
    log = Log(game.state, note=note)
    _write(log.save, path)
    click.echo(render.state_text(game.state, game.view()))
    click.echo(f"you play {', '.join(f for f in FACTIONS if f in people)}; the game log is {path}, "
               "written after every move" + (" (a resumed game: see its first lines)" if note else ""))

    def on_move(who, move, result):
        _write(log.save, path)
        if who not in people:
            click.echo(f"{who}: {move}")

    def stop(message, code, err=False):
        try:
            _write(log.save, path)
        except FitlError:
            pass
        click.echo(f"{message}; the moves so far are in {path} (fitl replay replays them)", err=err)
        sys.exit(code)

    try:
        game, log = run_game(game, controllers, on_move=on_move, log=log)
    except _Quit as q:
        stop(q.why, q.code)
    except KeyboardInterrupt:
        stop("interrupted", 130)
    except FitlError as err:
        stop(f"fitl: {err}", err.exit_code, err=True)
    except Exception as err:                     # a bug: one line still, and the log kept
        stop(f"fitl: internal error: {_first_line(err)}", 1, err=True)
    click.echo(render.state_text(game.state, game.view()))
    click.echo(f"log written to {path}")
