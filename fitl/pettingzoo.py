"""Fire in the Lake as a PettingZoo AEC environment (pip install 'fitl[rl]').

The agents are the four Factions; the one to act is the one the sequence of
play names (2.3), a Coup Round's decisions included (6.0: the phases nobody
decides are carried out between two steps).  See docs/agents.md.

- observation(agent): {"observation": the position as fixed-size numbers
  (fitl.observation; the same for every agent: the game has no hidden
  information but the deck's order, which it leaves out), "action_mask": 1
  for the actions open to `agent` now (none for the others)};
- action: an index into the moves of infos[agent]["moves"]: the whole legal
  moves of the position (fitl.enumerate.bounded_moves), every one when there
  are at most `max_actions`, else `max_actions` of them spread over the kinds
  of action and drawn under a seed from the game's seed and the number of
  moves made (the same game, the same actions);
- infos[agent]: "state" (the state JSON of `fitl show --json`) for every
  agent, and "moves" (the move text of each action) for the agent to act;
- rewards: none until the game ends (7.0); then, with reward="win", +1 for
  the winner (the first of the rules' ranking: the highest victory margin,
  ties as 7.1 says) and -1/3 for each other Faction, a zero sum; with
  reward="margin", each Faction's final victory margin (7.3).  With a No
  Non-Player option (1.5), a Faction gets its joined player's;
- terminations: all at the game's end; truncations: all after `max_moves`
  moves (if given), or if the deck runs out without an end;
- render(): the text board of `fitl show` (render_mode "ansi", returned;
  "human", printed), or the SVG map of `fitl board` (render_mode "svg").

>>> e = env(scenario="short", seed=0, max_actions=4)
>>> e.reset()
>>> e.agent_selection, int(e.observe("VC")["action_mask"].sum())
('VC', 4)
"""

import numpy
from gymnasium import spaces
from pettingzoo import AECEnv

from . import observation
from .enumerate import bounded_moves
from .errors import BadInput, shown
from .game import Game
from .loop import Stuck
from .state import FACTIONS

REWARDS = ("win", "margin")


def env(scenario="short", seed=0, edition=2, options=None, max_actions=16, max_moves=None, reward="win",
        render_mode="ansi"):
    """A new environment (FitlEnv); call reset() before using it."""
    return FitlEnv(scenario, seed, edition, options, max_actions, max_moves, reward, render_mode)


class FitlEnv(AECEnv):
    """See the module's text."""

    metadata = {"render_modes": ["ansi", "human", "svg"], "name": "fitl_v0", "is_parallelizable": False}

    def __init__(self, scenario, seed, edition, options, max_actions, max_moves, reward, render_mode):
        super().__init__()
        if reward not in REWARDS:
            raise BadInput("reward", reward, f"unknown reward (one of {', '.join(REWARDS)})")
        if render_mode not in self.metadata["render_modes"]:
            raise BadInput("render_mode", render_mode, f"unknown (one of {', '.join(self.metadata['render_modes'])})")
        if not isinstance(max_actions, int) or max_actions < 1:
            raise BadInput("max_actions", max_actions, "must be a whole number of at least 1")
        self.scenario, self.seed, self.edition, self.options = scenario, seed, edition, options
        self.max_actions, self.max_moves, self.reward, self.render_mode = max_actions, max_moves, reward, render_mode
        self.possible_agents = list(FACTIONS)
        box = spaces.Box(-observation.BOUND, observation.BOUND, (observation.size(),), numpy.float32)
        mask = spaces.Box(0, 1, (max_actions,), numpy.int8)
        self._observation_space = spaces.Dict({"observation": box, "action_mask": mask})
        self._action_space = spaces.Discrete(max_actions)
        self.game = None

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    def reset(self, seed=None, options=None):
        """A new game: of seed `seed` if given, else the environment's own.
        (`options` is taken for the API's sake; the game's options are the
        environment's.)"""
        if seed is not None:
            self.seed = seed
        self.game = Game.new(self.scenario, seed=self.seed, edition=self.edition, options=self.options)
        self.moves_made = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self._next_decision()

    def _next_decision(self):
        """Who acts now and with which actions, or the end."""
        st = self.game.state
        self._vector = None
        self.moves = []
        if st.game_over:
            self.terminations = {a: True for a in self.agents}
            self.rewards = self._final_rewards(st.game_over)
        elif st.cards["current"] is None or (self.max_moves is not None and self.moves_made >= self.max_moves):
            self.truncations = {a: True for a in self.agents}
        else:
            self.agent_selection = self.game.turn().to_act
            if self.agent_selection is None:
                raise Stuck(f"no Faction is to act on card {st.cards['current']}")
            self.moves = bounded_moves(self.game, self.max_actions, seed=f"{st.seed}:{self.moves_made}",
                                       faction=self.agent_selection)
            if not self.moves:
                raise Stuck(f"{self.agent_selection} has no move the rules accept on card {st.cards['current']}")
        if not self.moves:                 # the game is over: each agent's last step
            self.agent_selection = self.agents[0]
        state = self.game.to_json()
        self.infos = {a: {"state": state} for a in self.agents}
        if self.moves:
            self.infos[self.agent_selection]["moves"] = list(self.moves)

    def _final_rewards(self, over):
        """Each Faction's, from its player's place in the final ranking (with
        the No Non-Player option, 1.5, a joined player's)."""
        player = self.game.view().player_of
        if self.reward == "margin":
            return {a: float(over["margins"][player[a]]) for a in self.agents}
        return {a: 1.0 if player[a] == over["ranking"][0] else -1.0 / 3 for a in self.agents}

    def observe(self, agent):
        if self._vector is None:
            self._vector = observation.encode(self.game)
        mask = numpy.zeros(self.max_actions, numpy.int8)
        if agent == self.agent_selection and not (self.terminations[agent] or self.truncations[agent]):
            mask[: len(self.moves)] = 1
        return {"observation": self._vector.copy(), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or not 0 <= int(action) < len(self.moves):
            raise BadInput("action", None, f"{shown(action)} is not one of the {len(self.moves)} actions open to "
                                           f"{agent} (0..{len(self.moves) - 1}: its action_mask)")
        self._cumulative_rewards[agent] = 0.0
        self.game = self.game.apply(self.moves[int(action)], faction=agent, explain=False).game
        self.moves_made += 1
        self._clear_rewards()
        self._next_decision()
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "svg":
            from .board import board_svg
            return board_svg(self.game)
        from .render import state_text
        text = state_text(self.game.state, self.game.view())
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        self.game = None
