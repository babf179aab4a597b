"""`fitl cards`: the deck as the rules know it (fitl/cards.py): number,
title, Faction order, kind, the sides the rules encode and a summary from the
card's rule file."""

import json

from click.testing import CliRunner

from fitl.cli import main


def run(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.output


def test_cards_lists_all_130_with_kind_and_encoded_sides():
    code, out = run("cards", "--json")
    cards = json.loads(out)
    assert code == 0 and [c["number"] for c in cards] == list(range(1, 131))
    by = {c["number"]: c for c in cards}
    assert by[107]["faction_order"] == ["VC", "NVA", "ARVN", "US"] and by[107]["encoded"] == ["unshaded", "shaded"]
    assert by[101]["kind"] == "capability" and by[121]["kind"] == "pivotal"
    assert by[125]["kind"] == "coup" and by[125]["encoded"] == ["coup_round", "leader"]
    assert by[129]["encoded"] == ["coup_round", "failed_attempt"]


def test_one_card_shows_its_summary():
    code, out = run("cards", "55")
    assert code == 0 and out.startswith(" 55 Trucks (NVA, VC, US, ARVN) event: unshaded, shaded")
    assert "Trail" in out and "Laos" in out
    code, out = run("cards", "131")
    assert code == 2
