"""xDSL's `Attribute.__post_init__`, with its check of the attribute's kind made once per class.

Every attribute and type built (the parser builds one for each type, attribute and location it reads the
first time) ends in xDSL 0.74's `Attribute.__post_init__`: its `verify`, then
`isinstance(self, Data | ParametrizedAttribute)`, two abstract-class checks per attribute (1% of parsing the
lit suite's inputs). Whether an attribute is a `Data` or a `ParametrizedAttribute` is a fact of its class;
this version asks it for the first attribute of each class only, after the same `verify`, and raises
the same `TypeError` for a class that is neither:

    IntegerType(32)   # verify, then a set lookup of IntegerType instead of the two checks

Installed in xDSL's place when `aiopt.support` is imported, if xDSL's is still 0.74's (`EXPECTED_NAMES`).
"""

from __future__ import annotations

from xdsl.ir import Attribute, Data, ParametrizedAttribute

EXPECTED_NAMES = ("_verify", "isinstance", "Data", "ParametrizedAttribute", "TypeError")
"""The names xDSL 0.74's `Attribute.__post_init__` uses: this version stands aside when an upgrade changes it."""

xdsl_attribute_post_init = Attribute.__post_init__
"""xDSL's own."""

_CHECKED_CLASSES: set[type] = set()
"""The attribute classes whose instances are `Data` or `ParametrizedAttribute` (subclass relations only grow)."""


def attribute_post_init(self: Attribute) -> None:
    """xDSL's `Attribute.__post_init__`: verify, then reject an attribute neither `Data` nor parametrized."""
    self._verify()
    cls = type(self)
    if cls not in _CHECKED_CLASSES:
        if not isinstance(self, Data | ParametrizedAttribute):
            raise TypeError("Attributes should only be Data or ParametrizedAttribute")
        _CHECKED_CLASSES.add(cls)


if Attribute.__post_init__.__code__.co_names == EXPECTED_NAMES:
    Attribute.__post_init__ = attribute_post_init
