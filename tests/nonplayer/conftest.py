"""Fixtures shared by the Non-player tests."""
import pytest

from fitl import asp


@pytest.fixture
def hooks_back():
    """A test that turns the narrowing hooks off (8.1.3 speed devices) gets
    them back on afterwards, whatever it asserted."""
    yield
    asp.set_np_hooks(True)
