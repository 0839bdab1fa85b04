"""Import XLA HLO text into the mhlo dialect.

    HloModule m, entry_computation_layout={(f32[4]{0})->f32[4]{0}}
    ENTRY main.1 {
      x.1 = f32[4]{0} parameter(0)
      ROOT exp.1 = f32[4]{0} exponential(x.1)
    }

becomes

    func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
      %0 = mhlo.exponential %arg0 : tensor<4xf32>
      func.return %0 : tensor<4xf32>
    }

The text is parsed with the LALR grammar `hlo_text.lark`; layouts,
backend_config, sharding and frontend_attributes are dropped, `metadata`
becomes the op's location. ENTRY becomes `@main`; computations named by
`to_apply`/`condition`/`body`/`branch_computations` become regions, `call`
targets private functions, and `fusion` bodies are inlined. Tuple-shaped
constants become tuples of constants, bounded dimensions `f32[<=8]` become
`?`, and values mhlo has no counterpart for keep HLO's tuple layout: async
`*-start`/`*-done` pairs are the synchronous op inside the start's tuple,
send/recv carry a zero u32 context. Errors are `HloImportError`s carrying the
line and column in the HLO text (an unknown opcode's points at the opcode).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, UnexpectedInput
from lark.exceptions import VisitError
from xdsl.dialects.builtin import (
    BFloat16Type,
    BoolAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    Float16Type,
    Float32Type,
    Float64Type,
    FunctionType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    NoneAttr,
    Signedness,
    StringAttr,
    TensorType,
    TupleType,
    UnitAttr,
    i1,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects import func
from aiopt.dialects.hlo.attrs import ConvDimensions
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.dialects.hlo.types import DYNAMIC
from aiopt.dialects.mhlo import OPS, TokenType


class HloImportError(Exception):
    """A problem in the HLO text, at a 1-based line and column."""

    def __init__(self, message: str, line: int = 1, column: int = 1):
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


ELEMENT_TYPES: dict[str, Attribute] = {
    "pred": i1,
    **{f"s{w}": IntegerType(w) for w in (4, 8, 16, 32, 64)},
    **{f"u{w}": IntegerType(w, Signedness.UNSIGNED) for w in (4, 8, 16, 32, 64)},
    "bf16": BFloat16Type(),
    "f16": Float16Type(),
    "f32": Float32Type(),
    "f64": Float64Type(),
    "c64": ComplexType(Float32Type()),
    "c128": ComplexType(Float64Type()),
}

UNARY = {
    "abs": "abs", "cbrt": "cbrt", "ceil": "ceil", "cosine": "cosine", "count-leading-zeros": "count_leading_zeros",
    "exponential": "exponential", "exponential-minus-one": "exponential_minus_one", "floor": "floor",
    "imag": "imag", "is-finite": "is_finite", "log": "log", "log-plus-one": "log_plus_one", "logistic": "logistic",
    "negate": "negate", "not": "not", "popcnt": "popcnt", "real": "real", "round-nearest-afz": "round_nearest_afz",
    "round-nearest-even": "round_nearest_even", "rsqrt": "rsqrt", "sign": "sign", "sine": "sine", "sqrt": "sqrt",
    "tan": "tan", "tanh": "tanh", "erf": "erf",
}  # fmt: skip
BINARY = {
    "add": "add", "subtract": "subtract", "multiply": "multiply", "divide": "divide", "remainder": "remainder",
    "power": "power", "maximum": "maximum", "minimum": "minimum", "and": "and", "or": "or", "xor": "xor",
    "shift-left": "shift_left", "shift-right-arithmetic": "shift_right_arithmetic",
    "shift-right-logical": "shift_right_logical", "atan2": "atan2", "complex": "complex",
}  # fmt: skip
"""HLO opcodes of elementwise ops -> mhlo mnemonics."""
ARITY = {**dict.fromkeys(UNARY, 1), **dict.fromkeys(BINARY, 2), "select": 3, "clamp": 3}
"""The number of operands of the opcodes that take a fixed number (XLA's parser refuses others)."""


# ----------------------------------------------------------------------------- parse tree


@dataclass
class Instruction:
    """One `[ROOT] name = shape opcode(operands), attr=value, ...` line; operands are Refs or literals."""

    name: str
    type: Attribute
    opcode: str
    operands: list[Any]
    attrs: dict[str, Any]
    line: int
    column: int
    root: bool
    opcode_line: int = 0
    opcode_column: int = 0


@dataclass
class Computation:
    """A named (or ENTRY) list of instructions; its value is the ROOT's (else the last one's)."""

    name: str
    entry: bool
    instructions: list[Instruction]
    line: int
    column: int

    @property
    def root(self) -> Instruction:
        return next((i for i in self.instructions if i.root), self.instructions[-1])

    @property
    def parameters(self) -> list[Instruction]:
        return sorted((i for i in self.instructions if i.opcode == "parameter"), key=lambda i: int(i.operands[0]))


@dataclass(frozen=True)
class Ref:
    """A named operand."""

    name: str
    line: int
    column: int


@dataclass(frozen=True)
class Keyed:
    """`key=value` in an instruction's attributes or inside braces."""

    key: str
    value: Any


def _check_computation(computation: Computation) -> None:
    """An HloImportError unless `computation` has instructions and numbered parameters."""
    if not computation.instructions:
        raise HloImportError(
            f"computation '{computation.name}' has no instructions", computation.line, computation.column
        )
    for instr in computation.instructions:
        if instr.opcode == "parameter" and not (len(instr.operands) == 1 and str(instr.operands[0]).isdigit()):
            raise HloImportError("a parameter takes its number: parameter(N)", instr.line, instr.column)


@cache
def _shape_type(text: str) -> Attribute:
    """The type of a shape token like `f32[8,64]{1,0}` (the layout is dropped).

    A bounded dynamic dimension `<=8` becomes `?`: our tensor types carry no bounds encoding."""
    element, _, rest = text.partition("[")
    dims_text = rest[: rest.index("]")]
    if element == "token":
        return TokenType()
    dims = [DYNAMIC if d.startswith("<=") else int(d) for d in dims_text.split(",") if d]
    return TensorType(ELEMENT_TYPES[element], dims)


def _at(token: Token) -> tuple[int, ...]:
    """The line and column of a token, where the lexer gave it them."""
    line, column = getattr(token, "line", None), getattr(token, "column", None)
    return (line, column) if line is not None and column is not None else ()


class _ToData(Transformer):
    """Turns the parse tree into `Computation`s of `Instruction`s."""

    def start(self, items):
        return [c for c in items[1:] if isinstance(c, Computation)]

    def module_attr(self, items):
        return None

    def computation(self, items):
        entry = isinstance(items[0], Token) and items[0].type == "ENTRY"
        name = items[1] if entry else items[0]
        instructions = [i for i in items if isinstance(i, Instruction)]
        return Computation(str(name).lstrip("%"), entry, instructions, name.line, name.column)

    def signature(self, items):
        return None

    def param_decl(self, items):
        return None

    def layout(self, items):
        return None

    def instruction(self, items):
        root = isinstance(items[0], Token) and items[0].type == "ROOT"
        name, type_, opcode, *rest = items[1:] if root else items
        operands = [o for o in rest if not isinstance(o, Keyed)]
        attrs = {a.key: a.value for a in rest if isinstance(a, Keyed)}
        if operands == [None]:
            operands = []
        return Instruction(
            str(name).lstrip("%"), type_, str(opcode), operands, attrs, name.line, name.column, root,
            opcode.line, opcode.column,
        )  # fmt: skip

    def attribute(self, items):
        return Keyed(str(items[0]), items[1])

    def named_operand(self, items):
        token = items[-1]
        return Ref(str(token).lstrip("%"), token.line, token.column)

    def number(self, items):
        return str(items[0])

    def word(self, items):
        return str(items[0])

    def array(self, items):
        return [i for i in items if i is not None]

    def parenthesized(self, items):
        return tuple(items)

    def string(self, items):
        return str(items[0])[1:-1].encode().decode("unicode_escape")

    def braced(self, items):
        return list(items)

    def keyed(self, items):
        return Keyed(str(items[0]), items[1])

    def array_shape(self, items):
        type_ = _shape_type(str(items[0]))
        if isinstance(type_, TensorType) and any(d >= 1 << 63 for d in type_.get_shape()):
            # (A type MLIR cannot read back: its sizes are int64, as XLA's.)
            raise HloImportError(f"shape '{items[0]}' has a dimension that does not fit in 64 bits", *_at(items[0]))
        return type_

    def tuple_shape(self, items):
        return TupleType([i for i in items if i is not None])


@cache
def _parser() -> Lark:
    grammar = resources.files("aiopt.targets").joinpath("hlo_text.lark").read_text()
    return Lark(grammar, parser="lalr", transformer=_ToData(), propagate_positions=False, maybe_placeholders=True)


def parse_hlo(text: str) -> list[Computation]:
    """The computations of an HLO module's text; an HloImportError on a syntax error."""
    try:
        return _parser().parse(text)
    except UnexpectedInput as err:
        token = getattr(err, "token", None)
        found = f" '{token}'" if token is not None and str(token) else ""
        raise HloImportError(f"unexpected input{found} in HLO text", err.line, err.column) from None
    except VisitError as err:
        if isinstance(err.orig_exc, HloImportError):
            raise err.orig_exc from None
        where = err.obj if isinstance(err.obj, Token) else None
        raise HloImportError(
            f"invalid HLO text: {err.orig_exc}", *((where.line, where.column) if where else ())
        ) from None


# ----------------------------------------------------------------------------- attributes


def _ints(value: Any) -> list[int]:
    """`{1,0}` or `1` as integers."""
    return [int(v) for v in (value if isinstance(value, list) else [value])]


def _keyed(value: Any) -> dict[str, Any]:
    """The `key=value` items of a braced attribute such as `metadata={...}`."""
    return {item.key: item.value for item in value if isinstance(item, Keyed)} if isinstance(value, list) else {}


def _window(value: Any) -> dict[str, list]:
    """`{size=2x2 stride=2x2 pad=0_0x0_0 lhs_dilate=1x1 rhs_dilate=1x1}` as lists per field."""
    fields = _keyed(value)
    window: dict[str, list] = {}
    for key, text in fields.items():
        parts = str(text).split("x")
        window[key] = [tuple(int(v) for v in p.split("_")) for p in parts] if key == "pad" else [int(p) for p in parts]
    return window


def _dim_labels(text: str) -> ConvDimensions:
    """`b01f_01io->b01f` as ConvDimensions."""
    lhs, rest = text.split("_", 1)
    kernel, out = rest.split("->")

    def spatial(labels: str) -> tuple[int, ...]:
        digits = sorted((int(c), i) for i, c in enumerate(labels) if c.isdigit())
        return tuple(i for _, i in digits)

    return ConvDimensions(
        lhs.index("b"), lhs.index("f"), spatial(lhs),
        kernel.index("i"), kernel.index("o"), spatial(kernel),
        out.index("b"), out.index("f"), spatial(out),
    )  # fmt: skip


def _location(instr: Instruction, filename: str) -> Attribute:
    """`metadata={op_name=... source_file=... source_line=...}` as a location, else the instruction's position."""
    meta = _keyed(instr.attrs.get("metadata"))
    name, file, line = meta.get("op_name"), meta.get("source_file"), str(meta.get("source_line", "0"))
    file_loc = (
        FileLineColLoc(StringAttr(file), IntAttr(int(line) if line.isdigit() else 0), IntAttr(0)) if file else None
    )
    if name:
        return NameLoc(StringAttr(name), file_loc or NoneAttr())
    return file_loc or FileLineColLoc(StringAttr(filename), IntAttr(instr.line), IntAttr(instr.column))


def _literal(value: Any, type_: Attribute) -> DenseIntOrFPElementsAttr:
    """A constant's literal (a scalar, which fills the shape, or nested `{...}` lists; complex elements
    are `(re, im)` pairs) as a dense attribute."""

    def flatten(v: Any) -> list:
        return [x for item in v for x in flatten(item)] if isinstance(v, list) else [v]

    element = type_.element_type  # type: ignore[attr-defined]
    count = math.prod(type_.get_shape())  # type: ignore[attr-defined]
    texts = flatten(value)
    if element == i1:
        values: list = [t in ("true", "1") for t in texts]
    elif isinstance(element, IntegerType):
        values = [int(t) for t in texts]
    elif isinstance(element, ComplexType):
        values = [_complex(t) for t in texts]
    else:
        values = [float(t) for t in texts]
    if len(values) == 1 and count != 1:
        values = values * count
    if len(values) != count:
        raise ValueError(f"literal has {len(values)} elements, the shape needs {count}")
    part = element.element_type if isinstance(element, ComplexType) else element
    if isinstance(part, Float16Type | BFloat16Type | Float32Type):
        _check_float_range([x for v in values for x in (v if isinstance(v, tuple) else (v,))], part)
    return DenseIntOrFPElementsAttr.from_list(type_, values)  # type: ignore[arg-type]


def _check_float_range(values: list[float], element: Attribute) -> None:
    """XLA's check of a float literal: a finite value that rounds to an infinity in `element` (f16, bf16 or
    f32) is out of range (packing it raised OverflowError: 'float too large to pack with e format', and a bf16
    one became inf)."""
    import numpy as np

    from aiopt.reference.hlo import round_to_bf16

    array = np.array(values, np.float64)
    with np.errstate(over="ignore"):
        rounded = array.astype(np.float32)
        if isinstance(element, Float16Type):
            rounded = array.astype(np.float16)
        elif isinstance(element, BFloat16Type):
            rounded = round_to_bf16(rounded)
    overflows = np.isfinite(array) & ~np.isfinite(rounded)
    if overflows.any():
        value = values[int(np.argmax(overflows))]
        name = {Float16Type: "F16", BFloat16Type: "BF16"}.get(type(element), "F32")
        raise ValueError(f"value {value:g} is out of range for literal's primitive type {name}")


def _complex(value: Any) -> tuple[float, float]:
    """A complex element `(re, im)` (or a real number) as a pair of floats."""
    if isinstance(value, tuple) and len(value) == 2:
        return float(value[0]), float(value[1])
    if isinstance(value, str):
        return float(value), 0.0
    raise ValueError(f"expected a complex element (re, im), got {value}")


# ----------------------------------------------------------------------------- emission

_COMPUTATION_ATTRS = (
    "to_apply", "calls", "condition", "body", "branch_computations", "true_computation", "false_computation",
    "select", "scatter",
)  # fmt: skip
"""The instruction attributes that name computations."""


def _check_acyclic(computations: dict[str, Computation]) -> None:
    """HLO computations may not use themselves, directly or through others (a walk with a stack, not recursion)."""
    done: set[str] = set()
    for start in computations:
        if start in done:
            continue
        path = {start}
        stack = [(start, _callees(computations[start]))]
        while stack:
            name, callees = stack[-1]
            callee = next(callees, None)
            if callee is None:
                stack.pop()
                path.discard(name)
                done.add(name)
            elif callee in path:
                computation = computations[callee]
                raise HloImportError(f"computation '{callee}' uses itself", computation.line, computation.column)
            elif callee in computations and callee not in done:
                path.add(callee)
                stack.append((callee, _callees(computations[callee])))


def _callees(computation: Computation) -> Iterator[str]:
    for instr in computation.instructions:
        for key in _COMPUTATION_ATTRS:
            value = instr.attrs.get(key)
            for name in value if isinstance(value, list) else [] if value is None else [value]:
                yield str(name).lstrip("%")



class HloImporter:
    """Emits mhlo for the computations of one HLO module."""

    def __init__(self, computations: Sequence[Computation], filename: str):
        self.filename = filename
        self.computations = {c.name: c for c in computations}
        entries = [c for c in computations if c.entry] or list(computations[-1:])
        if not entries:
            raise HloImportError("the HLO module has no computations")
        self.entry = entries[0]
        for computation in computations:
            _check_computation(computation)
        self.module = ModuleOp([])
        _check_acyclic(self.computations)
        self.functions: dict[str, func.FuncOp] = {}
        self.pending: list[tuple[Computation, func.FuncOp]] = []
        self.emitting: set[str] = set()
        self.current: Instruction | None = None
        """The instruction being emitted, where an input nested too deeply is reported."""

    def run(self) -> ModuleOp:
        self._function(self.entry, "main", private=False, flatten=True)
        # Called computations are emitted after their callers, one at a time,
        # so that call chains may be deeper than Python's stack.
        while self.pending:
            self._define(*self.pending.pop(0))
        return self.module

    # -- computations

    def _computation(self, name: str, instr: Instruction) -> Computation:
        computation = self.computations.get(str(name).lstrip("%"))
        if computation is None:
            raise HloImportError(f"unknown computation '{name}'", instr.line, instr.column)
        return computation

    def _function(self, computation: Computation, name: str, private: bool, flatten: bool = False) -> func.FuncOp:
        """A function for `computation` (a private one is emitted later); with `flatten`, a tuple root
        becomes one result per leaf, as XLA's importer makes the entry function's results."""
        params = computation.parameters
        block = Block(arg_types=[p.type for p in params])
        for index, argument in enumerate(block.args):
            argument.name_hint = f"arg{index}"  # as xla-translate names them
        function = func.FuncOp(
            name, ([p.type for p in params], [computation.root.type]), Region(block),
            visibility="private" if private else None,
        )  # fmt: skip
        if private:
            self.pending.append((computation, function))
        else:
            self._define(computation, function, flatten)
        self.module.body.block.add_op(function)
        return function

    def _define(self, computation: Computation, function: func.FuncOp, flatten: bool = False) -> None:
        """Emit the body of `computation` into `function`."""
        block = function.body.block
        results = self._emit_body(computation, block, dict(zip((p.name for p in computation.parameters), block.args)))
        root = results[0]
        if flatten:
            results = _flatten_tuple(root, block)
        block.add_op(func.ReturnOp(*results))
        if flatten:
            _erase_dead_tuples(root, block)
            function.function_type = FunctionType.from_lists(
                list(function.function_type.inputs.data), [r.type for r in results]
            )

    def _region(
        self, computation: Computation, args: Sequence[SSAValue] | None = None, flatten: bool = False
    ) -> Region:
        """A region for `computation`: block arguments for its parameters, or `args` captured from outside."""
        params = computation.parameters
        block = Block(arg_types=[] if args is not None else [p.type for p in params])
        values = list(args if args is not None else block.args)
        results = self._emit_body(computation, block, dict(zip((p.name for p in params), values)))
        return _returning(block, results, flatten)

    def _tuple_region(self, computation: Computation, state: TupleType, flatten: bool) -> Region:
        """A region for a one-parameter `computation` whose parameter, of tuple type `state`, arrives as
        its leaves; with `flatten`, the (tuple) result is returned as its leaves too."""
        block = Block(arg_types=_leaf_types(state))
        ops, value = _build_tuple(iter(block.args), state)
        for op in ops:
            block.add_op(op)
        results = self._emit_body(computation, block, {computation.parameters[0].name: value})
        return _returning(block, results, flatten)

    def _emit_body(self, computation: Computation, block: Block, params: dict[str, SSAValue]) -> list[SSAValue]:
        """Emit the non-parameter instructions into `block`; return the root's values."""
        if computation.name in self.emitting:
            raise HloImportError(f"computation '{computation.name}' uses itself", computation.line, computation.column)
        self.emitting.add(computation.name)
        scope = dict(params)
        for instr in computation.instructions:
            if instr.opcode == "parameter":
                continue
            scope[instr.name] = self._instruction(instr, scope, block)
        self.emitting.discard(computation.name)
        return [scope[computation.root.name]]

    # -- instructions

    def _instruction(self, instr: Instruction, scope: dict[str, SSAValue], block: Block) -> SSAValue:
        self.current = instr
        emit = _EMITTERS.get(instr.opcode)
        if emit is None and instr.opcode not in UNARY and instr.opcode not in BINARY:
            raise HloImportError(f"unknown HLO opcode '{instr.opcode}'", instr.opcode_line, instr.opcode_column)
        operands = [self._operand(o, scope, instr) for o in instr.operands if isinstance(o, Ref)]
        if len(operands) != ARITY.get(instr.opcode, len(operands)):
            more = "many" if len(operands) > ARITY[instr.opcode] else "few"
            raise HloImportError(f"'{instr.opcode}' has too {more} operands", instr.line, instr.column)
        try:
            if instr.opcode in UNARY:
                ops = [OPS[UNARY[instr.opcode]](operands[0], instr.type)]
            elif instr.opcode in BINARY:
                ops = [OPS[BINARY[instr.opcode]](operands[0], operands[1], instr.type)]
            else:
                ops = emit(self, instr, operands, block)
                if isinstance(ops, SSAValue):
                    if ops.type != instr.type:  # a fusion's root or a forwarded operand of another shape
                        raise HloImportError(
                            f"'{instr.opcode}' produces {ops.type}, but the HLO shape is {instr.type}",
                            instr.line, instr.column,
                        )  # fmt: skip
                    return ops
        except HloImportError:
            raise
        except KeyError as err:
            raise HloImportError(
                f"'{instr.opcode}' lacks attribute {err} or has an unknown value", instr.line, instr.column
            ) from None
        except IndexError:
            raise HloImportError(f"'{instr.opcode}' has too few operands", instr.line, instr.column) from None
        except (VerifyException, ValueError, TypeError, AttributeError) as err:
            raise HloImportError(f"'{instr.opcode}': {err}", instr.line, instr.column) from None
        if not ops[-1].results:  # a variadic op without operands: `f32[2] all-reduce()`
            raise HloImportError(
                f"'{instr.opcode}' produces no value, but the HLO shape is {instr.type}", instr.line, instr.column
            )
        result = ops[-1].results[0]
        if result.type != instr.type:
            raise HloImportError(
                f"'{instr.opcode}' produces {result.type}, but the HLO shape is {instr.type}", instr.line, instr.column
            )
        location = _location(instr, self.filename)
        for op in ops:
            op.location = location
            block.add_op(op)
        return result

    def _operand(self, operand: Ref, scope: dict[str, SSAValue], instr: Instruction) -> SSAValue:
        value = scope.get(operand.name)
        if value is None:
            raise HloImportError(f"'{instr.name}' uses undefined value '{operand.name}'", operand.line, operand.column)
        return value


Emitter = Callable[[HloImporter, Instruction, list[SSAValue], Block], Any]
"""Builds an instruction's ops (the last one's first result is its value), or returns an emitted value."""


def _constant(importer: HloImporter, instr: Instruction, operands, block) -> list:
    """A constant; a tuple-shaped one `(f32[], s32[2]) constant((1, {2, 3}))` is a tuple of constants."""
    return _constants(instr.operands[0], instr.type)


def _constants(value: Any, type_: Attribute) -> list:
    if not isinstance(type_, TupleType):
        return [OPS["constant"](_literal(value, type_))]
    types = list(type_.types.data)
    if not isinstance(value, tuple) or len(value) != len(types):
        raise ValueError(f"a tuple constant needs {len(types)} parenthesized elements")
    parts = [_constants(v, t) for v, t in zip(value, types)]
    return [op for ops in parts for op in ops] + [OPS["tuple"]([ops[-1].results[0] for ops in parts])]


def _iota(importer, instr, operands, block) -> list:
    return [OPS["iota"](_ints(instr.attrs["iota_dimension"])[0], instr.type)]


def _compare(importer, instr, operands, block) -> list:
    return [OPS["compare"](operands[0], operands[1], instr.attrs["direction"], instr.attrs.get("type"))]


def _broadcast(importer, instr, operands, block) -> list:
    return [OPS["broadcast_in_dim"](operands[0], _ints(instr.attrs.get("dimensions", [])), instr.type)]


def _slice(importer, instr, operands, block) -> list:
    ranges = [[int(v) for v in r.strip("[]").split(":")] for r in instr.attrs["slice"]]
    return [
        OPS["slice"](
            operands[0], [r[0] for r in ranges], [r[1] for r in ranges], [r[2] if len(r) > 2 else 1 for r in ranges]
        )
    ]


def _pad(importer, instr, operands, block) -> list:
    dims = [[int(v) for v in d.split("_")] for d in str(instr.attrs["padding"]).split("x")]
    return [
        OPS["pad"](
            operands[0],
            operands[1],
            [d[0] for d in dims],
            [d[1] for d in dims],
            [d[2] if len(d) > 2 else 0 for d in dims],
        )
    ]


def _dot(importer, instr, operands, block) -> list:
    attrs = instr.attrs
    dims = DotDimensions(
        *(
            tuple(_ints(attrs.get(k, [])))
            for k in ("lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims")
        )
    )
    precision = [str(p).upper() for p in attrs["operand_precision"]] if "operand_precision" in attrs else None
    return [OPS["dot_general"](operands[0], operands[1], dims, precision, result_element=instr.type.element_type)]


def _convolution(importer, instr, operands, block) -> list:
    window = _window(instr.attrs.get("window", []))
    return [
        OPS["convolution"](
            operands[0], operands[1], _dim_labels(instr.attrs["dim_labels"]),
            strides=window.get("stride"), padding=window.get("pad"),
            lhs_dilation=window.get("lhs_dilate"), rhs_dilation=window.get("rhs_dilate"),
            feature_group_count=int(instr.attrs.get("feature_group_count", 1)),
            batch_group_count=int(instr.attrs.get("batch_group_count", 1)),
            result_element=instr.type.element_type,
        )
    ]  # fmt: skip


def _reduce(importer, instr, operands, block) -> list:
    half = len(operands) // 2
    body = importer._region(importer._computation(instr.attrs["to_apply"], instr), flatten=True)
    return _with_tuple(OPS["reduce"](operands[:half], operands[half:], _ints(instr.attrs["dimensions"]), body))


def _reduce_window(importer, instr, operands, block) -> list:
    half = len(operands) // 2
    window = _window(instr.attrs["window"])
    body = importer._region(importer._computation(instr.attrs["to_apply"], instr), flatten=True)
    op = OPS["reduce_window"](
        operands[:half], operands[half:], window["size"], body, window.get("stride"),
        window.get("lhs_dilate"), window.get("rhs_dilate"), window.get("pad"),
    )  # fmt: skip
    return _with_tuple(op)


def _tuple(importer, instr, operands, block) -> list:
    return [OPS["tuple"](operands)]


def _get_tuple_element(importer, instr, operands, block) -> list:
    """Element `index` of a tuple; XLA's shape inference errors where the operand is no tuple or has no
    such element."""
    tuple_value, index = operands[0], int(instr.attrs["index"])
    if not isinstance(tuple_value.type, TupleType):
        raise HloImportError(
            f"Cannot infer shape: argument to get-tuple-element must be a tuple; got {tuple_value.type}",
            instr.line, instr.column,
        )  # fmt: skip
    if not 0 <= index < len(tuple_value.type.types.data):
        raise HloImportError(
            f"Cannot infer shape: attempt to index out of tuple bounds: {index} is not in "
            f"[0, {len(tuple_value.type.types.data)}) for shape {tuple_value.type}",
            instr.line, instr.column,
        )  # fmt: skip
    return [OPS["get_tuple_element"](tuple_value, index)]


def _while(importer, instr, operands, block) -> list:
    """A while; a tuple loop state is carried as its leaves, as XLA's importer does (the regions and the
    value after the loop re-tuple them), so that lowerings see tensors.

        %s = mhlo.tuple %i, %x                  %w:2 = mhlo.while(%a = %i, %b = %x) ... cond {
        %w = mhlo.while(%t = %s) ...      ->      %t = mhlo.tuple %a, %b ...
                                                } do { ... mhlo.return %leaf0, %leaf1 }
                                                %w = mhlo.tuple %w#0, %w#1
    """
    cond_computation = importer._computation(instr.attrs["condition"], instr)
    body_computation = importer._computation(instr.attrs["body"], instr)
    state = operands[0]
    if len(operands) != 1 or not isinstance(state.type, TupleType):
        return [OPS["while"](operands, importer._region(cond_computation), importer._region(body_computation))]
    leaves = _flatten_tuple(state, block)
    cond = importer._tuple_region(cond_computation, state.type, flatten=False)
    body = importer._tuple_region(body_computation, state.type, flatten=True)
    loop = OPS["while"](leaves, cond, body)
    ops, _ = _build_tuple(iter(loop.results), state.type)
    return [loop, *ops]


def _build_tuple(leaves: Iterator[SSAValue], type_: Attribute) -> tuple[list[Operation], SSAValue]:
    """The tuple ops that assemble a value of `type_` from its leaves, in order, and that value."""
    if not isinstance(type_, TupleType):
        return [], next(leaves)
    ops: list[Operation] = []
    parts = []
    for element in type_.types.data:
        element_ops, value = _build_tuple(leaves, element)
        ops += element_ops
        parts.append(value)
    ops.append(OPS["tuple"](parts))
    return ops, ops[-1].results[0]


def _conditional(importer, instr, operands, block) -> list:
    attrs = instr.attrs
    names = attrs.get("branch_computations") or [attrs["true_computation"], attrs["false_computation"]]
    # Tuple results are yielded as their leaves, as XLA's importer does, and re-tupled after the op.
    flatten = isinstance(instr.type, TupleType)
    computations = [importer._computation(name, instr) for name in names]
    for computation in computations:
        # (A branch of another shape made an op of other results, which the re-tupling ran out of.)
        if computation.root.type != instr.type:
            raise HloImportError(
                f"'{instr.opcode}' branch computation '{computation.name}' returns {computation.root.type}, "
                f"but the conditional's shape is {instr.type}",
                instr.line, instr.column,
            )  # fmt: skip
    branches = [
        importer._region(computation, args=[operand], flatten=flatten)
        for computation, operand in zip(computations, operands[1:])
    ]
    if "branch_computations" in attrs:
        op = OPS["case"](operands[0], branches)
    else:
        op = OPS["if"](operands[0], branches[0], branches[1])
    return [op, *_build_tuple(iter(op.results), instr.type)[0]] if flatten else [op]


def _call(importer: HloImporter, instr, operands, block) -> list:
    """A call of a private function; with `is_composite=true`, an mhlo.composite named by the
    `composite.name`/`composite.version` frontend attributes whose decomposition is that function."""
    computation = importer._computation(instr.attrs["to_apply"], instr)
    if computation.name not in importer.functions:
        name = computation.name.replace(".", "_")
        importer.functions[computation.name] = importer._function(computation, name, private=True)
    function = importer.functions[computation.name]
    if not _flag(instr, "is_composite"):
        return [func.CallOp(function.sym_name.data, operands, [instr.type])]
    frontend = _keyed(instr.attrs.get("frontend_attributes"))
    composite = OPS["composite"](frontend["composite.name"], operands, function)
    composite.properties["version"] = IntegerAttr(int(frontend.get("composite.version", 0)), IntegerType(32))
    return [composite]


def _fusion(importer: HloImporter, instr, operands, block) -> SSAValue:
    """Inline the fused computation: its root stands for the fusion."""
    computation = importer._computation(instr.attrs["calls"], instr)
    params = dict(zip((p.name for p in computation.parameters), operands))
    return importer._emit_body(computation, block, params)[0]


def _tuple_types(instr: Instruction, count: int | None = None) -> list[Attribute]:
    """The element types of `instr`'s tuple shape, which must have `count` elements where given:
    `f32[2] infeed(token)` is an error at the instruction."""
    types = list(instr.type.types.data) if isinstance(instr.type, TupleType) else None
    if types is None or (count is not None and len(types) != count):
        expected = "a tuple" if count is None else f"a tuple of {count} elements"
        raise HloImportError(f"'{instr.opcode}' has shape {instr.type}, not {expected}", instr.line, instr.column)
    return types


def _with_tuple(op) -> list:
    """`op`, then a tuple of its results where it has several (HLO's value is then a tuple)."""
    return [op] + ([OPS["tuple"](op.results)] if len(op.results) > 1 else [])


def _sort(importer, instr, operands, block) -> list:
    comparator = importer._region(importer._computation(instr.attrs["to_apply"], instr))
    stable = str(instr.attrs.get("is_stable", "false")) == "true"
    return _with_tuple(OPS["sort"](operands, comparator, _ints(instr.attrs["dimensions"])[0], stable))


def _map(importer, instr, operands, block) -> list:
    return [OPS["map"](operands, importer._region(importer._computation(instr.attrs["to_apply"], instr)))]


def _select_and_scatter(importer, instr, operands, block) -> list:
    window = _window(instr.attrs["window"])
    select = importer._region(importer._computation(instr.attrs["select"], instr))
    scatter = importer._region(importer._computation(instr.attrs["scatter"], instr))
    op = OPS["select_and_scatter"](*operands, select, scatter, window["size"], window.get("stride"), window.get("pad"))
    return [op]


def _struct(instr: Instruction, mnemonic: str, fields: dict[str, str]) -> Attribute:
    """A dimension-numbers attribute from the HLO attributes named in `fields` (struct field -> HLO name)."""
    values: dict[str, Any] = {field_: _ints(instr.attrs.get(name, [])) for field_, name in fields.items()}
    values["index_vector_dim"] = values["index_vector_dim"][0]
    return OPS["constant"].HLO_ATTRS.struct(mnemonic, **values)


GATHER_FIELDS = {
    "offset_dims": "offset_dims", "collapsed_slice_dims": "collapsed_slice_dims",
    "operand_batching_dims": "operand_batching_dims", "start_indices_batching_dims": "start_indices_batching_dims",
    "start_index_map": "start_index_map", "index_vector_dim": "index_vector_dim",
}  # fmt: skip
SCATTER_FIELDS = {
    "update_window_dims": "update_window_dims", "inserted_window_dims": "inserted_window_dims",
    "input_batching_dims": "input_batching_dims", "scatter_indices_batching_dims": "scatter_indices_batching_dims",
    "scatter_dims_to_operand_dims": "scatter_dims_to_operand_dims", "index_vector_dim": "index_vector_dim",
}  # fmt: skip
"""Struct field -> HLO attribute name of gather and scatter dimension numbers."""


def _flag(instr: Instruction, name: str) -> bool:
    return str(instr.attrs.get(name, "false")) == "true"


def _gather(importer, instr, operands, block) -> list:
    dims = _struct(instr, "gather", GATHER_FIELDS)
    return [
        OPS["gather"](
            operands[0], operands[1], dims, _ints(instr.attrs["slice_sizes"]), _flag(instr, "indices_are_sorted")
        )
    ]


def _scatter(importer, instr, operands, block) -> list:
    count = (len(operands) - 1) // 2
    body = importer._region(importer._computation(instr.attrs["to_apply"], instr), flatten=True)
    op = OPS["scatter"](
        operands[:count], operands[count], operands[count + 1 :], _struct(instr, "scatter", SCATTER_FIELDS), body,
        _flag(instr, "indices_are_sorted"), _flag(instr, "unique_indices"),
    )  # fmt: skip
    return _with_tuple(op)


def _custom_call(importer, instr, operands, block) -> list:
    results = list(instr.type.types.data) if isinstance(instr.type, TupleType) else [instr.type]
    config = instr.attrs.get("backend_config")
    op = OPS["custom_call"](
        instr.attrs["custom_call_target"], operands, results,
        has_side_effect=_flag(instr, "custom_call_has_side_effect"),
        backend_config=StringAttr(config) if isinstance(config, str) else None,
    )  # fmt: skip
    return [op] + ([OPS["tuple"](op.results)] if isinstance(instr.type, TupleType) else [])


RNG_DISTRIBUTIONS = {"rng_uniform": "UNIFORM", "rng_normal": "NORMAL"}


def _rng(importer, instr, operands, block) -> list:
    dims = list(instr.type.get_shape())
    shape = OPS["constant"](DenseIntOrFPElementsAttr.from_list(TensorType(IntegerType(64), [len(dims)]), dims))
    return [
        shape,
        OPS["rng"](operands[0], operands[1], shape.results[0], RNG_DISTRIBUTIONS[instr.attrs["distribution"]]),
    ]


RNG_ALGORITHMS = {"rng_default": "DEFAULT", "rng_three_fry": "THREE_FRY", "rng_philox": "PHILOX"}


def _rng_bit_generator(importer, instr, operands, block) -> list:
    """`(u64[2], u32[4]) rng-bit-generator(state), algorithm=rng_three_fry`: the (new state, bits) tuple."""
    output = _tuple_types(instr, 2)[1]
    return _with_tuple(OPS["rng_bit_generator"](operands[0], RNG_ALGORITHMS[instr.attrs["algorithm"]], output))


def _reduce_precision(importer, instr, operands, block) -> list:
    bits = (int(instr.attrs["exponent_bits"]), int(instr.attrs["mantissa_bits"]))
    return [OPS["reduce_precision"](operands[0], *bits)]


def _int_matrix(value: Any) -> DenseIntOrFPElementsAttr:
    """`{{0,1},{2,3}}` (replica groups, source-target pairs) as a 2-D i64 elements attribute."""
    rows = [_ints(row) for row in value] if isinstance(value, list) else []
    width = max((len(row) for row in rows), default=0)
    values = [v for row in rows for v in row + [-1] * (width - len(row))]
    return DenseIntOrFPElementsAttr.from_list(TensorType(IntegerType(64), [len(rows), width]), values)


def _collective_properties(instr: Instruction) -> dict[str, Attribute]:
    """replica_groups, channel_id (a device-to-device channel handle) and use_global_device_ids."""
    properties: dict[str, Attribute] = {"replica_groups": _int_matrix(instr.attrs.get("replica_groups", []))}
    if "channel_id" in instr.attrs:
        channel = OPS["constant"].HLO_ATTRS.struct("channel_handle", handle=int(instr.attrs["channel_id"]), type=1)
        properties["channel_handle"] = channel
    if _flag(instr, "use_global_device_ids"):
        properties["use_global_device_ids"] = UnitAttr()
    return properties


def _results_of(instr: Instruction) -> list[Attribute]:
    """The instruction's result types: a tuple shape's elements, else its one shape."""
    return list(instr.type.types.data) if isinstance(instr.type, TupleType) else [instr.type]


def _all_reduce(importer, instr, operands, block) -> list:
    body = importer._region(importer._computation(instr.attrs["to_apply"], instr), flatten=True)
    op = OPS["all_reduce"](operands, _int_matrix(instr.attrs.get("replica_groups", [])), body)
    op.properties.update(_collective_properties(instr))
    return _with_tuple(op)


def _all_gather(importer, instr, operands, block) -> list:
    properties = _collective_properties(instr)
    properties["all_gather_dim"] = IntegerAttr(_ints(instr.attrs["dimensions"])[0], IntegerType(64))
    return _with_tuple(OPS["all_gather"](operands=[operands], result_types=[_results_of(instr)], properties=properties))


def _all_to_all(importer, instr, operands, block) -> list:
    """Array all-to-all (`dimensions={d}`): split and concatenate along d into as many parts as a group has."""
    groups = _int_matrix(instr.attrs.get("replica_groups", []))
    dim = _ints(instr.attrs["dimensions"])[0]
    count = groups.get_type().get_shape()[1]
    return _with_tuple(OPS["all_to_all"](operands, dim, dim, count, groups))


def _reduce_scatter(importer, instr, operands, block) -> list:
    body = importer._region(importer._computation(instr.attrs["to_apply"], instr), flatten=True)
    properties = _collective_properties(instr)
    properties["scatter_dimension"] = IntegerAttr(_ints(instr.attrs["dimensions"])[0], IntegerType(64))
    op = OPS["reduce_scatter"](operands=operands, result_types=[instr.type], properties=properties, regions=[body])
    return [op]


def _collective_permute(importer, instr, operands, block) -> list:
    op = OPS["collective_permute"](operands[0], _int_matrix(instr.attrs["source_target_pairs"]))
    if "channel_id" in instr.attrs:
        op.properties["channel_handle"] = _collective_properties(instr)["channel_handle"]
    return [op]


def _infeed(importer, instr, operands, block) -> list:
    """`((f32[2]), token[]) infeed(token), infeed_config="..."`: mhlo.infeed yields the tensors and the token."""
    data, token = _tuple_types(instr, 2)
    types = list(data.types.data) if isinstance(data, TupleType) else [data]
    config = instr.attrs.get("infeed_config", "")
    op = OPS["infeed"](
        operands=[operands[0]], result_types=[[*types, token]], properties={"infeed_config": StringAttr(config)}
    )
    values = list(op.results)
    data_op = [OPS["tuple"](values[:-1])] if isinstance(data, TupleType) else []
    data_value = data_op[0].results[0] if data_op else values[0]
    return [op, *data_op, OPS["tuple"]([data_value, values[-1]])]


def _outfeed(importer, instr, operands, block) -> list:
    """`outfeed(x, token)`; a tuple-shaped x is split into its elements."""
    ops, values = _untuple(operands[0])
    return [*ops, OPS["outfeed"](values, operands[1])]



def _returning(block: Block, results: list[SSAValue], flatten: bool) -> Region:
    """End `block` with a return of `results` (with `flatten`, of the leaves of the tuple `results[0]`)."""
    root = results[0]
    if flatten:
        results = _flatten_tuple(root, block)
    block.add_op(OPS["return"](results))
    if flatten:
        _erase_dead_tuples(root, block)
    return Region(block)

def _flatten_tuple(value: SSAValue, block: Block) -> list[SSAValue]:
    """The leaves of a (nested) tuple value in order: the operands of the tuple ops that built it, or
    get_tuple_element ops added to `block` for other tuples."""
    leaves: list[SSAValue] = []
    pending = [value]
    while pending:  # a loop, not recursion: tuples may nest deeper than Python's stack
        value = pending.pop()
        if not isinstance(value.type, TupleType):
            leaves.append(value)
            continue
        if isinstance(value.owner, OPS["tuple"]):
            parts = list(value.owner.operands)
        else:
            ops, parts = _untuple(value)
            for op in ops:
                if isinstance(value.owner, Operation):
                    op.location = value.owner.location
                block.add_op(op)
        pending.extend(reversed(parts))
    return leaves


def _leaf_types(type_: TupleType) -> list[Attribute]:
    """The non-tuple element types of a (nested) tuple type, in order."""
    leaves: list[Attribute] = []
    pending = [type_]
    while pending:
        current = pending.pop()
        if isinstance(current, TupleType):
            pending.extend(reversed(current.types.data))
        else:
            leaves.append(current)
    return leaves


def _erase_dead_tuples(root: SSAValue, block: Block) -> None:
    """Erase the tuple ops that built a flattened `root` and are used no more."""
    pending = [root]
    while pending:
        op = pending.pop().owner
        if isinstance(op, OPS["tuple"]) and op.parent is block and not op.results[0].uses:
            pending.extend(op.operands)
            block.erase_op(op)


def _untuple(value: SSAValue) -> tuple[list, list[SSAValue]]:
    """The get_tuple_element ops and elements of a tuple-typed `value`; a tensor stands for itself."""
    if not isinstance(value.type, TupleType):
        return [], [value]
    ops = [OPS["get_tuple_element"](value, index) for index in range(len(value.type.types.data))]
    return ops, [op.results[0] for op in ops]


def _optimization_barrier(importer, instr, operands, block) -> list:
    """`opt-barrier(t)` of a tuple: the barrier takes and yields its elements, re-tupled."""
    ops, values = _untuple(operands[0])
    barrier = OPS["optimization_barrier"](values)
    return [*ops, barrier] + ([OPS["tuple"](barrier.results)] if isinstance(operands[0].type, TupleType) else [])


def _float(instr: Instruction, name: str) -> float:
    return float(instr.attrs[name])


def _batch_norm(mnemonic: str) -> Emitter:
    """batch-norm-inference/training/grad with epsilon and feature_index; training and grad yield tuples."""

    def emit(importer, instr, operands, block) -> list:
        op = OPS[mnemonic](*operands, _float(instr, "epsilon"), int(instr.attrs["feature_index"]))
        return _with_tuple(op)

    return emit


def _fft(importer, instr, operands, block) -> list:
    return [OPS["fft"](operands[0], instr.attrs["fft_type"], _ints(instr.attrs["fft_length"]))]


def _option(instr: Instruction, name: str, default: str) -> str:
    """An option given directly (`lower=true`) or inside `*_options={...}`."""
    for key in ("cholesky_options", "triangular_solve_options"):
        if name in _keyed(instr.attrs.get(key)):
            return str(_keyed(instr.attrs[key])[name])
    return str(instr.attrs.get(name, default))


def _cholesky(importer, instr, operands, block) -> list:
    return [OPS["cholesky"](operands[0], lower=_option(instr, "lower", "false") == "true")]


def _triangular_solve(importer, instr, operands, block) -> list:
    flags = {name: _option(instr, name, "false") == "true" for name in ("left_side", "lower", "unit_diagonal")}
    transpose = _option(instr, "transpose_a", "NO_TRANSPOSE")
    return [OPS["triangular_solve"](operands[0], operands[1], **flags, transpose_a=transpose)]


def _transfer_properties(instr: Instruction, host_channel_type: int) -> dict[str, Attribute]:
    """send/recv's channel handle and is_host_transfer (a host transfer uses the host channel type)."""
    host = _flag(instr, "is_host_transfer")
    handle = int(instr.attrs.get("channel_id", 0))
    channel = OPS["constant"].HLO_ATTRS.struct("channel_handle", handle=handle, type=host_channel_type if host else 1)
    return {"channel_handle": channel, "is_host_transfer": BoolAttr.from_bool(host)}


U32_SCALAR = TensorType(IntegerType(32, Signedness.UNSIGNED), [])


def _context(type_: Attribute = U32_SCALAR) -> Any:
    """The context (u32[] unless told) HLO's async and send/recv starts carry to their -done, unused by mhlo:
    a zero constant."""
    return OPS["constant"](DenseIntOrFPElementsAttr.from_list(type_, [0]))  # type: ignore[arg-type]


def _send(importer, instr, operands, block) -> list:
    """`(f32[2], u32[], token[]) send(x, token)`: mhlo.send, as the (data, context, token) tuple send-done reads."""
    ops, values = _untuple(operands[0])
    send = OPS["send"](
        operands=[values, operands[1]], result_types=[operands[1].type], properties=_transfer_properties(instr, 2)
    )
    context = _context()
    return [*ops, send, context, OPS["tuple"]([operands[0], context.results[0], send.results[0]])]


def _recv(importer, instr, operands, block) -> list:
    """`(f32[2], u32[], token[]) recv(token)`: mhlo.recv, as the (data, context, token) tuple recv-done reads."""
    data, _, token = _tuple_types(instr, 3)
    types = list(data.types.data) if isinstance(data, TupleType) else [data]
    recv = OPS["recv"](
        operands=[operands[0]], result_types=[[*types, token]], properties=_transfer_properties(instr, 3)
    )
    values = list(recv.results)
    data_ops = [OPS["tuple"](values[:-1])] if isinstance(data, TupleType) else []
    context = _context()
    data_value = data_ops[0].results[0] if data_ops else values[0]
    return [recv, *data_ops, context, OPS["tuple"]([data_value, context.results[0], values[-1]])]


def _recv_done(importer, instr, operands, block) -> list:
    """`(f32[2], token[]) recv-done(r)`: the data and token of recv's tuple."""
    data, token = (OPS["get_tuple_element"](operands[0], index) for index in (0, 2))
    return [data, token, OPS["tuple"]([data.results[0], token.results[0]])]


def _dynamic_reshape(importer, instr, operands, block) -> list:
    """`dynamic-reshape(x, d0, d1)` with scalar sizes: the sizes are concatenated into mhlo's shape operand."""
    sizes = [OPS["reshape"](d, TensorType(d.type.element_type, [1])) for d in operands[1:]]
    shape = [OPS["concatenate"]([op.results[0] for op in sizes], 0)] if len(sizes) > 1 else []
    return [*sizes, *shape, OPS["dynamic_reshape"](operands[0], (shape or sizes)[0].results[0], instr.type)]


def _async_start(sync: Emitter, result_index: int) -> Emitter:
    """An async `*-start`: the synchronous op inside the tuple HLO gives the start (the operand, the op's
    result at `result_index`, and u32[] contexts), e.g. `(f32[2], f32[4]) all-gather-start(x)` is
    `tuple(x, all_gather(x))`."""

    def emit(importer, instr, operands, block) -> list:
        types = _tuple_types(instr)
        ops = sync(importer, replace(instr, type=types[result_index]), operands, block)
        contexts, values = [], []
        for index, type_ in enumerate(types):
            if index == result_index:
                values.append(ops[-1].results[0])
            elif type_ == operands[0].type:
                values.append(operands[0])
            else:
                contexts.append(_context())
                values.append(contexts[-1].results[0])
        return [*ops, *contexts, OPS["tuple"](values)]

    return emit


def _async_computation(importer: HloImporter, instr, operands, block) -> list:
    """`((f32[2]), f32[2], s32[]) async-start(x), calls=c`: c inlined (like a fusion), in the
    (operands, result, contexts) tuple that async-update passes on and async-done reads."""
    computation = importer._computation(instr.attrs["calls"], instr)
    params = dict(zip((p.name for p in computation.parameters), operands))
    result = importer._emit_body(computation, block, params)[0]
    args = OPS["tuple"](operands)
    contexts = [_context(type_) for type_ in _tuple_types(instr)[2:]]
    return [args, *contexts, OPS["tuple"]([args.results[0], result, *(c.results[0] for c in contexts)])]


def _async_done(result_index: int) -> Emitter:
    """An async `*-done`: the result element of its start's tuple."""
    return lambda importer, instr, operands, block: [OPS["get_tuple_element"](operands[0], result_index)]


def _forward(importer, instr, operands, block) -> SSAValue:
    """A domain (it marks sharding boundaries), all-reduce-done or async-update (mhlo's ops are
    synchronous): the operand stands for it."""
    return operands[0]


_EMITTERS: dict[str, Emitter] = {
    "constant": _constant,
    "iota": _iota,
    "compare": _compare,
    "select": lambda importer, i, o, b: [OPS["select"](*o)],
    "clamp": lambda importer, i, o, b: [OPS["clamp"](*o)],
    "convert": lambda importer, i, o, b: [OPS["convert"](o[0], i.type)],
    "bitcast-convert": lambda importer, i, o, b: [OPS["bitcast_convert"](o[0], i.type)],
    "broadcast": _broadcast,
    "reshape": lambda importer, i, o, b: [OPS["reshape"](o[0], i.type)],
    "bitcast": lambda importer, i, o, b: [OPS["reshape"](o[0], i.type)],
    "transpose": lambda importer, i, o, b: [OPS["transpose"](o[0], _ints(i.attrs["dimensions"]))],
    "concatenate": lambda importer, i, o, b: [OPS["concatenate"](o, _ints(i.attrs["dimensions"])[0])],
    "slice": _slice,
    "dynamic-slice": lambda importer, i, o, b: [
        OPS["dynamic_slice"](o[0], o[1:], _ints(i.attrs["dynamic_slice_sizes"]))
    ],
    "dynamic-update-slice": lambda importer, i, o, b: [OPS["dynamic_update_slice"](o[0], o[1], o[2:])],
    "pad": _pad,
    "reverse": lambda importer, i, o, b: [OPS["reverse"](o[0], _ints(i.attrs["dimensions"]))],
    "dot": _dot,
    "convolution": _convolution,
    "reduce": _reduce,
    "reduce-window": _reduce_window,
    "tuple": _tuple,
    "get-tuple-element": _get_tuple_element,
    "while": _while,
    "conditional": _conditional,
    "call": _call,
    "fusion": _fusion,
    "copy": lambda importer, i, o, b: [OPS["copy"](o[0])],
    "sort": _sort,
    "map": _map,
    "select-and-scatter": _select_and_scatter,
    "gather": _gather,
    "scatter": _scatter,
    "custom-call": _custom_call,
    "rng": _rng,
    "topk": lambda importer, i, o, b: _with_tuple(OPS["topk"](o[0], int(i.attrs["k"]), _flag(i, "largest"))),
    "rng-bit-generator": _rng_bit_generator,
    "reduce-precision": _reduce_precision,
    "all-reduce": _all_reduce,
    "all-gather": _all_gather,
    "all-to-all": _all_to_all,
    "reduce-scatter": _reduce_scatter,
    "collective-permute": _collective_permute,
    "replica-id": lambda importer, i, o, b: [OPS["replica_id"]()],
    "partition-id": lambda importer, i, o, b: [OPS["partition_id"]()],
    "after-all": lambda importer, i, o, b: [OPS["after_all"](o)],
    "infeed": _infeed,
    "outfeed": _outfeed,
    "opt-barrier": _optimization_barrier,
    "batch-norm-inference": _batch_norm("batch_norm_inference"),
    "batch-norm-training": _batch_norm("batch_norm_training"),
    "batch-norm-grad": _batch_norm("batch_norm_grad"),
    "fft": _fft,
    "cholesky": _cholesky,
    "triangular-solve": _triangular_solve,
    "get-dimension-size": lambda importer, i, o, b: [OPS["get_dimension_size"](o[0], _ints(i.attrs["dimensions"])[0])],
    "set-dimension-size": lambda importer, i, o, b: [
        OPS["set_dimension_size"](o[0], o[1], _ints(i.attrs["dimensions"])[0])
    ],
    "domain": _forward,
    "send": _send,
    "send-done": lambda importer, i, o, b: [OPS["get_tuple_element"](o[0], 2)],
    "recv": _recv,
    "recv-done": _recv_done,
    "add-dependency": lambda importer, i, o, b: [OPS["add_dependency"](o[0], o[1])],
    "collective-broadcast": lambda importer, i, o, b: [
        OPS["collective_broadcast"](o[0], _int_matrix(i.attrs.get("replica_groups", [])))
    ],
    "dynamic-reshape": _dynamic_reshape,
    "stochastic-convert": lambda importer, i, o, b: [OPS["stochastic_convert"](o[0], o[1], i.type.element_type)],
    "rng-get-and-update-state": lambda importer, i, o, b: [OPS["xla.rng_get_and_update_state"](int(i.attrs["delta"]))],
}
_EMITTERS.update(
    {
        "all-reduce-start": _all_reduce,
        "all-reduce-done": _forward,
        "all-gather-start": _async_start(_all_gather, 1),
        "all-gather-done": _async_done(1),
        "collective-permute-start": _async_start(_collective_permute, 1),
        "collective-permute-done": _async_done(1),
        "copy-start": _async_start(_EMITTERS["copy"], 0),
        "copy-done": _async_done(0),
        "async-start": _async_computation,
        "async-update": _forward,
        "async-done": _async_done(1),
    }
)


def import_hlo_text(text: str, filename: str = "<hlo>", notes: list[tuple[str, int, int]] | None = None) -> ModuleOp:
    """Parse HLO text and build the equivalent mhlo module (not yet verified).

    What the import leaves out (sharding annotations) is appended to `notes`
    as (message, line, column), for the caller to report.
    """
    computations = parse_hlo(text)
    if notes is not None:
        sharded = [i for c in computations for i in c.instructions if "sharding" in i.attrs]
        if sharded:
            notes.append(
                (
                    f"sharding annotations are not imported ({len(sharded)} instruction"
                    f"{'s' if len(sharded) != 1 else ''}); the module is imported unsharded",
                    sharded[0].line,
                    sharded[0].column,
                )
            )
    importer = HloImporter(computations, filename)
    try:
        return importer.run()
    except RecursionError:
        where = importer.current
        raise HloImportError(
            "the HLO module is nested too deeply", *((where.line, where.column) if where else ())
        ) from None
