"""`--toy-pipeline`: the toy simplifications followed by generic cleanups."""

from __future__ import annotations

from dataclasses import dataclass

from aiopt.support.registry import PassPipelineDefinition, option


@dataclass(frozen=True)
class ToyPipeline(PassPipelineDefinition):
    """Run toy-simplify, then canonicalize and cse.

    `--toy-pipeline=fold-constants=true` expands to
    `toy-simplify{fold-constants=true},canonicalize,cse`.
    """

    name = "toy-pipeline"

    fold_constants: bool = option(False, "passed on to toy-simplify")

    def pipeline(self) -> str:
        fold = "true" if self.fold_constants else "false"
        return f"toy-simplify{{fold-constants={fold}}},canonicalize,cse"
