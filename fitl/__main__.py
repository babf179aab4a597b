"""`python -m fitl`: the same command as the `fitl` script."""

from .launch import run

run()
