"""The package's exception."""


class ParmesanError(RuntimeError):
    """An error reported by the parmesan binary (its message is the tool's),
    or a failure to run it."""
