"""MLIR's RegionBranchOpInterface check of the values a region passes on to its parent's results.

xDSL's region ops word the check as they like (`memref.alloca_scope.return`:
"Expected operand types to match parent's return types."); upstream's
interface verifier (`verifyTypesAlongControlFlowEdges`) reports it on the
parent op, after its regions:

    %r = memref.alloca_scope -> (i32) {
      memref.alloca_scope.return %c : i64
    }
    // error: 'memref.alloca_scope' op  along control flow edge from Region #0 to parent results:
    //        source type #0 'i64' should match input type #0 'i32'
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException


def verify_types_to_parent_results(
    passed: Sequence[Attribute], results: Sequence[Attribute], region_index: int = 0
) -> None:
    """Upstream's check that the values region #`region_index` passes on (`passed`) are one per result, of
    its type."""
    edge = f"along control flow edge from Region #{region_index} to parent results"
    if len(passed) != len(results):
        raise VerifyException(f"{edge}: source has {len(passed)} operands, but target successor needs {len(results)}")
    for index, (source, target) in enumerate(zip(passed, results)):
        if source != target:
            raise VerifyException(f"{edge}: source type #{index} '{source}' should match input type #{index} '{target}'")
