"""Small hand-built positions for tests."""

from fitl.state import State
from fitl.view import View


def position(spaces=None, **tracks):
    """A State with the given spaces (id -> {pieces, support, ...}) and default tracks."""
    data = {"resources": {"ARVN": 30, "NVA": 10, "VC": 5}, "aid": 15, "patronage": 15,
            "econ": 15, "trail": 1, "spaces": spaces or {}}
    data.update(tracks)
    return State.from_dict(data, source="test")


def view(spaces=None, **tracks):
    return View.of(position(spaces, **tracks))


# Cards whose Faction order puts a given Faction first (2.3.2).
FIRST = {"US": 1, "ARVN": 68, "VC": 107, "NVA": 55}


def game(spaces=None, first="US", deck=(2, 3), **tracks):
    """A Game on a hand-built position, with `first` the 1st Eligible Faction."""
    from fitl.game import Game
    data = {"resources": {"ARVN": 30, "NVA": 10, "VC": 5}, "aid": 15, "patronage": 15,
            "econ": 15, "trail": 1, "spaces": spaces or {},
            "cards": {"current": FIRST[first], "deck": list(deck)}}
    data.update(tracks)
    return Game(State.from_dict(data, source="test"))


def sections(reasons):
    return sorted({s for s, _ in reasons})


def pieces(result, space):
    return result.state.pieces(space)


def card_game(card, spaces=None, deck=(2, 3), **extra):
    """A Game with `card` in play (its 1st Faction to act) on a hand-built position.
    Extra keys (capabilities, momentum, out_of_play, resources, ...) go into the state."""
    from fitl.game import Game
    data = {"resources": {"ARVN": 30, "NVA": 10, "VC": 5}, "aid": 15, "patronage": 15,
            "econ": 15, "trail": 1, "spaces": spaces or {},
            "cards": {"current": card, "deck": list(deck)}}
    data.update(extra)
    return Game(State.from_dict(data, source="test"))


def coup_game(phase, spaces=None, card=128, deck=(2, 129), previous=3, **extra):
    """A Game in a Coup Round's `phase` on a hand-built position; the deck holds
    another Coup card, so this is not the final Coup (2.4.2)."""
    from fitl.game import Game
    data = {"resources": {"ARVN": 30, "NVA": 10, "VC": 5}, "aid": 15, "patronage": 15,
            "econ": 15, "trail": 1, "spaces": spaces or {},
            "cards": {"current": card, "deck": list(deck), "previous": previous,
                      "leader_box": extra.pop("leader_box", [])},
            "coup": {"phase": phase, **extra.pop("coup", {})}}
    data.update(extra)
    return Game(State.from_dict(data, source="test"))


# Two NVA Ambushes from two LoCs, each on the Police in Kien Phong next to both (4.4.3).
TWO_AMBUSH_SPACES = {"loc_saigon_can_tho": {"pieces": {"nva_guerrilla_underground": 1}},
                     "loc_can_tho_chau_doc": {"pieces": {"nva_guerrilla_underground": 1}},
                     "kien_phong": {"pieces": {"arvn_police": 2}}}
TWO_AMBUSHES = ("attack(loc_saigon_can_tho) attack(loc_can_tho_chau_doc) ambush(loc_saigon_can_tho) "
                "ambush(loc_can_tho_chau_doc) ambush(loc_saigon_can_tho, kien_phong, arvn_police) "
                "ambush(loc_can_tho_chau_doc, kien_phong, arvn_police)")


def play_out(result):
    """Pass until the card is done (2.3.3): a Result whose card_done is set."""
    while not result.card_done:
        result = result.game.apply("pass")
    return result
