"""Trait lookups on xDSL's op classes: in declaration order, and cached per class; IsolatedFromAbove's check.

Three changes to xDSL 0.74's `OpTraits`, `Operation.get_trait` and
`IsolatedFromAbove.verify`, made when `aiopt.support` is first imported:

- **Order.** xDSL keeps an op class's traits in a frozenset, whose order
  depends on the process's hash seed: the trait checks of an op with two
  failing traits reported one or the other from run to run (`func.return`
  inside an `affine.for`: "expects parent op 'func.func'" or "must be the
  last operation in its parent block"). MLIR checks traits in declaration
  order; iterating `OpTraits` now gives that order (then any trait added
  later, by name).
- **Cost.** `get_trait`, `has_trait` and `get_traits_of_type` scanned the
  traits with `isinstance` on every call; canonicalization asks each op for
  its `HasCanonicalizationPatternsTrait`, `ConstantLike`, memory effects and
  folder on every visit (80,000 lookups for one 19-function FFT program).
  The answer is a function of the class's trait set and the trait asked
  for, so it is kept per class and recomputed when the set changes
  (`OpTraits.add_trait`):

      arith.AddiOp.has_trait(Pure)   # scans the traits once
      arith.AddiOp.has_trait(Pure)   # a dictionary lookup
- **IsolatedFromAbove.** xDSL's check asks, for every operand of every op in
  a function, whether the function is an ancestor of the operand's
  definition, walking up the parents each time; a `func.func` of 2,000
  ops verified after every pass spent more there than in the rest of its
  own verifier. The check below first collects the blocks it visits (the
  same traversal) and accepts a definition in one of them at once; any
  other operand gets xDSL's exact test, so the answer, and the first op
  reported, are xDSL's.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from xdsl.ir import Block, Operation, OpResult, OpTraits
from xdsl.traits import IsolatedFromAbove, OpTrait
from xdsl.utils.exceptions import VerifyException


def _traits_in_declaration_order(self: OpTraits) -> Iterator[OpTrait]:
    """An op class's traits in the order its definition declares them (then any added later, by name)."""
    return iter(_ordered(self))


def _ordered(traits: OpTraits) -> tuple[OpTrait, ...]:
    current = traits.traits
    cached = traits.__dict__.get("_aiopt_order")
    if cached is None or cached[0] is not current:
        declared = [t for t in dict.fromkeys(traits.gen_traits()) if t in current]
        added = sorted((t for t in current if t not in declared), key=lambda t: (type(t).__name__, repr(t)))
        cached = (current, (*declared, *added))
        traits.__dict__["_aiopt_order"] = cached
    return cached[1]


def _lookups(traits: OpTraits) -> tuple[Any, dict, dict]:
    """(trait set, answers of `get_trait`, answers of `get_traits_of_type`) for the class's current set."""
    lookups = traits.__dict__.get("_aiopt_lookups")
    # `_traits` is the set xDSL's `traits` property returns (None until first read); `add_trait` replaces it.
    if lookups is None or lookups[0] is not traits._traits:  # pyright: ignore[reportPrivateUsage]
        _ordered(traits)
        lookups = (traits.traits, {}, {})
        traits.__dict__["_aiopt_lookups"] = lookups
    return lookups


def _get_trait(cls: type[Operation], trait: Any) -> Any:
    """xDSL's `Operation.get_trait` (the first trait in declaration order that is an instance of
    `trait`, a type, or equal to it, an instance), answered from the class's cache."""
    traits = cls.traits
    found = _lookups(traits)[1]
    try:
        return found[trait]
    except KeyError:
        pass
    except TypeError:  # an unhashable trait instance: not cached
        return next((t for t in _ordered(traits) if t == trait), None)
    if isinstance(trait, type):
        result = next((t for t in _ordered(traits) if isinstance(t, trait)), None)
    else:
        result = next((t for t in _ordered(traits) if t == trait), None)
    found[trait] = result
    return result


def _get_traits_of_type(cls: type[Operation], trait_type: type) -> list:
    """xDSL's `Operation.get_traits_of_type`, answered from the class's cache (a new list each call)."""
    traits = cls.traits
    of_type = _lookups(traits)[2]
    result = of_type.get(trait_type)
    if result is None:
        result = of_type[trait_type] = tuple(t for t in _ordered(traits) if isinstance(t, trait_type))
    return list(result)


def _verify_isolated_from_above(self: IsolatedFromAbove, op: Operation) -> None:
    """xDSL's `IsolatedFromAbove.verify`: no op nested in `op` (not looking into nested isolated ops, which
    check themselves) uses a value defined outside `op` or by `op` itself."""
    regions = list(op.regions)
    blocks: list[Block] = []
    while regions:
        region = regions.pop()
        for block in region.blocks:
            blocks.append(block)
            for child in block.ops:
                if child.regions and not child.has_trait(IsolatedFromAbove):
                    regions += child.regions
    inside = {id(block) for block in blocks}  # (`blocks` keeps them alive)
    for block in blocks:
        for child in block.ops:
            for operand in child._operands:  # (xDSL's tuple of the operands, which `operands` views)
                if type(operand) is OpResult:
                    owner = operand.op
                    where = owner.parent
                    if where is block:  # (most: a result of an op of the same block)
                        continue
                else:
                    owner = operand.owner
                    where = owner if isinstance(owner, Block) else owner.parent
                if where is not None and id(where) in inside:
                    continue
                if not op.is_ancestor(owner) or owner is op:
                    raise VerifyException(f"Operation using value defined out of its IsolatedFromAbove parent: {child}")


OpTraits.__iter__ = _traits_in_declaration_order
Operation.get_trait = classmethod(_get_trait)
Operation.get_traits_of_type = classmethod(_get_traits_of_type)
IsolatedFromAbove.verify = _verify_isolated_from_above
