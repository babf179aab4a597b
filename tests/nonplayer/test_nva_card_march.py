"""A March a card grants the NVA Non-player (8.4.1, its instruction): card 59
Plei Mei's "first the most Troops possible to a US Base" decides before the
March box's own priorities, even where the Troops arriving neither add NVA
Control nor gather beside COIN Control (march.lp's priorities 3 and 4)."""

from pathlib import Path

from fitl.game import Game
from fitl.nonplayer import decide
from fitl.state import State

from .positions import position
from .searches import searches


def _after_event(spaces, card):
    """The position after the NVA, the only Eligible Faction, executes
    `card`'s shaded Event (its free March pending)."""
    st = position(spaces, current=card, nonplayers=("NVA",)).state.clone()
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    return Game(st).apply("event(shaded)", faction="NVA").game


def _free_march(spaces):
    after = _after_event(spaces, 59)
    assert after.state.turn["pending"][0]["action"] == "march"
    return decide(after, "NVA").move.split()


def test_8_4_1_card_59_troops_to_a_us_base_without_adding_nva_control():
    """Tay Ninh: a US Base and 6 US Troops, so 4 NVA Troops add no NVA
    Control there, and no space next to it has COIN Control; the card's
    instruction still sends all 4 from The Fishhook (outside South Vietnam)
    into it, and nothing elsewhere."""
    move = _free_march({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                        "tay_ninh": {"pieces": {"us_base": 1, "us_troops": 6}}})
    assert move == ["march(the_fishhook,tay_ninh,nva_troops,4)"]


OUTSIDE = {"north_vietnam", "central_laos", "southern_laos", "northeast_cambodia", "the_fishhook",
           "the_parrots_beak", "sihanoukville"}


def test_8_4_1_card_59_no_us_base_then_the_march_box_decides():
    """The other branch: no US Base on the map, so the box's own priorities
    decide (8.6.5; a free March, so along the Trail too).  The Fishhook had
    NVA Control (5 NVA, no COIN): 1 NVA unit stays to keep it.  Priority 2:
    its Underground Guerrilla onto a LoC (the Hue-Da Nang highway is out of
    reach).  Priority 3: the Troops that go are one group (they stay
    together, along the Trail too, ruling 137), so they add NVA Control to
    1 space, of the highest Population they can: 2 (Tay Ninh's 6 US Troops
    keep it; Binh Dinh, Quang Tin, Quang Tri, Kien Phong and Kien Giang,
    all empty, are within reach)."""
    move = _free_march({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                        "tay_ninh": {"pieces": {"us_troops": 6}}})
    lone = [m for m in move if m.split(",")[1].startswith("loc_") and "nva_guerrilla_underground,1)" in m]
    south = {m.split(",")[1] for m in move if ",nva_troops," in m and m.split(",")[1] not in OUTSIDE}
    out = sum(int(m[:-1].split(",")[3]) for m in move if m.startswith("march(the_fishhook,"))
    assert len(lone) == 1 and out <= 4
    assert len(south) == 1 and south <= {"binh_dinh", "quang_tin_quang_ngai", "quang_tri_thua_thien", "kien_phong",
                                         "kien_giang_an_xuyen"}, move


def test_8_4_1_card_59_the_march_the_look_ahead_decided_is_the_one_made(monkeypatch):
    """8.4.1: card 59's instruction declines the Event unless it adds NVA
    Control with its free March, so the Event's decision plays the March out
    (4 NVA Troops into Tay Ninh, its US Base and 1 US Troop: NVA Control);
    the March then made in that position is the one decided there, and no
    Session is grounded again for it."""
    from fitl.nonplayer import apply_decision
    g = position({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                  "tay_ninh": {"pieces": {"us_base": 1, "us_troops": 1}}}, current=59, nonplayers=("NVA",))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    # Decisions a game's earlier look-aheads left (positions never reached):
    # the look-ahead's March must outlast its own Attack's decision.
    from fitl.nonplayer import walk
    monkeypatch.setattr(walk, "_AHEAD", {("NVA", str(i)): None for i in range(walk._AHEAD_KEPT - 1)})
    d = decide(Game(st), "NVA", rolls={"attack_q": 6, "look_ahead": 1})
    assert d.move == "event(shaded)"
    after = apply_decision(Game(st), d).game
    assert decide(after, "NVA").move == "march(the_fishhook,tay_ninh,nva_troops,4)"
    assert not after._sessions


def test_8_4_1_card_59_most_troops_to_us_bases_proven_short_game():
    """Card 59's free March in a Short game (seed 1; tests/data/
    march-nva-card59-short.yaml), once cut at 20,000 conflicts.  Outside
    South Vietnam: 15 NVA Troops in Northeast Cambodia (NVA Control, nothing
    else there), 7 and 2 Bases and 2 Guerrillas in Southern Laos, 2 and a
    Base in Central Laos.  The most Troops into US Base spaces (8.4.1):
    Northeast Cambodia keeps 1 for its Control, and Southern Laos's 2
    Guerrillas keep 2 units either there or in Central Laos, so 2 Troops stay
    at a Base: 21 of 24 into Pleiku and Binh Dinh (the US Base spaces in
    reach), enough for NVA Control of both (8.6.5's third bullet: more than
    5 and 8 COIN pieces).  8.6.5's last bullet then gathers the 2 left: the
    Guerrillas into Central Laos free its Troops for Southern Laos, next to
    COIN Control.  The March is chosen whole (the March's later stages add
    nothing to a card's March and are not asked): the card's first level
    alone (its value stage), then the whole March within that value, each
    optimisation proven."""
    from pathlib import Path

    from .test_event_counts import searches
    g = Game.load(Path(__file__).resolve().parents[1] / "data" / "march-nva-card59-short.yaml")
    with searches() as proven:
        move = decide(g, "NVA").move
    assert proven == [True, True]
    after = g.apply(move, faction="NVA", explain=False).game.state
    troops = {s: (after.spaces.get(s) or {}).get("pieces", {}).get("nva_troops", 0)
              for s in ("pleiku_darlac", "binh_dinh", "southern_laos", "central_laos", "northeast_cambodia")}
    assert troops["pleiku_darlac"] + troops["binh_dinh"] == 21
    assert troops["pleiku_darlac"] >= 6 and troops["binh_dinh"] >= 9
    assert troops["northeast_cambodia"] == 1 and troops["southern_laos"] == 2 and troops["central_laos"] == 0
    assert "march(southern_laos,central_laos,nva_guerrilla_underground,2)" in move.split()


def test_8_4_1_card_59_value_proven_where_units_must_stay_short_game():
    """Card 59's free March in a Short game (seed 1, its 58th decision;
    tests/data/march-nva-card59-short1-058.yaml), where the card's first
    level alone (the value stage) was cut at 20,000 conflicts with no move
    found, and the host's unordered first move sent 12 Troops into a US
    Base space.  Outside South Vietnam (the card's origins): Troops 4 in
    North Vietnam (2 Bases, 2 Guerrillas), 2 in Central Laos (a Base), 8 in
    Southern Laos (2 Bases), 11 in Northeast Cambodia (2 Guerrillas, NVA
    Control, no Base): 25.  8.6.5 keeps 2 NVA units in each of the three
    Base spaces and 1 for Northeast Cambodia's Control: 7 units, and only 4
    Guerrillas can be among them (The Fishhook's 2 keep its own Base), so 3
    Troops stay; the Trail (a free March) takes the other 22 through
    Southern Laos into Binh Dinh, a US Base space (8.4.1: the most Troops
    into US Base spaces).  Both optimisations are proven."""
    from pathlib import Path

    from .test_event_counts import searches
    g = Game.load(Path(__file__).resolve().parents[1] / "data" / "march-nva-card59-short1-058.yaml")
    with searches() as proven:
        move = decide(g, "NVA").move
    assert proven == [True, True]
    before = g.state.spaces
    after = g.apply(move, faction="NVA", explain=False).game.state.spaces
    bases = [s for s, d in before.items() if d.get("pieces", {}).get("us_base")]
    gained = sum(after[s]["pieces"].get("nva_troops", 0) - before[s]["pieces"].get("nva_troops", 0) for s in bases)
    assert gained == 22


def test_8_4_1_card_71_troops_into_the_us_base_city_one_proven_search():
    """Card 71 An Loc (shaded): the NVA's free March of Troops into a City;
    its instruction, as card 59's, takes first the most Troops into US Base
    spaces (8.4.1).  The Fishhook's 4 Troops go into An Loc (a City, a US
    Base); its Guerrilla keeps The Fishhook's NVA Control (8.6.5).  The
    March is chosen in one proven optimisation: the card's value stage is
    card 59's alone (march_value_guard.lp)."""
    from .test_event_counts import searches
    after = _after_event({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                         "an_loc": {"pieces": {"us_base": 1, "us_troops": 1}}}, 71)
    assert after.state.turn["pending"][0]["action"] == "march"
    with searches() as proven:
        move = decide(after, "NVA").move
    assert move == "march(the_fishhook,an_loc,nva_troops,4)"
    assert proven == [True]


def test_8_4_1_card_59_without_a_us_base_no_value_stage():
    """Card 59 with no US Base on the map: the card's first priority (the
    most Troops into US Base spaces) weighs nothing, so the March is the
    box's (8.6.5), chosen in one proven optimisation, without the card's
    value stage (march_value_guard.lp).  The Fishhook's Troops, one group,
    add NVA Control to one space (as in the test above)."""
    from .test_event_counts import searches
    after = _after_event({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                         "tay_ninh": {"pieces": {"us_troops": 6}}}, 59)
    with searches() as proven:
        move = decide(after, "NVA").move.split()
    assert proven == [True]
    south = {m.split(",")[1] for m in move if ",nva_troops," in m and m.split(",")[1] not in OUTSIDE}
    assert len(south) == 1


def test_8_4_1_card_59_without_nva_troops_no_value_stage():
    """Card 59 with a US Base (Tay Ninh) but no NVA Troop on the map (as at
    the Full game's start): the card's first priority (Troops into US Base
    spaces) has no Troop to move, so the March is the box's (8.6.5) in one
    proven optimisation, without the card's value stage, whose solve with
    no level to weigh went through every March (march_value_guard.lp).
    Only Guerrillas March."""
    from .test_event_counts import searches
    after = _after_event({"the_fishhook": {"pieces": {"nva_guerrilla_underground": 3}},
                         "tay_ninh": {"pieces": {"us_base": 1, "us_troops": 1}}}, 59)
    with searches() as proven:
        move = decide(after, "NVA").move.split()
    assert proven == [True]
    assert move and all("nva_guerrilla" in m for m in move if m.count(",") == 3)


def test_8_4_1_card_59_a_us_base_out_of_reach_no_value_stage():
    """Card 59 with a US Base only in Saigon, which no NVA Troop can reach
    (3.3.2: from The Fishhook a Troop enters a space next to it and goes on
    only from Laos or Cambodia; Saigon is next to neither): the card's first
    priority weighs every March alike, so the March is the box's (8.6.5) in
    one proven optimisation, without the card's value stage.  The
    Fishhook's Troops, one group, add NVA Control to one space."""
    from .test_event_counts import searches
    after = _after_event({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                         "tay_ninh": {"pieces": {"us_troops": 6}},
                         "saigon": {"pieces": {"us_base": 1, "us_troops": 2}}}, 59)
    with searches() as proven:
        move = decide(after, "NVA").move.split()
    assert proven == [True]
    assert not any(m.split(",")[1] == "saigon" for m in move)
    south = {m.split(",")[1] for m in move if ",nva_troops," in m and m.split(",")[1] not in OUTSIDE}
    assert len(south) == 1


def test_8_4_1_card_71_a_us_base_province_is_no_end_of_its_march():
    """Card 71 An Loc (shaded): the free March of Troops ends in one City
    (its text), so Pleiku's US Base, a Province next to The Fishhook, takes
    none (8.4.1's most Troops into US Base spaces weighs every such March
    alike); the Troops go into An Loc, the City next to The Fishhook, and
    its Guerrilla keeps The Fishhook's NVA Control (8.6.5)."""
    after = _after_event({"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1}},
                         "pleiku_darlac": {"pieces": {"us_base": 1, "us_troops": 1}}}, 71)
    move = decide(after, "NVA").move.split()
    assert move == ["march(the_fishhook,an_loc,nva_troops,4)"]


def test_8_4_1_card_71_one_city_gains_nva_control_proven_soon():
    """Card 71 An Loc (shaded) in a Full game position (seed 2, decision 145,
    tests/data/march-nva-card71-an-loc.yaml): Trail 1, 37 NVA Troops in
    Laos and Cambodia; the one US Base City, Saigon, is next to no Laos or
    Cambodia space and no NVA Troop, so out of reach.  The free March of
    Troops ends in one City (the card's text), so it adds NVA Control to
    that City at most (8.6.5's priority 3): An Loc (4 COIN pieces), next to
    The Fishhook, takes more Troops than its COIN pieces, all from one
    space (one group needed, 3b).  The one optimisation is proven within
    2,000 conflicts (13,400 before the card's level was left out where it
    weighs every March alike and the one City said; march_card.lp)."""
    st = State.load(Path(__file__).resolve().parents[1] / "data" / "march-nva-card71-an-loc.yaml")
    after = Game(st).apply("event(shaded)", faction="NVA").game
    assert after.state.turn["pending"][0]["action"] == "march"
    with searches() as proven:
        move = decide(after, "NVA").move.split()
    ends = {a.split(",")[1] for a in move if a.startswith("march(")} - OUTSIDE
    into = [a for a in move if a.startswith("march(") and a.split(",")[1] == "an_loc"]
    assert ends == {"an_loc"} and len(into) == 1 and int(into[0][:-1].split(",")[3]) > 4
    assert len(proven) == 1 and proven[0] and proven.conflicts[0] < 2000, proven.conflicts
