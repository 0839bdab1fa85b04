"""An example ai-opt plugin: the `toy` dialect, the `toy-simplify` pass and the `toy-pipeline` pipeline.

Load it by path or by module name, or install it to have it found through
the `aiopt.plugins` entry point:

    ai-opt in.mlir --load-dialect-plugin=examples/toy_plugin/aiopt_toy/__init__.py --toy-simplify
    PYTHONPATH=examples/toy_plugin ai-opt in.mlir --load-pass-plugin=aiopt_toy --toy-pipeline
    pip install -e examples/toy_plugin && ai-opt in.mlir --toy-simplify
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.passes import ModulePass

from aiopt.support.registry import PassPipelineDefinition, Registry


# Each factory imports its module only when ai-opt needs it, so loading the
# plugin costs nothing for a run that does not use toy.
def _toy_dialect() -> Dialect:
    from .dialect import Toy

    return Toy


def _toy_simplify() -> type[ModulePass]:
    from .simplify import ToySimplifyPass

    return ToySimplifyPass


def _toy_pipeline() -> type[PassPipelineDefinition]:
    from .pipeline import ToyPipeline

    return ToyPipeline


def register(registry: Registry) -> None:
    """Register the toy dialect, pass and pipeline with ai-opt."""
    registry.register_dialect("toy", _toy_dialect)
    registry.register_pass("toy-simplify", _toy_simplify)
    registry.register_pipeline("toy-pipeline", _toy_pipeline)
