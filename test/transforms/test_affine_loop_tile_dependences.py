"""affine-loop-tile keeps what a loop nest computes: the bands it tiles compute the same buffers in the reference
interpreter, and the bands it leaves alone (a dependence that tiling would reverse) compute other buffers when
tiled anyway (`tile_band` without the check, 4x3 tiles), which is why they are left alone."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.dialects import affine
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.affine_dependence import tiling_is_legal
from aiopt.transforms.affine_loop_tile import AffineLoopTilingPass, tile_band, tileable_band

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()

ILLEGAL = {
    "transpose_in_place": """
func.func @kernel(%A: memref<12x12xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.load %A[%j, %i] : memref<12x12xf32>
      affine.store %v, %A[%i, %j] : memref<12x12xf32>
    }
  }
  return
}""",
    "diagonal": """
func.func @kernel(%A: memref<12x12xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 1 to 12 {
      %0 = affine.load %A[%j, %i] : memref<12x12xf32>
      %1 = affine.load %A[%i, %j - 1] : memref<12x12xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %A[%i, %j] : memref<12x12xf32>
    }
  }
  return
}""",
    "distance_1_neg1": """
func.func @kernel(%A: memref<12x12xf32>) {
  affine.for %i = 1 to 12 {
    affine.for %j = 0 to 11 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<12x12xf32>
      affine.store %v, %A[%i, %j] : memref<12x12xf32>
    }
  }
  return
}""",
    "row_broadcast": """
func.func @kernel(%A: memref<12xf32>, %B: memref<12x12xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.load %A[%j] : memref<12xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %B[%i, %j] : memref<12x12xf32>
      affine.store %w, %A[%i] : memref<12xf32>
    }
  }
  return
}""",
}

LEGAL = {
    "stencil": """
func.func @kernel(%A: memref<12x12xf32>) {
  affine.for %i = 1 to 12 {
    affine.for %j = 1 to 12 {
      %a = affine.load %A[%i - 1, %j] : memref<12x12xf32>
      %b = affine.load %A[%i, %j - 1] : memref<12x12xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %A[%i, %j] : memref<12x12xf32>
    }
  }
  return
}""",
    "matmul": """
func.func @kernel(%A: memref<10x6xf32>, %B: memref<6x9xf32>, %C: memref<10x9xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %k = 0 to 6 {
      affine.for %j = 0 to 9 {
        %a = affine.load %A[%i, %k] : memref<10x6xf32>
        %b = affine.load %B[%k, %j] : memref<6x9xf32>
        %c = affine.load %C[%i, %j] : memref<10x9xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<10x9xf32>
      }
    }
  }
  return
}""",
    "conv_2d": """
func.func @kernel(%I: memref<9x9xf32>, %F: memref<3x3xf32>, %O: memref<7x7xf32>) {
  affine.for %y = 0 to 7 {
    affine.for %x = 0 to 7 {
      affine.for %ky = 0 to 3 {
        affine.for %kx = 0 to 3 {
          %a = affine.load %I[%y + %ky, %x + %kx] : memref<9x9xf32>
          %b = affine.load %F[%ky, %kx] : memref<3x3xf32>
          %c = affine.load %O[%y, %x] : memref<7x7xf32>
          %p = arith.mulf %a, %b : f32
          %s = arith.addf %c, %p : f32
          affine.store %s, %O[%y, %x] : memref<7x7xf32>
        }
      }
    }
  }
  return
}""",
    "semi_affine_bounds": """
func.func @kernel(%A: memref<12x12xf32>) {
  %n = arith.constant 23 : index
  %d = arith.constant 2 : index
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%n, %d] {
    affine.for %j = 1 to affine_map<()[s0, s1] -> (s0 ceildiv s1)>()[%n, %d] {
      %a = affine.load %A[%i, %j - 1] : memref<12x12xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i, %j] : memref<12x12xf32>
    }
  }
  return
}""",
    "even_odd": """
func.func @kernel(%A: memref<24xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.load %A[2 * %j + 1] : memref<24xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[2 * %i] : memref<24xf32>
    }
  }
  return
}""",
}


def _module(text: str):
    module = parse_module(CONTEXT, text, "kernel.mlir")
    verify_operation(module)
    return module


def _arguments(module, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    function = next(op for op in module.walk() if getattr(op, "sym_name", None) is not None)
    shapes = [tuple(t.get_shape()) for t in function.function_type.inputs.data]
    return [rng.standard_normal(shape).astype(np.float32) for shape in shapes]


def _run(module, args: list[np.ndarray]) -> list[np.ndarray]:
    buffers = [a.copy() for a in args]
    run_function(module, "kernel", buffers)
    return buffers


def _band(module) -> list[affine.ForOp]:
    outer = next(op for op in module.walk() if isinstance(op, affine.ForOp))
    return tileable_band(outer)


@pytest.mark.parametrize("name", sorted(ILLEGAL))
def test_band_whose_tiling_reorders_a_dependence_is_left_alone(name):
    text = ILLEGAL[name]
    args = _arguments(_module(text), seed=len(name))
    expected = _run(_module(text), args)
    tiled_by_pass = _module(text)
    AffineLoopTilingPass(tile_size=4).apply(CONTEXT, tiled_by_pass)
    assert str(tiled_by_pass) == str(_module(text))
    for got, want in zip(_run(tiled_by_pass, args), expected):
        np.testing.assert_array_equal(got, want)
    # Tiled anyway, the nest computes something else.
    forced = _module(text)
    band = _band(forced)
    assert not tiling_is_legal(band)
    tile_band(band, [4, 3, 2][: len(band)])
    verify_operation(forced)
    assert any(not np.array_equal(got, want) for got, want in zip(_run(forced, args), expected))


@pytest.mark.parametrize("name", sorted(LEGAL))
def test_band_without_such_dependence_is_tiled_and_computes_the_same(name):
    text = LEGAL[name]
    args = _arguments(_module(text), seed=len(name))
    expected = _run(_module(text), args)
    tiled = _module(text)
    assert tiling_is_legal(_band(tiled))
    AffineLoopTilingPass(tile_size=4).apply(CONTEXT, tiled)
    verify_operation(tiled)
    assert "step 4" in str(tiled)
    for got, want in zip(_run(tiled, args), expected):
        np.testing.assert_allclose(got, want, rtol=1e-6)
