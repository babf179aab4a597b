"""Friendly names for spaces: map labels ("Quang Tri", "Parrot's Beak"), ids,
and highway numbers ("Route 11").

>>> resolve_space("Quang Tri")
'quang_tri_thua_thien'
>>> resolve_space("parrot's beak")
'the_parrots_beak'
>>> resolve_space("Route 11")
'loc_cam_ranh_da_lat'
"""

import re

from .asp import static
from .errors import BadInput


def _norm(text):
    text = text.lower().replace("'", "").replace("’", "")
    return " ".join(w for w in re.split(r"[^a-z0-9]+", text) if w and w not in ("the", "loc", "province", "city"))


def resolve_space(name):
    st = static()
    if name in st.space_type:
        return name
    key = _norm(name)
    if not key:
        raise BadInput("move", name, "unknown space")
    m = re.fullmatch(r"(?:route|highway|hwy|rt) ([0-9]{1,6})", key)
    if m:
        locs = st.routes.get(int(m.group(1)), [])
        if len(locs) == 1:
            return locs[0]
        if locs:
            raise BadInput("move", name, f"ambiguous: Route {m.group(1)} is {', '.join(locs)}")
        raise BadInput("move", name, "unknown route")
    exact = [s for s in st.spaces if _norm(st.label[s]) == key or _norm(s) == key]
    if len(exact) == 1:
        return exact[0]
    words = key.split()
    partial = [s for s in st.spaces if _norm(st.label[s]).split()[:len(words)] == words]
    if len(partial) == 1:
        return partial[0]
    if partial:
        raise BadInput("move", name, f"ambiguous space: {', '.join(partial)}")
    raise BadInput("move", name, "unknown space")
