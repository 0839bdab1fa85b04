"""Infrastructure under every layer: diagnostics, the registry and pass options, the pass
pipeline, MLIR text parsing and printing, verification, dominance, and rewriting helpers.

Nothing here imports a dialect, a pass or the runtime (see docs/architecture.md).
"""

from xdsl.ir import core as _ir_core
from xdsl.irdl import attributes as _irdl_attributes
from xdsl.irdl import constraints as _irdl_constraints
from xdsl.irdl import operations as _irdl_operations

from aiopt.support import attribute_init as _attribute_init  # noqa: F401  (see there)
from aiopt.support import block_insertion as _block_insertion  # noqa: F401  (see there)
from aiopt.support import dialect_loading as _dialect_loading  # noqa: F401  (see there)
from aiopt.support import irdl_build_args as _irdl_build_args  # noqa: F401  (see there)
from aiopt.support import irdl_op_init as _irdl_op_init  # noqa: F401  (see there)
from aiopt.support import irdl_verify_cache as _irdl_verify_cache  # noqa: F401  (see there)
from aiopt.support import op_traits as _op_traits  # noqa: F401  (trait order and lookup cache: see there)
from aiopt.support import segment_accessors as _segment_accessors  # noqa: F401  (see there)
from aiopt.support import symbol_lookup as _symbol_lookup  # noqa: F401  (see there)
from aiopt.support.subclass_checks import answer_checks_from_mro as _answer_checks_from_mro

# xDSL's IR classes (and those defined under them later) answer isinstance from their MRO (see there).
_answer_checks_from_mro(_ir_core, _irdl_attributes, _irdl_constraints, _irdl_operations)
