"""jax.export's shape assertions fail with jax's own message, compiled and interpreted (skipped without jax).

A shape-polymorphic export checks its inputs' sizes with `custom_call @shape_assertion`s whose
`error_message` has `{0}`, `{1}`, ... placeholders that jax fills in with the sizes it found; compiled code
kept them as written ("Division had remainder {0}") where jax and the interpreter said "remainder 1".
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret

from aiopt.runtime.compiler import compile
from aiopt.support.diagnostics import RuntimeCheckError

jax = pytest.importorskip("jax", reason="needs jax (pip install -e '.[jax]')")
jnp = pytest.importorskip("jax.numpy")
export = pytest.importorskip("jax.export")


def _add(x, y):
    return x + y


def _halves(x):
    return jnp.reshape(x, (2, -1))


def _first_three(x):
    return x[:3]


CASES = {
    # two arguments of one symbolic size n, given sizes 3 and 4
    "equal_sizes": (_add, ["n", "n"], (), [3, 4]),
    # a size 2*n, given 5
    "even_size": (_halves, ["2*n"], (), [5]),
    # a constraint n >= 5, given 4
    "constraint": (_first_three, ["n"], ("n >= 5",), [4]),
    # n >= 1, given 0 (placeholders that repeat one operand)
    "empty": (_first_three, ["n"], ("n >= 5",), [0]),
}


@pytest.mark.parametrize("case", CASES)
def test_failed_shape_assertions_say_what_jax_says(case: str) -> None:
    function, specs, constraints, sizes = CASES[case]
    examples = [np.zeros(6, np.float32) for _ in specs]
    exported = export.export(jax.jit(function), platforms=["cpu"])(
        *export.symbolic_args_specs(examples, specs, constraints=constraints)
    )
    text = exported.mlir_module()
    arguments = [np.zeros(size, np.float32) for size in sizes]
    with pytest.raises(ValueError) as from_jax:
        exported.call(*arguments)
    with pytest.raises(RuntimeCheckError) as from_compiled:
        compile(text, cache=False)(*arguments)
    with pytest.raises(RuntimeCheckError) as interpreted:
        interpret(text, arguments)
    # "'mhlo.custom_call' op <jax's message>" compiled, "'stablehlo.custom_call' op ..." interpreted.
    assert str(from_compiled.value).split(" op ", 1)[1] == str(from_jax.value)
    assert str(interpreted.value).split(" op ", 1)[1] == str(from_jax.value)
    compiled_at, interpreted_at = (e.value.to_diagnostic().location for e in (from_compiled, interpreted))
    assert (compiled_at.line, compiled_at.column) == (interpreted_at.line, interpreted_at.column)
