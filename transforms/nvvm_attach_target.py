"""`--nvvm-attach-target`: say how each gpu.module is compiled to PTX.

As upstream's pass, it appends an `#nvvm.target` to the `targets` of every
gpu.module whose name matches the `module` regular expression:

    gpu.module @kernels { ... }

becomes, with `--nvvm-attach-target="chip=sm_90 features=+ptx80 O=3"`,

    gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">] { ... }

`gpu-module-to-binary` and `ai-translate --mlir-to-ptx` compile each module
for its target's chip, PTX features and optimization level.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, UnitAttr

from aiopt.dialects import gpu
from aiopt.dialects.nvvm import DEFAULT_TRIPLE, NVVMTargetAttr, target_problem
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option


@dataclass(frozen=True)
class NVVMAttachTargetPass(DiagnosticPass):
    """Attaches an NVVM target attribute to a GPU Module.

    Example, `ai-opt --nvvm-attach-target="chip=sm_90 features=+ptx80"`:

        gpu.module @kernels {
        }

    becomes

        gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
    """

    name = "nvvm-attach-target"

    module: str = option("", "Regex used to identify the modules to attach the target to")
    triple: str = option(DEFAULT_TRIPLE, "Target triple")
    chip: str = option("sm_50", "Target chip")
    features: str = option("", "Target features, default is to use the minimum PTX ISA version for the SM target")
    O: int = option(2, "Optimization level")
    fast: bool = option(False, "Enable fast math mode")
    ftz: bool = option(False, "Enable flush to zero for denormals")

    def __post_init__(self) -> None:
        problem = target_problem(self.chip, self.features)
        if problem is not None:
            raise PassOptionError("chip" if problem.startswith("unknown chip") else "features", problem)
        if not 0 <= self.O <= 3:
            raise PassOptionError("O", f"must be between 0 and 3, got {self.O}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        try:
            pattern = re.compile(self.module)
        except re.error as error:
            emit_error(op, f"invalid regular expression '{self.module}' for the module option: {error}")
            return
        flags = {name: UnitAttr() for name in ("fast", "ftz") if getattr(self, name)}
        target = NVVMTargetAttr(
            chip=self.chip, features=self.features, O=self.O, triple=self.triple, flags=DictionaryAttr(flags)
        )
        for nested in op.walk():
            if isinstance(nested, gpu.ModuleOp) and (not self.module or pattern.search(nested.sym_name.data)):
                existing = list(nested.targets.data) if nested.targets is not None else []
                if target not in existing:
                    nested.targets = ArrayAttr([*existing, target])
