"""`fitl board`: a position drawn as a map (SVG), the 47 spaces where the
layout file (fitl/data/board_layout.yaml) puts them, the tracks, cards and
boxes around them (fitl/board_panel.py).  Every value drawn is the state's
or one the rules derive (Game.view(): Control, victory markers, Available
forces, the RVN Leader); the map's terrain, Population, Econ and LoC kinds
are the rules' static facts.  The SVG is self-contained: no network, no
font but the system's sans-serif ones.

Each space is a group `<g class="space" id="space-ID" data-space="ID" ...>`
with its values as data attributes and one `<g class="piece"
data-piece="KEY" data-count="N">` per piece type present (docs/board.md).

>>> from fitl.game import Game
>>> svg = board_svg(Game.new("full", seed=1))
>>> svg.count('class="space"')
47
"""

import functools
from pathlib import Path

from .asp import static
from .board_draw import FONT, attr, badge, draw_rows, rows, text, title, width
from .errors import BadInput
from .files import read_yaml

LAYOUT = Path(__file__).resolve().parent / "data" / "board_layout.yaml"
PANEL_WIDTH = 520
TERRAIN_FILL = {"jungle": "#8fbf73", "highland": "#cdb68a", "lowland": "#dfe9a6"}
ROAD = {"highway": ("#8d5a2b", "#f0d9b5"), "mekong": ("#2b76b9", "#9fcbef")}
SUPPORT = {  # (short text, fill, ink)
    "active_support": ("Active Support", "#1f7a35", "#ffffff"),
    "passive_support": ("Passive Support", "#9fd3a5", "#123d1a"),
    "passive_opposition": ("Passive Opposition", "#f3a59c", "#5a130d"),
    "active_opposition": ("Active Opposition", "#b3261e", "#ffffff"),
}
CONTROL = {"COIN": ("COIN Control", "#2c4a7a"), "NVA": ("NVA Control", "#7a1b15")}
SEA, LAND_EDGE = "#bcd9ea", "#4f4a3f"


class Layout:
    """The layout file read and checked: every space of the map once, with
    the geometry its kind needs (see the file's header)."""

    def __init__(self, data, source):
        self.source = source
        st = static()
        self.size = self._point(data, "size")
        self.countries = data.get("countries") or {}
        self.labels = [(x.get("text", ""), self._point(x, "at", "labels")) for x in data.get("labels") or []]
        self.towns = {k: self._point(v, "at", f"towns.{k}") for k, v in (data.get("towns") or {}).items()}
        self.town_label = {k: v.get("label", k) for k, v in (data.get("towns") or {}).items()}
        self.box, self.text_at, self.at, self.path, self.grow_up = {}, {}, {}, {}, {}
        kinds = {"provinces": "province", "cities": "city", "locs": "loc"}
        for section, kind in kinds.items():
            for sid, geo in (data.get(section) or {}).items():
                where = f"{section}.{sid}"
                if sid not in st.label:
                    raise BadInput(source, where, "no such space")
                if st.space_type[sid] != kind:
                    raise BadInput(source, where, f"is a {st.space_type[sid]}, not a {kind}")
                if sid in self.box or sid in self.at:
                    raise BadInput(source, where, "given twice")
                if kind == "province":
                    self.box[sid] = self._numbers(geo, "box", 4, where)
                    self.text_at[sid] = self._point(geo, "text_at", where) if "text_at" in geo else None
                else:
                    self.at[sid] = self._point(geo, "at", where)
                    if geo.get("grow", "down") not in ("up", "down"):
                        raise BadInput(source, f"{where}.grow", "expected up or down")
                    self.grow_up[sid] = geo.get("grow") == "up"
        for sid, geo in (data.get("locs") or {}).items():
            self.path[sid] = [self._end(p, f"locs.{sid}.path") for p in geo.get("path") or []]
            if len(self.path[sid]) < 2:
                raise BadInput(source, f"locs.{sid}.path", "needs 2 points or more")
        missing = [s for s in st.spaces if s not in self.box and s not in self.at]
        if missing:
            raise BadInput(source, None, f"no place for {', '.join(missing)}")

    def _numbers(self, geo, key, n, where):
        value = geo.get(key) if isinstance(geo, dict) else None
        if not (isinstance(value, list) and len(value) == n and all(isinstance(v, (int, float)) for v in value)):
            raise BadInput(self.source, f"{where}.{key}" if where else key, f"expected {n} numbers")
        return value

    def _point(self, geo, key, where=None):
        return self._numbers(geo, key, 2, where)

    def _end(self, p, where):
        """A point of a LoC's path: [x, y], a City or a town."""
        if isinstance(p, list):
            return self._numbers({"p": p}, "p", 2, where)
        if isinstance(p, str) and p in self.towns:
            return self.towns[p]
        if isinstance(p, str) and static().space_type.get(p) == "city":
            return ("city", p)             # (resolved once every City is read)
        raise BadInput(self.source, where, f"{p!r} is no City, town or [x, y]")

    def points(self, sid):
        return [self.at[p[1]] if isinstance(p, tuple) else p for p in self.path[sid]]


@functools.lru_cache(maxsize=4)
def load_layout(path=LAYOUT):
    data, _ = read_yaml(path, "layout")
    if not isinstance(data, dict):
        raise BadInput(str(path), None, "expected a mapping")
    return Layout(data, str(path))


# --- a space's content: name, facts, markers, pieces -------------------------------------

def _facts_line(sid):
    st = static()
    kind = st.space_type[sid]
    if kind == "loc":
        lk = next(x[2].name for x in st.atoms("loc", 3) if x[0].name == sid)
        return f"{lk.capitalize()} LoC · Econ {st.econ.get(sid, 0)}"
    terrain = {x[0].name: x[1].name for x in st.atoms("terrain", 2)}.get(sid)
    place = "City" if kind == "city" else terrain.capitalize()
    country = st.country.get(sid)
    where = f"{country.capitalize()} · " if country in ("laos", "cambodia") else ""
    return f"{where}{place} · Pop {st.pop.get(sid, 0)}"


def _markers(sid, sp, control):
    """The marker badges of a space: Control, Support/Opposition, Terror,
    Sabotage, as (svg_fn(x, y) -> (svg, w)) items."""
    out = []
    if control:
        s, fill = CONTROL[control]
        out.append(lambda x, y, s=s, fill=fill, c=control: badge(x, y, c, fill, tip=s, class_="control"))
    level = sp.get("support", "neutral")
    if level in SUPPORT:
        s, fill, ink = SUPPORT[level]
        out.append(lambda x, y, s=s, fill=fill, ink=ink: badge(x, y, s, fill, ink, class_="support"))
    if sp.get("terror"):
        n = sp["terror"]
        out.append(lambda x, y, n=n: badge(x, y, f"Terror x{n}" if n > 1 else "Terror", "#111", tip=f"{n} Terror",
                                           class_="terror"))
    if sp.get("sabotage"):
        out.append(lambda x, y: badge(x, y, "Sabotage", "#111", class_="sabotage"))
    return out


def _markers_width(items):
    return sum(fn(0, 0)[1] + 4 for fn in items) - 4 if items else 0


def _content(sid, sp, control, x, y, align, most):
    """Name, facts, markers and pieces of a space from (x, y) down (centred on x
    when align is 'middle'); (svg, width, height)."""
    st = static()
    name, facts = st.label[sid], _facts_line(sid)
    big = 14 if st.space_type[sid] != "loc" else 12
    markers = _markers(sid, sp, control)
    piece_rows = rows(sp.get("pieces", {}))
    mw = _markers_width(markers)
    w = max(width(name, big, True), width(facts, 10), mw)
    out = [text(x, y + big, name, big, "bold", anchor=align, halo="#ffffff" if align == "middle" else None),
           text(x, y + big + 13, facts, 10, fill="#3b3b3b", anchor=align)]
    cy = y + big + 19
    if markers:
        mx = x - mw / 2 if align == "middle" else x
        for fn in markers:
            svg, bw = fn(mx, cy)
            out.append(svg)
            mx += bw + 4
        cy += 21
    svg, pw, ph = draw_rows(piece_rows, x, cy + 1, align, most)
    out.append(svg)
    return "".join(out), max(w, pw), cy + ph + 1 - y


def _group(sid, sp, control, body):
    st = static()
    data = dict(class_="space", id=f"space-{sid}", data_space=sid, data_kind=st.space_type[sid],
                data_pop=st.pop.get(sid, 0) if st.space_type[sid] != "loc" else None,
                data_econ=st.econ.get(sid) if st.space_type[sid] == "loc" else None,
                data_control=control or "", data_support=sp.get("support", "neutral") if st.space_type[sid] != "loc" else None,
                data_terror=sp.get("terror", 0), data_sabotage=int(bool(sp.get("sabotage"))))
    return f"<g{attr(**data)}>{title(f'{st.label[sid]} ({sid})')}{body}</g>"


def _province(sid, sp, control, box, at=None):
    terrain = {x[0].name: x[1].name for x in static().atoms("terrain", 2)}[sid]
    x0, y0, x1, y1 = box
    plate = (f"<rect{attr(x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=10, fill=TERRAIN_FILL[terrain], stroke=LAND_EDGE, stroke_width=1.5)}/>")
    if static().country.get(sid) in ("laos", "cambodia"):
        plate += f"<rect{attr(x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=10, fill='url(#foreign)')}/>"
    tx, ty = at or (x0 + 10, y0 + 6)
    body, _, _ = _content(sid, sp, control, tx, ty, "start", x1 - tx - 10)
    return _group(sid, sp, control, plate + body)


def _plate(sid, sp, control, at, kind, grow_up=False):
    """A City or a LoC: its content on a plate sized to it, a City's centred
    on `at`; a LoC's is centred there when it holds nothing, and what it
    holds makes it grow down (or up)."""
    x, y = at
    body, w, h = _content(sid, sp, control, x, 0, "middle", 230)
    _, _, bare = _content(sid, {}, None, x, 0, "middle", 230)
    w, h = max(w + 18, 96 if kind == "city" else 80), h + 10
    if kind == "city":
        top = y - h / 2
    else:
        top = y + (bare + 10) / 2 - h if grow_up else y - (bare + 10) / 2
    body, _, _ = _content(sid, sp, control, x, top + 4, "middle", 230)
    if kind == "city":
        plate = f"<rect{attr(x=x - w / 2, y=top, width=w, height=h, rx=min(h / 2, 26), fill='#fbf7ea', stroke='#1f1f1f', stroke_width=2.5)}/>"
    else:
        lk = next(a[2].name for a in static().atoms("loc", 3) if a[0].name == sid)
        plate = f"<rect{attr(x=x - w / 2, y=top, width=w, height=h, rx=6, fill='#ffffff', fill_opacity=0.93, stroke=ROAD[lk][0], stroke_width=2)}/>"
    return _group(sid, sp, control, plate + body)


# --- the map ----------------------------------------------------------------------------

def _road(points, kind):
    d = "M" + " L".join(f"{x},{y}" for x, y in points)
    outer, inner = ROAD[kind]
    return (f"<path{attr(d=d, fill='none', stroke=outer, stroke_width=9 if kind == 'mekong' else 7, stroke_linejoin='round', stroke_linecap='round')}/>"
            f"<path{attr(d=d, fill='none', stroke=inner, stroke_width=3 if kind == 'mekong' else 2, stroke_dasharray=None if kind == 'mekong' else '9 7', stroke_linejoin='round')}/>")


def map_svg(state, view, layout):
    st = static()
    w, h = layout.size
    out = [f"<rect{attr(x=0, y=0, width=w, height=h, fill=SEA)}/>"]
    for name, c in layout.countries.items():
        x0, y0, x1, y1 = c["box"]
        out.append(f"<rect{attr(x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=14, fill='#e9dfc4', stroke='#8b7d5c', stroke_width=1.5, stroke_dasharray='6 4')}/>")
        lx, ly = c.get("label_at", [x0 + 10, y1 - 10])
        out.append(text(lx, ly, name.upper(), 13, "bold", "#7d6f4e", "middle", letter_spacing=4))
    for s, (x, y) in layout.labels:
        out.append(text(x, y, s.upper(), 15, "bold", "#6d97b3", "middle", letter_spacing=5, font_style="italic"))
    spaces = lambda sid: state.spaces.get(sid, {})
    for sid in st.spaces:
        if sid in layout.box:
            out.append(_province(sid, spaces(sid), view.control[sid], layout.box[sid], layout.text_at[sid]))
    kinds = {x[0].name: x[2].name for x in st.atoms("loc", 3)}
    out.extend(_road(layout.points(sid), kinds[sid]) for sid in st.spaces if sid in layout.path)
    for town, (x, y) in layout.towns.items():
        out.append(f"<circle{attr(cx=x, cy=y, r=5, fill='#1f1f1f', stroke='#fff', stroke_width=1.5)}/>")
        out.append(text(x + 8, y - 6, layout.town_label[town], 10, "bold", "#2a2a2a", font_style="italic",
                        halo="#ffffff"))
    for sid in st.spaces:
        if st.space_type[sid] == "loc":
            out.append(_plate(sid, spaces(sid), view.control[sid], layout.at[sid], "loc", layout.grow_up[sid]))
    for sid in st.spaces:
        if st.space_type[sid] == "city":
            out.append(_plate(sid, spaces(sid), view.control[sid], layout.at[sid], "city"))
    return "".join(out)


DEFS = ("<defs><pattern id='foreign' width='10' height='10' patternUnits='userSpaceOnUse' "
        "patternTransform='rotate(45)'><rect width='10' height='10' fill='none'/>"
        "<line x1='0' y1='0' x2='0' y2='10' stroke='#5d5030' stroke-opacity='0.13' stroke-width='4'/></pattern></defs>")


def board_svg(game, layout_path=LAYOUT):
    """The SVG text of the game's position (a fitl.game.Game)."""
    from .board_panel import panel_svg
    layout = load_layout(layout_path)
    view = game.view()
    mw, mh = layout.size
    panel, ph = panel_svg(game.state, view, mw + 16, PANEL_WIDTH - 28)
    w, h = mw + PANEL_WIDTH, max(mh, ph + 12)
    return (f"<svg xmlns='http://www.w3.org/2000/svg'{attr(width=w, height=h, viewBox=f'0 0 {w} {h}', font_family=FONT)}>"
            f"{title('Fire in the Lake: ' + (game.state.scenario or 'a position'))}{DEFS}"
            f"<rect{attr(x=0, y=0, width=w, height=h, fill='#f4efe2')}/>"
            f"{map_svg(game.state, view, layout)}{panel}</svg>\n")


def png_bytes(svg):
    """The SVG drawn as a PNG picture by resvg (the optional package
    resvg-py: a compiled renderer, no system service; the text in the
    system's fonts)."""
    try:
        import resvg_py
    except ImportError:
        raise BadInput("--png", None, "needs the optional package resvg-py (pip install 'fitl[png]')") from None
    return bytes(resvg_py.svg_to_bytes(svg_string=svg))


def write_board(game, path, png=False):
    """Write the board of `game` to `path`: SVG, or PNG with `png`.
    Atomic, like every file the project writes (fitl.files)."""
    from .files import atomic_write
    svg = board_svg(game)
    atomic_write(path, png_bytes(svg) if png else svg)
