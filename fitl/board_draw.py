"""SVG pieces of `fitl board` (fitl/board.py): text, badges and the chips
that show pieces by Faction and type.  Presentation only: what a chip says
comes from the state, the type of a piece from the rules' static facts.

Text widths are estimated (no font is loaded: the SVG names only the
system's sans-serif fonts), so boxes are sized with a little room to spare.
"""

from xml.sax.saxutils import escape, quoteattr

from .asp import static
from .render import PIECE_TEXT

FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
COLOUR = {"US": "#55702f", "ARVN": "#e3b728", "NVA": "#b8281f", "VC": "#1e5fae"}
INK = {"US": "#ffffff", "ARVN": "#222222", "NVA": "#ffffff", "VC": "#ffffff"}
POLICE = "#e97c1f"                       # ARVN Police: orange cubes, as on the board
FACTION_NAME = {"us": "US", "arvn": "ARVN", "nva": "NVA", "vc": "VC"}
# The order of the pieces in a Faction's row: cubes, then cylinders (Underground
# first), then Bases.
KEY_ORDER = ["us_troops", "us_irregular_underground", "us_irregular_active", "us_irregular", "us_base",
             "arvn_troops", "arvn_police", "arvn_ranger_underground", "arvn_ranger_active", "arvn_ranger",
             "arvn_base", "nva_troops", "nva_guerrilla_underground", "nva_guerrilla_active", "nva_guerrilla",
             "nva_base", "nva_base_tunneled", "vc_guerrilla_underground", "vc_guerrilla_active", "vc_guerrilla",
             "vc_base", "vc_base_tunneled"]
CHIP_H = 20


def attr(**kw):
    """ name="value" ... (a trailing underscore dropped, other underscores as '-')."""
    return "".join(f" {k.rstrip('_').replace('_', '-')}={quoteattr(str(v))}" for k, v in kw.items() if v is not None)


def text(x, y, s, size=12, weight="normal", fill="#1b1b1b", anchor="start", halo=None, **kw):
    halo_attrs = attr(stroke=halo, stroke_width=3, paint_order="stroke", stroke_linejoin="round") if halo else ""
    return (f"<text{attr(x=f'{x:.1f}', y=f'{y:.1f}', font_size=size, font_weight=weight, fill=fill, text_anchor=anchor, **kw)}"
            f"{halo_attrs}>{escape(str(s))}</text>")


def width(s, size=12, bold=False):
    """The estimated width of text `s` at font size `size`."""
    return len(str(s)) * size * (0.64 if bold else 0.58)


def title(s):
    return f"<title>{escape(s)}</title>"


def badge(x, y, s, fill, ink="#ffffff", size=11, tip=None, **data):
    """A rounded label with its top-left corner at (x, y); (svg, width)."""
    w = width(s, size, bold=True) + 10
    h = size + 7
    svg = (f"<g{attr(**data)}>{title(tip or s)}<rect{attr(x=f'{x:.1f}', y=f'{y:.1f}', width=f'{w:.1f}', height=h, rx=4, fill=fill)}/>"
           + text(x + w / 2, y + h - 5, s, size, "bold", ink, "middle") + "</g>")
    return svg, w


def faction_of(key):
    """The Faction (US, ARVN, NVA, VC) of a piece key, from the rules' piece/3."""
    st = static()
    return FACTION_NAME[st.piece_faction[st.keys.get(key, (key,))[0]]]


def _kind(key):
    """(kind, status) of a piece key: kind from the rules' piece/3 (troops,
    police, guerrilla, special_forces, base), status from key/3."""
    st = static()
    ptype, status = st.keys.get(key, (key, None))
    kind = next(x[2].name for x in st.atoms("piece", 3) if x[0].name == ptype)
    return kind, status


def piece_name(key, n):
    """`3 x NVA Guerrilla (Underground)`: the words of a chip's tooltip."""
    name = PIECE_TEXT.get(key, key).replace("(U)", "(Underground)").replace("(A)", "(Active)")
    return f"{n} x {faction_of(key)} {name}"


def icon(key, cx, cy):
    """The symbol of a piece type centred on (cx, cy): a square for Troops, an
    orange square for Police, a disc for Guerrillas, Irregulars and Rangers
    (solid when Active, a ring when Underground), a house for a Base (with a
    black T when Tunneled)."""
    f = faction_of(key)
    colour, ink = COLOUR[f], INK[f]
    kind, status = _kind(key)
    edge = "#222" if f == "ARVN" else "#111"
    if kind in ("troops", "police"):
        fill = POLICE if kind == "police" else colour
        return f"<rect{attr(x=cx - 7, y=cy - 7, width=14, height=14, rx=2, fill=fill, stroke=edge, stroke_width=1)}/>"
    if kind == "base":
        pts = f"{cx - 9},{cy + 8} {cx - 9},{cy - 2} {cx},{cy - 9} {cx + 9},{cy - 2} {cx + 9},{cy + 8}"
        out = f"<polygon{attr(points=pts, fill=colour, stroke=edge, stroke_width=1)}/>"
        if status == "tunneled":
            out += f"<rect{attr(x=cx - 5, y=cy - 3, width=10, height=10, rx=1, fill='#111')}/>"
            out += text(cx, cy + 6, "T", 9, "bold", "#fff", "middle")
        return out
    if status == "underground":
        return (f"<circle{attr(cx=cx, cy=cy, r=7, fill='#ffffff', stroke=colour, stroke_width=3.5)}/>"
                f"<circle{attr(cx=cx, cy=cy, r=9, fill='none', stroke=edge, stroke_width=0.8)}/>")
    return (f"<circle{attr(cx=cx, cy=cy, r=8.5, fill=colour, stroke=edge, stroke_width=1)}/>"
            f"<circle{attr(cx=cx, cy=cy, r=2.6, fill=ink)}/>")


def chip(key, n, x, y):
    """One piece type and its count, top-left at (x, y); (svg, width)."""
    label = str(n)
    w = 22 + width(label, 13, True) + 6
    svg = (f"<g{attr(class_='piece', data_piece=key, data_count=n)}>{title(piece_name(key, n))}"
           + icon(key, x + 10, y + CHIP_H / 2) + text(x + 22, y + CHIP_H / 2 + 4.5, label, 13, "bold") + "</g>")
    return svg, w


def ordered(pieces):
    """(key, count) of the pieces present, in the order of the chips."""
    keys = [k for k in KEY_ORDER if pieces.get(k)] + sorted(k for k in pieces if pieces[k] and k not in KEY_ORDER)
    return [(k, pieces[k]) for k in keys]


def rows(pieces):
    """The chips as rows, one per Faction (US, ARVN, NVA, VC): a list of
    rows, each a list of (key, count)."""
    out = {}
    for key, n in ordered(pieces):
        out.setdefault(faction_of(key), []).append((key, n))
    return [out[f] for f in ("US", "ARVN", "NVA", "VC") if f in out]


def row_width(row):
    return sum(22 + width(str(n), 13, True) + 6 for _, n in row)


def draw_rows(rs, x, y, align="start", most=None):
    """The rows of chips from (x, y) down, each left-aligned at x or centred
    on it; a row wider than `most` wraps.  (svg, width, height)."""
    out, widest, cy = [], 0, y
    for row in rs:
        lines, line = [], []
        for item in row:
            if most and line and row_width(line + [item]) > most:
                lines.append(line)
                line = []
            line.append(item)
        lines.append(line)
        for line in lines:
            w = row_width(line)
            cx = x - w / 2 if align == "middle" else x
            for key, n in line:
                svg, cw = chip(key, n, cx, cy)
                out.append(svg)
                cx += cw
            widest = max(widest, w)
            cy += CHIP_H + 2
    return "".join(out), widest, cy - y
