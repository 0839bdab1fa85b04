"""Assembly formats read at an op's first use (`aiopt.tools.deferred_formats`, issue 19).

`ai-opt` run as a program reads an op class's declarative format the first
time an op of that class is parsed or printed, not when the class is
defined. These tests check that every format of every registered dialect
reads (so no op of ours can fail at its first use instead of at import),
that a run as a program prints exactly what the same run prints in-process
(where formats are read at class definition), and that a format xDSL cannot
read still raises xDSL's own error.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def
from xdsl.irdl.declarative_assembly_format import FormatProgram
from xdsl.utils.exceptions import PyRDLOpDefinitionError

from aiopt.support.registry import default_registry
from aiopt.tools import deferred_formats
from aiopt.tools.ai_opt import main

_XDSL_FROM_STR = FormatProgram.from_str

# Ops of several dialects with declarative formats, optional groups and attribute dictionaries.
PROGRAM = """func.func @f(%a: i32, %b: i32, %m: memref<4xf32>, %t: tensor<4xf32>) -> (i32, f32) {
  %c = arith.addi %a, %b overflow<nsw> : i32
  %i = arith.index_cast %c : i32 to index
  %v = memref.load %m[%i] : memref<4xf32>
  %e = tensor.extract %t[%i] {keep} : tensor<4xf32>
  %s = arith.addf %v, %e fastmath<fast> : f32
  %p = arith.cmpi slt, %a, %b : i32
  %r = scf.if %p -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %c : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%x: i32):
  return %x, %s : i32, f32
}
"""


def _op_classes_with_formats():
    registry = default_registry()
    for name in sorted(registry.dialects):
        for op in registry.dialects[name]().operations:
            if issubclass(op, IRDLOperation) and op.get_irdl_definition().assembly_format is not None:
                yield op


def test_every_registered_format_reads():
    """What the deferred programs would read at first use, read now for every op class with a format."""
    classes = list(_op_classes_with_formats())
    assert len(classes) > 300  # arith, memref, tensor, llvm, gpu, hlo dialects ...
    for op in classes:
        definition = op.get_irdl_definition()
        program = FormatProgram.from_str(definition.assembly_format, definition)
        if isinstance(program, deferred_formats.DeferredFormatProgram):  # where a driver installed it
            program = program.program
        assert isinstance(program, FormatProgram), op.name


def test_program_run_prints_what_in_process_run_prints(tmp_path, capsys):
    """ai-opt as a program (formats deferred) and in-process (formats read at import) print the same."""
    path = tmp_path / "input.mlir"
    path.write_text(PROGRAM)
    for flags in ([], ["--mlir-print-op-generic"], ["--canonicalize"]):
        assert main([str(path), *flags]) == 0
        expected = capsys.readouterr().out
        assert "arith.addi" in expected or "\"arith.addi\"" in expected
        result = subprocess.run(
            [sys.executable, "-m", "aiopt.tools.ai_opt", str(path), *flags], capture_output=True, text=True
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout == expected, flags


def test_program_run_defers_formats(tmp_path):
    """Run as a program, ai-opt reads the formats of the ops it meets, not of every op it imports."""
    path = tmp_path / "input.mlir"
    path.write_text("func.func @f(%a: i32) -> i32 {\n  %c = arith.addi %a, %a : i32\n  return %c : i32\n}\n")
    script = (
        "import sys; sys.argv = ['ai-opt', sys.argv[1]]\n"
        "from aiopt.tools.ai_opt import main\n"
        "status = main()\n"
        "from aiopt.tools import deferred_formats as d\n"
        "print(status, d.deferred, d.read, file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True)
    status, deferred, read = map(int, result.stderr.split()[-3:])
    assert status == 0 and "arith.addi" in result.stdout
    assert deferred > 40  # arith's ops and the others imported
    assert 1 <= read <= 2  # arith.addi's (func.return prints in its own custom form)


def test_unreadable_format_raises_xdsl_error_at_first_use(monkeypatch):
    """A format xDSL cannot read raises PyRDLOpDefinitionError: at definition by default, at first use deferred."""

    def define():
        @irdl_op_definition
        class BadOp(IRDLOperation):
            name = "test.bad_format"
            value = operand_def()
            out = result_def()
            assembly_format = "$value `:` type($nonexistent) attr-dict"

        return BadOp

    with pytest.raises(PyRDLOpDefinitionError):
        define()
    monkeypatch.setattr(FormatProgram, "from_str", staticmethod(deferred_formats.DeferredFormatProgram))
    monkeypatch.setattr(deferred_formats, "_xdsl_from_str", _XDSL_FROM_STR)
    bad = define()  # defined: its format is not read yet
    with pytest.raises(PyRDLOpDefinitionError):
        bad.print(None, None)

