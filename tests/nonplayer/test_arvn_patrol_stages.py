"""The ARVN Patrol box (8.7.3) on crowded maps, in stages: the LoCs with
NVA or VC Guerrillas one at a time, nearest Saigon first (Underground
Guerrillas first at the same distance), then the Cities (filled in behind),
then the free Assault.  Positions from games of four Non-players where one
optimisation, cut at its bound, had moved Troops while Police could go and
left a LoC unheld (tests/data/patrol-arvn-*.yaml)."""

from pathlib import Path

from fitl.game import Game
from fitl.nonplayer.flowchart import Flowchart
from fitl.nonplayer.walk import Walk
from fitl.state import State

from .arvn_positions import arvn, ask

DATA = Path(__file__).resolve().parents[1] / "data"


def _moves(move):
    """The Patrol's cube moves: (from, to, key, n)."""
    out = []
    for a in move:
        if a.startswith("patrol("):
            src, dst, key, n = a[len("patrol("):-1].split(",")
            out.append((src, dst, key, int(n)))
    return out


def _into(moves, dst):
    return sum(n for _, d, _, n in moves if d == dst)


def test_8_7_3_patrol_fills_every_loc_police_first_from_the_most_cubes():
    """8.7.3 on a Short-game map: 1 VC on each of 3 LoCs, so 3 ARVN cubes
    each (the greater of 3 or twice the enemies).  The two next to Saigon
    first: only Police go there (Police when possible), first from the space
    with the most ARVN cubes, Hue (5 Police, 3 Troops): its 5 Police, then 1
    from Qui Nhon (7 cubes).  Can Tho-Chau Doc is reached only from Can Tho
    (its other neighbours hold no ARVN cube, and Ba Xuyen's and Kien Hoa's 2
    Police each may not leave a Province below 3 cubes): its 2 Police and
    then 1 Troop.  A City the LoCs emptied of Police (Hue) gets 1 back
    (Cities: 1+ Police each, filled in behind).  (The search cut at its
    bound had moved a Troop onto a LoC next to Saigon and left Can Tho-Chau
    Doc without any cube.)"""
    g = Game(State.load(DATA / "patrol-arvn-three-locs.yaml"))
    moves = _moves(ask(g, "patrol"))
    for loc in ("loc_saigon_an_loc_ban_me_thuot", "loc_saigon_can_tho", "loc_can_tho_chau_doc"):
        assert _into(moves, loc) == 3, loc
    near = [m for m in moves if m[1] in ("loc_saigon_an_loc_ban_me_thuot", "loc_saigon_can_tho")]
    assert {k for _, _, k, _ in near} == {"arvn_police"}
    sent = {}
    for src, _, _, n in near:
        sent[src] = sent.get(src, 0) + n
    assert sent == {"hue": 5, "qui_nhon": 1}
    assert sorted((s, k, n) for s, d, k, n in moves if d == "loc_can_tho_chau_doc") == \
        [("can_tho", "arvn_police", 2), ("can_tho", "arvn_troops", 1)]
    assert any(d == "hue" and k == "arvn_police" for _, d, k, _ in moves)


def test_8_7_3_patrol_five_locs_each_to_its_need_with_police():
    """8.7.3 on a Medium-game map: 5 LoCs with VC Guerrillas, needing 6
    (3 VC, Saigon-An Loc-Ban Me Thuot), 4 (2 VC, Hue-Da Nang) or 3 ARVN
    cubes; the map's ARVN Police can reach them all, so each gets exactly
    its need and only Police move onto LoCs (19 of them).  An Loc (10 ARVN
    cubes, the most) sends its 4 Police onto the LoC next to it.  No space both sends and receives cubes but a City the LoCs emptied
    (filled in behind).  (The search cut at its bound had moved 4 Troops
    onto LoCs, and Police from Da Nang and Qui Nhon that other Police then
    replaced.)"""
    g = Game(State.load(DATA / "patrol-arvn-five-locs.yaml"))
    moves = _moves(ask(g, "patrol"))
    need = {"loc_saigon_an_loc_ban_me_thuot": 6, "loc_hue_da_nang": 4, "loc_kontum_dak_to": 3,
            "loc_cam_ranh_da_lat": 3, "loc_saigon_da_lat": 3}
    for loc, n in need.items():
        assert _into(moves, loc) == n, loc
    onto_locs = [m for m in moves if m[1].startswith("loc_")]
    assert {k for _, _, k, _ in onto_locs} == {"arvn_police"}
    assert ("an_loc", "loc_saigon_an_loc_ban_me_thuot", "arvn_police", 4) in moves
    both = {s for s, _, _, _ in moves} & {d for _, d, _, _ in moves}
    assert all(any(s == c and d.startswith("loc_") for s, d, _, _ in moves) for c in both)


def _guard_says(game, stage):
    """Whether the Patrol's stage guard (patrol_stage_guard.lp, over the
    position) lets stage `stage` of 8.7.3's Patrol be asked."""
    w = Walk(game, "ARVN")
    return bool(w._state("patrol_stage_guard", f"np_box_stage({stage})."))


def _patrol_without_guard(game, monkeypatch):
    """The Patrol's move with every stage asked (the guard switched off)."""
    real = Flowchart.has_part
    with monkeypatch.context() as m:
        m.setattr(Flowchart, "has_part", lambda self, name: name != "patrol_stage_guard" and real(self, name))
        return ask(game, "patrol")


def test_8_7_3_patrol_stage_guard_skips_only_locs_no_guerrilla_holds(monkeypatch):
    """8.7.3's first bullet sends cubes only onto LoCs with NVA or VC
    Guerrillas, one such LoC a stage (the I-th nearest Saigon at stage I):
    with 3 such LoCs, the 4th LoC stage and the stage of the LoCs beyond
    can add nothing and are skipped; the Cities' and the Assault's stages
    are always asked.  The move is the same as with every stage asked: 3
    cubes on each of the 3 LoCs (the greater of 3 or twice the 1 VC)."""
    g = Game(State.load(DATA / "patrol-arvn-three-locs.yaml"))
    says = {s: _guard_says(g, s) for s in ("loc1", "loc2", "loc3", "loc4", "locs", "cities", "assault")}
    assert says == {"loc1": True, "loc2": True, "loc3": True, "loc4": False, "locs": False,
                    "cities": True, "assault": True}
    move = ask(g, "patrol")
    assert move == _patrol_without_guard(g, monkeypatch)
    for loc in ("loc_saigon_an_loc_ban_me_thuot", "loc_saigon_can_tho", "loc_can_tho_chau_doc"):
        assert _into(_moves(move), loc) == 3, loc


def test_8_7_3_patrol_stage_guard_asks_every_stage_with_five_locs_held():
    """8.7.3: with 5 LoCs holding VC Guerrillas every LoC stage can send
    cubes (the 5th, the LoCs beyond the 4th, too): the guard skips none."""
    g = Game(State.load(DATA / "patrol-arvn-five-locs.yaml"))
    assert all(_guard_says(g, s) for s in ("loc1", "loc2", "loc3", "loc4", "locs", "cities", "assault"))


def test_8_7_3_loc_steps_from_saigon_derived_once_per_position():
    """8.7.3 (a): the LoCs nearest Saigon first, by the fewest steps along
    LoCs and Cities (3.2.2): the 4 LoCs out of Saigon 1, Can Tho's own 3 (the
    LoC, the City, then them), Hue-Khe Sanh 9 (by Cam Ranh, Qui Nhon, Da Nang
    and Hue).  Derived once per position with what every part reads of it
    (asp/nonplayer/position.lp, np_loc_dist/2), not by each Patrol stage."""
    from fitl.nonplayer.walk import _position
    g = arvn({})
    text = _position(Walk(g, "ARVN").chart.names, g.state_facts())
    dist = {line[len("np_loc_dist("):-2].split(",")[0]: int(line[:-2].rsplit(",", 1)[1])
            for line in text.splitlines() if line.startswith("np_loc_dist(")}
    assert {loc for loc, d in dist.items() if d == 1} == {
        "loc_saigon_an_loc_ban_me_thuot", "loc_saigon_cam_ranh", "loc_saigon_can_tho", "loc_saigon_da_lat"}
    assert dist["loc_can_tho_bac_lieu"] == dist["loc_can_tho_chau_doc"] == dist["loc_can_tho_long_phu"] == 3
    assert dist["loc_hue_khe_sanh"] == 9
    assert len(dist) == 17
