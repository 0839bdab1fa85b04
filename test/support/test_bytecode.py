"""MLIR bytecode: the reader (support/bytecode_reader.py), the writer (support/bytecode_writer.py) and their
primitives and dialect hooks, against mlir-opt 22's files (test/tools/Inputs/bytecode, made once with
`mlir-opt kinds.mlir --emit-bytecode --emit-bytecode-version=N`) and, where it is installed, mlir-opt itself."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

from aiopt.support.bytecode_dialects import (
    BytecodeDialectInterface,
    BytecodeError,
    DialectBytecodeReader,
    DialectBytecodeWriter,
    interface_for,
    register_dialect_bytecode,
    to_signed,
)
from aiopt.support.bytecode_encoding import (
    EncodingReader,
    encode_signed_varint,
    encode_varint,
    float_from_bits,
    float_to_bits,
    is_bytecode,
)

INPUTS = Path(__file__).parent.parent / "tools" / "Inputs" / "bytecode"
KINDS = INPUTS / "kinds.mlir"


def _context():
    from aiopt.support.registry import default_registry

    return default_registry().make_context(allow_unregistered=True)


def _print(text: str, filename: str = "x.mlir", generic: bool = True) -> str:
    """The IR of `text` as ai-opt prints it (generic by default)."""
    from aiopt.support.asm_printer import render
    from aiopt.support.dense_resource import blobs_of_one_context
    from aiopt.support.parsing import parse_module

    with blobs_of_one_context():
        return render(parse_module(_context(), text, filename), generic=generic)


def _read(data: bytes, filename: str = "x.mlirbc") -> str:
    from aiopt.support.bytecode_reader import bytecode_to_text

    return bytecode_to_text(data, filename)


def _write(text: str, version: int = 6) -> bytes:
    from aiopt.support.bytecode_writer import write_bytecode
    from aiopt.support.dense_resource import blobs_of_one_context
    from aiopt.support.parsing import parse_module

    with blobs_of_one_context():
        return write_bytecode(parse_module(_context(), text, "x.mlir"), version)


def _ai_opt(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    import sys

    return subprocess.run(
        [sys.executable, "-m", "aiopt.tools.ai_opt", "--allow-unregistered-dialect", *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        check=False,
    )


# Primitives.


@pytest.mark.parametrize(
    "value", [0, 1, 127, 128, 200, 1 << 14, (1 << 21) - 1, 1 << 49, (1 << 56) - 1, 1 << 56, 2**64 - 1]
)
def test_varint_round_trip(value):
    encoded = encode_varint(value)
    assert EncodingReader(encoded).read_varint() == value
    assert len(encoded) == min(9, max(1, (value.bit_length() + 6) // 7))


def test_varint_encodings_are_upstreams():
    # The examples of BytecodeFormat.md's PrefixVarInt: the trailing zeros of the first byte count the bytes after it.
    assert encode_varint(1) == b"\x03"
    assert encode_varint(200) == b"\x22\x03"
    assert encode_varint(2**64 - 1) == b"\x00" + b"\xff" * 8


@pytest.mark.parametrize("value", [0, -1, 1, -64, 63, -(2**63), 2**63 - 1])
def test_signed_varint_round_trip(value):
    assert EncodingReader(encode_signed_varint(value)).read_signed_varint() == value


def test_sparse_array_round_trip():
    class Writer(DialectBytecodeWriter):
        def __init__(self):
            self.data = bytearray()

        def write_varint(self, value):
            self.data += encode_varint(value)

    class Reader(DialectBytecodeReader):
        def __init__(self, data):
            self.reader = EncodingReader(data)

        def read_varint(self):
            return self.reader.read_varint()

    for values in ([0, 0, 0], [1, 2, 3], [0, 5, 0, 0, 0, 0], [7] + [0] * 300, [0] * 300 + [2]):
        writer = Writer()
        writer.write_sparse_array(values)
        assert Reader(bytes(writer.data)).read_sparse_array(len(values)) == values


def test_float_bits():
    from xdsl.dialects.builtin import BFloat16Type, Float8E4M3FNType, Float16Type, Float32Type, Float80Type

    for type_, bits in ((Float16Type(), 0x3E00), (Float32Type(), 0x3FC00000), (BFloat16Type(), 0x3FC0),
                        (Float8E4M3FNType(), 0x3C), (Float80Type(), 0x3FFFC000000000000000)):  # fmt: skip
        assert float_to_bits(1.5, type_) == bits
        assert float_from_bits(bits, type_) == 1.5
    assert to_signed(0xFF, 8) == -1 and to_signed(0x7F, 8) == 127


def test_is_bytecode():
    assert is_bytecode(b"ML\xefR\x0d") and not is_bytecode(b"module {}")


# Reading mlir-opt's files.


@pytest.mark.parametrize("version", [0, 3, 5, 6])
def test_reads_mlir_opt_bytecode_of_every_kind(version):
    """mlir-opt's bytecode of kinds.mlir, at each version, reads to the same IR as the text."""
    data = (INPUTS / f"kinds-v{version}.mlirbc").read_bytes()
    assert _print(_read(data)) == _print(KINDS.read_text())


def test_reads_locations():
    text = _read((INPUTS / "kinds-v6.mlirbc").read_bytes())
    assert 'loc("file.mlir":3:4)' in text
    assert 'loc(callsite("callee" at "caller.mlir":5:6))' in text
    assert 'loc(fused["a", "b.mlir":1:1])' in text
    assert 'loc("arg"("f.mlir":1:2))' in text
    assert "dense_resource<blob1>" in text and 'blob1: "0x040000000000803F00000040"' in text


# Writing.

ROUND_TRIP = [
    KINDS.read_text(),
    '"foo.op"() <{p = 1 : i32}> {a = 2 : i32} : () -> () loc("x.mlir":1:1)',
    """func.func @g(%a: tensor<4xf32>, %b: index) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = scf.for %i = %b to %b step %b iter_args(%x = %a) -> tensor<4xf32> {
    %y = arith.addf %x, %c : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %s : tensor<4xf32>
}""",
]


@pytest.mark.parametrize("version", range(7))
@pytest.mark.parametrize("case", range(len(ROUND_TRIP)))
def test_write_read_round_trip(case, version):
    text = ROUND_TRIP[case]
    data = _write(text, version)
    assert data.startswith(b"ML\xefR") and data[4] == version << 1 | 1
    if case == 1 and version < 5:
        # Before version 5 an unregistered op's properties are attributes (upstream's writer merges them so).
        text = text.replace("<{p = 1 : i32}> {a = 2 : i32}", "{a = 2 : i32, p = 1 : i32}")
    assert _print(_read(data)) == _print(text)


def test_writer_refuses_unknown_versions():
    with pytest.raises(BytecodeError, match=r"unsupported version requested 7, must be in range \[0, 6\]"):
        _write("module {}", 7)


def test_round_trip_of_lit_inputs():
    """Every chunk of a sample of the lit suite's dialect inputs that parses: text -> our bytecode -> text."""
    from aiopt.tools.opt_session import split_input

    files = sorted((Path(__file__).parent.parent / "dialects").glob("*.mlir"))[::12]
    checked = 0
    for path in files:
        pieces, _ = split_input(path.read_text(), "// -----")
        for _, chunk in pieces:
            if "expected-error" in chunk:  # (IR that fails to verify, an undefined property say, need not round trip)
                continue
            try:
                expected = _print(chunk)
            except Exception:
                continue
            assert _print(_read(_write(chunk))) == expected, f"{path} chunk: {chunk[:200]}"
            checked += 1
    assert checked > 10


# Dialect hooks.


class _PairHooks(BytecodeDialectInterface):
    """Test hooks for the unregistered `pair` dialect: `#pair.p<N>` as code 0, then N as a signed varint."""

    def write_attribute(self, attr, writer):
        text = str(attr)
        if not text.startswith("#pair.p<"):
            return False
        writer.write_varint(0)
        writer.write_signed_varint(int(text[len("#pair.p<") : -1]))
        return True

    def version(self):
        return (1, 2)

    def write_version(self, writer):
        writer.write_varint(1)
        writer.write_varint(2)

    def read_version(self, reader):
        return (reader.read_varint(), reader.read_varint())

    def read_attribute(self, reader):
        from xdsl.parser import Parser

        assert reader.dialect_version("pair") == (1, 2)  # (written by write_version)
        if reader.read_varint() != 0:
            raise reader.error("unknown pair attribute code")
        return Parser(_context(), f"#pair.p<{reader.read_signed_varint()}>").parse_attribute()


def test_dialect_hooks_read_and_write_custom_encodings():
    text = '"test.op"() {a = #pair.p<-5>} : () -> ()'
    register_dialect_bytecode("pair", _PairHooks())
    try:
        assert interface_for("pair") is not None
        data = _write(text)
        assert b"#pair.p<" not in data  # (custom-encoded, not as text)
        assert "#pair.p<-5>" in _read(data)
    finally:
        register_dialect_bytecode("pair", "aiopt.nonexistent_module:Nothing")
    # Without hooks, a custom encoding is an MLIR error, not a traceback.
    assert interface_for("pair") is None
    with pytest.raises(BytecodeError, match="dialect 'pair' does not implement the bytecode interface"):
        _read(data)


def test_hooks_register_lazily_by_name():
    register_dialect_bytecode("lazy_test", "aiopt.support.bytecode_dialects:BytecodeDialectInterface")
    assert isinstance(interface_for("lazy_test"), BytecodeDialectInterface)


# Malformed files.


def test_truncated_and_flipped_bytes_give_diagnostics_not_tracebacks():
    """Every truncation of a valid file, and random byte flips of it, read to text or to a DiagnosticError:
    no other Python exception escapes the reader."""
    from aiopt.support.bytecode_reader import read_bytecode_source
    from aiopt.support.diagnostics import DiagnosticError

    data = (INPUTS / "kinds-v6.mlirbc").read_bytes()
    rng = random.Random(7)
    mutants = [data[:n] for n in range(0, len(data), 7)]
    for _ in range(300):
        mutant = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            mutant[rng.randrange(4, len(mutant))] = rng.randrange(256)
        mutants.append(bytes(mutant))
    for mutant in mutants:
        try:
            read_bytecode_source(mutant, "m.mlirbc")
        except DiagnosticError as err:
            assert err.location is not None and err.location.filename == "m.mlirbc"


@pytest.mark.parametrize("fixture", ["kinds-v6.mlirbc", "sdy.mlirbc"])
def test_truncated_and_flipped_dialect_encodings_give_diagnostics(fixture):
    """As above, for files whose attributes a dialect hook decodes (sdy: meshes, shardings, sharding rules):
    a hook that meets bad bytes reports an error, it does not raise."""
    from aiopt.support.bytecode_reader import read_bytecode_source
    from aiopt.support.diagnostics import DiagnosticError

    data = (INPUTS / fixture).read_bytes()
    rng = random.Random(11)
    mutants = [data[:n] for n in range(0, len(data), 5)]
    for _ in range(400):
        mutant = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            mutant[rng.randrange(len(data) // 2, len(mutant))] = rng.randrange(256)
        mutants.append(bytes(mutant))
    for mutant in mutants:
        try:
            read_bytecode_source(mutant, "m.mlirbc")
        except DiagnosticError as err:
            assert err.location is not None and err.location.filename == "m.mlirbc"


def test_malformed_file_through_ai_opt():
    data = (INPUTS / "kinds-v6.mlirbc").read_bytes()
    result = _ai_opt("-", stdin=data[:60])
    assert result.returncode == 1
    err = result.stderr.decode()
    assert "<stdin>:0:0: error: " in err and "Traceback" not in err
    assert "<stdin>:0:0: note: in bytecode version 6 produced by: MLIR22.1.8" in err


# mlir-opt reads ours.


def _mlir_opt() -> str:
    from aiopt.tools.upstream import find_upstream_tool

    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("upstream mlir-opt is not installed")
    return mlir_opt


@pytest.mark.parametrize("version", [0, 2, 4, 5, 6])
def test_mlir_opt_reads_our_bytecode(version, tmp_path):
    mlir_opt = _mlir_opt()
    path = tmp_path / "ours.mlirbc"
    path.write_bytes(_write(KINDS.read_text(), version))
    ours = subprocess.run([mlir_opt, "--allow-unregistered-dialect", str(path)], capture_output=True, text=True)
    theirs = subprocess.run([mlir_opt, "--allow-unregistered-dialect", str(KINDS)], capture_output=True, text=True)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == theirs.stdout


def test_reads_jax_stablehlo_bytecode():
    """jaxlib's bytecode of a StableHLO module (the stablehlo dialect's encodings, ODS properties of its ops)
    reads to the same IR as its text (printed in the custom form: the bytecode keeps func.func's empty
    `arg_attrs = [{}, ...]`, which the text leaves out)."""
    data = (INPUTS / "jax-stablehlo.mlirbc").read_bytes()
    text = (INPUTS / "jax-stablehlo.mlir").read_text()
    assert _print(_read(data), generic=False) == _print(text, generic=False)


def test_stablehlo_unknown_code_is_an_error():
    from aiopt.support.bytecode_stablehlo import StablehloBytecodeInterface

    class Reader(DialectBytecodeReader):
        def __init__(self, data):
            self.reader = EncodingReader(data)

        def read_varint(self):
            return self.reader.read_varint()

    with pytest.raises(BytecodeError, match="unknown stablehlo attribute code: 99"):
        StablehloBytecodeInterface().read_attribute(Reader(encode_varint(99)))
    assert StablehloBytecodeInterface().read_attribute(Reader(encode_varint(2) + encode_varint(3))) == (
        "#stablehlo<comparison_direction GT>"
    )


def test_reads_jaxlib_sdy_bytecode_as_jaxlib_prints_it():
    """jaxlib's bytecode of a module with Shardy attributes (Inputs/bytecode/make_sdy_fixture.py: the sdy
    dialect's custom encodings of meshes, axis refs, sub-axes, dimension shardings with priorities, replicated
    and unreduced axes, sharding_per_value, op_sharding_rule with every kind of factor, manual_axes) reads to
    the text jaxlib prints for it, character for character."""
    data = (INPUTS / "sdy.mlirbc").read_bytes()
    assert b"#sdy" not in data  # (custom encodings, not the textual fallback)
    assert _print(_read(data), generic=False).rstrip("\n") == (INPUTS / "sdy.mlir").read_text().rstrip("\n")


_SDY_V3 = """
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x"}>}) -> tensor<8xf32> {
  return %arg0 : tensor<8xf32>
}
"""


@pytest.mark.parametrize("source", ["sdy.mlir", "v3"])
def test_sdy_attributes_are_written_in_their_encoding(source):
    """Meshes, shardings and manual axes go in the sdy dialect's encodings (no `#sdy.` text in the file but the
    op_sharding_rules'), and read back to the same IR (v3: a sharding with a reduction other than sum)."""
    text = (INPUTS / "sdy.mlir").read_text() if source == "sdy.mlir" else _SDY_V3
    data = _write(text)
    assert b"#sdy.sharding<" not in data and b"#sdy.mesh" not in data and b"#sdy.manual_axes" not in data
    assert _print(_read(data), generic=False) == _print(text, generic=False)


def test_jaxlib_reads_our_sdy_bytecode():
    """jaxlib reads our bytecode of the sdy fixture to the text it prints for its own (skipped without jax)."""
    pytest.importorskip("jaxlib.mlir.ir", reason="needs jaxlib")
    jax_mlir = pytest.importorskip("jax._src.interpreters.mlir", reason="needs jax")
    from jaxlib.mlir import ir

    data = _write((INPUTS / "sdy.mlir").read_text())
    with jax_mlir.make_ir_context():
        assert str(ir.Module.parse(data)) == (INPUTS / "sdy.mlir").read_text()


class _SdyReader(DialectBytecodeReader):
    """Feeds the sdy hook varints, and nested attributes from a list."""

    def __init__(self, data: bytes, nested=()):
        self.reader = EncodingReader(data)
        self.nested = list(nested)

    def read_varint(self):
        return self.reader.read_varint()

    def read_signed_varint(self):
        return self.reader.read_signed_varint()

    def read_bool(self):
        return bool(self.reader.read_byte())

    def read_attribute(self):
        return self.nested.pop(0)


def test_sdy_bad_encodings_are_errors():
    from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, StringAttr, SymbolRefAttr, i64

    from aiopt.dialects.sdy_bytecode import SdyBytecodeInterface, factor_name

    hooks = SdyBytecodeInterface()
    with pytest.raises(BytecodeError, match="unknown sdy attribute code: 99"):
        hooks.read_attribute(_SdyReader(encode_varint(99)))
    # op_sharding_rule: one factor (size 4), operand mapping [[factor 1]]: out of range.
    tensor = ArrayAttr([DenseArrayBase.from_list(i64, [1])])
    rule = encode_varint(10) + encode_varint(1) + encode_signed_varint(4) + encode_varint(1) + encode_varint(0)
    rule += encode_varint(0) * 4 + bytes([1])
    with pytest.raises(BytecodeError, match=r"sdy factor index 1 out of range \[0, 1\)"):
        hooks.read_attribute(_SdyReader(rule, [tensor]))
    good = ArrayAttr([DenseArrayBase.from_list(i64, [0])])
    assert str(hooks.read_attribute(_SdyReader(rule, [good]))) == "#sdy.op_sharding_rule<([i])->() {i=4}, custom>"
    # a sharding whose dimension shardings are not dimension shardings
    sharding = encode_varint(6) + encode_varint(1) + encode_varint(0)
    with pytest.raises(BytecodeError, match="expected #sdy.dimension_sharding in an sdy attribute"):
        hooks.read_attribute(_SdyReader(sharding, [SymbolRefAttr("mesh"), StringAttr("x")]))
    assert [factor_name(i) for i in (0, 17, 18, 20)] == ["i", "z", "z_1", "z_3"]


def test_reads_upstream_ods_properties():
    """mlir-opt's bytecode of ops whose ODS properties differ from our definitions (linalg's `cast`,
    affine.linearize_index's native `disjoint`, cf.cond_br's `branch_weights`, func.call's `no_inline`) and of
    ops with segment sizes (sparse arrays) reads to the same IR as the text."""
    data = (INPUTS / "upstream-ops.mlirbc").read_bytes()
    # (compared in the custom form: the bytecode holds the linalg named ops' regions, which the generic form
    # prints with their own maps)
    text = (INPUTS / "upstream-ops.mlir").read_text()
    assert _print(_read(data), generic=False) == _print(text, generic=False)


def test_reads_quant_types():
    """mlir-opt's bytecode of uniform (per-tensor, per-axis, narrow storage range) quantized types: the quant
    dialect's encodings read to the types' text."""
    data = (INPUTS / "quant.mlirbc").read_bytes()
    text = _read(data)
    assert "!quant.uniform<u8<1:255>:f32, 1.0e-05:0>" in text
    assert "!quant.uniform<i8:f32:1, {2.0:10, 3.0:20, 0.25:0}>" in text
    assert _print(text) == _print((INPUTS / "quant.mlir").read_text())


def _mlir_opt_generic(mlir_opt: str, text: str | bytes) -> str:
    data = text.encode() if isinstance(text, str) else text
    result = subprocess.run(
        [mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-local-scope", "-"],
        input=data,
        capture_output=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode()


PROPERTY_FAMILIES = ["llvm", "arith", "std", "gpu"]
"""Fixtures props-<family>.mlir: ops of each family with their properties set to distinctive values (llvm.func's
attributes, llvm.load/store/call/getelementptr/global/invoke, overflow and no-wrap flags as native enums; arith's
fastmath/overflow/exact, scf.for's unsigned; func, memref, tensor, vector, affine, linalg, scf; gpu.func,
gpu.launch, gpu.launch_func, subgroup_reduce)."""


@pytest.mark.parametrize("family", PROPERTY_FAMILIES)
def test_reads_mlir_opt_properties_of_op_family(family):
    """mlir-opt 22's bytecode of each family's ops reads (with upstream's ODS property layouts) to IR that
    mlir-opt prints as it prints the source."""
    mlir_opt = _mlir_opt()
    source = (INPUTS / f"props-{family}.mlir").read_text()
    data = subprocess.run(
        [mlir_opt, "--emit-bytecode", "-"], input=source.encode(), capture_output=True, check=True
    ).stdout
    assert _mlir_opt_generic(mlir_opt, _read(data)) == _mlir_opt_generic(mlir_opt, source)


@pytest.mark.parametrize("family", PROPERTY_FAMILIES)
def test_mlir_opt_reads_our_properties_of_op_family(family):
    """mlir-opt 22 reads our bytecode of each family's ops (native properties such as llvm's overflowFlags and
    getelementptr's noWrapFlags, affine.linearize_index's disjoint, in upstream's ODS layout) to the IR it reads
    from the source."""
    mlir_opt = _mlir_opt()
    source = _mlir_opt_generic(mlir_opt, (INPUTS / f"props-{family}.mlir").read_text())
    assert _mlir_opt_generic(mlir_opt, _write(source)) == source


def test_reads_jax_stablehlo_ops_with_unset_result_accuracy():
    """jaxlib's bytecode of loops, conditionals, windows, slices and the unary ops with a `result_accuracy`
    property (which jaxlib leaves unset) reads to the same IR as its text."""
    data = (INPUTS / "jax-stablehlo-ops.mlirbc").read_bytes()
    text = (INPUTS / "jax-stablehlo-ops.mlir").read_text()
    assert _print(_read(data), generic=False) == _print(text, generic=False)
