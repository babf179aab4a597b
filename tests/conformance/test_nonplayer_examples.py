"""The rulebook's worked examples of section 8 (Non-players) that no test in
tests/nonplayer/ reproduced figure for figure."""

import pytest

from fitl.game import Game
from fitl.nonplayer import decide
from fitl.nonplayer.walk import Walk
from tests.nonplayer.arvn_positions import arvn
from tests.nonplayer.nva_positions import nva
from tests.nonplayer.positions import ask, position, walk

FACTIONS = ("US", "ARVN", "NVA", "VC")
QUIET = {"tay_ninh": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1}},
         "saigon": {"pieces": {"us_troops": 2, "us_base": 1, "arvn_police": 2, "arvn_troops": 2}},
         "hue": {"pieces": {"arvn_police": 1, "arvn_troops": 1}},
         "quang_tri_thua_thien": {"pieces": {"nva_guerrilla_active": 2}}}
COUP_NEXT, CARD_NEXT = [125, 1], [1, 125]


def _event_q(card, faction, deck):
    """Whether Non-player `faction`, alone Eligible on `card`, plays its Event."""
    elig = {f: "eligible" if f == faction else "ineligible" for f in FACTIONS}
    g = position(QUIET, current=card, deck=deck, eligibility=elig, nonplayers=(faction,),
                 casualties={"us_troops": 2})
    assert g.turn().to_act == faction
    return ask(g, "event_q", faction=faction)


@pytest.mark.parametrize("card, faction", [(41, "NVA"), (16, "US"), (39, "NVA"), (10, "VC")])
def test_8_1_example_momentum_events_with_an_immediate_or_coup_round_effect_are_taken_with_a_coup_next(card, faction):
    """8.1 EXAMPLES: Bombing Pause (41: two spaces to Passive Support at once),
    Blowtorch Komer (16 unshaded: this Support Phase), Oriskany (39 shaded: a
    US Troop Out of Play at once, no Degrade through the Coup), Rolling
    Thunder (10 shaded: -5 ARVN Resources at once) are effective even with a
    Coup card next (Medevac: tests/nonplayer/test_momentum_coup_next.py)."""
    assert _event_q(card, faction, COUP_NEXT) == "yes"


def test_8_1_example_wild_weasels_is_not_taken_with_a_coup_next():
    """8.1 EXAMPLES: shaded Wild Weasels (5) lasts only until the Coup and does
    nothing at once: not taken with a Coup card next; taken with another card
    next (Claymores: tests/nonplayer/test_momentum_coup_next.py)."""
    assert _event_q(5, "NVA", COUP_NEXT) == "no"
    assert _event_q(5, "NVA", CARD_NEXT) == "yes"


def test_8_5_4_example_no_march_no_attack_at_0_resources_so_rally_beginning_with_tax():
    """8.5.4 EXAMPLE: the VC are to March (the Rally roll failed) with 0
    Resources and no Underground Guerrilla able to reach a LoC (Kien Phong's 2
    stay at their Base); the Attack (3 Active in Binh Dinh) needs Resources,
    so Rally, which begins with a Tax for Resources: Kien Phong, twice its
    Population 2 (4.5.1), paying for 4 Rally spaces."""
    U, A = "vc_guerrilla_underground", "vc_guerrilla_active"
    spaces = {"kien_phong": {"pieces": {U: 2, "vc_base": 1}},
              "binh_dinh": {"pieces": {A: 3, "arvn_police": 1}},
              "north_vietnam": {"pieces": {A: 20, "nva_base": 2}}}   # 5 VC Guerrillas Available
    g = position(spaces, resources={"VC": 0}, second=True)
    move, path = walk(g, rolls={"rally_q": 18})
    assert path[path.index("rally_q"):] == ["rally_q", "march", "attack", "tax_first", "rally"]
    atoms = move.split()
    assert atoms[:2] == ["tax(kien_phong)", "sa_first"]
    assert len([a for a in atoms if a.startswith("rally(")]) == 4
    r = g.apply(move, faction="VC")
    assert r.state.resources["VC"] == 0



def test_8_1_1_example_vc_terror_activates_an_underground_guerrilla_and_costs_1():
    """8.1.1 EXAMPLE: the Non-player VC Terror as 3.3.4 says: 1 Underground
    Guerrilla Activated, 1 Resource for the Province, a Terror marker, and
    Quang Nam's Passive Support shifted to Neutral."""
    g = position({"quang_nam": {"pieces": {"vc_guerrilla_underground": 2}, "support": "passive_support"}},
                 resources={"VC": 3})
    move, path = walk(g)
    assert move == "terror(quang_nam)" and path[:2] == ["terror_q", "terror"]
    r = g.apply(move, faction="VC")
    assert r.state.pieces("quang_nam") == {"vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}
    assert r.state.spaces["quang_nam"].get("terror") == 1 and "support" not in r.state.spaces["quang_nam"]
    assert r.state.resources["VC"] == 2

# The NVA questions before the Rally and March boxes say no (8.6.1 Attack,
# 8.6.3 Terror: a d6 of 6; 8.6.4 Rally: 2d6 of 2, no Rally reason).
NVA_ROLLS = {"attack_q": 6, "terror_q": 6, "rally_q": 2}
NVA_BASE = {"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2}}}


def test_8_6_4_example_trail_2_and_shaded_sa_2s_improve_the_trail_to_4():
    """8.6.4 EXAMPLE: NVA with 3+ Resources (7 after the Rally's 3 spaces),
    Trail 2 and shaded SA-2s (34) Improve the Trail to 4 (2 Resources);
    without SA-2s to 3."""
    for caps, trail in (({34: "shaded"}, 4), ({}, 3)):
        g = nva(NVA_BASE, trail=2, capabilities=caps)
        d = decide(g, "NVA", rolls=NVA_ROLLS)
        assert "improve_trail" in d.move.split()
        r = g.apply(d.move, faction="NVA")
        assert r.state.trail == trail and r.state.resources["NVA"] == 10 - 3 - 2


def test_8_6_4_example_bombard_when_mcnamara_line_bars_infiltrate():
    """8.6.4 EXAMPLE: with McNamara Line (38, unshaded Momentum) no Infiltrate
    is possible, so after the Rally the NVA Bombard (Hue's 3 ARVN Troops, 3
    NVA Troops next to them) where they would otherwise Infiltrate 4+ Troops."""
    spaces = {"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 5}},
              "quang_tri_thua_thien": {"pieces": {"nva_troops": 3}}, "hue": {"pieces": {"arvn_troops": 3}}}
    ms = decide(nva(spaces, momentum={38: "unshaded"}), "NVA", rolls=NVA_ROLLS).move.split()
    assert "bombard(hue,arvn_troops)" in ms and not any(m.startswith("infiltrate") for m in ms)
    ms = decide(nva(spaces), "NVA", rolls=NVA_ROLLS).move.split()
    assert any(m.startswith("infiltrate(north_vietnam,") for m in ms) and "bombard(hue,arvn_troops)" not in ms


def test_8_6_5_example_no_march_in_monsoon_so_rally():
    """8.6.5 IF NONE EXAMPLE: the March the NVA would make (a Guerrilla from
    Quang Tri onto a LoC) is impossible in Monsoon (a Coup card next): Rally."""
    spaces = {**NVA_BASE, "quang_tri_thua_thien": {"pieces": {"nva_guerrilla_underground": 2}}}
    d = decide(nva(spaces), "NVA", rolls=NVA_ROLLS)
    assert d.move.startswith("march(quang_tri_thua_thien,loc_")
    d = decide(nva(spaces, deck=(125, 1, 2)), "NVA", rolls=NVA_ROLLS)
    steps = [s.node for s in d.path]
    assert steps[steps.index("march"):][:2] == ["march", "rally"]
    assert "rally(north_vietnam)" in d.move.split()


def test_8_7_4_example_one_pop_space_losing_nva_control_and_gaining_coin_control_first():
    """8.7.4 EXAMPLE: with Resources for 1 Assault (3), the 1-Population space
    where the Assault removes NVA Control and adds COIN Control (4 ARVN
    Troops remove 2 of 5 NVA Guerrillas: 4 against 3) before the uncontrolled
    1-Population space where it only adds COIN Control (2 Troops remove 1 of
    2 VC), whichever of the two Lowland Provinces holds which."""
    a = {"pieces": {"arvn_troops": 4, "nva_guerrilla_active": 5}}
    b = {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 2}}
    for nva_space, other in (("ba_xuyen", "phu_bon_phu_yen"), ("phu_bon_phu_yen", "ba_xuyen")):
        w = Walk(arvn({nva_space: a, other: b}, resources={"ARVN": 3}), "ARVN")
        move = w.box(w.chart.nodes["assault"], sas=False)
        assert f"assault({nva_space})" in move and f"assault({other})" not in move


def test_8_8_7_example_no_train_possible_so_sweep_or_in_monsoon_pass():
    """8.8.7 IF NONE EXAMPLE: ARVN a Non-player, every Irregular on the map,
    ARVN Resources 17 with Total Econ 15 (too few above it for ARVN pieces or
    Pacify): no Train, so the US Sweep (Quang Nam's Underground Guerrilla);
    in Monsoon it Passes, +3 ARVN Resources.  Card 9, whose Event the US
    declines under JFK (8.4.1)."""
    from tests.nonplayer.test_us_train_guard import SIX
    irr = "us_irregular_underground"
    spaces = {**SIX, "quang_nam": {"pieces": {"us_troops": 1, irr: 2, "vc_guerrilla_underground": 1}}}
    kw = dict(current=9, nonplayers=("US", "ARVN"), resources={"ARVN": 17}, econ=15, patronage=15)
    g = position(spaces, deck=[1, 2], **kw)
    move, path = walk(g, faction="US")
    assert path[path.index("train"):][:2] == ["train", "sweep"] and "sweep(quang_nam)" in move.split()
    g = position(spaces, deck=[125, 1], **kw)
    move, path = walk(g, faction="US")
    assert path[-2:] == ["train", "pass"] and move == "pass"
    assert g.apply(move, faction="US").state.resources["ARVN"] == 20


def _us_first(spaces, card):
    """The Non-player US alone Eligible on `card` (Policy JFK, the Full scenario's tracks)."""
    g = position(spaces, current=card, deck=[1, 2], nonplayers=("US",))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in FACTIONS}
    st.cards["leader_box"] = []
    return Game(st)


ATTLEBORO = {"saigon": {"pieces": {"us_troops": 4, "us_base": 1, "arvn_police": 2}},
             "binh_dinh": {"pieces": {"vc_guerrilla_underground": 2, "vc_base": 1}},
             "quang_nam": {"pieces": {"nva_guerrilla_active": 2, "arvn_troops": 2}}}


def test_8_1_ineffective_event_example_attleboro_without_a_tunnel_ruling_247():
    """8.1 INEFFECTIVE EVENT EXAMPLE: the Non-player US 1st Eligible on
    Operation Attleboro (23) with no Tunnel on the map: its free Air Lift,
    Sweep and Assault are all kept to a space with a Tunnel, of which there is
    none, so the Event would do nothing; the US takes an Operation and a
    Special Activity instead.  With a Tunneled Base on the map it plays it
    (ruling 247, refining 120)."""
    g = _us_first(ATTLEBORO, 23)
    assert ask(g, "event_q", faction="US") == "no"
    move, path = walk(g, faction="US")
    assert "event" not in path and not move.startswith("event(")
    ops = ("train(", "patrol(", "sweep(", "assault(")
    sas = ("advise(", "air_lift(", "air_strike(")
    atoms = move.split()
    assert any(a.startswith(ops) for a in atoms) and any(a.startswith(sas) for a in atoms)
    tunnel = {**ATTLEBORO, "binh_dinh": {"pieces": {"vc_guerrilla_underground": 2, "vc_base_tunneled": 1}}}
    assert ask(_us_first(tunnel, 23), "event_q", faction="US") == "yes"


def _cu_chi(spaces):
    """The space the Non-player VC select for Cu Chi (102) shaded."""
    g = position(spaces, current=102, deck=[1, 2], nonplayers=FACTIONS)
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "VC" else "ineligible" for f in FACTIONS}
    w = Walk(Game(st), "VC")
    move = w.event(next(n for n in w.chart.nodes.values() if n.kind == "event"))
    assert move is not None and "event(shaded)" in move
    return [a[len("ev_space("):-1] for a in move if a.startswith("ev_space(")]


def test_8_4_4_placement_example_cu_chi_as_many_tunnels_as_possible_vc_first_ruling_248():
    """8.4.4 PLACEMENT EXAMPLE: the Non-player VC executing Cu Chi (102
    shaded) place as many Tunnel markers as possible, VC Tunnels first: a
    Province with 2 un-Tunneled VC Bases (Tay Ninh), then one with 1 VC and
    1 NVA Base (Quang Nam), then one with 1 VC Base (Binh Dinh); never a
    Province with no Base (Ba Xuyen), where the Guerrillas would go all the
    same.  Ruling 248: Tunnel markers are benefits (8.4.4's first bullet), the
    executing Faction's first: 1 VC Base (Binh Dinh) before 2 NVA Bases
    (Phuoc Long)."""
    g = {"vc_guerrilla_underground": 1}
    spaces = {"tay_ninh": {"pieces": {"vc_base": 2, **g}},
              "quang_nam": {"pieces": {"vc_base": 1, "nva_base": 1, **g}},
              "binh_dinh": {"pieces": {"vc_base": 1, **g}},
              "phuoc_long": {"pieces": {"nva_base": 2, "nva_guerrilla_underground": 1}},
              "ba_xuyen": {"pieces": {"arvn_police": 1}},
              "pleiku_darlac": {"pieces": {"vc_base_tunneled": 2, **g}}}
    assert _cu_chi(spaces) == ["tay_ninh"]
    del spaces["tay_ninh"]
    assert _cu_chi(spaces) == ["quang_nam"]
    del spaces["quang_nam"]
    assert _cu_chi(spaces) == ["binh_dinh"]
    del spaces["binh_dinh"]
    assert _cu_chi(spaces) == ["phuoc_long"]


def _rand(seed, capabilities):
    """The NVA Non-player 1st Eligible on RAND (52): its move, or None."""
    from tests.nonplayer.nva_positions import nva
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2}}}, current=52)
    st = g.state.clone()
    st.capabilities.update(capabilities)
    st.seed = seed
    return Game(st)


def test_8_4_7_example_rand_flips_a_candidate_us_capability_at_random_ruling_249():
    """8.4.7 EXAMPLE: the Non-player NVA executing RAND (52, shaded) flip one
    of the unshaded US Capabilities in play (Cobras 13, M-48 Patton 14),
    picked with an equal chance: over 8 seeds each is picked.  The flip is an
    effect (8.1; ruling 249), so the NVA take the Event; with no unshaded US
    Capability in play it would do nothing and they do not."""
    caps = {13: "unshaded", 14: "unshaded"}
    assert ask(_rand(1, caps), "event_q", faction="NVA") == "yes"
    assert ask(_rand(1, {13: "shaded"}), "event_q", faction="NVA") == "no"
    picked = set()
    for seed in range(8):
        g = _rand(seed, caps)
        w = Walk(g, "NVA")
        move = w.event(next(n for n in w.chart.nodes.values() if n.kind == "event"))
        assert move is not None and "event(shaded)" in move
        choice = [a for a in move if a.startswith("ev_choice(")]
        assert choice in (["ev_choice(13)"], ["ev_choice(14)"])
        picked.update(choice)
        r = g.apply(" ".join(move), faction="NVA")
        flipped = int(choice[0][len("ev_choice("):-1])
        assert r.state.capabilities[flipped] == "shaded"
    assert picked == {"ev_choice(13)", "ev_choice(14)"}


def test_8_1_card_5_unshaded_removing_shaded_sa_2s_is_an_effect_ruling_249():
    """8.1 with card 5 (Wild Weasels) unshaded: with shaded SA-2s (34) in play
    the Event removes them and nothing else (no Degrade, no Resources lost):
    that is an effect, so the Non-player US takes it (ruling 249)."""
    g = _us_first(ATTLEBORO, 5)
    st = g.state.clone()
    st.capabilities[34] = "shaded"
    assert ask(Game(st), "event_q", faction="US") == "yes"
