"""Module verification that reports the failing op at its source location.

xDSL's `Operation.verify` raises a bare `VerifyException` that does not say
which op failed. MLIR reports `file:line:col: error: 'dialect.op' op message`,
so this walks the IR itself and verifies one op at a time, parents before
their regions as MLIR's verifier does; then, as MLIR's verifier does after
the ops, it checks that every operand's definition dominates its use.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from io import StringIO

from xdsl.interfaces import _ConditionallySpeculatableInterfaceTrait, _HasFolderInterfaceTrait
from xdsl.ir import Block, BlockArgument, ErasedSSAValue, Operation, OpResult, Region
from xdsl.irdl import IRDLOperation
from xdsl.traits import (
    ConditionallySpeculatable,
    HasFolder,
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    OpTrait,
    SameOperandsAndResultType,
    SymbolTable,
)
from xdsl.utils.exceptions import DiagnosticException, VerifyException
from xdsl.utils.symbol_table import get_name_if_symbol

from aiopt.support.asm_printer import AsmPrinter
from aiopt.support.branch_op_interface import verify_successor_operands
from aiopt.support.diagnostics import DiagnosticError, emit_error, op_error_message
from aiopt.support.dialect_attributes import FUNCTION_ATTRIBUTE_PROPERTIES, verify_dialect_attributes
from aiopt.support.dominance import DominanceInfo
from aiopt.support.irdl_verification import (
    UNKNOWN_VERIFIER,
    TypeInferenceError,
    UpstreamVerifyException,
    custom_verifier,
    ods_constraint_error,
)
from aiopt.support.irdl_verify_cache import op_identity, op_signature
from aiopt.support.symbol_lookup import symbol_tables

"""Where xDSL's `irdl_op_definition` generates each op class's `verify_`."""


def verify_operation(root: Operation) -> None:
    """Verify `root` and everything nested in it; raise DiagnosticError on the first failure.

    The order is MLIR's: an op before the ops nested in it, and a block's
    terminator only after every op of the block, so that an invalid op in a
    function without `return` is reported rather than the missing terminator.
    Symbol lookups read a name table per symbol table during the walk
    (`symbol_lookup.symbol_tables`, upstream's `SymbolTableCollection`).
    """
    with symbol_tables():
        _verify_operation(root)


def _verify_operation(root: Operation) -> None:
    # An explicit stack instead of recursion (deeply nested IR); a block on
    # the stack, in a tuple of one, marks the point where all its ops have
    # been verified. (A tuple is told from an op without `isinstance(item, Block)`,
    # which goes through `ABCMeta` for every op.)
    stack: list[Operation | tuple[Block] | DiagnosticError] = [root]
    verified = _passed_signatures()
    # The dominance of each op's operands is checked as the walk meets the op (the walk's order is
    # `verify_dominance`'s), and its first failure reported after the walk, as MLIR's verifier reports
    # it after the ops: one walk instead of two. Where the check trips over IR that a later op's
    # verifier reports, the walk drops it (`dominance` None) and `verify_dominance` runs after it.
    dominance: _DominanceCheck | None = _DominanceCheck()
    undominated: DiagnosticError | None = None
    while stack:
        item = stack.pop()
        if item.__class__ is tuple:
            _verify_terminator(item[0])
            continue
        if isinstance(item, DiagnosticError):
            raise item  # a region trait's failure, deferred until the ops in the regions verified
        op = item
        # Most ops have no regions or successors and a class whose checks read only its signature (see
        # `_checks_only_signature`): for them the symbol and successor checks have nothing to look at,
        # and the dialect attribute checks only the attributes it has, if any.
        plain = not op.regions and not op._successors and _checks_only_signature(type(op))
        if not plain:
            _verify_unique_symbols(op)
        try:
            _verify_op(op, verified)
            if not plain:
                verify_successor_operands(op)
                verify_dialect_attributes(op)
            elif op.attributes or not op.properties.keys().isdisjoint(FUNCTION_ATTRIBUTE_PROPERTIES):
                verify_dialect_attributes(op)
        except DiagnosticError:
            raise
        except DiagnosticException as err:
            if _is_region_trait_failure(err) and op.regions:
                # MLIR verifies region traits (SingleBlockImplicitTerminator) after the ops in the regions.
                stack.append(DiagnosticError(op_error_message(op, _trait_message(op, _message(err))), op))
                _push_regions(stack, op)
                continue
            ods_message = None if isinstance(err, UpstreamVerifyException) else _ods_message(op)
            message = op_error_message(op, ods_message or _trait_message(op, _message(err)))
            if isinstance(err, TypeInferenceError) or _is_type_inference_failure(op, message):
                # MLIR reports the reason, then that the inference failed.
                emit_error(op, message)
                raise DiagnosticError(op_error_message(op, "failed to infer returned types"), op) from None
            raise DiagnosticError(message, op) from None
        except RecursionError:
            raise DiagnosticError(op_error_message(op, "is nested too deeply"), op) from None
        except Exception as err:
            # Some xDSL verifiers trip over malformed IR with plain Python
            # errors; the IR is at fault, so it is still a verifier failure.
            # (An op whose constraints fail, which its verifier did not expect: those.)
            message = _ods_message(op) or f"failed to verify: {_message(err)}"
            raise DiagnosticError(op_error_message(op, message), op) from None
        _push_regions(stack, op)
        if undominated is None and dominance is not None:
            try:
                undominated = dominance.check(op, root)
            except Exception:  # noqa: BLE001 - see above
                dominance = None
    if dominance is None:
        verify_dominance(root)
    elif undominated is not None:
        raise undominated


def _push_ops(stack: list, block: Block) -> None:
    """`stack.extend(reversed(block.ops))`, following xDSL's links between the ops of the block without the
    iterator of `block.ops` (two Python calls per op; the walks of the verifier and the fingerprint took a
    twentieth of their time there)."""
    op = block._last_op
    while op is not None:
        stack.append(op)
        op = op._prev_op


def _push_regions(stack: list, op: Operation) -> None:
    """Check `op`'s blocks and push them and their ops, so that the ops verify first, in order."""
    for region in op.regions:
        for block in region.blocks:
            _verify_block(block, op)
    for region in reversed(op.regions):
        for block in reversed(region.blocks):
            stack.append((block,))
            _push_ops(stack, block)


_PASSED_SIGNATURES: set = set()
"""Signatures (`op_signature`) of signature-only ops that passed, kept across calls: a pipeline verified
after every pass meets the same `arith.addi : i64` in every pass's result, and a process compiling many
programs meets it in every program."""

_PASSED_IDENTITIES: dict[tuple, tuple] = {}
"""The same, by the identity of the types and attributes (`signature_identity`) -> the signature, which keeps the
objects named alive (so no id is reused). Hashing a signature hashes its types all the way down (an
`!llvm.struct` of a memref descriptor: tens of microseconds); an op verified after every pass keeps its
type objects, and so does each op a pattern builds from another's types."""

_PASSED_SIGNATURES_LIMIT = 65536
"""Past this many signatures the caches start again (they hold the types and attributes they name)."""


def _passed_signatures() -> set:
    if len(_PASSED_SIGNATURES) > _PASSED_SIGNATURES_LIMIT or len(_PASSED_IDENTITIES) > _PASSED_SIGNATURES_LIMIT:
        _PASSED_SIGNATURES.clear()
        _PASSED_IDENTITIES.clear()
    return _PASSED_SIGNATURES


class VerifyWhenChanged:
    """`verify_operation`, skipped where the IR is exactly as it was when it last verified.

    A pass pipeline verified after every pass (`--verify-each`, the default of
    mlir-opt and ai-opt; `AIOPT_VERIFY_EACH=1` for compiled programs) spent
    most of its time verifying IR that the last pass left untouched: about
    half of the passes of the CPU pipeline change nothing in a given program.
    Verification is a function of the IR alone, so this keeps, for each root
    it verified, a fingerprint of everything a verifier can read (see
    `ir_fingerprint`) and verifies again only when that differs.

        verify = VerifyWhenChanged()
        verify(module)   # verified
        verify(module)   # unchanged since: not verified again
    """

    def __init__(self) -> None:
        self._verified: dict[int, tuple[Operation, tuple]] = {}

    def __call__(self, root: Operation) -> None:
        fingerprint = ir_fingerprint(root)
        last = self._verified.get(id(root))
        if last is not None and last[0] is root and last[1] == fingerprint:
            return
        self._verified.pop(id(root), None)
        verify_operation(root)
        self._verified[id(root)] = (root, fingerprint)


def ir_fingerprint(root: Operation) -> tuple:
    """What verifying `root` depends on: the ops nested in it, in order, each with its class, block, operands,
    successors, result types, properties and attributes, and its regions with their blocks and arguments.

    Ops, blocks, regions and values are held themselves, and compare by identity (as xDSL's IR nodes and
    values do), so the fingerprint keeps them alive; the tuples of operands, successors, regions and block
    arguments that xDSL replaces on every change are held as they are (an unchanged op's compare by
    identity, at once); types and attributes (immutable) compare by equality. One tuple per op: building
    it takes about two thirds of the time a flat list of the same parts (and the ids kept apart) did, which
    was a sixth of `AIOPT_VERIFY_EACH=1` verification's time in the difftest sample.
    """
    parts: list = []
    add = parts.append
    stack = [root]  # (`_preorder`'s order, which is `walk`'s, inlined: one pass over every op of the IR)
    while stack:
        op = stack.pop()
        properties, attributes, regions = op.properties, op.attributes, op.regions
        if regions:
            blocks = []
            for region in regions:
                blocks.append(region.__class__)
                for block in region.blocks:
                    arguments = block.args
                    blocks += (block, arguments, tuple([argument.type for argument in arguments]))
            for region in reversed(regions):
                for block in reversed(region.blocks):
                    _push_ops(stack, block)
            blocks = (regions, *blocks)
        else:
            blocks = None
        add((
            op,
            op.__class__,
            op.parent,
            op._operands,  # (xDSL's tuples of the operands and successors, which the accessors view)
            op._successors,
            tuple([result.type for result in op.results]),
            dict(properties) if properties else None,  # (copies: passes change the dictionaries in place)
            dict(attributes) if attributes else None,
            blocks,
        ))  # fmt: skip
    return tuple(parts)


def _is_type_inference_failure(op: Operation, message: str) -> bool:
    """Whether MLIR would report this failure of `op` as one of its result type inference.

    Ops that say so (`INFERS_RESULT_TYPES`), and the mismatch that MLIR's
    `refineReturnTypes` reports for any op: `inferred type(s) ... are
    incompatible with return type(s) of operation ...`.
    """
    if "are incompatible with return type(s) of operation" in message:
        return True
    if any(pattern in message for pattern in _CONSTRAINT_MESSAGES):
        return False
    return getattr(op, "INFERS_RESULT_TYPES", False)


_CONSTRAINT_MESSAGES = (
    "operand #", "result #", "failed to verify that", "failed to satisfy constraint", "requires attribute",
    "requires the same", "should be of base attribute", "expects regions to end with", " expected in operation ",
    "operands, but found",
)  # fmt: skip
"""Parts of the messages of the constraints MLIR checks before inferring types (ODS operand, result,
attribute and trait constraints): never a type inference failure."""


_REGION_TRAIT_FAILURES = re.compile(r"^'[^']+' (terminates with operation|contains empty block instead|does not contain single-block)")
"""xDSL's messages of SingleBlockImplicitTerminator, which MLIR checks as a region trait."""


def _is_region_trait_failure(err: Exception) -> bool:
    return _REGION_TRAIT_FAILURES.match(_message(err)) is not None


def _verify_op(op: Operation, verified: set | None = None) -> None:
    """xDSL's `Operation.verify` of one op, less its terminator check (see `_verify_terminator`).

    Its custom verifier runs directly: `Operation.verify` would print the
    whole module into the exception's notes, which nothing reads.

    `verified` holds the signatures (`op_signature`) of ops that passed
    checks that read nothing but their signature: an op with the signature
    of one that passed passes too, and is not checked again.
    """
    for operand in op._operands:  # (xDSL's tuples of the operands and successors, which the accessors view)
        if type(operand) not in _LIVE_VALUES and isinstance(operand, ErasedSSAValue):
            raise ValueError("Erased SSA value is used by the operation")
    block = op.parent
    successors = op._successors
    if successors and block is not None:
        if block.last_op is not op:
            raise VerifyException("operation with block successors must terminate its parent block")
        for successor in successors:
            if successor.parent is not block.parent:
                raise VerifyException("branching to block of a different region")
    if verified is None or successors or op.regions or not _checks_only_signature(type(op)):
        op.verify_()
        return
    identity = op_identity(op)
    if identity in _PASSED_IDENTITIES:
        return
    signature = op_signature(op)
    try:
        known = signature in verified
    except TypeError:  # an unhashable attribute: checked, and remembered by identity only
        known = hashable = False
    else:
        hashable = True
    if not known:
        op.verify_()
        if hashable:
            verified.add(signature)
    _PASSED_IDENTITIES[identity] = signature


_LIVE_VALUES = frozenset({OpResult, BlockArgument})
"""The classes of nearly every operand: no `ErasedSSAValue`, known without `isinstance` (through `ABCMeta`)."""

_SIGNATURE_ONLY_TRAIT_CHECKS = frozenset(
    {OpTrait.verify, SameOperandsAndResultType.verify, HasFolder.verify, ConditionallySpeculatable.verify}
    | {trait.verify for trait in (_HasFolderInterfaceTrait, _ConditionallySpeculatableInterfaceTrait)}
)
"""Trait checks that read only the op's operand and result types (or nothing): no parent, block, region
or symbol."""

_SIGNATURE_ONLY_CLASSES: dict[type, bool] = {}


def _checks_only_signature(cls: type[Operation]) -> bool:
    """Whether verifying an op of `cls` (without regions or successors) reads nothing but its signature.

    True for an op class whose `verify_` is the one `irdl_op_definition`
    generates for a definition without a custom verifier (the IRDL
    constraints of operands, results, properties and attributes, and the
    traits) and whose traits check only types: `arith.addi`, `arith.mulf`.
    A custom verifier makes it False unless it is marked
    `reads_only_signature` (`arith.constant`'s), as does any trait that may
    look further (`HasParent`, `IsTerminator`, symbols).
    """
    known = _SIGNATURE_ONLY_CLASSES.get(cls)
    if known is None:
        custom = custom_verifier(cls)
        if custom is UNKNOWN_VERIFIER:
            custom = getattr(cls, "verify_", None)
        known = (
            issubclass(cls, IRDLOperation)
            and (custom in (None, Operation.verify_) or getattr(custom, "reads_only_signature", False))
            and all(type(trait).verify in _SIGNATURE_ONLY_TRAIT_CHECKS for trait in cls.get_irdl_definition().traits)
        )
        _SIGNATURE_ONLY_CLASSES[cls] = known
    return known


def _verify_terminator(block: Block) -> None:
    """MLIR's `block with no terminator`, checked once the block's ops have verified.

    Only the single block of an op with the NoTerminator trait may end with
    a non-terminator:

        linalg.generic ... { ^bb0(%a: f32): %s = arith.addf %a, %a : f32 }
        // error: block with no terminator, has %0 = "arith.addf"(...) ...
    """
    last = block.last_op
    region = block.parent
    if last is None or region is None or last.has_trait(IsTerminator):
        return
    parent = region.parent
    if len(region.blocks) == 1 and (parent is None or parent.has_trait(NoTerminator)):
        return
    raise DiagnosticError(f"block with no terminator, has {_generic_text(last)}", last)


def _generic_text(op: Operation) -> str:
    """One op in MLIR's generic form, on one line, as MLIR prints it in a diagnostic: its values named as in
    the closest op isolated from above (`%arg1` for an argument of a region in a function of one argument)."""
    scope = op.parent_op()
    while scope is not None and not scope.has_trait(IsolatedFromAbove) and scope.parent_op() is not None:
        scope = scope.parent_op()
    printer = AsmPrinter(stream=StringIO(), print_generic_format=True)
    if scope is not None:
        printer.print_op(scope)  # (names the values of the scope, as MLIR's AsmState does)
    stream = printer.stream = StringIO()
    printer.print_op(op)
    return " ".join(line.strip() for line in stream.getvalue().splitlines())


def verify_dominance(root: Operation) -> None:
    """Every operand of every op in a reachable block is defined where it dominates its use.

    Raises DiagnosticError as MLIR does: `operand #N does not dominate this
    use`, at the user, with a note where the operand is defined.
    """
    check = _DominanceCheck()
    for op in _preorder(root):
        error = check.check(op, root)
        if error is not None:
            raise error


class _DominanceCheck:
    """`verify_dominance`'s check of one op after another, in the order of a walk of the IR."""

    def __init__(self) -> None:
        self.dominance = DominanceInfo()
        self.last_block: Block | None = None  # (the ops of a block come one after another, nested ones aside)
        self.reachable = True

    def check(self, op: Operation, root: Operation) -> DiagnosticError | None:
        """The error of `op`'s first operand that does not dominate it, where `op` is in a reachable block."""
        block = op.parent
        if block is not self.last_block:
            self.last_block, self.reachable = block, block is None or self.dominance.is_reachable(block)
        if op is not root and not self.reachable:
            return None
        index = self.dominance.first_undominated_operand(op)
        if index is None:
            return None
        operand = op.operands[index]
        return DiagnosticError(f"operand #{index} does not dominate this use", op, notes=[_definition_note(operand, op)])


def _definition_note(value, user: Operation):
    """MLIR's note on where a non-dominating operand is defined, relative to its user."""
    user_region = user.parent_region()
    if isinstance(value, BlockArgument):
        block = value.owner
        region = block.parent
        if region is None:
            return " (block without parent)", None
        relation = _relation(region, user_region) or "neither in a parent nor in a child region"
        return f"operand defined as a block argument (block #{region.get_block_index(block)} {relation})", region.parent
    definer = value.owner
    if definer.parent_block() is user.parent_block():
        relation = "in the same block"
    else:
        relation = _relation(definer.parent_region(), user_region) or "is neither in a parent nor in a child region"
    return f"operand defined here (op {relation})", definer


def _relation(defining: Region | None, using: Region | None) -> str | None:
    if defining is using:
        return "in the same region"
    if defining is not None and _is_proper_ancestor(defining, using):
        return "in a parent region"
    if using is not None and _is_proper_ancestor(using, defining):
        return "in a child region"
    return None


def _is_proper_ancestor(ancestor: Region, region: Region | None) -> bool:
    while region is not None:
        parent = region.parent
        region = parent.parent_region() if parent is not None else None
        if region is ancestor:
            return True
    return False


def _verify_unique_symbols(op: Operation) -> None:
    """A symbol table defines each name once, reported at the second definition as MLIR does.

    xDSL's SymbolTable trait raises at the table itself (the implicit module,
    which has no location); MLIR points at the redefinition and its original.
    """
    if not op.regions or not op.has_trait(SymbolTable, value_if_unregistered=False):
        return  # (an op without regions defines no symbols: skip the trait lookup)
    seen: dict[str, Operation] = {}
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                try:
                    name = get_name_if_symbol(child)
                except DiagnosticException:
                    continue  # a malformed symbol: its own verifier reports it
                if name is None:
                    continue
                if name in seen:
                    raise DiagnosticError(
                        f"redefinition of symbol named '{name}'",
                        child,
                        notes=[("see existing symbol definition here", seen[name])],
                    )
                seen[name] = child


def _preorder(root: Operation) -> Iterator[Operation]:
    # An explicit stack instead of xDSL's recursive `walk`, whose generators
    # nest three deep per level of regions and run out of recursion depth.
    stack = [root]
    while stack:
        op = stack.pop()
        yield op
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                _push_ops(stack, block)


def _verify_block(block: Block, parent: Operation) -> None:
    # `verify(verify_nested_ops=False)` skips xDSL's block checks; this is
    # the one of them that is about the IR rather than xDSL's own pointers.
    # Only the single block of an op that may lack a terminator may be empty.
    if block.first_op is not None:
        return
    if block.parent is not None and len(block.parent.blocks) == 1 and parent.has_trait(NoTerminator):
        return
    raise DiagnosticError("empty block: expect at least a terminator", parent, on_op=False)


def _trait_message(op: Operation, message: str) -> str:
    """`message` in upstream's words where it is the failure of one of xDSL's traits that upstream has.

    xDSL's HasParent, SingleBlockImplicitTerminator and IsTerminator name the op again and
    word the failure their own way:

        'gpu.func' expects parent op 'gpu.module'       ->  expects parent op 'gpu.module'
        'scf.yield' expects parent op to be one of 'scf.for', 'scf.if'
                                                        ->  expects parent op to be one of 'scf.for, scf.if'
        'scf.parallel' terminates with operation scf.yield instead of scf.reduce
                                                        ->  expects regions to end with 'scf.reduce', found 'scf.yield'
        'scf.yield' must be the last operation in its parent block
                                                        ->  must be the last operation in the parent block
    """
    prefix = f"'{op.name}' "
    if not message.startswith(prefix):
        return message
    rest = message[len(prefix) :]
    if rest.startswith("expects parent op to be one of "):
        names = sorted(re.findall(r"'([^']*)'", rest))
        return f"expects parent op to be one of '{', '.join(names)}'"
    if rest.startswith("expects parent op '"):
        return rest
    if match := re.fullmatch(r"terminates with operation (\S+) instead of (\S+)", rest):
        found = match[1]
        if found == "builtin.unregistered":  # (xDSL's name of every unregistered op: the name written)
            lasts = [block.last_op for region in op.regions for block in region.blocks if block.last_op is not None]
            found = next((last.op_name.data for last in lasts if last.name == found), found)
        return f"expects regions to end with '{match[2]}', found '{found}'"
    if rest.startswith("contains empty block instead of at least terminating with "):
        return "expects a non-empty block"
    if rest == "must be the last operation in its parent block":  # (IsTerminator: MLIR's verifyIsTerminator)
        return "must be the last operation in the parent block"
    return message


def _ods_message(op: Operation) -> str | None:
    """MLIR's wording of the IRDL constraint that `op` fails, where it fails one (`ods_constraint_error`)."""
    if not isinstance(op, IRDLOperation):
        return None
    try:
        return ods_constraint_error(op)
    except Exception:  # noqa: BLE001 - malformed IR that the checks trip over: xDSL's message stands
        return None


def _message(err: Exception) -> str:
    """The first line of `err`'s message; with the second where the first only introduces it
    (xDSL's `operand 'memref' at position 1 does not verify:` and the reason below it)."""
    lines = str(err).strip().splitlines()
    if not lines:
        return type(err).__name__
    if lines[0].endswith(":") and len(lines) > 1:
        return f"{lines[0]} {lines[1].strip()}"
    return lines[0]
