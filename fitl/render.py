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
        "us_policy": state.us_policy,
        "capabilities": {str(k): v for k, v in d["capabilities"].items()},
        "momentum": sorted(state.momentum),
        "momentum_sides": {str(k): v for k, v in d["momentum"].items()},
    }


def score_json(view):
    return {
        "victory": {f: view.score[f] for f in FACTIONS},
        "margins": {f: view.margin[f] for f in FACTIONS},
        "meets_condition": [f for f in FACTIONS if f in view.wins],
        "total_support": view.total_support,
        "total_opposition": view.total_opposition,
    }


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
    return "\n".join(lines)


def state_text(state, view):
    st = static()
    out = []
    out.append(f"Fire in the Lake: scenario {state.scenario}, edition {state.edition}, seed {state.seed}")
    out.append(f"Card: {card_text(state.cards['current'])}    Next: {card_text(state.next_card)}"
               f"    Deck: {max(len(state.cards['deck']) - 1, 0)} below")
    out.append(f"RVN Leader: {LEADER_TEXT.get(view.rvn_leader, view.rvn_leader)}"
               f" ({view.leader_cards} card(s) in the box)")
    piv = ", ".join(f"{f} {card_text(c).split(' (')[0]}" for f, c in state.cards["pivotal"].items())
    out.append(f"Pivotal Events held: {piv or 'none'}")
    out.append("Eligibility: " + ", ".join(f"{f} {e}" for f, e in state.eligibility.items()))
    if state.game_over:
        out.append("Game over: " + ", ".join(f"{i}. {p} ({state.game_over['margins'][p]:+d})"
                                            for i, p in enumerate(state.game_over["ranking"], start=1)))
    elif state.coup:
        out.append(f"Coup Round: {view.coup_phase} phase, "
                   + (f"{view.to_act} decides" if view.to_act else "carried out by the rules"))
    elif view.to_act:
        out.append(f"To act: {view.to_act}")
    if state.turn["pending"]:
        out.append("Free actions pending (5.5): " + ", ".join(
            f"{p['faction']} {'rest of the Event' if p['action'] == 'rest' else p['action']} (card {p['card']})"
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
