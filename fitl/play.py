"""`fitl play`: a person at the terminal plays the Factions named with --as
(every Faction when none is named), the Non-players of section 8 the
others (fitl.nonplayer; a Faction without a Non-player yet: a random agent,
and the game says so at the start).

The game log is written (atomically) when the game starts and after every
move, so `quit`, end of input, Ctrl-C or a crash loses nothing; each ends
the session with one line saying where the log is.  The default log name is
the first of fitl-game-SEED.yaml, fitl-game-SEED-2.yaml, ... that does not
exist yet, so a resumed game never overwrites an earlier session's log;
--log FILE writes FILE whatever it holds.  Exit codes: 0 game over, `quit`
or end of input; 130 Ctrl-C; 1 a game that cannot go on; 2 bad input.

Every move, by the person or an agent, is printed under a line naming the
card (or the Coup Round's phase) and the Faction, with what it changed; a
new card is announced with its title, Faction order and the summary of its
sides (`fitl cards N`).  `undo` takes back the person's last move and the
agents' moves after it (the log loses them too); `board FILE.svg` draws
the map (fitl.board), and --board FILE.svg redraws it after every move.
Once `? PARTIAL` names an Air Strike (2nd edition), its die is rolled and
shown first, `Air Strike die: N (4.2.3)`, and only the hits it allows are
offered (ruling 230)."""

import os
import sys
import textwrap

import click

from . import asp, render
from .errors import BadInput, FitlError, Illegal
from .game import Game
from .loop import Log, run_game
from .play_options import ask, format_options
from .scenario import script_name
from .state import FACTIONS, one_player_side

HELP = ("a move (docs/moves.md); '?' the options, '? PARTIAL' narrowed (a partial move, a kind of option or "
        "a space: '? rally(hue)', '? march', '? saigon'); 'undo'; 'show'; 'board FILE.svg'; 'save FILE'; 'quit'")


class _Undo(Exception):
    """`undo`: back to `game`, the position before the person's last move,
    whose log held `moves` moves; `now` the position undone."""

    def __init__(self, now, game, moves):
        super().__init__("undo")
        self.now, self.game, self.moves = now, game, moves


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
    """A person at the terminal: takes a move; `?` lists legal options,
    `show` the board as text, `board FILE` as a map, `save FILE` the game,
    `undo` takes back the last move, `quit` stops.  Whatever goes wrong with
    one of these is one line, and the prompt returns."""

    def __init__(self, log, echo=click.echo, prompt=click.prompt):
        self.log, self.echo, self.prompt = log, echo, prompt
        self.points = []          # (game, moves in the log) at each of the person's decisions

    def decide(self, game, faction):
        self.points.append((game, len(self.log.moves)))
        while True:
            text = self._ask(game, faction)
            if text in ("quit", "exit"):
                raise _Quit()
            if text == "undo":
                if len(self.points) < 2:
                    self.echo("  nothing to undo: no move of yours in this session yet")
                    continue
                self.points.pop()
                back, moves = self.points.pop()
                raise _Undo(game, back, moves)
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
        elif text.split(" ", 1)[0] in ("save", "board"):
            command, _, path = text.partition(" ")
            if not path.strip():
                raise BadInput(command, None, f"name the file: {command} FILE")
            if command == "save":
                _write(game.save, path.strip())
            else:
                from .board import write_board
                write_board(game, path.strip())
            self.echo(f"wrote {path.strip()}")
        elif text.startswith("?"):
            self._options(game, faction, text[1:].strip())
        else:
            return text, game.apply(text, faction=faction)
        return None

    def _options(self, game, faction, partial):
        if game.state.coup and not partial:
            self.echo("  default: " + (" ".join(game.view().coup_default) or "none"))
        options = ask(game, faction, partial)
        for line in dice_lines(_rolled(game, faction, partial) if options and partial else []):
            self.echo(line)
        for line in format_options(options, game.state.edition):
            self.echo(line)
        if not options:
            reasons = game.check(partial, faction=faction) if partial else []
            self.echo("  complete: the move is legal as it stands and nothing more can be added"
                      if partial and not reasons else
                      "  no legal continuation" + (f": {reasons[0][0]} {reasons[0][1]}" if reasons else ""))


def _rolled(game, faction, text):
    """The dice the partial move of `? TEXT` has rolled (Game.dice_rolled;
    TEXT as `ask` reads it: a Special Activity type last is no atom; a word
    that narrows the options names no partial move: none)."""
    words = text.split()
    sa = words.pop() if words and words[-1] in asp.static().sa_types else None
    try:
        return game.dice_rolled(" ".join(words), faction=faction, sa=sa) if words else []
    except BadInput:
        return []


def dice_lines(rolled, indent="  "):
    """The dice a partial move has rolled (Game.dice_rolled: the Air
    Strike's once named, 4.2.3, ruling 230), one line each: 'Air Strike
    die: 5 (4.2.3)'."""
    return [f"{indent}{key.replace('_', ' ').title()} die: {value} ({section})" for key, value, section in rolled]


def _where(state):
    """The card a move is made on, or the Coup Round's phase."""
    if state.coup:
        return f"Coup Round ({state.coup['phase']} phase)"
    return f"card {render.card_text(state.cards['current']).split(' (')[0]}"


def announce(state, echo=click.echo):
    """A new card: its title, Faction order (or kind) and its sides in the
    project's words (fitl.cards, as `fitl cards N` prints them)."""
    from .board_panel import sides
    card = state.cards["current"]
    if card is None:
        return
    echo(f"=== New card: {render.card_text(card)} ===")
    for head, body in sides(card, state.edition):
        echo(textwrap.fill(body, 100, initial_indent=f"    {head + ': ' if head else ''}", subsequent_indent="      "))
    echo(f"    next: {render.card_text(state.next_card)}")


def tell(who, move, result, echo=click.echo):
    """A move and what it changed, under a line naming its card and Faction."""
    echo(f"--- {_where(result.before)}, {who}: {move}")
    if result.dice:
        echo("  dice: " + ", ".join(map(str, result.dice)))
    for line in result.changes() or ["no change"]:
        echo(f"  {line}")
    if result.state.cards["current"] != result.before.cards["current"] and not result.state.game_over:
        announce(result.state, echo)


def log_name(seed):
    """The default log: fitl-game-SEED.yaml, or -2, -3, ... if that exists."""
    n = 1
    while True:
        path = f"fitl-game-{seed}.yaml" if n == 1 else f"fitl-game-{seed}-{n}.yaml"
        if not os.path.lexists(path):
            return path
        n += 1


def _start(scenario, seed, edition, load, nonplayers=(), options=None):
    """The game to play and the note heading its log (None for a new game);
    `nonplayers`: the Factions the Non-player rules play (section 8), but in
    a saved 1-player game (8.9), which keeps its own; `options`: a new
    game's."""
    if not load:
        if not scenario:
            raise BadInput("play", None, "name a SCENARIO, or --load a saved game")
        return Game.new(scenario, seed=seed, edition=int(edition) if edition else None, options=options,
                        nonplayers=nonplayers), None
    if options:
        raise BadInput("--one-player", load, "a saved game keeps its own options: give --load alone")
    game = Game.load(load)
    if set(nonplayers) != set(game.state.nonplayers) and not one_player_side(game.state):
        st = game.state.clone()
        st.nonplayers = {f: st.nonplayers.get(f, {}) for f in nonplayers}
        game = Game(st)
    st = game.state
    if scenario and scenario != st.scenario:
        raise BadInput("SCENARIO", scenario, f"{load} is a game of {st.scenario}: give --load alone")
    if edition and int(edition) != st.edition:
        raise BadInput("--edition", edition, f"{load} is played under edition {st.edition}")
    note = (f"This log continues the game saved in {load} (card {st.cards['current']}).\n"
            "fitl replay plays a log from its scenario's start: this one replays only after the moves before it.")
    return game, note


def play(scenario, seed, edition, as_, load, log_path, board=None, others="np", one_player=(None, None, False)):
    """The `fitl play` command (see the module docstring); one_player: the
    --one-player SIDE, --difficulty and --easy options (8.9)."""
    from .agents import RandomAgent
    from .nonplayer import NonPlayerAgent
    from .one_player import describe, from_command_line
    people = {f.upper() for f in as_} or set(FACTIONS)
    solo, options, _ = from_command_line(*one_player)
    if solo and others != "np":
        raise BadInput("--others", others, "in a 1-player game (8.9) the Non-players play the other Factions")
    people = set(solo or people)
    machine = [f for f in FACTIONS if f not in people] if others == "np" else []
    game, note = _start(scenario, seed, edition, load, machine, options)
    solo = one_player_side(game.state)      # a new or saved 1-player game: its side, the others Non-players
    if solo:
        if as_ and {f.upper() for f in as_} != set(solo):
            raise BadInput("--as", ",".join(as_), f"in this 1-player game (8.9) you play {'+'.join(solo)}")
        if others != "np":
            raise BadInput("--others", others, "in a 1-player game (8.9) the Non-players play the other Factions")
        people, machine = set(solo), [f for f in FACTIONS if f not in solo]
    path = log_path or log_name(game.state.seed)
    log = Log(game.state, note=note, scenario=script_name(scenario) if scenario and not load else None)
    person = _Person(log)
    controllers = {f: (person if f in people else NonPlayerAgent() if f in machine else RandomAgent(seed))
                   for f in FACTIONS}
    if machine:
        click.echo(f"Non-players (section 8) play {', '.join(machine)}")
    if describe(game.state):
        click.echo(describe(game.state))
    draw = _drawer(board)
    draw(game)
    _write(log.save, path)
    click.echo(render.state_text(game.state, game.view()))
    click.echo(f"you play {', '.join(f for f in FACTIONS if f in people)}; the game log is {path}, "
               "written after every move" + (" (a resumed game: see its first lines)" if note else "")
               + (f"; the map is redrawn in {board}" if board else "") + "; 'help' for commands")

    def on_move(who, move, result):
        _write(log.save, path)
        tell(who, move, result)
        draw(result.game)

    def stop(message, code, err=False):
        try:
            _write(log.save, path)
        except FitlError:
            pass
        click.echo(f"{message}; the moves so far are in {path} (fitl replay replays them)", err=err)
        sys.exit(code)

    while True:
        try:
            game, log = run_game(game, controllers, on_move=on_move, log=log)
            break
        except _Undo as u:
            game = _undo(u, log, path)
            draw(game)
        except _Quit as q:
            stop(q.why, q.code)
        except KeyboardInterrupt:
            stop("interrupted", 130)                 # (fitl.launch then leaves at once)
        except FitlError as err:
            stop(f"fitl: {err}", err.exit_code, err=True)
        except Exception as err:                     # a bug: one line still, and the log kept
            stop(f"fitl: internal error: {_first_line(err)}", 1, err=True)
    click.echo(render.state_text(game.state, game.view()))
    click.echo(f"log written to {path}")


def _undo(u, log, path):
    """Take back the moves after u.moves: out of the log (rewritten), and
    say which and what undoing them changed; the game to go on with."""
    undone = log.moves[u.moves:]
    del log.moves[u.moves:]
    _write(log.save, path)
    click.echo("--- undone: " + "; ".join(f"{who} {move}" for _, who, move, _ in undone))
    lines = render.changes(u.now.state, u.game.state, u.now.view(), u.game.view())
    # (Cards leaving the played pile are the deck wound back, not Pivotal Events returned.)
    for line in [x for x in lines if not x.endswith("back to its owner from the played cards")] or ["no change"]:
        click.echo(f"  {line}")
    return u.game


def _drawer(board):
    """With --board FILE: a function drawing the map of a game to FILE (the
    first drawing's failure ends the command, a later one is a line)."""
    if not board:
        return lambda game: None
    from .board import write_board
    first = [True]

    def draw(game):
        try:
            write_board(game, board)
        except FitlError as err:
            if first[0]:
                raise
            click.echo(f"  --board: {err}")
        first[0] = False
    return draw
