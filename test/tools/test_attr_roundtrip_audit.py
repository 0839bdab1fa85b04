"""bench/attr_roundtrip_audit.py finds the ops whose print + re-parse loses a discardable attribute, and tells
upstream's own elisions (implicit terminators, bodies that are not printed, ops without an attr-dict) apart."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import attr_roundtrip_audit as audit  # noqa: E402

from aiopt.support import parsing  # noqa: E402

PROGRAM = """
func.func @f(%m: memref<4xf32>, %pad: f32, %i: index, %c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %v = vector.transfer_read %m[%i], %pad : memref<4xf32>, vector<4xf32>
  scf.if %c {
    memref.store %pad, %m[%i] : memref<4xf32>
  }
  affine.dma_wait %m[%i], %i : memref<4xf32>
  %e = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.exp ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// -----
"not parsed
"""


def test_losses_by_kind(tmp_path: Path, capfd) -> None:
    path = tmp_path / "program.mlir"
    path.write_text(PROGRAM)
    result = audit.audit([path])
    assert result["chunks"] == 1
    assert result["reparse_failures"] == []
    assert result[audit.LOST] == {}
    assert result[audit.ELIDED_TERMINATOR] == {"scf.yield in scf.if": [1, f"{path}:0"]}
    assert result[audit.NO_ATTR_DICT] == {"affine.dma_wait in func.func": [1, f"{path}:0"]}
    assert result[audit.ELIDED_BODY] == {
        "linalg.yield in linalg.elementwise": [1, f"{path}:0"],
        "linalg.yield in linalg.exp": [1, f"{path}:0"],
        "math.exp in linalg.elementwise": [1, f"{path}:0"],
        "math.exp in linalg.exp": [1, f"{path}:0"],
    }
    assert audit.main([str(path), "--all"]) == 0
    out = capfd.readouterr().out
    assert "elided terminator: scf.yield in scf.if: 1" in out
    assert out.endswith(
        "0 ops lose `test.marker` (1 chunks round-tripped, 0 failed to re-parse; upstream's too: "
        "1 elided terminators, 4 in elided bodies, 1 of ops without an attr-dict)\n"
    )


def test_a_dropped_attribute_is_a_loss(monkeypatch) -> None:
    """An op whose printer forgets its attributes is reported (here arith.addf's, cleared before printing)."""
    ctx = audit.default_registry().make_context(allow_unregistered=True)
    text = "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  return %0 : f32\n}\n"
    real_render = audit.render

    def render_without_addf_attributes(op, **kwargs):
        for inner in op.walk():
            if inner.name == "arith.addf":
                inner.attributes.clear()
        return real_render(op, **kwargs)

    monkeypatch.setattr(audit, "render", render_without_addf_attributes)
    assert audit.round_trip(text, ctx) == [(audit.LOST, "arith.addf", "func.func")]


def test_inherent_entries(tmp_path: Path, monkeypatch) -> None:
    """An attr-dict entry named as a property: a declarative format makes it the property (arith.addf), the
    hand-written affine.apply parser rejects it as upstream's does ('attribute 'map' occurs more than once in
    the attribute list'), so none is kept; without the parser's step that moves or rejects them
    (`_attr_dict_entries_to_properties`), the audit finds affine.apply's."""
    path = tmp_path / "program.mlir"
    path.write_text(
        "func.func @f(%a: f32, %i: index) -> index {\n"
        "  %0 = arith.addf %a, %a fastmath<fast> : f32\n"
        "  %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n"
        "  return %1 : index\n}\n"
    )
    assert audit.inherent_entries([path]) == {}
    monkeypatch.setattr(parsing, "_attr_dict_entries_to_properties", lambda parser, op, offset: None)
    assert audit.inherent_entries([path]) == {"affine.apply": [1, "map", f"{path}:0"]}
