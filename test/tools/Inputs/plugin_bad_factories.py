"""A pass plugin whose factories are wrong: each pass must fail with a located error when it is used."""

from xdsl.passes import ModulePass


class ClassGivenDirectly(ModulePass):
    """A pass registered as its class, not a factory: accepted, as a factory that returns it."""

    name = "class-given-directly"

    def apply(self, ctx, op) -> None:
        pass


def _raises():
    raise RuntimeError("the factory has a bug")


def register(registry) -> None:
    registry.register_pass("returns-a-number", lambda: 42)
    registry.register_pass("returns-a-non-pass-class", lambda: int)
    registry.register_pass("factory-raises", _raises)
    registry.register_pass("class-given-directly", ClassGivenDirectly)
