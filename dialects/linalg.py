"""linalg, extended: xDSL 0.74's linalg ops plus the ones it lacks, each with upstream MLIR's syntax.

Added: the contractions `linalg.batch_matmul`, `matvec`, `vecmat`, `dot`,
`batch_matvec` and `batch_vecmat`; the convolutions `linalg.conv_{1d,2d,3d}`,
`linalg.depthwise_conv_2d_nhwc_hwcm`, `depthwise_conv_2d_nhwc_hwc`,
`conv_1d_nwc_wcf` and `conv_3d_ndhwc_dhwcf`, the channel-first and other depthwise
variants (`conv_1d_ncw_fcw`, `conv_3d_ncdhw_fcdhw`, `depthwise_conv_1d_{nwc_wc,ncw_cw,nwc_wcm}`,
`depthwise_conv_2d_nchw_chw`, `depthwise_conv_3d_{ndhwc_dhwc,ncdhw_cdhw,ndhwc_dhwcm}`,
`conv_2d_ngchw_gfchw_q`), `linalg.mmt4d`, `batch_mmt4d` and `batch_reduce_matmul`; the poolings `linalg.pooling_{nwc,nhwc,ndhwc}_{max,min,sum}` and
`pooling_ncw_{max,sum}`, `pooling_nchw_sum`; `linalg.softmax`; the element-wise named ops
(`linalg.div`, `abs`, `ceil`, `floor`, `negf`, ...), `linalg.elementwise
kind=#linalg.elementwise_kind<add>` and `linalg.map`:

    %r = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>)
    %c = linalg.batch_matmul ins(%x, %y : tensor<2x3x4xf32>, tensor<2x4x5xf32>)
           outs(%z : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>

Replaced (the class comment says why): `linalg.index` (allowed in every
structured op's body, not only linalg.generic's), `linalg.reduce` (the
`{ arith.addf }` short form) and `linalg.pooling_nchw_max` (its body took
the maximum of the input and the shape-only window operand, not of the
output and the input).

Every structured op, named or not, generalizes to `linalg.generic` with
`generalize(op, rewriter)`; `generic_of(op)` builds that generic detached.

This module also re-exports xDSL's other `linalg` ops, so that `from aiopt.dialects import linalg`
names the class the context registers for every `linalg` op: passes build ops from it.
"""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Callable, Sequence
from enum import auto
from itertools import pairwise
from typing import Any, ClassVar, Self

from xdsl.dialects import linalg as xdsl_linalg
from xdsl.dialects.arith import ArithConstantMaterializationInterface
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    AnyFloat,
    AnyTensorType,
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntElementsAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float32Type,
    FloatAttr,
    IndexType,
    IndexTypeConstr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    StringAttr,
    TensorType,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import ElementwiseOperation, LinalgStructuredOperation, NamedOperation
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import *
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    SameVariadicOperandSize,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from aiopt.dialects import arith, math
from aiopt.dialects.arith import ARITH
from aiopt.dialects.linalg_relayout import RELAYOUT_OPS
from aiopt.dialects.linalg_relayout import PackOp as PackOp  # re-exported: linalg.PackOp
from aiopt.dialects.linalg_relayout import UnPackOp as UnPackOp
from aiopt.dialects.linalg_winograd import WINOGRAD_OPS
from aiopt.dialects.math import MATH
from aiopt.support.affine_printing import format_affine_map
from aiopt.support.canonical_classes import irdl_op_redefinition, use_classes
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import verify_irdl_constraints
from aiopt.support.parsing import (
    check_property_conversion,
    parse_optional_properties_attr,
    parse_single_ins_outs,
    property_conversion_message,
)
from aiopt.support.verifier import verify_operation
from aiopt.support.xdsl_private import peek

# ---------------------------------------------------------------------------
# Scalar payloads


def _element(type_: Attribute) -> Attribute:
    return type_.get_element_type() if isinstance(type_, ShapedType) else type_


def _add(block: Block, op: Operation) -> SSAValue:
    block.add_op(op)
    return op.results[0]


def cast_signed_op(value: SSAValue, to: Attribute) -> Operation | None:
    """The op of upstream's `cast_signed` (`convertScalarToDtype`, signed) of `value` to type `to`, or None
    when the types agree: `arith.extsi`/`trunci` between integers, `fptosi`/`sitofp` across, `extf`/`truncf`
    between floats."""
    source = value.type
    if source == to:
        return None
    if isinstance(source, IntegerType) and isinstance(to, IntegerType):
        wider = to.width.data > source.width.data
        return (arith.ExtSIOp if wider else arith.TruncIOp)(value, to)
    if isinstance(to, IntegerType):
        return arith.FPToSIOp(value, to)
    if isinstance(source, IntegerType):
        return arith.SIToFPOp(value, to)
    return (arith.ExtFOp if to.bitwidth > source.bitwidth else arith.TruncFOp)(value, to)


def cast_signed(block: Block, value: SSAValue, to: Attribute) -> SSAValue:
    """Append upstream's `cast_signed` of `value` to type `to` (no op when the types agree)."""
    op = cast_signed_op(value, to)
    return value if op is None else _add(block, op)


Payload = Callable[[Block, Sequence[SSAValue]], SSAValue]
"""Appends a scalar computation of the given values to a block and returns its result."""


def _typed(
    float_op: type[Operation] | None, int_op: type[Operation] | None = None, bool_op: type[Operation] | None = None
) -> Payload:
    """The payload applying `float_op` to float operands, `int_op` to integer ones and `bool_op` (where given)
    to i1 ones: upstream's `buildBinaryFn` adds booleans with `arith.ori` and multiplies them with `arith.andi`."""

    def build(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        type_ = args[-1].type
        if bool_op is not None and type_ == i1:
            return _add(block, bool_op(*args))
        return _add(block, (int_op if isinstance(type_, IntegerType) else float_op)(*args))

    return build


_ADD = _typed(arith.AddfOp, arith.AddiOp, arith.OrIOp)
_MUL = _typed(arith.MulfOp, arith.MuliOp, arith.AndIOp)


def _reciprocal(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    one = _add(block, arith.ConstantOp(FloatAttr(1.0, args[0].type)))
    return _add(block, arith.DivfOp(one, args[0]))


def _square(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    return _MUL(block, [args[0], args[0]])


ELEMENTWISE_FUNCTIONS: dict[str, tuple[int, Payload]] = {
    "exp": (1, _typed(math.ExpOp)),
    "log": (1, _typed(math.LogOp)),
    "abs": (1, _typed(math.AbsFOp, math.AbsIOp)),
    "ceil": (1, _typed(math.CeilOp)),
    "floor": (1, _typed(math.FloorOp)),
    "negf": (1, _typed(arith.NegfOp)),
    "reciprocal": (1, _reciprocal),
    "round": (1, _typed(math.RoundOp)),
    "sqrt": (1, _typed(math.SqrtOp)),
    "rsqrt": (1, _typed(math.RsqrtOp)),
    "square": (1, _square),
    "tanh": (1, _typed(math.TanhOp)),
    "erf": (1, _typed(math.ErfOp)),
    "add": (2, _ADD),
    "sub": (2, _typed(arith.SubfOp, arith.SubiOp)),
    "mul": (2, _MUL),
    "div": (2, _typed(arith.DivfOp, arith.DivSIOp)),
    "div_unsigned": (2, _typed(None, arith.DivUIOp)),
    "max_signed": (2, _typed(arith.MaximumfOp, arith.MaxSIOp)),
    "min_signed": (2, _typed(arith.MinimumfOp, arith.MinSIOp)),
    "max_unsigned": (2, _typed(None, arith.MaxUIOp)),
    "min_unsigned": (2, _typed(None, arith.MinUIOp)),
    "powf": (2, _typed(math.PowFOp)),
    "select": (3, lambda block, args: _add(block, arith.SelectOp(*args))),
}
"""Upstream's UnaryFn/BinaryFn/TernaryFn payloads: arity and builder, by `#linalg.elementwise_kind` name."""

FLOAT_ONLY = {"exp", "log", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "tanh", "erf", "powf"}
INTEGER_ONLY = {"div_unsigned", "max_unsigned", "min_unsigned"}


def supports(function: str, element: Attribute) -> bool:
    """Whether the element-wise `function` is defined on `element` (float-only and integer-only ones)."""
    if isinstance(element, IntegerType):
        return function not in FLOAT_ONLY
    return function not in INTEGER_ONLY


def elementwise_body(function: str, arg_types: Sequence[Attribute]) -> Region:
    """The body of an element-wise op applying `function` to all but the last (output) argument.

    Where `function` does not take the output's element type, the body only
    yields the output: the op's verifier reports it.
    """
    arity, payload = ELEMENTWISE_FUNCTIONS[function]
    if not supports(function, arg_types[-1]):
        return _body(arg_types, lambda block, args: args[-1], 0)
    return _body(arg_types, payload, arity, with_out=False)


def verify_elementwise(function: str, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> None:
    """Check the operand counts and element type of an element-wise op applying `function`."""
    arity = ELEMENTWISE_FUNCTIONS[function][0]
    if len(inputs) != arity:
        raise VerifyException(f"'{function}' takes {arity} inputs, but {len(inputs)} were given")
    if len(outputs) != 1:
        raise VerifyException("expected one output")
    element = _element(outputs[0].type)
    if not supports(function, element):
        raise VerifyException(f"'{function}' is not defined on {element} elements")


def _accumulate(combine: Payload, operands: str) -> Payload:
    """`combine(out, in...)`: `operands` "mul" multiplies the inputs first (a contraction), "one" takes input 0."""

    def build(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        *inputs, out = args
        value = _MUL(block, inputs) if operands == "mul" else inputs[0]
        return combine(block, [out, value])

    return build


MAC = _accumulate(_ADD, "mul")
"""`out + in0 * in1`: the body of every contraction and convolution."""

POOLING_BODIES: dict[str, Payload] = {
    "max": _accumulate(_typed(arith.MaximumfOp, arith.MaxSIOp), "one"),
    "min": _accumulate(_typed(arith.MinimumfOp, arith.MinSIOp), "one"),
    "sum": _accumulate(_ADD, "one"),
}
"""`combine(out, in)`: the bodies of the pooling ops; the window operand only gives the window's shape."""


def _body(arg_types: Sequence[Attribute], payload: Payload, inputs: int, with_out: bool = True) -> Region:
    """A body over `arg_types` yielding `payload(inputs..., out)`, or `payload(inputs...)` without `with_out`.

    With `with_out` (contractions, convolutions, poolings) the first `inputs`
    arguments are cast to the output type first, as upstream's `cast_signed`;
    element-wise functions take their arguments as they are.
    """
    block = Block(arg_types=arg_types)
    if with_out:
        ins = [cast_signed(block, arg, arg_types[-1]) for arg in block.args[:inputs]]
        result = payload(block, [*ins, block.args[-1]])
    else:
        result = payload(block, block.args[:inputs])
    block.add_op(YieldOp(result))
    return Region(block)


# ---------------------------------------------------------------------------
# Named structured ops


def _maps(num_dims: int, *results: Sequence[AffineExpr]) -> tuple[AffineMap, ...]:
    return tuple(AffineMap(num_dims, 0, tuple(r)) for r in results)


def checked_hidden_region(
    build: Callable[[Sequence[SSAValue], Sequence[SSAValue]], Region],
    inputs: Sequence[SSAValue],
    outputs: Sequence[SSAValue],
) -> Region:
    """`build(inputs, outputs)`, a named op's body builder; with upstream's parser message where the
    operands are not as many as the body takes (xDSL's builders index past their arguments):

        %r = linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) -> (tensor<?x?xf32>)
        // error: [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2
    """
    try:
        return build(inputs, outputs)
    except (IndexError, TypeError):  # an argument past the end, or a payload op built with too few
        pass
    given = len(inputs) + len(outputs)
    types = [v.type for v in (*inputs, *outputs)] or [Float32Type()]
    for expected in range(given + 1, given + 8):
        # The smallest number of operands (of the types given) that the body builder accepts.
        args = Block(arg_types=[types[min(i, len(types) - 1)] for i in range(expected)]).args
        try:
            build(args[:-1], args[-1:])
        except (IndexError, TypeError):
            continue
        except Exception:  # noqa: BLE001, S110 - a builder that trips over the stand-in types: the count is found
            pass
        break
    else:
        expected = None
    count = f"expects {expected} args" if expected is not None else "expects more args"
    raise VerifyException(f"[parseNamedStructuredOpRegion] ods-gen generated region {count}, got {given}")


def verify_region_arg_count(expected: int, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> None:
    """Upstream's parser check that a named op has as many operands as its body takes arguments:

        linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
        // error: [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0
    """
    given = len(inputs) + len(outputs)
    if given != expected:
        raise VerifyException(f"[parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {given}")


_XDSL_OPERAND_RANK = re.compile(r"expected operand #\d+ of rank (\d+) to match the result count of indexing_map #(\d+), (\d+)")
"""xDSL's words (`LinalgStructuredOperation.verify_`) for an operand whose rank is not its indexing map's."""

_XDSL_BODY_ARGUMENT_TYPE = re.compile(
    r"expected type of bb argument #(\d+) \((.*)\) to match element or self type of the corresponding operand \((.*)\)"
)
"""xDSL's words for a body argument whose type is not its operand's element type (upstream's are the same with
the types quoted)."""


def verify_in_upstream_words(verify: Callable[[], None]) -> None:
    """xDSL's structured-op verifier `verify`, its message of an operand rank that is not its indexing map's
    in upstream's words (`verifyStructuredOpInterface`):

        linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8x1xf32>) outs(%c : tensor<f32>) -> tensor<f32>
        // error: expected operand rank (2) to match the result rank of indexing_map #1 (1)
    """
    try:
        verify()
    except VerifyException as err:
        if (match := _XDSL_BODY_ARGUMENT_TYPE.fullmatch(str(err))) is not None:
            # Upstream streams the types into the diagnostic, which quotes them.
            index, arg_type, element = match.groups()
            raise VerifyException(
                f"expected type of bb argument #{index} ('{arg_type}') to match element or self type of the "
                f"corresponding operand ('{element}')"
            ) from err
        match = _XDSL_OPERAND_RANK.fullmatch(str(err))
        if match is None:
            raise
        rank, index, results = match.groups()
        raise VerifyException(
            f"expected operand rank ({rank}) to match the result rank of indexing_map #{index} ({results})"
        ) from err


def verify_destination_style(op: Operation, inits: Sequence[SSAValue]) -> None:
    """Upstream's `verifyDestinationStyleOpInterface`, before the structured op's checks: each init is a
    tensor or a memref, and each tensor init has a result of its type.

        %0 = linalg.matmul ins(...) outs(%t : tensor<?x?xf32>) -> tensor<?xf32>
        // error: expected type of operand #2 ('tensor<?x?xf32>') to match type of corresponding result ('tensor<?xf32>')
    """
    first = len(op.operands) - len(inits)
    tensor_inits = []
    for index, init in enumerate(inits, first):
        if isinstance(init.type, TensorType):
            tensor_inits.append((index, init))
        elif not isinstance(init.type, MemRefType):
            raise VerifyException(f"expected that operand #{index} is a tensor or a memref")
    tensor_results = [result for result in op.results if isinstance(result.type, TensorType)]
    if len(tensor_results) != len(tensor_inits):
        raise VerifyException(
            f"expected the number of tensor results ({len(tensor_results)}) to be equal to the number of output "
            f"tensors ({len(tensor_inits)})"
        )
    for (index, init), result in zip(tensor_inits, tensor_results):
        if result.type != init.type:
            raise VerifyException(
                f"expected type of operand #{index} ('{init.type}') to match type of corresponding result "
                f"('{result.type}')"
            )


def _dense_int_elements(attr: Attribute) -> bool:
    """Whether `attr` is upstream's DenseIntElementsAttr: dense elements of integers or indices."""
    return isinstance(attr, DenseIntOrFPElementsAttr) and isinstance(attr.get_element_type(), IntegerType | IndexType)


_PROPERTY_STORAGE: dict[str, Callable[[Attribute], bool]] = {
    "strides": _dense_int_elements,
    "dilations": _dense_int_elements,
}
"""The named ops' properties whose storage class (ODS's) is narrower than the bases of xDSL's constraint: the
convolutions' and poolings' `RankedI64ElementsAttr`s are DenseIntElementsAttrs."""


class _PropertiesForm:
    """Mixed into the named ops: upstream's parser (`parseCommonStructuredOpParts`) takes the op's properties
    in `<{...}>` before its attribute dictionary, and converts them to the op's properties as ODS does
    (`property_conversion_error`); xDSL's parser reads only the attribute dictionary.

        linalg.depthwise_conv_2d_nhwc_hwc <{dilations = dense<1> : vector<2xi64>, strides = dense<2.0> : vector<2xf32>}>
          ins(%input, %filter : memref<1x113x113x96xf32>, memref<3x3x96xf32>) outs(%output : memref<1x56x56x96xf32>)
        // error: invalid properties {dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>,
        //   strides = dense<2.000000e+00> : vector<2xf32>} for op linalg.depthwise_conv_2d_nhwc_hwc: Invalid
        //   attribute `strides` in property conversion: dense<2.000000e+00> : vector<2xf32>
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        at = parser.op_name_offset() if hasattr(parser, "op_name_offset") else parser.pos
        written = parse_optional_properties_attr(parser)
        op = super().parse(parser)  # pyright: ignore[reportAttributeAccessIssue]
        if written is None:
            return op
        if isinstance(written, DictionaryAttr):
            # Upstream appends the segment sizes of the operands it parsed to the written dictionary.
            written = DictionaryAttr({**written.data, "operandSegmentSizes": op.properties["operandSegmentSizes"]})
        check_property_conversion(parser, cls, written, at)
        names = cls.get_irdl_definition().properties  # pyright: ignore[reportAttributeAccessIssue]
        op.properties.update({name: value for name, value in written.data.items() if name in names})
        return op

    @classmethod
    def property_conversion_error(cls, properties: dict[str, Attribute]) -> str | None:
        """ODS's `setPropertiesFromAttr`: each property given (in definition order, the operand segment sizes
        last) must be of its storage class; keys that name no property are ignored."""
        for name, definition in cls.get_irdl_definition().properties.items():  # pyright: ignore[reportAttributeAccessIssue]
            attr = properties.get(name)
            if attr is None:
                continue
            if name == "operandSegmentSizes":
                if not isinstance(attr, DenseArrayBase) or attr.elt_type != i32:
                    return "expected DenseI32ArrayAttr for key `value`"
                if len(attr) != 2:
                    return f"size mismatch in attribute conversion: {len(attr)} vs 2"
                continue
            if (storage := _PROPERTY_STORAGE.get(name)) is not None:
                converts = storage(attr)
            else:
                bases = definition.constr.get_bases()
                converts = bases is None or isinstance(attr, tuple(bases))
            if not converts:
                return property_conversion_message(name, attr)
        return None


class _NamedOp(_PropertiesForm, NamedOperation):
    """A named op: fixed indexing maps and iterators over its loops, a payload body over its element types.

    Upstream prints the attributes of every named op before `ins`.
    """

    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True
    ITERATORS: ClassVar[str]
    """One letter per loop: p(arallel) or r(eduction)."""
    PAYLOAD: ClassVar[Payload] = MAC

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue] = (),
        res: Sequence[Attribute] | None = None,
        attributes: dict[str, Attribute] | None = None,
        properties: dict[str, Attribute] | None = None,
    ):
        if res is None:
            res = [o.type for o in outputs if isinstance(o.type, TensorType)]
        super().__init__(
            ins=inputs,
            outs=outputs,
            result_types=res,
            attributes=attributes,
            properties=properties,
            hidden_region=self.get_hidden_region(inputs, outputs),
        )

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        def build(inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
            arg_types = [_element(v.type) for v in (*inputs, *outputs)]
            region = _body(arg_types, cls.PAYLOAD, len(inputs))
            _use_complex_arithmetic(region)
            return region

        return checked_hidden_region(build, inputs, outputs)

    def verify_(self) -> None:
        verify_destination_style(self, self.outputs)
        verify_in_upstream_words(super().verify_)

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        kinds = {"p": IteratorTypeAttr.parallel(), "r": IteratorTypeAttr.reduction()}
        return ArrayAttr(kinds[c] for c in self.ITERATORS)

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        return memoized_indexing_maps(self) or super().get_indexing_maps()

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        dims = [AffineDimExpr(i) for i in range(len(self.ITERATORS))]
        return _maps(len(dims), *self.operand_maps(dims))

    def operand_maps(self, d: Sequence[AffineExpr]) -> tuple[Sequence[AffineExpr], ...]:
        """The results of each operand's indexing map over the loop dims `d`."""
        raise NotImplementedError


class _ExplicitMatmulMaps:
    """Mixed into `linalg.matmul`, `batch_matmul` and `batch_reduce_matmul`: upstream's optional
    `indexing_maps` (the form of the removed `matmul_transpose_a/b` ops and of broadcast operands), written
    before the rest of the op and printed only where they are not the default ones:

        linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>,
                                       affine_map<(d0, d1, d2) -> (d0, d1)>]
                      ins(%a, %b : memref<5x3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)

    They are the op's maps wherever maps are asked for (`get_indexing_maps`: generalization, the
    interpreter, loops, the micro-kernels); the verifier is upstream's `verifyExtendedMatmulSemantic`
    (`verifyExtendedBatchVariantMatmulSemantic` for the batch variants), after the structured-op checks.
    """

    NON_MAP_ELEMENT: ClassVar[str] = "expected affine map attribute"
    """Upstream's message for an element of the written array that is not an affine map."""

    @classmethod
    def default_maps(cls) -> ArrayAttr[AffineMapAttr]:
        """The maps of the op without `indexing_maps` (its property's default)."""
        return cls.get_irdl_definition().properties["indexing_maps"].default_value  # pyright: ignore

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        maps = None
        if parser.parse_optional_characters("indexing_maps") is not None:
            parser.parse_punctuation("=")
            maps = cls.parse_maps(parser)
        op = super().parse(parser)  # pyright: ignore[reportAttributeAccessIssue]
        if maps is not None:
            op.properties["indexing_maps"] = maps
        return op

    @classmethod
    def parse_maps(cls, parser: Parser) -> ArrayAttr:
        """The array after `indexing_maps =`, as `BatchMatmulOp::parse` reads it: `[`, then affine maps, each
        checked as it is read (`MatmulOp::parse` checks the array once read: `MatmulOp.parse_maps`)."""

        def parse_map() -> Attribute:
            attr = parser.parse_attribute()
            if not isinstance(attr, AffineMapAttr):
                parser.raise_error(cls.NON_MAP_ELEMENT, parser.pos, parser.pos)
            return attr

        return ArrayAttr(parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parse_map))

    def print(self, printer: Printer) -> None:
        maps = self.properties.get("indexing_maps")  # pyright: ignore[reportAttributeAccessIssue]
        if maps is not None and maps != self.default_maps():
            printer.print_string(" indexing_maps = ")
            printer.print_attribute(maps)
        super().print(printer)  # pyright: ignore[reportAttributeAccessIssue]

    def explicit_maps(self) -> list[AffineMap]:
        """The op's own maps (its `indexing_maps`, else the default ones)."""
        maps = self.properties.get("indexing_maps") or self.default_maps()  # pyright: ignore[reportAttributeAccessIssue]
        return [m.data for m in maps.data]

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        return memoized_indexing_maps(self) or ArrayAttr(AffineMapAttr(m) for m in self.explicit_maps())  # pyright: ignore

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return self.explicit_maps()

    def has_user_defined_maps(self) -> bool:
        """Upstream's `hasUserDefinedMaps`: maps other than the default ones (transposes, broadcasts)."""
        return self.explicit_maps() != [m.data for m in self.default_maps().data]

    def verify_(self) -> None:
        super().verify_()  # pyright: ignore[reportAttributeAccessIssue]
        if self.has_user_defined_maps():
            self.verify_explicit_maps([m.data for m in self.default_maps().data])

    def verify_explicit_maps(self, defaults: list[AffineMap]) -> None:
        """Upstream's `verifyExtendedBatchVariantMatmulSemantic` for each operand (matmul overrides it)."""
        maps = self.explicit_maps()
        if len(maps) != 3:
            raise VerifyException("Indexing_map attribute must have 3 affine maps.")
        for index in (0, 1):
            explicit, default = maps[index], defaults[index]
            if not set(explicit.results) <= set(default.results):
                raise VerifyException("Unexpected result dim expression (outside the set of default result dims).")
            if len(explicit.results) > 3:
                raise VerifyException("no. of result dim expressions exceeds 3.")
            if len(explicit.results) < len(default.results):
                if not _valid_batch_broadcast(explicit, index == 0):
                    raise VerifyException("Invalid broadcast requested.")
            elif not _is_function_of_dim(explicit.results[0], 0):
                raise VerifyException("Invalid batch dimension expression.")
        output, output_rank = maps[2], len(defaults[2].results)
        if len(output.results) != output_rank:
            raise VerifyException(f"expects {output_rank} dims, but got ({len(output.results)}).")
        first = 3 - output_rank  # batch_matmul's output is (b, m, n): dims 0-2; batch_reduce_matmul's (m, n): 1-2
        if not all(_is_function_of_dim(e, first + i) for i, e in enumerate(output.results)):
            raise VerifyException("Invalid output map result dimension.")


def _is_function_of_dim(expr: AffineExpr, position: int) -> bool:
    """Upstream's `AffineExpr::isFunctionOfDim`: whether `expr` uses dim `position`."""
    return position in expr.used_dims()


def _valid_batch_broadcast(bcast: AffineMap, lhs: bool) -> bool:
    """Upstream's `BatchMatmulOp::isValidLhsRhsBroadcastMap`: a broadcast operand of a batch matmul reads K
    (dims b, m, n, k = 0..3): `(k)`, or `(b|m, k)` for A, `(b, k)` or `(k, n)` for B."""
    batch, m, n, k = range(4)
    results = bcast.results
    if len(results) == 1:
        return _is_function_of_dim(results[0], k)
    if len(results) == 2:
        first, second = results
        if lhs:
            return (_is_function_of_dim(first, batch) or _is_function_of_dim(first, m)) and _is_function_of_dim(second, k)
        return (_is_function_of_dim(first, batch) and _is_function_of_dim(second, k)) or (
            _is_function_of_dim(first, k) and _is_function_of_dim(second, n)
        )
    return False


def _named_maps(num_dims: int, operand_maps: Callable[..., tuple[Sequence[AffineExpr], ...]]) -> ArrayAttr[AffineMapAttr]:
    """The indexing maps `operand_maps(d0, d1, ...)` of a named op, as the array of its `indexing_maps`."""
    return ArrayAttr(AffineMapAttr(m) for m in _maps(num_dims, *operand_maps(*map(AffineDimExpr, range(num_dims)))))


@irdl_op_definition
class BatchMatmulOp(_ExplicitMatmulMaps, _NamedOp):
    """`C[b, m, n] += A[b, m, k] * B[b, k, n]`.

    %c = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>)
           outs(%z : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    """

    name = "linalg.batch_matmul"
    ITERATORS: ClassVar[str] = "pppr"

    indexing_maps = prop_def(
        ArrayAttr[AffineMapAttr], default_value=_named_maps(4, lambda b, m, n, k: ((b, m, k), (b, k, n), (b, m, n)))
    )

    def operand_maps(self, d):
        b, m, n, k = d
        return (b, m, k), (b, k, n), (b, m, n)


@irdl_op_definition
class MatvecOp(_NamedOp):
    """`y[m] += A[m, n] * x[n]`.

        %r = linalg.matvec ins(%m, %x : tensor<2x4xf32>, tensor<4xf32>) outs(%y : tensor<2xf32>) -> tensor<2xf32>
    """

    name = "linalg.matvec"
    ITERATORS: ClassVar[str] = "pr"

    def operand_maps(self, d):
        m, n = d
        return (m, n), (n,), (m,)


@irdl_op_definition
class VecmatOp(_NamedOp):
    """`y[n] += x[m] * A[m, n]`.

        %r = linalg.vecmat ins(%x, %m : tensor<4xf32>, tensor<4x2xf32>) outs(%y : tensor<2xf32>) -> tensor<2xf32>
    """

    name = "linalg.vecmat"
    ITERATORS: ClassVar[str] = "pr"

    def operand_maps(self, d):
        n, m = d
        return (m,), (m, n), (n,)


@irdl_op_definition
class DotOp(_NamedOp):
    """`c[] += a[k] * b[k]`: the inner product, into a rank-0 tensor.

        %r = linalg.dot ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<f32>) -> tensor<f32>
    """

    name = "linalg.dot"
    ITERATORS: ClassVar[str] = "r"

    def operand_maps(self, d):
        (k,) = d
        return (k,), (k,), ()


@irdl_op_definition
class BatchMatvecOp(_NamedOp):
    """`y[b, m] += A[b, m, k] * x[b, k]`.

        %r = linalg.batch_matvec ins(%m, %x : tensor<3x2x4xf32>, tensor<3x4xf32>)
            outs(%y : tensor<3x2xf32>) -> tensor<3x2xf32>
    """

    name = "linalg.batch_matvec"
    ITERATORS: ClassVar[str] = "ppr"

    def operand_maps(self, d):
        b, m, k = d
        return (b, m, k), (b, k), (b, m)


@irdl_op_definition
class BatchVecmatOp(_NamedOp):
    """`y[b, n] += x[b, k] * A[b, k, n]`.

        %r = linalg.batch_vecmat ins(%x, %m : tensor<3x4xf32>, tensor<3x4x2xf32>)
            outs(%y : tensor<3x2xf32>) -> tensor<3x2xf32>
    """

    name = "linalg.batch_vecmat"
    ITERATORS: ClassVar[str] = "ppr"

    def operand_maps(self, d):
        b, n, k = d
        return (b, k), (b, k, n), (b, n)


MEMOIZED_INDEXING_MAPS = "linalg.memoized_indexing_maps"
"""The attribute in which upstream's named ops cache their indexing maps (`getIndexingMaps`): where an op
carries it, its maps are those, not the op's own (the MLIR suite's interface tests write wrong ones)."""


def memoized_indexing_maps(op: Operation) -> ArrayAttr[AffineMapAttr] | None:
    """The `linalg.memoized_indexing_maps` of a named op, if it has an array of affine maps there."""
    maps = op.attributes.get(MEMOIZED_INDEXING_MAPS)
    if isinstance(maps, ArrayAttr) and all(isinstance(m, AffineMapAttr) for m in maps.data):
        return maps
    return None


class _ConvolutionAccesses:
    """Upstream's `ConvAccessExprWalker`: the loop dims of a convolution's input map, each a plain dim
    (`d0`: unconvolved) or a term of a sum of two (`d1 * 2 + d4`: both convolved)."""

    def __init__(self) -> None:
        self.convolved: set[int] = set()
        self.unconvolved: set[int] = set()

    def visit(self, expr: AffineExpr) -> bool:
        if isinstance(expr, AffineDimExpr):
            if expr.position in self.convolved or expr.position in self.unconvolved:
                return False
            self.unconvolved.add(expr.position)
            return True
        if not isinstance(expr, AffineBinaryOpExpr) or expr.kind != AffineBinaryOpKind.Add:
            return False
        return self._convolved_dim(expr.lhs) and self._convolved_dim(expr.rhs)

    def _convolved_dim(self, expr: AffineExpr) -> bool:
        """`d`, or `d * c` / `d * s` (a constant or symbol factor: the stride or dilation)."""
        if isinstance(expr, AffineBinaryOpExpr) and expr.kind == AffineBinaryOpKind.Mul:
            dims = [e for e in (expr.lhs, expr.rhs) if isinstance(e, AffineDimExpr)]
            factors = [e for e in (expr.lhs, expr.rhs) if isinstance(e, AffineSymExpr | AffineConstantExpr)]
            if len(dims) != 1 or len(factors) != 1:
                return False
            expr = dims[0]
        if not isinstance(expr, AffineDimExpr):
            return False
        if expr.position in self.convolved or expr.position in self.unconvolved:
            return False
        self.convolved.add(expr.position)
        return True


def verify_convolution_interface(op: NamedOperation) -> None:
    """Upstream's `verifyConvolutionInterface` (`isConvolutionInterfaceImpl`): the indexing maps of a
    convolution or pooling read the input at `out * stride + window * dilation` (or a plain dim), and every
    loop is a batch, output image, output channel, window, input channel or depth multiplier loop.

        // error: unexpected input index map for convolutions
        linalg.conv_2d_nhwc_hwcf ... {linalg.memoized_indexing_maps = [(..) -> (d0, d1 * 2, ...), ...]}

    Upstream reports these with `emitError`, without the `'linalg.<op>' op` prefix.
    """
    from aiopt.support.diagnostics import DiagnosticError

    def fail(message: str) -> None:
        raise DiagnosticError(message, op)

    if len(op.inputs) < 2 or len(op.outputs) != 1:
        fail("expected op with 2 inputs and 1 output")
    maps = [attr.data for attr in op.get_indexing_maps().data]
    accesses = _ConvolutionAccesses()
    if not all(accesses.visit(expr) for expr in maps[0].results):
        fail("unexpected input index map for convolutions")
    if not maps[1].is_projected_permutation() or not maps[-1].is_projected_permutation():
        fail("expected output/filter indexing maps to be projected permutations")
    iterators = [it.data for it in op.get_iterator_types().data]
    output_dims = {e.position for e in maps[-1].results if isinstance(e, AffineDimExpr)}
    filter_dims = {e.position for e in maps[1].results if isinstance(e, AffineDimExpr)}
    convolved, unconvolved = accesses.convolved, accesses.unconvolved
    loops: set[int] = set()
    for dim in (e.position for e in maps[-1].results if isinstance(e, AffineDimExpr)):
        in_input = dim in convolved or dim in unconvolved
        # Batch, output image, output channel and depth multiplier loops.
        if not (in_input and dim not in filter_dims) and not (dim in filter_dims and dim not in convolved):
            fail("unexpected loop dimension for convolution op")
        if iterators[dim] != IteratorType.PARALLEL:
            fail("expected all iterators used to access outputs to be parallel")
        loops.add(dim)
    for dim in (e.position for e in maps[1].results if isinstance(e, AffineDimExpr)):
        if dim in output_dims and (dim in unconvolved or dim not in convolved):
            continue  # an output channel or depth multiplier loop, seen above
        if dim in output_dims:
            fail("unexpected loop dimension for convolution op")
        if dim not in convolved and dim not in unconvolved:
            fail("unexpected loop dimension for convolution op")
        # A window or input channel loop.
        if iterators[dim] != IteratorType.REDUCTION:
            fail("expected all iterators not used to access outputs to be reduction")
        if dim in loops:
            fail("unexpected loop dimension for convolution op")
        loops.add(dim)
    if len(loops) != len(iterators):
        fail("unexpected loop dimension for convolution op")
    if not convolved:
        fail("expected convolved dim to be non-empty")


class _ConvolutionInterface:
    """Mixed into the convolutions and poolings: upstream's `ConvolutionOpInterface` verifier, after the
    structured op's own checks (the interface comes after `LinalgStructuredInterface` in upstream's traits)."""

    def verify_(self) -> None:
        super().verify_()
        verify_convolution_interface(self)


class _WindowOp(_ConvolutionInterface, _NamedOp):
    """A convolution or pooling: `strides` and `dilations` (default 1) scale the output and window dims.

    The input index of spatial dim i is `out_i * strides[i] + window_i * dilations[i]`.
    """

    SPATIAL: ClassVar[int]

    # (Any elements here, so that the verifier reports other element types in upstream's words.)
    strides = opt_prop_def(DenseIntOrFPElementsAttr)
    dilations = opt_prop_def(DenseIntOrFPElementsAttr)

    def _factors(self, attr: DenseIntElementsAttr | None) -> tuple[int, ...]:
        return (1,) * self.SPATIAL if attr is None else tuple(attr.get_values())

    def window_index(self, out: Sequence[AffineExpr], window: Sequence[AffineExpr]) -> list[AffineExpr]:
        """The input indices `out * stride + window * dilation` of the spatial dims."""
        return [
            o * s + w * d
            for o, w, s, d in zip(out, window, self._factors(self.strides), self._factors(self.dilations), strict=True)
        ]

    def verify_(self) -> None:
        verify_window_attributes(self, self.SPATIAL)
        super().verify_()


def verify_window_attributes(op: Operation, spatial: int) -> None:
    """Upstream's constraint on a convolution's or pooling's `strides` and `dilations`
    (`RankedI64ElementsAttr<[N]>`): 64-bit signless integers, one per spatial dimension."""
    for name in ("strides", "dilations"):
        attr = op.properties.get(name)
        if attr is None:
            continue
        element = attr.get_element_type() if isinstance(attr, DenseIntOrFPElementsAttr) else None
        if element != i64 or list(attr.get_shape()) != [spatial]:
            raise VerifyException(
                f"attribute '{name}' failed to satisfy constraint: 64-bit signless int elements attribute of shape "
                f"[{spatial}]"
            )


@irdl_op_definition
class Conv1DOp(_ConvolutionInterface, _NamedOp):
    """`O[ow] += I[ow + kw] * K[kw]`: upstream's `linalg.conv_1d` (no batch, channels, strides or dilations).

    linalg.conv_1d ins(%in, %filter : memref<?xf32>, memref<?xf32>) outs(%out : memref<?xf32>)
    """

    name = "linalg.conv_1d"
    ITERATORS: ClassVar[str] = "pr"

    def operand_maps(self, d):
        ow, kw = d
        return (ow + kw,), (kw,), (ow,)


@irdl_op_definition
class Conv2DOp(_ConvolutionInterface, _NamedOp):
    """`O[oh, ow] += I[oh + kh, ow + kw] * K[kh, kw]`: upstream's `linalg.conv_2d`."""

    name = "linalg.conv_2d"
    ITERATORS: ClassVar[str] = "pprr"

    def operand_maps(self, d):
        oh, ow, kh, kw = d
        return (oh + kh, ow + kw), (kh, kw), (oh, ow)


@irdl_op_definition
class Conv3DOp(_ConvolutionInterface, _NamedOp):
    """`O[od, oh, ow] += I[od + kd, oh + kh, ow + kw] * K[kd, kh, kw]`: upstream's `linalg.conv_3d`."""

    name = "linalg.conv_3d"
    ITERATORS: ClassVar[str] = "ppprrr"

    def operand_maps(self, d):
        od, oh, ow, kd, kh, kw = d
        return (od + kd, oh + kh, ow + kw), (kd, kh, kw), (od, oh, ow)


@irdl_op_definition
class Conv1DNwcWcfOp(_WindowOp):
    """`O[n, w, f] += I[n, w * s + kw * d, c] * K[kw, c, f]`.

        %r = linalg.conv_1d_nwc_wcf ins(%i, %k : tensor<1x10x3xf32>, tensor<3x3x8xf32>)
            outs(%o : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    """

    name = "linalg.conv_1d_nwc_wcf"
    ITERATORS: ClassVar[str] = "ppprr"
    SPATIAL: ClassVar[int] = 1

    def operand_maps(self, d):
        n, w, f, kw, c = d
        return (n, *self.window_index([w], [kw]), c), (kw, c, f), (n, w, f)


@irdl_op_definition
class Conv3DNdhwcDhwcfOp(_WindowOp):
    """`O[n, d, h, w, f] += I[n, d', h', w', c] * K[kd, kh, kw, c, f]`.

        %r = linalg.conv_3d_ndhwc_dhwcf ins(%i, %k : tensor<1x6x6x6x3xf32>, tensor<3x3x3x3x8xf32>)
            outs(%o : tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
    """

    name = "linalg.conv_3d_ndhwc_dhwcf"
    ITERATORS: ClassVar[str] = "ppppprrrr"
    SPATIAL: ClassVar[int] = 3

    def operand_maps(self, d):
        n, od, oh, ow, f, kd, kh, kw, c = d
        return (n, *self.window_index([od, oh, ow], [kd, kh, kw]), c), (kd, kh, kw, c, f), (n, od, oh, ow, f)


@irdl_op_definition
class DepthwiseConv2DNhwcHwcmOp(_WindowOp):
    """`O[n, h, w, c, m] += I[n, h', w', c] * K[kh, kw, c, m]`: each channel with its own `m` filters.

        %r = linalg.depthwise_conv_2d_nhwc_hwcm ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x2xf32>)
            outs(%o : tensor<1x8x8x3x2xf32>) -> tensor<1x8x8x3x2xf32>
    """

    name = "linalg.depthwise_conv_2d_nhwc_hwcm"
    ITERATORS: ClassVar[str] = "ppppprr"
    SPATIAL: ClassVar[int] = 2

    def operand_maps(self, d):
        n, oh, ow, c, m, kh, kw = d
        return (n, *self.window_index([oh, ow], [kh, kw]), c), (kh, kw, c, m), (n, oh, ow, c, m)


@irdl_op_definition
class DepthwiseConv2DNhwcHwcOp(_WindowOp):
    """`O[n, h, w, c] += I[n, h', w', c] * K[kh, kw, c]`.

        %r = linalg.depthwise_conv_2d_nhwc_hwc ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>)
            outs(%o : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
    """

    name = "linalg.depthwise_conv_2d_nhwc_hwc"
    ITERATORS: ClassVar[str] = "pppprr"
    SPATIAL: ClassVar[int] = 2

    def operand_maps(self, d):
        n, oh, ow, c, kh, kw = d
        return (n, *self.window_index([oh, ow], [kh, kw]), c), (kh, kw, c), (n, oh, ow, c)


@irdl_op_definition
class Conv1DNcwFcwOp(_WindowOp):
    """`O[n, f, w] += I[n, c, w * s + kw * d] * K[f, c, kw]`.

        %r = linalg.conv_1d_ncw_fcw ins(%i, %k : tensor<1x3x10xf32>, tensor<8x3x3xf32>)
            outs(%o : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    """

    name = "linalg.conv_1d_ncw_fcw"
    ITERATORS: ClassVar[str] = "ppprr"
    SPATIAL: ClassVar[int] = 1

    def operand_maps(self, d):
        n, f, ow, c, kw = d
        return (n, c, *self.window_index([ow], [kw])), (f, c, kw), (n, f, ow)


@irdl_op_definition
class Conv3DNcdhwFcdhwOp(_WindowOp):
    """`O[n, f, d, h, w] += I[n, c, d', h', w'] * K[f, c, kd, kh, kw]`.

        %r = linalg.conv_3d_ncdhw_fcdhw ins(%i, %k : tensor<1x3x6x6x6xf32>, tensor<8x3x3x3x3xf32>)
            outs(%o : tensor<1x8x4x4x4xf32>) -> tensor<1x8x4x4x4xf32>
    """

    name = "linalg.conv_3d_ncdhw_fcdhw"
    ITERATORS: ClassVar[str] = "ppppprrrr"
    SPATIAL: ClassVar[int] = 3

    def operand_maps(self, d):
        n, f, od, oh, ow, c, kd, kh, kw = d
        return (n, c, *self.window_index([od, oh, ow], [kd, kh, kw])), (f, c, kd, kh, kw), (n, f, od, oh, ow)


@irdl_op_definition
class DepthwiseConv1DNwcWcOp(_WindowOp):
    """`O[n, w, c] += I[n, w * s + kw * d, c] * K[kw, c]`.

        %r = linalg.depthwise_conv_1d_nwc_wc ins(%i, %k : tensor<1x10x3xf32>, tensor<3x3xf32>)
            outs(%o : tensor<1x8x3xf32>) -> tensor<1x8x3xf32>
    """

    name = "linalg.depthwise_conv_1d_nwc_wc"
    ITERATORS: ClassVar[str] = "pppr"
    SPATIAL: ClassVar[int] = 1

    def operand_maps(self, d):
        n, ow, c, kw = d
        return (n, *self.window_index([ow], [kw]), c), (kw, c), (n, ow, c)


@irdl_op_definition
class DepthwiseConv1DNcwCwOp(_WindowOp):
    """`O[n, c, w] += I[n, c, w * s + kw * d] * K[c, kw]`.

        %r = linalg.depthwise_conv_1d_ncw_cw ins(%i, %k : tensor<1x3x10xf32>, tensor<3x3xf32>)
            outs(%o : tensor<1x3x8xf32>) -> tensor<1x3x8xf32>
    """

    name = "linalg.depthwise_conv_1d_ncw_cw"
    ITERATORS: ClassVar[str] = "pppr"
    SPATIAL: ClassVar[int] = 1

    def operand_maps(self, d):
        n, ow, c, kw = d
        return (n, c, *self.window_index([ow], [kw])), (c, kw), (n, c, ow)


@irdl_op_definition
class DepthwiseConv1DNwcWcmOp(_WindowOp):
    """`O[n, w, c, m] += I[n, w * s + kw * d, c] * K[kw, c, m]`: each channel with its own `m` filters.

        %r = linalg.depthwise_conv_1d_nwc_wcm ins(%i, %k : tensor<1x10x3xf32>, tensor<3x3x2xf32>)
            outs(%o : tensor<1x8x3x2xf32>) -> tensor<1x8x3x2xf32>
    """

    name = "linalg.depthwise_conv_1d_nwc_wcm"
    ITERATORS: ClassVar[str] = "ppppr"
    SPATIAL: ClassVar[int] = 1

    def operand_maps(self, d):
        n, ow, c, m, kw = d
        return (n, *self.window_index([ow], [kw]), c), (kw, c, m), (n, ow, c, m)


@irdl_op_definition
class DepthwiseConv2DNchwChwOp(_WindowOp):
    """`O[n, c, h, w] += I[n, c, h', w'] * K[c, kh, kw]`.

        %r = linalg.depthwise_conv_2d_nchw_chw ins(%i, %k : tensor<1x3x10x10xf32>, tensor<3x3x3xf32>)
            outs(%o : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
    """

    name = "linalg.depthwise_conv_2d_nchw_chw"
    ITERATORS: ClassVar[str] = "pppprr"
    SPATIAL: ClassVar[int] = 2

    def operand_maps(self, d):
        n, oh, ow, c, kh, kw = d
        return (n, c, *self.window_index([oh, ow], [kh, kw])), (c, kh, kw), (n, c, oh, ow)


@irdl_op_definition
class DepthwiseConv3DNdhwcDhwcOp(_WindowOp):
    """`O[n, d, h, w, c] += I[n, d', h', w', c] * K[kd, kh, kw, c]`.

        %r = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%i, %k : tensor<1x6x6x6x3xf32>, tensor<3x3x3x3xf32>)
            outs(%o : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
    """

    name = "linalg.depthwise_conv_3d_ndhwc_dhwc"
    ITERATORS: ClassVar[str] = "pppprrrp"
    SPATIAL: ClassVar[int] = 3

    def operand_maps(self, d):
        n, od, oh, ow, kd, kh, kw, c = d
        return (n, *self.window_index([od, oh, ow], [kd, kh, kw]), c), (kd, kh, kw, c), (n, od, oh, ow, c)


@irdl_op_definition
class DepthwiseConv3DNcdhwCdhwOp(_WindowOp):
    """`O[n, c, d, h, w] += I[n, c, d', h', w'] * K[c, kd, kh, kw]`.

        %r = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%i, %k : tensor<1x3x6x6x6xf32>, tensor<3x3x3x3xf32>)
            outs(%o : tensor<1x3x4x4x4xf32>) -> tensor<1x3x4x4x4xf32>
    """

    name = "linalg.depthwise_conv_3d_ncdhw_cdhw"
    ITERATORS: ClassVar[str] = "pppprrrp"
    SPATIAL: ClassVar[int] = 3

    def operand_maps(self, d):
        n, od, oh, ow, kd, kh, kw, c = d
        return (n, c, *self.window_index([od, oh, ow], [kd, kh, kw])), (c, kd, kh, kw), (n, c, od, oh, ow)


@irdl_op_definition
class DepthwiseConv3DNdhwcDhwcmOp(_WindowOp):
    """`O[n, d, h, w, c, m] += I[n, d', h', w', c] * K[kd, kh, kw, c, m]`.

        %r = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%i, %k : tensor<1x6x6x6x3xf32>, tensor<3x3x3x3x2xf32>)
            outs(%o : tensor<1x4x4x4x3x2xf32>) -> tensor<1x4x4x4x3x2xf32>
    """

    name = "linalg.depthwise_conv_3d_ndhwc_dhwcm"
    ITERATORS: ClassVar[str] = "ppppprrrp"
    SPATIAL: ClassVar[int] = 3

    def operand_maps(self, d):
        n, od, oh, ow, m, kd, kh, kw, c = d
        window = self.window_index([od, oh, ow], [kd, kh, kw])
        return (n, *window, c), (kd, kh, kw, c, m), (n, od, oh, ow, c, m)


@irdl_op_definition
class Mmt4DOp(_NamedOp):
    """`C[m, n, m0, n0] += A[m, k, m0, k0] * B[n, k, n0, k0]`: a matmul of tiled operands, B transposed.

    %c = linalg.mmt4d ins(%a, %b : tensor<10x32x8x1xf32>, tensor<80x32x4x1xf32>)
           outs(%z : tensor<10x80x8x4xf32>) -> tensor<10x80x8x4xf32>
    """

    name = "linalg.mmt4d"
    ITERATORS: ClassVar[str] = "pprppr"

    def operand_maps(self, d):
        m, n, k, m0, n0, k0 = d
        return (m, k, m0, k0), (n, k, n0, k0), (m, n, m0, n0)


@irdl_op_definition
class BatchMmt4DOp(_NamedOp):
    """`C[b, m, n, m0, n0] += A[b, m, k, m0, k0] * B[b, n, k, n0, k0]`: `linalg.mmt4d` per batch.

        %r = linalg.batch_mmt4d ins(%a, %b : tensor<2x1x2x4x8xf32>, tensor<2x3x2x4x8xf32>)
            outs(%c : tensor<2x1x3x4x4xf32>) -> tensor<2x1x3x4x4xf32>
    """

    name = "linalg.batch_mmt4d"
    ITERATORS: ClassVar[str] = "ppprppr"

    def operand_maps(self, d):
        b, m, n, k, m0, n0, k0 = d
        return (b, m, k, m0, k0), (b, n, k, n0, k0), (b, m, n, m0, n0)


_BATCH_REDUCE_MAPS = _named_maps(4, lambda b, m, n, k: ((b, m, k), (b, k, n), (m, n)))


@irdl_op_definition
class BatchReduceMatmulOp(_ExplicitMatmulMaps, _NamedOp):
    """`C[m, n] += A[b, m, k] * B[b, k, n]`: a matmul per batch, summed over the batch.

    %c = linalg.batch_reduce_matmul ins(%a, %b : tensor<8x128x256xf32>, tensor<8x256x512xf32>)
           outs(%z : tensor<128x512xf32>) -> tensor<128x512xf32>
    """

    name = "linalg.batch_reduce_matmul"
    ITERATORS: ClassVar[str] = "rppr"

    indexing_maps = prop_def(ArrayAttr[AffineMapAttr], default_value=_BATCH_REDUCE_MAPS)

    def operand_maps(self, d):
        b, m, n, k = d
        return (b, m, k), (b, k, n), (m, n)


@irdl_op_definition
class Conv2DNgchwGfchwQOp(_WindowOp):
    """`O[n, g, f, h, w] += (I[n, g, c, h', w'] - izp) * (K[g, f, c, kh, kw] - kzp)`: grouped, with zero points.

        %r = linalg.conv_2d_ngchw_gfchw_q ins(%i, %k, %izp, %kzp :
                tensor<1x2x3x10x10xi8>, tensor<2x8x3x3x3xi8>, i32, i32)
            outs(%o : tensor<1x2x8x8x8xi32>) -> tensor<1x2x8x8x8xi32>
    """

    name = "linalg.conv_2d_ngchw_gfchw_q"
    ITERATORS: ClassVar[str] = "ppppprrr"
    SPATIAL: ClassVar[int] = 2

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        verify_region_arg_count(5, inputs, outputs)
        arg_types = [_element(v.type) for v in (*inputs, *outputs)]
        block = Block(arg_types=arg_types)
        image, kernel, image_zp, kernel_zp, out = block.args
        sub = _typed(arith.SubfOp, arith.SubiOp)
        shifted_image = sub(block, [cast_signed(block, image, arg_types[-1]), cast_signed(block, image_zp, arg_types[-1])])
        shifted_kernel = sub(
            block, [cast_signed(block, kernel, arg_types[-1]), cast_signed(block, kernel_zp, arg_types[-1])]
        )
        product = _MUL(block, [shifted_image, shifted_kernel])
        block.add_op(YieldOp(_ADD(block, [out, product])))
        return Region(block)

    def operand_maps(self, d):
        n, g, f, oh, ow, c, kh, kw = d
        return (n, g, c, *self.window_index([oh, ow], [kh, kw])), (g, f, c, kh, kw), (), (), (n, g, f, oh, ow)


class _PoolingOp(_WindowOp):
    """`O[n, spatial..., c] = combine(O, I[n, spatial'..., c])` over a window whose shape is operand 1's."""

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        # Only the input is cast and combined: the window operand has no values (but is an argument).
        verify_region_arg_count(3, inputs, outputs)
        return _body([_element(v.type) for v in (*inputs, *outputs)], cls.PAYLOAD, 1)

    def operand_maps(self, d):
        rank = self.SPATIAL
        n, out, c, window = d[0], d[1 : 1 + rank], d[1 + rank], d[2 + rank :]
        return (n, *self.window_index(out, window), c), tuple(window), (n, *out, c)


def _pooling(mnemonic: str, spatial: int, kind: str, doc: str) -> type[_PoolingOp]:
    """The pooling op `linalg.<mnemonic>` over `spatial` dims, combining with `POOLING_BODIES[kind]`."""
    attrs = {
        "name": f"linalg.{mnemonic}",
        "ITERATORS": "p" * (spatial + 2) + "r" * spatial,
        "SPATIAL": spatial,
        "PAYLOAD": POOLING_BODIES[kind],
        "__doc__": doc,
        "__annotations__": {"ITERATORS": ClassVar[str], "SPATIAL": ClassVar[int], "PAYLOAD": ClassVar[Payload]},
    }
    class_name = "".join(part.capitalize() for part in mnemonic.split("_")) + "Op"
    return irdl_op_definition(type(class_name, (_PoolingOp,), attrs))


POOLING_OPS = [
    _pooling(f"pooling_{layout}_{kind}", spatial, kind, f"{kind.capitalize()} pooling over {layout} input.")
    for layout, spatial in (("nwc", 1), ("nhwc", 2), ("ndhwc", 3))
    for kind in ("max", "min", "sum")
]


class _ChannelFirstPoolingOp(_PoolingOp):
    """`O[n, c, spatial...] = combine(O, I[n, c, spatial'...])`: pooling over channel-first input."""

    def operand_maps(self, d):
        rank = self.SPATIAL
        n, c, out, window = d[0], d[1], d[2 : 2 + rank], d[2 + rank :]
        return (n, c, *self.window_index(out, window)), tuple(window), (n, c, *out)


def _channel_first_pooling(mnemonic: str, spatial: int, kind: str) -> type[_PoolingOp]:
    """The channel-first pooling op `linalg.<mnemonic>` (`pooling_ncw_sum`, `pooling_nchw_sum`, ...)."""
    attrs = {
        "name": f"linalg.{mnemonic}",
        "ITERATORS": "p" * (spatial + 2) + "r" * spatial,
        "SPATIAL": spatial,
        "PAYLOAD": POOLING_BODIES[kind],
        "__doc__": f"{kind.capitalize()} pooling over channel-first ({mnemonic.split('_')[1]}) input.",
        "__annotations__": {"ITERATORS": ClassVar[str], "SPATIAL": ClassVar[int], "PAYLOAD": ClassVar[Payload]},
    }
    class_name = "".join(part.capitalize() for part in mnemonic.split("_")) + "Op"
    return irdl_op_definition(type(class_name, (_ChannelFirstPoolingOp,), attrs))


CHANNEL_FIRST_POOLING_OPS = [
    _channel_first_pooling("pooling_ncw_max", 1, "max"),
    _channel_first_pooling("pooling_ncw_sum", 1, "sum"),
    _channel_first_pooling("pooling_nchw_sum", 2, "sum"),
]


@irdl_op_redefinition
class PoolingNchwMaxOp(xdsl_linalg.ops.PoolingNchwMaxOp, _PoolingOp):
    """`O[n, c, h, w] = max(O, I[n, c, h', w'])`.

    Replaces xDSL's, whose body took max(I, window) instead of max(O, I).

        %r = linalg.pooling_nchw_max ins(%i, %w : tensor<1x3x10x10xf32>, tensor<3x3xf32>)
            outs(%o : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
    """

    name = "linalg.pooling_nchw_max"
    ITERATORS: ClassVar[str] = "pppprr"
    SPATIAL: ClassVar[int] = 2
    PAYLOAD: ClassVar[Payload] = POOLING_BODIES["max"]

    def operand_maps(self, d):
        n, c, oh, ow, kh, kw = d
        return (n, c, *self.window_index([oh, ow], [kh, kw])), (kh, kw), (n, c, oh, ow)


class _ElementwiseNamedOp(_PropertiesForm, ElementwiseOperation):
    """An element-wise named op (`linalg.div ins(%a, %b : ...) outs(%c : ...)`) computing `FUNCTION`."""

    FUNCTION: ClassVar[str]

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue] = (),
        res: Sequence[Attribute] | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        if res is None:
            res = [o.type for o in outputs if isinstance(o.type, TensorType)]
        super().__init__(
            ins=inputs,
            outs=outputs,
            result_types=res,
            attributes=attributes,
            hidden_region=self.get_hidden_region(inputs, outputs),
        )

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        arity = ELEMENTWISE_FUNCTIONS[cls.FUNCTION][0]
        verify_region_arg_count(arity + 1, inputs, outputs)  # the inputs and the output
        if len(inputs) != arity:
            raise ValueError(f"expected {arity} inputs")
        return elementwise_body(cls.FUNCTION, [_element(v.type) for v in (*inputs, *outputs)])

    def verify_(self) -> None:
        verify_elementwise(self.FUNCTION, self.inputs, self.outputs)
        verify_in_upstream_words(super().verify_)


def _elementwise_named(mnemonic: str, function: str) -> type[_ElementwiseNamedOp]:
    class_name = "".join(part.capitalize() for part in mnemonic.split("_")) + "Op"
    doc = f"Applies `{function}` element-wise: `linalg.{mnemonic} ins(...) outs(%init : ...)`."
    attrs = {
        "name": f"linalg.{mnemonic}",
        "FUNCTION": function,
        "__doc__": doc,
        "__annotations__": {"FUNCTION": ClassVar[str]},
    }
    return irdl_op_definition(type(class_name, (_ElementwiseNamedOp,), attrs))


ELEMENTWISE_NAMED_OPS = [
    _elementwise_named(mnemonic, function)
    for mnemonic, function in (
        ("abs", "abs"), ("ceil", "ceil"), ("floor", "floor"), ("negf", "negf"), ("reciprocal", "reciprocal"),
        ("round", "round"), ("rsqrt", "rsqrt"), ("square", "square"), ("tanh", "tanh"), ("erf", "erf"),
        ("div", "div"), ("div_unsigned", "div_unsigned"), ("powf", "powf"),
    )
]  # fmt: skip
"""The element-wise named ops xDSL lacks (it has add, sub, mul, max, min, exp, log, sqrt, select)."""


# ---------------------------------------------------------------------------
# linalg.elementwise and linalg.map


class ElementwiseKind(StrEnum):
    """The functions of `linalg.elementwise` (upstream's ElementwiseKind)."""

    exp = auto()
    log = auto()
    abs = auto()
    ceil = auto()
    floor = auto()
    negf = auto()
    reciprocal = auto()
    round = auto()
    sqrt = auto()
    rsqrt = auto()
    square = auto()
    tanh = auto()
    erf = auto()
    add = auto()
    sub = auto()
    mul = auto()
    div = auto()
    div_unsigned = auto()
    max_signed = auto()
    min_signed = auto()
    max_unsigned = auto()
    min_unsigned = auto()
    powf = auto()
    select = auto()


@irdl_attr_definition
class ElementwiseKindAttr(EnumAttribute[ElementwiseKind]):
    """`#linalg.elementwise_kind<add>`."""

    name = "linalg.elementwise_kind"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> ElementwiseKind:
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)


def _parse_operand_list(parser: Parser, keyword: str) -> list[SSAValue]:
    """`keyword(%a, %b : t1, t2)`, or nothing when `keyword` is absent."""
    pos = parser.pos
    if not parser.parse_optional_characters(keyword):
        return []
    parser.parse_punctuation("(")
    names = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return parser.resolve_operands(names, types, pos)


def _print_operand_list(printer: Printer, keyword: str, values: Sequence[SSAValue]) -> None:
    if values:
        printer.print_string(f" {keyword}(")
        printer.print_list(values, printer.print_ssa_value)
        printer.print_string(" : ")
        printer.print_list([v.type for v in values], printer.print_attribute)
        printer.print_string(")")


@irdl_op_definition
class ElementwiseOp(LinalgStructuredOperation):
    """Applies the function `kind` to its inputs element by element.

        %r = linalg.elementwise kind=#linalg.elementwise_kind<add>
               ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>

    Without `indexing_maps` every operand is read with the identity map: as
    upstream's parser and builder, the op then holds those maps, which the
    generic form names and the custom form leaves out.
    """

    name = "linalg.elementwise"

    kind = prop_def(ElementwiseKindAttr)
    indexing_maps = opt_prop_def(ArrayAttr[AffineMapAttr])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        kind: str,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        indexing_maps: ArrayAttr[AffineMapAttr] | None = None,
    ):
        region = elementwise_body(kind, [_element(v.type) for v in (*inputs, *outputs)])
        if indexing_maps is None and isinstance(outputs[0].type, ShapedType):
            indexing_maps = _identity_maps(outputs[0].type.get_num_dims(), len(inputs) + len(outputs))
        super().__init__(
            operands=[inputs, outputs],
            result_types=[[o.type for o in outputs if isinstance(o.type, TensorType)]],
            properties={"kind": ElementwiseKindAttr(ElementwiseKind(kind)), "indexing_maps": indexing_maps},
            regions=[region],
        )

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        if self.indexing_maps is not None:
            return self.indexing_maps
        return _identity_maps(len(self.outputs[0].type.get_shape()), len(self.operands))

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        rank = len(self.outputs[0].type.get_shape())
        return ArrayAttr([IteratorTypeAttr.parallel()] * rank)

    def verify_(self) -> None:
        verify_elementwise(self.kind.data.value, self.inputs, self.outputs)
        verify_in_upstream_words(super().verify_)

    def print(self, printer: Printer) -> None:
        printer.print_string(" kind=")
        printer.print_attribute(self.kind)
        maps = self.indexing_maps
        if maps is not None and maps != _identity_maps(len(self.outputs[0].type.get_shape()), len(self.operands)):
            printer.print_string(" indexing_maps = ")
            printer.print_attribute(self.indexing_maps)
        # Upstream's printNamedStructuredOp: the attr-dict before `ins` (it was dropped).
        if self.attributes:
            printer.print_op_attributes(self.attributes)
        _print_operand_list(printer, "ins", self.inputs)
        _print_operand_list(printer, "outs", self.outputs)
        if self.res:
            printer.print_string(" -> ")
            printer.print_list(self.res.types, printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        parser.parse_characters("kind")
        parser.parse_punctuation("=")
        kind = parser.parse_attribute()
        if not isinstance(kind, ElementwiseKindAttr):
            parser.raise_error("expected #linalg.elementwise_kind")
        maps = None
        if parser.parse_optional_characters("indexing_maps"):
            parser.parse_punctuation("=")
            maps = parser.parse_attribute()
        attributes = parser.parse_optional_attr_dict()  # (upstream's parseNamedStructuredOp)
        inputs = _parse_operand_list(parser, "ins")
        outputs = _parse_operand_list(parser, "outs")
        if parser.parse_optional_punctuation("->"):
            parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
        if len(inputs) != ELEMENTWISE_FUNCTIONS[kind.data.value][0] or len(outputs) != 1:
            parser.raise_error(f"wrong number of operands for kind '{kind.data.value}'", start, parser.pos)
        op = cls(kind.data.value, inputs, outputs, maps)
        op.attributes |= attributes
        return op


def _identity_maps(rank: int, count: int) -> ArrayAttr[AffineMapAttr]:
    """`count` identity maps of `rank` dimensions: `linalg.elementwise`'s default `indexing_maps`."""
    return ArrayAttr([AffineMapAttr(AffineMap.identity(rank))] * count)


def _short_form_payload(block: Block, operands: Sequence[SSAValue]) -> Operation | None:
    """The payload op of a body that is `yield(op(operands))` with nothing else, as upstream prints short."""
    ops = list(block.ops)
    if len(ops) != 2 or ops[0].regions or len(ops[0].results) != 1 or ops[0].attributes:
        return None
    payload, terminator = ops
    if tuple(payload.operands) != tuple(operands) or tuple(terminator.operands) != tuple(payload.results):
        return None
    if any(v != payload.get_irdl_definition().properties[k].default_value for k, v in payload.properties.items()):
        return None
    return payload


def _print_short_form(printer: Printer, payload: Operation) -> None:
    """` { arith.addi {overflowFlags = #arith.overflow<none>} }`: upstream's `printShortForm` prints the payload's
    inherent attributes that are set, but a `fastmath` of `none`. Upstream's builders set them, its parser of
    `{ arith.addi }` does not; xDSL gives every op its default properties, so they are always printed."""
    printer.print_string(f" {{ {payload.name}")
    shown = {
        name: value
        for name, value in payload.properties.items()
        if not (name == "fastmath" and isinstance(value, arith.FastMathFlagsAttr) and not value.data)
    }
    if shown:
        printer.print_string(" ")
        printer.print_attr_dict(shown)
    printer.print_string(" }")


ShortForm = tuple[str, dict[str, Attribute]]
"""The payload op name of a `{ arith.addf }` short form and the attributes written after it."""


def _parse_short_form(parser: Parser) -> ShortForm | None:
    """The payload of a `{ arith.addf }` (or `{ arith.addi {overflowFlags = ...} }`) short form, or None when
    the op has a region instead."""
    if not parser.parse_optional_punctuation("{"):
        return None
    name = parser.parse_identifier()
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation("}")
    return name, attributes


def _short_form_body(
    parser: Parser, payload: ShortForm, arg_types: Sequence[Attribute], operands: Sequence[int]
) -> Region:
    """A body over `arg_types` yielding the op of `payload` applied to the arguments at `operands`."""
    op_name, attributes = payload
    op_type = parser.ctx.get_optional_op(op_name)
    if op_type is None:
        parser.raise_error(f"unknown payload op '{op_name}'")
    names = op_type.get_irdl_definition().properties if issubclass(op_type, IRDLOperation) else {}
    block = Block(arg_types=arg_types)
    op = op_type.create(
        operands=[block.args[i] for i in operands],
        result_types=[arg_types[-1]],
        properties={k: v for k, v in attributes.items() if k in names},
        attributes={k: v for k, v in attributes.items() if k not in names},
    )
    block.add_ops([op, YieldOp(op.results[0])])
    return Region(block)


@irdl_op_definition
class MapOp(LinalgStructuredOperation):
    """Applies its body to the inputs' elements at each index and writes the result into the init.

        %r = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>)
        %r = linalg.map ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>)
               (%in: f32, %out: f32) {
                 %e = math.exp %in : f32
                 linalg.yield %e : f32
               }

    The body takes one element of each input and of the init (the init's
    argument is upstream's since LLVM 22, llvm-project#162742). A body that
    takes the inputs' elements only, as LLVM 21 and mlir-hlo print it
    (`(%in: f32) { ... }`), parses too, and gets the init's argument; it
    prints in LLVM 22's form. The short form names a payload op that takes
    the input elements. Other attributes print after `outs(...)`:
    `outs(%init : tensor<4xf32>) {someattr}`.
    """

    name = "linalg.map"

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    ODS_REQUIRED_OPERANDS: ClassVar[int] = 1  # upstream's one `init` (here a variadic `outputs`)

    @staticmethod
    def implicit_operand_segments(count: int) -> list[int]:
        """The segment sizes of `count` operands: upstream's inputs, then its one init, which its generic form
        gives no `operandSegmentSizes` (`AsmPrinter.print_op_with_default_format`)."""
        return [max(count - 1, 0), min(count, 1)]

    def __init__(self, inputs: Sequence[SSAValue], init: SSAValue, body: Region):
        super().__init__(
            operands=[inputs, [init]],
            result_types=[[init.type] if isinstance(init.type, TensorType) else []],
            regions=[body],
        )

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        rank = len(self.outputs[0].type.get_shape())
        return ArrayAttr([AffineMapAttr(AffineMap.identity(rank))] * len(self.operands))

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return ArrayAttr([IteratorTypeAttr.parallel()] * len(self.outputs[0].type.get_shape()))

    def verify_(self) -> None:
        if not self.operands:
            raise VerifyException("expected 1 or more operands, but found 0")  # ODS: variadic inputs, one init
        if len(self.outputs) != 1:
            raise VerifyException("expected one init")
        # Upstream's `MapOp::verify` (before the structured-op interface's checks, which need the regions).
        args = self.body.block.args if self.body.blocks else ()
        if len(self.inputs) + 1 != len(args):
            raise VerifyException(
                "expects number of operands to match the arity of mapper, but got: "
                f"{len(self.inputs) + 1} and {len(args)}"
            )
        for arg, value in zip(args, self.inputs):
            element = value.type.get_element_type()
            if arg.type != element:
                raise VerifyException(f"expected element type of input '{element}' to match bbArg type '{arg.type}'")
        shape = self.outputs[0].type.get_shape()
        for value in self.inputs:
            if value.type.get_shape() != shape:
                raise VerifyException(
                    f"expected shape of input ({', '.join(map(str, value.type.get_shape()))}) to match shape of "
                    f"output ({', '.join(map(str, shape))})"
                )
        verify_in_upstream_words(super().verify_)

    def print(self, printer: Printer) -> None:
        payload = _short_form_payload(self.body.block, self.body.block.args[: len(self.inputs)])
        if payload is not None:
            _print_short_form(printer, payload)
        _print_operand_list(printer, "ins", self.inputs)
        _print_operand_list(printer, "outs", self.outputs)
        printer.print_op_attributes(self.attributes)
        if payload is None:
            with printer.indented():
                printer.print_string("\n")
                with printer.in_parens():
                    printer.print_list(self.body.block.args, printer.print_block_argument)
                printer.print_string(" ")
                printer.print_region(self.body, print_entry_block_args=False)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        payload = _parse_short_form(parser)
        inputs = _parse_operand_list(parser, "ins")
        outputs = _parse_operand_list(parser, "outs")
        if len(outputs) > 1:
            parser.raise_error("expected one init in outs(...)")
        attributes = parser.parse_optional_attr_dict()
        arg_types = [_element(v.type) for v in (*inputs, *outputs)]
        if payload is not None and not outputs:
            body = Region(Block())  # no init: the verifier reports the missing operands, as upstream's
        elif payload is not None:
            body = _short_form_body(parser, payload, arg_types, range(len(inputs)))
        else:
            args = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_argument)
            body = parser.parse_region(args)
            if len(outputs) == 1 and len(args) == len(inputs) and body.blocks:
                # LLVM 21's form, without the init's argument.
                body.block.insert_arg(arg_types[-1], len(args)).name_hint = "init"
        results = [v.type for v in outputs if isinstance(v.type, TensorType)]
        op = cls.build(operands=[inputs, outputs], result_types=[results], regions=[body])
        op.attributes |= attributes
        return op


@irdl_op_redefinition
class ReduceOp(xdsl_linalg.ops.ReduceOp):
    """Folds the reduced dimensions of the inputs into the inits with the body.

        %r = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%i : tensor<4xf32>) dimensions = [1]
        %m:2 = linalg.reduce ins(%a, %b : tensor<4x5xf32>, tensor<4x5xi32>)
                             outs(%x, %y : tensor<4xf32>, tensor<4xi32>) dimensions = [1]
          (%in: f32, %in_0: i32, %init: f32, %init_1: i32) { ... linalg.yield %s, %t : f32, i32 }

    Replaces xDSL's, which takes one input and one init, to take several (as
    upstream: the body gets the inputs' elements, then the inits'), to print
    and parse upstream's `{ arith.addf }` short form (body `(%in, %init)`, payload `addf %init, %in`)
    and the upstream spacing `ins(%a : type)`, and to verify in upstream's
    words. `input` and `init` are the first input and init.
    """

    name = "linalg.reduce"

    inputs = var_operand_def(base(MemRefType) | base(AnyTensorType))
    inits = var_operand_def(base(MemRefType) | base(AnyTensorType))
    result = var_result_def(AnyTensorType)
    region = region_def("single_block")
    dimensions = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (SameVariadicOperandSize(),)

    def __init__(
        self,
        inputs: SSAValue | Sequence[SSAValue],
        inits: SSAValue | Sequence[SSAValue],
        dimensions: Attribute,
        region: Region,
    ):
        inputs = [inputs] if isinstance(inputs, SSAValue) else list(inputs)
        inits = [inits] if isinstance(inits, SSAValue) else list(inits)
        IRDLOperation.__init__(
            self,
            operands=[inputs, inits],
            result_types=[[v.type for v in inits if isinstance(v.type, TensorType)]],
            properties={"dimensions": dimensions},
            regions=[region],
        )

    @property
    def input(self) -> SSAValue:
        """The first input (the only one of a single reduction)."""
        return self.inputs[0]

    @property
    def init(self) -> SSAValue:
        """The first init (the only one of a single reduction)."""
        return self.inits[0]

    def verify_(self) -> None:
        """Upstream's `ReduceOp::verify`, after its ODS checks:

            %r = linalg.reduce ins(%a : tensor<16x32x64xf32>) outs(%i : tensor<16x64xf32>) dimensions = [2] ...
            // error: 'linalg.reduce' op init dimensions [16, 64] doesn't match input dimensions after reduction [16, 32]
        """
        dimensions = tuple(self.dimensions.get_values())
        if any(later <= earlier for earlier, later in pairwise(dimensions)):
            raise VerifyException(
                "attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in "
                "increasing order"
            )
        verify_destination_style(self, self.inits)
        if not self.inputs:
            return  # ODS's operand count (SameVariadicOperandSize: as many inits) is the constraint's to report
        for kind, values in (("inputs", self.inputs), ("outputs", self.inits)):
            for i, value in enumerate(values[1:], 1):
                if value.type.get_shape() != values[0].type.get_shape():
                    raise VerifyException(
                        f"expects all {kind} to have the same shapes. Shape at {kind[:-1]}-index {i} is not equal "
                        f"to the shape at {kind[:-1]}-index 0."
                    )
        input_shape, init_shape = self.inputs[0].type.get_shape(), self.inits[0].type.get_shape()
        rank = len(input_shape)
        for dimension in dimensions:
            if not 0 <= dimension < rank:
                raise VerifyException(f"dimensions for reduction should be in the range [0, {rank - 1}].")
        kept = [size for d, size in enumerate(input_shape) if d not in dimensions]
        if len(kept) != len(init_shape):
            raise VerifyException(
                f"number of dimensions after reduction {len(kept)} doesn't match the init rank {len(init_shape)}"
            )
        if tuple(kept) != tuple(init_shape):
            raise VerifyException(
                f"init dimensions [{_shape_text(init_shape)}] doesn't match input dimensions after reduction "
                f"[{_shape_text(kept)}]"
            )
        block = self.region.block
        if len(block.args) != len(self.operands):
            raise VerifyException("mismatching number of operands and block arguments")
        for kind, values, args in (
            ("input", self.inputs, block.args[: len(self.inputs)]),
            ("output", self.inits, block.args[len(block.args) - len(self.inits) :]),
        ):
            for value, arg in zip(values, args):
                element = value.type.get_element_type()
                if element != arg.type:
                    raise VerifyException(
                        f"{kind} element type '{element}' does not match corresponding block argument type "
                        f"'{arg.type}'"
                    )
        verify_irdl_constraints(self)

    def print(self, printer: Printer) -> None:
        block = self.region.block
        # Upstream's short form applies the payload to the init first: `{ arith.subf }` is `%init - %in`.
        payload = _short_form_payload(block, block.args[::-1]) if len(self.inputs) == 1 else None
        if payload is not None:
            _print_short_form(printer, payload)
        _print_operand_list(printer, "ins", self.inputs)
        _print_operand_list(printer, "outs", self.inits)
        printer.print_string(" dimensions = [")
        printer.print_list(self.dimensions.get_values(), printer.print_int)
        printer.print_string("]")
        if self.attributes:
            printer.print_string(" ")
            printer.print_attr_dict(self.attributes)
        if payload is None:
            with printer.indented():
                printer.print_string("\n")
                with printer.in_parens():
                    printer.print_list(block.args, printer.print_block_argument)
                printer.print_string(" ")
                printer.print_region(self.region, print_entry_block_args=False)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        payload = _parse_short_form(parser)
        inputs = _parse_operand_list(parser, "ins")
        outputs = _parse_operand_list(parser, "outs")
        parser.parse_keyword("dimensions")
        parser.parse_punctuation("=")
        dimensions = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        attributes = parser.parse_optional_attr_dict()
        arg_types = [_element(v.type) for v in (*inputs, *outputs)]
        if payload is not None:
            if len(inputs) != 1 or len(outputs) != 1:
                parser.raise_error("expected one input and one init with a short-form body")
            region = _short_form_body(parser, payload, arg_types, [1, 0])  # the init first, as upstream
        else:
            args = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_argument)
            region = parser.parse_region(args)
        op = cls(inputs, outputs, DenseArrayBase.from_list(i64, dimensions), region)
        op.attributes.update(attributes)
        return op


def _shape_text(shape: Sequence[int]) -> str:
    """A shape as MLIR streams an `ArrayRef<int64_t>`: `16, 64` (a dynamic size as its raw value)."""
    return ", ".join(str(size if size != DYNAMIC_INDEX else -(2**63)) for size in shape)


# Redefined: xDSL's has the trait HasParent(linalg.generic).
@irdl_op_redefinition
class IndexOp(xdsl_linalg.ops.IndexOp):
    """The index of loop `dim` at the current point of the enclosing structured op's iteration space.

        %i = linalg.index 0 : index

    Replaces xDSL's, which allows it in linalg.generic only; upstream allows
    it in every structured op's body (map, reduce, named ops).
    """

    name = "linalg.index"

    dim = prop_def(IntegerAttr[i64])
    result = result_def(IndexTypeConstr)

    assembly_format = "$dim attr-dict `:` type($result)"

    def __init__(self, dim: int):
        IRDLOperation.__init__(self, properties={"dim": IntegerAttr(dim, i64)}, result_types=[IndexType()])

    def verify_(self) -> None:
        if self.dim.value.data < 0:
            raise VerifyException(
                "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0"
            )
        parent = self.parent_op()
        if not isinstance(parent, LinalgStructuredOperation | ReducingOps | xdsl_linalg.ops.BroadcastOp):
            raise VerifyException("expected parent op with LinalgOp interface")
        loops = len(structured_parts(parent)[1])
        if self.dim.value.data >= loops:
            raise VerifyException(
                f"expected dim ({self.dim.value.data}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"
            )


class GenericOp(xdsl_linalg.ops.GenericOp):
    """xDSL's linalg.generic, parsing upstream's `-> (tensor<4xf32>, tensor<4xi32>)` for several results
    and its traits given by an attribute alias, as upstream parses any dictionary attribute there:

        #trait = {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
        %0 = linalg.generic #trait outs(%t : tensor<4xf32>) { ... } -> tensor<4xf32>

    xDSL 0.74 prints the parenthesized form but parses only an unparenthesized list, and only `{...}`.
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        if peek(parser).startswith("#"):
            traits = parser.parse_attribute()
            if not isinstance(traits, DictionaryAttr):
                parser.raise_error("expected dictionary attribute of linalg.generic's traits", start, parser.pos)
            attrs = dict(traits.data)
        else:
            attrs = parser.parse_optional_attr_dict()
        # Upstream's parser requires the iterator types; its verifier the indexing maps.
        if not isinstance(attrs.get("iterator_types"), ArrayAttr):
            parser.raise_error('expected "iterator_types" array attribute', start, parser.pos)
        if "indexing_maps" not in attrs:
            parser.raise_error("'linalg.generic' op requires attribute 'indexing_maps'", start, parser.pos)
        iterators = []
        for it in attrs.pop("iterator_types").data:
            if isinstance(it, StringAttr):
                if it.data not in IteratorType._value2member_map_:
                    parser.raise_error(f"unexpected iterator_type ({it.data})")
                it = IteratorTypeAttr(IteratorType(it.data))
            iterators.append(it)
        maps, doc, library_call = attrs.pop("indexing_maps"), attrs.pop("doc", None), attrs.pop("library_call", None)
        inputs = _parse_operand_list(parser, "ins")
        outputs = _parse_operand_list(parser, "outs")
        extra = {}
        if parser.parse_optional_keyword("attrs"):
            parser.parse_punctuation("=")
            extra = parser.expect(parser.parse_optional_attr_dict, "expect extra attributes")
        body = parser.parse_region()
        result_types = []
        if parser.parse_optional_punctuation("->"):
            parenthesized = parser.parse_optional_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
            result_types = parenthesized if parenthesized is not None else [parser.parse_type()]
        generic = cls(inputs, outputs, body, maps, iterators, result_types, doc, library_call)
        generic.attributes |= attrs | extra
        return generic

    def verify_(self) -> None:
        """Upstream's order: the body's block count (SingleBlock), the destination-style checks, then the
        structured op's (xDSL's), whose checks of the body's arguments upstream makes only after the ops
        in the body verified (the interface verifies with regions):

            linalg.generic {...} outs(%a, %b : memref<f32>, memref<f32>) {
            ^bb0(%x: f32):
              linalg.yield %x : f32
              // error: 'linalg.yield' op expected number of yield values (1) to match the number of
              //        inits / outs operands of the enclosing LinalgOp (2)
            }
        """
        if len(self.body.blocks) > 1:
            raise VerifyException("expects region #0 to have 0 or 1 blocks")
        verify_destination_style(self, self.outputs)
        if not self.body.blocks:
            raise VerifyException("expects to have 1 region with 1 block")
        try:
            # xDSL's generated checks, then the structured op's (xDSL's custom verifier counts a vector
            # operand's dims as the operand's rank; upstream's getRank takes a vector as an element).
            verify_irdl_constraints(self)
            verify_structured_op(self)
        except VerifyException as err:
            if not str(err).startswith(_BODY_ARGUMENT_CHECKS):
                raise
            for op in self.body.block.ops:
                verify_operation(op)
            raise


def operand_shape(type_: Attribute) -> tuple[int, ...]:
    """The dims a structured op indexes of an operand of type `type_`: upstream's `getShape`, where a
    scalar and a vector (an element, as in `linalg.fill ins(%v : vector<2x4xf32>) outs(%t :
    tensor<vector<2x4xf32>>)`) have none; xDSL takes a vector's dims."""
    if isinstance(type_, ShapedType) and not isinstance(type_, VectorType):
        return tuple(type_.get_shape())
    return ()


def verify_structured_op(op: LinalgStructuredOperation) -> None:
    """xDSL's `LinalgStructuredOperation.verify_` (its words), with a vector operand an element of rank 0 as
    upstream's `verifyStructuredOpInterface` takes it (`operand_shape`):

        %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], ...}
               ins(%v : vector<2x4xf32>) outs(%t : tensor<8xvector<2x4xf32>>) { ... }
    """
    shaped = [t for t in op.operand_types if isinstance(t, ShapedType)]
    if any(isinstance(t, TensorType) for t in shaped) and any(isinstance(t, MemRefType) for t in shaped):
        raise VerifyException("expected to have pure tensor or buffer semantics")
    maps = [attr.data for attr in op.get_indexing_maps()]
    if len(maps) != len(op.operands):
        raise VerifyException(
            f"expected the number of indexing_map ({len(maps)}) to be equal to the number of input/output operands "
            f"({len(op.operands)})"
        )
    shapes = [operand_shape(t) for t in op.operand_types]
    num_loops = len(op.get_iterator_types())
    for index, (shape, map_) in enumerate(zip(shapes, maps)):
        if map_.num_dims != num_loops:
            raise VerifyException(f"expected indexing_map #{index} to have {num_loops} dim(s) to match the number of loops")
        if map_.num_symbols:
            raise VerifyException(f"unexpected symbols in indexing_map #{index}")
        if len(map_.results) != len(shape):
            raise VerifyException(
                f"expected operand rank ({len(shape)}) to match the result rank of indexing_map #{index} "
                f"({len(map_.results)})"
            )
    # The body takes one argument per operand, of its element type (the operand's type for a scalar or vector).
    args = op.body.block.args
    if len(args) != len(op.operands):
        raise VerifyException(
            "expected as many non-induction variable region arguments as the number of input/output operands, "
            f"{len(op.operands)}, but got {len(args)}"
        )
    for index, (type_, arg) in enumerate(zip(op.operand_types, args)):
        element = type_.get_element_type() if isinstance(type_, MemRefType | TensorType) else type_
        if arg.type != element:
            raise VerifyException(
                f"expected type of bb argument #{index} ('{arg.type}') to match element or self type of the "
                f"corresponding operand ('{element}')"
            )
    if not maps:
        return
    # The loop ranges come from the operands' dims: each loop must be some map's result on its own.
    loops_to_shapes = AffineMap(num_loops, 0, tuple(r for map_ in maps for r in map_.results))
    shapes_to_loops = loops_to_shapes.inverse_permutation()
    if shapes_to_loops is None:
        raise VerifyException(f"invalid indexing maps are non-invertible: ({format_affine_map(loops_to_shapes)})")
    static_shape = [dim for shape in shapes for dim in shape]
    if any(dim < 0 for dim in static_shape):
        return
    ends = tuple(bound - 1 for bound in shapes_to_loops.eval(static_shape, []))
    starts = (0,) * len(ends)
    # An operand dim that is one loop is exactly that loop's range; an expression of loops must fit in it.
    for index, (shape, map_) in enumerate(zip(shapes, maps)):
        for dim, (start, end, size) in enumerate(zip(map_.eval(starts, []), map_.eval(ends, []), shape)):
            if size == 0:
                continue
            if min(start, end) < 0:
                raise VerifyException(f"unexpected result less than 0 at expression #{dim} in {format_affine_map(map_)}")
            inferred = max(start, end) + 1
            if isinstance(map_.results[dim], AffineDimExpr):
                if inferred != size:
                    raise VerifyException(
                        f"inferred input/output operand #{index} has shape's dimension #{dim} to be {inferred}, but "
                        f"found {size}"
                    )
            elif inferred > size:
                raise VerifyException(
                    f"inferred input/output operand #{index} has shape's dimension #{dim} to be greater than or equal "
                    f"to {inferred}, but found {size}"
                )


_BODY_ARGUMENT_CHECKS = ("expected as many non-induction variable region arguments", "expected type of bb argument")
"""xDSL's words for the structured op checks of a body's arguments (see `GenericOp.verify_`)."""


# ---------------------------------------------------------------------------
# Generalization

ReducingOps = ReduceOp | xdsl_linalg.ops.ReduceOp
"""Ours and xDSL's linalg.reduce (passes may still build xDSL's)."""


def structured_parts(op: Operation) -> tuple[list[AffineMapAttr], list[IteratorTypeAttr], Region]:
    """The indexing maps, iterator types and body of any structured linalg op."""
    if isinstance(op, ReducingOps):
        rank = len(op.input.type.get_shape())
        reduced = set(op.dimensions.get_values())
        kept = [AffineDimExpr(d) for d in range(rank) if d not in reduced]
        counts = (len(op.inputs), len(op.inits)) if isinstance(op, ReduceOp) else (1, 1)
        maps = [AffineMap.identity(rank)] * counts[0] + [AffineMap(rank, 0, tuple(kept))] * counts[1]
        iterators = [IteratorTypeAttr.reduction() if d in reduced else IteratorTypeAttr.parallel() for d in range(rank)]
        return [AffineMapAttr(m) for m in maps], iterators, op.region
    if isinstance(op, xdsl_linalg.ops.BroadcastOp):
        rank = len(op.init.type.get_shape())
        added = set(op.dimensions.get_values())
        kept = [AffineDimExpr(d) for d in range(rank) if d not in added]
        maps = [AffineMap(rank, 0, tuple(kept)), AffineMap.identity(rank)]
        return [AffineMapAttr(m) for m in maps], [IteratorTypeAttr.parallel()] * rank, op.hidden_region
    assert isinstance(op, LinalgStructuredOperation), op.name
    return list(op.get_indexing_maps()), list(op.get_iterator_types()), op.body


def structured_operands(op: Operation) -> tuple[list[SSAValue], list[SSAValue]]:
    """The inputs and inits of any structured linalg op, in the order of `structured_parts`' indexing maps."""
    if isinstance(op, ReduceOp):
        return list(op.inputs), list(op.inits)
    if isinstance(op, ReducingOps | xdsl_linalg.ops.BroadcastOp):
        return [op.input], [op.init]
    return list(op.inputs), list(op.outputs)


def generic_of(op: Operation) -> GenericOp:
    """A detached `linalg.generic` computing what the structured op `op` computes, on the same operands, at its
    location (upstream's generalizeNamedOp; the interpreter's errors in the body of a named op, which runs as its
    generic, were at no location: '<unknown>:0: error: 'arith.divui' op division by zero')."""
    maps, iterators, body = structured_parts(op)
    inputs, outputs = structured_operands(op)
    generic = GenericOp(inputs, outputs, body.clone(), maps, iterators, op.result_types)
    generic.location = op.location
    return generic


def generalize(op: Operation, rewriter: PatternRewriter) -> GenericOp:
    """Replace the structured op `op` by its `linalg.generic` (a generic stays) and return that generic."""
    if isinstance(op, xdsl_linalg.ops.GenericOp):
        return op
    generic = generic_of(op)
    rewriter.replace(op, generic)
    return generic


@functools.cache
def is_structured_type(op_type: type[Operation]) -> bool:
    """Whether ops of class `op_type` are linalg structured ops (ones that `generalize` takes).

    Cached per class: the check is three abstract-class checks, each a call into `ABCMeta`.
    """
    return issubclass(op_type, LinalgStructuredOperation | ReducingOps | xdsl_linalg.ops.BroadcastOp)


def is_structured(op: Operation) -> bool:
    """Whether `op` is a linalg structured op (one that `generalize` takes)."""
    return is_structured_type(type(op))


def dps_outputs(op: Operation) -> list[SSAValue]:
    """The `outs` operands of a linalg op (the last operands); none for other ops."""
    if not op.name.startswith("linalg.") or op.name in ("linalg.yield", "linalg.index"):
        return []
    if hasattr(op, "outputs"):
        return list(op.outputs)
    if isinstance(op, ReduceOp):
        return list(op.inits)
    return [op.init] if hasattr(op, "init") else []


class _DestinationStyleEffects(MemoryEffect):
    """Upstream's `getGenericEffects` of a destination-style op: on tensors none (a dead op is erased), on
    buffers a read of each input and a read and write of each output."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        effects: set[EffectInstance] = set()
        for index, operand in enumerate(op.operands):
            if isinstance(operand.type, MemRefType):
                effects.add(EffectInstance(MemoryEffectKind.READ, operand))
                if index == len(op.operands) - 1:
                    effects.add(EffectInstance(MemoryEffectKind.WRITE, operand))
        return effects


@irdl_op_definition
class SoftmaxOp(IRDLOperation):
    """The softmax of `input` along `dimension`, into `output` (same shape and element type):
    `exp(x - max) / sum(exp(x - max))`.

        %s = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    """

    name = "linalg.softmax"

    input = operand_def(TensorType | MemRefType)
    output = operand_def(TensorType | MemRefType)
    dimension = prop_def(IntegerAttr)
    result = var_result_def(TensorType)

    traits = traits_def(_DestinationStyleEffects())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attributes = parser.parse_optional_attr_dict()
        parser.parse_keyword("dimension")
        parser.parse_punctuation("(")
        dimension = parser.parse_integer()
        parser.parse_punctuation(")")
        operands = parse_single_ins_outs(parser)
        result_types = [parser.parse_type()] if parser.parse_optional_punctuation("->") is not None else []
        op = cls.build(
            operands=operands, result_types=[result_types], properties={"dimension": IntegerAttr(dimension, 64)}
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" dimension({self.dimension.value.data}) ins(")
        printer.print_operand(self.input)
        printer.print_string(f" : {self.input.type}) outs(")
        printer.print_operand(self.output)
        printer.print_string(f" : {self.output.type})")
        if self.result:
            printer.print_string(" -> ")
            printer.print_list(self.result.types, printer.print_attribute)

    def verify_(self) -> None:
        source, dest = self.input.type, self.output.type
        if source.element_type != dest.element_type:
            raise VerifyException("failed to verify that input and output have same element type")
        if source.get_num_dims() != dest.get_num_dims() or any(
            a != b and DYNAMIC_INDEX not in (a, b) for a, b in zip(source.get_shape(), dest.get_shape())
        ):
            raise VerifyException("incompatible output shape")
        if not 0 <= self.dimension.value.data < source.get_num_dims():
            raise VerifyException("incorrect dimension specified")


NEW_OPS: list[type[Operation]] = [
    BatchMatmulOp,
    MatvecOp,
    VecmatOp,
    DotOp,
    BatchMatvecOp,
    BatchVecmatOp,
    Conv1DOp,
    Conv2DOp,
    Conv3DOp,
    Conv1DNwcWcfOp,
    Conv3DNdhwcDhwcfOp,
    DepthwiseConv2DNhwcHwcmOp,
    DepthwiseConv2DNhwcHwcOp,
    Conv1DNcwFcwOp,
    Conv3DNcdhwFcdhwOp,
    DepthwiseConv1DNwcWcOp,
    DepthwiseConv1DNcwCwOp,
    DepthwiseConv1DNwcWcmOp,
    DepthwiseConv2DNchwChwOp,
    DepthwiseConv3DNdhwcDhwcOp,
    DepthwiseConv3DNcdhwCdhwOp,
    DepthwiseConv3DNdhwcDhwcmOp,
    Mmt4DOp,
    BatchMmt4DOp,
    BatchReduceMatmulOp,
    Conv2DNgchwGfchwQOp,
    *POOLING_OPS,
    *CHANNEL_FIRST_POOLING_OPS,
    *ELEMENTWISE_NAMED_OPS,
    ElementwiseOp,
    MapOp,
    SoftmaxOp,
    *RELAYOUT_OPS,
    *WINOGRAD_OPS,
]
"""The ops xDSL's linalg lacks."""


def _print_operand_with_type(printer: Printer, keyword: str, value: SSAValue) -> None:
    """` ins(%x : type)`, with the spaces around `:` that upstream's parser requires."""
    printer.print_string(f" {keyword}(")
    printer.print_ssa_value(value)
    printer.print_string(" : ")
    printer.print_attribute(value.type)
    printer.print_string(")")


class _RegisteredBody(_PropertiesForm):
    """Mixed into xDSL's linalg ops whose body xDSL builds: the body holds aiopt's classes (and their
    properties parse as upstream's, `_PropertiesForm`).

    xDSL builds the hidden region of `linalg.matmul`, `linalg.fill`, ... with
    its own `linalg.yield` and `arith` classes, which aiopt redefines
    (`arith.extsi` in `linalg.quantized_matmul`); once the op is built, by
    any road (`__init__`, `parse`, `create`), they are re-created as aiopt's.
    """

    def __post_init__(self) -> None:
        super().__post_init__()
        for region in self.regions:
            use_classes(_BODY_CLASSES.get, region)

    @staticmethod
    def body_arg_types(operands: Sequence[SSAValue]) -> Sequence[Attribute]:
        """The element types of the operands (xDSL's asserts they are integers or floats; upstream's named
        ops also take complex and vector elements: `linalg.fill ins(%v : vector<2x4xf32>) ...`)."""
        return [t.get_element_type() if isinstance(t := value.type, MemRefType | TensorType) else t for value in operands]

    REGION_ARGS: ClassVar[int | None] = None
    """How many arguments (inputs and outputs) upstream's body of the op takes, where xDSL's builder
    takes any number (`linalg.sub ins(%a : ...)` builds a body of its one input)."""

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        if cls.REGION_ARGS is not None:
            verify_region_arg_count(cls.REGION_ARGS, inputs, outputs)
        region = checked_hidden_region(super().get_hidden_region, inputs, outputs)
        _use_complex_arithmetic(region)
        _accumulator_first(region)
        _use_boolean_arithmetic(region)
        return region

    def verify_(self) -> None:
        outputs = getattr(self, "outputs", None)
        if isinstance(self, NamedOperation) and outputs is not None:
            verify_destination_style(self, outputs)
        verify_in_upstream_words(super().verify_)


_COMPLEX_OPS = {"arith.addf": "add", "arith.addi": "add", "arith.mulf": "mul", "arith.muli": "mul"}


def _use_complex_arithmetic(region: Region) -> None:
    """xDSL's named-op bodies use `arith` on every element type; on complex elements upstream's use
    `complex.mul` and `complex.add` (`linalg.matmul` of `tensor<16x8xcomplex<f32>>`)."""
    from xdsl.dialects import complex as xdsl_complex

    for op in list(region.ops):
        kind = _COMPLEX_OPS.get(op.name)
        if kind is None or not isinstance(op.results[0].type, ComplexType):
            continue
        new = (xdsl_complex.AddOp if kind == "add" else xdsl_complex.MulOp)(op.operands[0], op.operands[1])
        op.parent_block().insert_op_before(new, op)
        op.results[0].replace_all_uses_with(new.results[0])
        op.detach()
        op.erase()


_BOOLEAN_OPS = {"arith.addi": arith.OrIOp, "arith.muli": arith.AndIOp}
"""What upstream's `buildBinaryFn` makes of an add and a multiply of i1 values."""


def _use_boolean_arithmetic(region: Region) -> None:
    """xDSL's named-op bodies add and multiply i1 elements with `arith.addi` and `arith.muli` (which wrap: 1 + 1
    is 0); upstream's use `arith.ori` and `arith.andi`, so that `linalg.matmul` of `tensor<4x8xi1>` is an OR of
    ANDs (an HLO dot of booleans)."""
    for op in list(region.ops):
        boolean = _BOOLEAN_OPS.get(op.name)
        if boolean is None or op.results[0].type != i1:
            continue
        new = boolean(op.operands[0], op.operands[1])
        op.parent_block().insert_op_before(new, op)
        op.results[0].replace_all_uses_with(new.results[0])
        op.detach()
        op.erase()


def _accumulator_first(region: Region) -> None:
    """Upstream's contractions and convolutions add the product to the output (`%out + %mul`, `MAC`);
    xDSL's builders write `%mul + %out`: swapped, so that bodies and generalized ops read as upstream's."""
    block = region.block
    terminator = block.last_op
    if terminator is None or len(terminator.operands) != 1 or not block.args:
        return
    add = terminator.operands[0].owner
    out = block.args[-1]
    if (
        isinstance(add, Operation)
        and add.name in _ADDS
        and len(add.operands) == 2
        and add.operands[1] is out
        and add.operands[0] is not out
    ):
        add.operands = (out, add.operands[0])


_ADDS = ("arith.addf", "arith.addi", "complex.add")


_DOCS: dict[str, tuple[str | None, str]] = {
    "linalg.add": (
        None,
        "%r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>",
    ),
    "linalg.sub": (
        None,
        "%r = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>",
    ),
    "linalg.mul": (
        None,
        "%r = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>",
    ),
    "linalg.max": (
        None,
        "%r = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>",
    ),
    "linalg.min": (
        None,
        "%r = linalg.min ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>",
    ),
    "linalg.exp": (None, "%r = linalg.exp ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>"),
    "linalg.log": (None, "%r = linalg.log ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>"),
    "linalg.sqrt": (None, "%r = linalg.sqrt ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>"),
    "linalg.select": (None, "%r = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>)"
                      " outs(%o : tensor<4xf32>) -> tensor<4xf32>"),
    "linalg.copy": (None, "%r = linalg.copy ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>"),
    "linalg.quantized_matmul": (None, "%r = linalg.quantized_matmul ins(%a, %b, %azp, %bzp : tensor<2x3xi8>,"
                                " tensor<3x4xi8>, i32, i32) outs(%c : tensor<2x4xi32>) -> tensor<2x4xi32>"),
    "linalg.conv_2d_nchw_fchw": (None, "%r = linalg.conv_2d_nchw_fchw ins(%i, %k : tensor<1x3x10x10xf32>,"
                                 " tensor<8x3x3x3xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>"),
    "linalg.conv_2d_nhwc_hwcf": (
        "`O[n, oh, ow, f] += I[n, oh * sh + kh * dh, ow * sw + kw * dw, c] * K[kh, kw, c, f]` (strides s and"
        " dilations d default to 1).",
        "%r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}"
        " ins(%i, %k : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>)"
        " -> tensor<1x4x4x8xf32>",
    ),
    "linalg.conv_2d_nhwc_fhwc": (
        "`O[n, oh, ow, f] += I[n, oh * sh + kh * dh, ow * sw + kw * dw, c] * K[f, kh, kw, c]`.",
        "%r = linalg.conv_2d_nhwc_fhwc ins(%i, %k : tensor<1x10x10x3xf32>, tensor<8x3x3x3xf32>)"
        " outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>",
    ),
    "linalg.conv_2d_ngchw_fgchw": (
        "`O[n, g, f, oh, ow] += I[n, g, c, oh * sh + kh * dh, ow * sw + kw * dw] * K[f, g, c, kh, kw]`: a grouped"
        " convolution.",
        "%r = linalg.conv_2d_ngchw_fgchw ins(%i, %k : tensor<1x2x3x10x10xf32>, tensor<8x2x3x3x3xf32>)"
        " outs(%o : tensor<1x2x8x8x8xf32>) -> tensor<1x2x8x8x8xf32>",
    ),
    "linalg.conv_2d_ngchw_gfchw": (
        "`O[n, g, f, oh, ow] += I[n, g, c, oh * sh + kh * dh, ow * sw + kw * dw] * K[g, f, c, kh, kw]`: a grouped"
        " convolution.",
        "%r = linalg.conv_2d_ngchw_gfchw ins(%i, %k : tensor<1x2x3x10x10xf32>, tensor<2x8x3x3x3xf32>)"
        " outs(%o : tensor<1x2x8x8x8xf32>) -> tensor<1x2x8x8x8xf32>",
    ),
    "linalg.conv_2d_nhwgc_gfhwc": (
        "`O[n, oh, ow, g, f] += I[n, oh * sh + kh * dh, ow * sw + kw * dw, g, c] * K[g, f, kh, kw, c]`: a grouped"
        " convolution.",
        "%r = linalg.conv_2d_nhwgc_gfhwc ins(%i, %k : tensor<1x10x10x2x3xf32>, tensor<2x8x3x3x3xf32>)"
        " outs(%o : tensor<1x8x8x2x8xf32>) -> tensor<1x8x8x2x8xf32>",
    ),
}
"""For the xDSL named ops this module re-classes (`_with_registered_body`, `_with_default_window`): a summary
where xDSL's class has no docstring, and an example of the op's syntax (each parses, verifies and prints so)."""


def _docstring(xdsl_op: type[IRDLOperation]) -> str | None:
    """xDSL's docstring of `xdsl_op` (or `_DOCS`' summary) followed by `_DOCS`' example of its syntax."""
    summary, example = _DOCS.get(xdsl_op.name, (None, None))
    text = inspect.cleandoc(xdsl_op.__doc__) if xdsl_op.__doc__ else summary
    return f"{text}\n\n    {example}\n" if example else text


def _with_registered_body(xdsl_op: type[IRDLOperation], region_args: int | None = None) -> type[IRDLOperation]:
    """xDSL's linalg op `xdsl_op` as a subclass of the same name whose body holds aiopt's classes (and
    takes `region_args` arguments, where given)."""
    name = xdsl_op.__name__
    namespace = {
        "__module__": __name__,
        "__qualname__": name,
        "__doc__": _docstring(xdsl_op),
        "REGION_ARGS": region_args,
    }
    return type(name, (_RegisteredBody, xdsl_op), namespace)


# xDSL's named ops, as they are but for their bodies' classes and upstream's count of body arguments.
AddOp = _with_registered_body(xdsl_linalg.ops.AddOp, 3)
SubOp = _with_registered_body(xdsl_linalg.ops.SubOp, 3)
MulOp = _with_registered_body(xdsl_linalg.ops.MulOp, 3)
MaxOp = _with_registered_body(xdsl_linalg.ops.MaxOp, 3)
MinOp = _with_registered_body(xdsl_linalg.ops.MinOp, 3)
ExpOp = _with_registered_body(xdsl_linalg.ops.ExpOp, 2)
LogOp = _with_registered_body(xdsl_linalg.ops.LogOp, 2)
SqrtOp = _with_registered_body(xdsl_linalg.ops.SqrtOp, 2)
SelectOp = _with_registered_body(xdsl_linalg.ops.SelectOp)
CopyOp = _with_registered_body(xdsl_linalg.ops.CopyOp)


class MatmulOp(_ExplicitMatmulMaps, _RegisteredBody, xdsl_linalg.ops.MatmulOp):
    """`C[m, n] += A[m, k] * B[k, n]`, its operands cast to the output's element type first, as upstream's
    body does (`cast_signed`: `linalg.matmul ins(%a, %b : tensor<2x3xi8>, tensor<3x4xi8>) outs(%c :
    tensor<2x4xi32>)` sign-extends); xDSL's body multiplies the operands as they are."""

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        def build(inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
            if len(inputs) + len(outputs) != 3:
                raise IndexError("linalg.matmul's body takes 3 arguments")
            return _body(cls.body_arg_types((*inputs, *outputs)), MAC, 2)

        region = checked_hidden_region(build, inputs, outputs)
        _use_complex_arithmetic(region)
        return region

    @classmethod
    def parse_maps(cls, parser: Parser) -> ArrayAttr:
        start = parser.pos
        maps = parser.parse_attribute()
        if not isinstance(maps, ArrayAttr):
            parser.raise_error("invalid kind of attribute specified", start, parser.pos)
        if not all(isinstance(m, AffineMapAttr) for m in maps.data):
            parser.raise_error("element of indexing_maps array is not an affine_map", parser.pos, parser.pos)
        return maps

    def verify_explicit_maps(self, defaults: list[AffineMap]) -> None:
        """Upstream's `verifyExtendedMatmulSemantic` of A and B: each reads a subset of its default dims, and
        a broadcast one (fewer results) reads K (d2)."""
        for explicit, default in zip(self.explicit_maps()[:2], defaults):
            if not set(explicit.results) <= set(default.results):
                raise VerifyException("Unexpected dim expression in map result.")
            if len(explicit.results) < len(default.results) and not (
                len(explicit.results) == 1 and _is_function_of_dim(explicit.results[0], explicit.num_dims - 1)
            ):
                raise VerifyException("Invalid broadcast requested, should be (d2).")


QuantizedMatmulOp = _with_registered_body(xdsl_linalg.ops.QuantizedMatmulOp)


class _DefaultWindowAttrs:
    """Mixed into xDSL's 2-D convolutions, whose `strides` and `dilations` xDSL requires: upstream's are
    optional and default to ones (`DefaultValuedOptionalAttr`), so `linalg.conv_2d_nchw_fchw ins(...)
    outs(...)` without them parses, prints as written and indexes with unit strides and dilations."""

    _XDSL_MAPS: ClassVar[Callable[[Any], Sequence[AffineMap]]]

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return type(self)._XDSL_MAPS(_UnitWindow(self))

    def verify_(self) -> None:
        # xDSL's constraint takes integer elements of any width and shape; upstream's are two i64s.
        verify_window_attributes(self, 2)
        super().verify_()  # pyright: ignore[reportAttributeAccessIssue]

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        return memoized_indexing_maps(self) or super().get_indexing_maps()


class _UnitWindow:
    """An op seen with its missing `strides` and `dilations` as the defaults (two ones)."""

    def __init__(self, op: Operation) -> None:
        self._op = op
        ones = DenseIntElementsAttr.from_list(TensorType(i64, [2]), [1, 1])
        self.strides = op.strides if op.strides is not None else ones
        self.dilations = op.dilations if op.dilations is not None else ones

    def __getattr__(self, name: str):
        return getattr(self._op, name)


class _SkipXdslDefinition:
    """In the MRO of an op that redefines xDSL's `_XDSL_OP` with other constraints, right before it:
    `verify_` goes on after `_XDSL_OP`, whose generated `verify_` would check xDSL's definition too."""

    _XDSL_OP: ClassVar[type[IRDLOperation]]

    def verify_(self) -> None:
        super(type(self)._XDSL_OP, self).verify_()  # pyright: ignore[reportArgumentType]


def _with_default_window(xdsl_op: type[IRDLOperation]) -> type[IRDLOperation]:
    """`_with_registered_body` of a 2-D convolution whose `strides` and `dilations` are optional."""
    class_name = xdsl_op.__name__
    fields = {
        "__module__": __name__,
        "__qualname__": class_name,
        "__doc__": _docstring(xdsl_op),
        "name": xdsl_op.name,
        "_XDSL_MAPS": staticmethod(xdsl_op.__dict__["get_default_indexing_maps"]),
        "strides": opt_prop_def(DenseIntElementsAttr),
        "dilations": opt_prop_def(DenseIntElementsAttr),
    }
    bases = (_DefaultWindowAttrs, _ConvolutionInterface, _RegisteredBody, xdsl_linalg.abstract_ops.ConvOperation)
    defined = irdl_op_definition(type(class_name, bases, fields))
    # Also a subclass of xDSL's op, as every op aiopt redefines (isinstance holds); the definition, its
    # accessors and methods are `defined`'s, which come first in the MRO. `_SkipXdslDefinition` comes
    # right before xDSL's op in the MRO, so the `super().verify_()` chain passes over xDSL's definition
    # (which requires `strides` and `dilations`) to the structured-op checks after it.
    skip = type("_SkipXdslDefinition", (_SkipXdslDefinition,), {"__module__": __name__, "_XDSL_OP": xdsl_op})
    namespace = {"__module__": __name__, "__qualname__": class_name, "__doc__": defined.__doc__}
    return type(class_name, (defined, skip, xdsl_op), namespace)


Conv2DNchwFchwOp = _with_default_window(xdsl_linalg.ops.Conv2DNchwFchwOp)
Conv2DNhwgcGfhwcOp = _with_default_window(xdsl_linalg.ops.Conv2DNhwgcGfhwcOp)
Conv2DNhwc_HwcfOp = _with_default_window(xdsl_linalg.ops.Conv2DNhwc_HwcfOp)
Conv2DNgchwGfchwOp = _with_default_window(xdsl_linalg.ops.Conv2DNgchwGfchwOp)
Conv2DNgchwFgchwOp = _with_default_window(xdsl_linalg.ops.Conv2DNgchwFgchwOp)
Conv2DNhwc_FhwcOp = _with_default_window(xdsl_linalg.ops.Conv2DNhwc_FhwcOp)


class TransposeOp(_RegisteredBody, xdsl_linalg.ops.TransposeOp):
    """Permutes the dimensions of its input into its init:

        %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) permutation = [1, 0]

    Replaces xDSL's op, which prints `ins(%a:tensor<...>)`; upstream's parser
    rejects an SSA name followed directly by `:`.
    """

    def verify_(self) -> None:
        # Upstream's checks and words, before xDSL's (which are worded otherwise).
        if len(self.operands) != 2:
            raise VerifyException(f"expected 2 operands, but found {len(self.operands)}")
        if len(self.inputs) == 1 and len(self.outputs) == 1:
            permutation = list(self.permutation.get_values())
            if sorted(permutation) != list(range(len(permutation))):
                raise VerifyException("permutation is not valid")
            input_shape = self.inputs[0].type.get_shape()
            init_shape = self.outputs[0].type.get_shape()
            rank = len(input_shape)
            if rank != len(init_shape):
                raise VerifyException(f"input rank {rank} does not match init rank {len(init_shape)}")
            if rank != len(permutation):
                raise VerifyException(f"size of permutation {len(permutation)} does not match the argument rank {rank}")
            for i, dim in enumerate(permutation):
                if input_shape[dim] != init_shape[i]:
                    raise VerifyException(
                        f"dim(result, {i}) = {init_shape[i]} doesn't match dim(input, permutation[{i}]) = {input_shape[dim]}"
                    )
        super().verify_()

    def print(self, printer: Printer):
        _print_operand_with_type(printer, "ins", self.inputs[0])
        _print_operand_with_type(printer, "outs", self.outputs[0])
        printer.print_string(" permutation = [")
        printer.print_list(self.permutation.get_values(), printer.print_int)
        printer.print_string("]")
        _print_trailing_attributes(printer, self)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        if peek(parser) != "ins":
            return _parse_without_operands(cls, parser, "permutation")
        return _parse_trailing_attributes(parser, super().parse(parser))


class BroadcastOp(_RegisteredBody, xdsl_linalg.ops.BroadcastOp):
    """Copies its input into its init along the added `dimensions`:

        %b = linalg.broadcast ins(%a : tensor<3xf32>) outs(%init : tensor<2x3xf32>) dimensions = [0]

    Replaces xDSL's op for the same printing fix as TransposeOp.
    """

    def verify_(self) -> None:
        # Upstream's checks and words, before xDSL's (which are worded otherwise).
        if len(self.operands) != 2:
            raise VerifyException(f"expected 2 operands, but found {len(self.operands)}")
        dimensions = list(self.dimensions.get_values())
        input_shape, init_shape = self.input.type.get_shape(), self.init.type.get_shape()
        input_rank, init_rank = len(input_shape), len(init_shape)
        if input_rank + len(dimensions) != init_rank:
            raise VerifyException(
                "input rank plus added dimensions does not match init rank. "
                f"input rank: {input_rank}, dimensions size: {len(dimensions)}, init rank: {init_rank}"
            )
        for index, dim in enumerate(dimensions):
            if not 0 <= dim < init_rank:
                raise VerifyException(
                    f"dimension {index} is out of range. expected range: [0, {init_rank - 1}], got: {dim}"
                )
        mapped = [dim for dim in range(init_rank) if dim not in dimensions]
        for input_dim, init_dim in enumerate(mapped):
            if input_shape[input_dim] != init_shape[init_dim]:
                raise VerifyException(
                    f"input dim {input_dim} should match init dim {init_dim}. "
                    f"input: {input_shape[input_dim]}, init: {init_shape[init_dim]}"
                )
        super().verify_()

    def print(self, printer: Printer):
        _print_operand_with_type(printer, "ins", self.input)
        _print_operand_with_type(printer, "outs", self.init)
        printer.print_string(" dimensions = [")
        printer.print_list(self.dimensions.get_values(), printer.print_int)
        printer.print_string("]")
        _print_trailing_attributes(printer, self)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        if peek(parser) != "ins":
            return _parse_without_operands(cls, parser, "dimensions")
        return _parse_trailing_attributes(parser, super().parse(parser))


def _print_trailing_attributes(printer: Printer, op: Operation) -> None:
    """The attribute dictionary after a transpose's permutation or a broadcast's dimensions, two spaces after
    them as upstream prints it: `dimensions = [1]  {someattr}`."""
    if op.attributes:
        printer.print_string(" ")
        printer.print_op_attributes(op.attributes)


def _parse_trailing_attributes(parser: Parser, op: Operation):
    """`op` with the attribute dictionary that may follow its custom form."""
    op.attributes |= parser.parse_optional_attr_dict()
    return op


def _parse_without_operands(cls: type[Operation], parser: Parser, keyword: str) -> Operation:
    """`linalg.transpose permutation = [1, 0]` without `ins`/`outs`, which upstream's parser takes
    (both are optional in its format): an op without operands, which the verifier rejects as upstream's
    does (`'linalg.transpose' op expected 2 operands, but found 0`)."""
    parser.parse_keyword(keyword)
    parser.parse_punctuation("=")
    values = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_integer)
    op = cls.create(properties={keyword: DenseArrayBase.from_list(i64, values)}, regions=[Region(Block())])
    return _parse_trailing_attributes(parser, op)


class FillOp(_RegisteredBody, xdsl_linalg.ops.FillOp):
    """Fills the outs with a value: `%t = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>`.

    The value may be of any type, as upstream's (`ins(%v : vector<2x4xf32>) outs(%e : tensor<vector<2x4xf32>>)`);
    xDSL's verifier wants an integer or a float.
    """

    def verify_(self) -> None:
        verify_destination_style(self, self.outputs)
        verify_irdl_constraints(self)

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        """Upstream's body (OpDSL's `O[None] = TypeFn.cast_signed(U, value)`): the value cast to the element
        type of the outs, where xDSL's yields it as it is (an f32 value filling a tensor of f16 did not verify):

            ^bb0(%in: f32, %out: f16):
              %0 = arith.truncf %in : f32 to f16
              linalg.yield %0 : f16
        """
        return checked_hidden_region(cls._body, inputs, outputs)

    @classmethod
    def _body(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        """The body built directly of aiopt's classes: xDSL's builder (an implicit region of its own
        `linalg.yield`, which `_RegisteredBody` then re-creates) took 0.1 ms of every fill, built by a
        lowering or parsed. Without operands there is no value to yield (IndexError, as xDSL's builder)."""
        block = Block(arg_types=cls.body_arg_types((*inputs, *outputs)))
        value, out = block.args[0], block.args[-1]
        scalar = IntegerType | AnyFloat
        if value.type != out.type and isinstance(value.type, scalar) and isinstance(out.type, scalar):
            value = cast_signed(block, value, out.type)
        block.add_op(YieldOp(value))
        return Region(block)


class YieldOp(xdsl_linalg.ops.YieldOp):
    """The values of one point of a linalg op's body: `linalg.yield %sum : f32`; only linalg ops contain it."""

    def verify_(self) -> None:
        super().verify_()
        parent = self.parent_op()
        if parent is None:
            return
        if len(parent.regions) != 1 or not parent.regions[0].blocks:
            raise VerifyException("expected single non-empty parent region")
        if not parent.name.startswith("linalg."):
            raise VerifyException("expected parent op with LinalgOp interface")
        # Upstream's verifyYield: one value per init, of its element type (or its type, for a scalar).
        inits = dps_outputs(parent)
        if len(self.operands) != len(inits):
            raise VerifyException(
                f"expected number of yield values ({len(self.operands)}) to match the number of inits / outs "
                f"operands of the enclosing LinalgOp ({len(inits)})"
            )
        for position, (value, init) in enumerate(zip(self.operands, inits), start=1):
            element = init.type.element_type if isinstance(init.type, MemRefType | TensorType) else init.type
            if value.type != element:
                raise VerifyException(
                    f"type of yield operand {position} ('{value.type}') doesn't match the element type of the "
                    f"enclosing linalg.generic op ('{element}')"
                )


_BODY_CLASSES = {op.name: op for op in (*ARITH.operations, *MATH.operations, YieldOp)}
"""The classes `_RegisteredBody` gives the ops of a body xDSL built."""

_REPLACED = {
    op.name: op
    for op in (
        GenericOp, IndexOp, ReduceOp, PoolingNchwMaxOp, TransposeOp, BroadcastOp, FillOp, YieldOp,
        AddOp, SubOp, MulOp, MaxOp, MinOp, ExpOp, LogOp, SqrtOp, SelectOp, CopyOp, MatmulOp, QuantizedMatmulOp,
        Conv2DNchwFchwOp, Conv2DNhwgcGfhwcOp, Conv2DNhwc_HwcfOp, Conv2DNgchwGfchwOp, Conv2DNgchwFgchwOp,
        Conv2DNhwc_FhwcOp,
    )
}  # fmt: skip

Linalg = Dialect(
    "linalg",
    [
        *(_REPLACED.get(op.name, op) for op in xdsl_linalg.Linalg.operations),
        *NEW_OPS,
    ],
    [*xdsl_linalg.Linalg.attributes, ElementwiseKindAttr],
    [DialectInlinerInterface(), ArithConstantMaterializationInterface()],  # folded tensors become arith.constant (LinalgDialect::materializeConstant)
)
