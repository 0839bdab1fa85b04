"""`custom_call @stablehlo.dynamic_reduce_window`: the interpreter computes reduce_window with the window its
operands give, and convert-mhlo-to-linalg's loops compute what the interpreter does.

Each case runs the call with its window as values (@main's arguments), and
the static `stablehlo.reduce_window` of the same window in the interpreter:
the two agree; the lowered program (`check`: before and after lowering, in
the interpreter) and the compiled one agree with them. A window that is not
positive fails at run time; a call of the wrong form is a diagnostic.
"""

from __future__ import annotations

import numpy as np
import pytest
from test_mhlo_to_linalg import CONTEXT, check, lower, values

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile_entries
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError
from aiopt.support.parsing import parse_module

CALL = """func.func @main({inputs}, %dims: tensor<{r}xi32>, %strides: tensor<{r}xi32>, %base: tensor<{r}xi32>,
                     %dilations: tensor<{r}xi32>, %padding: tensor<{r}x2xi64>) -> ({results}) {{
  {inits}
  %r:{n} = stablehlo.custom_call @stablehlo.dynamic_reduce_window({operands}, {init_names}, %dims, %strides, %base,
      %dilations, %padding) {{called_computations = [@body]}}
      : ({input_types}, {init_types}, tensor<{r}xi32>, tensor<{r}xi32>, tensor<{r}xi32>, tensor<{r}xi32>,
         tensor<{r}x2xi64>) -> ({results})
  return {returned} : {results}
}}
{body}"""

STATIC = """func.func @main({inputs}) -> ({results}) {{
  {inits}
  %r:{n} = "stablehlo.reduce_window"({operands}, {init_names}) <{{window_dimensions = array<i64: {dims}>,
      window_strides = array<i64: {strides}>, base_dilations = array<i64: {base}>,
      window_dilations = array<i64: {dilations}>, padding = dense<{padding}> : tensor<{r}x2xi64>}}> ({{
  ^bb0({block_args}):
    %s:{n} = func.call @body({block_names}) : ({scalars}, {scalars}) -> ({scalars})
    stablehlo.return {results_of_call} : {scalars}
  }}) : ({input_types}, {init_types}) -> ({results})
  return {returned} : {results}
}}
{body}"""

SUM = """func.func private @body(%a: tensor<{e}>, %b: tensor<{e}>) -> tensor<{e}> {{
  %s = stablehlo.add %a, %b : tensor<{e}>
  return %s : tensor<{e}>
}}"""

ARGMAX = """func.func private @body(%a: tensor<{e}>, %ai: tensor<i32>, %b: tensor<{e}>, %bi: tensor<i32>)
    -> (tensor<{e}>, tensor<i32>) {{
  %gt = stablehlo.compare GT, %b, %a : (tensor<{e}>, tensor<{e}>) -> tensor<i1>
  %eq = stablehlo.compare EQ, %b, %a : (tensor<{e}>, tensor<{e}>) -> tensor<i1>
  %lt = stablehlo.compare LT, %bi, %ai : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %tie = stablehlo.and %eq, %lt : tensor<i1>
  %take = stablehlo.or %gt, %tie : tensor<i1>
  %v = stablehlo.select %take, %b, %a : tensor<i1>, tensor<{e}>
  %w = stablehlo.select %take, %bi, %ai : tensor<i1>, tensor<i32>
  return %v, %w : tensor<{e}>, tensor<i32>
}}"""


def texts(shapes: list[tuple[int, ...]], elements: list[str], inits: list[str], body: str, window) -> tuple[str, str]:
    """The dynamic call (`?` input sizes, the window as arguments) and the static reduce_window of `window`."""
    n, r = len(elements), len(shapes[0])
    dims, strides, base, dilations, padding = window
    out = [
        ((s - 1) * b + 1 if s else 0) + lo + hi - ((w - 1) * d + 1)
        for s, w, b, d, (lo, hi) in zip(shapes[0], dims, base, dilations, padding)
    ]
    out = [0 if room < 0 else room // stride + 1 for room, stride in zip(out, strides)]
    result_types = [f"tensor<{'x'.join(map(str, out))}x{e}>" if out else f"tensor<{e}>" for e in elements]
    scalars = [f"tensor<{e}>" for e in elements]
    common = {
        "n": n,
        "r": r,
        "operands": ", ".join(f"%x{i}" for i in range(n)),
        "init_names": ", ".join(f"%i{i}" for i in range(n)),
        "inits": "\n  ".join(
            f"%i{i} = stablehlo.constant dense<{v}> : tensor<{e}>" for i, (v, e) in enumerate(zip(inits, elements))
        ),
        "init_types": ", ".join(scalars),
        "returned": ", ".join(f"%r#{i}" for i in range(n)),
        "body": body.format(e=elements[0]),
    }  # fmt: skip

    def typed(shape_text: str) -> dict:
        types = [f"tensor<{shape_text}x{e}>" for e in elements]
        return {"inputs": ", ".join(f"%x{i}: {t}" for i, t in enumerate(types)), "input_types": ", ".join(types)}

    dynamic = CALL.format(**common, **typed("x".join("?" * r)), results=", ".join(t.replace(
        "x".join(map(str, out)), "x".join("?" * r)) for t in result_types))  # fmt: skip
    static = STATIC.format(
        **common,
        **typed("x".join(map(str, shapes[0]))),
        results=", ".join(result_types),
        dims=", ".join(map(str, dims)),
        strides=", ".join(map(str, strides)),
        base=", ".join(map(str, base)),
        dilations=", ".join(map(str, dilations)),
        padding=str([list(p) for p in padding]),
        scalars=", ".join(scalars),
        block_args=", ".join(f"%a{i}: {s}" for i, s in enumerate(scalars + scalars)),
        block_names=", ".join(f"%a{i}" for i in range(2 * n)),
        results_of_call=", ".join(f"%s#{i}" for i in range(n)),
    )
    return dynamic, static


def window_arguments(window) -> list[np.ndarray]:
    dims, strides, base, dilations, padding = window
    return [*(np.array(v, np.int32) for v in (dims, strides, base, dilations)), np.array(padding, np.int64)]


CASES = [
    # A cumulative sum (jnp.cumsum under shape polymorphism): window n, padding n - 1 low.
    ([(7,)], ["f32"], ["0.0"], SUM, ((7,), (1,), (1,), (1,), ((6, 0),))),
    # Strides, base and window dilation, padding (negative: cropped) on two dimensions.
    ([(5, 6)], ["f32"], ["0.0"], SUM, ((2, 3), (2, 1), (2, 1), (1, 2), ((1, 2), (-1, 1)))),
    ([(4, 5)], ["i32"], ["-2147483648"], SUM.replace("add", "maximum"),
     ((3, 2), (1, 2), (1, 1), (2, 1), ((2, 0), (0, 0)))),
    # Unsigned elements, a window that does not fit (no output along dimension 0).
    ([(2, 5)], ["ui8"], ["0"], SUM, ((4, 2), (1, 1), (1, 1), (1, 1), ((0, 0), (0, 1)))),
    # Two results: the largest value and its index (the first one of ties).
    ([(6, 4), (6, 4)], ["f32", "i32"], ["0xFF800000", "2147483647"], ARGMAX,
     ((3, 2), (2, 1), (1, 1), (1, 1), ((1, 1), (0, 1)))),
]  # fmt: skip


@pytest.mark.parametrize(("shapes", "elements", "inits", "body", "window"), CASES)
def test_dynamic_reduce_window_computes_reduce_window(shapes, elements, inits, body, window) -> None:
    dynamic, static = texts(shapes, elements, inits, body, window)
    inputs = [values(s, e, 40 + i, edges=False) for i, (s, e) in enumerate(zip(shapes, elements))]
    if elements[-1] == "i32" and len(elements) == 2:  # the index of each element, with ties in the values
        inputs[0][1, :] = inputs[0][2, :]
        inputs[1] = np.arange(inputs[1].size, dtype=np.int32).reshape(inputs[1].shape)
    expected = run_function(parse_module(CONTEXT, static, "static.mlir"), "main", [x.copy() for x in inputs])
    arguments = [*inputs, *window_arguments(window)]
    interpreted = run_function(parse_module(CONTEXT, dynamic, "dynamic.mlir"), "main", [x.copy() for x in arguments])
    for a, e in zip(interpreted, expected, strict=True):
        np.testing.assert_array_equal(a, e)
    lowered = check(dynamic, [x.copy() for x in arguments])
    compiled = compile_entries(dynamic, ["main"])["main"].call(*[x.copy() for x in arguments])
    for low, comp, e in zip(lowered, compiled, expected, strict=True):
        np.testing.assert_array_equal(low, e)
        np.testing.assert_array_equal(np.asarray(comp), e)


@pytest.mark.parametrize("case", [CASES[0], CASES[4]])
def test_a_body_lowered_before_the_call_is_cloned(case) -> None:
    """jax defines the body function before its caller: the pass lowers it first, and the call clones its lowered
    ops on rank-0 tensors (they cannot be inlined as scalar ops)."""
    dynamic, static = texts(*case)
    main, body = dynamic.split("\n}\n", 1)
    dynamic = f"{body}\n{main}\n}}\n"
    shapes, elements = case[0], case[1]
    inputs = [values(s, e, 43 + i, edges=False) for i, (s, e) in enumerate(zip(shapes, elements))]
    expected = run_function(parse_module(CONTEXT, static, "static.mlir"), "main", [x.copy() for x in inputs])
    arguments = [*inputs, *window_arguments(case[-1])]
    _, lowered, _ = lower(dynamic)
    assert "func.call" not in [op.name for op in lowered.walk()]
    compiled = compile_entries(dynamic, ["main"])["main"].call(*[x.copy() for x in arguments])
    for a, e in zip(check(dynamic, [x.copy() for x in arguments]), expected, strict=True):
        np.testing.assert_array_equal(a, e)
    for a, e in zip(compiled, expected, strict=True):
        np.testing.assert_array_equal(np.asarray(a), e)


def test_the_call_becomes_loops() -> None:
    dynamic, _ = texts(*CASES[0])
    _, lowered, diagnostics = lower(dynamic)
    assert not diagnostics
    names = [op.name for op in lowered.walk()]
    assert "scf.for" in names and "scf.if" in names and "cf.assert" in names
    assert not [n for n in names if n.endswith("custom_call")]


@pytest.mark.parametrize("which", [0, 1, 2, 3])
def test_a_window_that_is_not_positive_fails_at_run_time(which: int) -> None:
    dynamic, _ = texts(*CASES[1])
    arguments = [values((5, 6), "f32", 41, edges=False), *window_arguments(CASES[1][-1])]
    arguments[1 + which][1] = -which  # 0 or negative
    names = ["window_dimensions", "window_strides", "base_dilations", "window_dilations"]
    message = rf"@stablehlo.dynamic_reduce_window expects {names[which]}\[1\] to be positive"
    with pytest.raises(RuntimeCheckError, match=message):
        run_function(parse_module(CONTEXT, dynamic, "dynamic.mlir"), "main", arguments)
    with pytest.raises(RuntimeCheckError, match=message):
        compile_entries(dynamic, ["main"])["main"].call(*arguments)


def test_a_call_of_the_wrong_form_is_a_diagnostic() -> None:
    dynamic, _ = texts(*CASES[0])
    wrong = dynamic.replace("tensor<1x2xi64>", "tensor<2xi64>")  # the padding as a vector
    _, _, diagnostics = lower(wrong)
    assert [d.message for d in diagnostics] == ["failed to legalize operation 'stablehlo.custom_call'"]
    with pytest.raises(DiagnosticError, match="expects padding to be a tensor<1x2x\\(integer\\)>"):
        arguments = [values((7,), "f32", 42), *window_arguments(CASES[0][-1])[:4], np.array([6, 0], np.int64)]
        run_function(parse_module(CONTEXT, wrong, "wrong.mlir"), "main", arguments)
