"""The `scf` dialect: xDSL's ops, with upstream's custom syntax for `scf.parallel` and `scf.while`.

xDSL 0.74 prints and parses `scf.parallel` only in the generic form; this
module replaces it with a subclass that reads and writes upstream's form:

    %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%zero) -> f32 {
      %x = memref.load %buf[%i, %j] : memref<?x?xf32>
      scf.reduce(%x : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        %s = arith.addf %lhs, %rhs : f32
        scf.reduce.return %s : f32
      }
    }

The loop runs its body once per point of the iteration space, in any order;
each `scf.reduce` operand is combined into the matching result, which starts
at its `init` value. `scf.reduce` and `scf.reduce.return` keep xDSL's
declarative syntax, which is upstream's. `scf.while` without loop-carried
values omits the empty `()` as upstream does (`WhileOp`).

Added here, because xDSL 0.74 lacks them: `scf.forall`, a parallel loop over
an index space whose threads write slices of shared tensor outputs in its
`scf.forall.in_parallel` terminator (`tensor.parallel_insert_slice` there):

    %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<100xf32>) {
      %s = tensor.extract_slice %in[%i] [1] [1] : tensor<100xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>
      }
    } {mapping = [#gpu.thread<x>]}

This module also re-exports xDSL's other `scf` ops, so that `from aiopt.dialects import scf`
names the class the context registers for every `scf` op: passes build ops from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    i64,
)
from xdsl.dialects.scf import *
from xdsl.dialects.utils import parse_assignment
from xdsl.dialects.utils.dynamic_index_list import (
    parse_dynamic_index_list_without_types,
    print_dynamic_index_list,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, OpTraits, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint
from xdsl.traits import (
    ConstantLike,
    HasCanonicalizationPatternsTrait,
    HasParent,
    IsTerminator,
    NoTerminator,
    OpTrait,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import verify_irdl_constraints
from aiopt.support.parsing import operand_type_count_error
from aiopt.support.region_branch import verify_region_edge, verify_types_to_parent_results


# A plain subclass keeps xDSL's definition (and isinstance checks of its passes); only the syntax changes.
class ParallelOp(xdsl_scf.ParallelOp):
    """A parallel loop nest with optional reductions (upstream custom syntax, see the module docstring):

        %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
          %v = memref.load %m[%i] : memref<?xf32>
          scf.reduce(%v : f32) {
          ^bb0(%a: f32, %b: f32):
            %t = arith.addf %a, %b : f32
            scf.reduce.return %t : f32
          }
        }
    """

    name = "scf.parallel"

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name_loc = parser.op_name_offset() if hasattr(parser, "op_name_offset") else parser.pos
        ivs = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        parser.parse_punctuation("=")

        def index_list() -> list:
            return parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_operand(IndexType()))

        def bounds() -> list:
            # Upstream's `parseOperandList(..., ivs.size(), Paren)`: as many bounds as induction variables.
            start = parser.pos
            operands = index_list()
            if len(operands) != len(ivs):
                parser.raise_error(f"custom op '{cls.name}' expected {len(ivs)} operands", start, parser.pos)
            return operands

        lower = bounds()
        parser.parse_keyword("to")
        upper = bounds()
        parser.parse_keyword("step")
        steps = bounds()
        unresolved: list = []
        if parser.parse_optional_keyword("init") is not None:
            unresolved = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        # Upstream's `parseOptionalArrowTypeList`, with or without `init`: the count is checked at the end.
        types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
                parser.parse_punctuation(")")
            else:
                types = [parser.parse_type()]
        body = parser.parse_region([iv.resolve(IndexType()) for iv in ivs])
        # Upstream's `ensureTerminator`: an implicit `scf.reduce` where the body does not end with a terminator
        # (`hasTrait`: an unregistered op is none).
        last = body.block.last_op
        if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
            body.block.add_op(ReduceOp())
        attributes = parser.parse_optional_attr_dict()
        if len(unresolved) != len(types):
            operand_type_count_error(parser, cls.name, len(unresolved), len(types), name_loc)
        inits = [parser.resolve_operand(operand, type_) for operand, type_ in zip(unresolved, types)]
        op = cls(lower, upper, steps, body, inits)
        op.attributes |= attributes
        return op

    def verify_(self) -> None:
        # Upstream's checks of a loop nest of no loops and of a constant step <= 0, which xDSL lacks.
        if not self.step:
            raise VerifyException("needs at least one tuple element for lowerBound, upperBound and step")
        for step in self.step:
            owner = step.owner
            if isinstance(owner, Operation) and owner.has_trait(ConstantLike, value_if_unregistered=False):
                value = owner.properties.get("value", owner.attributes.get("value"))
                if isinstance(value, IntegerAttr) and value.value.data <= 0:
                    raise VerifyException("constant step operand must be positive")
        if len(self.body.blocks) == 1:
            self._verify_body()
        super().verify_()

    def _verify_body(self) -> None:
        """Upstream's checks of the induction variables, the `scf.reduce` terminator and the reductions."""
        args, steps = self.body.block.args, self.step
        if len(args) != len(steps):
            raise VerifyException(
                f"expects the same number of induction variables: {len(args)} as bound and step values: {len(steps)}"
            )
        if any(not isinstance(arg.type, IndexType) for arg in args):
            raise VerifyException("expects arguments for the induction variable to be of index type")
        reduce = self.body.block.last_op
        if not isinstance(reduce, xdsl_scf.ReduceOp):
            notes = [("terminator here", reduce)] if reduce is not None else []
            raise DiagnosticError(
                op_error_message(self, "expects body to terminate with 'scf.reduce'"), self, notes=notes
            )
        results, reductions, inits = len(self.res), len(reduce.operands), len(self.initVals)
        if results != reductions:
            raise VerifyException(
                f"expects number of results: {results} to be the same as number of reductions: {reductions}"
            )
        if results != inits:
            raise VerifyException(
                f"expects number of results: {results} to be the same as number of initial values: {inits}"
            )
        for i, (result, operand) in enumerate(zip(self.res, reduce.operands)):
            if result.type != operand.type:
                message = (
                    f"expects type of {i}-th reduction operand: '{operand.type}' to be the same as the "
                    f"{i}-th result type: '{result.type}'"
                )
                raise DiagnosticError(op_error_message(reduce, message), reduce)

    def print(self, printer: Printer) -> None:
        def values(operands) -> None:
            with printer.in_parens():
                printer.print_list(operands, printer.print_ssa_value)

        printer.print_string(" ")
        values(self.body.block.args)
        printer.print_string(" = ")
        values(self.lowerBound)
        printer.print_string(" to ")
        values(self.upperBound)
        printer.print_string(" step ")
        values(self.step)
        if self.initVals:
            printer.print_string(" init ")
            values(self.initVals)
            printer.print_string(" -> ")
            if len(self.res) == 1:
                printer.print_attribute(self.res[0].type)
            else:
                with printer.in_parens():
                    printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=True)
        printer.print_op_attributes(self.attributes)


class ReduceOp(xdsl_scf.ReduceOp):
    """Ends an scf.parallel body: combines each operand into the loop's matching result with its region.

    xDSL's declarative syntax reads only one region; upstream separates them with commas:

        scf.reduce(%x, %y : f32, i32) {
        ^bb0(%a: f32, %b: f32):
          ...
        }, {
        ^bb0(%a: i32, %b: i32):
          ...
        }
    """

    def verify_(self) -> None:
        # Upstream checks the parent (the HasParent trait) first; xDSL's trait order varies between runs.
        parent = self.parent_op()
        if parent is not None and not isinstance(parent, xdsl_scf.ParallelOp):
            raise VerifyException("expects parent op 'scf.parallel'")
        if len(self.args) != len(self.reductions):
            super().verify_()  # xDSL's message for the miscount
        for i, (region, operand) in enumerate(zip(self.reductions, self.args)):
            if len(region.blocks) != 1:
                continue  # the region constraint below reports it
            block = region.block
            if block.first_op is None:
                return  # the verifier's block check reports it, as upstream's does before verifyRegions
            self._verify_reduction(i, block, operand.type)
        # Not xDSL's custom checks: `scf.reduce.return` checks its own type (upstream's ReduceReturnOp::verify).
        verify_irdl_constraints(self)

    @staticmethod
    def _verify_reduction(index: int, block: Block, type: Attribute) -> None:
        """Upstream's `ReduceOp::verifyRegions` for one reduction region:

            scf.reduce(%x : f32) {
            ^bb0(%a: f32, %b: i32):   // error: expected two block arguments with type 'f32' in the 0-th reduction region
        """
        if len(block.args) != 2 or any(arg.type != type for arg in block.args):
            raise VerifyException(f"expected two block arguments with type '{type}' in the {index}-th reduction region")
        if not isinstance(block.last_op, xdsl_scf.ReduceReturnOp):
            raise VerifyException("reduction bodies must be terminated with an 'scf.reduce.return' op")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        args: list = []
        if parser.parse_optional_punctuation("(") is not None:
            unresolved = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
            args = parser.resolve_operands(unresolved, types, parser.pos)
        regions = []
        if (region := parser.parse_optional_region()) is not None:
            regions.append(region)
            while parser.parse_optional_punctuation(",") is not None:
                regions.append(parser.parse_region())
        op = cls(args, regions)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string("(")
            printer.print_list(self.args, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(self.args.types, printer.print_attribute)
            printer.print_string(") ")
            printer.print_list(self.reductions, printer.print_region)
        printer.print_op_attributes(self.attributes)


class ReduceReturnOp(xdsl_scf.ReduceReturnOp):
    """Ends a reduction region of `scf.reduce` with the combined value, of the reduction inputs' type:

        scf.reduce(%x : f32) {
        ^bb0(%a: f32, %b: f32):
          %s = arith.addf %a, %b : f32
          scf.reduce.return %s : f32
        }
    """

    def verify_(self) -> None:
        super().verify_()
        block = self.parent_block()
        if block is not None and block.args and block.args[0].type != self.result.type:
            raise VerifyException(f"must have type '{block.args[0].type}' (the type of the reduction inputs)")


class WhileOp(xdsl_scf.WhileOp):
    """A while loop (upstream syntax): xDSL 0.74 requires and prints `()` where upstream omits an empty
    initialization list, so that `scf.while : () -> () { ... } do { ... }` did not parse or print as upstream.

        scf.while : () -> () {
          %c = memref.load %flag[] : memref<i1>
          scf.condition(%c)
        } do {
          scf.yield
        }
    """

    name = "scf.while"

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pairs = []
        if parser.parse_optional_punctuation("(") is not None and parser.parse_optional_punctuation(")") is None:

            def assignment():
                arg = parser.parse_argument(expect_type=False)
                parser.parse_punctuation("=")
                return arg, parser.parse_unresolved_operand()

            pairs = parser.parse_comma_separated_list(Parser.Delimiter.NONE, assignment)
            parser.parse_punctuation(")")
        parser.parse_punctuation(":")
        type_pos = parser.pos
        function_type = parser.parse_function_type()
        inputs = function_type.inputs.data
        if len(pairs) != len(inputs):
            parser.raise_error(
                f"expected as many input types as operands (expected {len(pairs)} got {len(inputs)})",
                type_pos,
                parser.pos,
            )
        block_args = [arg.resolve(t) for (arg, _), t in zip(pairs, inputs)]
        arguments = [parser.resolve_operand(operand, t) for (_, operand), t in zip(pairs, inputs)]
        # Without arguments, the region may name its entry block (`{ ^bb0: ... }`) or have none (`{}`).
        before = parser.parse_region(block_args or None)
        parser.parse_characters("do")
        after = parser.parse_region()
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls(arguments, function_type.outputs.data, before, after)
        if attrs is not None:
            op.attributes |= attrs.data
        return op

    def verify_(self) -> None:
        """Upstream's checks, before xDSL's: one block per region (ODS's `SizedRegion<1>`), then
        `WhileOp::verify`'s terminators, with a note at the wrong one:

            scf.while : () -> () {   // error: expects the 'before' region to terminate with 'scf.condition'
              "test.foo"() : () -> ()   // note: terminator here
            } do { scf.yield }
        """
        regions = (("before", self.before_region), ("after", self.after_region))
        for index, (name, region) in enumerate(regions):
            if len(region.blocks) != 1:
                raise VerifyException(f"region #{index} ('{name}') failed to verify constraint: region with 1 blocks")
        for _, region in regions:
            if region.block.first_op is None:
                raise VerifyException("expects a non-empty block")
        for (name, region), terminator in zip(regions, (xdsl_scf.ConditionOp, xdsl_scf.YieldOp)):
            last = region.block.last_op
            if not isinstance(last, terminator):
                message = f"expects the '{name}' region to terminate with '{terminator.name}'"
                raise DiagnosticError(op_error_message(self, message), self, notes=[("terminator here", last)])
        # Not xDSL's check of the block arguments (a Python error where their number differs): upstream's
        # RegionBranchOpInterface edges, in its order (branch points: the op, `scf.condition`, `scf.yield`).
        verify_irdl_constraints(self)
        before, after = self.before_region, self.after_region
        condition, yield_ = before.block.last_op, after.block.last_op
        verify_region_edge(self, None, before, self.operand_types, before.block.arg_types)
        verify_region_edge(self, condition, after, condition.operand_types[1:], after.block.arg_types)
        verify_region_edge(self, condition, None, condition.operand_types[1:], self.result_types)
        verify_region_edge(self, yield_, before, yield_.operand_types, before.block.arg_types)

    def print(self, printer: Printer) -> None:
        if self.arguments:
            printer.print_string(" (")
            printer.print_list(
                zip(self.before_region.block.args, self.arguments, strict=True),
                lambda pair: self._print_pair(printer, pair),
            )
            printer.print_string(")")
        printer.print_string(" : ")
        # (Not xDSL's print_operation_type, which prints the location after the type under
        # --mlir-print-debuginfo: it comes after the regions, where print_op puts it.)
        printer.print_function_type(self.operand_types, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.before_region, print_entry_block_args=False)
        printer.print_string(" do ")
        printer.print_region(self.after_region)
        if self.attributes:
            printer.print_op_attributes(self.attributes, print_keyword=True)


class ForOpHasCanonicalizationPatternsTrait(xdsl_scf.ForOpHasCanonicalizationPatternsTrait):
    """None of xDSL's scf.for patterns: `canonicalize_scf` has upstream's `SimplifyTrivialLoops`, and xDSL's
    `RehoistConstInLoops` takes an unregistered op of the body for a constant (`has_trait(ConstantLike)`
    answers yes for it): it moved `"test.consume"(%v)` out of the loop, its operand left inside. The
    canonicalizer hoists constants itself, as upstream's OperationFolder does."""

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return ()


class ForOp(xdsl_scf.ForOp):
    """A counted loop; upstream's checks of its loop-carried values (`LoopLikeOpInterface`) before xDSL's.

        %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
          %next = arith.addf %acc, %x : f32
          scf.yield %next : f32
        }
    """

    traits = OpTraits(
        lambda: tuple(
            ForOpHasCanonicalizationPatternsTrait()
            if isinstance(trait, xdsl_scf.ForOpHasCanonicalizationPatternsTrait)
            else trait
            for trait in xdsl_scf.ForOp.traits.gen_traits()
        )
    )

    ODS_NAMES: ClassVar[dict[str, str]] = {"lb": "lowerBound", "ub": "upperBound"}
    """Upstream's names of the operands xDSL names otherwise, for its messages (`ods_constraint_error`)."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """xDSL's parser, with upstream's check that `iter_args` and the result types agree in number:

            %r:2 = scf.for %i = %a to %b step %c iter_args(%x = %v) -> (f32, f32) { ... }
            // error: mismatch in number of loop-carried values and defined values
        """
        name_pos = parser.pos
        indvar = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        bounds = [parser.parse_unresolved_operand()]
        parser.parse_keyword("to")
        bounds.append(parser.parse_unresolved_operand())
        parser.parse_keyword("step")
        bounds.append(parser.parse_unresolved_operand())
        pos = parser.pos
        pairs: list = []
        types: list[Attribute] = []
        if parser.parse_optional_keyword("iter_args"):
            pairs = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parse_assignment(parser))
            parser.parse_punctuation("->")
            # Upstream's `parseArrowTypeList`: `-> (f32, i32)`, or one type without parentheses.
            parenthesized = parser.parse_optional_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
            types = parenthesized if parenthesized is not None else [parser.parse_type()]
            if len(pairs) != len(types):
                parser.raise_error("mismatch in number of loop-carried values and defined values", name_pos)
        inits = parser.resolve_operands([operand for _, operand in pairs], types, pos)
        iter_args = [arg.resolve(t) for (arg, _), t in zip(pairs, types)]
        indvar_type = parser.parse_type() if parser.parse_optional_punctuation(":") else IndexType()
        lb, ub, step = (parser.resolve_operand(bound, indvar_type) for bound in bounds)
        body = parser.parse_region((indvar.resolve(indvar_type), *iter_args))
        op = cls(lb, ub, step, inits, body)
        op.attributes |= parser.parse_optional_attr_dict()
        if not iter_args:
            for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
                ensure_terminator(op, trait)
        return op

    def verify_(self) -> None:
        if len(self.body.blocks) > 1:
            raise VerifyException("expects region #0 to have 0 or 1 blocks")  # upstream's SingleBlock trait
        if len(self.iter_args) != len(self.res):
            raise VerifyException("mismatch in number of loop-carried values and defined values")
        if self.body.blocks and self.body.block.args and self.body.block.args[0].type != self.lb.type:
            raise VerifyException("expected induction variable to be same type as bounds and step")
        region_args = self.body.block.args[1:] if self.body.blocks else ()
        last = self.body.block.last_op if self.body.blocks else None
        yielded = last.arguments if isinstance(last, xdsl_scf.YieldOp) else ()
        verify_loop_like(self.iter_args, region_args, yielded, self.res)
        super().verify_()


def verify_loop_like(inits, region_args, yielded, results) -> None:
    """Upstream's `verifyLoopLikeOpInterface`: inits, region iter_args, yielded values and results agree.

        %r = scf.for %i = %a to %b step %c iter_args(%x = %init) -> (f64) { ... scf.yield %x : f32 }
        // error: 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'
    """
    if len(inits) != len(region_args):
        raise VerifyException(f"different number of inits and region iter_args: {len(inits)} != {len(region_args)}")
    if yielded and len(region_args) != len(yielded):
        raise VerifyException(
            f"different number of region iter_args and yielded values: {len(region_args)} != {len(yielded)}"
        )
    if len(results) != len(region_args):
        raise VerifyException(
            f"different number of loop results and region iter_args: {len(results)} != {len(region_args)}"
        )
    for what, firsts, seconds in (
        ("init and {i}-th region iter_arg", inits, region_args),
        ("region iter_arg and {i}-th yielded value", region_args, yielded),
        ("region iter_arg and {i}-th loop result", region_args, results),
    ):
        for i, (first, second) in enumerate(zip(firsts, seconds)):
            if first.type != second.type:
                raise VerifyException(
                    f"{i}-th {what.format(i=i)} have different type: '{first.type}' != '{second.type}'"
                )


class IfOp(xdsl_scf.IfOp):
    """A conditional; upstream's checks that its regions take no arguments and that results need an else.

        %r = scf.if %c -> (f32) { scf.yield %a : f32 } else { scf.yield %b : f32 }
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """xDSL's parser, taking upstream's `-> index` (`parseOptionalArrowTypeList`) besides `-> (index)`."""
        cond = parser.parse_operand(IntegerType(1))
        return_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->"):
            parenthesized = parser.parse_optional_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
            return_types = parenthesized if parenthesized is not None else [parser.parse_type()]
        then_region = cls.parse_region_with_yield(parser)
        else_region = cls.parse_region_with_yield(parser) if parser.parse_optional_keyword("else") else Region()
        return cls(cond, return_types, then_region, else_region, parser.parse_optional_attr_dict())

    @staticmethod
    def parse_region_with_yield(parser: Parser) -> Region:
        """xDSL's, with upstream's `ensureTerminator`: a last op that is unregistered is not taken for a
        terminator (`hasTrait`, where xDSL asked `mightHaveTrait`), so `scf.if %c { "test.run"() : () -> () }`
        gets its `scf.yield`."""
        region = parser.parse_region()
        block = region.blocks.last
        if block is None:
            block = Block()
            region.add_block(block)
        last = block.last_op
        if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
            block.add_op(xdsl_scf.YieldOp())
        return region

    def verify_(self) -> None:
        for index, region in enumerate(self.regions):
            if len(region.blocks) > 1:
                raise VerifyException(f"expects region #{index} to have 0 or 1 blocks")  # upstream's SingleBlock
        verify_no_region_arguments(self)
        if self.output and not self.false_region.blocks:
            raise VerifyException("must have an else block if defining values")
        super().verify_()
        # RegionBranchOpInterface: each region's `scf.yield` passes its values to the results.
        for region in self.regions:
            verify_types_to_parent_results(self, region, xdsl_scf.YieldOp)


def verify_no_region_arguments(op: Operation) -> None:
    """Upstream's `NoRegionArguments` trait: `region #N should have no arguments`."""
    for index, region in enumerate(op.regions):
        if region.blocks and region.blocks[0].args:
            raise VerifyException(f"region #{index} should have no arguments")


class ExecuteRegionOp(xdsl_scf.ExecuteRegionOp):
    """A region run once: `%r = scf.execute_region -> i32 { ... scf.yield %x : i32 }`; its entry block
    takes no arguments (upstream's check)."""

    def __init__(
        self, result_types: Sequence[Attribute], region: Region, attr_dict: dict[str, Attribute] | None = None
    ):
        # xDSL's drops `attr_dict`, which its parser passes: `scf.execute_region {...} {foo}` lost `foo`.
        super().__init__(result_types, region)
        self.attributes.update(attr_dict or {})

    def verify_(self) -> None:
        super().verify_()
        if self.region.blocks and self.region.blocks[0].args:
            raise VerifyException("region cannot have any arguments")
        # RegionBranchOpInterface: a `scf.yield` of the region passes its values to the results.
        for block in self.region.blocks:
            if isinstance(block.last_op, xdsl_scf.YieldOp):
                verify_region_edge(self, block.last_op, None, block.last_op.operand_types, self.result_types)

    def print(self, printer: Printer) -> None:
        """Upstream's form: `-> i32` for one result, `-> (i32, f32)` for several; the terminators always printed."""
        types = self.outs.types
        if len(types) == 1 and not isinstance(types[0], FunctionType):
            printer.print_string(" -> ")
            printer.print_attribute(types[0])
        elif types:
            printer.print_string(" -> (")
            printer.print_list(types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.region, print_entry_block_args=False, print_block_terminators=True)
        printer.print_op_attributes(self.attributes)


class IndexSwitchOp(xdsl_scf.IndexSwitchOp):
    """A switch on an index; upstream's checks of its cases and regions, in its words, before xDSL's.

        %r = scf.index_switch %i -> f32
        case 2 { scf.yield %a : f32 }
        default { scf.yield %b : f32 }
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        op = super().parse(parser)
        # Upstream's parser ends the default region with an `scf.yield` where it has no terminator (`hasTrait`:
        # an unregistered op is none), as its printer may leave that out; the case regions get none.
        region = op.default_region
        if not region.blocks:
            region.add_block(Block())
        last = region.block.last_op
        if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
            region.block.add_op(xdsl_scf.YieldOp())
        return op

    def print(self, printer: Printer) -> None:
        # xDSL's, but as upstream's the default region leaves out an `scf.yield` of no values (the parser
        # above puts it back); the case regions print theirs.
        printer.print_string(" ")
        printer.print_operand(self.arg)
        attr_dict = {k: v for k, v in self.attributes.items() if k != "cases"}
        if attr_dict:
            printer.print_string(" ")
            printer.print_attr_dict(attr_dict)
        if self.result_types:
            printer.print_string(" -> ")
            printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string("\n")
        for case_value, case_region in zip(self.cases.iter_values(), self.case_regions, strict=True):
            printer.print_string(f"case {case_value} ")
            printer.print_region(case_region)
            printer.print_string("\n")
        printer.print_string("default ")
        region = self.default_region
        last = region.blocks[0].last_op if len(region.blocks) == 1 else None
        elide = isinstance(last, xdsl_scf.YieldOp) and not last.operands and not last.attributes
        printer.print_region(region, print_block_terminators=not elide)

    def verify_(self) -> None:
        cases = list(self.cases.get_values())
        if len(cases) != len(self.case_regions):
            raise VerifyException(f"has {len(self.case_regions)} case regions but {len(cases)} case values")
        seen: set[int] = set()
        for value in cases:
            if value in seen:
                raise VerifyException(f"has duplicate case value: {value}")
            seen.add(value)
        regions = [(self.default_region, "default region")]
        regions += [(region, f"case region #{i}") for i, region in enumerate(self.case_regions)]
        for region, name in regions:
            if len(region.blocks) == 1 and region.block.last_op is not None:
                self._verify_region_yield(region.block.last_op, name)
        super().verify_()

    def _verify_region_yield(self, last: Operation, name: str) -> None:
        if not isinstance(last, xdsl_scf.YieldOp):
            raise VerifyException(f"expected region to end with scf.yield, but got {last.name}")
        results = self.result_types
        if len(last.operands) != len(results):
            raise DiagnosticError(
                op_error_message(
                    self, f"expected each region to return {len(results)} values, but {name} returns {len(last.operands)}"
                ),
                self,
                notes=[("see yield operation here", last)],
            )
        for index, (result, operand) in enumerate(zip(results, last.operands)):
            if result != operand.type:
                raise DiagnosticError(
                    op_error_message(self, f"expected result #{index} of each region to be '{result}'"),
                    self,
                    notes=[(f"{name} returns '{operand.type}' here", last)],
                )


# ---------------------------------------------------------------------------
# scf.forall and its terminator scf.forall.in_parallel (xDSL 0.74 has neither)


class DeviceMappingAttrInterface:
    """Upstream's `DeviceMappingAttrInterface`: an attribute that maps a loop dimension to a processor
    (`#gpu.thread<x>`, `#gpu.block<y>`, ...); a base class of those attributes, which `scf.forall`'s
    `mapping` holds.
    """


class InParallelOpInterface(OpTrait):
    """Upstream's `InParallelOpInterface`: the terminator whose body holds the parallel combining ops
    (`tensor.parallel_insert_slice`) of its parent loop."""


class ParallelCombiningOpInterface(OpTrait):
    """Upstream's `ParallelCombiningOpInterface`: an op that combines a thread's result into a shared
    output inside an `InParallelOpInterface` op; `updated_destinations` names the outputs it writes."""

    def updated_destinations(self, op: Operation) -> Sequence[SSAValue]:
        return (op.operands[1],)


def verify_operands_or_integers(
    op: Operation, name: str, count: int, static: Sequence[int], dynamic: Sequence[SSAValue]
) -> None:
    """Upstream's `verifyListOfOperandsOrIntegers`: `count` static values, one operand per dynamic one.

    Reported at the op without its name, as upstream does: `expected 0 dynamic upper bound values`.
    """
    if len(static) != count:
        raise DiagnosticError(f"expected {count} {name} values, got {len(static)}", op)
    expected = sum(value == DYNAMIC_INDEX for value in static)
    if len(dynamic) != expected:
        raise DiagnosticError(f"expected {expected} dynamic {name} values", op)


class ForallOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (
            DimOfForallOp(),
            FoldTensorCastOfOutputIntoForallOp(),
            ForallOpControlOperandsFolder(),
            ForallOpIterArgsFolder(),
            ForallOpSingleOrZeroIterationDimsFolder(),
        )


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """The terminator of `scf.forall`: its body holds the ops (`tensor.parallel_insert_slice`) that
    combine each thread's slice into the loop's shared outputs.

        scf.forall.in_parallel {
          tensor.parallel_insert_slice %slice into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>
        }
    """

    name = "scf.forall.in_parallel"

    region = region_def("single_block")

    traits = lazy_traits_def(
        lambda: (HasParent(ForallOp), IsTerminator(), NoTerminator(), InParallelOpInterface(), RecursiveMemoryEffect())
    )

    def __init__(self, body: Region | None = None):
        super().__init__(regions=[body or Region(Block())])

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        op = cls(body)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(
            self.region, print_entry_block_args=False, print_empty_block=False, print_block_terminators=False
        )
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        forall = self.parent_op()
        if not isinstance(forall, ForallOp):
            raise VerifyException("expected forall op parent")
        outputs = forall.region_out_args
        for op in self.region.block.ops:
            combining = op.get_trait(ParallelCombiningOpInterface)
            if combining is None:
                raise VerifyException("expected only ParallelCombiningOpInterface ops")
            for dest in combining.updated_destinations(op):
                if dest not in outputs:
                    raise DiagnosticError(op_error_message(op, "may only insert into an output block argument"), op)


@irdl_op_definition
class ForallOp(IRDLOperation):
    """A parallel loop nest over a multi-dimensional index space, each iteration a thread; the threads
    write their slices of the shared outputs in the `scf.forall.in_parallel` terminator.

    Lower bounds and steps are omitted (`in`) when they are all 0 and 1:

        %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<100xf32>) {
          %s = tensor.extract_slice %in[%i] [1] [1] : tensor<100xf32> to tensor<1xf32>
          scf.forall.in_parallel {
            tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>
          }
        }
        scf.forall (%i, %j) = (0, %lb) to (%n, 8) step (2, 1) {
          ...
        } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
    """

    name = "scf.forall"

    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def(TensorType)
    staticLowerBound = prop_def(DenseArrayBase.constr(i64))
    staticUpperBound = prop_def(DenseArrayBase.constr(i64))
    staticStep = prop_def(DenseArrayBase.constr(i64))
    mapping = opt_prop_def(ArrayAttr)
    results_ = var_result_def(Attribute)
    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(
        SingleBlockImplicitTerminator(InParallelOp), RecursiveMemoryEffect(), ForallOpHasCanonicalizationPatterns()
    )

    def __init__(
        self,
        lower: Sequence[int | SSAValue],
        upper: Sequence[int | SSAValue],
        step: Sequence[int | SSAValue],
        outputs: Sequence[SSAValue],
        body: Region,
        mapping: ArrayAttr | None = None,
    ):
        def split(values: Sequence[int | SSAValue]) -> tuple[DenseArrayBase, list[SSAValue]]:
            static = [value if isinstance(value, int) else DYNAMIC_INDEX for value in values]
            return DenseArrayBase.from_list(i64, static), [v for v in values if not isinstance(v, int)]

        (static_lower, lower_values), (static_upper, upper_values), (static_step, step_values) = (
            split(lower), split(upper), split(step)
        )
        properties: dict[str, Attribute] = {
            "staticLowerBound": static_lower,
            "staticUpperBound": static_upper,
            "staticStep": static_step,
        }
        if mapping is not None:
            properties["mapping"] = mapping
        super().__init__(
            operands=[lower_values, upper_values, step_values, outputs],
            result_types=[[output.type for output in outputs]],
            properties=properties,
            regions=[body],
        )

    @property
    def rank(self) -> int:
        return len(self.staticLowerBound)

    @property
    def region_out_args(self) -> tuple[SSAValue, ...]:
        return tuple(self.region.block.args[self.rank :]) if self.region.blocks else ()

    def is_normalized(self) -> bool:
        """Lower bounds all 0 and steps all 1 (printed with `in`)."""
        return all(v == 0 for v in self.staticLowerBound.get_values()) and all(
            v == 1 for v in self.staticStep.get_values()
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        ivs = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))

        def bounds(name: str) -> list[int | SSAValue]:
            pos = parser.pos
            values, static = parse_dynamic_index_list_without_types(
                parser, DYNAMIC_INDEX, delimiter=Parser.Delimiter.PAREN
            )
            # A literal INT64_MIN is the dynamic marker with no operand: upstream's verifier error, here
            # where the list is made into mixed values.
            expected = sum(value == DYNAMIC_INDEX for value in static)
            if len(values) != expected:
                parser.raise_error(f"expected {expected} dynamic {name} values", pos, parser.pos)
            resolved = iter(parser.resolve_operands(values, [IndexType()] * len(values), pos))
            return [next(resolved) if value == DYNAMIC_INDEX else value for value in static]

        if parser.parse_optional_keyword("in") is not None:
            upper = bounds("upper bound")
            lower, step = [0] * len(ivs), [1] * len(ivs)
        else:
            parser.parse_punctuation("=")
            lower = bounds("lower bound")
            parser.parse_keyword("to")
            upper = bounds("upper bound")
            parser.parse_keyword("step")
            step = bounds("step")
        out_args, outputs, types = [], [], []
        pos = parser.pos  # upstream's `outOperandsLoc`, where the operands of a count mismatch are reported
        if parser.parse_optional_keyword("shared_outs") is not None:

            def assignment():
                arg = parser.parse_argument(expect_type=False)
                parser.parse_punctuation("=")
                return arg, parser.parse_unresolved_operand()

            pairs = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, assignment)
            if parser.parse_optional_punctuation("->") is not None:
                if parser.parse_optional_punctuation("(") is not None:
                    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
                    parser.parse_punctuation(")")
                else:
                    types = [parser.parse_type()]
            if len(pairs) != len(types):
                operand_type_count_error(parser, cls.name, len(pairs), len(types), pos)
            out_args = [arg.resolve(t) for (arg, _), t in zip(pairs, types)]
            outputs = [parser.resolve_operand(operand, t) for (_, operand), t in zip(pairs, types)]
        body = parser.parse_region([iv.resolve(IndexType()) for iv in ivs] + out_args)
        last = body.block.last_op if body.blocks else None
        if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):  # upstream's `hasTrait`
            body.block.add_op(InParallelOp())
        op = cls(lower, upper, step, outputs, body)
        attributes = parser.parse_optional_attr_dict()
        if "mapping" in attributes:
            op.properties["mapping"] = attributes.pop("mapping")
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        def index_list(dynamic: Sequence[SSAValue], static: DenseArrayBase) -> None:
            print_dynamic_index_list(
                printer, DYNAMIC_INDEX, dynamic, static.get_values(), delimiter=Parser.Delimiter.PAREN
            )

        printer.print_string(" (")
        printer.print_list(self.region.block.args[: self.rank], printer.print_ssa_value)
        if self.is_normalized():
            printer.print_string(") in ")
            index_list(self.dynamicUpperBound, self.staticUpperBound)
        else:
            printer.print_string(") = ")
            index_list(self.dynamicLowerBound, self.staticLowerBound)
            printer.print_string(" to ")
            index_list(self.dynamicUpperBound, self.staticUpperBound)
            printer.print_string(" step ")
            index_list(self.dynamicStep, self.staticStep)
        if self.outputs:
            printer.print_string(" shared_outs(")
            printer.print_list(
                zip(self.region_out_args, self.outputs),
                lambda pair: (printer.print_ssa_value(pair[0]), printer.print_string(" = "), printer.print_ssa_value(pair[1])),
            )
            printer.print_string(")")
        printer.print_string(" ")
        if self.outputs:
            printer.print_string("-> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(") ")
        printer.print_region(self.region, print_entry_block_args=False, print_block_terminators=bool(self.results))
        attributes = dict(self.attributes)
        if self.mapping is not None:
            attributes["mapping"] = self.mapping
        printer.print_op_attributes(attributes)

    def verify_(self) -> None:
        if self.mapping is not None and not all(
            isinstance(attr, DeviceMappingAttrInterface) for attr in self.mapping.data
        ):
            raise VerifyException("attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute")
        rank, outputs = self.rank, self.outputs
        if len(self.results) != len(outputs):
            raise VerifyException(f"produces {len(self.results)} results, but has only {len(outputs)} outputs")
        args = self.region.block.args
        if len(args) != rank + len(outputs):
            raise VerifyException(f"region expects {rank} arguments")
        for i, arg in enumerate(args[:rank]):
            if not isinstance(arg.type, IndexType):
                raise VerifyException(f"expects {i}-th block argument to be an index")
        for i, (arg, output) in enumerate(zip(args[rank:], outputs)):
            if arg.type != output.type:
                raise VerifyException(f"type mismatch between {i}-th output and corresponding block argument")
        if self.mapping is not None and self.mapping.data and len(self.mapping.data) != rank:
            raise VerifyException("mapping attribute size must match op rank")
        for name, static, dynamic in (
            ("lower bound", self.staticLowerBound, self.dynamicLowerBound),
            ("upper bound", self.staticUpperBound, self.dynamicUpperBound),
            ("step", self.staticStep, self.dynamicStep),
        ):
            verify_operands_or_integers(self, name, rank, static.get_values(), dynamic)


# --- scf.forall canonicalizations (upstream's ForallOp patterns) ------------------------------


def constant_index(value: SSAValue) -> int | None:
    """The value of a constant integer or index, else None."""
    owner = value.owner
    if not isinstance(owner, Operation) or not owner.has_trait(ConstantLike, value_if_unregistered=False):
        return None
    attr = owner.properties.get("value", owner.attributes.get("value"))
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _mixed(static: DenseArrayBase, dynamic: Sequence[SSAValue]) -> list[int | SSAValue]:
    values = iter(dynamic)
    return [next(values) if v == DYNAMIC_INDEX else v for v in static.get_values()]


def _folded(mixed: Sequence[int | SSAValue]) -> list[int | SSAValue]:
    """Upstream's `foldDynamicIndexList`: constant operands become static values."""
    folded: list[int | SSAValue] = []
    for value in mixed:
        constant = None if isinstance(value, int) else constant_index(value)
        folded.append(value if constant is None else constant)
    return folded


def _trip_count(lower: int | SSAValue, upper: int | SSAValue, step: int | SSAValue) -> int | None:
    if not (isinstance(lower, int) and isinstance(upper, int) and isinstance(step, int)) or step <= 0:
        return None
    return max(0, -(-(upper - lower) // step))


class ForallOpControlOperandsFolder(RewritePattern):
    """Constant bounds and steps of an `scf.forall` become static:

        %c8 = arith.constant 8 : index
        scf.forall (%i) in (%c8) { ... }  ->  scf.forall (%i) in (8) { ... }
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ForallOp, rewriter: PatternRewriter, /) -> None:
        old = [
            _mixed(op.staticLowerBound, op.dynamicLowerBound),
            _mixed(op.staticUpperBound, op.dynamicUpperBound),
            _mixed(op.staticStep, op.dynamicStep),
        ]
        new = [_folded(values) for values in old]
        if new == old:
            return
        forall = ForallOp(*new, op.outputs, op.detach_region(op.region), op.mapping)
        forall.attributes |= op.attributes
        rewriter.replace(op, forall)


class DimOfForallOp(RewritePattern):
    """A `tensor.dim` of an `scf.forall` result is the `tensor.dim` of the output it is tied to:

        %r = scf.forall ... shared_outs(%o = %t) -> (tensor<?xf32>) { ... }
        %d = tensor.dim %r, %c0 : tensor<?xf32>   ->   %d = tensor.dim %t, %c0 : tensor<?xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ForallOp, rewriter: PatternRewriter, /) -> None:
        for result, output in zip(op.results, op.outputs):
            for use in list(result.uses):
                if use.operation.name == "tensor.dim" and use.index == 0:
                    use.operation.operands[0] = output
                    rewriter.handle_operation_modification(use.operation)


def _preserves_static_information(source: Attribute, target: Attribute) -> bool:
    """Upstream's `tensor::preservesStaticInformation(source, target)`: `target` is at least as static."""
    if not isinstance(source, TensorType) or not isinstance(target, TensorType):
        return False
    if source.get_num_dims() != target.get_num_dims() or source.element_type != target.element_type:
        return False
    return all(s == DYNAMIC_INDEX or s == t for s, t in zip(source.get_shape(), target.get_shape()))


class FoldTensorCastOfOutputIntoForallOp(RewritePattern):
    """A shared output made less static by a `tensor.cast` is shared uncast: the loop works on the
    more static type, with casts for the body's other uses and for the results.

        %c = tensor.cast %t : tensor<2xi32> to tensor<?xi32>
        %r = scf.forall ... shared_outs(%o = %c) -> (tensor<?xi32>)
        ->  %r0 = scf.forall ... shared_outs(%o = %t) -> (tensor<2xi32>);  %r = tensor.cast %r0 : ... to tensor<?xi32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ForallOp, rewriter: PatternRewriter, /) -> None:
        folded: dict[int, SSAValue] = {}
        for index, output in enumerate(op.outputs):
            cast = output.owner
            if (
                isinstance(cast, Operation)
                and cast.name == "tensor.cast"
                and _preserves_static_information(output.type, cast.operands[0].type)
            ):
                folded[index] = cast.operands[0]
        if not folded:
            return
        body = op.detach_region(op.region)
        block = body.block
        for index, source in folded.items():
            old_arg = block.args[op.rank + index]
            new_arg = block.insert_arg(source.type, old_arg.index)
            cast_back = xdsl_tensor.CastOp(new_arg, old_arg.type)
            block.insert_op_before(cast_back, block.first_op) if block.first_op else block.add_op(cast_back)
            for use in list(old_arg.uses):
                if use.operation.has_trait(ParallelCombiningOpInterface) and use.index == 1:
                    use.operation.operands[1] = new_arg
                else:
                    use.operation.operands[use.index] = cast_back.dest
            block.erase_arg(old_arg)
        outputs = [folded.get(i, output) for i, output in enumerate(op.outputs)]
        forall = ForallOp(
            _mixed(op.staticLowerBound, op.dynamicLowerBound),
            _mixed(op.staticUpperBound, op.dynamicUpperBound),
            _mixed(op.staticStep, op.dynamicStep),
            outputs,
            body,
            op.mapping,
        )
        forall.attributes |= op.attributes
        rewriter.insert(forall, InsertPoint.before(op))
        results: list[SSAValue] = []
        for index, (old, new) in enumerate(zip(op.results, forall.results)):
            if index in folded:
                cast = xdsl_tensor.CastOp(new, old.type)
                rewriter.insert(cast, InsertPoint.before(op))
                results.append(cast.dest)
            else:
                results.append(new)
        rewriter.replace(op, [], results)


class ForallOpIterArgsFolder(RewritePattern):
    """Upstream's `ForallOpIterArgsFolder`: a shared output whose result is unused, or that no
    `scf.forall.in_parallel` op writes, is dropped: its insertions are erased, its block argument becomes
    the output's init value, and so does its result.

        %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %x, %b = %y) -> (tensor<?xf32>, tensor<?xf32>) {
          %s = tensor.extract_slice %a[%i] [1] [1] ...                  // %a is only read
          scf.forall.in_parallel { tensor.parallel_insert_slice %s into %b[%i] [1] [1] ... }
        }
        ->  %r1 = scf.forall (%i) in (%n) shared_outs(%b = %y) -> (tensor<?xf32>) { ... %x ... };  %r#0 is %x
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ForallOp, rewriter: PatternRewriter, /) -> None:
        terminator = op.region.block.last_op
        if not isinstance(terminator, InParallelOp):
            return
        args = op.region_out_args
        combining: list[list[Operation]] = [[] for _ in args]
        for yielding in terminator.region.block.ops:
            for index, arg in enumerate(args):
                if len(yielding.operands) > 1 and yielding.operands[1] is arg:
                    combining[index].append(yielding)
        dropped = [i for i, result in enumerate(op.results) if not result.uses or not combining[i]]
        if not dropped:
            return
        for index in dropped:
            for yielding in combining[index]:
                rewriter.erase_op(yielding)
        body = op.detach_region(op.region)
        block = body.block
        for index in reversed(dropped):
            arg = block.args[op.rank + index]
            arg.replace_all_uses_with(op.outputs[index])
            block.erase_arg(arg)
        kept = [i for i in range(len(op.outputs)) if i not in dropped]
        forall = ForallOp(
            _mixed(op.staticLowerBound, op.dynamicLowerBound),
            _mixed(op.staticUpperBound, op.dynamicUpperBound),
            _mixed(op.staticStep, op.dynamicStep),
            [op.outputs[i] for i in kept],
            body,
            op.mapping,
        )
        forall.attributes |= op.attributes
        rewriter.insert(forall, InsertPoint.before(op))
        new_results = iter(forall.results)
        rewriter.replace(
            op, [], [op.outputs[i] if i in dropped else next(new_results) for i in range(len(op.outputs))]
        )


class ForallOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """Upstream's folder of `scf.forall` dims with a known trip count (unmapped loops only): a loop
    with a zero-trip dim yields its outputs unchanged; single-iteration dims are dropped, their
    induction variables replaced by the lower bound; a loop left with no dims (or with none to
    begin with, as LLVM 22) is inlined, its `tensor.parallel_insert_slice`s becoming
    `tensor.insert_slice`s.

        scf.forall (%i, %j) = (0, %a) to (1, %b) step (8, %s) ...  ->  scf.forall (%j) = (%a) to (%b) step (%s) ...
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ForallOp, rewriter: PatternRewriter, /) -> None:
        if op.mapping is not None and op.mapping.data:
            return
        lower = _mixed(op.staticLowerBound, op.dynamicLowerBound)
        upper = _mixed(op.staticUpperBound, op.dynamicUpperBound)
        steps = _mixed(op.staticStep, op.dynamicStep)
        ivs = op.region.block.args[: op.rank]
        kept: list[int] = []
        single: list[tuple[SSAValue, int | SSAValue]] = []
        for index, (lb, ub, step, iv) in enumerate(zip(lower, upper, steps, ivs)):
            trip = _trip_count(lb, ub, step)
            if trip == 0:
                rewriter.replace(op, [], list(op.outputs))
                return
            if trip == 1:
                single.append((iv, lb))
            else:
                kept.append(index)
        if not single and op.rank:
            return
        for iv, lb in single:
            if iv.uses:
                value = lb if isinstance(lb, SSAValue) else self._constant(rewriter, op, lb)
                rewriter.replace_all_uses_with(iv, value)
        if not kept:
            self._promote(op, rewriter)
            return
        body = op.detach_region(op.region)
        block = body.block
        for iv, _ in single:
            block.erase_arg(iv)
        forall = ForallOp(
            [lower[i] for i in kept], [upper[i] for i in kept], [steps[i] for i in kept], op.outputs, body, op.mapping
        )
        forall.attributes |= op.attributes
        rewriter.replace(op, forall)

    @staticmethod
    def _constant(rewriter: PatternRewriter, op: Operation, value: int) -> SSAValue:
        constant = xdsl_arith.ConstantOp(IntegerAttr(value, IndexType()))
        rewriter.insert(constant, InsertPoint.before(op))
        return constant.result

    @staticmethod
    def _promote(op: ForallOp, rewriter: PatternRewriter) -> None:
        """Inline a loop of one iteration: each shared output's value is what its insertions make of it."""
        block = op.region.block
        args = op.region_out_args
        terminator = block.last_op
        assert isinstance(terminator, InParallelOp)
        # Which output each insertion writes (the verifier made its destination an output argument).
        inserts = [
            (insert, next(i for i, arg in enumerate(args) if arg is insert.operands[1]))
            for insert in terminator.region.block.ops
        ]
        for arg, output in zip(args, op.outputs):
            rewriter.replace_all_uses_with(arg, output)
        for operation in list(block.ops):
            if operation is terminator:
                break
            operation.detach()
            rewriter.insert(operation, InsertPoint.before(op))
        results = list(op.outputs)
        for insert, index in inserts:
            new = xdsl_tensor.InsertSliceOp.build(
                operands=[insert.operands[0], results[index], insert.offsets, insert.sizes, insert.strides],
                result_types=[results[index].type],
                properties={
                    name: insert.properties[name]
                    for name in ("static_offsets", "static_sizes", "static_strides", "operandSegmentSizes")
                },
            )
            rewriter.insert(new, InsertPoint.before(op))
            results[index] = new.result
        rewriter.replace(op, [], results)


_REPLACED = {"scf.parallel": ParallelOp, "scf.reduce": ReduceOp, "scf.reduce.return": ReduceReturnOp, "scf.while": WhileOp,
    "scf.for": ForOp, "scf.if": IfOp, "scf.execute_region": ExecuteRegionOp, "scf.index_switch": IndexSwitchOp,
}  # fmt: skip

SCF = Dialect(
    "scf",
    [_REPLACED.get(op.name, op) for op in xdsl_scf.Scf.operations] + [ForallOp, InParallelOp],
    list(xdsl_scf.Scf.attributes),
    [DialectInlinerInterface()],
)
