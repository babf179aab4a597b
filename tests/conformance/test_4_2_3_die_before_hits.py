"""Air Strike (4.2.3), 2nd edition: the spaces are selected, then the die is
rolled, then its hits are applied (ruling 230).  `legal` reads the die as
rolled once the partial move names the Air Strike: the game's next die (the
one apply then uses; dictated dice first), shown by Game.dice_rolled, the
hits offered those it allows, and check accepting each of them."""

from click.testing import CliRunner

from fitl.cli import main
from tests.helpers import card_game, game, sections

# Quang Nam: 1 NVA Troops, 2 Active Guerrillas and a Base (Troops first, the
# Base last, 4.2.3); Hue: the Training space.
POS = {"hue": {"pieces": {"us_troops": 1}},
       "quang_nam": {"support": "passive_support",
                     "pieces": {"arvn_police": 1, "nva_troops": 1, "nva_guerrilla_active": 2, "nva_base": 1}}}
STRIKE = "train(hue) air_strike(quang_nam)"
TROOPS = "remove(air_strike,quang_nam,nva_troops,1)"
HITS = {TROOPS: 1,                                                   # a hit a piece, Troops first
        "remove(air_strike,quang_nam,nva_guerrilla_active,1)": 2,    # (after the Troops)
        "remove(air_strike,quang_nam,nva_guerrilla_active,2)": 3,
        "remove(air_strike,quang_nam,nva_base,1)": 4,                # (once no other Insurgent piece is left)
        "degrade_trail": 2}                                          # 2 hits Degrade the Trail


def _offered_hits(g, dice=(), partial=STRIKE):
    """The Air Strike's hits `legal` offers after `partial`."""
    options = g.legal(partial, dice=dice)
    hits = {a for a in options.get("remove", []) if a.startswith("remove(air_strike,")}
    return hits | set(options.get("degrade_trail", []))


def _whole(atom):
    """The smallest move with the hit `atom`: the pieces 4.2.3 removes before it too."""
    guerrillas = "remove(air_strike,quang_nam,nva_guerrilla_active,2)"
    before = {"remove(air_strike,quang_nam,nva_guerrilla_active,1)": [TROOPS], guerrillas: [TROOPS],
              "remove(air_strike,quang_nam,nva_base,1)": [TROOPS, guerrillas]}
    return " ".join([STRIKE, *before.get(atom, []), atom])


def test_4_2_3_the_die_is_rolled_once_the_spaces_are_selected_and_is_the_game_s():
    """Before the Air Strike is named no die is rolled; once its space is,
    the die shown is the one apply then rolls for its hits."""
    g = game(POS, trail=3)
    assert g.dice_rolled("train(hue)", sa="air_strike") == []
    shown = g.dice_rolled(STRIKE)
    assert len(shown) == 1 and shown[0][0] == "air_strike" and shown[0][2] == "4.2.3"
    assert g.apply(f"{STRIKE} {TROOPS}").dice == [shown[0][1]]
    assert g.dice_rolled(STRIKE, dice=[2]) == [("air_strike", 2, "4.2.3")]


def test_4_2_3_legal_offers_no_more_hits_than_the_die_and_check_accepts_each():
    """For each die 1-6 (dictated): the hits offered are exactly those the
    die allows (a piece 1 hit, the Trail 2), and check accepts each one's move."""
    g = game(POS, trail=3)
    for die in range(1, 7):
        offered = _offered_hits(g, dice=[die])
        assert offered == {a for a, hits in HITS.items() if hits <= die}, die
        for atom in offered:
            assert g.check(_whole(atom), dice=[die]) == [], (die, atom)


def test_4_2_3_with_the_game_s_die_every_offered_hit_is_accepted():
    """Undictated: the game's own die; what legal offers, check accepts."""
    g = game(POS, trail=3)
    ((_, die, _),) = g.dice_rolled(STRIKE)
    offered = _offered_hits(g)
    assert offered == {a for a, hits in HITS.items() if hits <= die}
    assert all(g.check(_whole(a)) == [] for a in offered)


def test_4_2_3_the_trail_named_first_is_2_hits_before_the_die():
    """An Air Strike named by its Trail Degrade (no space yet) has named 2
    hits: with a die of 1 no completion is legal, and check says why."""
    g = game(POS, trail=3)
    assert g.legal("train(hue) degrade_trail", dice=[1]) == {}
    assert sections(g.check("train(hue) degrade_trail", dice=[1])) == ["4.2.3"]
    assert g.dice_rolled("train(hue) degrade_trail", dice=[3]) == [("air_strike", 3, "4.2.3")]
    assert "air_strike(quang_nam)" in g.legal("train(hue) degrade_trail", dice=[3])["air_strike"]


def test_4_2_3_before_the_spaces_the_die_is_not_rolled_yet():
    """At the level of the Air Strike's spaces the die is still to come: its
    options are those some die allows (the Trail among them), whatever the
    game's next die."""
    g = game(POS, trail=3)
    options = g.legal("train(hue)", sa="air_strike", dice=[1])
    assert options["air_strike"] == ["air_strike(quang_nam)"] and options["degrade_trail"] == ["degrade_trail"]


def test_4_2_3_first_edition_has_no_die():
    """1st edition (seed 003): no die; up to 6 pieces whatever the dice."""
    g = game(POS, trail=3, edition=1)
    assert g.dice_rolled(STRIKE, dice=[1]) == []
    assert _offered_hits(g, dice=[1]) == set(HITS)


def test_4_2_3_an_event_s_air_strike_with_fixed_hits_rolls_no_die_5_1_1():
    """Card 6 (unshaded): 6 hits instead of the die (5.1.1): none is shown,
    and a die of 1 does not limit the hits offered."""
    r = card_game(6, {"central_laos": {"pieces": {"nva_troops": 5, "nva_guerrilla_active": 2}}}, trail=3) \
        .apply("event(unshaded)")
    assert r.game.dice_rolled("air_strike(central_laos)", dice=[1]) == []
    options = r.game.legal("air_strike(central_laos)", dice=[1])
    assert "remove(air_strike,central_laos,nva_troops,5)" in options["remove"]


def test_4_2_3_fitl_legal_shows_the_die_and_play_too(tmp_path, monkeypatch):
    """`fitl legal` with a dictated die shows it first and offers only its
    hits; at `fitl play`, `? PARTIAL` shows the game's die, and the move
    then played rolls that very die."""
    g = game(POS, trail=3)
    g.save(str(tmp_path / "pos.yaml"))
    out = CliRunner().invoke(main, ["legal", str(tmp_path / "pos.yaml"), "--dice", "1", STRIKE]).output
    assert out.splitlines()[0] == "Air Strike die: 1 (4.2.3)"
    assert f"remove: {TROOPS}\n" in out and "degrade_trail" not in out
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["play", "--load", "pos.yaml", "--as", "US", "--others", "random",
                                  "--log", "log.yaml"], input=f"? {STRIKE}\n{STRIKE} {TROOPS}\nquit\n")
    assert r.exit_code == 0, r.output
    shown = [line for line in r.output.splitlines() if "Air Strike die:" in line]
    assert len(shown) == 1 and shown[0].endswith("(4.2.3)")
    die = shown[0].split("die: ")[1].split(" ")[0]
    after = r.output.split(f"US: {STRIKE} {TROOPS}")[1]
    assert after.splitlines()[1] == f"  dice: {die}"


def test_4_2_3_after_an_assault_s_tunnel_roll_the_air_strike_s_die_is_the_next_3_2_4():
    """Dice come in the order the move rolls them (docs/moves.md): an Assault
    that reaches a Tunneled Base rolls first (3.2.4), so the Air Strike after
    it shows the second die, the one apply uses for its hits; with the Air
    Strike first (sa_first, 4.1) it shows the first."""
    spaces = dict(POS, tay_ninh={"pieces": {"us_troops": 3, "vc_base_tunneled": 1}})
    g = game(spaces, trail=3)
    partial = "assault(tay_ninh) air_strike(quang_nam)"
    assert g.dice_rolled(partial, dice=[5, 1]) == [("air_strike", 1, "4.2.3")]
    assert _offered_hits(g, [5, 1], partial) == {TROOPS}
    assert g.dice_rolled("sa_first " + partial, dice=[5, 1]) == [("air_strike", 5, "4.2.3")]
    assert g.apply(f"{partial} {TROOPS}", dice=[5, 1]).dice == [5, 1]



def test_4_2_3_the_die_comes_with_the_options_at_no_query_of_its_own(monkeypatch):
    """The die rolled (4.2.3, ruling 230) is part of the options' answer:
    after `legal`, `dice_rolled` grounds and solves nothing more; asked
    first, it gives the same die, and `legal` the same options (the hits
    that die allows)."""
    from fitl import asp
    g = game(POS, trail=3)
    options = g.legal(STRIKE, dice=[4])
    calls = []
    for name in ("_grounded", "_solve", "run"):
        real = getattr(asp, name)
        monkeypatch.setattr(asp, name, lambda *a, real=real, name=name, **k: calls.append(name) or real(*a, **k))
    assert g.dice_rolled(STRIKE, dice=[4]) == [("air_strike", 4, "4.2.3")]
    assert calls == []
    monkeypatch.undo()
    fresh = game(POS, trail=3)
    assert fresh.dice_rolled(STRIKE, dice=[4]) == [("air_strike", 4, "4.2.3")]
    assert fresh.legal(STRIKE, dice=[4]) == options
    assert _offered_hits(fresh, dice=[4]) == {a for a, hits in HITS.items() if hits <= 4}
