"""`--vhlo-to-version='target=#.#.#'`: VHLO ops to the versions a StableHLO release has (upstream's VhloToVersion).

An op newer than the target is downgraded when what its newer version added holds the old meaning (a default
`result_accuracy`, no dot algorithm, no batching dimensions, one operand of a collective, no send/recv
`source_target_pairs`); otherwise the pass fails with upstream's `failed to legalize operation ... that was
explicitly marked illegal`. An op older than the target is upgraded, its new attributes at their defaults (what
portable artifacts of an older StableHLO need before `--vhlo-legalize-to-stablehlo`). `target` is `#.#.#`,
`current` or `minimum`, between StableHLO 0.9.0 and 1.17.0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Region
from xdsl.rewriter import Rewriter

from aiopt.dialects import vhlo
from aiopt.dialects.vhlo_ops import CURRENT_VERSION, MINIMUM_VERSION, VERSIONS
from aiopt.support.diagnostics import emit_error
from aiopt.support.parsing import LocatedParser
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

Version = tuple[int, int, int]

_ACCURACY = "cbrt cosine exponential exponential_minus_one log log_plus_one logistic rsqrt sine sqrt tan tanh".split()
_DEFAULT_ACCURACY = (
    "#vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, "
    "mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>"
)
_NONE = "#vhlo.type_v1<!vhlo.none_v1>"
_EMPTY = "#vhlo.tensor_v1<dense<> : tensor<0xi64>>"
_DOT_ALGORITHM = (
    "accumulation_type",
    "allow_imprecise_accumulation",
    "lhs_component_count",
    "lhs_precision_type",
    "num_primitive_operations",
    "rhs_component_count",
    "rhs_precision_type",
)

# The op (base name) whose version 2 adds these attributes, with their values that mean what version 1 did.
ADDED_IN_V2: dict[str, dict[str, str]] = {
    **{name: {"result_accuracy": _DEFAULT_ACCURACY} for name in _ACCURACY},
    "dot_general": {name: _NONE for name in _DOT_ALGORITHM},
    "gather": {"operand_batching_dims": _EMPTY, "start_indices_batching_dims": _EMPTY},
    "dynamic_gather": {"operand_batching_dims": _EMPTY, "start_indices_batching_dims": _EMPTY},
    "scatter": {"input_batching_dims": _EMPTY, "scatter_indices_batching_dims": _EMPTY},
    "all_gather": {},
    "all_reduce": {},
    "all_to_all": {},
    "send": {"source_target_pairs": _EMPTY},
    "recv": {"source_target_pairs": _EMPTY},
    "composite": {},
}
_SINGLE_OPERAND_IN_V1 = ("all_gather", "all_reduce", "all_to_all")


def parse_version(text: str) -> Version | None:
    if text == "current":
        text = CURRENT_VERSION
    elif text == "minimum":
        text = MINIMUM_VERSION
    match = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)", text)
    return None if match is None else (int(match.group(1)), int(match.group(2)), int(match.group(3)))


def _range(mnemonic: str) -> tuple[Version, Version]:
    low, high = VERSIONS.get(mnemonic, (MINIMUM_VERSION, "current"))
    return parse_version(low), parse_version(high)  # type: ignore[return-value]


def _text(version: Version) -> str:
    return ".".join(map(str, version))


class _Converter:
    def __init__(self, ctx: Context, target: Version):
        self.ctx = ctx
        self.target = target
        self.parsed: dict[str, Attribute] = {}

    def attribute(self, text: str) -> Attribute:
        if text not in self.parsed:
            self.parsed[text] = LocatedParser(self.ctx, text, "<vhlo-to-version>").parse_attribute()
        return self.parsed[text]

    def target_mnemonic(self, op: vhlo.VhloOp) -> str | None:
        """The mnemonic `op` has at the target version (itself when in range); None when it cannot be converted."""
        mnemonic = op.name.removeprefix("vhlo.")
        low, high = _range(mnemonic)
        match = re.fullmatch(r"(\w+)_v(\d+)", mnemonic)
        assert match is not None
        base, number = match.group(1), int(match.group(2))
        if low <= self.target <= high:
            return mnemonic
        if base not in ADDED_IN_V2:
            return None
        if self.target > high and number == 1:
            return f"{base}_v2"
        if self.target < low and number == 2 and self._means_v1(op, base):
            v1_low, _ = _range(f"{base}_v1")
            return f"{base}_v1" if self.target >= v1_low else None
        return None

    def _means_v1(self, op: vhlo.VhloOp, base: str) -> bool:
        if base in _SINGLE_OPERAND_IN_V1 and (len(op.operands) != 1 or len(op.results) != 1):
            return False
        return all(op.properties.get(name) == self.attribute(text) for name, text in ADDED_IN_V2[base].items())

    def convert(self, op: vhlo.VhloOp, mnemonic: str, rewriter: Rewriter) -> None:
        base = re.sub(r"_v\d+$", "", mnemonic)
        properties = dict(op.properties)
        if mnemonic.endswith("_v2"):
            for name, text in ADDED_IN_V2[base].items():
                properties.setdefault(name, self.attribute(text))
        else:
            for name in ADDED_IN_V2[base]:
                properties.pop(name, None)
        regions = [Region() for _ in op.regions]
        for old, new in zip(op.regions, regions):
            old.move_blocks(new)
        new_op = vhlo.OP_CLASSES[mnemonic].create(
            operands=list(op.operands),
            result_types=[r.type for r in op.results],
            properties=properties,
            attributes=dict(op.attributes),
            regions=regions,
        )
        new_op.location = op.location
        rewriter.replace_op(op, new_op)


def vhlo_to_version(ctx: Context, module: ModuleOp, target: str) -> bool:
    """Convert the VHLO ops under `module` to version `target`; False (an error emitted) when it cannot."""
    version = parse_version(target)
    if version is None:
        if not target:
            emit_error(
                module,
                "No target version specified. Specify target using: --vhlo-to-version='target=[targetVersion]'\n"
                "Target version must be of the form #.#.# or 'current'.",
            )
        else:
            emit_error(
                module,
                f"Invalid target version argument '{target}'\nTarget version must be of the form #.#.# or 'current'.",
            )
        return False
    if version < parse_version(MINIMUM_VERSION):  # type: ignore[operator]
        emit_error(module, f"target version {_text(version)} is less than minimum supported {MINIMUM_VERSION}")
        return False
    if version > parse_version(CURRENT_VERSION):  # type: ignore[operator]
        emit_error(module, f"target version {_text(version)} is greater than current version {CURRENT_VERSION}")
        return False
    converter = _Converter(ctx, version)
    rewriter = Rewriter()
    for op in [op for op in module.walk() if isinstance(op, vhlo.VhloOp)]:
        mnemonic = converter.target_mnemonic(op)
        if mnemonic is None:
            emit_error(op, f"failed to legalize operation '{op.name}' that was explicitly marked illegal")
            return False
        if mnemonic != op.name.removeprefix("vhlo."):
            converter.convert(op, mnemonic, rewriter)
    return True


@dataclass(frozen=True)
class VhloToVersionPass(DiagnosticPass):
    """Convert VHLO ops to the versions of StableHLO release `target`: upgrade older ops (their new attributes
    at their defaults), downgrade newer ones whose new attributes hold their defaults, and fail on the others.

    Example, `ai-opt --vhlo-to-version=target=1.9.0`:

        vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
          %0 = "vhlo.tanh_v1"(%arg0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
          "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
        } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

    keeps `vhlo.tanh_v1` (StableHLO 1.9.0 has it); with `target=current` it becomes

        %0 = "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00,
          rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : ...
    """

    name = "vhlo-to-version"

    target: str = option("", "The target version: #.#.#, 'current' or 'minimum'")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        vhlo_to_version(ctx, op, self.target)
