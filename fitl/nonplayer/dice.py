"""The Non-players' dice and random choices (8.2, 8.3, 8.4.7, the rolls
"now" of the flowcharts), all from the game's seed: a random source keyed on
the game's seed, the position (cards played, dice drawn, who has acted) and
what the roll is for, so that the same game makes the same rolls, and a
replay the same moves.  (The Random Spaces map is not in the rulebook text:
the play note's equal-chance roll among the candidates stands in for it.)
"""

import hashlib
import random


def source(game, faction, purpose):
    st = game.state
    phase = (st.coup or {}).get("phase")
    key = (f"fitl-np:{st.seed}:{st.rng_draws}:{len(st.cards['played'])}:{st.cards['current']}:"
           f"{len(st.turn['acted'])}:{len(st.turn['passed'])}:{len(st.turn['pending'])}:{phase}:{faction}:{purpose}")
    return random.Random(key)


def roll(game, faction, purpose, dice):
    """The sum of `dice` six-sided dice rolled now for `purpose`."""
    rng = source(game, faction, f"roll:{purpose}")
    return sum(rng.randint(1, 6) for _ in range(dice))


def game_dice(game, n=8):
    """The game's next `n` dice, as the rules of the next move will roll them
    (fitl.game.dice_of): np_game_die(I, V) facts, so that a Non-player that
    rolls "now" for its own move (8.8.3: the Air Strike's hits) rolls the
    die the move then uses."""
    from ..game import dice_of
    die = dice_of(game.state)
    return "".join(f"np_game_die({i},{die(i)}).\n" for i in range(1, n + 1))


def ranks(game, faction, items):
    """Seeded random ranks (np_rank/2 facts) of every space (a shuffle of
    the map: 1..N) and of each of `items` (texts: the move atoms of a
    question, each ranked on its own, from its hash, above the spaces), so
    that an item has the same rank in every question about the position,
    whatever the question's other items, and two groundings of one question
    answer alike; and a roll of 2 dice, tens and ones (8.2: the Random
    Spaces map's, read once the map is filled in,
    asp/nonplayer/random_spaces.lp): np_random_roll/1."""
    rng, rank = _space_ranks(game, faction)
    roll = 10 * rng.randint(1, 6) + rng.randint(1, 6)
    key = f"{rng.random()}:"
    return "".join(f"np_rank({x},{rank.get(x) or _rank(key + x)}).\n" for x in sorted(set(items) | set(rank))) + \
        f"np_random_roll({roll}).\n"


def space_ranks(game, faction):
    """The spaces' seeded ranks of `ranks` (the same), as np_space_rank/2
    facts for a Session's rules: a narrowing hook that leaves out the spaces
    8.2's tie-break cannot reach (asp/nonplayer/vc/rally_spaces.lp)."""
    return "".join(f"np_space_rank({x},{r}).\n" for x, r in sorted(_space_ranks(game, faction)[1].items()))


def _space_ranks(game, faction):
    """The random source of `ranks` and each space's rank (1..N), its first draw."""
    from ..asp import static
    rng = source(game, faction, "rank")
    spaces = sorted(static().spaces)
    rng.shuffle(spaces)
    return rng, {x: i for i, x in enumerate(spaces, start=1)}


def _rank(text):
    """A move atom's rank, from its hash: past the spaces', at most ATOM_RANKS
    (two atoms of a question share one in about ATOM_RANKS / atoms**2
    questions; a move's sum of them stays within clingo's weights)."""
    return 1000 + int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") % ATOM_RANKS


ATOM_RANKS = 2**20
