"""Printing a state for people (aligned text) and for machines (JSON per
docs/IDENTIFIERS.md).  Every derived figure comes from the rules (fitl.view).
"""

import json

from .asp import static
from .state import FACTIONS

LEVEL_TEXT = {
    "active_support": "Active Support", "passive_support": "Passive Support", "neutral": "Neutral",
    "passive_opposition": "Passive Opposition", "active_opposition": "Active Opposition",
}
PIECE_TEXT = {
    "us_troops": "Troops", "us_base": "Base", "us_irregular": "Irregular",
    "us_irregular_underground": "Irregular (U)", "us_irregular_active": "Irregular (A)",
    "arvn_troops": "Troops", "arvn_police": "Police", "arvn_ranger": "Ranger",
    "arvn_ranger_underground": "Ranger (U)", "arvn_ranger_active": "Ranger (A)", "arvn_base": "Base",
    "nva_troops": "Troops", "nva_guerrilla": "Guerrilla", "nva_guerrilla_underground": "Guerrilla (U)",
    "nva_guerrilla_active": "Guerrilla (A)", "nva_base": "Base", "nva_base_tunneled": "Base (tunneled)",
    "vc_guerrilla": "Guerrilla", "vc_guerrilla_underground": "Guerrilla (U)",
    "vc_guerrilla_active": "Guerrilla (A)", "vc_base": "Base", "vc_base_tunneled": "Base (tunneled)",
}
LEADER_TEXT = {
    "minh": "Duong Van Minh", "khanh": "Nguyen Khanh", "young_turks": "Young Turks",
    "ky": "Nguyen Cao Ky", "thieu": "Nguyen Van Thieu", "failed_attempt": "none (Failed Attempt)",
}



def game_over_line(state):
    """A finished game's line: 7.1's places with the margins (a shared place
    shown as such, game_over.places), or a 1-player game's margins (8.9's
    end says who won, not 7.1's places)."""
    if "one_player" in state.game_over:
        from .one_player import over_text
        return over_text(state)
    places, margins = state.game_over.get("places", {}), state.game_over["margins"]
    return "Game over: " + ", ".join(f"{places.get(p, i)}. {p} ({margins[p]:+d})"
                                     for i, p in enumerate(state.game_over["ranking"], start=1))

def card_text(n):
    if n is None:
        return "-"
    c = static().cards[n]
    order = ", ".join(f.upper() for f in c["order"])
    return f"{n} {c['title']}" + (f" ({order})" if order else f" ({c['kind']})")


def state_json(state, view):
    st = static()
    spaces = {}
    for sid in st.spaces:
        sp = state.spaces.get(sid, {})
        spaces[sid] = {
            "control": view.control[sid],
            "support": sp.get("support", "neutral"),
            "terror": sp.get("terror", 0),
            "sabotage": bool(sp.get("sabotage", False)),
            "pieces": dict(sp.get("pieces", {})),
        }
    d = state.to_dict()
    return {
        "scenario": state.scenario,
        "edition": state.edition,
        "seed": state.seed,
        "options": d["options"],
        "victory": {f: view.score[f] for f in FACTIONS},
        "margins": {f: view.margin[f] for f in FACTIONS},
        "resources": dict(state.resources),
        "aid": state.aid,
        "patronage": state.patronage,
        "econ": state.econ,
        "trail": state.trail,
        "total_support": view.total_support,
        "total_opposition": view.total_opposition,
        "spaces": spaces,
        "available": {k: v for k, v in sorted(view.available.items()) if v},
        "out_of_play": d["out_of_play"],
        "casualties": d["casualties"],
        "eligibility": dict(state.eligibility),
        "turn": d["turn"],
        "cards": {
            "current": state.cards["current"],
            "next": state.next_card,
            "deck_remaining": max(len(state.cards["deck"]) - 1, 0),
            "played": list(state.cards["played"]),
            "leader_box": list(state.cards["leader_box"]),
        },
        "rvn_leader": view.rvn_leader,
        "to_act": view.to_act,
        "coup": d["coup"],
        "game_over": d["game_over"],
        "pivotal": d["cards"]["pivotal"],
        "peace_talks": d["cards"]["peace_talks"],
        "us_policy": state.us_policy,
        "nonplayers": [f for f in FACTIONS if f in state.nonplayers],
        "capabilities": {str(k): v for k, v in d["capabilities"].items()},
        "momentum": sorted(state.momentum),
        "momentum_sides": {str(k): v for k, v in d["momentum"].items()},
        "coup_rounds": state.coup_rounds,
        **_one_player_json(view),
    }


def score_json(view):
    return {
        "victory": {f: view.score[f] for f in FACTIONS},
        "margins": {f: view.margin[f] for f in FACTIONS},
        "meets_condition": [f for f in FACTIONS if f in view.wins],
        "total_support": view.total_support,
        "total_opposition": view.total_opposition,
        **_one_player_json(view),
    }


def _one_player_json(view):
    """A 1-player game's standing (8.9), as asp/victory/one_player.lp gives it."""
    if view.one_player is None:
        return {}
    p, n, r = view.one_player
    return {"one_player": {"player_margin": p, "highest_nonplayer_margin": n, "difference": r}}


def dumps(obj):
    return json.dumps(obj, indent=2, sort_keys=False)


def _pieces_text(pieces):
    groups = {}
    for key, n in pieces.items():
        f = static().piece_faction[static().keys.get(key, (key,))[0]].upper()
        groups.setdefault(f, []).append(f"{n} {PIECE_TEXT.get(key, key)}")
    return "; ".join(f"{f}: {', '.join(groups[f])}" for f in FACTIONS if f in groups)


def score_text(view):
    names = {"US": "Support + Available US", "NVA": "NVA Control + Bases",
             "ARVN": "COIN Control + Patronage", "VC": "Opposition + VC Bases"}
    lines = []
    for f in FACTIONS:
        flag = "  meets its condition (7.2)" if f in view.wins else ""
        lines.append(f"{f:<5} {names[f]:<26} {view.score[f]:>3}  margin {view.margin[f]:+d}"
                     f" (needs > {view.score[f] - view.margin[f]}){flag}")
    if view.one_player is not None:
        from .one_player import standing_text
        lines.append(standing_text(view))
    return "\n".join(lines)


def state_text(state, view):
    st = static()
    out = []
    out.append(f"Fire in the Lake: scenario {state.scenario}, edition {state.edition}, seed {state.seed}")
    if state.options.get("one_player"):
        from .one_player import describe
        out.append(describe(state))
    out.append(f"Card: {card_text(state.cards['current'])}    Next: {card_text(state.next_card)}"
               f"    Deck: {max(len(state.cards['deck']) - 1, 0)} below")
    for label, card in (("now", state.cards["current"]), ("next", state.next_card)):
        if card is not None:
            from .cards import card_info
            out.append(f"  {label}: {card_info(card, state.edition)['summary']}")
    out.append(f"RVN Leader: {LEADER_TEXT.get(view.rvn_leader, view.rvn_leader)}"
               f" ({view.leader_cards} card(s) in the box)")
    piv = ", ".join(f"{f} {card_text(c).split(' (')[0]}" for f, c in state.cards["pivotal"].items())
    out.append(f"Pivotal Events held: {piv or 'none'}"
               + ("    Peace Talks marker on Linebacker II" if state.cards["peace_talks"] else ""))
    out.append("Eligibility: " + ", ".join(f"{f} {e}" for f, e in state.eligibility.items()))
    if state.game_over and "one_player" in state.game_over:
        from .one_player import end_text
        out += [game_over_line(state), end_text(state)]
    elif state.game_over:
        out.append(game_over_line(state))
    elif state.coup:
        out.append(f"Coup Round: {view.coup_phase} phase, "
                   + (f"{view.to_act} decides" if view.to_act else "carried out by the rules"))
    elif view.to_act:
        out.append(f"To act: {view.to_act}")
    if state.turn["pending"]:
        out.append("Free actions pending (5.5): " + ", ".join(
            f"{p['faction']} {'rest of the Event' if p['action'] == 'rest' else p['action']} (card {p['card']}"
            + (f", die {p['roll']}" if p.get("roll") else "")
            + (f", Population {p['withdrawal']}" if p.get("withdrawal") else "")
            + (", pacified " + " ".join(f"{st.label[x]} {n}" for x, n in p["pacified"].items())
               if p.get("pacified") else "") + ")"
            for p in state.turn["pending"]))
    out.append(f"Resources: ARVN {state.resources['ARVN']}, NVA {state.resources['NVA']}, "
               f"VC {state.resources['VC']}    Aid {state.aid}    Patronage {state.patronage}    "
               f"Total Econ {state.econ}    Trail {state.trail}")
    out.append("")
    out.append(score_text(view))
    out.append("")
    out.append(f"{'Space':<34}{'Control':<9}{'Support':<20}Pieces")
    for sid in st.spaces:
        sp = state.spaces.get(sid, {})
        ctrl = view.control[sid]
        if not sp and not ctrl:
            continue
        marks = []
        if sp.get("terror"):
            marks.append(f"Terror x{sp['terror']}")
        if sp.get("sabotage"):
            marks.append("Sabotage")
        level = LEVEL_TEXT[sp.get("support", "neutral")] if st.space_type[sid] != "loc" else ""
        pieces = _pieces_text(sp.get("pieces", {}))
        extra = f"  [{', '.join(marks)}]" if marks else ""
        out.append(f"{st.label[sid]:<34}{ctrl or '-':<9}{level:<20}{pieces}{extra}")
    out.append("")
    out.append("Available: " + (_box_text(view.available) or "none"))
    out.append("Out of Play: " + (_box_text(state.out_of_play) or "none"))
    out.append("Casualties: " + (_box_text(state.casualties) or "none"))
    caps = ", ".join(f"{card_text(c).split(' (')[0]} ({side})" for c, side in sorted(state.capabilities.items()))
    out.append("Capabilities: " + (caps or "none"))
    mom = ", ".join(f"{card_text(c).split(' (')[0]} ({side})" for c, side in sorted(state.momentum.items()))
    out.append("Momentum: " + (mom or "none"))
    return "\n".join(out)


def _box_text(counts):
    return _pieces_text({k: v for k, v in counts.items() if v})


def _title(card):
    return f"{card} {static().cards[card]['title']}"


def changes(a, b, va, vb):
    """Lines saying what a move changed from state `a` to state `b` (views
    `va`, `vb`): pieces, markers, Support, Control, tracks, victory markers,
    boxes, eligibility, the cards (in play, Capabilities, Momentum, Pivotal
    Events held, the RVN Leader), free actions pending, the Coup Round's
    phase and the end of the game."""
    st = static()
    lines = []
    for sid in st.spaces:
        pa, pb = a.pieces(sid), b.pieces(sid)
        diff = {k: pb.get(k, 0) - pa.get(k, 0) for k in set(pa) | set(pb) if pb.get(k, 0) != pa.get(k, 0)}
        label = st.label[sid]
        if diff:
            lines.append(f"{label}: " + ", ".join(f"{k} {d:+d}" for k, d in sorted(diff.items())))
        for k in ("support", "terror", "sabotage"):
            x, y = a.spaces.get(sid, {}).get(k), b.spaces.get(sid, {}).get(k)
            if x != y:
                blank = "neutral" if k == "support" else 0
                lines.append(f"{label}: {k} {x or blank} -> {y or blank}")
        if va.control[sid] != vb.control[sid]:
            lines.append(f"{label}: Control {va.control[sid] or 'none'} -> {vb.control[sid] or 'none'}")
    for f in ("ARVN", "NVA", "VC"):
        if a.resources[f] != b.resources[f]:
            lines.append(f"{f} Resources {a.resources[f]} -> {b.resources[f]}")
    for k in ("aid", "patronage", "econ", "trail"):
        if getattr(a, k) != getattr(b, k):
            lines.append(f"{k.capitalize()} {getattr(a, k)} -> {getattr(b, k)}")
    for f in FACTIONS:
        if va.score.get(f) != vb.score.get(f):
            lines.append(f"{f} victory marker {va.score.get(f)} -> {vb.score.get(f)}")
    for box in ("out_of_play", "casualties"):
        x, y = getattr(a, box), getattr(b, box)
        if x != y:
            lines.append(f"{box}: {x} -> {y}")
    if a.eligibility != b.eligibility:
        lines.append("Eligibility: " + ", ".join(f"{f} {e}" for f, e in b.eligibility.items()))
    lines += _card_changes(a, b, va, vb)
    return lines


def _card_changes(a, b, va, vb):
    lines = []
    if a.cards["current"] != b.cards["current"]:
        lines.append(f"Card: now {card_text(b.cards['current'])}, next {card_text(b.next_card)}")
    for what, x, y in (("Capability", a.capabilities, b.capabilities), ("Momentum", a.momentum, b.momentum)):
        for c in sorted(set(x) | set(y)):
            if c not in x:
                lines.append(f"{what} {_title(c)} ({y[c]}) now in effect")
            elif c not in y:
                lines.append(f"{what} {_title(c)} ({x[c]}) no longer in effect")
            elif x[c] != y[c]:
                lines.append(f"{what} {_title(c)}: {x[c]} -> {y[c]}")
    pa, pb = a.cards["pivotal"], b.cards["pivotal"]
    for f in FACTIONS:
        if pa.get(f) != pb.get(f):
            lines.append(f"{f} Pivotal Event: " + (f"holds {_title(pb[f])}" if f in pb else "played"))
    if va.rvn_leader != vb.rvn_leader or a.cards["leader_box"] != b.cards["leader_box"]:
        lines.append(f"RVN Leader: {va.rvn_leader or 'none'} -> {vb.rvn_leader or 'none'}")
    if a.cards["peace_talks"] != b.cards["peace_talks"]:
        lines.append("Peace Talks marker " + ("on Linebacker II" if b.cards["peace_talks"] else "removed"))
    for c in sorted(set(a.cards["played"]) - set(b.cards["played"])):
        lines.append(f"{_title(c)} back to its owner from the played cards")
    if a.cards["leader_flipped"] != b.cards["leader_flipped"]:
        lines.append("RVN Leader card " + ("flipped" if b.cards["leader_flipped"] else "face up"))
    if a.turn["pending"] != b.turn["pending"]:
        pending = [f"{p['faction']} {p['action']}" + (f" (die {p['roll']})" if p.get("roll") else "")
                   for p in b.turn["pending"]]
        lines.append("Pending free actions: " + (", ".join(pending) if pending else "none"))
    for f in FACTIONS:
        ma, mb = set(a.turn["marks"].get(f, [])), set(b.turn["marks"].get(f, []))
        for m in sorted(mb - ma):
            lines.append(f"{f}: {m.replace('_', ' ')}")
    if a.deception != b.deception:
        lines.append("Deception markers used: " + ", ".join(
            f"{p} {m['marker']}" for p, held in b.deception.items() for m in held if m["used"]))
    ca, cb = (a.coup or {}).get("phase"), (b.coup or {}).get("phase")
    if ca != cb:
        lines.append(f"Coup Round: {ca or 'none'} -> {cb or 'over'}")
    if ca == "victory" and va.one_player_survives and not b.game_over:
        from .one_player import survived_text
        lines.append(survived_text(va))
    if b.game_over and not a.game_over:
        lines.append("Game over: " + ", ".join(f"{p} {m:+d}" for p, m in b.game_over["margins"].items()))
        if "one_player" in b.game_over:
            from .one_player import end_text
            lines.append(end_text(b))
    return lines
