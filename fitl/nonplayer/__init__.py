"""The Non-players of section 8: a Faction's flowchart walked by the host,
each node's question and choice answered by the rules in asp/nonplayer/
(fitl.nonplayer.walk; docs/nonplayers.md).

>>> from fitl.game import Game
>>> g = Game.new("full", seed=1)
>>> NonPlayerAgent().decide(g, "VC")[0].startswith("terror(")
True
"""

from .walk import Decision, apply_decision, decide, interrupt


class NonPlayerAgent:
    """Answers decide(game, faction) as the Faction's Non-player would
    (a controller, as fitl.agents).  `last` is the latest Decision (its path
    through the flowchart)."""

    def __init__(self):
        self.last = None

    def decide(self, game, faction):
        self.last = decide(game, faction)
        return self.last.move, apply_decision(game, self.last)

    def interrupt(self, game, faction):
        """(move, Result) if the Faction plays its Pivotal Event now, out of
        turn (8.4.6), else None (fitl.loop asks before a player acts)."""
        found = interrupt(game, faction)
        if found is None:
            return None
        self.last = found
        return found.move, apply_decision(game, found)


__all__ = ["Decision", "NonPlayerAgent", "apply_decision", "decide", "interrupt"]
