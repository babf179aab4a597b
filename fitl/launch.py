"""The `fitl` command's entry point: the allocator first (fitl/allocator.py),
before the rules and the solver are loaded, then the command line."""


def run():
    from .allocator import restart_under_jemalloc
    restart_under_jemalloc()
    from .cli import main
    main()
