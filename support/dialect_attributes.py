"""Verification of discardable attributes by the dialect that their name names (`nvvm.kernel`, `gpu.known_block_size`).

MLIR lets a dialect verify the attributes whose name starts with its
namespace, wherever they are attached: on an op
(`Dialect::verifyOperationAttribute`) or on an argument or result of a
function (`verifyRegionArgAttribute`, `verifyRegionResultAttribute`), and
its function interface requires every argument and result attribute to be
such a dialect attribute:

    func.func private @f() attributes {nvvm.kernel}
    // error: 'nvvm.kernel' attribute attached to unexpected op
    func.func private @g(i1 {non_dialect_attr = 10})
    // error: 'func.func' op arguments may only have dialect attributes

A dialect module registers its `DialectAttributeVerifier` under its
namespace when it is imported (`register_attribute_verifier`); the parser
loads the dialect of every dotted attribute name it reads, as MLIR's does,
so that the dialect's verifier is there when the IR is verified.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException


class DialectAttributeVerifier:
    """The hooks of one dialect; each raises VerifyException (or DiagnosticError) on an invalid attribute."""

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        """`name = value` is a discardable attribute of `op`."""

    def verify_argument_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        """`name = value` is an attribute of argument `index` of the function `op`."""

    def verify_result_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        """`name = value` is an attribute of result `index` of the function `op`."""


_VERIFIERS: dict[str, DialectAttributeVerifier] = {}


def register_attribute_verifier(namespace: str, verifier: DialectAttributeVerifier) -> None:
    """Verify the attributes named `<namespace>.*` with `verifier` (a dialect module calls this on import)."""
    _VERIFIERS[namespace] = verifier


def _namespace(name: str) -> str | None:
    namespace, dot, rest = name.partition(".")
    return namespace if dot and rest else None


FUNCTION_ATTRIBUTE_PROPERTIES = ("arg_attrs", "res_attrs")
"""The properties of a function's argument and result attributes (one dictionary per argument, result)."""


def verify_dialect_attributes(op: Operation) -> None:
    """Upstream's checks of `op`'s dialect attributes and, on a function, of its argument and result attributes."""
    for name, value in op.attributes.items():
        namespace = _namespace(name)
        if namespace in _VERIFIERS:
            _VERIFIERS[namespace].verify_operation_attribute(op, name, value)
    for kind, property_name in zip(("argument", "result"), FUNCTION_ATTRIBUTE_PROPERTIES):
        attrs = op.properties.get(property_name)
        if not isinstance(attrs, ArrayAttr):
            continue
        for index, dictionary in enumerate(attrs.data):
            if not isinstance(dictionary, DictionaryAttr):
                continue
            for name, value in dictionary.data.items():
                namespace = _namespace(name)
                if namespace is None:
                    raise VerifyException(f"{kind}s may only have dialect attributes")
                verifier = _VERIFIERS.get(namespace)
                if verifier is None:
                    continue
                if kind == "argument":
                    verifier.verify_argument_attribute(op, index, name, value)
                else:
                    verifier.verify_result_attribute(op, index, name, value)


def verify_function_attribute_counts(op: Operation, arguments: int, results: int) -> None:
    """Upstream's `function_interface_impl::verifyTrait`: a function's `arg_attrs` (`res_attrs`) has one
    dictionary per argument (result)."""
    for kind, property_name, expected in (("argument", "arg_attrs", arguments), ("result", "res_attrs", results)):
        attrs = op.properties.get(property_name)
        if isinstance(attrs, ArrayAttr) and len(attrs.data) != expected:
            raise VerifyException(
                f"expects {kind} attribute array to have the same number of elements as the number of function "
                f"{kind}s, got {len(attrs.data)}, but expected {expected}"
            )
