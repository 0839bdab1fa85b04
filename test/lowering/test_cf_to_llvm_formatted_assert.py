"""Ahead-of-time code (convert-cf-to-llvm, no JIT runtime) prints a JAX shape assertion's message with its
`{k}` filled in, as the JIT's runtime call and the reference interpreter do, then aborts (before, `puts`
printed "remainder {0} ..."). Run in a child process, which the failed assertion aborts."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

CHILD = textwrap.dedent(
    """
    import ctypes, sys
    from aiopt.runtime import jit
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry
    from aiopt.targets.mlir_to_llvmir import translate_to_llvmir

    TEXT = '''
    func.func @shape_assertion(%rem: i64, %n: i64, %holds: i1) attributes {aiopt.format_arguments} {
      cf.assert %holds, "Division had remainder {0} when computing the value of 'n' ({1}), 100% {{sure}}"
      func.return
    }
    '''
    registry = default_registry()
    context = registry.make_context()
    module = parse_module(context, TEXT, "assert.mlir")
    registry.pass_class("convert-to-llvm")().apply(context, module)
    compiled = jit.JitModule(translate_to_llvmir(module), link_runtime=False)
    libc = ctypes.CDLL(None)
    libc.setvbuf(ctypes.c_void_p.in_dll(libc, "stdout"), None, 2, 0)  # _IONBF: printf's text before abort
    function = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.c_int64, ctypes.c_bool)(
        compiled.address("shape_assertion")
    )
    function(0, 7, True)
    sys.stdout.write("held\\n")
    sys.stdout.flush()
    function(1, -9000000000, False)
    """
)


def test_aot_assert_fills_in_the_fields():
    pytest.importorskip("llvmlite")
    result = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=300)
    assert result.returncode != 0, result.stdout + result.stderr
    assert result.stdout == (
        "held\nDivision had remainder 1 when computing the value of 'n' (-9000000000), 100% {sure}\n"
    ), result.stderr
