"""Memory dependences between the affine.load/affine.store ops of a loop nest, and whether tiling a band of it is
legal (upstream's `isTilingValid`, mlir/lib/Dialect/Affine/Analysis/LoopAnalysis.cpp).

For two accesses of the same memref, one of them a store, and a depth `d`, the dependence polyhedron is the set of
pairs of iterations (the source's and the destination's) that touch the same element, equal in the first `d - 1`
common loops and with the destination later in loop `d` (or, at depth `common + 1`, in the same iteration with the
source first in the body). A dependence component is the destination's minus the source's index of a common loop;
its bounds are read off the polyhedron by Fourier-Motzkin elimination over the rationals, as upstream's
`FlatAffineValueConstraints` (rounded inwards, since indices are integers). A loop bound or subscript that is not
an affine function of loop indices and values defined outside the nest (a floordiv, a value computed in the loop)
is left out, so the polyhedron only grows: dependences may be found that do not exist, none is missed.

    affine.for %i = 0 to 64 {
      affine.for %j = 0 to 64 {
        %v = affine.load %A[%j, %i] : memref<64x64xf32>
        affine.store %v, %A[%i, %j] : memref<64x64xf32>

The store at (i, j) and the load at (i', j') = (j, i) with i < i' are a dependence of components (1..63, -63..-1):
tiling both loops would read some elements after they are overwritten, so `tiling_is_legal` is False.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import ceil, floor, gcd

from xdsl.ir import Block, Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)

from aiopt.dialects import affine

Linear = dict[object, Fraction]
"""A linear expression: variable -> coefficient; the key `1` holds the constant term."""

MAX_CONSTRAINTS = 4000
"""Fourier-Motzkin steps that would make more constraints give up (the answer is then 'unknown')."""


@dataclass(frozen=True)
class Access:
    """An affine.load or affine.store: its memref, subscripts (linear in the loop indices of `loops` and in values
    from outside the nest; None where not), the affine.for loops around it from the nest's root inward."""

    op: Operation
    memref: SSAValue
    is_write: bool
    subscripts: tuple[Linear | None, ...]
    loops: tuple[affine.ForOp, ...]


def _linear(expr: AffineExpr, operands: Sequence[object], num_dims: int) -> Linear | None:
    """`expr` over the map's operands (each a variable, or None for one that is not affine), or None."""
    if isinstance(expr, AffineConstantExpr):
        return {1: Fraction(expr.value)}
    if isinstance(expr, (AffineDimExpr, AffineSymExpr)):
        position = expr.position if isinstance(expr, AffineDimExpr) else num_dims + expr.position
        variable = operands[position]
        return None if variable is None else {variable: Fraction(1)}
    if isinstance(expr, AffineBinaryOpExpr):
        lhs = _linear(expr.lhs, operands, num_dims)
        rhs = _linear(expr.rhs, operands, num_dims)
        if lhs is None or rhs is None:
            return None
        if expr.kind == AffineBinaryOpKind.Add:
            return _add(lhs, rhs)
        if expr.kind == AffineBinaryOpKind.Mul:
            if set(rhs) <= {1}:
                return _scale(lhs, rhs.get(1, Fraction(0)))
            if set(lhs) <= {1}:
                return _scale(rhs, lhs.get(1, Fraction(0)))
    return None


def _add(a: Linear, b: Linear, factor: Fraction = Fraction(1)) -> Linear:
    out = dict(a)
    for key, value in b.items():
        out[key] = out.get(key, Fraction(0)) + factor * value
    return {k: v for k, v in out.items() if v != 0}


def _scale(a: Linear, factor: Fraction) -> Linear:
    return {k: v * factor for k, v in a.items() if v * factor != 0}


class _Nest:
    """The variables of the accesses of a nest rooted at `root`: a loop index is a variable (renamed per side of a
    dependence), a value defined outside the root is a parameter; anything else is not affine (None)."""

    def __init__(self, root: Operation):
        self.root = root

    def variable(self, value: SSAValue, loops: Sequence[affine.ForOp]) -> object | None:
        for loop in loops:
            if value is loop.body.block.args[0]:
                return loop
        owner = value.owner
        op = owner.parent_op() if isinstance(owner, Block) else owner
        while op is not None:
            if op is self.root:
                return None  # defined in the nest, not a loop index
            op = op.parent_op()
        return ("param", value)

    def map_operands(self, operands: Sequence[SSAValue], loops: Sequence[affine.ForOp]) -> list[object]:
        return [self.variable(value, loops) for value in operands]

    def access(self, op: Operation) -> Access | None:
        if not isinstance(op, (affine.LoadOp, affine.StoreOp)):
            return None
        loops = _enclosing_loops(op, self.root)
        affine_map: AffineMap = op.map.data
        operands = self.map_operands(op.indices, loops)
        subscripts = tuple(_linear(e, operands, affine_map.num_dims) for e in affine_map.results)
        return Access(op, op.memref, isinstance(op, affine.StoreOp), subscripts, tuple(loops))

    def domain(self, loops: Sequence[affine.ForOp]) -> list[Linear]:
        """`lower <= index <= upper - 1` for each loop (each result of a max lower / min upper bound), as rows >= 0."""
        rows: list[Linear] = []
        for depth, loop in enumerate(loops):
            outer = loops[:depth]
            for bound_map, bound_operands, is_lower in (
                (loop.lowerBoundMap.data, loop.lowerBoundOperands, True),
                (loop.upperBoundMap.data, loop.upperBoundOperands, False),
            ):
                operands = self.map_operands(bound_operands, outer)
                for result in bound_map.results:
                    bound = _linear(result, operands, bound_map.num_dims)
                    if bound is None:
                        continue  # left out: the domain only grows
                    index = {loop: Fraction(1)}
                    rows.append(
                        _add(index, bound, Fraction(-1))
                        if is_lower
                        else _add(_add(bound, index, Fraction(-1)), {1: Fraction(-1)})
                    )
        return rows


def _enclosing_loops(op: Operation, root: Operation) -> list[affine.ForOp]:
    loops: list[affine.ForOp] = []
    current = op.parent_op()
    while current is not None:
        if isinstance(current, affine.ForOp):
            loops.append(current)
        if current is root:
            break
        current = current.parent_op()
    return loops[::-1]


def _before_in_body(a: Operation, b: Operation) -> bool:
    """Whether `a` comes before `b` in the block of their closest common ancestor."""
    ancestors: dict[Block, Operation] = {}
    op: Operation | None = a
    while op is not None:
        block = op.parent_block()
        if block is None:
            break
        ancestors[block] = op
        op = block.parent_op()
    op = b
    while op is not None:
        block = op.parent_block()
        if block is None:
            return False
        if block in ancestors:
            mine = ancestors[block]
            if mine is op:
                return False
            return block.get_operation_index(mine) < block.get_operation_index(op)
        op = block.parent_op()
    return False


class _Unknown(Exception):
    """Fourier-Motzkin gave up (too many constraints)."""


def _eliminate(equalities: list[Linear], inequalities: list[Linear], keep: object | None) -> list[Linear] | None:
    """Project the rational polyhedron {e = 0, g >= 0} onto `keep` (or onto nothing): the rows over `keep` alone
    (constants only when None), or None when the polyhedron is empty."""
    equalities = [dict(e) for e in equalities]
    inequalities = [dict(g) for g in inequalities]
    while equalities:
        row = equalities.pop()
        pivots = [v for v in row if v != 1 and v != keep]
        if not pivots:
            if set(row) <= {1}:
                if row.get(1, 0) != 0:
                    return None
                continue
            inequalities += [row, _scale(row, Fraction(-1))]  # an equality over `keep` alone
            continue
        pivot = pivots[0]
        factor = row[pivot]

        # pivot = -(rest) / factor
        def substitute(other: Linear) -> Linear:
            coefficient = other.get(pivot)
            return other if coefficient is None else _add(other, row, -coefficient / factor)

        equalities = [substitute(e) for e in equalities]
        inequalities = [substitute(g) for g in inequalities]
    variables = {v for g in inequalities for v in g if v != 1 and v != keep}
    while variables:
        # The variable whose elimination makes the fewest rows.
        def cost(v: object) -> int:
            pos = sum(1 for g in inequalities if g.get(v, 0) > 0)
            neg = sum(1 for g in inequalities if g.get(v, 0) < 0)
            return pos * neg - pos - neg

        variable = min(variables, key=cost)
        variables.discard(variable)
        pos = [g for g in inequalities if g.get(variable, 0) > 0]
        neg = [g for g in inequalities if g.get(variable, 0) < 0]
        rest = [g for g in inequalities if variable not in g]
        if len(rest) + len(pos) * len(neg) > MAX_CONSTRAINTS:
            raise _Unknown
        for p in pos:
            for n in neg:
                rest.append(_add(_scale(p, -n[variable]), n, p[variable]))
        unique: dict[tuple, Linear] = {}
        for g in rest:
            if set(g) <= {1}:
                if g.get(1, 0) < 0:
                    return None
                continue
            unique.setdefault(tuple(sorted((_key(k), v) for k, v in g.items())), g)
        inequalities = list(unique.values())
    return inequalities


def _key(variable: object) -> tuple:
    """A sortable identity of a variable (the constant term first)."""
    if isinstance(variable, tuple):
        return (1, variable[0], id(variable[1]))
    return (0, "", 0) if variable == 1 else (2, "", id(variable))


def _integer_solution_possible(equalities: Sequence[Linear]) -> bool:
    """The GCD test of each equality over integer coefficients."""
    for row in equalities:
        denominator = 1
        for value in row.values():
            denominator = denominator * value.denominator // gcd(denominator, value.denominator)
        coefficients = [int(v * denominator) for k, v in row.items() if k != 1]
        divisor = 0
        for c in coefficients:
            divisor = gcd(divisor, abs(c))
        if divisor and int(row.get(1, Fraction(0)) * denominator) % divisor:
            return False
    return True


@dataclass(frozen=True)
class Component:
    """A dependence component: the bounds of the destination's minus the source's index (None: unbounded)."""

    loop: affine.ForOp
    lower: int | None
    upper: int | None


def dependence_components(nest: _Nest, source: Access, destination: Access, depth: int) -> list[Component] | None:
    """The components over the common loops of the dependence from `source` to `destination` at `depth`, or None
    when there is none (raises `_Unknown` where the elimination gives up)."""
    common = 0
    while common < min(len(source.loops), len(destination.loops)) and source.loops[common] is destination.loops[common]:
        common += 1
    if depth > common + 1:
        return None
    if depth == common + 1 and not _before_in_body(source.op, destination.op):
        return None

    def side(loop: object, which: str) -> object:
        return (which, loop) if isinstance(loop, affine.ForOp) else loop

    def rename(row: Linear, which: str) -> Linear:
        return {side(k, which) if k != 1 else 1: v for k, v in row.items()}

    equalities: list[Linear] = []
    for a, b in zip(source.subscripts, destination.subscripts):
        if a is not None and b is not None:
            equalities.append(_add(rename(a, "src"), rename(b, "dst"), Fraction(-1)))
    if not _integer_solution_possible(equalities):
        return None
    inequalities = [rename(r, "src") for r in nest.domain(list(source.loops))]
    inequalities += [rename(r, "dst") for r in nest.domain(list(destination.loops))]
    for level in range(min(depth - 1, common)):
        loop = source.loops[level]
        equalities.append({("dst", loop): Fraction(1), ("src", loop): Fraction(-1)})
    if depth <= common:
        loop = source.loops[depth - 1]
        inequalities.append({("dst", loop): Fraction(1), ("src", loop): Fraction(-1), 1: Fraction(-1)})
    if _eliminate(equalities, inequalities, None) is None:
        return None
    components: list[Component] = []
    for loop in source.loops[:common]:
        distance = ("distance", loop)
        rows = _eliminate(
            [*equalities, {distance: Fraction(1), ("dst", loop): Fraction(-1), ("src", loop): Fraction(1)}],
            inequalities,
            distance,
        )
        lower = upper = None
        for row in rows or []:
            coefficient = row.get(distance, Fraction(0))
            constant = row.get(1, Fraction(0))
            if coefficient > 0:
                bound = ceil(-constant / coefficient)
                lower = bound if lower is None else max(lower, bound)
            elif coefficient < 0:
                bound = floor(constant / -coefficient)
                upper = bound if upper is None else min(upper, bound)
        components.append(Component(loop, lower, upper))
    return components


def same_element(a: Access, b: Access) -> bool:
    """Whether `a` and `b` have the same subscripts (all affine), `C[i, j]` read and written in a reduction over k."""
    return None not in a.subscripts and a.subscripts == b.subscripts


def tiling_is_legal(band: Sequence[affine.ForOp]) -> bool:
    """Whether tiling the perfectly nested `band` (outermost first) into rectangular tiles keeps every dependence
    between its affine loads and stores in order: no dependence has a component over a loop of the band that may
    be negative.

    Upstream's `isTilingValid` refuses a band only where a component is negative over the whole dependence
    (lower < upper < 0; not a constant distance such as (1, -1), which newer upstream refuses too). This refuses
    those and also a component that is negative in part of the dependence, or unbounded below, where tiling may
    reorder a read and a write of the same element, except between two accesses with the same subscripts: the
    updates of one element in a reduction over loops its subscripts do not name (a convolution's window), which
    upstream tiles too and whose order tiling may change (a floating-point sum then rounds differently). Values other than affine loads and stores (memref.load, calls)
    are not looked at, as upstream's.
    """
    root = band[0]
    nest = _Nest(root)
    accesses = [a for op in root.walk() if (a := nest.access(op)) is not None]
    band_loops = set(band)
    for source in accesses:
        for destination in accesses:
            if source.memref is not destination.memref or not (source.is_write or destination.is_write):
                continue
            for depth in range(1, len(band) + 2):
                try:
                    components = dependence_components(nest, source, destination, depth)
                except _Unknown:
                    return False
                if components is None:
                    continue
                for component in components:
                    if component.upper is not None and component.upper < 0:
                        return False
                    if (
                        component.loop in band_loops
                        and (component.lower is None or component.lower < 0)
                        and not same_element(source, destination)
                    ):
                        return False
    return True
