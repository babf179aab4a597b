"""8.2 Random Spaces: the map (asp/nonplayer/random_spaces.lp, data not in
the rulebook's text but its one example) and the rank it gives, else the
play note's equal-chance roll (the seeded rank np_rank/2) in
asp/nonplayer/common.lp."""

import re

import clingo

from fitl import asp
from fitl.nonplayer.flowchart import NP_DIR

MAP = NP_DIR / "random_spaces.lp"


def _chosen(facts, candidates=("a", "b")):
    """The candidate a part's Random Spaces levels choose (one of them used)."""
    ctl = clingo.Control(["--warn=none", "--opt-mode=opt"])
    choice = "1 { " + "; ".join(f"np_space_used({c})" for c in candidates) + " } 1."
    ctl.add("base", [], (NP_DIR / "common.lp").read_text() + MAP.read_text() + facts + choice)
    ctl.ground([("base", [])])
    best = []
    ctl.solve(on_model=lambda m: best.__setitem__(slice(None), [str(s.arguments[0]) for s in m.symbols(atoms=True)
                                                              if s.name == "np_space_used"]))
    return best


def test_8_2_the_map_data_names_rolls_11_to_66_and_real_spaces():
    """The data file's rolls are a tens and a ones die (11..66), its spaces
    and arrows name spaces of the map; the rulebook's example: 26 is Quang
    Tri (8.2)."""
    text = MAP.read_text()
    spaces = {str(s) for s in asp.static().spaces}
    rolls = re.findall(r"^np_random_space\((\d+), (\w+)\)", text, re.M)
    assert ("26", "quang_tri_thua_thien") in rolls
    for roll, space in rolls:
        assert roll[0] in "123456" and roll[1] in "123456" and len(roll) == 2 and space in spaces
    for a, b in re.findall(r"^np_random_arrow\((\w+), (\w+)\)", text, re.M):
        assert a in spaces and b in spaces


def test_8_2_until_the_map_is_filled_in_the_equal_chance_roll_decides():
    """8.2's play note: without the whole map (its 36 rolls), an equal-chance
    roll among the candidates: the seeded rank, lower first."""
    assert _chosen("np_rank(a,2). np_rank(b,1). np_random_roll(26).") == ["b"]
    assert _chosen("np_rank(a,1). np_rank(b,2). np_random_roll(26).") == ["a"]


def test_8_2_with_the_map_the_arrows_from_the_rolled_space_decide():
    """8.2: roll 2 dice, find the space on the map and follow the arrows until
    a candidate is reached: a map whose 36 rolls name s11..s66 in a ring of
    arrows; from 26 (s26) the arrows reach s31 (= b) before s41 (= a), the
    seeded rank notwithstanding."""
    rolls = [t * 10 + o for t in range(1, 7) for o in range(1, 7)]
    names = {r: f"s{r}" for r in rolls}
    names[31], names[41] = "b", "a"
    facts = "".join(f"np_random_space({r},{names[r]})." for r in rolls)
    facts += "".join(f"np_random_arrow({names[r]},{names[rolls[(i + 1) % 36]]})." for i, r in enumerate(rolls))
    assert _chosen(facts + "np_rank(a,1). np_rank(b,2). np_random_roll(26).") == ["b"]


def _ranks(text):
    return {m[0]: int(m[1]) for m in re.findall(r"^np_rank\((.+),(\d+)\)\.$", text, re.M)}


def test_8_2_seeded_ranks_are_the_positions_whatever_the_question_asks():
    """8.2's equal chance among candidates is drawn once per position: every
    space has a rank, the spaces a shuffle 1..N of the map; a move atom's
    rank is the same whatever other atoms the question holds (so two
    groundings of one question break its ties alike), and differs from the
    other atoms'."""
    from fitl.game import Game
    from fitl.nonplayer import dice
    game = Game.new("full", seed=3)
    one = _ranks(dice.ranks(game, "VC", ["rally(saigon)", "rally(hue)"]))
    two = _ranks(dice.ranks(game, "VC", ["rally(hue)", "tax(hue)", "terror(kontum)"]))
    spaces = sorted(str(s) for s in asp.static().spaces)
    assert sorted(one[s] for s in spaces) == list(range(1, len(spaces) + 1))
    assert {s: one[s] for s in spaces} == {s: two[s] for s in spaces}
    assert one["rally(hue)"] == two["rally(hue)"]
    assert len({two["rally(hue)"], two["tax(hue)"], two["terror(kontum)"]}) == 3
    assert min(two["tax(hue)"], one["rally(saigon)"]) > len(spaces)
    other = _ranks(dice.ranks(Game.new("full", seed=4), "VC", ["rally(hue)"]))
    assert [other[s] for s in spaces] != [one[s] for s in spaces]
