"""The Python compile API: MLIR text at any level in, a function on numpy arrays out.

    from aiopt.runtime.compiler import compile
    mlp = compile(open("examples/models/mlp.mhlo.mlir").read())
    out = mlp(x, w1, b1, w2, b2)

`compile` finds the level the program is written at (stablehlo/mhlo/chlo,
linalg on tensors, lmhlo, buffers and loops, or the llvm dialect), runs the rest of
the default CPU pipeline (`hlo-to-cpu-pipeline`, see
`aiopt.transforms.hlo_to_cpu_pipeline`) or the `pipeline` given, translates
the llvm dialect to LLVM IR and JIT-compiles it for the host.

Compiled functions are cached by a hash of everything that changes the
code (the input text, the entry, the pipeline and its options, aiopt's own
sources, the xDSL, llvmlite and numpy versions, the target CPU and its
features; not the file name): in the process, and on disk under `cache_dir`
(default `$AIOPT_CACHE_DIR`, else the user's cache directory), where the LLVM
IR, the signature and the machine code are kept, so that a later process
skips the passes and the code generation. The disk cache is treated as
untrusted (`aiopt.runtime.compile_cache`): private, checksummed, and skipped
with a warning when it cannot be used.

The IR is verified after parsing; the result of a pipeline the caller wrote
is verified before translation, the default pipeline's only where
translating it fails or `AIOPT_VERIFY_RESULT=1` (the test suite sets it).
`AIOPT_VERIFY_EACH=1` verifies the IR after every pass, as `ai-opt` does
(the differential tester sets it).

Inputs are checked before anything runs: their count, shapes and dtypes must
match the entry's argument types exactly (`InputError` says which differs).
Tensors of the small float types (bf16, and the f8/f6/f4 types f8E4M3FN,
f8E5M2, f8E4M3, f8E3M4, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E8M0FNU,
f6E2M3FN, f6E3M2FN, f4E2M1FN) take float32 arrays of their values, as the
reference interpreter holds them (rounded to the type on entry, to nearest
even), or their bit patterns: the matching `ml_dtypes` array
(`ml_dtypes.bfloat16`, `ml_dtypes.float8_e4m3fn`, ...), or the void form an
`.npz` file stores those in (`|V2` for bf16, `|V1` for the others). Their
results come back as float32 values, or as the `ml_dtypes` type when an
input of the call is an `ml_dtypes` array (`ml_dtypes` is an optional
dependency, which jax installs; the form of the results depends only on the
inputs). Tensors of
complex numbers are complex64/complex128 arrays (numpy's layout is upstream's).
`compile_entries` compiles several entries of one module at once.
"""

from __future__ import annotations

import functools
import io
import json
import os
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import Attribute, Operation

from aiopt.runtime.compile_cache import (
    CACHE_VARIABLE,
    CompileCache,
    cache_key,
    default_cache_dir,
    sources_digest,
    xdsl_version,
)
from aiopt.runtime.jit import CInterfaceFunction, JitError, JitModule, MemRefArg, ScalarArg, target_cpu
from aiopt.runtime.tuple_results import nest_results
from aiopt.support.collection import young_collections_every
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError, SourceLoc, out_of_memory_message

if TYPE_CHECKING:
    from xdsl.dialects.builtin import MemRefType, ModuleOp, ReducedPrecisionFloatType

    from aiopt.support.registry import Registry

# xDSL's builtin dialect is imported by the functions that read IR: a compile-cache hit (`compile` of a
# program compiled before, in a new process) loads machine code and a signature without it.

HLO_DIALECTS = ("stablehlo", "mhlo", "chlo", "sdy")
SIGNATURE_FORMAT = 2
"""The version of the signature stored with compiled code (part of the cache key): 2 records small float types."""
VERIFY_EACH_VARIABLE = "AIOPT_VERIFY_EACH"
"""Set (the differential tester sets it), the compile API verifies the IR after every pass, as `ai-opt` does."""
VERIFY_RESULT_VARIABLE = "AIOPT_VERIFY_RESULT"
"""Set (the test suite sets it), the compile API verifies what the default pipeline made, once, before
translating it: about a twentieth of the compile time where verifying after every pass costs a fifth."""
__all__ = ["CACHE_VARIABLE", "CompileError", "InputError", "compile", "compile_entries", "default_cache_dir"]


class CompileError(Exception):
    """The program could not be compiled; the message holds the located diagnostics."""


class InputError(DiagnosticError, ValueError):
    """The inputs given to a compiled function do not match its signature."""


def input_level(module: ModuleOp) -> str:
    """The stage of the CPU pipeline a module starts at.

    One of "hlo", "tensors", "lhlo" (lmhlo on buffers), "buffers" or "llvm".
    """
    from xdsl.dialects.builtin import TensorType

    ops = list(module.walk())
    dialects = {op.name.split(".")[0] for op in ops}
    if dialects & set(HLO_DIALECTS):
        return "hlo"
    if "lmhlo" in dialects:
        return "lhlo"
    if not any(op.name == "func.func" for op in ops):
        return "llvm"
    for op in ops:
        values = [*op.results, *(arg for region in op.regions for block in region.blocks for arg in block.args)]
        if any(isinstance(v.type, TensorType) for v in values):
            return "tensors"
    return "buffers"


def default_pipeline(level: str, parallel: bool = True, deallocate: bool = True) -> str:
    """The passes of the default CPU pipeline that lower a module from `level` to the llvm dialect
    (without buffer deallocation where `deallocate` is false: a buffer-level or lmhlo program that frees its
    buffers itself, `buffer_deallocation.frees_its_buffers`)."""
    from aiopt.transforms.hlo_to_cpu_pipeline import stage_pipeline

    return "" if level == "llvm" else stage_pipeline(level, parallel, deallocate)


class EntryFunction:
    """What every compiled entry (CPU: `CompiledFunction`, GPU: `gpu_executor.GpuFunction`) knows of its
    signature, and how it checks the arrays it is called on against it."""

    def __init__(self, signature: dict, timings: dict[str, float]):
        self.signature = signature
        self.entry = signature["entry"]
        self.timings = timings
        """Seconds spent in each pass, in the translation and in the JIT (compile time breakdown)."""
        self.inputs = [_spec_from_json(s) for s in signature["inputs"]]
        self.results = [_spec_from_json(s) for s in signature["results"]]
        self._input_floats = small_float_names(signature["inputs"])
        # The (shape, dtype) an input array fits as it is, where the shape is static: one comparison each.
        self._exact_inputs = [
            (spec.shape if isinstance(spec, MemRefArg) else (), spec.dtype)
            if isinstance(spec, ScalarArg) or min(spec.shape, default=0) >= 0
            else None
            for spec in self.inputs
        ]
        location = signature.get("location")
        self.location = SourceLoc(*location) if location else None
        # The inputs whose memref type fixes a layout of its own (`_static_layout`): index, layout.
        self._layouts = [(k, s["layout"]) for k, s in enumerate(signature["inputs"]) if s.get("layout")]

    def layouts(self, checked: list[np.ndarray]) -> dict[int, LaidOut]:
        """Each input (of `checked`, the inputs after `check_inputs`) of a memref type that fixes its layout,
        copied into a buffer of that layout (`_laid_out`), by index."""
        return {index: _laid_out(layout, np.asarray(checked[index])) for index, layout in self._layouts}

    def laid_out(self, checked: list[np.ndarray]) -> tuple[list[np.ndarray], list[tuple[int, np.ndarray]]]:
        """`checked` (the inputs after `check_inputs`) with each one of a memref type that fixes its layout
        copied into a buffer of that layout (`layouts`), and the views of their elements (index, view)."""
        if not self._layouts:
            return checked, []
        passed, views = list(checked), []
        for index, laid in self.layouts(checked).items():
            passed[index] = laid.passed
            views.append((index, laid.elements))
        return passed, views

    @staticmethod
    def copy_back(arrays: Sequence[np.ndarray], views: list[tuple[int, np.ndarray]]) -> list[int]:
        """A memref argument is the caller's buffer (as `write_back`): the elements of each laid-out input
        (`laid_out`'s views), which the call may have written, go back into the caller's array (where it is a
        writeable array). Returns the indices of the arrays written."""
        written = []
        for index, elements in views:
            original = arrays[index]
            if isinstance(original, np.ndarray) and original.flags.writeable and original.size:
                original[...] = elements
                written.append(index)
        return written

    def check_inputs(self, arrays: Sequence[np.ndarray]) -> list[np.ndarray]:
        """The inputs as arrays, or an InputError naming the first one that does not fit."""
        if len(arrays) != len(self.inputs):
            raise InputError(
                f"@{self.entry} takes {len(self.inputs)} arguments, but {len(arrays)} inputs were given",
                location=self.location,
            )
        checked = list(arrays)
        for index, (value, exact) in enumerate(zip(arrays, self._exact_inputs)):
            # An array (or numpy scalar) of the argument's static shape and own dtype is taken as it is
            # (`check_input` passes it, and `widen_small_floats` leaves it).
            if (
                exact is not None
                and isinstance(value, (np.ndarray, np.generic))
                and value.shape == exact[0]
                and value.dtype == exact[1]
            ):
                if type(value) is not np.ndarray:
                    checked[index] = np.asarray(value)
            else:
                checked[index] = self._checked_input(index, value)
        return checked

    def _checked_input(self, index: int, value) -> np.ndarray:
        """Input #`index` as an array, or an InputError where it does not fit."""
        spec, float_name = self.inputs[index], self._input_floats[index]
        array = np.asarray(value)
        check_input(spec, array.shape, array.dtype, index, self.entry, self.location, float_name)
        return widen_small_floats(float_name, array)


class CompiledFunction(EntryFunction):
    """A compiled entry, callable on numpy arrays; returns one array, or a tuple of them."""

    def __init__(
        self,
        llvm_ir: str,
        signature: dict,
        timings: dict[str, float],
        cache_dir: Path | None,
        jit: JitModule | None = None,
    ):
        super().__init__(signature, timings)
        self.llvm_ir = llvm_ir
        self._nesting = signature.get("nesting")
        self._small_float_results = any(small_float_names(signature["results"]))
        started = time.perf_counter()
        try:
            jit = jit or JitModule(llvm_ir, cache_dir=cache_dir)
            self._function = CInterfaceFunction(
                jit,
                self.entry,
                self.inputs,
                self.results,
                results_as_out_params=signature["out_params"],
                symbol=signature.get("symbol"),
            )
        except JitError as err:
            # LLVM refusing what the pipeline made (an i0 it cannot hold, say): at the module, as MLIR reports
            # an unlocated error.
            raise CompileError(f"{signature.get('source') or '<input>'}:0:0: error: {err}") from None
        self.timings["JIT (llvmlite -O3)"] = time.perf_counter() - started

    def located(self, filename: str) -> CompiledFunction:
        """This function, with input errors located in `filename` (the cache key leaves the file name out)."""
        source = self.signature.get("source")
        if self.location is None or source is None or source == filename or self.location.filename != source:
            return self
        copy = object.__new__(CompiledFunction)
        copy.__dict__.update(self.__dict__)
        copy.location = SourceLoc(filename, self.location.line, self.location.column)
        return copy

    def call(self, *arrays: np.ndarray, outputs: Sequence[np.ndarray] | None = None) -> list:
        """Run the entry; return every result as a list (a tuple-typed result as a tuple of its elements).

        `outputs`: arrays the results passed as out parameters are written into (one for each, in order, of
        the result's shape and dtype, C-contiguous and writeable; an InputError otherwise)."""
        prepared = None
        try:
            # Inputs that fit as they are (those of most calls) skip the checks and conversions below, which
            # would pass them unchanged (`CInterfaceFunction.call_exact`): half of a small call's time.
            results = self._function.call_exact(arrays) if outputs is None and not self._layouts else None
            if results is None:
                checked, views = self.laid_out(self.check_inputs(arrays))
                if outputs is not None:
                    outputs = self._checked_outputs(outputs)
                # (Making an input contiguous copies it: numpy may not have the memory for a broadcast view.)
                prepared = self._function.prepare(checked)
                results = self._function(*prepared, outputs=outputs, prepared=True)
                for index in self.copy_back(arrays, views):
                    prepared[index] = arrays[index]
        except MemoryError as err:
            # numpy could not allocate the results: compiled code's own words for a failed allocation.
            raise RuntimeCheckError(out_of_memory_message(err), location=self.location) from None
        except RuntimeCheckError as err:
            from aiopt.runtime import collectives_runtime

            collectives_runtime.add_detail(err)
            # A failure with no source position of its own (out of memory) is the entry's.
            if err.location is None and err.op is None:
                err.location = self.location
            # The machine code may come from the cache, compiled from the same text under another name.
            source = self.signature.get("source")
            if err.location is not None and self.location is not None and err.location.filename == source:
                err.location = SourceLoc(self.location.filename, err.location.line, err.location.column)
            raise
        if prepared is not None:
            self._function.write_back(arrays, prepared)
        if outputs is None and self._small_float_results:
            results = results_in_input_form(self.signature, arrays, results)
        return results if self._nesting is None else nest_results(results, self._nesting)

    def _checked_outputs(self, outputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        """`call`'s `outputs` as a list, or an InputError naming the first one that does not fit its result.

        Compiled code writes each out-parameter result's elements into its array as the identity layout of
        the result's type: an array of another shape, dtype or layout would get them wrong, or past its end.
        """
        flags = self.signature["out_params"]
        flags = [flags] * len(self.results) if isinstance(flags, bool) else flags
        specs = [(index, spec) for index, (spec, out) in enumerate(zip(self.results, flags)) if out]
        if not isinstance(outputs, (list, tuple)):
            message = f"outputs of @{self.entry} must be a list of arrays, not a {type(outputs).__name__}"
            raise InputError(message, location=self.location)
        outputs = list(outputs)
        if len(outputs) != len(specs):
            raise InputError(
                f"@{self.entry} writes {len(specs)} results into given arrays, but {len(outputs)} outputs were given",
                location=self.location,
            )
        for (index, spec), out in zip(specs, outputs):
            shown = ", ".join(str(d) for d in spec.shape)
            wanted = f"result #{index} of @{self.entry} must be written into an array of shape [{shown}]"
            if not isinstance(out, np.ndarray):
                raise InputError(f"{wanted}, but the output is a {type(out).__name__}", location=self.location)
            if out.shape != spec.shape or out.dtype != spec.dtype:
                raise InputError(
                    f"{wanted} and dtype {spec.dtype}, but the output has shape {list(out.shape)} and dtype "
                    f"{out.dtype}",
                    location=self.location,
                )
            if not out.flags.c_contiguous or not out.flags.writeable:
                why = "not C-contiguous" if not out.flags.c_contiguous else "not writeable"
                message = f"{wanted}, C-contiguous and writeable, but the output is {why}"
                raise InputError(message, location=self.location)
        return outputs

    def prepared_call(self, arrays: Sequence[np.ndarray]):
        """A no-argument callable that runs the entry on already checked inputs (for benchmarks)."""
        prepared = self._function.prepare(self.laid_out(self.check_inputs(arrays))[0])
        return self._function.bind(prepared, self._function.new_outputs())

    def __call__(self, *arrays: np.ndarray):
        results = self.call(*arrays)
        return results[0] if len(results) == 1 else tuple(results)


def check_input(
    spec: MemRefArg | ScalarArg,
    shape: tuple[int, ...],
    dtype: np.dtype,
    index: int,
    entry: str,
    location=None,
    float_name: str | None = None,
) -> None:
    """An InputError unless an input of `shape` and `dtype` fits argument #`index` of `@entry` exactly.

    The rule of every entry point that takes numpy arrays (compiled code, and
    `ai-runner --interpret`): the rank and the static sizes must match, and the
    dtype must be the argument's own (no conversion, which could lose values),
    or, for an argument of a small float type `float_name` (bf16 when `spec`
    says so), that type's bit patterns (`is_small_float_bits`).
    """
    float_name = float_name or ("bf16" if getattr(spec, "bf16", False) else None)
    expected = spec.shape if isinstance(spec, MemRefArg) else ()
    if len(shape) != len(expected) or any(d >= 0 and d != s for d, s in zip(expected, shape)):
        shown = ", ".join("?" if d < 0 else str(d) for d in expected)
        raise InputError(
            f"argument #{index} of @{entry} must have shape [{shown}], but the input has shape {list(shape)}",
            location=location,
        )
    if dtype != spec.dtype and not is_small_float_bits(float_name, dtype):
        raise dtype_error(spec, str(dtype), index, entry, location, float_name)


def dtype_error(
    spec: MemRefArg | ScalarArg, shown: str, index: int, entry: str, location=None, float_name: str | None = None
) -> InputError:
    """The InputError for an input of dtype `shown` that argument #`index` of `@entry` does not take."""
    expected = f"dtype {np.dtype(spec.dtype)}"
    if float_name is not None:
        size = small_float_bytes(float_name)
        expected += (
            f" ({float_name} values) or {float_name} bit patterns (ml_dtypes.{ml_dtypes_name(float_name)},"
            f" or {size}-byte void, |V{size})"
        )
    return InputError(
        f"argument #{index} of @{entry} must have {expected}, but the input has dtype {shown}", location=location
    )


def small_float_name(element: Attribute) -> str | None:
    """The name of a small float type, whose arrays may cross as bit patterns ("bf16", "f8E4M3FN"); else None."""
    from xdsl.dialects.builtin import BFloat16Type, ReducedPrecisionFloatType

    if isinstance(element, BFloat16Type):
        return element.name
    if isinstance(element, ReducedPrecisionFloatType) and element.SEMANTICS.bitwidth <= 8:
        return element.name
    return None


def small_float_names(specs: Sequence[dict]) -> list[str | None]:
    """The small float type of each argument or result of a signature (None where there is none)."""
    return [spec.get("float") or ("bf16" if spec.get("bf16") else None) for spec in specs]


@functools.cache
def small_float_type(float_name: str) -> ReducedPrecisionFloatType:
    """The f8/f6/f4 type named `float_name` ("f8E4M3FN" -> Float8E4M3FNType())."""
    from xdsl.dialects.builtin import ReducedPrecisionFloatType

    pending = [ReducedPrecisionFloatType]
    while pending:
        cls = pending.pop()
        pending += cls.__subclasses__()
        if cls is not ReducedPrecisionFloatType and cls().name == float_name:
            return cls()
    raise KeyError(float_name)


def ml_dtypes_name(float_name: str) -> str:
    """The `ml_dtypes` name of a small float type: bf16 -> bfloat16, f8E4M3FN -> float8_e4m3fn, f4E2M1FN -> float4_e2m1fn."""
    if float_name == "bf16":
        return "bfloat16"
    bits, rest = re.fullmatch(r"f(\d+)(E\d+M\d+\w*)", float_name).groups()
    return f"float{bits}_{rest.lower()}"


def small_float_bytes(float_name: str) -> int:
    """The bytes one element of a small float type takes as bit patterns (numpy's and ml_dtypes' layout)."""
    return 2 if float_name == "bf16" else 1


def is_small_float_bits(float_name: str | None, dtype: np.dtype) -> bool:
    """Whether arrays of `dtype` hold bit patterns of the small float type `float_name`.

    They do when `dtype` is that type's `ml_dtypes` dtype, or plain void of its
    size, which is what an `.npz` file stores `ml_dtypes` arrays as (`|V2` for
    bf16, `|V1` for f8E4M3FN ...). Another type's `ml_dtypes` dtype does not.
    """
    if float_name is None:
        return False
    dtype = np.dtype(dtype)
    if dtype.itemsize != small_float_bytes(float_name) or dtype.fields is not None or dtype.subdtype is not None:
        return False
    if dtype.type is np.void:
        return True
    return is_ml_dtypes_float(dtype) and dtype.name == ml_dtypes_name(float_name)


def is_ml_dtypes_float(dtype: np.dtype | None) -> bool:
    """Whether `dtype` is one of `ml_dtypes`' float types (bfloat16, float8_e4m3fn, ...)."""
    # Only a user-defined dtype (`isbuiltin == 2`) can be one: a quick test first, for every input of every call.
    if not isinstance(dtype, np.dtype) or dtype.isbuiltin != 2:
        return False
    return dtype.type.__module__.split(".")[0] == "ml_dtypes" and "float" in dtype.name


def widen_small_floats(float_name: str | None, array: np.ndarray) -> np.ndarray:
    """`array` as the float32 values compiled code and the interpreter take: decoded if it holds
    `float_name`'s bit patterns (`is_small_float_bits`), else unchanged."""
    if not is_small_float_bits(float_name, array.dtype):
        return array
    from aiopt.reference.hlo import small_float_values
    from aiopt.runtime.jit import bf16_values

    if float_name == "bf16":
        return bf16_values(array.view(np.uint16))
    return small_float_values(array.view(np.uint8), small_float_type(float_name))


def results_in_input_form(signature: dict, arrays: Sequence, results: list) -> list:
    """The (flat) results of a call, its small float results as `ml_dtypes` arrays when an input
    of the call is an `ml_dtypes` array (`narrow_small_floats`); else as they are (float32 values)."""
    if not any(is_ml_dtypes_float(getattr(a, "dtype", None)) for a in arrays):
        return results
    floats = small_float_names(signature["results"])
    return [narrow_small_floats(name, result) for name, result in zip(floats, results)]


@functools.cache
def _ml_dtypes():
    """The `ml_dtypes` module, or None where it is not installed (it is optional)."""
    try:
        import ml_dtypes
    except ImportError:
        return None
    return ml_dtypes


def narrow_small_floats(float_name: str | None, values):
    """A result of the small float type `float_name`, held as float32 values, as that type's
    `ml_dtypes` array (the bit patterns of the values rounded to it, as the interpreter rounds);
    unchanged without `ml_dtypes` (or for any other result). Compiled functions return these
    when an input of the call is an `ml_dtypes` array.

        narrow_small_floats("f8E4M3FN", np.float32([448, 1.5]))  # -> float8_e4m3fn [448, 1.5], bits 0x7E 0x3C
    """
    ml_dtypes = _ml_dtypes() if float_name is not None else None
    dtype = getattr(ml_dtypes, ml_dtypes_name(float_name), None) if ml_dtypes is not None else None
    if dtype is None or not isinstance(values, np.ndarray) or values.dtype != np.float32:
        return values
    from aiopt.reference.hlo import small_float_bits
    from aiopt.runtime.jit import bf16_bits

    if float_name == "bf16":
        bits = bf16_bits(values)
    else:
        bits = small_float_bits(values, small_float_type(float_name))
    return bits.reshape(values.shape).view(dtype)


_COMPILED: dict[str, CompiledFunction] = {}


def compile(
    text_or_module: str | ModuleOp,
    entry: str = "main",
    pipeline: str | None = None,
    *,
    parallel: bool = True,
    filename: str = "<input>",
    cache: bool = True,
    cache_dir: str | Path | None = None,
    target: str = "cpu",
    tf32: bool = False,
    registry: Registry | None = None,
):
    """Compile `@entry` of an MLIR module (text, bytecode bytes or parsed) for the host CPU.

    `pipeline` replaces the default passes (a textual pipeline such as
    `"convert-linalg-to-loops,convert-scf-to-cf,convert-to-llvm"`); it must
    end at the llvm dialect. `parallel=False` makes the default pipeline
    run every loop on the calling thread. Raises CompileError with located
    diagnostics. `target="cuda"` compiles with `hlo-to-gpu-pipeline` for the
    GPU of this machine instead and returns a `gpu_executor.GpuFunction`
    (same calling convention; not cached); `tf32=True` then runs f32 dots
    and convolutions on tf32 tensor cores from sm_80, as
    `gpu_executor.compile_for_cuda(tf32=True)` does (off by default, as
    cuBLAS's TF32 mode; not for those whose `precision_config` names
    HIGHEST). The CPU has no tf32: `target="cpu"` computes in f32 whatever
    `tf32` says, as XLA's CPU backend ignores the TF32 precision. `registry`:
    the dialects and passes to parse and lower with, plugins' too
    (`ai-runner --load-pass-plugin`), instead of `default_registry()`;
    what its plugins do is not in the cache key, so give `cache=False` with it.
    """
    if isinstance(text_or_module, (bytes, bytearray, memoryview)):
        text_or_module = _bytecode_text(bytes(text_or_module), filename)
    if target == "cuda":
        from aiopt.runtime.gpu_executor import compile_for_cuda

        return compile_for_cuda(text_or_module, entry, pipeline, filename=filename, tf32=tf32, registry=registry)
    if target != "cpu":
        raise ValueError(f"unknown target '{target}' (expected 'cpu' or 'cuda')")
    _check_argument_types(text_or_module, entry, pipeline)
    if isinstance(text_or_module, str):
        text = text_or_module
    else:
        from aiopt.support.dense_resource import text_with_blobs

        text = text_with_blobs(text_or_module)
    try:
        key = _code_key(text, entry, pipeline, parallel)
    except JitError as err:
        raise CompileError(f"error: {err}") from None
    if cache and key in _COMPILED:
        return _COMPILED[key].located(filename)
    store = CompileCache.open(cache_dir) if cache else None
    directory = store.directory if store is not None else None
    stored = _load_artifact(store, key)
    if stored is not None:
        compiled = CompiledFunction(stored["llvm_ir"], stored["signature"], {"cache": 0.0}, directory)
    else:
        with young_collections_every():
            llvm_ir, (signature,), timings = _lower(
                text_or_module, text, [entry], pipeline, parallel, filename, registry
            )
            signature["source"] = filename
            compiled = CompiledFunction(llvm_ir, signature, timings, directory)
        if store is not None:
            store.store(key, "json", json.dumps({"llvm_ir": llvm_ir, "signature": signature}).encode())
    if cache:
        _COMPILED[key] = compiled
    return compiled.located(filename)


def _bytecode_text(data: bytes, filename: str) -> str:
    """The text of MLIR bytecode given to `compile` (as `mlir-opt --emit-bytecode` and `jax.export` write it); a
    CompileError for a malformed file, a TypeError for bytes that are no bytecode."""
    if not data.startswith(b"ML\xefR"):
        raise TypeError(
            "compile() takes MLIR text (str), MLIR bytecode (bytes) or a ModuleOp, not bytes that are no bytecode"
        )
    from aiopt.support.bytecode_reader import read_bytecode_source
    from aiopt.support.diagnostics import DiagnosticError

    try:
        return read_bytecode_source(data, filename)
    except DiagnosticError as err:
        raise CompileError(f"{filename}:0:0: error: {err.message}") from None


def _check_argument_types(text_or_module, entry, pipeline) -> None:
    """A TypeError for arguments of `compile` that are not MLIR text (or a module), a name and a pipeline text
    (bytes would otherwise reach the parser, and fail inside it with an AttributeError). Text is told apart
    without xDSL's builtin dialect, which a cache hit does not import."""
    if not isinstance(text_or_module, str):
        from xdsl.dialects.builtin import ModuleOp

        if not isinstance(text_or_module, ModuleOp):
            raise TypeError(
                "compile() takes MLIR text (str), MLIR bytecode (bytes) or a ModuleOp, "
                f"not {type(text_or_module).__name__}"
            )
    for name, value in (("entry", entry), ("pipeline", pipeline)):
        if not isinstance(value, str) and not (name == "pipeline" and value is None):
            raise TypeError(f"compile()'s {name} must be a str, not {type(value).__name__}")


def _code_key(text: str, *options) -> str:
    """The cache key of a compiled function: everything that changes its code, and nothing else."""
    import llvmlite

    versions = (xdsl_version(), llvmlite.__version__, np.__version__, str(SIGNATURE_FORMAT))
    return cache_key("function", text, *map(str, options), sources_digest(), *versions, *target_cpu())


def _load_artifact(store: CompileCache | None, key: str) -> dict | None:
    """The stored LLVM IR and signature, or None when missing or not well-formed (then compiled again)."""
    payload = store.load(key, "json") if store is not None else None
    if payload is None:
        return None
    try:
        stored = json.loads(payload)
        signature = stored["signature"]
        [_spec_from_json(s) for s in (*signature["inputs"], *signature["results"])]
        if isinstance(stored["llvm_ir"], str) and isinstance(signature["entry"], str):
            return stored
    except (ValueError, KeyError, TypeError):
        pass
    return None


def compile_entries(
    text: str,
    entries: Sequence[str],
    pipeline: str | None = None,
    *,
    parallel: bool = True,
    filename: str = "<input>",
    cache_dir: str | Path | None = None,
) -> dict[str, CompiledFunction]:
    """Compile several entries of one module for the host CPU at once: one pipeline run, one JIT module.

    Returns the compiled function of each entry. Cached in the process (the
    machine code also on disk under `cache_dir` when given).
    """
    key = cache_key(text, filename, *entries, pipeline or "", str(parallel), sources_digest(), *target_cpu())
    if key not in _COMPILED_ENTRIES:
        with young_collections_every():
            llvm_ir, signatures, timings = _lower(text, text, entries, pipeline, parallel, filename)
            try:
                jit = JitModule(llvm_ir, cache_dir=cache_dir)
            except JitError as err:
                raise CompileError(f"{filename}:0:0: error: {err}") from None
        _COMPILED_ENTRIES[key] = {
            s["entry"]: CompiledFunction(llvm_ir, s, dict(timings), None, jit) for s in signatures
        }
    return _COMPILED_ENTRIES[key]


_COMPILED_ENTRIES: dict[str, dict[str, CompiledFunction]] = {}


def _lower(
    source,
    text: str,
    entries: Sequence[str],
    pipeline: str | None,
    parallel: bool,
    filename: str,
    registry: Registry | None = None,
) -> tuple[str, list[dict], dict[str, float]]:
    from xdsl.dialects.builtin import ModuleOp

    from aiopt.support.dense_resource import forget_blobs, resource_handles
    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager, active_engine
    from aiopt.support.parsing import parse_module
    from aiopt.support.pass_pipeline import PassFailure
    from aiopt.support.registry import default_registry
    from aiopt.support.verifier import verify_operation
    from aiopt.transforms.buffer_deallocation import frees_its_buffers

    sources = SourceManager()
    sources.add_buffer(filename, text)
    stream = io.StringIO()
    engine = DiagnosticEngine(sources, stream)
    registry = default_registry() if registry is None else registry
    timings: dict[str, float] = {}
    parsed_blobs: set[str] = set()
    try:
        with active_engine(engine):
            started = time.perf_counter()
            # A module given by the caller is left as it is: the passes run on a copy.
            context = registry.make_context()
            module = source.clone() if isinstance(source, ModuleOp) else parse_module(context, text, filename)
            if not isinstance(source, ModuleOp) and "dense_resource" in text:
                parsed_blobs = resource_handles(module)  # read from the text here: dropped when compiled
            verify_operation(module)
            if "vhlo." in text or isinstance(source, ModuleOp):
                # A StableHLO portable artifact (jax.export): its VHLO as StableHLO, as upstream's
                # stablehlo-translate --deserialize makes it.
                from aiopt.lowering.vhlo_legalize_to_stablehlo import deserialize_portable_artifact

                if not deserialize_portable_artifact(context, module):
                    raise PassFailure()
            timings["Parser"] = time.perf_counter() - started
            signatures = [entry_signature(module, entry) for entry in entries]
            if pipeline is not None:
                passes, what = pipeline, f"invalid pipeline '{pipeline}'"
            else:
                level = input_level(module)
                passes, what = (
                    default_pipeline(
                        level, parallel, deallocate=level not in ("buffers", "lhlo") or not frees_its_buffers(module)
                    ),
                    f"the CPU pipeline from the '{level}' level cannot run",
                )
            verify_result = pipeline is not None or bool(os.environ.get(VERIFY_RESULT_VARIABLE))
            _run_passes(registry, module, passes, what, timings, engine, verify_result=verify_result)
            started = time.perf_counter()
            for signature in signatures:
                finish_signature(module, signature)
            for signature in signatures:
                hide_wrapped_entry(module, signature)
            from aiopt.runtime.host_intrinsics import check_host_intrinsics
            from aiopt.targets.mlir_to_llvmir import translate_to_llvmir

            check_host_intrinsics(module)  # (LLVM's code generator aborts on another target's intrinsic)
            try:
                llvm_ir = translate_to_llvmir(module, raw_constants=True)
            except Exception:
                if not verify_result and not _verify_each():
                    verify_result_of_pipeline(module, timings)  # a located diagnostic where the IR is invalid
                raise
            timings["Translate to LLVM IR"] = time.perf_counter() - started
    except DiagnosticError as err:
        engine.emit(err.to_diagnostic())
    except PassFailure:
        pass
    except Exception as err:
        # A pass or the translation failing with a Python error (a bug: ai-opt's 'internal error') is still
        # a CompileError to the caller, never another exception type; its cause keeps the traceback.
        message = f"{type(err).__name__}: {err}" if str(err) else type(err).__name__
        raise CompileError(f"{filename}:0:0: error: internal error: {message}") from err
    finally:
        forget_blobs(parsed_blobs)
    if engine.error_count:
        raise CompileError(stream.getvalue().rstrip())
    return llvm_ir, signatures, timings


def _run_passes(
    registry, module: ModuleOp, passes: str, what: str, timings: dict[str, float], engine, verify_result: bool = True
) -> None:
    """Run the pipeline `passes` over `module`; with `verify_result`, verify what it made.

    Verifying after every pass is a debugging aid that costs about a fifth of
    the compile time (`AIOPT_VERIFY_EACH=1` turns it on). The result of a
    pipeline the caller wrote is verified once, before translation; the
    result of the default pipeline only when translating it fails (its
    verification took 0.2 s of the transformer block's 2.9 s, and LLVM's
    verifier checks what the translation makes in any case).
    """
    from aiopt.support.pass_pipeline import (
        PIPELINE_BUFFER,
        OpPassManager,
        PassInstrumentation,
        PipelineSyntaxError,
        build_pass_manager,
        parse_pipeline_text,
        run_pass_manager,
    )
    from aiopt.support.verifier import VerifyWhenChanged

    if not passes:
        return
    manager = OpPassManager("builtin.module")
    try:
        build_pass_manager(registry, parse_pipeline_text(passes), manager)
    except PipelineSyntaxError as err:
        # At its place in the pipeline text, as ai-opt reports it (`_lower` prints it with the others).
        engine.sources.add_buffer(PIPELINE_BUFFER, passes)
        location = engine.sources.offset_to_loc(PIPELINE_BUFFER, err.offset)
        raise DiagnosticError(f"{what}: {err.message}", location=location) from None
    instrumentation = PassInstrumentation(timings=timings)
    each = VerifyWhenChanged() if _verify_each() else lambda op: None
    run_pass_manager(manager, registry.make_context(), module, instrumentation, each, lambda: engine.error_count)
    if verify_result and not _verify_each():
        verify_result_of_pipeline(module, timings)


def _verify_each() -> bool:
    return bool(os.environ.get(VERIFY_EACH_VARIABLE))


def verify_result_of_pipeline(module: ModuleOp, timings: dict[str, float]) -> None:
    """Verify what a pipeline made; its diagnostic says how to find the pass at fault."""
    from aiopt.support.verifier import verify_operation

    started = time.perf_counter()
    try:
        verify_operation(module)
    except DiagnosticError as err:
        err.message = (
            f"the IR after the pipeline does not verify (set {VERIFY_EACH_VARIABLE}=1 to find the pass): {err.message}"
        )
        raise
    finally:
        timings["Verifier"] = timings.get("Verifier", 0.0) + time.perf_counter() - started


def entry_signature(module: ModuleOp, entry: str) -> dict:
    """The argument and result types of `@entry` as compiled code takes them (marks it `llvm.emit_c_interface`)."""
    from xdsl.dialects.builtin import UnitAttr

    from aiopt.runtime.complex_scalars import has_complex_scalars, pass_complex_scalars_in_memory
    from aiopt.runtime.tuple_results import flatten_tuple_results
    from aiopt.support.diagnostics import location_of

    function = _find(module, "func.func", entry)
    if function is None:
        return _llvm_entry_signature(module, entry)
    _check_has_body(function, entry)
    function.attributes["llvm.emit_c_interface"] = UnitAttr()
    if has_complex_scalars(function) and not _called_in(module, entry):
        # By value, compiled code takes a complex as a struct that ctypes cannot pass: as a 0-d buffer instead.
        pass_complex_scalars_in_memory(function, input_level(module))
    _read_only_tensor_arguments(function)
    nesting = flatten_tuple_results(function)
    function_type = function.function_type
    location = location_of(function)
    signature = {
        "entry": entry,
        "inputs": [_spec_json(t, function) for t in function_type.inputs.data],
        "results": [_spec_json(t, function) for t in function_type.outputs.data],
        "location": [location.filename, location.line, location.column] if location else None,
    }
    return signature | {"nesting": nesting} if nesting is not None else signature


def _called_in(module: ModuleOp, entry: str) -> bool:
    """Whether a `func.call` in `module` calls `@entry` (whose signature must then stay as it is)."""
    return any(op.name == "func.call" and op.callee.root_reference.data == entry for op in module.walk())


def _read_only_tensor_arguments(function: Operation) -> None:
    """Mark the tensor arguments of an entry `bufferization.writable = false`: they are the caller's arrays.

    one-shot-bufferize (as upstream's) takes the arguments of a public function
    as writable, so `dynamic_update_slice %a, ...` or a scatter into `%a` wrote
    over the caller's input; marked, the op writes a copy. An explicit mark is kept.
    """
    from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerAttr, IntegerType, TensorType

    inputs = function.function_type.inputs.data
    if not any(isinstance(t, TensorType) for t in inputs):
        return
    attrs = list(function.arg_attrs.data) if function.arg_attrs else [DictionaryAttr({})] * len(inputs)
    for k, type_ in enumerate(inputs):
        if isinstance(type_, TensorType) and "bufferization.writable" not in attrs[k].data:
            attrs[k] = DictionaryAttr({**attrs[k].data, "bufferization.writable": IntegerAttr(0, IntegerType(1))})
    function.arg_attrs = ArrayAttr(attrs)


def _check_has_body(function, entry: str) -> None:
    """A DiagnosticError at an entry that is a declaration (its wrapper failed to legalize, or its symbol
    did not resolve at link time), in the reference interpreter's words."""
    from aiopt.support.diagnostics import op_error_message

    if not function.regions[0].blocks:
        message = f"@{entry} is a declaration without a body: compiled code cannot run it"
        raise DiagnosticError(op_error_message(function, message), function)


def _llvm_entry_signature(module: ModuleOp, entry: str) -> dict:
    """An llvm.func entry is called directly; it may only take and return scalars (memref types are gone)."""
    from xdsl.dialects.builtin import MemRefType, TensorType
    from xdsl.dialects.llvm import LLVMVoidType

    from aiopt.support.diagnostics import location_of

    function = _find(module, "llvm.func", entry)
    if function is None:
        from aiopt.reference.interpreter import no_function_error

        raise no_function_error(module, entry)
    _check_has_body(function, entry)
    function_type = function.properties["function_type"]
    outputs = [] if isinstance(function_type.output, LLVMVoidType) else [function_type.output]
    types = [*function_type.inputs.data, *outputs]
    if any(isinstance(t, (TensorType, MemRefType)) or "llvm" in t.name for t in types):
        raise DiagnosticError(
            f"@{entry} is an llvm.func with pointer or aggregate types: only scalars can be passed to it", function
        )
    location = location_of(function)
    return {
        "entry": entry,
        "symbol": entry,
        "inputs": [_spec_json(t, function) for t in function_type.inputs.data],
        "results": [_spec_json(t, function) for t in outputs],
        "location": [location.filename, location.line, location.column] if location else None,
    }


def _find(module: ModuleOp, op_name: str, symbol: str) -> Operation | None:
    for op in module.body.block.ops:
        name = op.properties.get("sym_name") or op.attributes.get("sym_name")
        if op.name == op_name and name is not None and name.data == symbol:
            return op
    return None


def _spec_json(type_: Attribute, function: Operation) -> dict:
    from xdsl.dialects.builtin import MemRefType, TensorType

    from aiopt.reference.hlo import UnsupportedType, numpy_dtype

    element = type_.get_element_type() if isinstance(type_, (TensorType, MemRefType)) else type_
    try:
        dtype = numpy_dtype(element)
    except UnsupportedType:
        dtype = None
    shaped = isinstance(type_, (TensorType, MemRefType))
    # Complex elements cross in memory (numpy's complex layout is upstream's), but ctypes has no way to pass
    # them by value (an entry's complex scalars cross as 0-d buffers: `complex_scalars`; not those of an entry
    # that the module also calls). A complex of f16 or bf16 parts is held in complex128 here, but its elements
    # take 4 bytes in compiled code's memory: it cannot cross either.
    complex_ = dtype is not None and dtype.kind == "c"
    if dtype is None or complex_ and (not shaped or dtype.itemsize != 2 * _part_bytes(element)):
        raise DiagnosticError(
            f"@{function.sym_name.data} has type {type_}, which compiled code cannot take yet", function
        )
    if shaped:
        contiguous = not isinstance(type_, MemRefType) or _identity_layout(type_)
        spec = {"dtype": dtype.str, "shape": list(type_.get_shape()), "contiguous": contiguous}
        spec |= {"bf16": True} if element.name == "bf16" else {}
        spec |= _static_layout(type_, dtype, function) if not contiguous else {}
        return spec | _narrow_bits(element, dtype) | _float_name(element)
    scalar = {"dtype": dtype.str} | ({"bf16": True} if element.name == "bf16" else {})
    return scalar | _narrow_bits(element, dtype) | _float_name(element)


def _part_bytes(element: Attribute) -> int:
    """The bytes of one part of a complex element type in compiled code's memory (2 for complex<f16>)."""
    return element.element_type.bitwidth // 8


def _float_name(element: Attribute) -> dict:
    """`{"float": "f8E4M3FN"}` for a small float element type (bits at the boundary), else nothing."""
    name = small_float_name(element)
    return {"float": name} if name is not None else {}


def _narrow_bits(element: Attribute, dtype: np.dtype) -> dict:
    """`{"bits": N}` for an integer type narrower than its numpy holder (i4 in int8), else nothing."""
    width = getattr(element, "width", None)
    width = getattr(width, "data", width)
    if isinstance(width, int) and dtype.kind in "iu" and 1 < width < 8 * dtype.itemsize:
        return {"bits": width}
    return {}


def _static_layout(type_: MemRefType, dtype: np.dtype, function: Operation) -> dict:
    """`{"layout": [offset, [strides]]}` for a memref type whose strided layout fixes its offset (other than
    0) or a stride, which compiled code takes from the type and not from the descriptor (None for a `?`);
    else nothing. `CompiledFunction` lays such an argument's elements out in a buffer of that layout
    (`_laid_out`): a contiguous array of the shape would be read and written at those offsets and strides,
    past its end (memref<8x32xf32, strided<[34, 1], offset: 35>> writes 304 floats into 256).

    Example: memref<8x32xf32, strided<[34, 1], offset: 35>> gives {"layout": [35, [34, 1]]}.
    """
    from aiopt.dialects.slicing import strides_and_offset

    # Upstream's getStridesAndOffset: a strided layout, or an affine map that is linear
    # (`affine_map<(d0, d1) -> (d1 * 2 + d0)>`: strides [1, 2]), which compiled code reads the same way.
    found = strides_and_offset(type_)
    strides, offset = found if found is not None else ([], None)
    if found is not None and not offset and all(s is None for s in strides):
        return {}
    element = type_.element_type
    converted = _narrow_bits(element, dtype) or small_float_name(element) is not None or element.name == "bf16"
    if found is None or converted:
        # (Their elements cross converted, into a new contiguous array.)
        raise DiagnosticError(
            f"@{function.sym_name.data} has type {type_}, which compiled code cannot take yet", function
        )
    return {"layout": [offset, strides]}


@dataclass(frozen=True)
class LaidOut:
    """An argument's elements in a new buffer laid out as its memref type says (`_laid_out`)."""

    buffer: np.ndarray
    """The whole buffer (1-D): every element the layout reaches, and zeros between them."""
    start: int
    """Where the descriptor's pointer is in `buffer` (past what negative strides reach below it), in elements."""
    offset: int
    """The layout's offset of element [0, ...] from that pointer (0 for a `?` offset: the descriptor's)."""
    strides: tuple[int, ...]
    """The layout's strides (a `?` stride the identity layout's for the shape), in elements."""
    passed: np.ndarray
    """The array a call takes: its data at the descriptor's pointer, its strides the layout's."""
    elements: np.ndarray
    """The view of the elements in `buffer`."""


def _laid_out(layout: list, array: np.ndarray) -> LaidOut:
    """`array`'s elements in a new buffer laid out as `layout` (`_static_layout`'s), for a call on the CPU
    (`LaidOut.passed`) or a copy of the whole buffer to the device (`gpu_executor`).

    A `?` stride is the identity layout's for the array's shape; a `?` offset is 0 (the descriptor's).
    Example: [3, [-1]] (memref<4xf32, strided<[-1], offset: 3>>) puts [a, b, c, d] in [d, c, b, a], start 0.
    """
    offset, static = layout
    shape = array.shape
    strides = [1] * len(shape)
    for k in range(len(shape) - 1, -1, -1):
        identity = strides[k + 1] * max(shape[k + 1], 1) if k + 1 < len(shape) else 1
        strides[k] = static[k] if static[k] is not None else identity
    offset = offset or 0
    low = offset + sum(min(0, (n - 1) * s) for n, s in zip(shape, strides))
    high = offset + sum(max(0, (n - 1) * s) for n, s in zip(shape, strides))
    shift = max(0, -low)
    if (shift + high + 1) * array.itemsize > np.iinfo(np.intp).max:
        # numpy cannot even ask for it ('Maximum allowed dimension exceeded'): strided<[9223372036854775807, 1]>
        raise RuntimeCheckError(f"out of memory: cannot allocate {(shift + high + 1) * array.itemsize} bytes")
    buffer = np.zeros(shift + high + 1, array.dtype)
    byte_strides = [s * array.itemsize for s in strides]
    elements = np.lib.stride_tricks.as_strided(buffer[shift + offset :], shape, byte_strides)
    elements[...] = array
    passed = np.lib.stride_tricks.as_strided(buffer[shift:], shape, byte_strides)
    return LaidOut(buffer, shift, offset, tuple(strides), passed, elements)


def _identity_layout(type_: MemRefType) -> bool:
    from xdsl.dialects.builtin import NoneAttr

    layout = type_.layout
    return isinstance(layout, NoneAttr) or getattr(getattr(layout, "data", None), "is_identity", lambda: False)()


def _spec_from_json(spec: dict) -> MemRefArg | ScalarArg:
    dtype = np.dtype(spec["dtype"])
    if "shape" in spec:
        return MemRefArg(dtype, tuple(spec["shape"]), spec["contiguous"], spec.get("bf16", False), spec.get("bits", 0))
    return ScalarArg(dtype, spec.get("bits", 0), spec.get("bf16", False))


def finish_signature(module: ModuleOp, signature: dict) -> None:
    """Record how the lowered entry takes its results: as trailing out parameters or through its C interface."""
    entry = signature["entry"]
    if signature.get("symbol") == entry:
        signature["out_params"] = False
        return
    if _find(module, "llvm.func", f"_mlir_ciface_{entry}") is None:
        raise DiagnosticError(
            f"the pipeline left no '_mlir_ciface_{entry}' llvm.func: it must end at the llvm dialect "
            "(convert-func-to-llvm with llvm.emit_c_interface)",
            module,
        )
    signature["out_params"] = _out_param_flags(module, signature)


def hide_wrapped_entry(module: ModuleOp, signature: dict) -> None:
    """Give an entry called through its C interface internal linkage: only `_mlir_ciface_<entry>` is called
    from outside (and guarded), so LLVM inlines the entry into it instead of compiling it twice, and generates
    no guard for it:

        llvm.func @main(%arg0: !llvm.ptr, ...)  ->  llvm.func internal @main(%arg0: !llvm.ptr, ...)
        llvm.func @_mlir_ciface_main(%arg0: !llvm.ptr) { llvm.call @main(...) }  (unchanged)

    An entry called by its own symbol (an llvm.func of scalars) keeps its linkage."""
    from aiopt.dialects import llvm

    entry = signature["entry"]
    if signature.get("symbol") == entry:
        return
    function = _find(module, "llvm.func", entry)
    if function is None or not function.regions[0].blocks:
        return
    linkage = function.properties.get("linkage")
    if linkage is None or linkage.linkage.data == "external":
        function.properties["linkage"] = llvm.LinkageAttr("internal")


def _out_param_flags(module: ModuleOp, signature: dict) -> list[bool]:
    """Which results the lowered entry takes as trailing out parameters.

    `buffer-results-to-out-params` converts the static-shaped memref results;
    the others (dynamic shapes, scalars) stay results of the C interface. The
    lowered functions tell whether the pass ran: after it, the entry returns
    nothing when every result was converted, and otherwise its C interface
    has one pointer parameter more per converted result.
    """
    from xdsl.dialects.llvm import LLVMVoidType

    entry, results = signature["entry"], signature["results"]
    converted = ["shape" in spec and all(d >= 0 for d in spec["shape"]) for spec in results]
    if not results:
        return []
    returned = _find(module, "llvm.func", entry).properties["function_type"].output
    if isinstance(returned, LLVMVoidType):
        return [True] * len(results)
    interface = _find(module, "llvm.func", f"_mlir_ciface_{entry}").properties["function_type"]
    parameters = len(interface.inputs.data)
    remaining = [spec for spec, out in zip(results, converted) if not out]
    by_value = len(remaining) == 1 and "shape" not in remaining[0]
    if any(converted) and parameters == len(signature["inputs"]) + sum(converted) + (0 if by_value else 1):
        return converted
    return [False] * len(results)

