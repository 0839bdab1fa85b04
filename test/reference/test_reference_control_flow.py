"""The reference semantics of control flow, custom calls, collectives and tokens, checked numerically.

Loops are checked against the same computation written in Python; the
collectives against what one replica and one partition must see.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.reference.interpreter import TOKEN, Interpreter, reference_interpreter
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

# ---------------------------------------------------------------------------
# if and case

IF_SELECT = """
func.func @main(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.if"(%p) ({
    %s = stablehlo.add %a, %b : tensor<3xf32>
    stablehlo.return %s : tensor<3xf32>
  }, {
    %d = stablehlo.subtract %a, %b : tensor<3xf32>
    stablehlo.return %d : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
"""


@pytest.mark.parametrize("pred", [True, False])
def test_if_runs_one_branch(pred):
    a = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    b = np.array([0.5, 0.25, 4.0], dtype=np.float32)
    (result,) = interpret(IF_SELECT, [np.array(pred), a, b])
    np.testing.assert_array_equal(result, a + b if pred else a - b)


CASE_THREE_BRANCHES = """
func.func @main(%i: tensor<i32>, %x: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
  %0:2 = "stablehlo.case"(%i) ({
    %c = stablehlo.constant dense<10> : tensor<i64>
    stablehlo.return %c, %x : tensor<i64>, tensor<i64>
  }, {
    %c = stablehlo.constant dense<20> : tensor<i64>
    %m = stablehlo.multiply %x, %x : tensor<i64>
    stablehlo.return %c, %m : tensor<i64>, tensor<i64>
  }, {
    %c = stablehlo.constant dense<30> : tensor<i64>
    %n = stablehlo.negate %x : tensor<i64>
    stablehlo.return %c, %n : tensor<i64>, tensor<i64>
  }) : (tensor<i32>) -> (tensor<i64>, tensor<i64>)
  func.return %0#0, %0#1 : tensor<i64>, tensor<i64>
}
"""


@pytest.mark.parametrize(
    "index, expected",
    [
        (0, (10, 7)),
        (1, (20, 49)),
        (2, (30, -7)),
        # Out of range selects the last branch, as the StableHLO spec says.
        (3, (30, -7)),
        (-1, (30, -7)),
        (2**31 - 1, (30, -7)),
    ],
)
def test_case_selects_branch(index, expected):
    tag, value = interpret(CASE_THREE_BRANCHES, [np.array(index, dtype=np.int32), np.array(7, dtype=np.int64)])
    assert (int(tag), int(value)) == expected


# ---------------------------------------------------------------------------
# while

FACTORIAL = """
func.func @main(%n: tensor<i64>) -> tensor<i64> {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %0:2 = stablehlo.while(%i = %one, %acc = %one) : tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.compare  LE, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %acc2 = stablehlo.multiply %acc, %i : tensor<i64>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i2, %acc2 : tensor<i64>, tensor<i64>
  }
  func.return %0#1 : tensor<i64>
}
"""


@pytest.mark.parametrize("n", [0, 1, 5, 20])
def test_while_factorial(n):
    (result,) = interpret(FACTORIAL, [np.array(n, dtype=np.int64)])
    assert int(result) == math.factorial(n)


FIBONACCI_SCALARS = """
func.func @main(%n: tensor<i32>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %step = stablehlo.constant dense<1> : tensor<i32>
  %f0 = stablehlo.constant dense<0> : tensor<i64>
  %f1 = stablehlo.constant dense<1> : tensor<i64>
  %0:3 = stablehlo.while(%k = %zero, %a = %f0, %b = %f1) : tensor<i32>, tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.compare  LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.add %a, %b : tensor<i64>
    %k2 = stablehlo.add %k, %step : tensor<i32>
    stablehlo.return %k2, %b, %s : tensor<i32>, tensor<i64>, tensor<i64>
  }
  func.return %0#1 : tensor<i64>
}
"""


def _fibonacci(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


@pytest.mark.parametrize("n", [0, 1, 2, 10, 50, 90])
def test_while_fibonacci(n):
    (result,) = interpret(FIBONACCI_SCALARS, [np.array(n, dtype=np.int32)])
    assert int(result) == _fibonacci(n)


def test_while_that_never_runs_returns_operands():
    (result,) = interpret(FIBONACCI_SCALARS, [np.array(-3, dtype=np.int32)])
    assert int(result) == 0


COLLATZ_STEPS = """
func.func @main(%start: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %two = stablehlo.constant dense<2> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %0:2 = stablehlo.while(%x = %start, %steps = %zero) : tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.compare  NE, %x, %one : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %r = stablehlo.remainder %x, %two : tensor<i64>
    %even = stablehlo.compare  EQ, %r, %zero : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %next = "stablehlo.if"(%even) ({
      %h = stablehlo.divide %x, %two : tensor<i64>
      stablehlo.return %h : tensor<i64>
    }, {
      %t = stablehlo.multiply %x, %three : tensor<i64>
      %u = stablehlo.add %t, %one : tensor<i64>
      stablehlo.return %u : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    %s = stablehlo.add %steps, %one : tensor<i64>
    stablehlo.return %next, %s : tensor<i64>, tensor<i64>
  }
  func.return %0#1 : tensor<i64>
}
"""


def _collatz_steps(x: int) -> int:
    steps = 0
    while x != 1:
        x = x // 2 if x % 2 == 0 else 3 * x + 1
        steps += 1
    return steps


@pytest.mark.parametrize("start", [1, 2, 6, 7, 27])
def test_if_nested_in_while(start):
    (result,) = interpret(COLLATZ_STEPS, [np.array(start, dtype=np.int64)])
    assert int(result) == _collatz_steps(start)


# ---------------------------------------------------------------------------
# Barrier, custom_call, composite


def test_optimization_barrier_forwards_operands():
    text = """
    func.func @main(%a: tensor<2xf32>, %b: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
      %0:2 = stablehlo.optimization_barrier %a, %b : tensor<2xf32>, tensor<i32>
      func.return %0#0, %0#1 : tensor<2xf32>, tensor<i32>
    }"""
    a = np.array([1.5, -2.0], dtype=np.float32)
    result_a, result_b = interpret(text, [a, np.array(9, dtype=np.int32)])
    np.testing.assert_array_equal(result_a, a)
    assert int(result_b) == 9


def test_custom_call_sharding_is_identity_on_one_device():
    text = """
    func.func @main(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
      %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<2x3xi32>) -> tensor<2x3xi32>
      func.return %0 : tensor<2x3xi32>
    }"""
    x = np.arange(6, dtype=np.int32).reshape(2, 3)
    np.testing.assert_array_equal(interpret(text, [x])[0], x)


def test_custom_call_unknown_target_is_a_located_error():
    text = """
    func.func @main(%x: tensor<f32>) -> tensor<f32> {
      %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<f32>) -> tensor<f32>
      func.return %0 : tensor<f32>
    }"""
    message = r"'stablehlo.custom_call' op custom_call target @my_kernel has no reference semantics"
    with pytest.raises(DiagnosticError, match=message):
        interpret(text, [np.array(1.0, dtype=np.float32)])


def test_composite_calls_its_decomposition():
    text = """
    func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
      %0 = stablehlo.composite "my.fma" %a, %b {decomposition = @fma_impl, version = 1 : i32} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      func.return %0 : tensor<3xf32>
    }
    func.func private @fma_impl(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
      %m = stablehlo.multiply %a, %b : tensor<3xf32>
      %s = stablehlo.add %m, %a : tensor<3xf32>
      func.return %s : tensor<3xf32>
    }"""
    a = np.array([1.0, 2.0, -3.0], dtype=np.float32)
    b = np.array([4.0, 0.5, 2.0], dtype=np.float32)
    np.testing.assert_allclose(interpret(text, [a, b])[0], a * b + a)


# ---------------------------------------------------------------------------
# mhlo-only ops


def test_mhlo_fusion_add_dependency_domain_bitcast():
    text = """
    func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<2x2xf32>, tensor<4xf32>) {
      %t = mhlo.create_token : !mhlo.token
      %0 = "mhlo.fusion"(%a, %b) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
        %m = mhlo.multiply %x, %y : tensor<4xf32>
        mhlo.return %m : tensor<4xf32>
      }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1 = mhlo.add_dependency %0, %t : (tensor<4xf32>, !mhlo.token) -> tensor<4xf32>
      %2 = "mhlo.domain"(%1) <{entry_metadata = "", exit_metadata = "", kind = #mhlo<kind sharding>}> : (tensor<4xf32>) -> tensor<4xf32>
      %3 = mhlo.bitcast %2 : (tensor<4xf32>) -> tensor<2x2xf32>
      %4 = "mhlo.fusion"() ({
        %s = mhlo.subtract %a, %b : tensor<4xf32>
        mhlo.return %s : tensor<4xf32>
      }) : () -> tensor<4xf32>
      func.return %3, %4 : tensor<2x2xf32>, tensor<4xf32>
    }"""
    a = np.array([1.0, 2.0, 3.0, 4.0], dtype=np.float32)
    b = np.array([2.0, 0.5, -1.0, 3.0], dtype=np.float32)
    product, difference = interpret(text, [a, b])
    np.testing.assert_array_equal(product, (a * b).reshape(2, 2))
    np.testing.assert_array_equal(difference, a - b)


# ---------------------------------------------------------------------------
# Collectives on one replica and one partition

X = np.arange(8, dtype=np.float32).reshape(2, 4) - 3.0

ADD_REGION = """({
  ^bb0(%l: tensor<f32>, %r: tensor<f32>):
    %s = stablehlo.add %l, %r : tensor<f32>
    stablehlo.return %s : tensor<f32>
  })"""


def run_collective(op_text: str, result_type: str = "tensor<2x4xf32>"):
    text = f"""
    func.func @main(%x: tensor<2x4xf32>) -> {result_type} {{
      %0 = {op_text}
      func.return %0 : {result_type}
    }}"""
    return interpret(text, [X])[0]


@pytest.mark.parametrize(
    "op_text",
    [
        '"stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> '
        + ADD_REGION
        + " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.all_reduce"(%x) <{replica_groups = dense<> : tensor<0x0xi64>}> '
        + ADD_REGION
        + " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>}>'
        " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 1 : i64, split_dimension = 1 : i64,'
        " replica_groups = dense<[[0]]> : tensor<1x1xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>, scatter_dimension = 1 : i64}> '
        + ADD_REGION
        + " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.cross-replica-sum"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}>'
        " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>}>'
        " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.collective_broadcast"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}>'
        " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
    ],
    ids=[
        "all_reduce",
        "all_reduce_empty_groups",
        "all_gather",
        "all_to_all",
        "reduce_scatter",
        "cross_replica_sum",
        "collective_permute",
        "collective_broadcast",
    ],
)
def test_collective_over_one_process_returns_operand(op_text):
    np.testing.assert_array_equal(run_collective(op_text), X)


@pytest.mark.parametrize(
    "op_text",
    [
        '"stablehlo.collective_permute"(%x) <{source_target_pairs = dense<> : tensor<0x2xi64>}>'
        " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
        '"stablehlo.collective_broadcast"(%x) <{replica_groups = dense<> : tensor<0x0xi64>}>'
        " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
    ],
    ids=["permute_without_pairs", "broadcast_without_groups"],
)
def test_process_that_receives_nothing_gets_zeros(op_text):
    result = run_collective(op_text)
    assert result.dtype == np.float32
    np.testing.assert_array_equal(result, np.zeros_like(X))


@pytest.mark.parametrize(
    "op_text, result_type, message",
    [
        (
            '"stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> '
            + ADD_REGION
            + " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
            "tensor<2x4xf32>",
            r"'stablehlo.all_reduce' op names process \(replica 1, partition 0\), but the program runs with 1 replica",
        ),
        (
            '"stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<> : tensor<0x0xi64>}>'
            " : (tensor<2x4xf32>) -> tensor<2x8xf32>",
            "tensor<2x8xf32>",
            r"result type tensor<2x8xf32> does not fit the process group: the collective computes shape \[2, 4\]",
        ),
        (
            '"stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}>'
            " : (tensor<2x4xf32>) -> tensor<2x4xf32>",
            "tensor<2x4xf32>",
            r"names process \(replica 1, partition 0\)",
        ),
    ],
    ids=["all_reduce_two_replicas", "all_gather_larger_result", "permute_to_other_process"],
)
def test_collective_needing_more_processes_is_a_located_error(op_text, result_type, message):
    with pytest.raises(DiagnosticError, match=message):
        run_collective(op_text, result_type)


def test_collective_with_dynamic_result_type():
    text = """
    func.func @main(%x: tensor<2x4xf32>) -> tensor<?x4xf32> {
      %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>}>
        : (tensor<2x4xf32>) -> tensor<?x4xf32>
      %1 = "stablehlo.collective_permute"(%0) <{source_target_pairs = dense<> : tensor<0x2xi64>}>
        : (tensor<?x4xf32>) -> tensor<?x4xf32>
      func.return %1 : tensor<?x4xf32>
    }"""
    np.testing.assert_array_equal(interpret(text, [X])[0], np.zeros_like(X))


def test_all_reduce_of_several_operands():
    text = """
    func.func @main(%a: tensor<3xi32>, %b: tensor<2xi32>) -> (tensor<3xi32>, tensor<2xi32>) {
      %0:2 = "stablehlo.all_reduce"(%a, %b) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
      ^bb0(%l: tensor<i32>, %r: tensor<i32>):
        %m = stablehlo.maximum %l, %r : tensor<i32>
        stablehlo.return %m : tensor<i32>
      }) : (tensor<3xi32>, tensor<2xi32>) -> (tensor<3xi32>, tensor<2xi32>)
      func.return %0#0, %0#1 : tensor<3xi32>, tensor<2xi32>
    }"""
    a = np.array([4, -1, 7], dtype=np.int32)
    b = np.array([0, 2], dtype=np.int32)
    result_a, result_b = interpret(text, [a, b])
    np.testing.assert_array_equal(result_a, a)
    np.testing.assert_array_equal(result_b, b)


def test_replica_and_partition_ids_are_zero():
    text = """
    func.func @main() -> (tensor<ui32>, tensor<ui32>) {
      %r = stablehlo.replica_id : tensor<ui32>
      %p = stablehlo.partition_id : tensor<ui32>
      func.return %r, %p : tensor<ui32>, tensor<ui32>
    }"""
    replica, partition = interpret(text)
    for value in (replica, partition):
        assert value.dtype == np.uint32 and value.shape == () and int(value) == 0


def test_tokens_flow_through_after_all_and_create_token():
    text = """
    func.func @main(%t: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token) {
      %0 = stablehlo.create_token : !stablehlo.token
      %1 = stablehlo.after_all %t, %0 : !stablehlo.token
      %2 = stablehlo.after_all : !stablehlo.token
      func.return %1, %2 : !stablehlo.token, !stablehlo.token
    }"""
    assert interpret(text, [TOKEN]) == [TOKEN, TOKEN]


@pytest.mark.parametrize(
    "body, message",
    [
        (
            '%0:2 = "stablehlo.infeed"(%t) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)',
            r"'stablehlo.infeed' op reads the host's infeed queue, which the reference interpreter does not have",
        ),
        (
            '%0 = "stablehlo.send"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,'
            " is_host_transfer = true}> : (!stablehlo.token) -> !stablehlo.token",
            r"'stablehlo.send' op sends to a host or peer device",
        ),
        (
            '%0 = "stablehlo.outfeed"(%t) : (!stablehlo.token) -> !stablehlo.token',
            r"'stablehlo.outfeed' op writes the host's outfeed queue",
        ),
        (
            '%0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}>'
            " : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)",
            r"'stablehlo.recv' op receives from a host or peer device",
        ),
    ],
    ids=["infeed", "send", "outfeed", "recv"],
)
def test_host_and_peer_transfers_are_located_errors(body, message):
    text = f"""
    func.func @main(%t: !stablehlo.token) {{
      {body}
      func.return
    }}"""
    with pytest.raises(DiagnosticError, match=message):
        interpret(text, [TOKEN])


CF_LOOP = """
func.func @main(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %c0 : index, index)
^bb1(%i: index, %sum: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %next = arith.addi %i, %c1 : index
  %s = arith.addi %sum, %i : index
  cf.br ^bb1(%next, %s : index, index)
^bb3:
  func.return %sum : index
}
"""


def test_a_cf_loop_runs_in_one_scope_and_listeners_see_every_op():
    """The blocks of a region run in one scope: a loop's iterations do not stack a scope each (reading %c1,
    defined before the loop, walked one scope per iteration: quadratic); listeners see every op that runs but
    the branches, and the values are the latest run's."""
    module = parse_module(default_registry().make_context(), CF_LOOP, "loop.mlir")
    seen: list[tuple[str, int]] = []

    class Recorder(Interpreter.Listener):
        def will_interpret_op(self, op, args):
            seen.append((op.name, len(list(interpreter.scope_names()))))

    interpreter = reference_interpreter(module, (Recorder(),))
    (total,) = interpreter.call_op("main", (np.int64(100),))
    assert int(total) == sum(range(100))
    names = [name for name, _ in seen]
    assert names.count("arith.cmpi") == 101 and names.count("arith.addi") == 200
    assert names[:2] == ["arith.constant", "arith.constant"] and names[-1] == "func.return"
    assert len({depth for _, depth in seen}) == 1


CF_SWITCH = """
func.func @main(%flag: i32, %x: i64, %y: i64) -> i64 {
  cf.switch %flag : i32, [
    default: ^bb1(%x : i64),
    5: ^bb2(%x, %y : i64, i64),
    7: ^bb1(%y : i64)
  ]
^bb1(%a: i64):
  func.return %a : i64
^bb2(%b: i64, %c: i64):
  %d = arith.subi %b, %c : i64
  func.return %d : i64
}
"""


@pytest.mark.parametrize("flag, expected", [(5, 10 - 3), (7, 3), (0, 10), (6, 10)])
def test_cf_switch_passes_each_case_its_arguments(flag, expected):
    module = parse_module(default_registry().make_context(), CF_SWITCH, "switch.mlir")
    (result,) = reference_interpreter(module).call_op("main", (np.int32(flag), np.int64(10), np.int64(3)))
    assert int(result) == expected
