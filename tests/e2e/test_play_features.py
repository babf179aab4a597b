"""`fitl play` shows what happens (fitl/play.py): every move, the agents'
too, under a line naming the card and the Faction, with what it changed;
a new card announced with its Faction order and its sides as `fitl cards`
summarises them; `undo`; the map (`board FILE`, `--board FILE`); `?` grouped,
with the rules' costs, narrowed by `? PARTIAL`, offering only atoms that
complete to a legal move.

The tutorial deck (scenarios/tutorial.yaml) opens with 107 Burning Bonze
(VC, NVA, ARVN, US), then 55 Trucks."""

import random
import xml.etree.ElementTree as ET

import pytest
from click.testing import CliRunner

from fitl.cards import card_info
from fitl.cli import main
from fitl.game import Game
from fitl.play_options import ask, cost_note, format_options
from fitl.replay import Script, replay
from tests.agreement import offered_atoms_complete


def play(*args, input=""):
    return CliRunner().invoke(main, ["play", "--others", "random", *args], input=input)


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def _flat(text):
    return " ".join(text.split())


def test_every_move_under_its_card_and_faction_and_a_new_card_announced_2_3():
    """VC (1st on Burning Bonze) plays the shaded Event: Aid -12 and Saigon one
    level toward Opposition; then the agents' moves, each under its line; then
    55 Trucks comes with its order and both sides' summaries."""
    r = play("tutorial", "--seed", "1", "--as", "VC", "--log", "log.yaml", input="event(shaded)\n")
    assert r.exit_code == 0, r.output
    out = r.output
    assert "--- card 107 Burning Bonze, VC: event(shaded)\n  Saigon: support passive_support -> neutral\n" \
           "  Aid 15 -> 3\n" in out
    steps = Script.load("log.yaml").steps
    for step in steps[1:]:
        assert f"--- card {step.card} {card_info(step.card)['title']}, {step.faction}: {step.move}\n" in out
    assert "=== New card: 55 Trucks (NVA, VC, US, ARVN) ===" in out
    shown = _flat(out.split("=== New card: 55 Trucks")[1].split("next:")[0])
    unshaded, shaded = card_info(55)["summary"][len("Unshaded: "):].split(" Shaded: ")
    assert f"Unshaded: {unshaded}" in shown and f"Shaded: {shaded}" in shown


def test_undo_takes_back_the_last_move_and_the_agents_after_it():
    """`undo` at VC's second decision goes back to Burning Bonze with VC to
    act, Aid and Saigon as they were; the log loses the moves undone; a
    second `undo` has nothing left to take back."""
    r = play("tutorial", "--seed", "1", "--as", "VC", "--log", "log.yaml",
             input="event(shaded)\nundo\nundo\npass\n")
    assert r.exit_code == 0, r.output
    after = r.output.split("--- undone: VC event(shaded); ")[1]
    assert "  Aid 3 -> 15\n" in after and "  Saigon: support neutral -> passive_support\n" in after
    assert "VC (card 107 Burning Bonze" in after
    assert "nothing to undo: no move of yours in this session yet" in after
    steps = Script.load("log.yaml").steps
    assert steps[0].move == "pass" and steps[0].card == 107
    assert replay(Script.load("log.yaml")).state.aid == 15          # the undone Event is not in the log


def _svg_values(path):
    root = ET.parse(path).getroot()
    aid = next(e for e in root.iter() if e.get("id") == "track-aid").get("data-value")
    saigon = next(e for e in root.iter() if e.get("id") == "space-saigon").get("data-support")
    return int(aid), saigon


def test_board_at_the_prompt_and_redrawn_after_every_move(tmp_path):
    r = play("tutorial", "--seed", "1", "--as", "VC", "--log", "log.yaml", "--board", "live.svg",
             input="board start.svg\nboard\nevent(shaded)\n")
    assert r.exit_code == 0, r.output
    assert "wrote start.svg" in r.output and "board: name the file: board FILE" in r.output
    assert _svg_values(tmp_path / "start.svg") == (15, "passive_support")
    final = replay(Script.load("log.yaml")).state                     # where the game stopped
    assert _svg_values(tmp_path / "live.svg") == (final.aid, final.spaces["saigon"].get("support", "neutral"))
    r = play("tutorial", "--board", str(tmp_path))                     # a directory: refused at once
    assert r.exit_code == 2 and r.output.count("\n") == 1


@pytest.fixture(scope="module")
def opening():
    return Game.new("tutorial", seed=1)


def test_options_grouped_with_the_rules_costs_3_3(opening):
    """VC's options on Burning Bonze: Pass and the Event first; Rally 1
    Resource per space (3.3.1), March 1 per Province or City moved into
    (3.3.2), Terror 1 per Province or City (3.3.4); a Coup Round's
    Pacification 3 ARVN Resources per Terror or level (6.3.1); every atom
    offered is shown."""
    options = ask(opening, None, "")
    lines = format_options(options, 2)
    assert lines[0] == "  pass" and lines[1] == "  event(...): shaded unshaded"
    text = "\n".join(lines)
    assert "  rally(...)  [3.3.1: 1 Resource per space]" in text
    assert "  march(...)  [3.3.2: 1 Resource per Province or City moved into]" in text
    assert "  terror(...)  [3.3.4: 1 Resource per Province or City]" in text
    assert cost_note("coup_pacify", 2).startswith("3.2.1, 6.3.1: 3 ARVN Resources per Terror or level")
    words = set(text.replace(":", " ").split())
    for kind, atoms in options.items():
        for atom in atoms:
            assert atom == kind or atom[len(kind) + 1:-1] in words, atom


def test_narrowing_3_3_1_4_5(opening):
    """`? rally(binh_dinh)` gives what a Rally there may add (3.3.1: up to 3
    Guerrillas with a Base, or flipping them, VC) and the Special Activities
    open: Tax and Subvert, not Ambush, which goes with March or Attack only
    (4.5.3); naming Tax lists Tax spaces (4.5.1); `? ter` keeps Terror, `?
    saigon` the options naming Saigon."""
    rally = ask(opening, None, "rally(binh_dinh)")
    assert "rally(binh_dinh,1)" in rally["rally"] and "rally_flip(binh_dinh)" in rally["rally_flip"]
    assert sorted(rally["special_activity"]) == ["special_activity(subvert)", "special_activity(tax)"]
    assert "tax(kien_phong)" in ask(opening, None, "rally(binh_dinh) tax")["tax"]
    assert list(ask(opening, None, "ter")) == ["terror"]
    saigon = ask(opening, None, "saigon")
    assert saigon and all("saigon" in a for atoms in saigon.values() for a in atoms)


def test_every_option_offered_completes_to_a_legal_move_3_3_2(opening):
    """What `?` offers can all be played: a sample of the options, each
    extended to a whole move that check accepts.  A March destination
    receives a piece (3.3.2, ruling 151): Quang Tri, next to no VC
    Guerrilla, is neither accepted nor offered as one; Ba Xuyen, next to
    Kien Giang's, is offered, and completes."""
    assert [sec for sec, _ in opening.check("march(quang_tri_thua_thien)")] == ["3.3.2"]
    offered = opening.legal().get("march", [])
    assert "march(quang_tri_thua_thien)" not in offered and "march(ba_xuyen)" in offered
    assert opening.check("march(ba_xuyen) march(kien_giang_an_xuyen, ba_xuyen, vc_guerrilla_underground, 1)") == []
    assert offered_atoms_complete(opening, random.Random(1), per_position=20) == []
