"""The fast paths of parsing, verifying and printing (issue 19) answer exactly as xDSL's general code does.

Each fast path handles the common case (a token of the common kinds, a `%x`
operand, a number type, an op without `{...}` or `loc(...)`, a use of a value
defined earlier in the same block) and leaves everything else to xDSL; these
tests give both kinds of input and compare with xDSL or with the diagnostic
that the general path gives.
"""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

from aiopt.support.asm_printer import render
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import _Lexer, parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()


def _tokens(lexer_class, text: str) -> list:
    lexer = lexer_class(Input(text, "t.mlir"))
    tokens = []
    while True:
        token = lexer.lex()
        tokens.append((token.kind, token.span.start, token.span.end, token.text))
        if token.kind == MLIRTokenKind.EOF:
            return tokens


@pytest.mark.parametrize(
    "text",
    [
        '%0 = arith.constant 1.5e3 : f32 // comment\n  "quoted" %x#1 ^bb0 !t #a @s 0x1F 2. -> -',
        # A comment before a token the common regex does not match: its `/` must not come back as a token.
        '  // a comment\n  "a string"',
        "// one\n// two\n{-# x #-}",
        "a//b\n%c",
        "   ",
        "// only a comment",
        "{ } [ ] ( ) < > = + * ? | / - : , ...",
    ],
)
def test_lexer_gives_xdsl_tokens(text):
    assert _tokens(_Lexer, text) == _tokens(MLIRLexer, text)


def test_token_span_equals_xdsl_span():
    token = _Lexer(Input("  %x", "t.mlir")).lex()
    assert token.span == Span(2, 4, token.span.input)
    assert hash(token.span) == hash(Span(2, 4, token.span.input))
    assert token.span.text == "%x"


def test_op_location_equals_constructed_location():
    module = parse_module(CONTEXT, "func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  func.return %b : i32\n}\n", "loc.mlir")
    add = next(op for op in module.walk() if op.name == "arith.addi")
    expected = FileLineColLoc(StringAttr("loc.mlir"), IntAttr(2), IntAttr(8))
    assert add.location == expected
    assert hash(add.location) == hash(expected)
    assert type(add.location) is FileLineColLoc


def test_number_types_per_parse():
    """A number type parsed once is reused by every later parse, in any context: the same output."""
    text = "func.func @f(%a: i32, %b: f32) -> i32 {\n  %c = arith.addi %a, %a : i32\n  func.return %c : i32\n}\n"
    first = parse_module(CONTEXT, text, "a.mlir")
    second = parse_module(default_registry().make_context(), text, "b.mlir")
    assert render(first) == render(second)
    types = [op.results[0].type for op in first.walk() if op.name == "arith.addi"]
    assert str(types[0]) == "i32"


@pytest.mark.parametrize(
    "body, message, line, column",
    [
        # A value used with another type than its definition's: MLIR's message, at the use.
        (
            "%c = arith.addi %a, %a : i32\n  %d = arith.addf %c, %c : f32",
            "use of value '%c' expects different type than prior uses: 'f32' vs 'i32'",
            3,
            19,
        ),
        # A tuple index beyond the value's results, and one that is no number: xDSL's messages.
        ("%c = arith.addi %a#1, %a : i32", "SSA value tuple index out of bounds", 2, 19),
        ("%c = arith.addi %a#x, %a : i32", "Expected integer as SSA value tuple index", 2, 21),
        # A missing operand, comma or type: MLIR's messages, right after the last token before the
        # wrong one (MLIR's `emitWrongTokenError`), on the line before where the wrong one starts a line.
        ("%c = arith.addi , %a : i32", "expected SSA operand", 2, 18),
        ("%c = arith.addi %a %a : i32", "expected ','", 2, 21),
        ("%c = arith.addi %a, %a : ", "expected non-function type", 2, 27),
        ("%c = arith.addi %a, %a : i0x", "expected non-function type", 2, 27),
        # A value never defined, reported at its first use.
        ("%c = arith.addi %a, %zz : i32", "use of undeclared SSA value name '%zz'", 2, 23),
        # `loc` after the op goes to xDSL's location parser.
        ("%c = arith.addi %a, %a : i32 loc(#nope)", "operation location alias was never defined", 2, 36),
    ],
)
def test_operand_and_type_errors_unchanged(body, message, line, column):
    """The messages and locations are those of the parser before the fast paths (checked against it)."""
    text = f"func.func @f(%a: i32) {{\n  {body}\n  func.return\n}}\n"
    with pytest.raises(DiagnosticError) as err:
        parse_module(CONTEXT, text, "e.mlir")
    assert message in err.value.message
    assert (err.value.location.line, err.value.location.column) == (line, column)


def test_attr_dict_and_location_still_parse():
    text = (
        'func.func @f(%a: i32) -> i32 {\n  %c = arith.addi %a, %a {tag = 1 : i64} : i32 loc("x.py":7:3)\n'
        "  func.return %c : i32\n}\n"
    )
    module = parse_module(CONTEXT, text, "d.mlir")
    add = next(op for op in module.walk() if op.name == "arith.addi")
    assert "tag" in add.attributes
    assert add.location == FileLineColLoc(StringAttr("x.py"), IntAttr(7), IntAttr(3))


@pytest.mark.parametrize(
    "body, error",
    [
        # A use before the definition in the same block.
        ("%c = arith.addi %a, %d : i32\n  %d = arith.addi %a, %a : i32\n  func.return", "operand #1 does not dominate this use"),
        # A use of the op's own result.
        ("%c = arith.addi %a, %c : i32\n  func.return", "operand #1 does not dominate this use"),
        # Defined first: fine.
        ("%d = arith.addi %a, %a : i32\n  %c = arith.addi %a, %d : i32\n  func.return", None),
    ],
)
def test_same_block_dominance(body, error):
    module = parse_module(CONTEXT, f"func.func @f(%a: i32) {{\n  {body}\n}}\n", "dom.mlir")
    if error is None:
        verify_operation(module)
        return
    with pytest.raises(DiagnosticError) as err:
        verify_operation(module)
    assert error in err.value.message


def test_graph_region_uses_before_definition():
    """The body of a module is a graph region: ops there may use values defined after them."""
    allowing = default_registry().make_context(allow_unregistered=True)
    module = parse_module(allowing, '"test.use"(%v) : (i32) -> ()\n%v = "test.def"() : () -> i32\n', "graph.mlir")
    verify_operation(module)


def test_printed_names_and_lines():
    """Names given while printing, reused for later uses, on lines indented as xDSL indents them."""
    text = (
        "func.func @f(%arg0: i32) -> i32 {\n  %0 = arith.addi %arg0, %arg0 : i32\n"
        "  %1 = arith.muli %0, %0 : i32\n  return %1 : i32\n}\n"
    )
    module = parse_module(CONTEXT, text, "p.mlir")
    assert render(module) == "module {\n  " + text.replace("\n", "\n  ").rstrip(" ") + "}\n"


# -- verification: ops whose checks read only their signature are checked once per signature --


def test_signature_only_classes():
    """Only classes whose verifier reads nothing but the op's own types and attributes qualify."""
    from xdsl.dialects import arith as xdsl_arith
    from xdsl.dialects import func
    from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def
    from xdsl.utils.exceptions import VerifyException

    from aiopt.dialects import arith
    from aiopt.support.irdl_verification import reads_only_signature
    from aiopt.support.verifier import _checks_only_signature

    assert _checks_only_signature(xdsl_arith.AddiOp)
    assert _checks_only_signature(xdsl_arith.MulfOp)
    assert not _checks_only_signature(func.ReturnOp)  # HasParent, IsTerminator: reads its parent
    assert not _checks_only_signature(func.CallOp)  # a symbol user
    assert _checks_only_signature(arith.ConstantOp)  # aiopt's own verify_, marked reads_only_signature
    assert not _checks_only_signature(arith.ExtFOp)  # aiopt's own verify_, not marked

    @irdl_op_definition
    class CheckedOp(IRDLOperation):
        name = "test.checked"
        value = operand_def()

        def verify_(self) -> None:
            raise VerifyException("custom check")

    assert not _checks_only_signature(CheckedOp)

    @irdl_op_definition
    class MarkedOp(IRDLOperation):
        name = "test.marked"
        value = operand_def()

        @reads_only_signature
        def verify_(self) -> None:
            raise VerifyException("custom check")

    assert _checks_only_signature(MarkedOp)

    class UnmarkedOverride(arith.ConstantOp):
        def verify_(self) -> None:  # overrides the marked verifier: may read anything
            super().verify_()

    assert not _checks_only_signature(UnmarkedOverride)


@pytest.mark.parametrize("bad_first", [False, True])
def test_signature_cache_reports_each_failure(bad_first):
    """An op that fails is reported whether or not ops of its class passed before it, and vice versa."""
    good = "%c = arith.addi %a, %a : i32"
    bad = '%d = "arith.addi"(%a, %a) : (i32, i32) -> i64'
    body = f"{bad}\n  {good}" if bad_first else f"{good}\n  {good.replace('%c', '%e')}\n  {bad}"
    module = parse_module(CONTEXT, f"func.func @f(%a: i32) {{\n  {body}\n  func.return\n}}\n", "v.mlir")
    with pytest.raises(DiagnosticError) as err:
        verify_operation(module)
    assert err.value.to_diagnostic().location.line == (2 if bad_first else 4)
    assert "arith.addi" in err.value.message


def test_signature_cache_distinguishes_properties():
    """Two ops that differ only in a property are checked apart: the second one's bad flag is reported."""
    text = (
        "func.func @f(%a: f32) {\n  %c = arith.addf %a, %a : f32\n"
        '  %d = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32\n  func.return\n}\n'
    )
    module = parse_module(CONTEXT, text, "c.mlir")
    with pytest.raises(DiagnosticError) as err:
        verify_operation(module)
    assert err.value.to_diagnostic().location.line == 3
    assert "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags" in err.value.message


# -- shaped types: each simple spelling parsed once per process --

SHAPED = """func.func @f(%a: tensor<4x3xf32>, %m: memref<4xf32>, %s: memref<4xf32, strided<[1]>>, %d: tensor<?x3xf32>) {
  %b = arith.addf %a,%a:tensor<4x3xf32>// no space before the comment
  %c = arith.constant dense<1.0> : tensor<4x3xf32>
  %e = arith.mulf %b, %c : tensor<4x3xf32>
  %x = arith.addf %d, %d : tensor<?x3xf32>
  func.return
}
"""


def test_shaped_types_reused_within_a_parse():
    module = parse_module(CONTEXT, SHAPED, "s.mlir")
    func = next(op for op in module.walk() if op.name == "func.func")
    a, m, s, d = (arg.type for arg in func.body.block.args)
    uses = [op.results[0].type for op in module.walk() if op.name in ("arith.addf", "arith.mulf", "arith.constant")]
    assert [str(t) for t in uses] == ["tensor<4x3xf32>"] * 3 + ["tensor<?x3xf32>"]
    assert all(t is a for t in uses[:3]) and uses[3] is d
    # The same text up to a layout is another type.
    assert str(m) == "memref<4xf32>" and str(s) == "memref<4xf32, strided<[1]>>"
    assert m != s


def test_builtin_shaped_types_shared_between_parses():
    """A type in builtin syntax alone is one object for the whole process: another parse (in another context)
    reuses it. One that names an attribute alias is per parse: the same spelling is another type where the
    alias stands for another map."""
    first = parse_module(CONTEXT, SHAPED, "a.mlir")
    second = parse_module(default_registry().make_context(), SHAPED, "b.mlir")
    type_of = lambda module: next(op for op in module.walk() if op.name == "arith.addf").results[0].type  # noqa: E731
    assert type_of(first) is type_of(second)
    assert render(first) == render(second)
    aliased = "#map = affine_map<(d0) -> ({})>\nfunc.func @f(%a: memref<4xf32, #map>) {{\n  func.return\n}}\n"
    types = [
        next(op for op in parse_module(CONTEXT, aliased.format(map), "m.mlir").walk() if op.name == "func.func")
        .body.block.args[0].type
        for map in ("d0", "d0", "d0 + 1")
    ]
    assert types[0] == types[1] and types[0] is not types[1]
    assert types[0] != types[2] and "d0 + 1" in str(types[2])


@pytest.mark.parametrize(
    "spelling, message",
    [
        ("tensor<4xi16777216>", "integer bitwidth is limited to 16777215 bits"),
        ("tensor<4xfoo>", None),
    ],
)
def test_bad_shaped_type_still_reported(spelling, message):
    """A spelling of the simple form that xDSL (or aiopt's width check) rejects is rejected as before."""
    text = f"func.func @f(%a: {spelling}) {{\n  func.return\n}}\n"
    with pytest.raises(DiagnosticError) as err:
        parse_module(CONTEXT, text, "bad.mlir")
    if message:
        assert message in err.value.message


def test_complex_types_shared_between_parses():
    """`complex<f64>` is also one object for the process (the lowered LAPACK loops spell it hundreds of times);
    a spelling xDSL rejects is rejected as before, at each parse."""
    text = "func.func @f(%a: complex<f64>, %b: complex<i8>, %c: tensor<2xcomplex<f64>>) -> complex<f64> {\n"
    text += "  func.return %a : complex<f64>\n}\n"
    first, second = (parse_module(CONTEXT, text, name) for name in ("a.mlir", "b.mlir"))
    types = [list(next(op for op in m.walk() if op.name == "func.func").function_type.inputs) for m in (first, second)]
    assert [str(t) for t in types[0]] == ["complex<f64>", "complex<i8>", "tensor<2xcomplex<f64>>"]
    assert all(x is y for x, y in zip(*types, strict=True))
    assert types[0][2].element_type is types[0][0]
    assert render(first) == render(second)
    bad = "func.func @f(%a: complex<index>) {\n  func.return\n}\n"
    for _ in range(2):
        with pytest.raises(DiagnosticError) as err:
            parse_module(CONTEXT, bad, "bad.mlir")
        assert "Complex type must be parameterized by an integer or float type" in err.value.message


# -- dialect, alias and shaped types with layouts: each spelling parsed once per parse --

TYPES = """!s = !llvm.struct<(i32, f32)>
func.func @f(%a: !llvm.ptr, %b: !llvm.ptr <1>, %c: !llvm.ptr<1>, %d: !llvm.ptr, %e: !llvm.struct<(i32, f32)>,
             %g: !llvm.struct<(i32, f32)>, %h: !s, %i: !s, %j: memref<4x8xf32, strided<[8, 1], offset: ?>>,
             %k: memref<4x8xf32, strided<[8, 1]>>, %l: memref<4x8xf32, strided<[8, 1], offset: ?>>,
             %m: memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, %n: memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>,
             %o: memref<4xf32, 0>, %p: memref<4xf32, 0>, %q: !llvm.array<2 x !llvm.struct<(i32, f32)>>) {
  func.return
}
"""


def test_dialect_and_layout_types_reused_within_a_parse():
    module = parse_module(CONTEXT, TYPES, "t.mlir")
    func = next(op for op in module.walk() if op.name == "func.func")
    a, b, c, d, e, g, h, i, j, k, l, m, n, o, p, q = (arg.type for arg in func.body.block.args)
    assert d is a and str(a) == "!llvm.ptr"
    # `!llvm.ptr <1>` (a separate `<`) is another type than `!llvm.ptr`, equal to `!llvm.ptr<1>`.
    assert b == c and b != a and str(b) == "!llvm.ptr<1>"
    assert g is e and i is h and h == e
    assert l is j and j != k and str(k) == "memref<4x8xf32, strided<[8, 1]>>"
    assert n is m and p is o and str(o) == "memref<4xf32>"
    assert str(q).startswith("!llvm.array<2 x ") and q.type is e


def test_printed_types_reuse_their_text():
    """A type printed again is written from its first text, aliases included."""
    module = parse_module(CONTEXT, TYPES, "t.mlir")
    printed = render(module)
    assert printed.startswith("#map = affine_map<(d0, d1) -> (d1, d0)>\nmodule {")
    assert "%arg11: memref<4x8xf32, #map>, %arg12: memref<4x8xf32, #map>" in printed
    assert "%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr," in printed
    local = render(module, aliases=False)
    assert local.count("memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>") == 2


@pytest.mark.parametrize(
    "spelling, message",
    [
        ("!llvm.struct<(i32, f32)", "expected '>'"),
        ("!llvm.ptr<x>", None),
        ("!nope.thing<1>", None),
        ("memref<4xf32, strided<[1], offset: >>", None),
    ],
)
def test_bad_dialect_type_still_reported(spelling, message):
    text = f"func.func @f(%a: !llvm.ptr, %b: {spelling}) {{\n  func.return\n}}\n"
    with pytest.raises(DiagnosticError) as err:
        parse_module(CONTEXT, text, "bad.mlir")
    if message:
        assert message in err.value.message


# -- declarative formats: inferred types reused, ops built without irdl_op_init where allowed --


def test_format_ops_infer_types_per_written_type(monkeypatch):
    """The same op with other written types gets its own inferred types; no op goes through `build`."""
    from xdsl.irdl import IRDLOperation

    # The op classes' build plans are made once per class, and a class whose `build` is not IRDL's own
    # (as under the spy below) gets none: made first, with other types than those the test reads.
    parse_module(CONTEXT, "func.func @w(%a: i16, %x: f64) {\n  %c = arith.addi %a, %a : i16\n"
                 "  %y = arith.mulf %x, %x : f64\n  func.return\n}\n", "w.mlir")
    built = []
    original = IRDLOperation.build.__func__
    monkeypatch.setattr(IRDLOperation, "build", classmethod(lambda cls, **kw: built.append(cls) or original(cls, **kw)))
    text = (
        "func.func @f(%a: i32, %b: i64, %x: f32) -> i64 {\n  %c = arith.addi %a, %a : i32\n"
        "  %d = arith.addi %b, %b : i64\n  %e = arith.addi %a, %c : i32\n  %y = arith.mulf %x, %x : f32\n"
        "  func.return %b : i64\n}\n"
    )
    module = parse_module(CONTEXT, text, "i.mlir")
    ops = {op.results[0].name_hint or op.name: op for op in module.walk() if op.results}
    assert [str(v.type) for v in ops["c"].operands] == ["i32", "i32"] and str(ops["c"].results[0].type) == "i32"
    assert [str(v.type) for v in ops["d"].operands] == ["i64", "i64"] and str(ops["d"].results[0].type) == "i64"
    assert ops["e"].operands[1] is ops["c"].results[0]
    assert not [cls for cls in built if cls.name.startswith("arith.")]
    assert render(module) == render(parse_module(default_registry().make_context(), render(module), "again.mlir"))


def test_format_op_with_a_mistyped_operand_after_good_ones():
    """An op whose written type fails the format's constraints still gets MLIR's verifier message, also
    after ops with the same spelling that passed."""
    text = (
        "func.func @f(%a: i32, %x: f32) {\n  %c = arith.addi %a, %a : i32\n  %d = arith.addi %x, %x : f32\n"
        "  %e = arith.addi %x, %x : f32\n  func.return\n}\n"
    )
    module = parse_module(CONTEXT, text, "m.mlir")
    with pytest.raises(DiagnosticError) as err:
        verify_operation(module)
    assert err.value.to_diagnostic().location.line == 3
    assert "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'" in err.value.message


def test_build_parsed_op_falls_back_to_build_for_what_the_definition_rejects():
    """Operand lists that the definition does not allow get `build`'s own error."""
    from xdsl.dialects.arith import AddiOp
    from xdsl.dialects.builtin import i32
    from xdsl.dialects.test import TestOp

    from aiopt.support.assembly_format import _plan, build_parsed_op

    value = TestOp(result_types=[i32]).results[0]
    plan = _plan(AddiOp, AddiOp.get_irdl_definition())
    with pytest.raises(ValueError) as fast:
        build_parsed_op(AddiOp, plan, ([value, value], [value]), ([i32],), {}, {}, [], [])
    with pytest.raises(ValueError) as general:
        AddiOp.build(operands=([value, value], [value]), result_types=([i32],))
    assert str(fast.value) == str(general.value)
    op = build_parsed_op(AddiOp, plan, ([value], [value]), ([i32],), {"overflowFlags": None}, {}, [], [])
    assert list(op.operands) == [value, value] and op.result.type == i32 and "overflowFlags" in op.properties
    general = AddiOp.build(operands=([value], [value]), result_types=([i32],))
    assert set(vars(op)) == set(vars(general))
    assert (op.location, op.successors, op.regions, op.properties) == (general.location, general.successors, general.regions, general.properties)
    assert [use.operation for use in value.uses].count(op) == 2


def test_operation_init_is_the_one_repeated():
    """`_init_operation` repeats xDSL 0.74's `Operation.__init__`; an xDSL upgrade that changes it must
    look at it again (until then the fast path calls xDSL's)."""
    from aiopt.support.irdl_op_init import EXPECTED_OPERATION_INIT_NAMES, xdsl_operation_init

    assert xdsl_operation_init.__code__.co_names == EXPECTED_OPERATION_INIT_NAMES


@pytest.mark.parametrize(
    "value, printed",
    [
        ("255 : i8", "-1 : i8"),  # normalized as xDSL's IntegerAttr does
        ("007 : index", "7 : index"),
        ("0x10 : i32", "16 : i32"),  # hexadecimal: xDSL's path
        ("5 : f32", "5.000000e+00 : f32"),  # a float type: xDSL's path
        ("-3 : i32", "-3 : i32"),
        ("5 : ui8", "5 : ui8"),
    ],
)
def test_integer_values_as_xdsl_builds_them(value, printed):
    from xdsl.dialects.builtin import IntegerAttr

    text = f"func.func @f() {{\n  %c = arith.constant {value}\n  func.return\n}}\n"
    module = parse_module(CONTEXT, text, "c.mlir")
    constant = next(op for op in module.walk() if op.name == "arith.constant")
    assert f"arith.constant {printed}" in render(module)
    attr = constant.properties["value"]
    if isinstance(attr, IntegerAttr):
        assert attr == IntegerAttr(attr.value.data, attr.type) and hash(attr) == hash(IntegerAttr(attr.value.data, attr.type))


def test_integer_value_out_of_range_still_reported():
    text = "func.func @f() {\n  %c = arith.constant 300 : i8\n  func.return\n}\n"
    with pytest.raises(DiagnosticError) as err:
        parse_module(CONTEXT, text, "r.mlir")
    # Upstream's words, at the literal (xDSL's 'Integer value 300 is out of range for type i8' was at the
    # token after the op).
    assert err.value.message == "integer constant out of range for attribute"
    assert (err.value.location.line, err.value.location.column) == (2, 23)


def test_format_variables_read_at_their_position():
    """Operand and result variables of an op class with only single operands read the value at their index;
    variadic classes go through xDSL's accessors (both give what the accessor gives)."""
    from xdsl.irdl.declarative_assembly_format import OperandVariable, ResultVariable

    text = (
        "func.func @f(%a: i32, %b: i32) -> i32 {\n  %c = arith.subi %a, %b : i32\n"
        "  %s = arith.select %t, %a, %b : i32\n  func.return %c : i32\n}\n"
    )
    text = text.replace("%s = arith.select %t", "%t = arith.cmpi slt, %a, %b : i32\n  %s = arith.select %t")
    module = parse_module(CONTEXT, text, "v.mlir")
    checked = 0
    for op in module.walk():
        if op.name not in ("arith.subi", "arith.select", "arith.cmpi"):
            continue
        for stmt in _format_statements(op):
            if isinstance(stmt, OperandVariable):
                assert stmt.get(op) is getattr(op, stmt.name)
                checked += 1
            if isinstance(stmt, ResultVariable):
                assert stmt.get_types(op) == (getattr(op, stmt.name).type,)
                checked += 1
    assert checked >= 3
    assert "%0 = arith.subi %arg0, %arg1 : i32" in render(module)


def _format_statements(op):
    """The statements of the declarative format of `op`'s class, nested ones included."""
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    closure = type(op).print.__closure__ or ()
    programs = [cell.cell_contents for cell in closure if isinstance(cell.cell_contents, FormatProgram)]
    stack = [stmt for program in programs for stmt in program.stmts]
    while stack:
        stmt = stack.pop()
        yield stmt
        for attribute in ("inner", "then_elements", "else_elements"):
            nested = getattr(stmt, attribute, None)
            if nested is not None:
                stack.extend(nested if isinstance(nested, tuple) else (nested,))


def _parse_or_error(text: str):
    """The printed module, or the diagnostic's message and position (the parse error or the verifier's)."""
    try:
        module = parse_module(default_registry().make_context(), text, "c.mlir")
        verify_operation(module)
        return render(module)
    except DiagnosticError as err:
        return err.to_diagnostic()


@pytest.mark.parametrize(
    "body",
    [
        "%c = arith.addi %a, %b : i32\n  %d = arith.muli %c, %c : i32\n  %e = arith.xori %d, %c : i32",
        "%c = arith.addi %a, %b overflow<nsw> : i32\n  %d = arith.addi %c, %c : i32",  # a group present
        "%x = arith.addf %f, %f fastmath<fast> : f32\n  %y = arith.mulf %x, %f : f32",
        "%c = arith.addi %a, %b {tag = 1 : i64} : i32",  # an attribute dictionary
        '%c = arith.addi %a, %b : i32 loc("x.py":7:3)',
        "%c:2 = arith.addui_extended %a, %b : i32, i1\n  %d = arith.addi %c#0, %a : i32",  # `%c#0`
        "%c = arith.constant 5 : i32\n  %d = arith.constant 7 : i64\n  %e = arith.constant 1.5 : f32",
        "%c = arith.constant {tag} 5 : i32",
        "%c = arith.addi %a, %b : i64",  # operands of another type than written
        "%c = arith.addi %f, %f : f32\n  %d = arith.addi %f, %f : f32",  # a type the constraints reject, twice
        "%c = arith.addi %a, %zz : i32",  # an undefined value
        "%c = arith.addi %a %b : i32",  # a missing comma
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %a, %b : i32 {x}",
        "%c = arith.cmpi slt, %a, %b : i32\n  %e = arith.extsi %a : i32 to i64",
        "%e = arith.extsi %a : i32 into i64",  # a keyword that is not the format's
        "%c = arith.addi %a, %c : i32",  # its own result
        # Spacing and comments between the tokens, a type read the first time, tokens that are not of
        # the common kinds (the fused regex of the format does not match them).
        "%c = arith.addi %a,%b:i32\n  %d = arith.addi %c , // a comment\n %c\t: i32",
        "%c = arith.addi %a, %b : i32\n  %d = arith.index_cast %c : i32 to index\n  %e = arith.index_cast %c : i32 to index",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c : i32 {x}",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c : i32overflow",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c : !i32",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c //: i32\n : i32",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c overflow <nsw> : i32",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c , %c:i32",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c: i32 loc(#x)",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c#1, %c : i32",
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %12x, %c : i32",
        "%c = arith.index_cast %a : i32 to index\n  %d = arith.index_cast %b : i32 toindex",
    ],
)
def test_compiled_formats_answer_as_the_general_way(body, monkeypatch):
    """Parsing and printing through the compiled steps of formats gives the module (printed by aiopt's
    printer and by xDSL's) or the diagnostic that the general way gives; ops of every kind above take
    the compiled steps."""
    from aiopt.support import assembly_format

    def parse_and_print():
        outcome = _parse_or_error(text)
        try:
            module = parse_module(default_registry().make_context(), text, "c.mlir")
        except DiagnosticError:
            return outcome, None
        return outcome, str(module)

    text = f"func.func @f(%a: i32, %b: i32, %f: f32) {{\n  {body}\n  func.return\n}}\n"
    assembly_format._COMPILED.clear()
    compiled = parse_and_print()
    entries = assembly_format._COMPILED.values()
    assert any(entry.steps is not None for entry in entries)
    assert any(entry.fused is not None for entry in entries) or "arith.constant" in body
    assert any(entry.printing is not None for entry in entries) or not isinstance(compiled[0], str)
    monkeypatch.setattr(assembly_format, "_compile", lambda program, op_type: None)
    monkeypatch.setattr(assembly_format, "_compile_printing", lambda program, op_type: None)
    monkeypatch.setattr(assembly_format, "_fuse", lambda steps: (None, (), ()))
    assembly_format._COMPILED.clear()
    general = parse_and_print()
    monkeypatch.undo()
    assembly_format._COMPILED.clear()
    assert compiled == general


def test_compiled_formats_of_the_common_arith_ops():
    """The binary, constant and cast ops of `arith` take the compiled steps, to parse and to print;
    `func.return` (a variadic operand) does not."""
    from xdsl.dialects import arith, func
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    from aiopt.support.assembly_format import _CompiledFormat

    def compiled(op_type):
        definition = op_type.get_irdl_definition()
        return _CompiledFormat(FormatProgram.from_str(definition.assembly_format, definition), op_type)

    for op_type in (arith.AddiOp, arith.MulfOp, arith.XOrIOp, arith.ConstantOp, arith.ExtSIOp, arith.SelectOp, arith.IndexCastOp):
        assert compiled(op_type).steps is not None and compiled(op_type).printing is not None, op_type.name
    assert compiled(func.ReturnOp).steps is None and compiled(func.ReturnOp).printing is None


@pytest.mark.parametrize(
    "body",
    [
        "%c = arith.addi %a, %b : i32\n  %d = arith.addi %c, %c : i32",
        "%c, %d = arith.addui_extended %a, %b : i32, i1",
        "%c:2 = arith.addui_extended %a, %b : i32, i1\n  %e = arith.addi %c#0, %a : i32",
        '%c = "arith.addi"(%a, %b) : (i32, i32) -> i32',  # the generic form
        "%c = arith.addui_extended %a, %b : i32, i1",  # two results, one name
        "%c = func.call @g() : () -> ()",  # no result
        "%c = arith.addi %a, %b : i32\n  %c = arith.addi %a, %b : i32",  # defined twice
        "%c = arith.nosuchop %a : i32",
        "%c = nodialect.op %a : i32",
        "%c = arith.addi %a, %b : i32 loc(\"x.py\":3:4)",
        "%c = %a",
        "%c = 5",
        # Spacing and comments around the `=`.
        "%c=arith.addi %a, %b : i32\n  %d =arith.addi %c, %c : i32\n  %e\t= // note\n arith.addi %d, %d : i32",
        "%c == arith.addi %a, %b : i32",
        "%c = = arith.addi %a, %b : i32",
    ],
)
def test_one_result_custom_ops_parse_as_the_general_way(body, monkeypatch):
    """`%name = dialect.op ...` taken by LocatedParser's own path gives the module or diagnostic that
    xDSL's `parse_operation` gives."""
    from aiopt.support.parsing import LocatedParser

    text = f"func.func private @g()\nfunc.func @f(%a: i32, %b: i32) {{\n  {body}\n  func.return\n}}\n"
    fast = _parse_or_error(text)
    monkeypatch.setattr(LocatedParser, "_parse_one_result_custom_operation", lambda self: None)
    assert _parse_or_error(text) == fast


def test_values_defined_after_their_uses_in_a_graph_region():
    """A custom op whose result was used before it is defined (a graph region) takes the place of the
    forward reference, as with xDSL's path."""
    text = "%x = arith.addi %y, %y : i32\n%y = arith.constant 1 : i32\n"
    module = parse_module(CONTEXT, text, "g.mlir")
    add, constant = list(module.body.ops)
    assert add.operands[0] is constant.results[0] and add.operands[1] is constant.results[0]
    assert constant.results[0].name_hint == "y"


def test_dense_literal_type_constraint_built_once(monkeypatch):
    """The type of a dense literal is checked against one constraint built once (xDSL builds it for every
    literal), with xDSL's answers and message."""
    from xdsl.irdl import base

    from aiopt.support import parsing

    parsing._dense_literal_type_constraint.cache_clear()
    built = []
    monkeypatch.setattr(parsing, "base", lambda hint: built.append(hint) or base(hint))
    text = (
        "%a = arith.constant dense<1> : tensor<2xi8>\n"
        "%b = arith.constant dense<2.0> : vector<3xf32>\n"
        "%c = arith.constant dense<3> : tensor<2xindex>\n"
    )
    parse_module(CONTEXT, text, "t.mlir")
    assert len(built) == 1
    with pytest.raises(DiagnosticError, match="Expected memref, vector or tensor type of integer, index, float"):
        parse_module(CONTEXT, '"test.op"() {v = dense<1> : tensor<2x!test.type<"x">>} : () -> ()\n', "t.mlir")
    assert len(built) == 1
