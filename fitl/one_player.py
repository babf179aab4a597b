"""The 1-player game (8.9): the player's side and options as the command line
gives them, Difficulty Option A's set-up, and the end of game in words.  The
rules of it are asp/victory/one_player.lp (docs/nonplayers.md, "8.9").

>>> side("us+arvn"), side("VC")
(['US', 'ARVN'], ['VC'])
>>> one_player_options(["US", "ARVN"], "B", easy=False)
({'one_player': True, 'one_player_b': True}, ['NVA', 'VC'])
"""

from . import asp
from .errors import BadInput
from .state import FACTIONS, ONE_PLAYER_SIDES

# --difficulty: 8.9's Difficulty Options each level sets (both for AB, ruling 187).
DIFFICULTIES = {"standard": [], "A": ["one_player_a"], "B": ["one_player_b"], "AB": ["one_player_a", "one_player_b"]}
# The outcomes 8.9 names, as the text titles them.
OUTCOME_TITLES = {
    "maoist_revolution": "Maoist Revolution!", "mechanized_reunification": "Mechanized Reunification!",
    "mandarin_redux": "Mandarin Redux!", "mcnamara_redemption": "McNamara Redemption!",
    "soldiering_on": "Soldiering On!", "communism_contained": "Communism Contained!",
    "national_liberation": "National Liberation!",
}


def side(text):
    """The player's Factions from a text such as US+ARVN or vc (8.9, 1.5)."""
    given = [x.strip().upper() for x in str(text).split("+")]
    names = set(given)
    found = next((s for s in ONE_PLAYER_SIDES if set(s) == names and len(s) == len(given)), None)
    if found is None:
        raise BadInput("--one-player", text, "8.9: the player plays US+ARVN, NVA+VC, or one Faction (US, ARVN, NVA, VC)")
    return list(found)


def one_player_options(factions, difficulty="standard", easy=False):
    """(the state's options, the Non-players) of a 1-player game in which the
    player plays `factions`."""
    level = next((d for d in DIFFICULTIES if d.upper() == difficulty.upper()), None)
    if level is None:
        raise BadInput("--difficulty", difficulty, f"expected one of {', '.join(DIFFICULTIES)} (8.9)")
    options = {"one_player": True, **{k: True for k in DIFFICULTIES[level]}}
    if easy:
        options["one_player_easy"] = True
    return options, [f for f in FACTIONS if f not in factions]


def from_command_line(one_player, difficulty, easy):
    """(the player's Factions, the state's options, the Non-players) of the
    --one-player, --difficulty and --easy options; (None, {}, None) without
    --one-player (then --difficulty and --easy are errors)."""
    if one_player is None:
        if difficulty is not None:
            raise BadInput("--difficulty", difficulty, "is an option of the 1-player game: give --one-player SIDE")
        if easy:
            raise BadInput("--easy", "", "is an option of the 1-player game: give --one-player SIDE")
        return None, {}, None
    factions = side(one_player)
    options, nonplayers = one_player_options(factions, difficulty or "standard", easy)
    return factions, options, nonplayers


def describe(state):
    """A line saying the 1-player game of `state` (None if it is not one)."""
    if not state.options.get("one_player"):
        return None
    played = "+".join(f for f in FACTIONS if f not in state.nonplayers)
    levels = [name for key, name in (("one_player_a", "Difficulty Option A"), ("one_player_b", "Difficulty Option B"),
                                     ("one_player_easy", "Easy option")) if state.options.get(key)]
    return (f"1-player game (8.9): the player plays {played} against the Non-players "
            f"{', '.join(f for f in FACTIONS if f in state.nonplayers)}"
            + (f"; {', '.join(levels)}" if levels else ""))


def setup_capabilities(state, medium_capabilities):
    """Difficulty Option A's Capabilities for the game `state` begins (card ->
    side), as asp/victory/one_player.lp chooses them from the Medium
    scenario's (`medium_capabilities`, card -> side)."""
    from .facts import state_facts
    facts = state_facts(state) + "".join(f"medium_capability({c},{s}).\n" for c, s in medium_capabilities.items())
    found = asp.solve(facts, edition=state.edition, files=[str(asp.ASP_DIR / "victory" / "one_player.lp")],
                      mode="view", want={"one_player_setup"}) or []
    return {s.arguments[0].number: s.arguments[1].name for s in found if s.name == "one_player_setup"}


def over_text(state):
    """The "Game over" line of a finished 1-player game: the margins in
    order, without 7.1's places (8.9's end says who won)."""
    margins = state.game_over["margins"]
    return "Game over (8.9): margins " + ", ".join(f"{p} {margins[p]:+d}" for p in state.game_over["ranking"])


def end_title(state):
    """A finished 1-player game's end in short (8.9): who won and the
    outcome's title, with the final result if there is one."""
    end = state.game_over["one_player"]
    title = OUTCOME_TITLES[end["outcome"]]
    who = {"player": "player victory", "nobody": "stalemate"}.get(end["winner"], f"{end['winner']} (Non-player) wins")
    return f"8.9: {who}, {title}" + ("" if end["result"] is None else f" (result {end['result']:+d})")


def end_text(state):
    """The 8.9 end of a finished 1-player game in words: end_title, and why."""
    end = state.game_over["one_player"]
    played = "+".join(f for f in FACTIONS if f not in state.nonplayers)
    if end["result"] is None:
        why = "the player failed in a Coup Round's Victory Phase"
    elif end["winner"] in FACTIONS:
        why = f"the player ({played}) has not the highest margin after the final Coup Round"
    else:
        why = f"the player's ({played}) lowest margin less the highest Non-player's, after the final Coup Round"
    return f"{end_title(state)}: {why}"


def survived_text(view):
    """A Victory Phase the player did not fail (8.9, as
    asp/victory/one_player.lp says: no Non-player met its condition, nor
    under Difficulty Option B outscored a player Faction): the game goes on."""
    p, n, _ = view.one_player
    return (f"8.9: the player survives this Victory Phase (no Non-player wins; the player's margin {p:+d}, "
            f"the highest Non-player's {n:+d}): the game goes on")


def standing_text(view):
    """A 1-player game's standing (8.9) as `fitl score` shows it: the
    player's margin (the lower of its Factions'), the highest Non-player's
    and the difference (the final result, were this the final Round)."""
    p, n, r = view.one_player
    return (f"1-player game (8.9): the player's margin {p:+d} (the lower of its Factions'), the highest "
            f"Non-player's {n:+d}: difference {r:+d}")
