"""The PettingZoo environment (fitl/pettingzoo.py, docs/agents.md): PettingZoo's
own API and seed tests, turns in the order of the sequence of play (2.3), the
observation of a scenario's setup, rewards at the end (7.0-7.3)."""

import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from fitl import observation  # noqa: E402
from fitl.asp import static  # noqa: E402
from fitl.errors import BadInput  # noqa: E402
from fitl.game import Game  # noqa: E402
from fitl.pettingzoo import env  # noqa: E402


def small(**kw):
    return env(scenario="short", seed=0, max_actions=6, **kw)


def test_pettingzoo_api_test():
    api_test(small(max_moves=4), num_cycles=2)     # 4 moves, then each agent's last step


def test_pettingzoo_seed_test():
    seed_test(lambda: small(max_moves=4), num_cycles=1)


def test_same_seed_same_actions_and_states():
    """The same seed and the same choices give the same game, byte for byte;
    another seed another one (its deck is shuffled anew, 2.1)."""
    def run(seed):
        e = small()
        e.reset(seed=seed)
        out = []
        for _ in range(2):
            obs, *_, info = e.last()
            out.append((e.agent_selection, tuple(info["moves"]), obs["observation"].tobytes()))
            e.step(len(info["moves"]) - 1)
        return out
    assert run(5) == run(5)
    assert run(5) != run(6)


def test_turns_follow_the_cards_faction_order_2_3_2():
    """The 1st Eligible Faction is the first of the card's order (2.3.2); once
    it passes, the next in the order is (2.3.3)."""
    e = small()
    e.reset()
    order = [f.upper() for f in static().cards[e.game.state.cards["current"]]["order"]]
    assert e.agent_selection == order[0]
    moves = e.infos[order[0]]["moves"]
    e.step(moves.index("pass"))
    assert e.agent_selection == order[1]


def test_action_mask_marks_the_moves_of_the_agent_to_act_only():
    e = small()
    e.reset()
    acting = e.agent_selection
    moves = e.infos[acting]["moves"]
    assert 1 <= len(moves) <= 6 and moves[0] == "pass"
    assert list(e.observe(acting)["action_mask"]) == [1] * len(moves) + [0] * (6 - len(moves))
    assert all(e.observe(a)["action_mask"].sum() == 0 for a in e.agents if a != acting)
    assert all(e.game.check(m) == [] for m in moves)


def test_an_action_outside_the_mask_is_refused_in_one_line():
    e = small()
    e.reset()
    with pytest.raises(BadInput, match=r"^action: 99 is not one of the \d+ actions open to VC"):
        e.step(99)


def test_observation_of_the_short_scenario_setup():
    """The Short scenario's setup (2.1, the scenario's setup page): Aid 15,
    Patronage 18, ARVN 30, NVA 15, VC 10 Resources, Trail 2; US 38, ARVN 41,
    NVA 10, VC 23 on the victory track; 6 US Troops, 10 ARVN Troops and 3
    Rangers out of play; two cards in the RVN Leader box."""
    v = observation.encode(Game.new("short", seed=0))
    seg, at = {}, 0
    for name, n in observation.layout():
        seg[name], at = v[at:at + n], at + n
    assert list(seg["tracks"][:7]) == [30, 15, 10, 15, 18, 15, 2]
    assert list(seg["factions"][0::7]) == [38, 41, 10, 23]          # US, ARVN, NVA, VC
    types = static().piece_types
    assert {t: int(n) for t, n in zip(types, seg["out_of_play"]) if n} == \
        {"us_troops": 6, "arvn_troops": 10, "arvn_ranger": 3}
    assert seg["cards"][3] == 2
    assert len(v) == observation.size() and v.dtype.name == "float32"


def _ended(e, ranking, margins):
    st = e.game.state.clone()
    st.game_over = {"ranking": ranking, "margins": margins}
    e.game = Game(st)
    e._next_decision()


def test_rewards_at_the_end_win_7_3():
    """The winner is the first of the final ranking (7.3: the highest victory
    margin): +1, the others -1/3 each, a zero sum; every agent terminated."""
    e = small()
    e.reset()
    _ended(e, ["NVA", "VC", "US", "ARVN"], {"NVA": 2, "VC": -1, "US": -4, "ARVN": -6})
    assert all(e.terminations.values()) and not any(e.truncations.values())
    assert e.rewards == {"US": -1 / 3, "ARVN": -1 / 3, "NVA": 1.0, "VC": -1 / 3}


def test_rewards_at_the_end_margin_7_3():
    e = small(reward="margin")
    e.reset()
    _ended(e, ["NVA", "VC", "US", "ARVN"], {"NVA": 2, "VC": -1, "US": -4, "ARVN": -6})
    assert e.rewards == {"US": -4.0, "ARVN": -6.0, "NVA": 2.0, "VC": -1.0}


def test_rewards_of_a_joined_player_1_5():
    """With the No Non-Player option joining NVA and VC (1.5, Politburo),
    both get the joined player's place and margin."""
    ranking, margins = ["INSURGENTS", "ARVN", "US"], {"INSURGENTS": 1, "ARVN": -3, "US": -5}
    e = small(options={"politburo": True})
    e.reset()
    _ended(e, ranking, margins)
    assert e.rewards == {"US": -1 / 3, "ARVN": -1 / 3, "NVA": 1.0, "VC": 1.0}
    e = small(options={"politburo": True}, reward="margin")
    e.reset()
    _ended(e, ranking, margins)
    assert e.rewards == {"US": -5.0, "ARVN": -3.0, "NVA": 1.0, "VC": 1.0}


def test_truncated_after_max_moves():
    e = small(max_moves=1)
    e.reset()
    e.step(0)
    assert all(e.truncations.values()) and not any(e.terminations.values())
    assert e.observe(e.agent_selection)["action_mask"].sum() == 0


def test_render_text_and_svg(capsys):
    e = small()
    e.reset()
    assert e.render().startswith("Fire in the Lake: scenario short")
    e.render_mode = "human"
    assert e.render() is None and capsys.readouterr().out.startswith("Fire in the Lake: scenario short")
    s = small(render_mode="svg")
    s.reset()
    assert s.render().startswith("<svg")


def test_bad_arguments_are_named():
    with pytest.raises(BadInput, match="reward"):
        small(reward="points")
    with pytest.raises(BadInput, match="max_actions"):
        env(max_actions=0)



def test_the_random_agent_loop_of_the_docs_runs(monkeypatch, capsys):
    """The example of README.md and docs/agents.md (the same code in both),
    run for 2 moves: each move printed, then each agent's end."""
    import functools
    import pathlib
    import re
    import fitl.pettingzoo
    root = pathlib.Path(__file__).resolve().parents[2]
    blocks = [next(b for b in re.findall(r"```python\n(.*?)```", (root / f).read_text(), re.S)
                   if "fitl.pettingzoo" in b) for f in ("README.md", "docs/agents.md")]
    assert blocks[0] == blocks[1]
    monkeypatch.setattr(fitl.pettingzoo, "env", functools.partial(env, max_moves=2))
    exec(blocks[0], {})
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 6
    assert sorted(line.split()[0] for line in lines[2:]) == ["ARVN", "NVA", "US", "VC"]
    assert all(line.endswith("final reward 0.0") for line in lines[2:])


def test_no_move_found_is_stuck_not_an_empty_mask(monkeypatch):
    import fitl.pettingzoo
    from fitl.loop import Stuck
    monkeypatch.setattr(fitl.pettingzoo, "bounded_moves", lambda *a, **k: [])
    with pytest.raises(Stuck, match="^VC has no move the rules accept on card 98$"):
        small().reset()
