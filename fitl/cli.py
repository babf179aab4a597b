"""The `fitl` command line.  Exit codes: 0 ok, 1 illegal or failed check,
2 bad input (a usage error too); 141 when the reader of the output has gone
(`fitl show s.yaml | head -1`), silently, as a command killed by SIGPIPE.
Errors are one line, never a traceback."""

import os
import sys

import click

from . import render
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


@click.group(cls=_Group)
@click.version_option(package_name="fitl")
def main():
    """Fire in the Lake rules engine."""


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


def _load(path):
    state = State.load(path)
    view = check_state(state, path)
    return state, view


@main.command()
@click.argument("scenario")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True,
              help="Random seed for the deck and dice.")
@click.option("--edition", type=click.Choice(["1", "2"]), default=None, help="Rules edition (default 2).")
@click.option("--period-events", is_flag=True, help="Period Events option (2.1).")
@click.option("--political-rhythm", is_flag=True, help="Tournament option: Coups among each pile's bottom 4 cards.")
@click.option("--option", "more", multiple=True,
              help="Another option: politburo, sovereignty (No Non-Player, 1.5), high_winds, deception (7.3).")
@click.option("--handicap", multiple=True, help="Handicap (7.3): PLAYER=MARKER,MARKER chosen before the others draw.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), callback=_output,
              help="Write the state here (default: print it).")
def new(scenario, seed, edition, period_events, political_rhythm, more, handicap, output):
    """Set up SCENARIO (full, medium, short, tutorial, or a YAML path)."""
    options = {k: True for k, on in (("period_events", period_events), ("political_rhythm", political_rhythm)) if on}
    options.update({k: True for k in more})
    for h in handicap:
        who, _, markers = h.partition("=")
        if not markers:
            raise BadInput("--handicap", h, "expected PLAYER=MARKER,MARKER")
        options.setdefault("handicap", {})[who.strip().upper()] = [m.strip() for m in markers.split(",")]
    state = new_game(scenario, seed=seed, edition=int(edition) if edition else None, options=options)
    if output:
        state.save(output)
        click.echo(f"wrote {output}: {state.scenario}, current card {render.card_text(state.cards['current'])}")
    else:
        click.echo(state.dumps(), nl=False)


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (docs/IDENTIFIERS.md).")
def show(state, as_json):
    """Show the board of a saved STATE."""
    st, view = _load(state)
    click.echo(render.dumps(render.state_json(st, view)) if as_json else render.state_text(st, view))


@main.command()
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


FACTION = click.Choice(["US", "ARVN", "NVA", "VC", "us", "arvn", "nva", "vc"])


@main.command()
@click.argument("state", type=click.Path(dir_okay=False))
@click.argument("partial", nargs=-1)
@click.option("--faction", type=FACTION, help="Ask for this Faction (default: the one to act).")
@click.option("--sa", help="Also list where this Special Activity may go (e.g. air_strike).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def legal(state, partial, faction, sa, as_json):
    """What can come next: the move atoms that can still complete PARTIAL legally.

    With no PARTIAL: Pass, the Event and the spaces each Operation may select.
    With an Operation named: more of its spaces, what may be done in the named
    spaces, and the Special Activity types open (--sa NAME lists their spaces)."""
    game = Game.load(state)
    options = game.legal(" ".join(partial), faction=faction, sa=sa)
    if as_json:
        click.echo(render.dumps(options))
        return
    if not options:
        reasons = game.check(" ".join(partial), faction=faction) if partial else []
        if partial and not reasons:
            click.echo("complete: the move is legal as it stands and nothing more can be added")
            return
        click.echo("no legal continuation" + (f": {reasons[0][0]} {reasons[0][1]}" if reasons else ""))
        sys.exit(1)
    for name, atoms in options.items():
        click.echo(f"{name}: {' '.join(atoms)}")


@main.command()
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


class _Person:
    """A person at the terminal: shows the board, takes a move; `?` lists legal
    options, `show` the board, `save FILE` the game, `quit` stops."""

    def __init__(self, echo=click.echo, prompt=click.prompt):
        self.echo, self.prompt = echo, prompt
        self.quit = False

    def decide(self, game, faction):
        while True:
            st = game.state
            where = f"Coup Round, {game.view().coup_phase}" if st.coup else f"card {render.card_text(st.cards['current'])}"
            text = self.prompt(f"{faction} ({where})", default="", show_default=False).strip()
            if text in ("quit", "exit"):
                raise _Quit()
            if text in ("", "help"):
                self.echo("a move (docs/moves.md), '?' or '? PARTIAL' for options, 'show', 'save FILE', 'quit'")
                continue
            if text == "show":
                self.echo(render.state_text(st, game.view()))
                continue
            if text.startswith("save "):
                game.save(text[5:].strip())
                self.echo(f"saved {text[5:].strip()}")
                continue
            if text.startswith("?"):
                partial = text[1:].strip()
                if st.coup and not partial:
                    self.echo("default: " + " ".join(game.view().coup_default))
                    continue
                for name, atoms in game.legal(partial, faction=faction).items():
                    self.echo(f"  {name}: {' '.join(atoms)}")
                continue
            try:
                result = game.apply(text, faction=faction)
            except Illegal as err:
                for sec, why in err.reasons:
                    self.echo(f"  illegal: {sec} {why}")
                continue
            except BadInput as err:
                self.echo(f"  {err}")
                continue
            for line in result.changes() or ["no change"]:
                self.echo(f"  {line}")
            return text, result


class _Quit(Exception):
    pass


@main.command()
@click.argument("scenario")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--edition", type=click.Choice(["1", "2"]), default=None)
@click.option("--as", "as_", multiple=True, type=FACTION, help="A Faction you play (repeat); the others are random agents.")
@click.option("--load", "load", type=click.Path(dir_okay=False),
              help="Continue a saved game instead (its log then starts from that position).")
@click.option("--log", "log_path", type=click.Path(dir_okay=False), help="Write the game log here (default fitl-game-SEED.yaml).")
def play(scenario, seed, edition, as_, load, log_path):
    """Play SCENARIO at the terminal (the Factions not --as are random agents)."""
    from .agents import RandomAgent
    from .loop import run_game
    from .state import FACTIONS
    game = Game.load(load) if load else Game.new(scenario, seed=seed, edition=int(edition) if edition else None)
    people = {f.upper() for f in as_} or set(FACTIONS)
    person = _Person()
    controllers = {f: (person if f in people else RandomAgent(seed)) for f in FACTIONS}
    click.echo(render.state_text(game.state, game.view()))

    def on_move(who, move, result):
        if who not in people:
            click.echo(f"{who}: {move}")

    from .loop import Log
    log = Log(game.state)
    path = log_path or f"fitl-game-{seed}.yaml"
    try:
        game, log = run_game(game, controllers, on_move=on_move, log=log)
    except _Quit:
        log.save(path)
        click.echo(f"stopped; the moves so far are in {path} (fitl replay replays them)")
        return
    log.save(path)
    click.echo(render.state_text(game.state, game.view()))
    click.echo(f"log written to {path}")


def _one_game(args):
    import os
    import time
    from .agents import RandomAgent
    from .loop import run_game
    from .state import FACTIONS
    from .agents import LegalAgent
    scenario, seed, edition, logs, agents = args
    t = time.perf_counter()
    agent = LegalAgent if agents == "legal" else RandomAgent
    game, log = run_game(Game.new(scenario, seed=seed, edition=edition), {f: agent(seed) for f in FACTIONS})
    if logs:
        log.save(os.path.join(logs, f"game-{seed}.yaml"))
    st = game.state
    over = st.game_over or {"ranking": [], "margins": game.view().margin}
    return {"seed": seed, "winner": over["ranking"][0] if over["ranking"] else None,
            "margins": over["margins"], "cards": len(st.cards["played"]) + len(st.cards["leader_box"]),
            "moves": len(log.moves), "seconds": round(time.perf_counter() - t, 2)}


@main.command()
@click.argument("scenario")
@click.option("--games", type=click.IntRange(min=1), default=1, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the first game; game i uses SEED+i.")
@click.option("--edition", type=click.Choice(["1", "2"]), default=None)
@click.option("--agents", type=click.Choice(["random", "legal"]), default="random", show_default=True,
              help="random: quick random candidates the rules accept; legal: built from `legal` answers (slow).")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True)
@click.option("--logs", type=click.Path(file_okay=False), help="Write each game's log (a replayable script) here.")
@click.option("--json", "as_json", is_flag=True)
def simulate(scenario, games, seed, edition, agents, workers, logs, as_json):
    """Play whole games of SCENARIO with agents and report each result."""
    import os
    from multiprocessing import Pool
    if logs:
        os.makedirs(logs, exist_ok=True)
    jobs = [(scenario, seed + i, int(edition) if edition else None, logs, agents) for i in range(games)]
    Game.new(scenario, seed=seed)          # a bad scenario fails here, once
    results = []
    # The bar is for a person watching a terminal; piped output stays clean.
    with click.progressbar(length=games, label="games", file=sys.stderr, hidden=not sys.stderr.isatty()) as bar:
        if workers > 1:
            with Pool(workers) as pool:
                for r in pool.imap(_one_game, jobs):
                    results.append(r)
                    bar.update(1)
        else:
            for job in jobs:
                results.append(_one_game(job))
                bar.update(1)
    wins = {}
    for r in results:
        wins[r["winner"]] = wins.get(r["winner"], 0) + 1
    totals = {"games": games, "wins": wins, "moves": sum(r["moves"] for r in results),
              "seconds": round(sum(r["seconds"] for r in results), 2)}
    if as_json:
        click.echo(render.dumps({"games": results, "totals": totals}))
        return
    for r in results:
        margins = " ".join(f"{f} {m:+d}" for f, m in r["margins"].items())
        click.echo(f"seed {r['seed']}: winner {r['winner']}  margins {margins}  cards {r['cards']}  "
                   f"moves {r['moves']}  {r['seconds']} s")
    click.echo(f"{games} games, {totals['moves']} moves, {totals['seconds']} s; wins: " +
               ", ".join(f"{f} {n}" for f, n in sorted(wins.items(), key=lambda x: str(x[0]))))


@main.command()
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


if __name__ == "__main__":
    from .launch import run
    run()
