"""`--generate-runtime-verification`: `cf.assert`s that check, when the program runs, what ops require of their
operands and that no verifier can check before (upstream's pass).

Upstream's ops implement `RuntimeVerifiableOpInterface`; here `runtime_verifiers` finds the function that
builds an op's checks before it: `memref_runtime_op_verification`, `tensor_runtime_op_verification` and
`linalg_runtime_op_verification` as upstream's, and ours, `affine_runtime_op_verification` for affine loads
and stores and the divisors of affine maps, `scf_runtime_op_verification` for loop steps and
`tensor.insert_slice`'s, `arith_runtime_op_verification` for integer division (a divisor of 0, the least
signed value by -1), `vector_runtime_op_verification` for the bounds of vector loads and stores, and
`func_runtime_op_verification`, which counts the depth of calls within a cycle of the
call graph ("recursion too deep" at its limit). The pass collects the ops first, so that the checks it builds (a `memref.cast` among
them) are not checked in turn. On a load:

    %x = memref.load %m[%i] : memref<?xf32>

becomes

    %c0 = arith.constant 0 : index
    %dim = memref.dim %m, %c0 : memref<?xf32>
    %0 = arith.cmpi sge, %i, %c0 : index
    %1 = arith.cmpi slt, %i, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\\0A%x = memref.load %arg0[%arg1] : ...\\0A^ out-of-bounds access\\0ALocation: loc(\\22f.mlir\\22:2:8)"
    %x = memref.load %m[%i] : memref<?xf32>

Each message is upstream's: the first line, the op as printed in its function (`verbose-level=1`, the default;
without regions and with large elements elided), the failed requirement after `^ `, and the op's location;
`verbose-level=0` leaves the op out. The checks carry the op's location, so that a failed one in compiled code
(`convert-cf-assert-to-runtime-call`) is an error there; `diagnostic_message` gives it MLIR's words.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import cf, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType, ModuleOp, UnrankedMemRefType, i1
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith, func, memref, tensor
from aiopt.dialects.memref import DYNAMIC_INDEX
from aiopt.dialects.scf import constant_index
from aiopt.reference.hlo.shape_checks import SIGNED_PREDICATES
from aiopt.support.asm_printer import AsmPrinter
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

ErrorMessage = Callable[[Operation, str], str]
"""What a check says when it fails: upstream's `generateErrorMessage(op, requirement)`."""

HEADER = "ERROR: Runtime op verification failed"
"""The first line of every message (upstream's)."""

LARGE_ELEMENTS = 16
"""Dense elements attributes with more elements print elided in a message (upstream's `elideLargeElementsAttrs`)."""

STACK_RESERVE = 64 * 1024
"""Bytes of stack that a stack check (a `memref.alloca`'s, a recursive call's) keeps free beyond what it asks
for: room for the frames of the code that runs unchecked after it (its function's, calls of functions that do
not recurse, libc's and the error path's)."""


class CheckBuilder:
    """Builds checks before an op, each with the op's location (upstream's `OpBuilder` at the op, with `loc`).

    The `*_or_fold` helpers are upstream's `createOrFold`: an op whose operands are constants is a constant.
    """

    def __init__(self, op: Operation, message: ErrorMessage, point: InsertPoint | None = None):
        self.op = op
        self.message = message
        self._point = point or InsertPoint.before(op)

    def insert(self, new: Operation) -> Operation:
        """Insert `new` (and the ops in its regions, built with this op's location) at the insertion point."""
        new.location = self.op.location
        Rewriter.insert_op(new, self._point)
        return new

    def index(self, value: int) -> SSAValue:
        """`arith.constant <value> : index`."""
        return self.insert(arith.ConstantOp(IntegerAttr(value, IndexType()))).results[0]

    def boolean(self, value: bool) -> SSAValue:
        """`arith.constant true/false`."""
        return self.insert(arith.ConstantOp(IntegerAttr(int(value), i1))).results[0]

    def value(self, mixed: int | SSAValue) -> SSAValue:
        """A static size, offset or stride as a constant (upstream's `getValueOrCreateConstantIndexOp`)."""
        return self.index(mixed) if isinstance(mixed, int) else mixed

    def dim(self, value: SSAValue, dimension: int) -> SSAValue:
        """`memref.dim` or `tensor.dim` of `value`."""
        dim_class = memref.DimOp if isinstance(value.type, MemRefType | UnrankedMemRefType) else tensor.DimOp
        dimension_index = self.index(dimension)
        return self.insert(dim_class.build(operands=[value, dimension_index], result_types=[IndexType()])).results[0]

    def dim_or_fold(self, value: SSAValue, dimension: int) -> SSAValue:
        """The size of a dimension of a memref or tensor: a constant where static (upstream's `createOrFoldDimOp`)."""
        size = value.type.get_shape()[dimension]
        return self.dim(value, dimension) if size == DYNAMIC_INDEX else self.index(size)

    def cmpi(self, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        """`arith.cmpi <predicate>, lhs, rhs`."""
        return self.insert(arith.CmpiOp(lhs, rhs, predicate)).results[0]

    def cmpi_or_fold(self, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        """`arith.cmpi`, or its constant where both operands are constants."""
        a, b = constant_index(lhs), constant_index(rhs)
        if a is None or b is None:
            return self.cmpi(predicate, lhs, rhs)
        return self.boolean(SIGNED_PREDICATES[predicate](a, b))  # index values are signed

    def andi_or_fold(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        """`arith.andi`, or an operand where the other is `true`, or `false` where one is."""
        for constant, other in ((lhs, rhs), (rhs, lhs)):
            known = constant_index(constant)
            if known is not None:
                return other if known else constant
        return self.insert(arith.AndIOp(lhs, rhs)).results[0]

    def in_bounds(self, value: SSAValue, lower: SSAValue, upper: SSAValue) -> SSAValue:
        """`lower <= value < upper` (upstream's `generateInBoundsCheck`)."""
        return self.andi_or_fold(self.cmpi_or_fold("sge", value, lower), self.cmpi_or_fold("slt", value, upper))

    def stack_left(self) -> SSAValue | None:
        """`func.call @aiopt_stack_left() : () -> index`, the bytes left on the running thread's stack (declared
        in the module of the op's function where it is not yet); None for an op outside a `func.func` of a
        `builtin.module` (a GPU kernel's)."""
        from aiopt.lowering.runtime_abi import STACK_LEFT

        function = self.op
        while function is not None and not isinstance(function, func.FuncOp):
            function = function.parent_op()
        module = function.parent_op() if function is not None else None
        if not isinstance(module, ModuleOp):
            return None
        block = module.body.block
        if not any(isinstance(op, func.FuncOp) and op.sym_name.data == STACK_LEFT for op in block.ops):
            declaration = func.FuncOp.external(STACK_LEFT, [], [IndexType()])
            declaration.location = module.location
            if block.first_op is None:
                block.add_op(declaration)
            else:
                block.insert_op_before(declaration, block.first_op)
        return self.insert(func.CallOp(STACK_LEFT, [], [IndexType()])).results[0]

    def check(self, condition: SSAValue, requirement: str) -> None:
        """`cf.assert condition` with the message of `requirement` broken at this op."""
        self.insert(cf.AssertOp(condition, self.message(self.op, requirement)))

    def region(self, body: Callable[[CheckBuilder], SSAValue]) -> Region:
        """A one-block region whose ops `body` builds, ending with an `scf.yield` of the value it returns."""
        block = Block()
        inner = CheckBuilder(self.op, self.message, InsertPoint.at_end(block))
        inner.insert(scf.YieldOp(body(inner)))
        return Region(block)


Verifier = Callable[[Operation, CheckBuilder], None]
"""Builds the checks of one op (upstream's `generateRuntimeVerification`)."""


def runtime_verifiers() -> Callable[[Operation], Verifier | None]:
    """The checks of an op, or None for an op without: by op name, and every linalg structured op's."""
    from aiopt.dialects.linalg import is_structured
    from aiopt.transforms import (
        affine_runtime_op_verification,
        arith_runtime_op_verification,
        linalg_runtime_op_verification,
        memref_runtime_op_verification,
        scf_runtime_op_verification,
        tensor_runtime_op_verification,
        vector_runtime_op_verification,
    )

    by_name = {
        **memref_runtime_op_verification.RUNTIME_VERIFIERS,
        **tensor_runtime_op_verification.RUNTIME_VERIFIERS,
        **affine_runtime_op_verification.RUNTIME_VERIFIERS,
        **scf_runtime_op_verification.RUNTIME_VERIFIERS,
        **arith_runtime_op_verification.RUNTIME_VERIFIERS,
        **vector_runtime_op_verification.RUNTIME_VERIFIERS,
    }
    structured = linalg_runtime_op_verification.verify_structured
    return lambda op: by_name.get(op.name) or (structured if is_structured(op) else None)


class SkippedRegionsPrinter(AsmPrinter):
    """The printer of the messages: each region prints as `{...}` (upstream's `OpPrintingFlags::skipRegions`)."""

    def print_region(self, region: Region, *args, **kwargs) -> None:
        self.print_string("{...}")


@dataclass
class DefaultErrorMessage:
    """Upstream's `DefaultErrMsgGenerator`: the first line, the op (verbose level 1) as named in `root`, the
    requirement after `^ `, then the op's location."""

    verbose_level: int
    root: Operation

    def __post_init__(self) -> None:
        self._printer = SkippedRegionsPrinter(stream=io.StringIO(), elide_elements_larger=LARGE_ELEMENTS, aliases=None)
        self._printer._name_values(self.root)

    def _text(self, write: Callable[[AsmPrinter], None]) -> str:
        stream = io.StringIO()
        self._printer.stream = stream
        write(self._printer)
        return stream.getvalue()

    def __call__(self, op: Operation, requirement: str) -> str:
        lines = [HEADER]
        if self.verbose_level == 1:
            lines.append(self._text(lambda printer: printer.print_op(op)))
        lines.append(f"^ {requirement}")
        lines.append("Location: " + self._text(lambda printer: printer.print_attribute(op.location)))
        return "\n".join(lines)


def diagnostic_message(message: str) -> str | None:
    """A message of this pass in MLIR's words for a diagnostic at the op, or None for another message:

        ERROR: Runtime op verification failed
        %x = memref.load %arg0[%arg1] : memref<?xf32>
        ^ out-of-bounds access
        Location: loc("f.mlir":2:8)

    is `'memref.load' op out-of-bounds access` (`out-of-bounds access` where the op is left out).
    """
    lines = message.split("\n")
    if len(lines) not in (3, 4) or lines[0] != HEADER or not lines[-2].startswith("^ "):
        return None
    requirement = lines[-2][2:]
    if len(lines) == 3:
        return requirement
    op_text = lines[1].split(" = ", 1)[1] if lines[1].startswith("%") and " = " in lines[1] else lines[1]
    name = op_text.split(" ", 1)[0].split("(", 1)[0].strip('"')
    return f"'{name}' op {requirement}" if name else requirement


@dataclass(frozen=True)
class GenerateRuntimeVerificationPass(DiagnosticPass):
    """Generate additional runtime op verification checks (upstream's `generate-runtime-verification`).

    A `cf.assert` goes before each op whose requirements on its operands hold only at run time (an index in
    bounds, a cast to the size the buffer has).

    Example, `ai-opt --generate-runtime-verification`:

        func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
          %v = memref.load %m[%i] : memref<?xf32>
          func.return %v : f32
        }

    becomes

        %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
        %0 = arith.cmpi sge, %arg1, %c0 : index
        %1 = arith.cmpi slt, %arg1, %dim : index
        %2 = arith.andi %0, %1 : i1
        cf.assert %2, "ERROR: Runtime op verification failed\\0A%0 = memref.load %arg0[%arg1] : memref<?xf32>\\0A
        %3 = memref.load %arg0[%arg1] : memref<?xf32>
    """

    name = "generate-runtime-verification"

    verbose_level: int = option(
        1,
        "Verbosity level for runtime verification messages: 0 = Minimum (only source location), "
        "1 = Detailed (include full operation details, names, types, shapes, etc.)",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.verbose_level not in (0, 1):
            emit_error(op, "generate-runtime-verification pass: set verboseLevel to 0 or 1")
            return
        verifier_of = runtime_verifiers()
        # The checks may build ops that have checks (a memref.cast): gather the ops first.
        ops = [(nested, verifier) for nested in op.walk() if (verifier := verifier_of(nested)) is not None]
        message = DefaultErrorMessage(self.verbose_level, op)
        from aiopt.dialects.memref import CONSTANT_WRITE, writes_constant_global

        writes = [nested for nested in op.walk() if writes_constant_global(nested)]
        for verifiable, verifier in ops:
            verifier(verifiable, CheckBuilder(verifiable, message))
        for write in writes:  # (undefined whenever it runs: the check is `false`)
            b = CheckBuilder(write, message)
            b.check(b.boolean(False), CONSTANT_WRITE)
        from aiopt.transforms.func_runtime_op_verification import check_recursion

        check_recursion(op, message)
