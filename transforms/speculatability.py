"""Upstream's answers (LLVM 22) to "may this op run where it would not have?" and "does it touch memory?".

`loop-invariant-code-motion` moves an op out of a loop only when it is free of
memory effects and speculatable (MLIR's `isMemoryEffectFree` and
`isSpeculatable`). xDSL 0.74 answers both from its traits, which differ from
upstream's for a few ops; the table here gives upstream's answer for those
and xDSL's for the rest:

    arith.divsi %a, %b       // not speculatable: %b may be 0 (or -1, with %a the minimum)
    arith.divsi %a, %c2      // speculatable: a constant divisor other than 0 and -1
    arith.remui %a, %b       // speculatable (upstream marks the remainders Pure)
    tensor.dim %t, %c0 : tensor<?xf32>  // speculatable: a ranked source, a constant index in range
    scf.for ... step %c1     // speculatable when its body is (a constant non-zero step)
    affine.for ...           // no effects of its own, speculatable when its body is
    linalg.generic on tensors  // no effects, speculatable when its body is
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType, ShapedType, TensorType, UnrankedMemRefType
from xdsl.ir import Operation, SSAValue
from xdsl.traits import RecursivelySpeculatable, RecursiveMemoryEffect, get_effects, is_speculatable

from aiopt.transforms.canonicalize_arith import constant_values


def _constant_ints(value: SSAValue) -> tuple[int, ...] | None:
    found = constant_values(value)
    if found is None or not found[1] or not all(isinstance(v, int) for v in found[1]):
        return None
    return found[1]


def _signed(value: int, op: Operation) -> int:
    """`value`, an element of `op`'s integer result type, read as a signed number."""
    element = op.results[0].type
    if isinstance(element, ShapedType):
        element = element.get_element_type()
    width = getattr(element, "width", None)
    if width is None:  # index: the constant is already signed
        return value
    width = width.data
    value &= (1 << width) - 1
    return value - (1 << width) if width and value >> (width - 1) else value


def _unsigned_divisor_speculatable(op: Operation) -> bool:
    divisor = _constant_ints(op.operands[1])
    return divisor is not None and all(v != 0 for v in divisor)


def _signed_divisor_speculatable(op: Operation) -> bool:
    divisor = _constant_ints(op.operands[1])
    return divisor is not None and all(_signed(v, op) not in (0, -1) for v in divisor)


def _dim_speculatable(op: Operation) -> bool:
    source = op.operands[0].type
    index = _constant_ints(op.operands[1])
    if not isinstance(source, TensorType | MemRefType) or index is None:  # unranked sources are not
        return False
    return 0 <= index[0] < len(source.get_shape())


def _body_speculatable(op: Operation) -> bool:
    return all(speculatable(nested) for region in op.regions for block in region.blocks for nested in block.ops)


def _scf_for_speculatable(op: Operation) -> bool:
    step = _constant_ints(op.operands[2])
    return step is not None and step[0] != 0 and _body_speculatable(op)


def _has_tensor_semantics(op: Operation) -> bool:
    return not any(isinstance(v.type, MemRefType | UnrankedMemRefType) for v in op.operands)


def _linalg_speculatable(op: Operation) -> bool:
    return _has_tensor_semantics(op) and _body_speculatable(op)


_SPECULATABILITY = {
    "arith.divui": _unsigned_divisor_speculatable,
    "arith.ceildivui": _unsigned_divisor_speculatable,
    "arith.divsi": _signed_divisor_speculatable,
    "arith.ceildivsi": _signed_divisor_speculatable,
    "arith.remui": lambda op: True,
    "arith.remsi": lambda op: True,
    "arith.floordivsi": lambda op: True,
    "tensor.dim": _dim_speculatable,
    "memref.dim": _dim_speculatable,
    "tensor.empty": lambda op: True,
    "linalg.yield": lambda op: True,
    "scf.for": _scf_for_speculatable,
    "affine.for": _body_speculatable,
    "affine.if": _body_speculatable,
}


def speculatable(op: Operation) -> bool:
    """MLIR's `isSpeculatable`: the op may run where it did not (no undefined behaviour, it terminates)."""
    rule = _SPECULATABILITY.get(op.name)
    if rule is not None:
        return rule(op)
    if op.name.startswith("linalg.") and _is_linalg_structured(op):
        return _linalg_speculatable(op)
    if op.has_trait(RecursivelySpeculatable):
        return _body_speculatable(op)  # the nested ops by upstream's answers too
    return is_speculatable(op)


def _is_linalg_structured(op: Operation) -> bool:
    return len(op.regions) == 1 and op.name not in ("linalg.yield", "linalg.index")


_PURE = frozenset(("arith.remui", "linalg.yield", "cf.br", "cf.cond_br"))
"""Ops upstream marks Pure that xDSL gives no memory effect trait."""


def memory_effect_free(op: Operation) -> bool:
    """MLIR's `isMemoryEffectFree`: the op and the ops it holds (where its effects are theirs) touch no memory."""
    if op.name in _PURE:
        return True
    if (
        op.name in ("affine.for", "affine.if", "affine.parallel", "scf.execute_region")
        or op.has_trait(RecursiveMemoryEffect, value_if_unregistered=False)
        or (op.name.startswith("linalg.") and _is_linalg_structured(op) and _has_tensor_semantics(op))
    ):
        return all(
            memory_effect_free(nested) for region in op.regions for block in region.blocks for nested in block.ops
        )
    effects = get_effects(op)
    return effects is not None and not effects
