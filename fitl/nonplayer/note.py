"""What a Non-player's decision writes into the position besides its move:
its memory across cards (8.5.2, 8.7.1: play the next card's Event) and the
state keys its rules set (8.8.1: the US Policy).  The game log keeps it with
the move (a step's `nonplayer` mapping), so that a replay of the log reaches
the same position byte for byte.

>>> from fitl.game import Game
>>> g = Game.new("short", seed=1, nonplayers=("VC",))
>>> noted(g, "VC", {"memory": {"event_next": True}}).state.nonplayers["VC"]
{'event_next': True}
"""

from ..errors import BadInput

# The state keys a Non-player's decision may set (np_set_state/3): 8.8.1's US Policy.
SETTABLE = ("us_policy",)


def note_of(state, faction, memory, sets):
    """The note of a decision in the position its move reached (`state`):
    the memory if it differs from the position's, the keys set; None if
    there is nothing to write."""
    note = {}
    if faction in state.nonplayers and state.nonplayers.get(faction) != memory:
        note["memory"] = dict(memory)
    note.update((k, v) for k, v in sorted(sets.items()) if getattr(state, k) != v)
    return note or None


def noted(game, faction, note, source="nonplayer"):
    """The Game `game` with `note` written into it, checked as a state file
    is (a bad note is a BadInput naming `source`)."""
    from ..game import Game
    from ..state import State
    if not isinstance(note, dict) or set(note) - {"memory", *SETTABLE}:
        raise BadInput(source, None, f"expected a mapping of memory and {', '.join(SETTABLE)}")
    data = game.state.to_dict()
    if "memory" in note:
        data.setdefault("nonplayers", {})[faction] = note["memory"]
    data.update((k, note[k]) for k in SETTABLE if k in note)
    return Game(State.from_dict(data, source=source))
