"""The general Non-player rules (8.1-8.4) and the command line."""

from click.testing import CliRunner

from fitl.cli import main
from fitl.game import Game

from .positions import box, position, walk

U, A = "vc_guerrilla_underground", "vc_guerrilla_active"


def test_8_4_5_vc_shifts_where_opposition_gains_most():
    """Card 105 Rural Pressure, shaded: 3 Provinces with Police toward Active
    Opposition.  The VC pick the 3 of most Population (8.4.5: the most gain in
    Total Opposition): Tay Ninh, Binh Dinh and Kien Phong (2 each), not Quang
    Nam (1)."""
    police = {"pieces": {"arvn_police": 1}}
    g = position({"tay_ninh": police, "binh_dinh": police, "kien_phong": police, "quang_nam": police,
                  "north_vietnam": {"pieces": {A: 1}}}, current=105, deck=[1, 2])
    move, path = walk(g, rolls={"terror_q": 12})
    assert path[-1] == "event"
    assert {a for a in move.split() if a.startswith("ev_space(")} == {
        "ev_space(tay_ninh)", "ev_space(binh_dinh)", "ev_space(kien_phong)"}


def test_8_1_2_enemy_pieces_removed_us_before_arvn():
    """8.1.2: within a type, US before ARVN (Troops in the Attack space)."""
    g = position({"binh_dinh": {"pieces": {A: 3, "us_troops": 1, "arvn_troops": 1}}}, resources={"VC": 1}, second=True)
    assert "remove(attack,binh_dinh,us_troops,1)" in box(g, "attack", sas=False)


def test_8_1_2_bases_last_only_once_nothing_else_protects_them():
    """A successful Attack removes the enemy Base only once no other COIN piece
    is there (3.3.3): with 2 hits, the Police and then the Base."""
    g = position({"binh_dinh": {"pieces": {A: 3, "arvn_police": 1, "arvn_base": 1}}}, resources={"VC": 1}, second=True)
    move = box(g, "attack", sas=False)
    assert "remove(attack,binh_dinh,arvn_base,1)" in move and "remove(attack,binh_dinh,arvn_police,1)" in move


def test_if_none_march_in_monsoon_attacks_instead():
    """8.5.4: no March in Monsoon (a Coup card next): Attack instead."""
    g = position({"binh_dinh": {"pieces": {A: 3, "arvn_police": 1}}, "kien_phong": {"pieces": {U: 2}},
                  "north_vietnam": {"pieces": {A: 20, "nva_base": 2}}},            # 5 VC Guerrillas Available
                 resources={"VC": 1}, deck=[125, 1], second=True)
    move, path = walk(g, rolls={"rally_q": 18})
    assert "march" in path and path[path.index("march") + 1] == "attack"
    assert move.startswith("attack(binh_dinh)")


def _cli(*args):
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.output


def test_cli_np_prints_the_move_and_explains(tmp_path):
    path = str(tmp_path / "g.yaml")
    assert _cli("new", "full", "--seed", "3", "--nonplayer", "VC", "-o", path)[0] == 0
    code, out = _cli("np", path)
    assert code == 0 and out.strip()
    code, out = _cli("np", path, "--explain")
    assert code == 0 and "[8.5.1] terror_q:" in out


def test_cli_simulate_agents_mix_and_errors():
    code, out = _cli("simulate", "short", "--agents", "XX=np")
    assert code == 2 and "unknown Faction" in out
    code, out = _cli("simulate", "short", "--agents", "US=np,US=random")
    assert code == 2 and "US is named twice" in out and out.count("\n") == 1
    code, out = _cli("simulate", "short", "--agents", "VC=np,US=legal", "--seed", "3")
    assert code == 0 and "winner" in out


def test_new_with_nonplayer_writes_the_state_key(tmp_path):
    path = str(tmp_path / "g.yaml")
    _cli("new", "short", "--nonplayer", "vc", "-o", path)
    assert Game.load(path).state.nonplayers == {"VC": {}}


def test_cli_play_as_us_has_the_nonplayers_play_the_others(tmp_path, monkeypatch):
    """fitl play --as US: the other Factions' Non-players play them (said at the start)."""
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["play", "short", "--seed", "2", "--as", "US", "--log", "l.yaml"], input="")
    assert r.exit_code == 0
    assert "Non-players (section 8) play" in r.output and "you play US" in r.output


def test_8_1_2_enemy_troops_and_police_alternate_fewer_type_first_last_police_last():
    """8.1.2: enemy cubes go alternately Troops and Police, beginning with the
    type fewer in the space (Troops if as many), the last Police last.  NVA
    Troops Attack in Quang Tri with 4 Troops (2 removals, 3.3.3): against 2
    ARVN Troops and 1 Police (Police fewer, but the last): the 2 Troops;
    against 1 Troop and 3 Police, or 3 and 3: a Troop, then a Police."""
    from fitl.nonplayer import decide

    from .nva_positions import nva
    q = "quang_tri_thua_thien"
    for cubes, out in (({"arvn_troops": 2, "arvn_police": 1}, {"arvn_troops": 2}),
                       ({"arvn_troops": 1, "arvn_police": 3}, {"arvn_troops": 1, "arvn_police": 1}),
                       ({"arvn_troops": 3, "arvn_police": 3}, {"arvn_troops": 1, "arvn_police": 1})):
        move = decide(nva({q: {"pieces": {"nva_troops": 4, **cubes}}}), "NVA", rolls={"attack_q": 1}).move.split()
        removed = {a.split(",")[2]: int(a.split(",")[3].rstrip(")")) for a in move if a.startswith("remove(attack,")}
        assert removed == out
