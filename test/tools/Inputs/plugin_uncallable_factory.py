"""A pass plugin that registers a string as a pass factory: its registration fails."""


def register(registry) -> None:
    registry.register_pass("uncallable", "not a factory")
