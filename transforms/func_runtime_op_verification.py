"""The run-time check of recursion, which `--generate-runtime-verification` builds (aiopt's: upstream has none).
Compiled code that recurses too deep overflows its stack and the process dies (SIGSEGV); an endless recursion
that LLVM turns into a loop hangs. Here a call within a cycle of the call graph (`func.call`) is a located
run-time error, `recursion too deep`, once calls within the cycle nest `RECURSION_LIMIT` (1000) deep, or where
the thread's stack (`aiopt_stack_left`) has no room for the callee's frame (`frame_estimate`) and
`STACK_RESERVE` more: frames of 256 KiB overflowed the 8 MiB stack 30 calls deep.

Each function on a cycle of direct calls gets its body moved into a private function of its name and `.depth`,
which takes one more argument, its depth; the function itself calls that at depth 0, so that callers outside
the cycle (and Python) call it as before. In those bodies each call of a function of the same cycle calls its
`.depth` function one deeper, after a check that the depth is below the limit:

    func.func @sum(%n: i64) -> i64 {
      ...
      %s = func.call @sum(%m) : (i64) -> i64
      ...
    }

becomes

    func.func @sum(%n: i64) -> i64 {
      %c0 = arith.constant 0 : index
      %0 = func.call @sum.depth(%n, %c0) : (i64, index) -> i64
      func.return %0 : i64
    }
    func.func private @sum.depth(%n: i64, %depth: index) -> i64 {
      ...
      %c1000 = arith.constant 1000 : index
      %0 = arith.cmpi slt, %depth, %c1000 : index
      %left = func.call @aiopt_stack_left() : () -> index
      %c65536 = arith.constant 65536 : index
      %enough = arith.cmpi sgt, %left, %c65536 : index
      %1 = arith.andi %0, %enough : i1
      cf.assert %1, "ERROR: Runtime op verification failed\\0A%s = func.call @sum(%m) ...\\0A^ recursion too deep\\0A..."
      %c1 = arith.constant 1 : index
      %2 = arith.addi %depth, %c1 : index
      %s = func.call @sum.depth(%m, %2) : (i64, index) -> i64
      ...
    }

The depth travels as an argument, so that threads (parallel loops that call recursive functions) count their own
and nothing is shared. Functions on no cycle are left as they are: code that does not recurse costs nothing more.
Not counted: calls through `func.call_indirect`, and calls inside an op isolated from above within a function
(which cannot read the depth).

The reference interpreter counts alike (`aiopt.reference.func`) and stops at the same call in the same words.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IndexType, ModuleOp, VectorType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsolatedFromAbove

from aiopt.dialects import arith, func
from aiopt.reference.func import RECURSION_LIMIT, RECURSION_TOO_DEEP, recursive_functions
from aiopt.transforms.generate_runtime_verification import STACK_RESERVE, CheckBuilder, ErrorMessage
from aiopt.transforms.memref_runtime_op_verification import allocated_bytes, frame_bytes


def _unique_name(base: str, taken: set[str]) -> str:
    name, number = base, 0
    while name in taken:
        number += 1
        name = f"{base}_{number}"
    taken.add(name)
    return name


def _with_depth(function: func.FuncOp, name: str) -> tuple[func.FuncOp, SSAValue]:
    """Move the body of `function` into a new private function `name` that takes a depth after its arguments,
    placed after it; `function` gets a body that calls it at depth 0. The new function and its depth."""
    inputs, outputs = list(function.function_type.inputs.data), list(function.function_type.outputs.data)
    region = Region()
    function.body.move_blocks(region)
    depth = region.blocks.first.insert_arg(IndexType(), len(inputs))
    arg_attrs = None
    if function.arg_attrs is not None:
        arg_attrs = ArrayAttr([*function.arg_attrs.data, DictionaryAttr({})])
    counted = func.FuncOp(
        name, (inputs + [IndexType()], outputs), region, "private", arg_attrs=arg_attrs, res_attrs=function.res_attrs
    )
    counted.location = function.location
    Rewriter.insert_op(counted, InsertPoint.after(function))
    entry = Block(arg_types=inputs)
    zero = arith.ConstantOp.from_int_and_width(0, IndexType())
    call = func.CallOp(name, [*entry.args, zero.result], outputs)
    entry.add_ops([zero, call, func.ReturnOp(*call.results)])
    for op in entry.ops:
        op.location = function.location
    function.body.add_block(entry)
    return counted, depth


def _reads_from(function: Operation, op: Operation) -> bool:
    """Whether `op` may use the values of `function`'s body (no op isolated from above lies between them)."""
    parent = op.parent_op()
    while parent is not None and parent is not function:
        if parent.has_trait(IsolatedFromAbove):
            return False
        parent = parent.parent_op()
    return parent is function


def frame_estimate(function: func.FuncOp) -> int:
    """The bytes a frame of `function` may take beyond `STACK_RESERVE`: its frame allocas and every vector value
    it computes (LLVM may keep any of them on the stack), a vector of unknown size as 64 bytes."""
    vectors = 0
    for op in function.walk():
        for result in op.results:
            if isinstance(result.type, VectorType):
                vectors += allocated_bytes(result.type) or 64
    return frame_bytes(function) + vectors


def check_recursion(module: ModuleOp, message: ErrorMessage) -> None:
    """The depth count and checks of every function of `module` on a cycle of direct calls."""
    cycles = recursive_functions(module)
    if not cycles:
        return
    functions = {op.sym_name.data: op for op in module.body.block.ops if isinstance(op, func.FuncOp)}
    taken = {op.sym_name.data for op in module.body.block.ops if hasattr(op, "sym_name")}
    counted_names = {name: _unique_name(f"{name}.depth", taken) for name in cycles}
    frames = {name: frame_estimate(functions[name]) for name in cycles}
    for name, cycle in cycles.items():
        counted, depth = _with_depth(functions[name], counted_names[name])
        calls = [
            op for op in counted.walk()
            if isinstance(op, func.CallOp) and not op.callee.nested_references.data
            and cycles.get(op.callee.root_reference.data) == cycle and _reads_from(counted, op)
        ]  # fmt: skip
        for call in calls:
            b = CheckBuilder(call, message)
            within = b.cmpi("slt", depth, b.index(RECURSION_LIMIT))
            left = b.stack_left()
            if left is not None:
                needed = STACK_RESERVE + frames[call.callee.root_reference.data]
                within = b.andi_or_fold(within, b.cmpi("sgt", left, b.index(needed)))
            b.check(within, RECURSION_TOO_DEEP)
            deeper = b.insert(arith.AddiOp(depth, b.index(1))).results[0]
            callee = counted_names[call.callee.root_reference.data]
            replacement = func.CallOp(callee, [*call.arguments, deeper], list(call.result_types))
            replacement.location = call.location
            Rewriter.replace_op(call, replacement)
