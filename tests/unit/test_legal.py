"""What can I do?  Options from the rules (2.3.4, 3.2.1, 4.1.1)."""

from helpers import game


def test_legal_lists_operations_of_the_actor_only():
    g = game({"hue": {"pieces": {"arvn_police": 2}}, "kontum": {"pieces": {"us_troops": 1}}}, first="US")
    opts = g.legal()
    assert opts["pass"] == ["pass"]
    # US Train needs US pieces (3.2.1): only Kontum.
    assert opts["train"] == ["train(kontum)"]
    assert "rally" not in opts and "march" not in opts


def test_legal_details_of_a_named_space():
    g = game({"hue": {"pieces": {"arvn_police": 2}}}, first="ARVN")
    opts = g.legal("train(hue)")
    # Up to 6 cubes or 1-2 Rangers in a City (3.2.1).
    assert "train(hue,arvn_troops,6)" in opts["train"] and "train(hue,arvn_ranger,2)" in opts["train"]
    assert "train(hue,arvn_ranger,3)" not in opts["train"]
    # Special Activity types that may accompany Train (4.1.1): not Raid.
    assert opts["special_activity"] == ["special_activity(govern)", "special_activity(transport)"]


def test_legal_special_activity_spaces_on_request():
    g = game({"hue": {"support": "passive_support", "pieces": {"arvn_police": 2}},
              "an_loc": {"pieces": {"arvn_police": 1}}}, first="ARVN")
    opts = g.legal("train(an_loc)", sa="govern")
    # Govern needs COIN Control and Support, not Saigon nor a Training space (4.3.1).
    assert opts["govern"] == ["govern(hue,aid)", "govern(hue,patronage)"]


def test_legal_special_activity_spaces_of_any_completion():
    """4.1, 3.3.1, 4.5.1: the Special Activity's spaces are those of some legal
    completion of the partial move.  Tax needs an Underground VC Guerrilla;
    Tay Ninh has none, but the same Rally may select it and place one there
    before the Tax (a Special Activity may follow its Operation).  A LoC with
    none cannot get one from a Rally (3.3.1: Provinces and Cities only)."""
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC")
    opts = g.legal("rally(kien_phong)", sa="tax")
    assert "tax(kien_phong)" in opts["tax"] and "tax(tay_ninh)" in opts["tax"]
    assert "tax(loc_saigon_can_tho)" not in opts["tax"]
    # Tax there with no Rally there is not a legal move by itself.
    assert g.check("rally(kien_phong) tax(tay_ninh)")
    assert not g.check("rally(kien_phong) rally(tay_ninh) tax(tay_ninh)")


def test_legal_after_march_movement_offers_ambush():
    """4.4.3, 4.5.3: Ambush may take place in a March destination.  A partial
    move that names the March by its movement alone (no march(S)) names the
    Operation all the same, so the Special Activity types open to it are
    listed, Ambush among them."""
    g = game({"quang_tin_quang_ngai": {"pieces": {"vc_guerrilla_underground": 2}},
              "loc_da_nang_qui_nhon": {"pieces": {"us_troops": 1}}}, first="VC")
    opts = g.legal("march(quang_tin_quang_ngai, loc_da_nang_qui_nhon, vc_guerrilla_underground, 1)")
    assert "special_activity(ambush)" in opts["special_activity"]
    assert "rally" not in opts and "terror" not in opts          # one Operation (3.1): the March


def test_legal_patrol_paths_open_one_cube_at_a_time():
    """3.2.2: Patrol cubes move into adjacent LoCs or Cities and on through
    them, stopping on entering a space with Insurgents.  `legal` opens each
    path for one cube of a type; a move names any count up to the cubes
    there (docs/moves.md)."""
    g = game({"hue": {"pieces": {"arvn_police": 2}},
              "loc_hue_da_nang": {"pieces": {"vc_guerrilla_underground": 1}}}, first="ARVN")
    opts = g.legal("patrol")["patrol"]
    assert "patrol(hue,loc_hue_da_nang,arvn_police,1)" in opts
    assert "patrol(hue,loc_hue_khe_sanh,arvn_police,1)" in opts
    assert "patrol(hue,da_nang,arvn_police,1)" not in opts      # through the LoC with a Guerrilla
    assert not any(o.endswith(",2)") for o in opts)
    assert g.check("patrol patrol(hue, loc_hue_da_nang, arvn_police, 2)") == []


def test_2_3_8_a_held_pivotal_card_matters_only_to_the_faction_named(monkeypatch):
    """2.3.8: a Pivotal Event is played by the Faction the move names, so an
    open question naming none grounds no held Pivotal card's rules (one
    asked for a Faction, that Faction's only), and its options are those it has with them:
    the ARVN's Pass, Event and Operations, no play_pivotal; the US, named,
    its Pivotal Event alone (precondition met: 2 Leader cards, score > 40)."""
    from fitl import asp
    from fitl.game import Game
    held = {"US": 121, "ARVN": 123, "NVA": 122, "VC": 124}
    g = game({"saigon": {"support": "active_support"}, "hue": {"support": "active_support"},
              "central_laos": {"pieces": {"nva_base": 2}}}, first="ARVN", casualties={"us_troops": 4},
             cards={"current": 68, "deck": [2, 3], "leader_box": [125, 126], "pivotal": held})
    loaded = []
    rule_files = asp.rule_files
    monkeypatch.setattr(asp, "rule_files", lambda ed, cards=(), *a: loaded.append(cards) or rule_files(ed, cards, *a))
    opts, us = g.legal(), g.legal(faction="US")
    loaded = [c for c in loaded if 68 in c and len(c) < 10]          # (the two questions' cards)
    assert not set(loaded[0]) & set(held.values()) and set(loaded[1]) & set(held.values()) == {121}
    assert opts["pass"] == ["pass"] and "train(saigon)" in opts["train"] and "play_pivotal" not in opts
    assert us == {"play_pivotal": ["play_pivotal"]}
    monkeypatch.setattr(Game, "_cards", lambda self, atoms=None: tuple(sorted({68, *held.values()})))
    assert Game(g.state).legal() == opts                          # with every held card's rules
