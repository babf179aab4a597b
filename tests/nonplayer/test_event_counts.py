"""Events whose pieces the card's count bounds (8.4.3, 8.4.4;
asp/nonplayer/event_counts.lp): the priorities weigh the same pieces by
count, so that the optimum is proven within the search's bound (docs/
nonplayers.md, "Proven optima").  Positions of games of four Non-players
where the single optimisation had stopped at its bound."""

from pathlib import Path

import pytest

from fitl import asp
from fitl.game import Game
from fitl.nonplayer import decide
from fitl.nonplayer.walk import OPTIMISE_CONFLICTS, Walk

from .searches import searches

DATA = Path(__file__).resolve().parents[1] / "data"


def _atoms(move, name):
    return [a[len(name) + 1:-1].split(",") for a in move.split() if a.startswith(name + "(")]


def test_8_4_3_card_65_arvn_places_4_us_troops_from_out_of_play_proven():
    """Card 65 unshaded, the ARVN: 4 US pieces from Out of Play onto the map
    (8.4.3: as many as the Event allows); Out of Play holds only US Troops,
    so 4 Troops, in spaces at random (8.4.4, 8.2).  The search proves it
    (it stopped at 20,000 conflicts, 300,000 did not prove it)."""
    game = Game.load(DATA / "event-65-arvn-out-of-play.yaml")
    with searches() as proven:
        move = decide(game, "ARVN").move
    moved = _atoms(move, "ev_move")
    assert {(a[0], a[2]) for a in moved} == {("out_of_play", "us_troops")}
    assert sum(int(a[3]) for a in moved) == 4
    assert proven and all(proven)


def test_8_4_4_card_91_shaded_nva_move_3_troops_and_place_3_guerrillas_proven():
    """Card 91 shaded, the NVA: the executing Faction names itself (8.4.4),
    moves 3 US Troops from Provinces to Cities (as many as allowed, 8.4.3)
    and places an NVA Guerrilla where each was: 3 in all, in the Provinces
    the Troops left.  Proven within the bound (it took 98,000 conflicts)."""
    game = Game.load(DATA / "event-91-nva-bob-hope.yaml")
    with searches() as proven:
        move = decide(game, "NVA").move
    assert "ev_choice(nva)" in move.split()
    moved, placed = _atoms(move, "ev_move"), _atoms(move, "ev_place")
    assert sum(int(a[3]) for a in moved) == 3 and {a[2] for a in moved} == {"us_troops"}
    assert sum(int(a[2]) for a in placed) == 3 and {a[1] for a in placed} == {"nva_guerrilla"}
    assert {a[0] for a in placed} <= {a[0] for a in moved}
    assert proven and all(proven)


def test_8_4_5_card_80_arvn_removes_4_troops_shifts_support_away_proven():
    """Card 80, the ARVN (a Short-game position): each US piece removed
    raises Patronage (8.4.4: the ARVN raise it) and shifts a space toward
    Active Opposition, chosen by 8.4.5 (the ARVN: no gain in Opposition, then
    the least gain in Support, that is the most Support lost): 4 pieces, the
    most allowed; the 4 shifts lose 16 Support, Saigon (Population 6, Active
    Support) 2 levels and a Population-2 Province at Active Support 2
    levels, none past Neutral; the pieces are US Troops (8.1.2 reversed: cubes
    first); 4 NVA Troops each outside the South, as many as Available (12).
    Proven within the bound (it had stopped at 20,000 conflicts)."""
    game = Game.load(DATA / "event-80-arvn-light-tunnel.yaml")
    with searches() as proven:
        move = decide(game, "ARVN").move
    removed, shifts, placed = _atoms(move, "ev_remove"), _atoms(move, "ev_shift"), _atoms(move, "ev_place")
    assert {a[1] for a in removed} == {"us_troops"} and sum(int(a[2]) for a in removed) == 4
    shifted = {a[0]: int(a[1]) for a in shifts}
    assert shifted.pop("saigon") == 2
    assert list(shifted.values()) == [2] and set(shifted) <= {"quang_tin_quang_ngai", "binh_dinh"}
    assert sum(int(a[2]) for a in placed) == 12 and {a[1] for a in placed} == {"nva_troops"}
    assert proven and all(proven)


def test_8_1_2_card_81_arvn_replaces_underground_guerrillas_first_proven():
    """Card 81 unshaded, the rest of the Event after its die (5): the ARVN
    replace 5 VC Guerrillas in South Vietnam (as many as the die allows,
    8.4.3), Underground before Active (8.1.2; 7 are Underground), each by a
    friendly piece one for one as far as Available: no Police or Rangers,
    4 Irregulars.  Proven within the bound (it had stopped at 20,000)."""
    game = Game.load(DATA / "event-81-arvn-cidg.yaml")
    with searches() as proven:
        move = decide(game, "ARVN").move
    removed, placed = _atoms(move, "ev_remove"), _atoms(move, "ev_place")
    assert sum(int(a[2]) for a in removed) == 5
    assert {a[1] for a in removed} == {"vc_guerrilla_underground"}
    assert sum(int(a[2]) for a in placed) == 4 and {a[1] for a in placed} == {"us_irregular"}
    assert {a[0] for a in placed} <= {a[0] for a in removed}
    assert proven and all(proven)


def test_8_4_4_card_80_nva_removes_4_us_bases_places_12_troops_proven():
    """Card 80 played by the NVA (the same position, the NVA to act): the
    most enemy Bases removed first (8.4.4): 4 US Bases; then the most other
    pieces: every NVA Troop Available (12) placed outside the South; the 4
    shifts by the NVA's 8.4.5 (the most Support lost: Saigon, Population 6,
    2 levels and a Population-2 Province at Active Support 2 levels).  Proven
    within the bound (it had stopped at 20,000 conflicts)."""
    st = Game.load(DATA / "event-80-arvn-light-tunnel.yaml").state.clone()
    st.eligibility = {f: "eligible" if f == "NVA" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    w = Walk(Game(st), "NVA")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"], sides=("unshaded",)))   # (its one side)
    removed, shifts, placed = _atoms(move, "ev_remove"), _atoms(move, "ev_shift"), _atoms(move, "ev_place")
    assert {a[1] for a in removed} == {"us_base"} and sum(int(a[2]) for a in removed) == 4
    assert sum(int(a[2]) for a in placed) == 12
    shifted = {a[0]: int(a[1]) for a in shifts}
    assert shifted.pop("saigon") == 2
    assert list(shifted.values()) == [2] and set(shifted) <= {"quang_tin_quang_ngai", "binh_dinh"}
    assert proven and all(proven)


def test_8_4_4_card_120_arvn_moves_both_us_bases_then_2_troops_proven():
    """Card 120 unshaded, the ARVN (Full seed 2's decision 106): 2 cards in
    the RVN Leader box, so 4 US pieces from Out of Play onto the map (8.4.3:
    as many as allowed); Out of Play holds 2 US Bases and 10 US Troops.  The
    most friendly Bases placed first (8.4.4): both Bases, then 2 Troops
    (8.1.2: Bases out of Out of Play before Troops); never 2 COIN Bases in a
    space (8.1.2), so each Base to its own space without one, none on a LoC
    nor in North Vietnam (1.4.2).  Proven within the bound (it had stopped at
    20,000 conflicts)."""
    game = Game.load(DATA / "event-120-arvn-press-corps.yaml")
    with searches() as proven:
        move = decide(game, "ARVN").move
    _us_bases_then_troops(game, move)
    assert proven and all(proven)


def test_8_1_2_card_65_rest_us_moves_6_irregulars_to_out_of_play_proven():
    """Card 65 shaded, the rest of the Event after its die (6): the US take
    6 of their pieces off the map to Out of Play (8.4.3: as many as the die
    allows), its own pieces into Out of Play in 8.1.2's reverse order,
    Irregulars first: the 6 Irregulars on the map, each from where it is
    (1 in Can Tho, Khanh Hoa and Pleiku, 3 in Quang Tri), no Troops nor
    Bases.  (A Full seed 2 position with card 65's shaded text played and
    its die set to 6.)  Proven within the bound (it had stopped at 20,000
    conflicts)."""
    game = Game.load(DATA / "event-65-us-rest-out-of-play.yaml")
    with searches() as proven:
        move = decide(game, "US").move
    moved = _atoms(move, "ev_move")
    assert {(a[1], a[2]) for a in moved} == {("out_of_play", "us_irregular_underground")}
    assert {a[0]: int(a[3]) for a in moved} == {"can_tho": 1, "khanh_hoa": 1, "pleiku_darlac": 1,
                                                "quang_tri_thua_thien": 3}
    assert proven and all(proven)


def _south(space):
    return asp.static().country[space] == "south"


def test_8_4_3_card_49_us_places_6_arvn_pieces_in_the_south_proven():
    """Card 49 unshaded, the US (its Event node; a Full seed 2 position with
    card 49 in play): 6 ARVN pieces into South Vietnam, as many as the card
    allows (8.4.3); no ARVN Base nor Ranger is Available, so Police and
    Troops (4 of each Available), spaces by the seeded tie-break.  Proven
    within the bound (it had stopped at 20,000 conflicts)."""
    w = Walk(Game.load(DATA / "event-49-us-russian-arms.yaml"), "US")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    placed = _atoms(move, "ev_place")
    assert sum(int(a[2]) for a in placed) == 6
    assert {a[1] for a in placed} <= {"arvn_police", "arvn_troops"}
    assert all(_south(a[0]) for a in placed)
    assert proven and all(proven)


def test_8_4_3_card_50_us_moves_4_us_troops_from_out_of_play_proven():
    """Card 50 unshaded, the US (a Full seed 2 position with card 50 in
    play): of the two options, the 4 US Troops from Out of Play (8.4.3: the
    most pieces, above the ARVN Resources a track, 8.4.4), 10 there, into
    South Vietnam.  Proven within the bound (it had stopped at 20,000
    conflicts)."""
    game = Game.load(DATA / "event-50-us-uncle-ho.yaml")
    with searches() as proven:
        move = decide(game, "US").move
    assert "ev_choice(troops)" in move.split()
    moved = _atoms(move, "ev_move")
    assert {(a[0], a[2]) for a in moved} == {("out_of_play", "us_troops")}
    assert sum(int(a[3]) for a in moved) == 4 and all(_south(a[1]) for a in moved)
    assert proven and all(proven)


def test_8_4_3_card_62_shaded_nva_places_12_pieces_in_cambodia_proven():
    """Card 62 shaded, the NVA (a Full seed 2 position with card 62 in
    play): 12 NVA Troops and Guerrillas into Cambodia, as many as the card
    allows (8.4.3; 4 Troops and 17 Guerrillas Available).  Proven within
    the bound (it had stopped at 20,000 conflicts)."""
    game = Game.load(DATA / "event-62-nva-cambodian-civil-war.yaml")
    with searches() as proven:
        move = decide(game, "NVA").move
    placed = _atoms(move, "ev_place")
    assert sum(int(a[2]) for a in placed) == 12
    assert sum(int(a[2]) for a in placed if a[1] == "nva_troops") <= 4
    assert {a[1] for a in placed} <= {"nva_troops", "nva_guerrilla"}
    assert all(asp.static().country[a[0]] == "cambodia" for a in placed)
    assert proven and all(proven)


def test_8_4_4_card_118_shaded_vc_places_both_bases_then_a_guerrilla_proven():
    """Card 118 shaded, the VC (its Event node; a Full seed 1 position with
    card 118 in play): a VC piece into each of 3 spaces (8.4.3), the most
    friendly Bases first (8.4.4): both VC Bases Available, then 1 of the 4
    Guerrillas; a Base never on a LoC nor where 2 Bases stand (1.4.2).
    Proven within the bound (it had stopped at 20,000 conflicts)."""
    game = Game.load(DATA / "event-118-vc-korean-war-arms.yaml")
    w = Walk(game, "VC")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    placed = _atoms(move, "ev_place")
    assert sorted(a[1] for a in placed) == ["vc_base", "vc_base", "vc_guerrilla"]
    assert len({a[0] for a in placed}) == 3 and all(a[2] == "1" for a in placed)
    for space, kind, _ in placed:
        if kind == "vc_base":
            pieces = game.state.spaces.get(space, {}).get("pieces", {})
            assert asp.static().space_type[space] != "loc"
            assert sum(n for k, n in pieces.items() if "_base" in k) < 2
    assert proven and all(proven)


def test_8_4_3_card_113_us_places_the_4_available_police_proven():
    """Card 113 unshaded, the US (its Event node; a Full seed 2 position with
    card 113 in play): Police into South Vietnam, as many as the card allows
    (8.4.3: up to 8) and as are Available (4; a Non-player never takes them
    from the map, 8.1.1), spaces by the seeded tie-break.  Proven within the
    bound (it had stopped at 20,000 conflicts)."""
    game = Game.load(DATA / "event-113-us-ruff-puff.yaml")
    assert game.view().available["arvn_police"] == 4
    w = Walk(game, "US")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    placed = _atoms(move, "ev_place")
    assert {a[1] for a in placed} == {"arvn_police"} and sum(int(a[2]) for a in placed) == 4
    assert all(_south(a[0]) for a in placed)
    assert proven and all(proven)


def test_8_4_3_card_9_us_under_lbj_moves_3_troops_out_of_play_onto_the_map_proven():
    """Card 9 unshaded, the US under LBJ (its Event node; a Full seed 2
    position with card 9 in play, 10 US Troops Out of Play): the card's
    instruction sends the Troops onto the map, never to Available (8.4.1,
    8.8.1); 3, the most the card allows (8.4.3), all from Out of Play (8.1.2,
    8.4.3: that box first), none taken off the map, into South Vietnam.
    Proven in a tenth of the bound (counted: 4 conflicts; weighed atom by
    atom it took over 12,000)."""
    game = Game.load(DATA / "event-9-us-psychedelic-cookie.yaml")
    assert game.state.us_policy == "lbj"
    w = Walk(game, "US")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    moved = _atoms(move, "ev_move")
    assert {(a[0], a[2]) for a in moved} == {("out_of_play", "us_troops")}
    assert sum(int(a[3]) for a in moved) == 3 and all(_south(a[1]) for a in moved)
    assert proven and all(proven)
    assert max(proven.conflicts) < OPTIMISE_CONFLICTS // 10


def test_8_4_4_card_79_shaded_nva_removes_the_arvn_base_then_rangers_proven():
    """Card 79 shaded, the NVA (a Full seed 2 position, card 79 current): 3
    ARVN pieces, as many as the card allows (8.4.3) though each raises
    Patronage (8.4.4's tracks come after the pieces); the one ARVN Base on
    the map first (8.4.4: the most enemy Bases), then by 8.1.2's order the
    one Underground Ranger (Qui Nhon), then one of the 2 Active Rangers
    (before any cube).  Patronage 13 + 2 each = 19.  Proven within the
    bound."""
    game = Game.load(DATA / "event-79-nva-henry-cabot-lodge.yaml")
    with searches() as proven:
        move = decide(game, "NVA").move
    removed = sorted((a[1], a[0]) for a in _atoms(move, "ev_remove"))
    assert all(int(a[2]) == 1 for a in _atoms(move, "ev_remove"))
    assert removed[0] == ("arvn_base", "kien_phong")
    assert removed[2] == ("arvn_ranger_underground", "qui_nhon")
    assert removed[1][0] == "arvn_ranger_active" and removed[1][1] in ("qui_nhon", "quang_duc_long_khanh")
    assert game.apply(move, faction="NVA").state.patronage == 13 + 6
    assert proven and all(proven)


def _coin_controlled(game):
    return {s for s, c in game.view().control.items() if c == "COIN"}


def test_8_4_4_card_90_us_moves_both_arvn_bases_out_of_play_proven():
    """Card 90 unshaded, the US (its Event node; a Full seed 2 position with
    card 90 in play, 2 ARVN Bases Out of Play): 2 ARVN pieces, the card's
    count (8.4.3), both Bases (8.4.4: the most Bases placed), out of Out of
    Play (8.1.2, 8.4.3: that box first), each into a COIN-Controlled space
    (the card) that is no City and holds no other COIN Base (8.1.2, 1.4.2).
    Proven in a fortieth of the bound (counted: 130-200 conflicts; weighed
    atom by atom, 950-2,000)."""
    game = Game.load(DATA / "event-90-us-walt-rostow.yaml")
    w = Walk(game, "US")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    moved = _atoms(move, "ev_move")
    assert {(a[0], a[2], a[3]) for a in moved} == {("out_of_play", "arvn_base", "1")} and len(moved) == 2
    coin, st = _coin_controlled(game), asp.static()
    for a in moved:
        assert a[1] in coin and st.space_type[a[1]] != "city"
        assert not any("base" in k for k in game.state.spaces.get(a[1], {}).get("pieces", {}))
    assert proven and all(proven)
    assert max(proven.conflicts) < OPTIMISE_CONFLICTS // 40


def test_8_4_3_card_90_us_moves_a_troop_out_of_play_and_one_piece_on_the_map_proven():
    """Card 90 unshaded, the US, with 1 ARVN Troop Out of Play and no ARVN
    piece Available: the Troop (8.4.3: the pieces placed out of the boxes)
    and, as the card moves 2 (8.4.3: as many as it allows), 1 ARVN piece
    from a space into another (ruling 221: not maximised for itself, chosen
    by the seeded tie-break); both into COIN-Controlled spaces (the card).
    Proven in a fortieth of the bound (counted: 20-30 conflicts; atom by
    atom, 690-1,700)."""
    game = Game.load(DATA / "event-90-us-walt-rostow-map.yaml")
    assert not any(n for ty, n in game.view().available.items() if ty.startswith("arvn"))
    w = Walk(game, "US")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    moved = _atoms(move, "ev_move")
    assert sorted(a[0] == "out_of_play" for a in moved) == [False, True]
    assert all(a[3] == "1" for a in moved)
    assert next(a for a in moved if a[0] == "out_of_play")[2] == "arvn_troops"
    coin, st = _coin_controlled(game), asp.static()
    assert all(a[1] in coin for a in moved)
    assert next(a for a in moved if a[0] != "out_of_play")[0] in st.spaces
    assert proven and all(proven)
    assert max(proven.conflicts) < OPTIMISE_CONFLICTS // 40


def _us_bases_then_troops(game, move):
    """4 US pieces from Out of Play (2 Bases, 10 Troops there): both Bases
    (8.4.4), then 2 Troops (8.1.2: Bases first out of Out of Play); each
    Base to its own space without a COIN Base (8.1.2), on no LoC and not in
    North Vietnam (1.4.2)."""
    moved, st = _atoms(move, "ev_move"), asp.static()
    assert {a[0] for a in moved} == {"out_of_play"}
    assert sum(int(a[3]) for a in moved if a[2] == "us_base") == 2
    assert sum(int(a[3]) for a in moved if a[2] == "us_troops") == 2
    bases = [a[1] for a in moved if a[2] == "us_base"]
    assert all(int(a[3]) == 1 for a in moved if a[2] == "us_base") and len(set(bases)) == 2
    for space in bases:
        pieces = game.state.spaces.get(space, {}).get("pieces", {})
        assert not any(pieces.get(b) for b in ("us_base", "arvn_base"))
        assert st.space_type[space] != "loc" and st.country[space] != "north_vietnam"


@pytest.mark.parametrize("data, faction", [
    # Card 120 unshaded, the ARVN: a Full seed 1 position with card 120 in
    # play, 1 card in the RVN Leader box (event_search.lp's strategy: about
    # 1,400 conflicts; bb,lin's took 16,200, the same move).
    ("event-120-arvn-press-corps-2.yaml", "ARVN"),
    # Card 65 unshaded, the US: a Full seed 1 position with card 65 in play
    # (about 1,700 conflicts; bb,lin's took 13,400, the same move).
    ("event-65-us-international-forces.yaml", "US")])
def test_8_4_4_cards_65_120_us_bases_then_troops_proven_in_a_quarter_of_the_bound(data, faction):
    """Cards 65 and 120 unshaded (the Event node): 4 US pieces from Out of
    Play onto the map (8.4.3: as many as allowed): both Bases, then 2
    Troops.  Proven in a quarter of the bound."""
    game = Game.load(DATA / data)
    w = Walk(game, faction)
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    _us_bases_then_troops(game, move)
    assert proven and all(proven)
    assert max(proven.conflicts) < OPTIMISE_CONFLICTS // 4


def test_8_4_7_card_62_shaded_nva_places_12_in_cambodia_proven():
    """Card 62 shaded, the NVA (its Event node; a Full seed 1 position with
    card 62 in play, 17 NVA Troops and 10 Guerrillas Available): 12 NVA
    Troops and Guerrillas into Cambodia spaces, as many as the card allows
    (8.4.3), no more Guerrillas than are Available (1.4.1); how many of
    each type and where, the seeded tie-break's (8.4.7), whose optimum is
    proven (event_counts.lp, np_alike: it had stopped at 20,000 conflicts)."""
    game = Game.load(DATA / "event-62-nva-cambodian-civil-war-2.yaml")
    available = game.view().available
    w = Walk(game, "NVA")
    with searches() as proven:
        move = " ".join(w.event(w.chart.nodes["event"]))
    placed = _atoms(move, "ev_place")
    assert sum(int(a[2]) for a in placed) == 12
    assert sum(int(a[2]) for a in placed if a[1] == "nva_guerrilla") <= available["nva_guerrilla"] == 10
    assert {a[1] for a in placed} <= {"nva_troops", "nva_guerrilla"}
    assert all(asp.static().country[a[0]] == "cambodia" for a in placed)
    assert proven and all(proven)
    assert max(proven.conflicts) < OPTIMISE_CONFLICTS // 20
