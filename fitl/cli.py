"""The `fitl` command line.  Exit codes: 0 ok, 1 illegal or failed check,
2 bad input.  Errors are one line, never a traceback."""

import sys

import click

from . import render
from .errors import FitlError
from .scenario import new_game
from .state import State
from .view import View, check_state


def _fail(err):
    click.echo(f"fitl: {err}", err=True)
    sys.exit(err.exit_code)


class _Group(click.Group):
    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except FitlError as err:
            _fail(err)


@click.group(cls=_Group)
@click.version_option(package_name="fitl")
def main():
    """Fire in the Lake rules engine."""


def _load(path):
    state = State.load(path)
    view = check_state(state, path)
    return state, view


@main.command()
@click.argument("scenario")
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed for the deck and dice.")
@click.option("--edition", type=click.Choice(["1", "2"]), default=None, help="Rules edition (default 2).")
@click.option("--period-events", is_flag=True, help="Period Events option (2.1).")
@click.option("--political-rhythm", is_flag=True, help="Tournament option: Coups among each pile's bottom 4 cards.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write the state here (default: print it).")
def new(scenario, seed, edition, period_events, political_rhythm, output):
    """Set up SCENARIO (full, medium, short, tutorial, or a YAML path)."""
    options = {k: True for k, on in (("period_events", period_events), ("political_rhythm", political_rhythm)) if on}
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


if __name__ == "__main__":
    main()
