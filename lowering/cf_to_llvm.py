"""`--convert-cf-to-llvm`: cf branches to llvm branches; `cf.assert` to a branch to `abort`.

As upstream's ControlFlowToLLVM, `cf.br`, `cf.cond_br` and `cf.switch`
become `llvm.br`, `llvm.cond_br` and `llvm.switch` with the same successors
and their operands converted (the successor blocks' argument types follow):

    cf.cond_br %c, ^bb1(%i : index), ^bb2

becomes

    llvm.cond_br %c, ^bb1(%i64 : i64), ^bb2

and `cf.assert %c, "msg"` splits its block: `llvm.cond_br %c` to the rest
of the block or to a new block that prints the message (a global
`@assert_msg`) with `puts`, calls `abort` and is unreachable after. In a function marked
`aiopt.format_arguments` (a JAX shape assertion's, below) the message's `{k}` are filled in as the JIT
fills them: it is a `printf` format (and the newline `puts` adds) printed with the i64 arguments.

`--convert-cf-assert-to-runtime-call` (ours, for the JIT) runs before that
and lowers each `cf.assert` to a call of a runtime function instead, which
`aiopt.runtime.runtime_errors` turns into a Python exception; the message
starts with the assert's location:

    cf.assert %ok, "sizes differ"          // at model.mlir:3:8

becomes

      cf.cond_br %ok, ^bb1, ^bb2
    ^bb2:
      %m = llvm.mlir.addressof @assert_msg : !llvm.ptr   // "model.mlir:3:8: sizes differ"
      llvm.call @aiopt_runtime_error(%m) : (!llvm.ptr) -> ()
      llvm.unreachable
    ^bb1:
      ...

In a function marked `aiopt.format_arguments` (`aiopt.support.formatted_asserts`: a JAX shape
assertion's), the message's `{k}` are the function's i64 arguments: the
message is a printf format (`%lld` for each, `%%` for `%`) that `snprintf`
writes into a stack buffer, which the runtime function gets instead:

    ^bb2:
      %m = llvm.mlir.addressof @assert_msg : !llvm.ptr   // "model.mlir:3:8: remainder %lld"
      %size = llvm.mlir.constant(1024 : i64) : i64
      %buffer = llvm.alloca %one x !llvm.array<1024 x i8> : (i64) -> !llvm.ptr
      llvm.call @snprintf(%buffer, %size, %m, %arg0) vararg(!llvm.func<i32 (ptr, i64, ptr, ...)>) : ...
      llvm.call @aiopt_runtime_error(%buffer) : (!llvm.ptr) -> ()

The message of a check of `--generate-runtime-verification` (`ERROR: Runtime op verification failed`, the
op, `^ out-of-bounds access`, its location) is given in MLIR's words, `'memref.load' op out-of-bounds access`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import cf
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, i8, i32, i64
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import func, llvm
from aiopt.lowering.llvm_type_converter import (
    PTR,
    LLVMPattern,
    LLVMTypeConverter,
    apply_llvm_conversion,
    block_arguments_to_llvm,
    check_index_bitwidth,
    declare_function,
    string_global,
    unique_symbol,
)
from aiopt.lowering.runtime_abi import FORMATTED_MESSAGE_SIZE, RUNTIME_ERROR
from aiopt.support.diagnostics import location_of
from aiopt.support.formatted_asserts import formatted_fields
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import OpClassWalker
from aiopt.support.registry import option
from aiopt.transforms.generate_runtime_verification import diagnostic_message


def _convert_successors(pattern: LLVMPattern, op: Operation, rewriter: PatternRewriter) -> None:
    """Give the successor blocks of `op` LLVM argument types (a no-op once they have them)."""
    for block in op.successors:
        block_arguments_to_llvm(block, pattern.converter, rewriter)


@dataclass
class BranchOpLowering(LLVMPattern):
    """`cf.br` to `llvm.br`."""

    op_types = (cf.BranchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, cf.BranchOp) or not self.convertible(op):
            return
        _convert_successors(self, op, rewriter)
        rewriter.replace(op, llvm.BrOp(op.successor, *self.operands(rewriter, op.arguments)))


@dataclass
class CondBranchOpLowering(LLVMPattern):
    """`cf.cond_br` to `llvm.cond_br`."""

    op_types = (cf.ConditionalBranchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, cf.ConditionalBranchOp) or not self.convertible(op):
            return
        _convert_successors(self, op, rewriter)
        new = llvm.CondBrOp(
            op.cond,
            op.then_block,
            self.operands(rewriter, op.then_arguments),
            op.else_block,
            self.operands(rewriter, op.else_arguments),
        )
        rewriter.replace(op, new)


@dataclass
class SwitchOpLowering(LLVMPattern):
    """`cf.switch` to `llvm.switch` (an index flag becomes i64)."""

    op_types = (cf.SwitchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, cf.SwitchOp) or not self.convertible(op):
            return
        _convert_successors(self, op, rewriter)
        values = [int(v) for v in op.case_values.get_values()] if op.case_values is not None else []
        groups, start = [], 0
        for size in op.case_operand_segments.get_values():
            groups.append(self.operands(rewriter, op.case_operands[start : start + size]))
            start += size
        new = llvm.SwitchOp(
            self.operand(rewriter, op.flag),
            op.default_block,
            self.operands(rewriter, op.default_operands),
            values,
            list(op.case_blocks),
            groups,
        )
        rewriter.replace(op, new)


def lower_assert(
    op: cf.AssertOp,
    rewriter: PatternRewriter,
    text: str,
    report: Callable[[SSAValue], list[Operation]],
    branch: Callable[[SSAValue, Block, Block], Operation],
) -> None:
    """Split the block of `op` at it: `branch(%arg, rest, failure)` ends it; the new failure block
    takes the address of a global string `text` (`@assert_msg`), runs `report(address)` and is unreachable."""
    block = op.parent_block()
    module = op.get_toplevel_object()
    assert block is not None and block.parent is not None and isinstance(module, ModuleOp)
    name = unique_symbol(module, "assert_msg")
    message_type = string_global(module, name, text)
    rest = block.split_before(op)
    failure = Block()
    block.parent.insert_block_after(failure, block)
    address = llvm.AddressOfOp(name, PTR)
    message = llvm.GEPOp.build(address.result, [0], message_type)
    for new in (address, message, *report(message.result), llvm.UnreachableOp()):
        rewriter.insert(new, InsertPoint.at_end(failure))
    rewriter.insert(branch(op.arg, rest, failure), InsertPoint.at_end(block))
    rewriter.erase(op)


@dataclass
class AssertOpLowering(LLVMPattern):
    """`cf.assert` to a conditional branch around a block that prints the message with `puts` and calls `abort`."""

    op_types = (cf.AssertOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, cf.AssertOp) or op.parent_block() is None:
            return
        text, report = op.msg.data, lambda message: [llvm.CallOp("puts", message)]
        if (formatted := _formatted_arguments(op)) is not None:
            # A JAX shape assertion's `{k}` filled in, as the JIT's runtime call fills them: `printf` of the
            # message as a format, and the newline `puts` writes after it.
            words, values = formatted
            text = words + "\n"
            _declare_variadic(op, "printf", [PTR])
            report = lambda message: [  # noqa: E731
                llvm.CallOp("printf", message, *values, return_type=i32, variadic_args=len(values))
            ]
        else:
            declare_function(op, "puts", [PTR])
        declare_function(op, "abort", [])
        lower_assert(
            op,
            rewriter,
            text,
            lambda message: [*report(message), llvm.CallOp("abort")],
            lambda arg, rest, failure: llvm.CondBrOp(arg, rest, [], failure, []),
        )


@dataclass
class AssertOpToRuntimeCall(RewritePattern):
    """`cf.assert` to a `cf.cond_br` around a block that calls `function` with the located message."""

    function: str
    op_types = (cf.AssertOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, cf.AssertOp) or not isinstance(op.parent_op(), (func.FuncOp, llvm.FuncOp)):
            return
        location = location_of(op)
        where, words, values = str(location), diagnostic_message(op.msg.data) or op.msg.data, ()
        if (formatted := _formatted_arguments(op)) is not None:
            (words, values), where = formatted, where.replace("%", "%%")
            _declare_variadic(op, "snprintf", [PTR, i64, PTR])
        text = f"{where}: {words}" if location is not None else words
        declare_function(op, self.function, [PTR])
        lower_assert(
            op,
            rewriter,
            text,
            lambda message: _report(self.function, message, values),
            lambda arg, rest, failure: cf.ConditionalBranchOp(arg, rest, [], failure, []),
        )


def _report(function: str, message: SSAValue, values: Sequence[SSAValue]) -> list[Operation]:
    """A call of `function` with `message`; with `values`, `message` is a printf format that `snprintf`
    writes them into a stack buffer with, and `function` gets the buffer."""
    if not values:
        return [llvm.CallOp(function, message)]
    size = llvm.ConstantOp(IntegerAttr(FORMATTED_MESSAGE_SIZE, i64), i64)
    one = llvm.ConstantOp(IntegerAttr(1, i64), i64)
    buffer = llvm.AllocaOp(one, llvm.LLVMArrayType(FORMATTED_MESSAGE_SIZE, i8), alignment=1)
    write = llvm.CallOp("snprintf", buffer, size, message, *values, return_type=i32, variadic_args=len(values))
    return [size, one, buffer, write, llvm.CallOp(function, buffer)]


def _formatted_arguments(op: cf.AssertOp) -> tuple[str, Sequence[SSAValue]] | None:
    """The message of `op` as a printf format (each field a `%lld`, each `%` a `%%`) and the function arguments
    its fields name, in order, where its function fills them in (`formatted_fields`); else None."""
    fields = formatted_fields(op)
    if fields is None:
        return None
    literals, indices = fields
    arguments = op.parent_op().body.blocks[0].args
    return "%lld".join(literal.replace("%", "%%") for literal in literals), [arguments[k] for k in indices]


def _declare_variadic(op: Operation, name: str, inputs: list) -> None:
    """Declare `llvm.func @name(inputs..., ...) -> i32` (`snprintf`, `printf`) in `op`'s module unless it has
    one."""
    module = op.get_toplevel_object()
    assert isinstance(module, ModuleOp)
    if any(isinstance(o.properties.get("sym_name"), StringAttr) and o.properties["sym_name"].data == name
           for o in module.ops):  # fmt: skip
        return
    function_type = llvm.LLVMFunctionType(inputs, i32, is_variadic=True)
    module.body.block.insert_op_before(
        llvm.FuncOp(name, function_type, llvm.LinkageAttr("external")), module.body.block.first_op
    )


def populate_cf_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The cf-to-llvm patterns for `converter`."""
    return [p(converter) for p in (BranchOpLowering, CondBranchOpLowering, SwitchOpLowering, AssertOpLowering)]


@dataclass(frozen=True)
class ConvertControlFlowToLLVMPass(DiagnosticPass):
    """Convert cf ops to llvm branches (upstream's `convert-cf-to-llvm`).

    Example, `ai-opt --convert-cf-to-llvm`:

        func.func @f(%ok: i1) {
          cf.assert %ok, "size mismatch"
          func.return
        }

    becomes

        llvm.mlir.global private constant @assert_msg("size mismatch\\00") {addr_space = 0 : i32}
        llvm.cond_br %arg0, ^bb2, ^bb1
        ^bb1:  // pred: ^bb0
        llvm.call @puts(%1) : (!llvm.ptr) -> ()
        llvm.call @abort() : () -> ()
        llvm.unreachable
    """

    name = "convert-cf-to-llvm"

    index_bitwidth: int = option(0, "Bitwidth of the index type, 0 to use size of machine word")

    def __post_init__(self) -> None:
        check_index_bitwidth(self.index_bitwidth)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        converter = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        apply_llvm_conversion(op, populate_cf_to_llvm_patterns(converter), ("cf",))


@dataclass(frozen=True)
class ConvertAssertToRuntimeCallPass(DiagnosticPass):
    """Lower `cf.assert` to a call of a runtime error function with the located message (for the JIT).

    Example, `ai-opt --convert-cf-assert-to-runtime-call`:

        func.func @f(%ok: i1) {
          cf.assert %ok, "size mismatch"
          func.return
        }

    becomes

        llvm.mlir.global private constant @assert_msg("example.mlir:2:3: size mismatch\\00")
        llvm.func @aiopt_runtime_error(!llvm.ptr)
        cf.cond_br %arg0, ^bb2, ^bb1
        ^bb1:  // pred: ^bb0
        %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
        llvm.call @aiopt_runtime_error(%1) : (!llvm.ptr) -> ()
        llvm.unreachable
    """

    name = "convert-cf-assert-to-runtime-call"

    function: str = option(
        RUNTIME_ERROR, "The function called with the message (a `!llvm.ptr` to a C string); it must not return"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        OpClassWalker(AssertOpToRuntimeCall(self.function), apply_recursively=False).rewrite_module(op)
