"""The compile API: levels, signatures, input checks, caching, and compiled results against numpy.

Programs at the tensor level are lowered to the llvm dialect either by our
own default pipeline (tests skip while one of its passes is not registered)
or by upstream `mlir-opt` (tests skip without it), then translated and
JIT-compiled by us.
"""

import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from aiopt.runtime import compiler
from aiopt.runtime.compiler import CompiledFunction, CompileError, InputError, compile, default_pipeline, input_level
from aiopt.runtime.jit import JitModule
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.targets.mlir_to_llvmir import translate_to_llvmir
from aiopt.tools.upstream import find_upstream_tool

MODELS = Path(__file__).resolve().parents[2] / "examples" / "models"
MLIR_OPT = find_upstream_tool("mlir-opt")
MLIR_TRANSLATE = find_upstream_tool("mlir-translate")
needs_upstream = pytest.mark.skipif(MLIR_OPT is None, reason="upstream mlir-opt is not installed")

SCALAR = """
llvm.func @main(%a: f32, %b: i64) -> f32 {
  %0 = llvm.sitofp %b : i64 to f32
  %1 = llvm.fmul %a, %0 : f32
  llvm.return %1 : f32
}
"""

ELEMENTWISE = """
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<{M}x{N}xf32>, %y: tensor<{M}x{N}xf32>, %z: tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32> {{
  %e = tensor.empty() : tensor<{M}x{N}xf32>
  %r = linalg.generic {{indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]}}
      ins(%x, %y, %z : tensor<{M}x{N}xf32>, tensor<{M}x{N}xf32>, tensor<{M}x{N}xf32>) outs(%e : tensor<{M}x{N}xf32>) {{
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %m, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  }} -> tensor<{M}x{N}xf32>
  return %r : tensor<{M}x{N}xf32>
}}
"""

MATMUL = """
func.func @main(%a: tensor<{M}x{K}xf32>, %b: tensor<{K}x{N}xf32>) -> tensor<{M}x{N}xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{M}x{N}xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32>
  %m = linalg.matmul ins(%a, %b : tensor<{M}x{K}xf32>, tensor<{K}x{N}xf32>) outs(%f : tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32>
  return %m : tensor<{M}x{N}xf32>
}}
"""

ROW_MAX = """
func.func @main(%x: tensor<{M}x{N}xf64>) -> (tensor<{M}xf64>, tensor<{M}x{N}xf64>) {{
  %low = arith.constant -1.0e300 : f64
  %e = tensor.empty() : tensor<{M}xf64>
  %f = linalg.fill ins(%low : f64) outs(%e : tensor<{M}xf64>) -> tensor<{M}xf64>
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                        iterator_types = ["parallel", "reduction"]}}
      ins(%x : tensor<{M}x{N}xf64>) outs(%f : tensor<{M}xf64>) {{
  ^bb0(%a: f64, %acc: f64):
    %m = arith.maximumf %a, %acc : f64
    linalg.yield %m : f64
  }} -> tensor<{M}xf64>
  return %r, %x : tensor<{M}xf64>, tensor<{M}x{N}xf64>
}}
"""

UPSTREAM_PASSES = (
    "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf",
    "--convert-math-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
)


def _upstream_llvm_dialect(text: str, out_params: bool = True) -> tuple[object, dict]:
    """Lower `text` to the llvm dialect with upstream mlir-opt; the parsed module and the entry's signature."""
    ctx = default_registry().make_context(allow_unregistered=True)
    module = parse_module(ctx, text, "<test>")
    signature = compiler.entry_signature(module, "main")
    passes = list(UPSTREAM_PASSES)
    if out_params:
        passes.insert(1, "--buffer-results-to-out-params=hoist-static-allocs modify-public-functions")
    lowered = subprocess.run(
        [MLIR_OPT, *passes, "--mlir-print-op-generic"], input=str(module), capture_output=True, text=True, check=True
    )
    llvm_module = parse_module(ctx, lowered.stdout, "<lowered>")
    compiler.finish_signature(llvm_module, signature)
    return llvm_module, signature


def _compile_upstream(text: str, out_params: bool = True) -> CompiledFunction:
    llvm_module, signature = _upstream_llvm_dialect(text, out_params)
    return CompiledFunction(translate_to_llvmir(llvm_module), signature, {}, None)


def _missing_passes(level: str) -> list[str]:
    registry = default_registry()
    names = [p.split("{")[0] for p in default_pipeline(level).split(",") if "=" not in p or "{" in p]
    return [name for name in names if not registry.is_pass_or_pipeline(name)]


def _skip_unless_pipeline(level: str) -> None:
    missing = _missing_passes(level)
    if missing:
        pytest.skip(f"the default pipeline from '{level}' needs passes not registered yet: {', '.join(missing)}")


# -- compiled results against numpy ----------------------------------------


@needs_upstream
@pytest.mark.parametrize("shape", [(1, 1), (3, 17), (16, 64)])
def test_elementwise_matches_numpy(shape):
    rng = np.random.default_rng(sum(shape))
    inputs = [rng.standard_normal(shape).astype(np.float32) for _ in range(3)]
    function = _compile_upstream(ELEMENTWISE.format(M=shape[0], N=shape[1]))
    expected = np.tanh(inputs[0] * inputs[1] + inputs[2])
    np.testing.assert_allclose(function(*inputs), expected, rtol=2e-6, atol=2e-6)


@needs_upstream
@pytest.mark.parametrize("out_params", [True, False], ids=["out-params", "returned-memref"])
def test_matmul_matches_numpy(out_params):
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal((13, 7)).astype(np.float32), rng.standard_normal((7, 5)).astype(np.float32)
    function = _compile_upstream(MATMUL.format(M=13, K=7, N=5), out_params)
    assert function.signature["out_params"] == [out_params]  # per result: the one matmul result
    np.testing.assert_allclose(function(a, b), a @ b, rtol=1e-5, atol=1e-5)


@needs_upstream
def test_two_results_and_a_reduction():
    x = np.random.default_rng(2).standard_normal((6, 9))
    row_max, same = _compile_upstream(ROW_MAX.format(M=6, N=9))(x)
    np.testing.assert_array_equal(row_max, x.max(axis=1))
    np.testing.assert_array_equal(same, x)


@pytest.mark.skipif(MLIR_OPT is None or MLIR_TRANSLATE is None, reason="upstream mlir-opt/mlir-translate not installed")
def test_our_translation_behaves_like_upstreams():
    llvm_module, signature = _upstream_llvm_dialect(ELEMENTWISE.format(M=4, N=33))
    upstream_ir = subprocess.run(
        [MLIR_TRANSLATE, "--mlir-to-llvmir"], input=str(llvm_module), capture_output=True, text=True, check=True
    ).stdout
    inputs = [np.random.default_rng(i).standard_normal((4, 33)).astype(np.float32) for i in range(3)]
    ours = CompiledFunction(translate_to_llvmir(llvm_module), dict(signature), {}, None)(*inputs)
    theirs = CompiledFunction(upstream_ir, dict(signature), {}, None)(*inputs)
    np.testing.assert_array_equal(ours, theirs)


# -- our own default pipeline ------------------------------------------------


def test_default_pipeline_from_linalg_tensors():
    _skip_unless_pipeline("tensors")
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((8, 5)).astype(np.float32), rng.standard_normal((5, 3)).astype(np.float32)
    function = compile(MATMUL.format(M=8, K=5, N=3), cache=False)
    np.testing.assert_allclose(function(a, b), a @ b, rtol=1e-5, atol=1e-5)


def test_tensors_entry_passes_run_only_for_a_program_starting_there():
    """The tensors stage's Winograd decomposition, small-float emulation and HLO lowering (`TENSORS_ENTRY`) run
    for a program written with tensors, before the rest of the stage, and not again after the hlo stage, which
    ran the last two itself; the other passes of the stage run from either start, in the same order."""
    from aiopt.transforms.hlo_to_cpu_pipeline import TENSORS_ENTRY, stage_pipeline, stages

    def names(pipeline: str) -> list[str]:
        return [p.partition("{")[0] for p in pipeline.split(",")]

    tensors_stage = names(",".join(dict(stages())["tensors"]))
    assert set(TENSORS_ENTRY) <= set(tensors_stage)
    rest = [p for p in tensors_stage if p not in TENSORS_ENTRY]
    for parallel in (True, False):
        from_hlo = names(stage_pipeline("hlo", parallel))
        hlo_stage = names(",".join(dict(stages(parallel))["hlo"]))
        assert from_hlo[: len(hlo_stage)] == hlo_stage
        assert from_hlo[len(hlo_stage) : len(hlo_stage) + len(rest)] == rest
        assert [from_hlo.count(p) for p in TENSORS_ENTRY] == [0, 1, 1]
        from_tensors = names(stage_pipeline("tensors", parallel))
        assert from_tensors[1 : 1 + len(TENSORS_ENTRY)] == list(TENSORS_ENTRY)
        # From tensors: the run-time checks first and a canonicalize after the fusion (`TENSOR_CHECKS_CLEANUP`).
        cleanup = from_tensors.index("linalg-fuse-elementwise-ops") + 1
        assert from_tensors[0] == "generate-runtime-verification" and from_tensors[cleanup] == "canonicalize"
        same = [p for i, p in enumerate(from_tensors) if i not in (0, cleanup) and p not in TENSORS_ENTRY]
        assert from_hlo[len(hlo_stage) :] == same


@pytest.mark.parametrize("model", ["mlp", "softmax", "layernorm", "conv2d"])
def test_default_pipeline_matches_the_interpreter(model):
    _skip_unless_pipeline("hlo")
    from aiopt.reference.interpreter import find_function, run_function
    from aiopt.tools.ai_runner import random_inputs

    text = (MODELS / f"{model}.mhlo.mlir").read_text()
    module = parse_module(default_registry().make_context(), text, model)
    inputs = random_inputs(list(find_function(module, "main").function_type.inputs.data), 0)
    expected = run_function(module, "main", inputs)
    results = compile(text, cache=False).call(*inputs)
    for got, want in zip(results, expected):
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


# -- levels, signatures and errors ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ((MODELS / "mlp.mhlo.mlir").read_text(), "hlo"),
        (MATMUL.format(M=2, K=2, N=2), "tensors"),
        ("func.func @main(%m: memref<4xf32>) {\n  return\n}\n", "buffers"),
        (SCALAR, "llvm"),
    ],
)
def test_input_level(text, level):
    module = parse_module(default_registry().make_context(), text, "<test>")
    assert input_level(module) == level


def test_llvm_level_entry_is_called_directly():
    function = compile(SCALAR, cache=False)
    assert function(np.float32(1.5), np.int64(3)) == np.float32(4.5)
    assert function.timings["Translate to LLVM IR"] >= 0


CALLING_ENTRIES = """
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @g(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = arith.mulf %0, %x : tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""


def _definitions(llvm_ir: str) -> list[str]:
    return re.findall(r"^define (?:internal )?\S+ @[\w.]+", llvm_ir, re.M)


def test_an_entry_behind_its_c_interface_is_internal():
    """Only `_mlir_ciface_<entry>` is called from outside: the entry is internal (LLVM inlines it into the
    wrapper instead of compiling it twice and guarding both), other functions keep their linkage, and calls
    between entries still work."""
    x = np.arange(4, dtype=np.float32)
    g = compile(CALLING_ENTRIES, "g", cache=False)
    assert _definitions(g.llvm_ir) == ["define void @f", "define internal void @g", "define void @_mlir_ciface_g"]
    np.testing.assert_array_equal(g(x), (x + x) * x)
    both = compiler.compile_entries(CALLING_ENTRIES, ["f", "g"])
    assert _definitions(both["f"].llvm_ir) == [
        "define internal void @f", "define void @_mlir_ciface_f", "define internal void @g", "define void @_mlir_ciface_g",
    ]  # fmt: skip
    np.testing.assert_array_equal(both["f"](x), x + x)
    np.testing.assert_array_equal(both["g"](x), (x + x) * x)


def test_an_entry_called_by_its_own_symbol_stays_external():
    assert _definitions(compile(SCALAR, cache=False).llvm_ir) == ["define float @main"]


def test_inputs_are_checked_before_running():
    function = compile(SCALAR, cache=False)
    with pytest.raises(InputError, match=r"@main takes 2 arguments, but 1 inputs were given"):
        function(np.float32(1.0))
    with pytest.raises(InputError, match=r"argument #1 of @main must have dtype int64, but the input has dtype int32"):
        function(np.float32(1.0), np.int32(2))
    with pytest.raises(InputError, match=r"argument #0 of @main must have shape \[\], but the input has shape \[2\]"):
        function(np.zeros(2, np.float32), np.int64(2))


@needs_upstream
def test_shape_is_checked():
    function = _compile_upstream(MATMUL.format(M=2, K=3, N=4))
    with pytest.raises(
        InputError, match=r"argument #1 of @main must have shape \[3, 4\], but the input has shape \[4, 3\]"
    ):
        function(np.zeros((2, 3), np.float32), np.zeros((4, 3), np.float32))


def test_missing_entry_is_an_error():
    with pytest.raises(CompileError, match=r"error: no function named '@nope' in the module"):
        compile(SCALAR, "nope", cache=False)


def test_bad_pipeline_is_an_error():
    """At its place in the pipeline text, as ai-opt reports it (it was an 'internal error' at <input>:0:0)."""
    with pytest.raises(
        CompileError, match="^MLIR Textual PassPipeline Parser:1:1: error: invalid pipeline 'frobnicate': 'frobnicate' "
    ):
        compile(SCALAR, pipeline="frobnicate", cache=False)
    with pytest.raises(CompileError) as caught:
        compile(SCALAR, pipeline="builtin.module(func.func(canonicalize{max-iterations=x}))", cache=False)
    assert str(caught.value).splitlines() == [
        "MLIR Textual PassPipeline Parser:1:54: error: invalid pipeline "
        "'builtin.module(func.func(canonicalize{max-iterations=x}))': "
        "invalid value 'x' for option 'max-iterations': expected an integer",
        "builtin.module(func.func(canonicalize{max-iterations=x}))",
        " " * 53 + "^",
    ]


def test_arguments_of_other_types_are_type_errors():
    """Bytes, None or a number where MLIR text, the entry's name or a pipeline goes: a TypeError that names the
    argument (bytes reached the parser and failed inside it with an AttributeError)."""
    cases = [
        ((SCALAR.encode(),), r"compile\(\) takes MLIR text \(str\), MLIR bytecode \(bytes\) or a ModuleOp, not bytes "
         r"that are no bytecode"),
        ((None,), r"compile\(\) takes MLIR text \(str\), MLIR bytecode \(bytes\) or a ModuleOp, not NoneType"),
        ((SCALAR, None), r"compile\(\)'s entry must be a str, not NoneType"),
        ((SCALAR, "main", 3), r"compile\(\)'s pipeline must be a str, not int"),
    ]
    for arguments, message in cases:
        with pytest.raises(TypeError, match=message):
            compile(*arguments, cache=False)


def test_compiles_mlir_bytecode():
    """MLIR bytecode (bytes that start with b"ML\\xefR", as `mlir-opt --emit-bytecode` and `jax.export` write)
    compiles as its text does; a truncated file is a CompileError at the file."""
    from aiopt.support.bytecode_writer import write_bytecode

    data = write_bytecode(parse_module(default_registry().make_context(), SCALAR, "scalar.mlir"))
    fn = compile(data, cache=False)
    assert fn(np.float32(2.0), np.int64(3)) == compile(SCALAR, cache=False)(np.float32(2.0), np.int64(3)) == 6.0
    with pytest.raises(CompileError, match=r"^m.mlirbc:0:0: error: attempting to parse"):
        compile(data[:40], filename="m.mlirbc", cache=False)


def test_pipeline_must_reach_the_llvm_dialect():
    text = "func.func @main(%x: f32) -> f32 {\n  return %x : f32\n}\n"
    with pytest.raises(CompileError, match="the pipeline left no '_mlir_ciface_main' llvm.func"):
        compile(text, pipeline="canonicalize", cache=False)


def test_verify_result_verifies_the_default_pipelines_result_once(monkeypatch):
    """AIOPT_VERIFY_RESULT (the tests' setting): one verification after the default pipeline, none per pass."""
    import aiopt.support.verifier as verifier

    calls = []
    real = verifier.verify_operation
    monkeypatch.setattr(verifier, "verify_operation", lambda op: (calls.append(op.name), real(op)))
    monkeypatch.delenv(compiler.VERIFY_EACH_VARIABLE, raising=False)
    monkeypatch.setenv(compiler.VERIFY_RESULT_VARIABLE, "1")
    compiled = compile(ELEMENTWISE.format(M=2, N=3), cache=False)
    assert "Verifier" in compiled.timings
    assert calls == ["builtin.module", "builtin.module"]  # the parsed module, then the pipeline's result
    calls.clear()
    monkeypatch.setenv(compiler.VERIFY_EACH_VARIABLE, "1")
    compile(ELEMENTWISE.format(M=3, N=2), cache=False)
    assert len(calls) > 5  # after the passes that changed the IR


def test_default_pipelines_result_is_verified_when_translation_fails(monkeypatch):
    # Without AIOPT_VERIFY_EACH or AIOPT_VERIFY_RESULT (the tests set it), what the default pipeline made is
    # verified only when translating it fails; then the diagnostic is the verifier's, located at the invalid op.
    from xdsl.dialects.builtin import IntegerType

    import aiopt.targets.mlir_to_llvmir as mlir_to_llvmir

    monkeypatch.delenv(compiler.VERIFY_EACH_VARIABLE, raising=False)
    monkeypatch.delenv(compiler.VERIFY_RESULT_VARIABLE, raising=False)
    text = ELEMENTWISE.format(M=2, N=3)
    compiled = compile(text, cache=False)
    assert "Verifier" not in compiled.timings
    assert "Verifier" in compile(text, pipeline=default_pipeline("tensors"), cache=False).timings

    def corrupt_then_fail(module, **options):
        arithmetic = next(op for op in module.walk() if op.name in ("llvm.fadd", "llvm.fmul"))
        function = arithmetic.parent_op()
        while function.name != "llvm.func":
            function = function.parent_op()
        integer = next(a for a in function.body.blocks[0].args if isinstance(a.type, IntegerType))
        arithmetic.operands = [integer, *arithmetic.operands[1:]]  # what a faulty pass might leave
        raise KeyError("translation tripped over it")

    monkeypatch.setattr(mlir_to_llvmir, "translate_to_llvmir", corrupt_then_fail)
    with pytest.raises(CompileError, match="the IR after the pipeline does not verify"):
        compile(text, cache=False)


def test_a_python_error_in_the_pipeline_is_a_compile_error(monkeypatch):
    # A pass that fails with a Python error on a program it should have refused (a bug) still gives the
    # caller a CompileError, with the error as its cause; it was the pass's exception itself (StopIteration
    # from canonicalize on a mutation fuzzer's mhlo.pad).
    from aiopt.transforms.canonicalize import CanonicalizePass

    def trip(self, ctx, op):
        raise StopIteration

    monkeypatch.setattr(CanonicalizePass, "apply", trip)
    with pytest.raises(CompileError, match=r"^<input>:0:0: error: internal error: StopIteration$") as err:
        compile(ELEMENTWISE.format(M=2, N=5), cache=False)
    assert isinstance(err.value.__cause__, StopIteration)


def test_ir_that_llvm_refuses_is_a_compile_error_at_the_module(monkeypatch):
    # What LLVM refuses after translation has no op to point at: the error is at the module (file:0:0), as
    # MLIR reports an unlocated one (it was 'error: LLVM rejected the IR', without a file).
    import aiopt.targets.mlir_to_llvmir as mlir_to_llvmir

    monkeypatch.setattr(mlir_to_llvmir, "translate_to_llvmir", lambda module, **options: "define i0 @main() {\n}\n")
    with pytest.raises(CompileError, match=r"^m\.mlir:0:0: error: LLVM rejected the IR"):
        compile(ELEMENTWISE.format(M=3, N=5), cache=False, filename="m.mlir")


# -- caching ---------------------------------------------------------------------


def test_compiled_functions_are_cached_in_process_and_on_disk(tmp_path, monkeypatch):
    # Whatever ran before in this process: the runtime libraries are loaded (a process's first compile
    # stores them in its cache directory), and SCALAR is not compiled in this process yet.
    compile(SCALAR, cache_dir=tmp_path / "first-compile")
    monkeypatch.setattr(compiler, "_COMPILED", {})
    tmp_path = tmp_path / "cache"
    first = compile(SCALAR, cache_dir=tmp_path)
    assert compile(SCALAR, cache_dir=tmp_path) is first
    assert len(list(tmp_path.glob("*.json"))) == 1
    assert len(list(tmp_path.glob("*.o"))) == 1
    # A new process finds the artifacts on disk and runs no pass.
    monkeypatch.setattr(compiler, "_COMPILED", {})
    monkeypatch.setattr(compiler, "_lower", lambda *args: pytest.fail("the cached artifact was not used"))
    again = compile(SCALAR, cache_dir=tmp_path)
    assert again is not first
    assert again(np.float32(2.0), np.int64(4)) == np.float32(8.0)


def test_jit_of_cached_ir_matches(tmp_path):
    function = compile(SCALAR, cache_dir=tmp_path)
    assert JitModule(function.llvm_ir).address("main")


BF16 = """
func.func @main(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = mhlo.multiply %a, %b : tensor<4xbf16>
  func.return %0 : tensor<4xbf16>
}
"""


def test_bf16_tensors_cross_as_float32_arrays():
    """bf16 elements are 2 bytes in memory (upstream's layout): float32 inputs are rounded to bf16
    (nearest even) on the way in, and results widened to float32."""
    function = compile(BF16, cache=False)
    assert function.inputs[0].bf16 and function.inputs[0].dtype == np.float32
    a = np.array([1.0, 1.00390625, 3.0, -2.0], np.float32)
    b = np.array([1.0, 1.0, 1.0 / 3.0, 0.5], np.float32)
    # 1 + 2^-8 rounds to 1 (tie to even); 1/3 rounds to 0.333984375; 3 x that is 1.001953125,
    # which rounds to 1.0 in bf16.
    np.testing.assert_array_equal(function(a, b), np.array([1.0, 1.0, 1.0, -1.0], np.float32))


@pytest.mark.parametrize("type_", ["complex<f16>", "memref<2xcomplex<f16>>", "memref<complex<bf16>>"])
def test_complex_of_16_bit_parts_are_refused(type_: str):
    """numpy holds them in complex128, where compiled code's memory has 2 x 2 bytes: a memref<2xcomplex<f16>>
    argument read the caller's complex128 array as 4 pairs of f16 (its element 1 was 4.7e-310 + 0j, not 3 + 4j).
    Complex scalars of f32 and f64 parts cross (test_compiled_complex_scalars.py)."""
    text = f"func.func @main(%a: {type_}) -> {type_} {{\n  func.return %a : {type_}\n}}"
    with pytest.raises(CompileError, match=f"@main has type {re.escape(type_)}, which compiled code cannot take yet"):
        compile(text, cache=False)


def test_several_entries_compile_at_once():
    """compile_entries: one pipeline run and one JIT module for every entry of a module."""
    text = (
        "func.func @double(%a: tensor<3xf32>) -> tensor<3xf32> {\n"
        "  %0 = mhlo.add %a, %a : tensor<3xf32>\n  func.return %0 : tensor<3xf32>\n}\n"
        "func.func @negate(%a: tensor<3xi32>) -> tensor<3xi32> {\n"
        "  %0 = mhlo.negate %a : tensor<3xi32>\n  func.return %0 : tensor<3xi32>\n}\n"
    )
    functions = compiler.compile_entries(text, ["double", "negate"])
    assert functions["double"]._function.jit is functions["negate"]._function.jit
    np.testing.assert_array_equal(functions["double"](np.arange(3, dtype=np.float32)), [0.0, 2.0, 4.0])
    np.testing.assert_array_equal(functions["negate"](np.arange(3, dtype=np.int32)), [0, -1, -2])
    assert compiler.compile_entries(text, ["double", "negate"]) is functions


MIXED_RESULTS = """
func.func @main(%a: tensor<2xf32>, %d: tensor<i32>) -> (tensor<2xf32>, tensor<?xf32>, tensor<f32>, tensor<?xf32>) {
  %r = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %x = stablehlo.dynamic_reshape %a, %r : (tensor<2xf32>, tensor<1xi32>) -> tensor<?xf32>
  %n = stablehlo.negate %a : tensor<2xf32>
  %z = stablehlo.constant dense<3.0> : tensor<f32>
  %y = stablehlo.abs %x : tensor<?xf32>
  return %n, %x, %z, %y : tensor<2xf32>, tensor<?xf32>, tensor<f32>, tensor<?xf32>
}
"""


def test_static_results_beside_dynamic_ones(tmp_path):
    """Static results become out parameters, dynamic ones come back through the C interface (was a segfault)."""
    function = compile(MIXED_RESULTS, cache_dir=tmp_path)
    assert function.signature["out_params"] == [True, False, True, False]
    a = np.array([-1.25, 2.5], np.float32)
    n, x, z, y = function(a, np.array(2, np.int32))
    np.testing.assert_array_equal(n, -a)
    np.testing.assert_array_equal(x, a)
    np.testing.assert_array_equal(z, np.float32(3.0))
    np.testing.assert_array_equal(y, np.abs(a))
    # The benchmark path allocates only the out parameters.
    results = function.prepared_call([a, np.array(2, np.int32)])()
    np.testing.assert_array_equal(results[3], np.abs(a))


def test_prepared_call_converts_the_inputs_once(tmp_path):
    """`prepared_call` (the benchmarks' path) converts bf16 inputs to their bits once: the call gives what a
    plain call gives (it converted the bits again, as if they were numbers)."""
    function = compile(
        """
func.func @main(%a: tensor<5xbf16>, %b: tensor<5xbf16>) -> tensor<5xbf16> {
  %0 = stablehlo.add %a, %b : tensor<5xbf16>
  return %0 : tensor<5xbf16>
}""",
        cache_dir=tmp_path,
    )
    a = np.array([1.5, -2.0, 3.25, 1e-40, np.nan], np.float32)
    b = np.array([0.25, 7.0, -3.25, 2.0, 1.0], np.float32)
    (expected,) = function.call(a, b)
    (prepared,) = function.prepared_call([a, b])()
    np.testing.assert_array_equal(prepared, expected)
    np.testing.assert_array_equal(expected[:3], np.array([1.75, 5.0, 0.0], np.float32))



def test_prepared_call_outlives_the_function_object():
    """`prepared_call`'s callable builds its descriptors once and keeps what they point into, and the compiled
    module, alive: dropping the function object must not unmap the code (it segfaulted once it did), and each
    call writes the same output arrays again."""
    import gc

    function = compile(
        """
func.func @main(%a: tensor<3x4xf32>, %s: tensor<f32>) -> tensor<3x4xf32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
  %0 = stablehlo.multiply %a, %b : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}""",
        cache=False,
    )
    a = np.arange(12, dtype=np.float32).reshape(4, 3).T  # not C-contiguous: prepare copies it
    call = function.prepared_call([a, np.array(2.0, np.float32)])
    del function, a
    gc.collect()
    for _ in range(3):
        (result,) = call()
        np.testing.assert_array_equal(result, 2 * np.arange(12, dtype=np.float32).reshape(4, 3).T)
    assert call()[0] is result

NARROW_INTEGERS = """
func.func @main(%a: tensor<4xi4>, %b: tensor<4xi4>, %u: tensor<3xui4>, %w: tensor<2xi12>)
    -> (tensor<4xi4>, tensor<4xi4>, tensor<3xui4>, tensor<4xi4>, tensor<2xi12>) {
  %0 = stablehlo.add %a, %b : tensor<4xi4>
  %1 = stablehlo.popcnt %a : tensor<4xi4>
  %2 = stablehlo.add %u, %u : tensor<3xui4>
  %3 = stablehlo.count_leading_zeros %a : tensor<4xi4>
  %4 = stablehlo.add %w, %w : tensor<2xi12>
  return %0, %1, %2, %3, %4 : tensor<4xi4>, tensor<4xi4>, tensor<3xui4>, tensor<4xi4>, tensor<2xi12>
}
"""


def test_integers_narrower_than_their_holder_cross_the_boundary_in_their_width(tmp_path):
    """i4 inputs are masked to 4 bits (compiled loads assume zero upper bits), results sign-extended (were 14 for -2)."""
    function = compile(NARROW_INTEGERS, cache_dir=tmp_path)
    a, b = np.array([7, -6, -1, -8], np.int8), np.array([7, 1, -1, 0], np.int8)
    u, w = np.array([15, 8, 3], np.uint8), np.array([2047, -2048], np.int16)
    added, popcount, unsigned, leading, wide = function(a, b, u, w)
    np.testing.assert_array_equal(added, [-2, -5, -2, -8])
    np.testing.assert_array_equal(popcount, [3, 2, 4, 1])
    np.testing.assert_array_equal(unsigned, [14, 0, 6])
    np.testing.assert_array_equal(leading, [1, 0, 0, 0])
    np.testing.assert_array_equal(wide, [-2, 0])


def test_rank_0_narrow_integers(tmp_path):
    text = """
func.func @main(%a: tensor<i4>, %b: tensor<i4>) -> tensor<i4> {
  %0 = stablehlo.add %a, %b : tensor<i4>
  return %0 : tensor<i4>
}
"""
    function = compile(text, cache_dir=tmp_path)
    assert function(np.array(7, np.int8), np.array(7, np.int8)) == -2
    assert function(np.array(-3, np.int8), np.array(7, np.int8)) == 4


COMPLEX_CONSTANTS = """
func.func @main(%a: tensor<2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<complex<f32>>) {
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %0 = stablehlo.add %a, %c : tensor<2xcomplex<f32>>
  %s = stablehlo.constant dense<(0.5, -0.25)> : tensor<3xcomplex<f64>>
  %r = stablehlo.constant dense<(7.0, 8.0)> : tensor<complex<f32>>
  return %0, %s, %r : tensor<2xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<complex<f32>>
}
"""


def test_complex_constants_compile(tmp_path):
    """Complex constants were 'failed to legalize operation mhlo.constant' (56 StableHLO conformance cases)."""
    added, splat, scalar = compile(COMPLEX_CONSTANTS, cache_dir=tmp_path)(np.array([1 + 1j, 2 - 3j], np.complex64))
    np.testing.assert_array_equal(added, np.array([2 + 3j, 5 - 7j], np.complex64))
    np.testing.assert_array_equal(splat, np.full(3, 0.5 - 0.25j, np.complex128))
    np.testing.assert_array_equal(scalar, np.complex64(7 + 8j))


BF16_DOUBLE = """func.func @main(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = stablehlo.add %a, %a : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
"""


def _bf16_bits_as_void(values: np.ndarray) -> np.ndarray:
    """bf16 values as JAX users' arrays reach us without ml_dtypes: 2-byte void (what an .npz stores)."""
    from aiopt.runtime.jit import bf16_bits

    return bf16_bits(values).view("V2")


def test_bf16_inputs_may_be_bf16_bits():
    values = np.array([1.5, -2.0, 3.25, 0.1], np.float32)
    double = compile(BF16_DOUBLE, cache=False)
    expected = double(values)
    np.testing.assert_array_equal(double(_bf16_bits_as_void(values)), expected)
    ml_dtypes = pytest.importorskip("ml_dtypes")
    np.testing.assert_array_equal(double(values.astype(ml_dtypes.bfloat16)), expected)


def test_ai_runner_reads_bf16_bits_from_npz(tmp_path):
    from tool_testing import run_tool

    source = tmp_path / "double.mlir"
    source.write_text(BF16_DOUBLE)
    inputs = tmp_path / "in.npz"
    np.savez(inputs, arg0=_bf16_bits_as_void(np.array([1.5, -2.0, 3.25, 0.1], np.float32)))
    for mode in ([], ["--interpret"]):
        result = run_tool("ai-runner", str(source), "--inputs", str(inputs), *mode)
        assert result.returncode == 0, result.stderr
        assert "out0 = [ 3.        , -4.        ,  6.5       ,  0.20019531] : float32[4]" in result.stdout
    # Other 2-byte data for a bf16 argument, or bits for an f32 one, is still an error.
    np.savez(inputs, arg0=np.zeros(4, np.float16))
    result = run_tool("ai-runner", str(source), "--inputs", str(inputs))
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert (
        "double.mlir:1:1: error: argument #0 of @main must have dtype float32 (bf16 values) or bf16 bit patterns "
        "(ml_dtypes.bfloat16, or 2-byte void, |V2), but the input has dtype float16"
    ) in result.stderr


API_MLP = """func.func @main(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.tanh %0 : tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
"""


def test_compile_stablehlo_is_the_compile_api():
    import aiopt

    rng = np.random.default_rng(0)
    x, w = rng.standard_normal((2, 3), dtype=np.float32), rng.standard_normal((3, 4), dtype=np.float32)
    fn = aiopt.compile_stablehlo(API_MLP, cache=False)
    np.testing.assert_allclose(fn(x, w), np.tanh(x @ w), rtol=1e-5, atol=1e-6)
    with pytest.raises(aiopt.InputError, match="must have dtype float32"):
        fn(x.astype(np.float64), w)
    with pytest.raises(AttributeError):
        aiopt.no_such_name  # noqa: B018


MIXED_ARGUMENTS = """
func.func @main(%a: tensor<3x4xf32>, %s: tensor<f32>, %d: tensor<?xi32>)
    -> (tensor<3x4xf32>, tensor<?xi32>, tensor<f32>) {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
  %0 = stablehlo.multiply %a, %b : tensor<3x4xf32>
  %1 = stablehlo.add %d, %d : tensor<?xi32>
  %2 = stablehlo.add %s, %s : tensor<f32>
  return %0, %1, %2 : tensor<3x4xf32>, tensor<?xi32>, tensor<f32>
}
"""


class _ArraySubclass(np.ndarray):
    pass


def _layouts(array: np.ndarray) -> list[np.ndarray]:
    """`array` as the caller may hold it: itself, a transposed copy's view, a strided view, read-only, a subclass."""
    frozen = array.copy()
    frozen.flags.writeable = False
    strided = np.zeros((2 * array.shape[0], *array.shape[1:]), array.dtype)[::2]
    strided[...] = array
    return [array, np.ascontiguousarray(array.T).T, strided, frozen, array.view(_ArraySubclass)]


@pytest.mark.parametrize("layout", range(5))
def test_inputs_of_any_layout_give_the_same_results(layout):
    """A call takes each input as it is where it can (C-contiguous, of the argument's shape and dtype: its
    descriptor's layout packed in advance) and copies or views it otherwise: results are numpy's either way,
    for static, dynamic and rank-0 arguments, and rank-0 ones given as numpy scalars or 0-d arrays."""
    function = compile(MIXED_ARGUMENTS, cache=False)
    a = np.arange(12, dtype=np.float32).reshape(3, 4) - 5.5
    d = np.array([3, -7, 2**30, 0, 5], np.int32)
    a_in, d_in = _layouts(a)[layout], _layouts(d.reshape(5, 1))[layout].reshape(5)
    for s in (np.float32(-2.5), np.array(-2.5, np.float32)):
        product, doubled, twice = function(a_in, s, d_in)
        np.testing.assert_array_equal(product, a * np.float32(-2.5))
        np.testing.assert_array_equal(doubled, d + d)
        assert twice.shape == () and twice.dtype == np.float32 and twice == -5.0
        for result in (product, doubled, twice):
            assert type(result) is np.ndarray and result.flags.owndata


def test_inputs_that_do_not_fit_are_refused_as_before():
    """The checks of every call: the count, then each input's shape and dtype (arrays that fit are compared
    once; the others go through `check_input`, with its messages)."""
    function = compile(MIXED_ARGUMENTS, cache=False)
    a, s, d = np.zeros((3, 4), np.float32), np.float32(1), np.zeros(2, np.int32)
    cases = [
        ((a, s), r"@main takes 3 arguments, but 2 inputs were given"),
        ((a.astype(float), s, d), r"argument #0 of @main must have dtype float32, but the input has dtype float64"),
        ((a.T.copy(), s, d), r"argument #0 of @main must have shape \[3, 4\], but the input has shape \[4, 3\]"),
        ((a, np.float64(1), d), r"argument #1 of @main must have dtype float32, but the input has dtype float64"),
        ((a, np.ones(1, np.float32), d), r"argument #1 of @main must have shape \[\], but the input has shape \[1\]"),
        ((a, s, np.int32(2)), r"argument #2 of @main must have shape \[\?\], but the input has shape \[\]"),
        (([[1, 2, 3, 4]] * 3, s, d), r"argument #0 of @main must have dtype float32, but the input has dtype int64"),
    ]
    for arguments, message in cases:
        with pytest.raises(InputError, match=message):
            function(*arguments)


def test_given_outputs_are_the_results():
    """With `outputs`, the out-parameter results are those arrays (in a list of their own, never the caller's)."""
    function = compile(MIXED_ARGUMENTS, cache=False)
    outputs = [np.full((3, 4), np.nan, np.float32), np.full((), np.nan, np.float32)]
    a, d = np.ones((3, 4), np.float32), np.array([1, 2], np.int32)
    results = function.call(a, np.float32(3), d, outputs=outputs)
    assert results is not outputs and results[0] is outputs[0] and results[2] is outputs[1]
    np.testing.assert_array_equal(outputs[0], np.full((3, 4), 3, np.float32))
    assert outputs[1] == 6
    np.testing.assert_array_equal(results[1], [2, 4])


def test_given_outputs_that_do_not_fit_are_input_errors():
    """The compiled code writes each out-parameter result into its array as the result's own layout: an array
    of another count, shape, dtype or layout, or one that is not an array or not writeable, is an InputError
    before the call (the code wrote 12 floats into a 2x3 array past its end, or f32 bits into f64 elements)."""
    function = compile(MIXED_ARGUMENTS, cache=False)
    a, d = np.ones((3, 4), np.float32), np.array([1, 2], np.int32)
    frozen = np.zeros((3, 4), np.float32)
    frozen.flags.writeable = False
    scalar = np.zeros((), np.float32)
    cases = [
        ([], r"@main writes 2 results into given arrays, but 0 outputs were given"),
        (np.zeros(2), r"outputs of @main must be a list of arrays, not a ndarray"),
        ([np.zeros((3, 4), np.float32)], r"@main writes 2 results into given arrays, but 1 outputs were given"),
        ([None, scalar], r"result #0 of @main must be written into an array of shape \[3, 4\], but the output is a N"),
        ([np.zeros((2, 3), np.float32), scalar], r"but the output has shape \[2, 3\] and dtype float32"),
        ([np.zeros((3, 4), np.float64), scalar], r"dtype float32, but the output has shape \[3, 4\] and dtype float64"),
        ([np.zeros((4, 3), np.float32).T, scalar], r"C-contiguous and writeable, but the output is not C-contiguous"),
        ([frozen, scalar], r"C-contiguous and writeable, but the output is not writeable"),
        ([np.zeros((3, 4), np.float32), np.zeros(1, np.float32)], r"result #2 of @main must be written into an arr"),
    ]
    for outputs, message in cases:
        with pytest.raises(InputError, match=message):
            function.call(a, np.float32(3), d, outputs=outputs)
    assert not frozen.any()


def test_input_copy_out_of_memory_is_a_runtime_error():
    """An input that must be made contiguous (a broadcast view of 2**60 bytes) fails as compiled code's failed
    allocation does (RuntimeCheckError, 'out of memory: ...'), not with numpy's MemoryError."""
    from aiopt.support.diagnostics import RuntimeCheckError

    function = compile(MIXED_ARGUMENTS, cache=False)
    huge = np.lib.stride_tricks.as_strided(np.zeros(1, np.int32), shape=(2**58,), strides=(0,))  # past any memory
    with pytest.raises(RuntimeCheckError, match=r"out of memory: cannot allocate 1152921504606846976 bytes"):
        function.call(np.ones((3, 4), np.float32), np.float32(3), huge)


def test_calls_on_several_threads_at_once():
    """Each call builds its own descriptors and results: threads calling one compiled function at once (its
    code runs without the GIL) each get their own inputs' results."""
    import threading

    function = compile(MIXED_ARGUMENTS, parallel=False, cache=False)
    failures: list[str] = []

    def run(seed: int) -> None:
        rng = np.random.default_rng(seed)
        for _ in range(300):
            a = rng.standard_normal((3, 4)).astype(np.float32)
            s = np.float32(rng.standard_normal())
            d = rng.integers(-100, 100, rng.integers(0, 9)).astype(np.int32)
            product, doubled, twice = function(a, s, d)
            if not (np.array_equal(product, a * s) and np.array_equal(doubled, d + d) and twice == s + s):
                failures.append(f"thread {seed}")
                return

    threads = [threading.Thread(target=run, args=(seed,)) for seed in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
