"""`--mlir-timing`'s report, as mlir-opt 22 prints it: a tree or a list, in text or JSON.

    ===-------------------------------------------------------------------------===
                             ... Execution time report ...
    ===-------------------------------------------------------------------------===
      Total Execution Time: 0.0012 seconds

      ----Wall Time----  ----Name----
        0.0006 ( 48.5%)  Parser
        0.0003 ( 21.6%)  'func.func' Pipeline
        0.0001 (  4.1%)    CSE
        0.0000 (  2.7%)  SymbolDCE
        0.0001 (  7.9%)  Output
        0.0002 ( 18.4%)  Rest
        0.0012 (100.0%)  Total

Upstream adds a user time column where it differs from the wall time: where nested pass managers ran on
several threads. ai-opt runs on one, as mlir-opt does with `--mlir-disable-threading`, where they are equal.
"""

from __future__ import annotations

from aiopt.support.pass_pipeline import TimingNode

TIMING_DISPLAYS = ("list", "tree")
TIMING_FORMATS = ("text", "json")

_RULE = "===" + "-" * 73 + "==="

Row = tuple[int, str, float]
"""(depth, name, wall seconds) of one line of the report."""


def format_timing(root: TimingNode, *, display: str = "tree", output_format: str = "text") -> str:
    """The report of the timers in `root` (whose own time is the total), as upstream's `--mlir-timing-display`
    and `--mlir-output-format` lay it out."""
    if display == "list":
        rows = [(0, "root", root.wall), *_list_rows(root)]
        top = root.children
    else:
        rows = _tree_rows(root.children, 0)
        top = _shown(root.children)
    rest = max(root.wall - sum(node.wall for node in top), 0.0)
    if output_format == "json":
        return _json(rows, rest, root.wall, display == "tree")
    lines = [_RULE, "                         ... Execution time report ...", _RULE]
    lines.append(f"  Total Execution Time: {root.wall:.4f} seconds")
    lines.append("")
    lines.append("  ----Wall Time----  ----Name----")
    for depth, name, wall in [*rows, (0, "Rest", rest), (0, "Total", root.wall)]:
        lines.append(f"  {wall:8.4f} ({_percent(wall, root.wall):5.1f}%)  {'  ' * depth}{name}")
    return "\n".join(lines) + "\n"


def _shown(nodes: list[TimingNode]) -> list[TimingNode]:
    """The timers the tree display shows for `nodes`: a hidden one's children in its place."""
    shown: list[TimingNode] = []
    for node in nodes:
        shown.extend(_shown(node.children) if node.hidden else [node])
    return shown


def _tree_rows(nodes: list[TimingNode], depth: int) -> list[Row]:
    rows: list[Row] = []
    for node in _shown(nodes):
        rows.append((depth, node.name, node.wall))
        rows.extend(_tree_rows(node.children, depth + 1))
    return rows


def _list_rows(root: TimingNode) -> list[Row]:
    """Every timer, those of one name merged, the longest first."""
    merged: dict[str, float] = {}
    pending = list(root.children)
    while pending:
        node = pending.pop(0)
        merged[node.name] = merged.get(node.name, 0.0) + node.wall
        pending.extend(node.children)
    return [(0, name, wall) for name, wall in sorted(merged.items(), key=lambda item: -item[1])]


def _percent(seconds: float, total: float) -> float:
    return 100.0 * seconds / total if total > 0 else 0.0


def _json_wall(seconds: float, total: float) -> str:
    return f'"wall": {{"duration": {seconds:8.4f}, "percentage": {_percent(seconds, total):5.1f}}}'


def _json(rows: list[Row], rest: float, total: float, tree: bool) -> str:
    """Upstream's JSON: one object a line; in the tree display each with its `passes`, closed by `{}]}`."""
    lines = ["["]
    open_depths: list[int] = []
    for depth, name, wall in rows:
        while tree and open_depths and open_depths[-1] >= depth:
            lines.append("  " * open_depths.pop() + "{}]},")
        if tree:
            lines.append(f'{"  " * depth}{{{_json_wall(wall, total)}, "name": "{name}", "passes": [')
            open_depths.append(depth)
        else:
            lines.append(f'{{{_json_wall(wall, total)}, "name": "{name}"}},')
    while open_depths:
        lines.append("  " * open_depths.pop() + "{}]},")
    lines.append(f'{{{_json_wall(rest, total)}, "name": "Rest"}},')
    lines.append(f'{{{_json_wall(total, total)}, "name": "Total"}}')
    lines.append("]")
    return "\n".join(lines) + "\n"
