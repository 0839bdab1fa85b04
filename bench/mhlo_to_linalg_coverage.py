"""Which mhlo and stablehlo ops `--convert-mhlo-to-linalg` lowers, against mlir-hlo's `hlo-legalize-to-linalg`.

    python bench/mhlo_to_linalg_coverage.py [--json]

Prints, for each dialect, the lowered and the not lowered op mnemonics with
their counts, then the anchor comparison: the 73 mhlo ops that mlir-hlo's
`populateHloToLinalgConversionPattern` (tensorflow/mlir-hlo,
mhlo/transforms/legalize_to_linalg/legalize_to_linalg.cc) registers a
pattern for, and which of them we lower. What a pattern module lowers is
its `LOWERED_OPS`; `test/lowering/test_mhlo_to_linalg_coverage.py` checks
that each of those is in a numerical test and that every other op fails the
pass with `failed to legalize operation`.
"""

from __future__ import annotations

import argparse
import json

from aiopt.dialects import mhlo, stablehlo
from aiopt.lowering.mhlo_to_linalg import all_lowered_ops

ANCHOR_OPS = frozenset(
    {
        # Element-wise (PointwiseToLinalgConverter<...>, 47 ops).
        *("abs", "add", "and", "atan2", "bitcast_convert", "cbrt", "ceil", "clamp", "count_leading_zeros"),
        *("compare", "complex", "convert", "copy", "cosine", "divide", "exponential", "exponential_minus_one"),
        *("floor", "imag", "is_finite", "log_plus_one", "log", "logistic", "maximum", "minimum", "multiply"),
        *("negate", "not", "or", "popcnt", "power", "real", "reduce_precision", "remainder"),
        *("round_nearest_even", "round_nearest_afz", "rsqrt", "select", "shift_left", "shift_right_arithmetic"),
        *("shift_right_logical", "sign", "sine", "sqrt", "subtract", "tanh", "xor"),
        # Structured and data-movement ops (26 ops).
        *("broadcast", "broadcast_in_dim", "dynamic_broadcast_in_dim", "map", "reduce", "transpose"),
        *("concatenate", "constant", "iota", "dynamic_iota", "einsum", "real_dynamic_slice", "reshape"),
        *("reverse", "set_dimension_size", "slice", "dynamic_slice", "dynamic_update_slice", "gather", "pad"),
        *("reduce_window", "rng", "torch_index_select", "convolution", "dot", "dot_general"),
    }
)
"""The mhlo ops mlir-hlo's hlo-legalize-to-linalg lowers (its region terminator `mhlo.return` aside)."""


def coverage() -> dict:
    """Lowered and not lowered mnemonics per dialect, and the anchor's ops we lower and miss."""
    lowered = all_lowered_ops()
    report = {}
    for dialect in (mhlo, stablehlo):
        names = set(dialect.OPS)
        report[dialect.__name__.rsplit(".", 1)[-1]] = {
            "total": len(names),
            "lowered": sorted(names & lowered),
            "not_lowered": sorted(names - lowered),
        }
    report["anchor"] = {
        "total": len(ANCHOR_OPS),
        "covered": sorted(ANCHOR_OPS & lowered),
        "missed": sorted(ANCHOR_OPS - lowered),
        "beyond": sorted((set(mhlo.OPS) & lowered) - ANCHOR_OPS - {"return"}),
    }
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    report = coverage()
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for dialect in ("mhlo", "stablehlo"):
        entry = report[dialect]
        print(f"{dialect}: {len(entry['lowered'])}/{entry['total']} ops lowered")
        print(f"  lowered ({len(entry['lowered'])}): {' '.join(entry['lowered'])}")
        print(f"  not lowered ({len(entry['not_lowered'])}): {' '.join(entry['not_lowered'])}")
    anchor = report["anchor"]
    print(f"mlir-hlo hlo-legalize-to-linalg: {len(anchor['covered'])}/{anchor['total']} of its ops lowered")
    print(f"  missed ({len(anchor['missed'])}): {' '.join(anchor['missed'])}")
    print(f"  beyond the anchor ({len(anchor['beyond'])}): {' '.join(anchor['beyond'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
