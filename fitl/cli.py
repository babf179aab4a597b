"""The `fitl` command line.  Exit codes: 0 ok, 1 illegal or failed check,
2 bad input (a usage error too); 141 when the reader of the output has gone
(`fitl show s.yaml | head -1`), silently, as a command killed by SIGPIPE.
Errors are one line, never a traceback."""

import os
import re
import sys

import click

from . import asp, render
from .errors import BadInput, FitlError, Illegal
from .game import Game
from .scenario import new_game
from .state import State
from .view import check_state


def _one_line(text):
    """Text with its line breaks and other control characters escaped."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def _fail(err):
    try:
        click.echo(f"fitl: {_one_line(str(err))}", err=True)
    except BrokenPipeError:
        _broken_pipe()
    sys.exit(err.exit_code)


def _discard(*streams):
    """Send what is still buffered for these streams to /dev/null, so that
    the flush at exit cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for stream in streams:
        try:
            os.dup2(devnull, stream.fileno())
        except (OSError, ValueError):          # not a real file (a test's runner)
            pass


def _broken_pipe():
    """The output's reader has gone: stop without a word."""
    _discard(sys.stdout, sys.stderr)
    sys.exit(141)


def _interrupted():
    """Ctrl-C before a command's own handler is in place (loading, starting):
    nothing was written yet; one line and exit 130, not click's "Aborted!"."""
    try:
        click.echo("interrupted", err=True)
    except BrokenPipeError:
        pass
    sys.exit(130)


def _system_error(err):
    """An error of the system, not of the input: most often the output
    cannot be written (`fitl show s.yaml > /dev/full`).  One line, exit 2."""
    _discard(sys.stdout)
    where = f"{err.filename}: " if getattr(err, "filename", None) else ""
    _fail(FitlError(f"{where}{err.strerror or err}"))


def _usage(err):
    """A usage error (click's: a missing argument, an unknown option) in
    one line, like every other error."""
    path = err.ctx.command_path if err.ctx else "fitl"
    command = path.partition(" ")[2]
    message = err.format_message().rstrip(".").replace("\n", " ")
    _fail(FitlError(f"{command + ': ' if command else ''}{message} (see {path} --help)"))


_HELP = getattr(click.exceptions, "NoArgsIsHelpError", ())      # `fitl` alone: the help


class _Group(click.Group):
    def parse_args(self, ctx, args):
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as err:
            if isinstance(err, _HELP):
                raise
            _usage(err)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except FitlError as err:
            _fail(err)
        except click.UsageError as err:
            _usage(err)
        except BrokenPipeError:
            _broken_pipe()
        except OSError as err:
            _system_error(err)
        except KeyboardInterrupt:
            _interrupted()


@click.group(cls=_Group)
@click.version_option(package_name="fitl")
def main():
    """Fire in the Lake rules engine."""
    asp.catch_interrupts()


def _output(ctx, param, value):
    """-o names the file to write: an empty name is refused (it used to mean
    STATE itself)."""
    if value is not None and not value:
        raise BadInput("-o", None, "empty file name (name the file to write)")
    return value


def _same_file(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


_INTEGER = re.compile(r"[+-]?[0-9]{1,9}")


def _set_consts(ctx, param, values):
    """--const NAME=VALUE (repeatable): the rules' named constants
    (`fitl consts`), given to every clingo query as -c NAME=VALUE."""
    given = {}
    known = (set(asp.constants(1)) | set(asp.constants(2))) if values else set()
    for text in values:
        name, eq, value = text.partition("=")
        name, value = name.strip(), value.strip()
        if not eq or not name:
            raise BadInput("--const", text, "expected NAME=VALUE")
        if name not in known:
            raise BadInput("--const", text, f"unknown constant '{name}' (fitl consts lists them)")
        if not _INTEGER.fullmatch(value):
            raise BadInput("--const", text, f"the value of {name} must be a whole number, not {value!r}")
        given[name] = int(value)
    asp.set_consts(given)


def _consts_option(command):
    """The --const option, for every command that asks the rules."""
    return click.option("--const", "const", multiple=True, metavar="NAME=VALUE", expose_value=False,
                        callback=_set_consts,
                        help="Give a rules constant another value (repeatable; fitl consts lists them).")(command)


FACTION = click.Choice(["US", "ARVN", "NVA", "VC", "us", "arvn", "nva", "vc"])


def _one_player_options(command):
    """--one-player SIDE, --difficulty and --easy: the 1-player game (8.9)."""
    command = click.option("--easy", is_flag=True,
                           help="8.9 Easy option: a Non-player's Limited Operation is 1 space, no Special Activity.")(command)
    command = click.option("--difficulty", help="8.9 Difficulty Options: standard (none), A, B or AB (both).")(command)
    return click.option("--one-player", "one_player", metavar="SIDE",
                        help="A 1-player game (8.9): the player plays SIDE (US+ARVN, NVA+VC, or one Faction), "
                             "Non-players the others.")(command)


def _load(path):
    state = State.load(path)
    view = check_state(state, path)
    return state, view


def _one_player_note(faction):
    """1.5, 8.9: one person against three Non-players plays the 1-player game."""
    click.echo(f"note: one player against Non-players is the 1-player game (1.5, 8.9); its victory rules "
               f"need --one-player {faction}", err=True)


@main.command()
@_consts_option
@click.argument("scenario")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True,
              help="Random seed for the deck and dice.")
@click.option("--edition", type=click.Choice(["1", "2"]), default=None, help="Rules edition (default 2).")
@click.option("--period-events", is_flag=True, help="Period Events option (2.1).")
@click.option("--political-rhythm", is_flag=True, help="Tournament option: Coups among each pile's bottom 4 cards.")
@click.option("--option", "more", multiple=True,
              help="Another option: politburo, sovereignty (No Non-Player, 1.5), high_winds, deception (7.3).")
@click.option("--handicap", multiple=True, help="Handicap (7.3): PLAYER=MARKER,MARKER chosen before the others draw.")
@click.option("--nonplayer", multiple=True, type=FACTION,
              help="A Faction the Non-player rules play (section 8; repeat; fitl np, fitl play --as).")
@_one_player_options
@click.option("-o", "--output", type=click.Path(dir_okay=False), callback=_output,
              help="Write the state here (default: print it).")
def new(scenario, seed, edition, period_events, political_rhythm, more, handicap, nonplayer, one_player, difficulty,
        easy, output):
    """Set up SCENARIO (full, medium, short, tutorial, or a YAML path)."""
    from .one_player import from_command_line
    _, solo, solo_nonplayers = from_command_line(one_player, difficulty, easy)
    if solo and nonplayer:
        raise BadInput("--nonplayer", nonplayer[0], "with --one-player the Non-players are the Factions the player "
                                                    "does not play")
    nonplayer = solo_nonplayers or nonplayer
    left = [f for f in ("US", "ARVN", "NVA", "VC") if f not in {n.upper() for n in nonplayer}]
    if not solo and len(left) == 1:
        _one_player_note(left[0])
    options = {k: True for k, on in (("period_events", period_events), ("political_rhythm", political_rhythm)) if on}
    options.update(solo)
    options.update({k: True for k in more})
    for h in handicap:
        who, _, markers = h.partition("=")
        if not markers:
            raise BadInput("--handicap", h, "expected PLAYER=MARKER,MARKER")
        options.setdefault("handicap", {})[who.strip().upper()] = [m.strip() for m in markers.split(",")]
    state = new_game(scenario, seed=seed, edition=int(edition) if edition else None, options=options,
                     nonplayers=nonplayer)
    if output:
        state.save(output)
        click.echo(f"wrote {output}: {state.scenario}, current card {render.card_text(state.cards['current'])}")
    else:
        click.echo(state.dumps(), nl=False)


@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (docs/IDENTIFIERS.md).")
def show(state, as_json):
    """Show the board of a saved STATE."""
    st, view = _load(state)
    click.echo(render.dumps(render.state_json(st, view)) if as_json else render.state_text(st, view))


@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False), callback=_output, required=True,
              help="The file to write (FILE.svg; FILE.png with --png).")
@click.option("--png", is_flag=True, help="Write a PNG picture instead of SVG (needs the optional resvg-py).")
def board(state, output, png):
    """Draw the position of a saved STATE as a map (SVG): the spaces, their
    markers and pieces, the tracks, cards and boxes (docs/board.md)."""
    from .board import write_board
    write_board(Game.load(state), output, png=png)
    click.echo(f"wrote {output}")


@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def score(state, as_json):
    """Victory markers and margins (1.9, 7.2, 7.3) of a saved STATE."""
    _, view = _load(state)
    click.echo(render.dumps(render.score_json(view)) if as_json else render.score_text(view))


def _dice(text):
    """--dice: the dice to dictate, 1 to 6 each, separated by commas ("4,2")."""
    if not text:
        return ()
    parts = [x for x in text.replace(" ", "").split(",") if x]
    shown = text if len(text) <= 40 else text[:37] + "..."
    if not all(x.isascii() and x.isdigit() for x in parts):
        raise BadInput("--dice", shown, "expected numbers 1-6 separated by commas")
    if any(len(x) > 2 for x in parts):
        raise BadInput("--dice", shown, "too large a number (each die is 1 to 6)")
    values = [int(x) for x in parts]
    if any(not 1 <= v <= 6 for v in values):
        raise BadInput("--dice", shown, "each die is 1 to 6")
    return values




@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("partial", nargs=-1)
@click.option("--faction", type=FACTION, help="Ask for this Faction (default: the one to act).")
@click.option("--sa", help="Also list where this Special Activity may go (e.g. air_strike).")
@click.option("--moves", "whole", is_flag=True, help="List whole legal moves instead (fitl/enumerate.py).")
@click.option("--limit", type=click.IntRange(min=1), help="With --moves: at most this many.")
@click.option("--sample", type=click.IntRange(min=1), help="With --moves: this many drawn at random (--seed).")
@click.option("--seed", type=click.IntRange(min=0, max=2**63 - 1), default=0, show_default=True,
              help="With --sample: the random source.")
@click.option("--dice", help="Dictate the dice, e.g. 4,2 (a die the partial move has rolled: the Air Strike's).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def legal(state, partial, faction, sa, whole, limit, sample, seed, dice, as_json):
    """What can come next: the move atoms that can still complete PARTIAL legally.

    With no PARTIAL: Pass, the Event and the spaces each Operation may select.
    With an Operation named: more of its spaces, what may be done in the named
    spaces, and the Special Activity types open (--sa NAME lists their spaces).
    With --moves: whole legal moves, one per line, as they are found (the
    number explodes with multi-space Operations: --limit stops the stream,
    --sample N draws N at random).  Once PARTIAL names an Air Strike (2nd
    edition), its die is rolled (the game's, or the first of --dice) and
    shown first (Air Strike die: N (4.2.3)), and only the hits it allows are
    listed (4.2.3, ruling 230)."""
    game = Game.load(state)
    if whole or limit or sample:
        if partial or sa or dice:
            raise BadInput("--moves", " ".join(partial) or sa or dice,
                           "lists whole moves: give no partial move, --sa or --dice")
        _whole_moves(game, faction, limit, sample, seed, as_json)
        return
    from .play import dice_lines
    options = game.legal(" ".join(partial), faction=faction, sa=sa, dice=_dice(dice))
    if options:
        # (A die the partial move has rolled: shown first, 4.2.3.)
        rolled = game.dice_rolled(" ".join(partial), faction=faction, sa=sa, dice=_dice(dice)) if partial else []
        if as_json:
            click.echo(render.dumps({**options, **({"dice": [list(r) for r in rolled]} if rolled else {})}))
            return
        for line in dice_lines(rolled, indent=""):
            click.echo(line)
        for name, atoms in options.items():
            click.echo(f"{name}: {' '.join(atoms)}")
        return
    # Nothing more can come: the move is complete (exit 0) or no legal move
    # extends it (exit 1); with --json the same exit codes, `{}` on stdout.
    reasons = game.check(" ".join(partial), faction=faction, dice=_dice(dice)) if partial else []
    complete = bool(partial) and not reasons
    if game.state.game_over:
        why = "the game is over"
    elif complete:
        why = "complete: the move is legal as it stands and nothing more can be added"
    else:
        why = "no legal continuation" + (f": {reasons[0][0]} {reasons[0][1]}" if reasons else "")
    if as_json:
        click.echo(render.dumps({}))
        if not complete:
            click.echo(f"fitl: {why}", err=True)
    else:
        click.echo(why)
    sys.exit(0 if complete else 1)


@main.command()
@_consts_option
@click.argument("card", required=False, type=click.IntRange(min=1, max=130))
@click.option("--edition", type=click.Choice(["1", "2"]), default="2", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def cards(card, edition, as_json):
    """The deck: each card's number, title, Faction order, kind and which
    sides the rules encode; with CARD, that card and a summary of what it does."""
    from .cards import card_info, deck
    found = [card_info(card, int(edition))] if card else deck(int(edition))
    if as_json:
        click.echo(render.dumps(found[0] if card else found))
        return
    for c in found:
        order = ", ".join(c["faction_order"]) or c["kind"]
        line = f"{c['number']:3d} {c['title']} ({order}) {c['kind']}: " + (", ".join(c["encoded"]) or "not encoded")
        click.echo(line)
        if card:
            click.echo(f"    {c['summary']}")
    if not card:
        events = [c for c in found if c["kind"] != "coup"]
        click.echo(f"{sum(1 for c in events if set(c['encoded']) >= set(c['sides']))} of {len(events)} "
                   "Event cards encoded (both sides where dual), and the 6 Coup cards")


def _whole_moves(game, faction, limit, sample, seed, as_json):
    """legal --moves: a stream (or a sample) of whole legal moves."""
    moves = game.sample_moves(sample, seed=seed, faction=faction) if sample else \
        game.legal_moves(limit=limit, faction=faction)
    if as_json:
        click.echo(render.dumps({"moves": list(moves)}))
        return
    for move in moves:
        click.echo(move)


@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("move", nargs=-1, required=True)
@click.option("--faction", type=FACTION, help="The Faction making the move (default: the one to act).")
@click.option("--dice", help="Dictate the dice, e.g. 4,2.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def check(state, move, faction, dice, as_json):
    """Is MOVE legal?  Exit 0 if so, 1 with every rule it breaks."""
    game = Game.load(state)
    reasons = game.check(" ".join(move), faction=faction, dice=_dice(dice))
    if as_json:
        click.echo(render.dumps({"legal": not reasons,
                                 "violations": [{"section": s, "text": t} for s, t in reasons]}))
    elif not reasons:
        click.echo("legal")
    else:
        for sec, text in reasons:
            click.echo(f"{sec} {text}")
    sys.exit(1 if reasons else 0)


@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("move", nargs=-1, required=True)
@click.option("--faction", type=FACTION, help="The Faction making the move (default: the one to act).")
@click.option("--dice", help="Dictate the dice, e.g. 4,2.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), callback=_output,
              help="Write here instead of updating STATE.")
@click.option("--json", "as_json", is_flag=True, help="Print the new state as JSON.")
def apply(state, move, faction, dice, output, as_json):
    """Apply MOVE and save the new state (STATE itself unless -o)."""
    game = Game.load(state)
    try:
        result = game.apply(" ".join(move), faction=faction, dice=_dice(dice))
    except Illegal as err:
        click.echo(err.message.split(": ", 1)[0] + ":", err=True)
        for sec, text in err.reasons:
            click.echo(f"  {sec} {text}", err=True)
        sys.exit(1)
    # Over STATE itself only if it still holds what was read (fitl.files).
    same = output is None or _same_file(output, state)
    result.game.state.save(output or state, expect=game.state.source_digest if same else None)
    if as_json:
        click.echo(render.dumps(result.game.to_json()))
        return
    if result.dice:
        click.echo("dice: " + ", ".join(map(str, result.dice)))
    for line in result.changes() or ["no change"]:
        click.echo(line)


@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("goal")
@click.option("--faction", type=FACTION, help="The Faction to move (default: the one to act).")
@click.option("--horizon", type=click.Choice(["move", "card"]), default="move", show_default=True,
              help="One move, or the rest of the current card (1st and 2nd Eligible).")
@click.option("--always", is_flag=True, help="Does GOAL hold after every legal move?")
@click.option("--dice", type=click.Choice(["any", "all"]), default="any", show_default=True,
              help="A move that rolls dice: GOAL for some roll, or for every roll.")
@click.option("--workers", type=click.IntRange(1, 2), default=None,
              help="Processes a one-move question is shared among (default: 2 on two cores).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def prove(state, goal, faction, horizon, always, dice, workers, as_json):
    """Is there a legal move after which GOAL (an ASP body, docs/proving.md)
    holds?  Exit 0 proven (with a witness), 1 refuted (with the reasons),
    3 unknown within the search bound."""
    proof = Game.load(state).prove(goal, faction=faction, horizon=horizon, always=always, dice=dice,
                                   workers=workers)
    if as_json:
        click.echo(render.dumps(proof.to_json()))
    else:
        click.echo(f"unknown: {proof.unknown}" if proof.unknown else "proven" if proof.provable else "refuted")
        for w in proof.witness:
            click.echo(f"{w['faction']}: {w['move']}" + (f"  (dice {', '.join(map(str, w['dice']))})"
                                                         if w["dice"] else ""))
        for sec, text in proof.why:
            click.echo(f"{sec} {text}")
    sys.exit(proof.exit_code)


@main.command()
@_consts_option
@click.argument("state", type=click.Path(exists=True, dir_okay=False))
@click.option("--faction", type=FACTION, help="The Non-player to ask (default: the Faction to act).")
@click.option("--explain", is_flag=True, help="Also print the path through the flowchart and the priorities.")
def np(state, faction, explain):
    """Print the move the Non-player (section 8) would make in STATE: the
    Faction to act's, or --faction's (a Faction not to act: its Pivotal Event
    played out of turn, 8.4.6, if it would)."""
    from .nonplayer import decide, interrupt
    game = Game.load(state)
    if game.state.game_over:
        raise BadInput(state, None, "the game is over: no Faction is to act")
    to_act = game.turn().to_act
    who = (faction or to_act or "").upper()
    if not who:
        raise BadInput(state, None, "no Faction is to act in this position")
    if who != to_act:
        decision = interrupt(game, who)
        if decision is None:
            raise BadInput("--faction", who, f"{who} is not the Faction to act ({to_act or 'nobody'} is), "
                                             "and its Non-player would not play its Pivotal Event now (8.4.6)")
    else:
        decision = decide(game, who)
    click.echo(decision.explain() if explain else decision.move)


@main.command()
@_consts_option
@click.argument("scenario", required=False)
@click.option("--seed", type=int, default=0, show_default=True,
              help="Random seed for the deck and dice of a new game, and for the agents.")
@click.option("--edition", type=click.Choice(["1", "2"]), default=None)
@click.option("--as", "as_", multiple=True, type=FACTION,
              help="A Faction you play (repeat); Non-players (section 8) play the others (random agents where "
                   "none exists yet).  No --as: you play all four.")
@click.option("--load", "load", type=click.Path(dir_okay=False),
              help="Continue a saved game (`save FILE` at the prompt); SCENARIO is then not needed.")
@click.option("--log", "log_path", type=click.Path(dir_okay=False),
              help="Write the game log here, whatever the file holds (default: the first of "
                   "fitl-game-SEED.yaml, fitl-game-SEED-2.yaml, ... not there yet).")
@click.option("--board", "board", type=click.Path(dir_okay=False), callback=_output,
              help="Draw the map (SVG, as fitl board) to this file, and redraw it after every move.")
@click.option("--others", type=click.Choice(["np", "random"]), default="np", show_default=True,
              help="Who plays the Factions you do not: their Non-players (section 8; random agents where a "
                   "Faction has none yet), or random agents.")
@_one_player_options
def play(scenario, seed, edition, as_, load, log_path, board, others, one_player, difficulty, easy):
    """Play SCENARIO (or the game --load names) at the terminal: you play the
    Factions given with --as (all four when none is), Non-players the rest.
    With --one-player SIDE, you play SIDE under 8.9's victory rules.
    The game log is written after every move; Ctrl-C or end of input stops."""
    from .play import play as run
    if len({f.upper() for f in as_}) == 1 and not one_player and not load and others == "np":
        _one_player_note(as_[0].upper())
    run(scenario, seed, edition, as_, load, log_path, board, others, (one_player, difficulty, easy))


@main.command()
@_consts_option
@click.argument("scenario")
@click.option("--games", type=click.IntRange(min=1), default=1, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the first game; game i uses SEED+i.")
@click.option("--edition", type=click.Choice(["1", "2"]), default=None)
@click.option("--agents", default="random", show_default=True,
              help="random: quick random candidates the rules accept; legal: built from `legal` answers (slow); "
                   "np: the Non-players of section 8; or a mix "
                   "FACTION=KIND,... such as US=np,NVA=legal (the others random).")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Processes playing games side by side (never more than --games).")
@click.option("--logs", type=click.Path(file_okay=False),
              help="Write each game's log (a replayable script) here; a failed game's as game-SEED.failed.yaml.")
@click.option("--json", "as_json", is_flag=True)
@click.option("--check", is_flag=True,
              help="Check the position after every move against the rules (stacking 1.4.2, the Force Pool, "
                   "track ranges): a game that breaks one fails, its log kept.")
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local", show_default=True,
              help="local: processes on this machine; ray: Ray tasks (pip install 'fitl[ray]'; docs/simulate.md).")
@click.option("--address", help="With --backend ray: the Ray cluster to join (e.g. auto, or HOST:PORT); "
                                "none: a local Ray of --workers CPUs.")
@_one_player_options
def simulate(scenario, games, seed, edition, agents, workers, logs, as_json, check, backend, address, one_player,
             difficulty, easy):
    """Play whole games of SCENARIO with agents and report each result.  A
    game that fails is reported and the others go on; exit 1 if any failed.
    With --one-player SIDE: a 1-player game (8.9), --agents playing SIDE's
    Factions and Non-players the others."""
    from .simulate import simulate as run
    run(scenario, games, seed, edition, agents, workers, logs, as_json, backend, address,
        (one_player, difficulty, easy), check=check)


@main.command()
@_consts_option
@click.argument("script", type=click.Path(dir_okay=False))
@click.option("--cards", type=click.IntRange(min=0), help="Stop after this many cards of the script.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), callback=_output,
              help="Also save the final state here.")
@click.option("--verbose", "-v", is_flag=True, help="Print each step and what it changed.")
@click.option("--json", "as_json", is_flag=True, help="Print the final state as JSON (docs/IDENTIFIERS.md).")
def replay(script, cards, output, verbose, as_json):
    """Play a game SCRIPT and print the final state."""
    from .replay import Script, replay as run_script
    if output and _same_file(output, script):
        raise BadInput("-o", output, "is the script being replayed (name another file)")

    def echo_step(step, result):
        who = f"{step.faction} " if step.faction else ""
        click.echo(f"step {step.number} (card {step.card}): {who}{step.move}")
        for line in result.changes() or ["no change"]:
            click.echo(f"  {line}")

    game = run_script(Script.load(script), cards=cards, on_step=echo_step if verbose and not as_json else None)
    if output:
        game.save(output)
    if as_json:
        click.echo(render.dumps(game.to_json()))
    else:
        click.echo(render.state_text(game.state, game.view()))


@main.command()
@_consts_option
@click.option("--edition", type=click.Choice(["1", "2"]), default="2", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def consts(edition, as_json):
    """The rules' named constants: name, value (as --const sets it) and the
    rules section of each (docs/rule-authoring.md)."""
    found = asp.constants(int(edition))
    if as_json:
        click.echo(render.dumps([{"name": n, "value": v, "section": sec} for n, (v, sec) in found.items()]))
        return
    width = max(map(len, found), default=0)
    for name, (value, section) in found.items():
        click.echo(f"{name:<{width}}  {value:>4}  {section}")


@main.command()
@_consts_option
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--static", "with_static", is_flag=True,
              help="Also the static knowledge (map, forces, deck) as facts.")
def facts(state, with_static):
    """Print a saved STATE as the facts the rules read (fitl/facts.py), for
    plain clingo: `clingo asp/fitl.lp facts.lp` (docs/rule-authoring.md)."""
    from .facts import state_facts
    click.echo(state_facts(State.load(state)), nl=False)
    if with_static:
        click.echo("".join(f"{s}.\n" for s in asp.static().symbols), nl=False)


if __name__ == "__main__":
    from .launch import run
    run()
