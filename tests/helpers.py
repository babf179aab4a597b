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
