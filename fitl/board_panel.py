"""The side of `fitl board`'s map: the cards (current and next), the
sequence of play, the tracks, the victory markers with their thresholds,
the RVN Leader, the Capabilities and Momentum in effect, the boxes
(Available, Out of Play, Casualties) and a legend.  Values come from the
state and Game.view(); a track's length is the rules' constant for it
(`fitl consts`), a victory threshold the marker less its margin (view)."""

import textwrap

from . import asp
from .asp import static
from .board_draw import COLOUR, INK, attr, badge, draw_rows, icon, rows, text, title, width
from .render import LEADER_TEXT, game_over_line
from .state import FACTIONS

KIND_TEXT = {"event": "Event", "capability": "Capability", "momentum": "Momentum", "pivotal": "Pivotal Event",
             "coup": "Coup"}
DID_TEXT = {"event": "Event", "op": "Operation", "op_sa": "Op + Special Activity", "limop": "Limited Op"}
VICTORY_TEXT = {"US": "Support + Available US", "ARVN": "COIN Control + Patronage",
                "NVA": "NVA Control + Bases", "VC": "Opposition + VC Bases"}


class _Column:
    """Draws down a column: each add() places a piece of given height."""

    def __init__(self, x, y, w):
        self.x, self.y, self.w, self.out = x, y, w, []

    def heading(self, s):
        self.y += 10
        self.out.append(text(self.x, self.y + 14, s.upper(), 13, "bold", "#5a4a2a", letter_spacing=1.5))
        self.out.append(f"<line{attr(x1=self.x, y1=self.y + 19, x2=self.x + self.w, y2=self.y + 19, stroke='#b9a77e', stroke_width=1)}/>")
        self.y += 26

    def line(self, s, size=12, weight="normal", fill="#1b1b1b", **kw):
        self.out.append(text(self.x, self.y + size, s, size, weight, fill, **kw))
        self.y += size + 5


def _faction_pills(x, y, factions, cls=None):
    out, cx = [], x
    for f in factions:
        svg, w = badge(cx, y, f, COLOUR[f], INK[f], 11, class_=cls, data_faction=f)
        out.append(svg)
        cx += w + 4
    return "".join(out), cx - x


def _card(col, x, w, label, card, ident, leader=None):
    """One card's box: number, title, kind, Faction order (or Coup)."""
    st = static()
    h = 92
    y = col.y
    if card is None:
        col.out.append(f"<g{attr(id=ident, data_card='')}><rect{attr(x=x, y=y, width=w, height=h, rx=8, fill='#ece6d6', stroke='#9a8d6c', stroke_dasharray='5 4')}/>"
                       + text(x + 10, y + 18, label, 10, "bold", "#6b5d3c") + text(x + 10, y + 50, "none", 13, fill="#6b5d3c") + "</g>")
        return
    info = st.cards[card]
    kind = "coup" if card in st.leader else ("pivotal" if card in st.pivotal else
                                            "capability" if card in st.capability_cards else
                                            "momentum" if card in st.momentum_cards else info["kind"])
    coup = kind == "coup"
    fill, ink = ("#6d1a14", "#ffffff") if coup else ("#fffdf6", "#1b1b1b")
    body = [f"<rect{attr(x=x, y=y, width=w, height=h, rx=8, fill=fill, stroke='#2b2b2b', stroke_width=1.5)}/>",
            text(x + 10, y + 16, label, 10, "bold", "#d9b9b4" if coup else "#6b5d3c"),
            text(x + w - 10, y + 16, KIND_TEXT.get(kind, kind), 10, "bold", "#d9b9b4" if coup else "#6b5d3c", "end"),
            text(x + 10, y + 40, f"{card}", 20, "bold", ink)]
    name = info.get("title", "")
    size = 14 if width(name, 14, True) < w - 60 else 12
    body.append(text(x + 18 + width(card, 20, True), y + 39, name, size, "bold", ink))
    if coup:
        who = LEADER_TEXT.get(st.leader[card], st.leader[card])
        body.append(text(x + 10, y + 66, "Coup Round", 12, "bold", "#ffd9d4"))
        body.append(text(x + 10, y + 82, f"RVN Leader: {who}" if st.leader[card] != "failed_attempt" else who.replace("none (", "").rstrip(")"), 11, fill="#ffd9d4"))
    else:
        pills, _ = _faction_pills(x + 10, y + 56, [f.upper() for f in info["order"]])
        body.append(pills)
        if info.get("period"):
            body.append(text(x + w - 10, y + 84, f"period {info['period']}", 9, fill="#6b5d3c", anchor="end"))
    col.out.append(f"<g{attr(id=ident, data_card=card, data_kind=kind)}>{title(f'{card} {name}')}{''.join(body)}</g>")


def _gauge(col, name, value, hi, ident, mark=None, note="", colour="#6a5a3a"):
    """A track: its name and value over a bar from 0 to `hi` (the rules'
    maximum); `mark`, a threshold drawn across the bar."""
    x, y, w = col.x, col.y, col.w
    bar_x, bar_w = x + 150, w - 190
    share = max(0.0, min(1.0, value / hi)) if hi else 0
    out = [text(x, y + 13, name, 12, "bold"), text(x + w, y + 13, str(value), 13, "bold", anchor="end"),
           f"<rect{attr(x=bar_x, y=y + 2, width=bar_w, height=13, rx=3, fill='#e6dcc3', stroke='#a8987a', stroke_width=0.8)}/>",
           f"<rect{attr(x=bar_x, y=y + 2, width=f'{bar_w * share:.1f}', height=13, rx=3, fill=colour)}/>"]
    if mark is not None and hi:
        mx = bar_x + bar_w * min(1.0, mark / hi)
        out.append(f"<line{attr(x1=f'{mx:.1f}', y1=y - 2, x2=f'{mx:.1f}', y2=y + 19, stroke='#111', stroke_width=2)}/>")
    if note:
        out.append(text(bar_x, y + 29, note, 10, fill="#4b4b4b"))
    col.out.append(f"<g{attr(id=ident, data_value=value, data_max=hi, data_threshold=mark)}>{''.join(out)}</g>")
    col.y += 36 if note else 22


def _sequence(col, state, view):
    turn = state.turn
    acted = {a["faction"]: a for a in turn["acted"]}
    out = []
    for label, who, cls in (("Eligible", [f for f in FACTIONS if state.eligibility[f] == "eligible"
                                          and f not in acted and f not in turn["passed"]], "eligible"),
                            ("Ineligible", [f for f in FACTIONS if state.eligibility[f] != "eligible"], "ineligible"),
                            ("Passed", list(turn["passed"]), "passed")):
        svg, _ = _faction_pills(col.x + 90, col.y, who, cls)
        out.append(text(col.x, col.y + 13, label, 12, "bold") + (svg or text(col.x + 90, col.y + 13, "-", 12)))
        col.y += 22
    for a in turn["acted"]:
        nth = {1: "1st", 2: "2nd"}.get(a["position"], f"{a['position']}th")
        svg, w = _faction_pills(col.x + 90, col.y, [a["faction"]], "acted")
        out.append(text(col.x, col.y + 13, f"{nth} acted", 12, "bold") + svg
                   + text(col.x + 96 + w, col.y + 13, DID_TEXT.get(a["did"], a["did"]), 12))
        col.y += 22
    col.out.append(f"<g{attr(id='eligibility')}>{''.join(out)}</g>")


def _boxes(col, view, state):
    for name, counts, ident in (("Available", view.available, "available"),
                                ("Out of Play", state.out_of_play, "out-of-play"),
                                ("Casualties", state.casualties, "casualties")):
        col.out.append(text(col.x, col.y + 13, name, 12, "bold"))
        pieces = {k: n for k, n in counts.items() if n}
        if pieces:
            svg, _, h = draw_rows(rows(pieces), col.x + 100, col.y - 2, most=col.w - 100)
        else:
            svg, h = text(col.x + 100, col.y + 13, "none", 12, fill="#6b6b6b"), 18
        col.out.append(f"<g{attr(id=ident)}>{svg}</g>")
        col.y += max(h, 20) + 4


def _lasting(col, label, cards, ident):
    st = static()
    col.out.append(f"<g{attr(id=ident)}>")
    col.line(label, 12, "bold")
    for c, side in sorted(cards.items()):
        shade = "#4e3b1d" if side == "shaded" else "#1d3b4e"
        col.out.append(f"<g{attr(data_card=c, data_side=side)}>")
        col.line(f"{c} {st.cards[c]['title']} ({side})", 11, fill=shade)
        col.out.append("</g>")
    if not cards:
        col.line("none", 11, fill="#6b6b6b")
    col.out.append("</g>")


def _legend(col):
    x, y = col.x, col.y
    items = [("us_troops", "Troops (cube)"), ("arvn_police", "Police (cube)"),
             ("vc_guerrilla_underground", "Underground (ring)"), ("vc_guerrilla_active", "Active (solid)"),
             ("nva_base", "Base"), ("nva_base_tunneled", "Tunneled Base")]
    out = []
    for i, (key, label) in enumerate(items):
        cx, cy = x + (i % 3) * 165, y + (i // 3) * 22
        out.append(icon(key, cx + 9, cy + 9) + text(cx + 22, cy + 13, label, 11))
    y += 48
    out.append(text(x, y + 10, "Colour = Faction: US green, ARVN yellow (Police orange), NVA red, VC blue.", 10,
                    fill="#4b4b4b"))
    col.out.append(f"<g{attr(id='legend')}>{''.join(out)}</g>")
    col.y = y + 16


def panel_svg(state, view, x, w):
    """The panel's SVG from x (w wide), and its height."""
    consts = {k: v for k, (v, _) in asp.constants(state.edition).items()}
    col = _Column(x, 14, w)
    col.out.append(text(x, 38, "Fire in the Lake", 26, "bold", "#3b2f17"))
    col.y = 48
    col.line(f"scenario {state.scenario or '-'} · edition {state.edition} · seed {state.seed}", 12, fill="#4b4b4b")
    _status(col, state, view)
    col.heading("Cards")
    half = (w - 10) / 2
    _card(col, x, half, "CURRENT", state.cards["current"], "card-current")
    _card(col, x + half + 10, half, "NEXT", state.next_card, "card-next")
    col.y += 98
    col.line(f"{max(len(state.cards['deck']) - 1, 0)} cards in the deck below the next one", 11, fill="#4b4b4b")
    _summary(col, state.cards["current"], state.edition)
    col.heading("Sequence of play")
    _sequence(col, state, view)
    col.heading("Tracks")
    res_max = consts.get("resources_max")
    for f in ("ARVN", "NVA", "VC"):
        _gauge(col, f"{f} Resources", state.resources[f], res_max, f"track-resources-{f}", colour=COLOUR[f])
    _gauge(col, "Aid", state.aid, consts.get("aid_max"), "track-aid")
    _gauge(col, "Patronage", state.patronage, consts.get("patronage_max"), "track-patronage")
    _gauge(col, "Total Econ", state.econ, consts.get("econ_max"), "track-econ")
    _gauge(col, "Trail", state.trail, consts.get("trail_max"), "track-trail", colour="#8d5a2b")
    col.heading("Victory")
    edge = max(v for k, v in consts.items() if k in ("aid_max", "patronage_max", "resources_max"))
    for f in FACTIONS:
        score, margin = view.score[f], view.margin[f]
        need = score - margin
        _gauge(col, f"{f}", score, edge, f"victory-{f}", mark=need, colour=COLOUR[f],
               note=f"{VICTORY_TEXT[f]}: needs more than {need} ({margin:+d})" + ("  WINS" if f in view.wins else ""))
    col.line(f"Total Support {view.total_support} · Total Opposition {view.total_opposition}", 11, fill="#4b4b4b",
             id="totals", data_support=view.total_support, data_opposition=view.total_opposition)
    if view.one_player is not None:           # the 1-player game's standing (8.9)
        p, n, r = view.one_player
        col.line(f"1-player (8.9): player {p:+d}, highest Non-player {n:+d}: {r:+d}", 11, fill="#4b4b4b",
                 id="one-player", data_player=p, data_nonplayer=n, data_difference=r)
    col.heading("RVN Leader")
    col.out.append(f"<g{attr(id='rvn-leader', data_leader=view.rvn_leader or '')}>")
    col.line(LEADER_TEXT.get(view.rvn_leader, view.rvn_leader or "none"), 14, "bold")
    col.line(f"{view.leader_cards} card(s) in the RVN Leader box", 11, fill="#4b4b4b")
    col.out.append("</g>")
    col.heading("In effect")
    _lasting(col, "Capabilities", state.capabilities, "capabilities")
    _lasting(col, "Momentum", state.momentum, "momentum")
    col.out.append(f"<g{attr(id='pivotal')}>")
    col.line("Pivotal Events held", 12, "bold")
    for f, c in state.cards["pivotal"].items():
        col.out.append(f"<g{attr(data_faction=f, data_card=c)}>")
        col.line(f"{f}: {c} {static().cards[c]['title']}", 11)
        col.out.append("</g>")
    if not state.cards["pivotal"]:
        col.line("none", 11, fill="#6b6b6b")
    if state.cards["peace_talks"]:
        col.line("Peace Talks marker on Linebacker II", 11)
    col.out.append("</g>")
    col.heading("Forces off the map")
    _boxes(col, view, state)
    col.heading("Legend")
    _legend(col)
    return "".join(col.out), col.y


def _status(col, state, view):
    """Who is to act, the Coup Round's phase, or the end of the game."""
    if state.game_over:
        s = game_over_line(state)
    elif state.coup:
        s = f"Coup Round, {view.coup_phase} phase" + (f": {view.to_act} decides" if view.to_act else "")
    else:
        s = f"To act: {view.to_act}" if view.to_act else "Nobody is to act"
    col.out.append(f"<g{attr(id='status', data_to_act=view.to_act or '')}>")
    col.line(s, 15, "bold", "#6d1a14")
    if state.game_over and "one_player" in state.game_over:
        from .one_player import end_title
        col.line(end_title(state), 12, "bold", "#6d1a14")
    col.out.append("</g>")


def sides(card, edition=2):
    """A card's summary (fitl.cards.card_info, as `fitl cards N` prints it)
    as (heading, text) pairs: its Unshaded and Shaded sides, or its one text."""
    from .cards import card_info
    summary = card_info(card, edition)["summary"]
    if summary.startswith("Unshaded: ") and " Shaded: " in summary:
        a, b = summary[len("Unshaded: "):].split(" Shaded: ", 1)
        return [("Unshaded", a), ("Shaded", b)]
    head, sep, rest = summary.partition(": ")
    return [(head, rest)] if sep and len(head) < 20 else [("", summary)]


def _summary(col, card, edition, most=7):
    """The current card's sides in a few wrapped lines each."""
    if card is None:
        return
    chars = int(col.w / (10 * 0.56))
    col.out.append(f"<g{attr(id='card-summary', data_card=card)}>")
    for head, body in sides(card, edition):
        lines = textwrap.wrap(body, chars - (12 if head else 0)) or [""]
        if len(lines) > most:
            lines = lines[:most - 1] + [lines[most - 1].rstrip(".,;") + " ..."]
        for i, line in enumerate(lines):
            if i == 0 and head:
                col.out.append(text(col.x, col.y + 10, f"{head}:", 10, "bold"))
            col.out.append(text(col.x + (64 if head else 0), col.y + 10, line, 10, fill="#2b2b2b"))
            col.y += 13
        col.y += 3
    col.out.append("</g>")
