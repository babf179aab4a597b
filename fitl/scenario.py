"""Scenarios: the setup pages as YAML data (scenarios/*.yaml) turned into a first
game state, with the draw deck built from the seed (2.1 Deck Preparation).

>>> s = new_game("tutorial", seed=1)
>>> s.cards["current"], s.next_card
(107, 55)
"""

import random
from pathlib import Path

from .asp import static
from .errors import BadInput, shown
from .files import read_yaml
from .state import FACTIONS, OPTION_NAMES, State

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "scenarios"
SCENARIO_KEYS = [
    "extends", "name", "title", "us_policy", "aid", "patronage", "econ", "trail", "resources",
    "markers", "out_of_play", "leader_box", "pivotal", "deck", "period_capabilities", "spaces",
    "edition", "options",
]
DECK_KEYS = ["piles", "events_per_pile", "coups", "period_piles", "cards"]

def scenario_names():
    return sorted(p.stem for p in SCENARIO_DIR.glob("*.yaml") if _is_setup(p))

def _is_setup(path):
    try:
        data, _ = read_yaml(path)
    except BadInput:
        return False
    return isinstance(data, dict) and "name" in data and "game" not in data

def _read(path):
    data, _ = read_yaml(path, what="scenario file")
    if data is None:
        raise BadInput(str(path), None, "the file is empty (not a scenario)")
    if not isinstance(data, dict):
        raise BadInput(str(path), None, "a scenario must be a YAML mapping")
    return data

def script_name(name_or_path):
    """How a game script (fitl.replay) names the scenario: a built-in's name
    as it is, a YAML file by its absolute path (its setup's `name` may be a
    built-in's, e.g. a copy of short.yaml with other options)."""
    if str(name_or_path) in scenario_names():
        return str(name_or_path)
    return str(locate(name_or_path).resolve())

def locate(name_or_path):
    """A scenario name (full, medium, short, tutorial) or a path to a YAML file."""
    try:
        p = Path(name_or_path)
        if p.suffix in (".yaml", ".yml") or p.exists():
            return p
        q = SCENARIO_DIR / f"{name_or_path}.yaml"
        if q.exists():
            return q
    except (OSError, ValueError) as e:          # a name too long, a NUL in it
        raise BadInput(str(name_or_path)[:60], None, f"not a scenario name or path ({e})") from None
    raise BadInput(str(name_or_path), None,
                   f"unknown scenario (expected one of: {', '.join(scenario_names())}, or a path to a YAML file)")

def load_setup(name_or_path, _extending=()):
    """The scenario's data, with any `extends:` parent merged underneath
    (`_extending`: the files that extend this one, to refuse a circle)."""
    path = locate(name_or_path)
    if path.resolve() in _extending:
        raise BadInput(str(path), "extends", "a scenario cannot extend itself, nor one that extends it")
    data = _read(path)
    for k in data:
        if k not in SCENARIO_KEYS:
            raise BadInput(str(path), k, f"unknown key (expected one of: {', '.join(SCENARIO_KEYS)})")
    if "extends" in data:
        parent_name = data["extends"]
        if not isinstance(parent_name, str) or not parent_name:
            raise BadInput(str(path), "extends", f"name the scenario this one extends, got {shown(parent_name)}")
        parent_path = locate(parent_name) if "/" not in parent_name else path.parent / parent_name
        parent, _ = load_setup(parent_path, _extending + (path.resolve(),))
        merged = dict(parent)
        merged.update({k: v for k, v in data.items() if k != "extends"})
        data = merged
    return data, path

def _check_control(setup, state, view, source):
    """The setup page's Control markers must be what the pieces give (1.7)."""
    for sid in static().spaces:
        printed = (setup.get("spaces") or {}).get(sid, {}) or {}
        printed = printed.get("control") if isinstance(printed, dict) else None
        derived = view.control[sid]
        if printed not in (None, "COIN", "NVA"):
            raise BadInput(source, f"spaces.{sid}.control", f"unknown Control {shown(printed)} (COIN or NVA)")
        if printed != derived:
            raise BadInput(source, f"spaces.{sid}.control",
                           f"1.7: the setup says {printed or 'no'} Control but the pieces give {derived or 'none'}")

def _check_markers(setup, view, source):
    printed = setup.get("markers")
    if printed is None:
        return
    if not isinstance(printed, dict):
        raise BadInput(source, "markers", "expected a mapping of Faction to victory marker")
    for f, v in printed.items():
        if f not in FACTIONS:
            raise BadInput(source, f"markers.{f}", "unknown Faction")
        if view.score[f] != v:
            raise BadInput(source, f"markers.{f}",
                           f"1.9: the setup prints {v} but the position gives {view.score[f]}")

def _deception(state, options, seed, source):
    """7.3 Victory Deception: each player (the rules' player/1: a Faction, or
    the joined players of the No Non-Player option, 1.5) takes 2 markers from
    the pool (asp/static/forces.lp: deception_pool/2); with Handicap the
    players named choose theirs first (in the order given), the others draw
    blindly (seeded) from what is left."""
    from .view import View
    players = View.of(state).players
    deception = sorted(static().deception_pool)
    pool = [m for m in deception for _ in range(static().deception_pool[m])]
    out = {}
    chosen = options.get("handicap") or {}
    if not isinstance(chosen, dict):
        raise BadInput(source, "options.handicap", "expected a mapping of player to its 2 markers")
    for p, markers in chosen.items():
        if p not in players:
            raise BadInput(source, f"options.handicap.{p}", f"not a player (players: {', '.join(players)})")
        if not isinstance(markers, list) or len(markers) != 2:
            raise BadInput(source, f"options.handicap.{p}", "choose exactly 2 markers")
        for m in markers:
            if m not in deception:
                raise BadInput(source, f"options.handicap.{p}", f"unknown marker {shown(m)} ({', '.join(deception)})")
            if m not in pool:
                raise BadInput(source, f"options.handicap.{p}", f"no {m} marker left to choose")
            pool.remove(m)
        out[p] = [{"marker": m, "used": False} for m in markers]
    rng = random.Random(f"fitl-deception:{seed}")
    rng.shuffle(pool)
    for p in players:
        if p not in out:
            out[p] = [{"marker": pool.pop(), "used": False} for _ in range(2)]
    return {p: out[p] for p in players}


def _deal(deck_spec, options, seed, set_out, source):
    """2.1 Deck Preparation: shuffle the Event cards, deal the piles, shuffle one
    Coup card into each, and stack the piles (top pile first)."""
    st = static()
    rng = random.Random(f"fitl-deck:{seed}")
    if not isinstance(deck_spec, dict):
        raise BadInput(source, "deck", "expected a mapping: piles, events_per_pile and coups, or cards")
    for k in deck_spec:
        if k not in DECK_KEYS:
            raise BadInput(source, f"deck.{k}", f"unknown key (expected one of: {', '.join(DECK_KEYS)})")
    if "cards" in deck_spec:
        if not isinstance(deck_spec["cards"], list):
            raise BadInput(source, "deck.cards", "expected a list of cards")
        return [_card(c, source, "deck.cards") for c in deck_spec["cards"]]
    try:
        piles, size = _count(deck_spec["piles"]), _count(deck_spec["events_per_pile"])
        coups = [_card(c, source, "deck.coups") for c in deck_spec["coups"]]
    except (KeyError, TypeError, ValueError):
        raise BadInput(source, "deck", "needs piles, events_per_pile and coups (or a fixed list under cards)") from None
    if len(coups) != piles:
        raise BadInput(source, "deck.coups", f"{len(coups)} Coup cards for {piles} piles")
    events = sorted(n for n, c in st.cards.items() if c["kind"] == "event" and n not in set_out)
    rng.shuffle(events)
    rng.shuffle(coups)
    if options.get("period_events"):
        periods = deck_spec.get("period_piles") or []
        if not isinstance(periods, list) or not all(type(p) is int for p in periods):
            raise BadInput(source, "deck.period_piles", "expected a list of Periods (years), one per pile")
        if len(periods) != piles:
            raise BadInput(source, "deck.period_piles", f"needs one Period per pile ({piles})")
        pools = {}
        for n in events:
            pools.setdefault(st.cards[n]["period"], []).append(n)
        dealt = []
        for p in periods:
            pool = pools.get(p, [])
            if len(pool) < size:
                raise BadInput(source, "deck.period_piles", f"not enough {p} Event cards for a {size}-card pile")
            dealt.append([pool.pop() for _ in range(size)])
    else:
        if len(events) < piles * size:
            raise BadInput(source, "deck", "not enough Event cards for the piles")
        dealt = [[events.pop() for _ in range(size)] for _ in range(piles)]
    deck = []
    for pile, coup in zip(dealt, coups):
        if options.get("political_rhythm"):
            # Tournament option: the Coup goes among the pile's bottom 4 Events.
            at = len(pile) - rng.randint(0, min(4, len(pile)))
        else:
            at = rng.randint(0, len(pile))
        pile.insert(at, coup)
        deck.extend(pile)
    return deck

def _count(value):
    """A number of piles or of cards in each: a whole number 0 to 130."""
    if type(value) is not int or not 0 <= value <= 130:
        raise ValueError(value)
    return value

def _card(value, source, key):
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 4:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value not in static().cards:
        raise BadInput(source, key, f"unknown card {shown(value)}")
    return value

def new_game(name_or_path, seed=0, edition=None, options=None, nonplayers=()):
    """The first state of a game: the scenario's setup and a freshly built deck;
    `nonplayers`: the Factions the Non-player rules play (section 8)."""

    setup, path = load_setup(name_or_path)
    source = str(path)
    if not isinstance(setup.get("options") or {}, dict):
        raise BadInput(source, "options", "expected a mapping of option to true or false")
    options = {**(setup.get("options") or {}), **(options or {})}
    for k in options:
        if k not in OPTION_NAMES:
            raise BadInput(source, "options", f"unknown option {shown(k)}")
    spaces = {}
    raw_spaces = setup.get("spaces") or {}
    if not isinstance(raw_spaces, dict):
        raise BadInput(source, "spaces", "expected a mapping of space to setup")
    for sid, sp in raw_spaces.items():
        if not isinstance(sp, dict):
            raise BadInput(source, f"spaces.{sid}", "expected a mapping")
        spaces[sid] = {k: v for k, v in sp.items() if k != "control"}
    set_out = {}
    if options.get("period_events"):
        caps = setup.get("period_capabilities") or {}
        if not isinstance(caps, dict):
            raise BadInput(source, "period_capabilities", "expected a mapping of card to side")
        set_out = {_card(c, source, "period_capabilities"): side for c, side in caps.items()}
    data = {
        "scenario": setup.get("name", Path(path).stem),
        "edition": edition if edition is not None else setup.get("edition", 2),
        "options": options,
        "seed": seed,
        "us_policy": setup.get("us_policy"),
        "resources": setup.get("resources"),
        "aid": setup.get("aid", 0),
        "patronage": setup.get("patronage", 0),
        "econ": setup.get("econ", 15),
        "trail": setup.get("trail", 0),
        "spaces": spaces,
        "out_of_play": setup.get("out_of_play"),
        "capabilities": set_out,
        "cards": {"leader_box": setup.get("leader_box") or [], "pivotal": setup.get("pivotal") or {}},
        "nonplayers": {f.upper(): {} for f in nonplayers},
    }
    state = State.from_dict(data, source=source)
    if options.get("one_player_a"):
        # 8.9 Difficulty Option A: the Medium scenario's Capabilities, set up (out of the deck)
        from .one_player import setup_capabilities
        added = setup_capabilities(state, load_setup("medium")[0].get("period_capabilities") or {})
        state.capabilities.update(added)
        set_out = {**set_out, **added}
    deck = _deal(setup.get("deck") or {}, options, seed, set_out, source)
    if not deck:
        raise BadInput(source, "deck", "the deck is empty")
    twice = next((c for i, c in enumerate(deck) if c in deck[:i]), None)
    if twice is not None:
        raise BadInput(source, "deck", f"card {twice} is in the deck twice")
    for c in deck:
        if c in state.cards["leader_box"]:
            raise BadInput(source, "deck", f"card {c} is also in the RVN Leader box")
    # 2.2: the top card is played, the next one is revealed.
    state.cards["current"], state.cards["deck"] = deck[0], deck[1:]
    if options.get("deception") or options.get("handicap"):
        state.deception = _deception(state, options, seed, source)
    from .view import check_state
    view = check_state(state, source)
    _check_control(setup, state, view, source)
    _check_markers(setup, view, source)
    return state
