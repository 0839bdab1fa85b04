"""Numpy reference semantics of the loop-level ops (scf, affine) and of the lmhlo ops.

They are declared by full op name, so that the reference interpreter
runs the programs that `hlo-legalize-to-lhlo`, `lhlo-legalize-to-*` and the
loop lowerings make. Memref values are numpy arrays (views share memory, so
a write through any of them is seen by all; `aiopt.reference.buffer`
holds the memref ops); index values are Python ints.

- scf: `for`, `if`, `while`/`condition`, `parallel`/`reduce`/`reduce.return`,
  `index_switch`, `execute_region`, `yield`. A parallel loop visits its
  points in row-major order and folds each `scf.reduce` operand into its
  accumulator with the reduction region.
- affine: `for` (max of the lower bound map, min of the upper), `parallel`
  (bound groups, `arith::AtomicRMWKind` reductions), `if`, `load`, `store`,
  `apply`, `min`, `max`, `yield`.
- lmhlo: each op runs the HLO reference semantics of its mhlo namesake on
  the input buffers and writes the results into its output buffers. Regions
  on buffers (rank-0 memref arguments, outputs, `lmhlo.terminator`) are run
  on fresh rank-0 buffers, so that HLO semantics can call them like tensor
  regions.
"""

from __future__ import annotations

import functools
import itertools
import weakref
from collections.abc import Callable
from typing import Any

import numpy as np
from xdsl.dialects.builtin import MemRefType, TensorType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineConstantExpr, AffineExpr, AffineMap
from xdsl.ir.affine.affine_set import AffineConstraintKind, AffineSet

from aiopt.dialects import lmhlo, mhlo
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.semantics import Implementations
from aiopt.reference.tensor import DIVISION_BY_ZERO, NEGATIVE_DIVISOR, checked_indices
from aiopt.support.diagnostics import RuntimeCheckError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""

# ---------------------------------------------------------------------------
# scf


def _index(value: Any) -> int:
    return int(np.asarray(value))


def _ints(values) -> list[int]:
    return [_index(v) for v in values]


@IMPLEMENTATIONS.register("scf.yield", "scf.condition", "scf.reduce", "scf.reduce.return", "affine.yield")
def yield_(interpreter, op, args):
    """Terminators hand their operands to the op that runs the region."""
    return tuple(args)


def _positive_step(op: Operation, step: int, requirement: str = "step is not positive") -> int:
    """A loop's step, which must be positive: compiled code checks it too (generate-runtime-verification)."""
    if step <= 0:
        raise RuntimeCheckError(op_error_message(op, requirement), op)
    return step


@IMPLEMENTATIONS.register("scf.for")
def scf_for(interpreter, op, args):
    lower, upper, step, *values = args
    for iv in range(_index(lower), _index(upper), _positive_step(op, _index(step))):
        values = interpreter.run_ssacfg_region(op.body, (iv, *values))
    return tuple(values)


@IMPLEMENTATIONS.register("scf.if")
def scf_if(interpreter, op, args):
    region = op.true_region if bool(np.asarray(args[0])) else op.false_region
    return tuple(interpreter.run_ssacfg_region(region, ()))


@IMPLEMENTATIONS.register("scf.while")
def scf_while(interpreter, op, args):
    values = tuple(args)
    while True:
        condition, *forwarded = interpreter.run_ssacfg_region(op.before_region, values)
        if not bool(np.asarray(condition)):
            return tuple(forwarded)
        values = tuple(interpreter.run_ssacfg_region(op.after_region, tuple(forwarded)))


@IMPLEMENTATIONS.register("scf.index_switch")
def index_switch(interpreter, op, args):
    cases = [int(c) for c in op.cases.get_values()]
    value = _index(args[0])
    region = op.case_regions[cases.index(value)] if value in cases else op.default_region
    return tuple(interpreter.run_ssacfg_region(region, ()))


@IMPLEMENTATIONS.register("scf.execute_region")
def execute_region(interpreter, op, args):
    return tuple(interpreter.run_ssacfg_region(op.region, ()))


def _fold_reductions(interpreter, regions, accumulators: list, values) -> list:
    """Combine each value into its accumulator with its reduction region."""
    return [
        interpreter.run_ssacfg_region(region, (acc, value))[0]
        for region, acc, value in zip(regions, accumulators, values)
    ]


@IMPLEMENTATIONS.register("scf.parallel")
def scf_parallel(interpreter, op, args):
    count = len(op.lowerBound)
    lower, upper, step = (_ints(args[i * count : (i + 1) * count]) for i in range(3))
    step = [_positive_step(op, s, f"step {dimension} is not positive") for dimension, s in enumerate(step)]
    accumulators = list(args[3 * count :])
    reduce_op = op.body.block.last_op
    for point in itertools.product(*(range(lo, hi, st) for lo, hi, st in zip(lower, upper, step))):
        values = interpreter.run_ssacfg_region(op.body, point)
        accumulators = _fold_reductions(interpreter, reduce_op.reductions, accumulators, values)
    return tuple(accumulators)


# ---------------------------------------------------------------------------
# affine


_DIVISIONS = (AffineBinaryOpKind.Mod, AffineBinaryOpKind.FloorDiv, AffineBinaryOpKind.CeilDiv)


@functools.cache
def symbolic_divisors(affine_map: AffineMap) -> tuple[AffineMap, ...]:
    """Each divisor of a `mod`, `floordiv` or `ceildiv` of `affine_map` that is not a constant, once, as a map of
    the same operands; inner divisors first (the order in which generate-runtime-verification checks them)."""
    found: list[AffineExpr] = []

    def visit(expr: AffineExpr) -> None:
        if isinstance(expr, AffineBinaryOpExpr):
            visit(expr.lhs)
            visit(expr.rhs)
            if expr.kind in _DIVISIONS and not isinstance(expr.rhs, AffineConstantExpr) and expr.rhs not in found:
                found.append(expr.rhs)

    for result in affine_map.results:
        visit(result)
    return tuple(AffineMap(affine_map.num_dims, affine_map.num_symbols, (divisor,)) for divisor in found)


def failed_divisor_check(affine_map: AffineMap, values: list[int]) -> str | None:
    """The requirement that a divisor of `affine_map` that is not a constant breaks at `values` (its dims, then its
    symbols), or None. lower-affine's expansions (upstream's) compute a `mod`, `floordiv` or `ceildiv` only for a
    positive divisor: 0 traps, a negative one gives other numbers than the map's (7 floordiv -2 is -3, not -4;
    the least index mod -1 traps)."""
    for divisor in symbolic_divisors(affine_map):
        (value,) = divisor.eval(values[: affine_map.num_dims], values[affine_map.num_dims :])
        value = (value + (1 << 63)) % (1 << 64) - (1 << 63)  # computed in 64-bit index arithmetic
        if value == 0:
            return DIVISION_BY_ZERO
        if value < 0:
            return NEGATIVE_DIVISOR
    return None


def check_divisors(op: Operation, affine_map: AffineMap, values: list[int]) -> None:
    """A located RuntimeCheckError at `op` where a divisor of `affine_map` that is not a constant is not positive
    at `values` (compiled code checks it: generate-runtime-verification)."""
    requirement = failed_divisor_check(affine_map, values)
    if requirement is not None:
        raise RuntimeCheckError(op_error_message(op, requirement), op)


def condition_map(condition: AffineSet) -> AffineMap:
    """The expressions of the constraints of an `affine.if` as a map of its operands (whose divisors it checks)."""
    return AffineMap(condition.num_dims, condition.num_symbols, tuple(c.lhs for c in condition.constraints))


def apply_map(affine_map: AffineMap, operands, op: Operation | None = None) -> tuple[int, ...]:
    """The results of an affine map at operands (its dims, then its symbols). With `op`, a `mod`, `floordiv` or
    `ceildiv` by a divisor that is not a constant and not positive is a located RuntimeCheckError at `op`, as
    compiled code checks it (generate-runtime-verification)."""
    values = _ints(operands)
    if op is not None:
        check_divisors(op, affine_map, values)
    try:
        return affine_map.eval(values[: affine_map.num_dims], values[affine_map.num_dims :])
    except ZeroDivisionError:
        if op is None:
            raise
        raise RuntimeCheckError(op_error_message(op, DIVISION_BY_ZERO), op) from None


@IMPLEMENTATIONS.register("affine.apply")
def affine_apply(interpreter, op, args):
    return (apply_map(op.map.data, args, op)[0],)


@IMPLEMENTATIONS.register("affine.min")
def affine_min(interpreter, op, args):
    return (min(apply_map(op.map.data, args, op)),)


@IMPLEMENTATIONS.register("affine.max")
def affine_max(interpreter, op, args):
    return (max(apply_map(op.map.data, args, op)),)


@IMPLEMENTATIONS.register("affine.load")
def affine_load(interpreter, op, args):
    buffer = args[0]
    return (np.asarray(buffer[checked_indices(op, buffer, apply_map(op.map.data, args[1:], op))]).copy(),)


@IMPLEMENTATIONS.register("affine.store")
def affine_store(interpreter, op, args):
    value, buffer = args[0], args[1]
    buffer[checked_indices(op, buffer, apply_map(op.map.data, args[2:], op))] = value
    return ()


@IMPLEMENTATIONS.register("affine.for")
def affine_for(interpreter, op, args):
    lower_map, upper_map = op.lowerBoundMap.data, op.upperBoundMap.data
    lower_count = lower_map.num_dims + lower_map.num_symbols
    upper_count = upper_map.num_dims + upper_map.num_symbols
    lower = max(apply_map(lower_map, args[:lower_count], op))
    upper = min(apply_map(upper_map, args[lower_count : lower_count + upper_count], op))
    values = tuple(args[lower_count + upper_count :])
    for iv in range(lower, upper, op.step.value.data):
        values = interpreter.run_ssacfg_region(op.body, (iv, *values))
    return tuple(values)


@IMPLEMENTATIONS.register("affine.if")
def affine_if(interpreter, op, args):
    condition = op.condition.data
    values = _ints(args)
    check_divisors(op, condition_map(condition), values)
    dims, syms = values[: condition.num_dims], values[condition.num_dims :]
    holds = all(
        (c.lhs.eval(dims, syms) == 0) if c.kind == AffineConstraintKind.eq else (c.lhs.eval(dims, syms) >= 0)
        for c in condition.constraints
    )
    return tuple(interpreter.run_ssacfg_region(op.then_region if holds else op.else_region, ()))


_ATOMIC_COMBINE: dict[str, Callable[[Any, Any], Any]] = {
    "addf": np.add,
    "addi": np.add,
    "assign": lambda acc, value: value,
    "maximumf": np.maximum,
    "maxs": np.maximum,
    "maxu": np.maximum,
    "minimumf": np.minimum,
    "mins": np.minimum,
    "minu": np.minimum,
    "mulf": np.multiply,
    "muli": np.multiply,
    "ori": np.bitwise_or,
    "andi": np.bitwise_and,
    "maxnumf": np.fmax,
    "minnumf": np.fmin,
    "xori": np.bitwise_xor,
}
_ATOMIC_IDENTITY = {"addf": 0, "addi": 0, "mulf": 1, "muli": 1, "ori": 0, "xori": 0, "andi": -1}


def _reduction_start(kind: str, dtype: np.dtype) -> np.ndarray:
    """The identity of an affine.parallel reduction kind."""
    if kind in _ATOMIC_IDENTITY:
        return np.asarray(_ATOMIC_IDENTITY[kind]).astype(dtype)
    info = np.finfo(dtype) if dtype.kind == "f" else np.iinfo(dtype)
    largest = np.inf if dtype.kind == "f" else info.max
    smallest = -np.inf if dtype.kind == "f" else info.min
    return np.asarray(smallest if kind.startswith("max") else largest).astype(dtype)


@IMPLEMENTATIONS.register("affine.parallel")
def affine_parallel(interpreter, op, args):
    from aiopt.dialects.affine import ATOMIC_RMW_KINDS

    lower_count = len(op.bound_operands(upper=False))
    lower_args, upper_args = _ints(args[:lower_count]), _ints(args[lower_count:])
    lower_map, upper_map = op.lowerBoundsMap.data, op.upperBoundsMap.data
    check_divisors(op, lower_map, lower_args)
    check_divisors(op, upper_map, upper_args)

    def bound(exprs, values, affine_map, pick):
        dims, syms = values[: affine_map.num_dims], values[affine_map.num_dims :]
        return pick(e.eval(dims, syms) for e in exprs)

    steps = [s.value.data for s in op.steps]
    loops = [
        range(bound(lo, lower_args, lower_map, max), bound(hi, upper_args, upper_map, min), step)
        for lo, hi, step in zip(op.bound_groups(upper=False), op.bound_groups(upper=True), steps)
    ]
    kinds = [ATOMIC_RMW_KINDS[r.value.data] for r in op.reductions]
    accumulators = [_reduction_start(k, numpy_dtype(t)) for k, t in zip(kinds, op.result_types)]
    for point in itertools.product(*loops):
        values = interpreter.run_ssacfg_region(op.body, point)
        accumulators = [_ATOMIC_COMBINE[k](acc, v) for k, acc, v in zip(kinds, accumulators, values)]
    return tuple(np.asarray(acc) for acc in accumulators)


# ---------------------------------------------------------------------------
# lmhlo

_SHADOWS: weakref.WeakKeyDictionary[Operation, Operation] = weakref.WeakKeyDictionary()
"""The mhlo op each lmhlo op runs as, made on first use."""


def _outputs(op: Operation) -> int:
    """How many trailing operands of an lmhlo op are its output buffers (its last operand definition)."""
    name, _ = op.get_irdl_definition().operands[-1]
    value = getattr(op, name)
    return 1 if isinstance(value, SSAValue) else len(value)


def _tensor(type_):
    return TensorType(type_.get_element_type(), type_.get_shape()) if isinstance(type_, MemRefType) else type_


_SHADOW_NAMES = {"lmhlo.dynamic-update-slice": "dynamic_update_slice", "lmhlo.dot": "dot_general"}
_NOT_HLO = {"lmhlo.terminator", "lmhlo.case", "lmhlo.while", "lmhlo.fusion", "lmhlo.custom_call"}
"""lmhlo ops whose semantics are not their mhlo namesake's on buffers: control flow, fusion, custom calls."""


def _mnemonic(name: str) -> str:
    return _SHADOW_NAMES.get(name, name.removeprefix("lmhlo."))


TEMPORARIES = ("memref.alloc", "memref.alloca", "memref.dealloc")
"""Ops of an lmhlo body on buffers that only manage its rank-0 temporaries: a body on scalars needs none."""

_REDUCER_OPS = {"lmhlo.reduce", "lmhlo.reduce_window", "lmhlo.all_reduce", "lmhlo.reduce_scatter"}
"""lmhlo ops whose region returns one value per output; every other region returns one value."""


def _tensor_region(region: Region, results: int) -> Region:
    """The tensor form of an lmhlo region: mhlo ops on rank-0 tensors ending in `mhlo.return`.

    A region on buffers (rank-0 memref arguments, then `results` outputs,
    lmhlo ops, `lmhlo.terminator`) is rewritten op for op; a tensor region is cloned.
    """
    block = region.block
    if not isinstance(block.last_op, lmhlo.TerminatorOp):
        return region.clone()
    inputs = block.args[: len(block.args) - results]
    tensor_block = Block(arg_types=[_tensor(arg.type) for arg in inputs])
    values: dict[SSAValue, SSAValue] = dict(zip(inputs, tensor_block.args))
    for op in block.ops:
        if op.name in TEMPORARIES or isinstance(op, lmhlo.TerminatorOp):
            continue
        if op.name == "lmhlo.copy":
            values[op.operands[1]] = values[op.operands[0]]
            continue
        if op.name not in _LMHLO_SEMANTICS:
            raise NotImplementedError(f"'{op.name}' in a region on buffers has no reference semantics")
        outputs = _outputs(op)
        new_op = _mhlo_create(op, [values[v] for v in op.operands[: len(op.operands) - outputs]])
        tensor_block.add_op(new_op)
        values.update(zip(op.operands[len(op.operands) - outputs :], new_op.results))
    tensor_block.add_op(mhlo.OPS["return"].create(operands=[values[v] for v in block.args[len(inputs) :]]))
    return Region(tensor_block)


def _mhlo_create(op: Operation, operands) -> Operation:
    """The mhlo namesake of lmhlo `op` on tensor `operands`, its regions in tensor form."""
    outputs = _outputs(op)
    results = outputs if op.name in _REDUCER_OPS else 1
    return mhlo.OPS[_mnemonic(op.name)].create(
        operands=list(operands),
        result_types=[_tensor(v.type) for v in op.operands[len(op.operands) - outputs :]],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=[_tensor_region(region, results) for region in op.regions],
    )


def shadow_op(interpreter, op: Operation) -> tuple[Operation, int]:
    """The mhlo op on tensors that computes what lmhlo `op` writes, and its output count.

    The shadow's ops get their semantics registered with the interpreter, which
    found its implementations in the module and so never saw them.
    """
    # Imported here: the interpreter's table holds this module's.
    from aiopt.reference.interpreter import reference_functions

    outputs = _outputs(op)
    if op not in _SHADOWS:
        inputs = op.operands[: len(op.operands) - outputs]
        fake = Block(arg_types=[_tensor(v.type) for v in inputs])
        _SHADOWS[op] = _mhlo_create(op, fake.args)
    shadow = _SHADOWS[op]
    # Each interpreter (one per run) learns the shadow's op types once.
    known = interpreter.__dict__.setdefault("_aiopt_shadow_types", set())
    types = {type(nested) for nested in shadow.walk()}
    if not types <= known:
        interpreter.register_implementations(reference_functions(shadow), override=True)
        known |= types
    return shadow, outputs


_LMHLO_SEMANTICS = [
    op.name for op in lmhlo.LMHLO.operations if op.name not in _NOT_HLO and _mnemonic(op.name) in mhlo.OPS
]


@IMPLEMENTATIONS.register(*_LMHLO_SEMANTICS)
def run_lmhlo(interpreter, op, args):
    # Imported here: the interpreter's table holds this module's.
    from aiopt.reference.interpreter import semantics_of

    shadow, outputs = shadow_op(interpreter, op)
    semantics = semantics_of(type(shadow))
    if semantics is None:
        raise NotImplementedError(f"'{op.name}' has no reference semantics")
    inputs = tuple(np.asarray(a) for a in args[: len(args) - outputs])
    results = semantics(interpreter, shadow, inputs)
    for buffer, value in zip(args[len(args) - outputs :], results):
        buffer[...] = value
    return ()


@IMPLEMENTATIONS.register("lmhlo.terminator")
def terminator(interpreter, op, args):
    return ()


def case_branch(index, count: int) -> int:
    """The branch an `lmhlo.case` index picks: a pred runs branch 0 when true; an index out of range the last."""
    value = np.asarray(index)
    if value.dtype == np.bool_:
        return 0 if bool(value) else 1
    position = int(value)
    return position if 0 <= position < count else count - 1


@IMPLEMENTATIONS.register("lmhlo.case")
def lmhlo_case(interpreter, op, args):
    """Run the branch the index buffer picks; branches write their results into buffers from above."""
    interpreter.run_ssacfg_region(op.branches[case_branch(args[0], len(op.branches))], ())
    return ()


@IMPLEMENTATIONS.register("lmhlo.while")
def lmhlo_while(interpreter, op, args):
    """Run the condition region, which writes the predicate into `cond_val`, then the body while it is true."""
    flag = args[0]
    while True:
        interpreter.run_ssacfg_region(op.cond, ())
        if not bool(np.asarray(flag)):
            return ()
        interpreter.run_ssacfg_region(op.body, ())
