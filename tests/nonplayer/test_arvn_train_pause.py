"""8.7.2: the ARVN Train pauses after its placement for the Govern (else the
Transport), and only then places its Base or Pacifies: the Base goes where no
Govern occurred, and counts the units the Transport moved."""

from .arvn_positions import arvn, ask

# 12 ARVN cubes Available (30 Troops and 30 Police in the Force Pool, 1.4.1):
# the Train places in 2 spaces, so a Base is possible (8.7.2).
SAIGON = {"pieces": {"arvn_troops": 20, "arvn_police": 22, "arvn_ranger_underground": 6}}


def test_8_7_2_govern_before_the_base_takes_its_space():
    """Binh Dinh (Population 2, Active Support, 4 Troops and 2 Police: COIN
    Control, more ARVN cubes than US Troops) is the only Province fit for the
    Base (5+ US and ARVN units, 3+ ARVN cubes, no COIN Base) and the only
    space where the ARVN can Govern (not Saigon; COIN Control and Support).
    The Govern comes first: with the US a player and Support + Available not
    above 50 (no Support elsewhere, 40 Troops and 6 Bases Available: 4 + 46),
    Patronage at Active Support, so Binh Dinh; in exactly 1 space, Aid
    follows where possible (nowhere else).  The Base must go where no Govern
    occurred: none, so the Train Pacifies in 1 of its 2 placement spaces
    (each 3 Troops and 3 Police: COIN Control, 3.2.1), 1 level only (to
    Active Support the US score would pass 45, 8.7.6)."""
    spaces = {"saigon": SAIGON,
              "binh_dinh": {"pieces": {"arvn_troops": 4, "arvn_police": 2}, "support": "active_support"},
              "quang_nam": {"pieces": {"arvn_base": 2}}}
    move = ask(arvn(spaces), "train")
    assert "govern(binh_dinh,patronage)" in move and "sa_during" in move
    assert not any(a.startswith("train_base(") for a in move)
    placed = {a[6:].split(",")[0] for a in move if a.startswith("train(") and a.count(",") == 2}
    pacify = [a for a in move if a.startswith("pacify(")]
    assert len(placed) == 2 and len(pacify) == 1
    space, levels = pacify[0][7:-1].split(",")
    assert space in placed and levels == "1"


def test_8_7_2_transport_before_the_base_brings_its_units():
    """No space at Support: no Govern (4.3.1), so the Transport during the
    Train: from Saigon (the most ARVN Troops beyond its COIN Control), 6
    Troops (the most pieces, Troops first) into 1 Province, first one with
    Police and no US or ARVN Troops: Binh Dinh (3 Police).  Only then the
    Base: Binh Dinh now has 9 US and ARVN units, 3+ of them ARVN cubes, no
    COIN Base; 3 cubes go, the more numerous Troops first, alternating
    (8.1.2): 2 Troops and 1 Police.  (Before the Transport, 3 units there
    were too few for a Base.)  With a Base, no Pacify."""
    spaces = {"saigon": SAIGON,
              "binh_dinh": {"pieces": {"arvn_police": 3}},
              "quang_nam": {"pieces": {"arvn_base": 2}}}
    move = ask(arvn(spaces), "train")
    assert "transport(saigon,binh_dinh,arvn_troops,6)" in move and "sa_during" in move
    assert "train_base(binh_dinh,2)" in move and "train(binh_dinh)" in move
    assert not any(a.startswith("pacify(") for a in move)


def test_8_7_2_transport_origin_counted_after_the_placement_ruling_203():
    """Ruling 203: the Transport's origin (8.7.2: the South Vietnam space with
    the most ARVN Troops beyond those its COIN Control needs) is counted when
    the Transport begins, during the Train after its placement: each City
    the Train placed 3 Troops and 3 Police in (no enemy) has 3 Troops to
    spare; Phuoc Long (2 Troops, 1 Police, Population 0: no Govern, no
    Pacify there) only 2.  So the Troops come from a placement City."""
    spaces = {"phuoc_long": {"pieces": {"arvn_troops": 2, "arvn_police": 1}}}
    move = ask(arvn(spaces), "train")
    placed = {a[6:].split(",")[0] for a in move if a.startswith("train(") and a.count(",") == 2}
    origins = {a[10:].split(",")[0] for a in move if a.startswith("transport(")}
    assert len(origins) == 1 and origins <= placed
