"""Positions of the 1-player game's tests (8.9) whose victory margins are
known from the rules of 1.9 and 7.3 alone.

The map holds only what a test puts on it, nothing is Out of Play or a
Casualty, so every US piece is Available: 40 Troops + 6 Bases = 46 (the
Force Pool, 1.4.1).  With no COIN piece on the map no space is under COIN
Control.  The margins (marker - threshold, 7.2: US 50, ARVN 50, NVA 18, VC
35) are then:
- US   = Total Support + 46 - 50 = Total Support - 4
- ARVN = Patronage - 50
- NVA  = Population under NVA Control + NVA Bases on the map - 18
- VC   = Total Opposition + VC Bases on the map - 35
"""

from .positions import position

POP0 = ["central_laos", "southern_laos", "northeast_cambodia", "the_fishhook", "the_parrots_beak",
        "sihanoukville", "north_vietnam", "phuoc_long"]      # Population 0: Bases add no Control Population


def solo(phase, nonplayers, spaces=None, patronage=0, coup_rounds=1, options=(), deck=None, **tracks):
    """A 1-player game (8.9) in Coup Round phase `phase` of Coup card 125,
    played by Non-players `nonplayers`; `options`: more of its options
    (one_player_b, ...); `deck`: the deck (with no Coup card in it, the
    Round is the final one, 2.4.2)."""
    opts = {"one_player": True, **{o: True for o in options}}
    boxes = {"out_of_play": {}, "casualties": {}, **tracks}
    return position(spaces or {}, coup=phase, nonplayers=nonplayers, patronage=patronage, coup_rounds=coup_rounds,
                    options=opts, deck=deck if deck is not None else [1, 126], **boxes)


def bases(faction, n, where):
    """n Bases of `faction`, 2 a space (1.4.2), in the spaces `where`."""
    out = {}
    for i in range(n):
        out.setdefault(where[i // 2], {"pieces": {}})["pieces"][f"{faction}_base"] = i % 2 + 1
    return out


def example_8_9(vc_extra_opposition=0, us_support=True):
    """The spaces of 8.9's example: US +2 (Saigon at Passive Support: 6 + 46
    - 50), NVA -8 (8 Bases + Hue's 2 under NVA Control by 1 Troop = 10 -
    18), VC -4 (8 Bases + Opposition 23 = 31 - 35: five Population-2
    Provinces at Active Opposition, 20, Ba Xuyen 1 at Active, 2, Quang Nam 1
    at Passive, 1); `vc_extra_opposition` 1: Quang Nam at Active instead (VC
    -3); no `us_support`: Saigon Neutral (US -4)."""
    spaces = {**bases("nva", 8, POP0[:4]), **bases("vc", 8, POP0[4:])}
    spaces["hue"] = {"pieces": {"nva_troops": 1}}
    if us_support:
        spaces["saigon"] = {"support": "passive_support"}
    for s in ("quang_tri_thua_thien", "quang_tin_quang_ngai", "binh_dinh", "tay_ninh", "kien_phong"):
        spaces[s] = {"support": "active_opposition"}
    spaces["ba_xuyen"] = {"support": "active_opposition"}
    spaces["quang_nam"] = {"support": "active_opposition" if vc_extra_opposition else "passive_opposition"}
    return spaces
