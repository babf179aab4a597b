"""Fire in the Lake rules engine: the rules in ASP (asp/), a thin Python host."""

__version__ = "0.1.0"
