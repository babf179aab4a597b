"""The deck as the rules know it: each card's number, title, kind, Faction
order, which of its sides the rules encode, and a summary of what it does in
the project's own words: the header of the card's rule file
(asp/events/cards/NNN_title.lp), or for a Coup card its RVN Leader's line in
asp/events/leaders.lp.

>>> card_info(107)["encoded"]
['unshaded', 'shaded']
>>> card_info(125)["kind"]
'coup'
"""

import functools
from pathlib import Path

from . import asp

SIDES = ["unshaded", "shaded"]


@functools.lru_cache(maxsize=4)
def _encoded(edition):
    """Card number -> the sides its rule file encodes (event_rules/1: both or
    its one side; event_side/2: that side)."""
    out = {}
    for s in asp.declared(edition, ("event_rules", "event_side")):
        c = s.arguments[0].number
        if s.name == "event_rules":
            out[c] = list(SIDES)
        else:
            out.setdefault(c, []).append(s.arguments[1].name)
    return out


def _header(path):
    """The text of a rule file's header comment (between its first two
    lines of '='), its first line (the card and its rules sections) left out."""
    lines, inside = [], 0
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("% ====="):
            inside += 1
            if inside == 2:
                break
            continue
        if inside == 1 and line.startswith("%"):
            lines.append(line[1:].strip())
    return " ".join(lines[1:]).strip()


def _leader_line(card):
    """What a Coup card's RVN Leader does: its line in asp/events/leaders.lp
    ("Name (N): ..."), or for a Failed Attempt the header of
    asp/coup/coup_card.lp."""
    if asp.static().leader.get(card) == "failed_attempt":
        return "Failed Attempt: " + _header(asp.ASP_DIR / "coup" / "coup_card.lp")
    path = asp.ASP_DIR / "events" / "leaders.lp"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("%") and f"({card})" in line:
            return line[1:].split(".  ")[0].strip()
    return ""


def card_info(card, edition=2):
    """A card's facts: number, title, kind (event, capability, momentum,
    pivotal, coup), period, Faction order, its sides, which sides the rules
    encode (a Coup card: its Coup Round and its RVN Leader, or Failed
    Attempt), and the summary."""
    st = asp.static()
    if card not in st.cards:
        from .errors import BadInput
        raise BadInput("card", card, "no such card (cards are numbered 1-130)")
    info = st.cards[card]
    dual = card in {x[0].number for x in st.atoms("dual", 1)}
    kind = ("pivotal" if card in st.pivotal else "capability" if card in st.capability_cards
            else "momentum" if card in st.momentum_cards else "coup" if card in st.leader else info["kind"])
    out = {"number": card, "title": info.get("title", ""), "kind": kind, "period": info.get("period") or None,
           "faction_order": [f.upper() for f in info.get("order", [])],
           "sides": [] if card in st.leader else list(SIDES) if dual else ["unshaded"]}   # (a Coup card has no Event)
    if card in st.leader:
        out["encoded"] = ["coup_round", "failed_attempt" if st.leader[card] == "failed_attempt" else "leader"]
        out["summary"] = "Coup card: a Coup Round (6.0) and the RVN Leader box (2.4.1). " + _leader_line(card)
        return out
    out["encoded"] = _encoded(edition).get(card, [])
    path = asp._cards_for(edition).get(card)
    out["summary"] = _header(path) if path else "(not encoded yet)"
    return out


def deck(edition=2):
    """card_info of every card of the deck, by number."""
    return [card_info(c, edition) for c in sorted(asp.static().cards)]
