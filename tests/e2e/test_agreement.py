"""`legal` and `check` agree (tests/agreement.py): on positions of random
games (both editions, a Coup Round among them), every atom `legal` offers is
part of a move `check` accepts, and the moves the random and legal agents
play are offered by `legal` level by level (2.3.4, 4.1, 6.0).
benchmarks/agreement.py runs the same over many more games."""

from agreement import check


def test_legal_and_check_agree_short_2nd_edition():
    assert check("short", 2, 1, [5, 30], coups=1) == []


def test_legal_and_check_agree_medium_1st_edition():
    assert check("medium", 1, 4, [20], coups=1) == []
