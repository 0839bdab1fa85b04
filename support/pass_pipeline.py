"""MLIR's textual pass pipelines and a pass manager that runs them on xDSL IR.

Grammar (as in `mlir-opt --pass-pipeline=...`):

    pipeline         ::= op-anchor `(` element (`,` element)* `)`  |  element (`,` element)*
    element          ::= pipeline | pass-name options?
    options          ::= `{` (key (`=` value)?)* `}`        (space separated)
    value            ::= item (`,` item)*   where item is bare text, "quoted" or {wrapped}

As upstream's option parser, an item's braces, parentheses and quotes nest: a value ends at a space or
`}` outside braces, an item at a comma outside all three, so `inline{default-pipeline=canonicalize{
max-iterations=2},cse op-pipelines=func.func(cse,canonicalize)}` has two options. An item (or a string
option's whole value) wrapped in quotes or in one pair of braces is read without them.

Example: `builtin.module(canonicalize{max-iterations=3},func.func(cse))`.

A pass nested under an anchor such as `func.func` runs once on every op of
that name directly inside the enclosing op. xDSL passes act on modules, so
such an op is moved into a scratch module for the pass and put back after.
"""

from __future__ import annotations

import dataclasses
import functools
import time
import traceback
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, get_args, get_origin, get_type_hints

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Operation
from xdsl.traits import IsolatedFromAbove, SymbolTable
from xdsl.utils.exceptions import DiagnosticException

from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.registry import (
    PassOptionError,
    PassPipelineDefinition,
    PluginError,
    Registry,
    did_you_mean,
    plugin_code_ran,
)

if TYPE_CHECKING:
    from xdsl.passes import ModulePass

PIPELINE_BUFFER = "MLIR Textual PassPipeline Parser"
"""The buffer name mlir-opt uses in diagnostics about `--pass-pipeline` text."""


class PipelineSyntaxError(Exception):
    """A problem at a character offset of a pipeline or option string."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.message = message
        self.offset = offset


@dataclass
class PassOption:
    """`key=value` inside a pass's braces; values keep their text offsets.

    `values` are the comma-separated items (a list option's elements); `text` is the whole value, which a
    string option takes, commas and all (`default-pipeline=canonicalize,cse`), as upstream's cl::opt.
    """

    key: str
    offset: int
    values: list[tuple[str, int]]
    text: tuple[str, int] | None = None


@dataclass
class PassElement:
    """A pass or pipeline name with its options, as written."""

    name: str
    offset: int
    options: list[PassOption] = field(default_factory=list[PassOption])


@dataclass
class NestedPipeline:
    """`anchor(elements)`: elements run on each `anchor` op."""

    anchor: str
    offset: int
    elements: list[PassElement | NestedPipeline]


class _TextScanner:
    def __init__(self, text: str, base: int = 0):
        self.text = text
        self.pos = 0
        self.base = base

    def error(self, message: str, pos: int | None = None) -> PipelineSyntaxError:
        return PipelineSyntaxError(message, self.base + (self.pos if pos is None else pos))

    def skip_spaces(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def identifier(self, what: str) -> tuple[str, int]:
        self.skip_spaces()
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos].isalnum() or self.text[self.pos] in "_-."):
            self.pos += 1
        if start == self.pos:
            found = f"'{self.peek()}'" if self.peek() else "end of pipeline"
            raise self.error(f"expected {what}, found {found}")
        return self.text[start : self.pos], self.base + start

    def options_until(self, closer: str) -> list[PassOption]:
        """Parse `key=value ...` up to `closer` ('}' or end of text)."""
        options: list[PassOption] = []
        while True:
            self.skip_spaces()
            if (closer and self.peek() == closer) or (not closer and not self.peek()):
                if closer:
                    self.pos += 1
                return options
            if not self.peek():
                raise self.error("missing closing '}' while processing pass options")
            key, key_offset = self.identifier("an option name")
            values: list[tuple[str, int]] = []
            text: tuple[str, int] | None = None
            if self.peek() == "=":
                self.pos += 1
                text = self._value(closer)
                values = _split_items(*text)
            options.append(PassOption(key, key_offset, values, text))

    def _value(self, closer: str) -> tuple[str, int]:
        """An option's value: up to a space, or the `closer`, outside braces and quotes (upstream's
        parseNextArg), without the quotes or braces that wrap all of it."""
        start = self.pos
        opened: list[int] = []  # where the braces open at `pos` are
        while self.pos < len(self.text):
            char = self.text[self.pos]
            if char in "\"'":
                end = self.text.find(char, self.pos + 1)
                if end == -1:
                    raise self.error("unterminated string in pass options")
                self.pos = end + 1
                continue
            if char == "{":
                opened.append(self.pos)
            elif char == "}" and opened:
                opened.pop()
            elif not opened and (char.isspace() or char == closer):
                break
            self.pos += 1
        if opened:
            raise self.error("unbalanced '{' in pass options", opened[0])
        return _unwrapped(self.text[start : self.pos], self.base + start)


def _split_items(text: str, offset: int) -> list[tuple[str, int]]:
    """The items of a value (at `offset`): split at the commas outside brackets and quotes, each without
    the spaces around it and the quotes or braces that wrap it (upstream's parseCommaSeparatedList):
    `func.func(cse,canonicalize),{a},"b,c"` is `func.func(cse,canonicalize)`, `a` and `b,c`."""
    items: list[tuple[str, int]] = []
    closers: list[str] = []
    start = index = 0
    while index < len(text):
        char = text[index]
        if char in "\"'":
            end = text.find(char, index + 1)
            index = len(text) if end == -1 else end + 1
            continue
        if char in _CLOSING:
            closers.append(_CLOSING[char])
        elif closers and char == closers[-1]:
            closers.pop()
        elif char == "," and not closers:
            items.append(_item(text[start:index], offset + start))
            start = index + 1
        index += 1
    items.append(_item(text[start:], offset + start))
    return items


def _item(text: str, offset: int) -> tuple[str, int]:
    stripped = text.lstrip()
    return _unwrapped(stripped.rstrip(), offset + len(text) - len(stripped))


_CLOSING = {"{": "}", "(": ")", "[": "]"}
"""The brackets an option value's items nest, and their closers."""


def _unwrapped(text: str, offset: int) -> tuple[str, int]:
    """`text` (at `offset`) without the quotes or the braces that wrap all of it, as upstream's
    extractArgAndUpdateOptions: `"a b"` and `{a,b}` are `a b` and `a,b`; `{a},{b}` stays."""
    if len(text) > 1 and text[0] in "\"'" and text[-1] == text[0]:
        return text[1:-1], offset + 1
    if text.startswith("{") and _brace_end(text, 0) == len(text) - 1:
        return text[1:-1], offset + 1
    return text, offset


def _brace_end(text: str, opening: int) -> int:
    """The index of the `}` that closes the `{` at `opening` (braces counted, as upstream's pipeline
    parser does for a pass's options), or -1."""
    depth = 0
    for index in range(opening, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return index
    return -1


MAX_PIPELINE_DEPTH = 200
"""How deeply `anchor(...)` pipelines may nest: parsing, building and running them recurse once per level."""


def parse_pipeline_text(text: str) -> list[PassElement | NestedPipeline]:
    """Parse a textual pipeline into its elements (raises PipelineSyntaxError)."""
    return _parse_elements(_TextScanner(text), closer="")


def _parse_elements(
    scanner: _TextScanner, closer: str, depth: int = 0, opened: int = 0
) -> list[PassElement | NestedPipeline]:
    """The elements up to `closer` (`)`, or "" for the end of the text); `opened`: where the text after
    the `(` that `closer` closes starts (upstream's place for an unclosed group), as scanner positions.

    Empty names and unbalanced parentheses get upstream's messages:
    `builtin.module(cse,,canonicalize)` is "'' does not refer to a registered pass or pass pipeline".
    """
    elements: list[PassElement | NestedPipeline] = []
    scanner.skip_spaces()
    if not closer and not scanner.peek():
        return elements
    while True:
        scanner.skip_spaces()
        if scanner.peek() in ("", ",", ")"):
            if closer and not scanner.peek():
                raise scanner.error("encountered unbalanced parentheses while parsing pipeline", opened)
            raise scanner.error("'' does not refer to a registered pass or pass pipeline")
        name, offset = scanner.identifier("a pass name or an op anchor")
        scanner.skip_spaces()
        if scanner.peek() == "(":
            if depth == MAX_PIPELINE_DEPTH:
                raise scanner.error(f"pass pipeline is nested too deeply (more than {MAX_PIPELINE_DEPTH} levels)")
            scanner.pos += 1
            inner = _parse_elements(scanner, closer=")", depth=depth + 1, opened=scanner.pos)
            elements.append(NestedPipeline(name, offset, inner))
        elif scanner.peek() == "{":
            if _brace_end(scanner.text, scanner.pos) == -1:
                raise scanner.error("missing closing '}' while processing pass options")
            scanner.pos += 1
            elements.append(PassElement(name, offset, scanner.options_until("}")))
        else:
            elements.append(PassElement(name, offset))
        scanner.skip_spaces()
        if scanner.peek() == ",":
            scanner.pos += 1
            continue
        if closer and scanner.peek() == closer:
            scanner.pos += 1
            return elements
        if not closer and not scanner.peek():
            return elements
        if closer and not scanner.peek():
            raise scanner.error("encountered unbalanced parentheses while parsing pipeline", opened)
        if scanner.peek() == ")":
            raise scanner.error("encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
        expected = f"',' or '{closer}'" if closer else "','"
        raise scanner.error(f"expected {expected}, found '{scanner.peek()}'")


ANCHOR_REQUIRED = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
"""mlir-opt's error for a `--pass-pipeline` that is not `op-name(...)`, which `parse_anchored_pipeline` refuses."""


def parse_anchored_pipeline(text: str) -> NestedPipeline | None:
    """mlir-opt's `--pass-pipeline` (and `-p`): `op-name(elements)`; None where `text` is not of that form.

    As upstream, the text (spaces around it aside) must have a `(` after at
    least one character and end with `)`; the op name is what comes before
    the `(`, and what lies between it and the last `)` is the list of
    elements, possibly empty: `builtin.module()` runs nothing, while `''`,
    `canonicalize`, `builtin.module(` and `builtin.module(cse)x` are
    refused (ANCHOR_REQUIRED), and `builtin.module(cse),func.func(cse)` is
    an extra `)` in `cse),func.func(cse`. Offsets are those of `text`.
    """
    start = len(text) - len(text.lstrip())
    stripped = text.strip()
    opening = stripped.find("(")
    if opening <= 0 or not stripped.endswith(")"):
        return None
    inner_start = start + opening + 1
    scanner = _TextScanner(text[inner_start : start + len(stripped) - 1], base=inner_start)
    return NestedPipeline(stripped[:opening].rstrip(), start, _parse_elements(scanner, closer=""))


def parse_option_text(text: str, base: int) -> list[PassOption]:
    """Parse the `opt1=v opt2=a,b` value of a `--pass-name=...` flag."""
    return _TextScanner(text, base).options_until("")


# ---------------------------------------------------------------------------
# Building passes from parsed elements


def instantiate(cls: type, element: PassElement) -> Any:
    """Create a pass or pipeline object from its options (raises PipelineSyntaxError)."""
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    hints = _option_hints(cls) if element.options else {}
    kwargs: dict[str, Any] = {}
    for opt in element.options:
        field_name = opt.key.replace("-", "_")
        if field_name not in fields:
            names = sorted(f.replace("_", "-") for f in fields)
            known = ", ".join(names) or "none"
            raise PipelineSyntaxError(
                f"no such option '{opt.key}' for pass '{element.name}' (options: {known})"
                + did_you_mean(opt.key, names),
                opt.offset,
            )
        value = _convert_option(hints[field_name], opt)
        if isinstance(value, tuple) and isinstance(kwargs.get(field_name), tuple):
            value = kwargs[field_name] + value  # a list option given twice has both lists, as upstream's ListOption
        kwargs[field_name] = value  # a scalar option given twice: the last value
    missing = [
        name
        for name, f in fields.items()
        if name not in kwargs and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    if missing:
        raise PipelineSyntaxError(
            f"pass '{element.name}' requires option '{missing[0].replace('_', '-')}'", element.offset
        )
    try:
        return cls(**kwargs)
    except PassOptionError as err:
        given = [opt for opt in element.options if opt.key.replace("-", "_") == err.option.replace("-", "_")]
        offset = (given[0].values[0][1] if given[0].values else given[0].offset) if given else element.offset
        raise PipelineSyntaxError(str(err), offset) from None


@functools.cache
def _option_hints(cls: type) -> dict[str, Any]:
    """The evaluated annotations of a pass class's fields, once per class (`get_type_hints` evaluates every
    annotation of the class and its bases: 1.7 ms of CPU in each compile for the CPU pipeline's 40 passes)."""
    return get_type_hints(cls)


def _convert_option(hint: Any, opt: PassOption) -> Any:
    origin = get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        choices = [arg for arg in get_args(hint) if arg is not type(None)]
        if not opt.values:
            return None
        hint = choices[0] if len(choices) == 1 else hint
        origin = get_origin(hint)
    if origin is tuple:
        if [value for value, _ in opt.values] == [""]:
            return ()  # `sizes=`: an empty list, as upstream's ListOption (and --dump-pass-pipeline) writes it
        item_type = get_args(hint)[0]
        return tuple(_convert_scalar(item_type, value, offset, opt.key) for value, offset in opt.values)
    if hint is str and opt.text is not None:
        return opt.text[0]  # the whole value, commas and all
    if not opt.values or (hint is bool and [value for value, _ in opt.values] == [""]):
        if hint is bool:
            return True  # `flag` and `flag=` are true, as for LLVM's cl::opt<bool>
        raise PipelineSyntaxError(f"option '{opt.key}' needs a value", opt.offset)
    if len(opt.values) > 1:
        raise PipelineSyntaxError(f"option '{opt.key}' takes one value, not a list", opt.values[1][1])
    value, offset = opt.values[0]
    return _convert_scalar(hint, value, offset, opt.key)


def _convert_scalar(hint: Any, value: str, offset: int, key: str) -> Any:
    def fail(expected: str) -> PipelineSyntaxError:
        return PipelineSyntaxError(f"invalid value '{value}' for option '{key}': expected {expected}", offset)

    if get_origin(hint) is Literal:
        if value not in get_args(hint):
            raise fail("one of " + ", ".join(map(str, get_args(hint))))
        return value
    if hint is bool:
        if value.lower() in ("true", "1"):
            return True
        if value.lower() in ("false", "0"):
            return False
        raise fail("true or false")
    if hint is int:
        try:
            number = int(value, 0)
        except ValueError:
            raise fail("an integer") from None
        # Options are 64-bit in MLIR; a larger value would fail later, far from the command line.
        if not -(2**63) <= number < 2**63:
            raise fail("an integer that fits in 64 bits")
        return number
    if hint is float:
        try:
            return float(value)
        except ValueError:
            raise fail("a number") from None
    return value


# ---------------------------------------------------------------------------
# Pass manager


UPSTREAM_PASS_NAMES: dict[str, str] = {
    "affine-loop-tile": "AffineLoopTiling",
    "arith-emulate-unsupported-floats": "ArithEmulateUnsupportedFloats",
    "canonicalize": "Canonicalizer",
    "convert-arith-to-llvm": "ArithToLLVMConversionPass",
    "convert-gpu-to-nvvm": "ConvertGpuOpsToNVVMOps",
    "convert-parallel-loops-to-gpu": "ConvertParallelLoopToGpuPass",
    "convert-scf-to-cf": "SCFToControlFlowPass",
    "cse": "CSE",
    "eliminate-empty-tensors": "EmptyTensorEliminationPass",
    "finalize-memref-to-llvm": "FinalizeMemRefToLLVMConversionPass",
    "generate-runtime-verification": "GenerateRuntimeVerification",
    "inline": "Inliner",
    "linalg-fuse-elementwise-ops": "LinalgElementwiseOpFusionPass",
    "loop-invariant-code-motion": "LoopInvariantCodeMotion",
    "math-extend-to-supported-types": "MathExtendToSupportedTypes",
    "nvvm-attach-target": "GpuNVVMAttachTarget",
    "sccp": "SCCP",
    "scf-parallel-loop-tiling": "SCFParallelLoopTiling",
    "strip-debuginfo": "StripDebugInfo",
    "symbol-dce": "SymbolDCE",
}
"""The names mlir-opt 22 gives upstream's passes in its IR dumps (`// -----// IR Dump After CSE (cse)`),
statistics and timing, where they are not the name of our class (those of the other upstream passes are);
read from `mlir-opt --mlir-print-ir-before=FLAG` for every registered flag."""


@dataclass
class ScheduledPass:
    """A pass object and the flag text it came from (for dumps and timing)."""

    flag: str
    instance: ModulePass

    @property
    def pass_name(self) -> str:
        """`Canonicalizer`: upstream's name of the pass, else its class's."""
        return UPSTREAM_PASS_NAMES.get(self.flag, type(self.instance).__name__)

    @property
    def display_name(self) -> str:
        """`Canonicalizer (canonicalize)`: the pass's name and its flag."""
        return f"{self.pass_name} ({self.flag})"


@dataclass
class OpPassManager:
    """Passes and nested managers that run, in order, on ops named `anchor`."""

    anchor: str
    elements: list[ScheduledPass | OpPassManager] = field(default_factory=list["ScheduledPass | OpPassManager"])


def build_pass_manager(
    registry: Registry,
    elements: list[PassElement | NestedPipeline],
    manager: OpPassManager,
    depth: int = 0,
) -> OpPassManager:
    """Resolve names to pass objects; pipelines expand in place (raises PipelineSyntaxError)."""
    for element in elements:
        if isinstance(element, NestedPipeline):
            if depth == 0 and element.anchor == manager.anchor:
                build_pass_manager(registry, element.elements, manager, depth + 1)
            else:
                nested = OpPassManager(element.anchor)
                build_pass_manager(registry, element.elements, nested, depth + 1)
                manager.elements.append(nested)
            continue
        if not registry.is_pass_or_pipeline(element.name):
            raise PipelineSyntaxError(
                f"'{element.name}' does not refer to a registered pass or pass pipeline"
                + did_you_mean(element.name, registry.pass_names()),
                element.offset,
            )
        try:
            cls = registry.pass_class(element.name)
        except PluginError as err:
            raise PipelineSyntaxError(str(err), element.offset) from None
        instance = instantiate(cls, element)
        if isinstance(instance, PassPipelineDefinition):
            if depth > 32:
                raise PipelineSyntaxError(f"pass pipeline '{element.name}' expands into itself", element.offset)
            try:
                expanded = parse_pipeline_text(instance.pipeline())
            except PipelineSyntaxError as err:
                raise PipelineSyntaxError(
                    f"pass pipeline '{element.name}' expands to invalid text: {err.message}", element.offset
                ) from None
            build_pass_manager(registry, expanded, manager, depth + 1)
        else:
            manager.elements.append(ScheduledPass(element.name, instance))
    return manager


PassCallback = Callable[[ScheduledPass, Operation], None]


@dataclass(eq=False)
class TimingNode:
    """One timer of `--mlir-timing`'s report (upstream's TimingManager): its wall time, and the timers
    nested in it, in the order they started. A pass and a nested pass manager each get their own (two
    `func.func(...)` pipelines are two timers); `hidden` is upstream's `Pipeline Collection : ['func.func']`
    timer of a nested pass manager, which the tree display leaves out (its pipeline shows in its place) and the
    list display shows."""

    name: str
    hidden: bool = False
    wall: float = 0.0
    children: list[TimingNode] = field(default_factory=list["TimingNode"])
    _keyed: dict[int, TimingNode] = field(default_factory=dict["int, TimingNode"], repr=False)

    def child(self, key: object, name: str, hidden: bool = False) -> TimingNode:
        """The timer nested here for `key` (a pass, a pass manager, a name), made at its first use."""
        node = self._keyed.get(id(key))
        if node is None:
            node = self._keyed[id(key)] = TimingNode(name, hidden)
            self.children.append(node)
        return node



@dataclass
class PassInstrumentation:
    """Hooks around every pass run: IR dumps and timing."""

    before: list[PassCallback] = field(default_factory=list[PassCallback])
    after: list[PassCallback] = field(default_factory=list[PassCallback])
    after_failure: list[PassCallback] = field(default_factory=list[PassCallback])
    timings: dict[str, float] = field(default_factory=dict[str, float])
    timing_stack: list[TimingNode] = field(default_factory=list[TimingNode])
    """`--mlir-timing`: the timer the passes that run now are nested in, innermost last; empty: no timers."""
    actions: PassActions | None = None
    """Upstream's `pass-execution` actions (`--log-actions-to`, `--mlir-debug-counter`): told of each pass run,
    and of each nested pass manager's run on the op that holds its ops; None: nothing to tell."""


class PassActions(typing.Protocol):
    """What `PassInstrumentation.actions` is told (`aiopt.tools.opt_debug.ActionHandler`)."""

    def begin(self, pass_name: str, op: Operation) -> bool:
        """A pass (`pass_name`, upstream's name) is about to run on `op`; False: skip it."""
        ...

    def end(self) -> None:
        """The run `begin` announced is over (run or skipped)."""
        ...


PASS_ADAPTOR_NAME = "mlir::detail::OpToOpPassAdaptor"
"""The name upstream's actions give a nested pass manager's run."""


class PassFailure(Exception):
    """A pass failed; its diagnostics have already been reported."""


def run_pass_manager(
    manager: OpPassManager,
    ctx: Context,
    op: Operation,
    instrumentation: PassInstrumentation,
    verify: Callable[[Operation], None],
    errors_so_far: Callable[[], int],
) -> None:
    """Run `manager` on `op`; raise DiagnosticError or PassFailure when a pass fails."""
    actions = instrumentation.actions
    for element in manager.elements:
        if actions is not None:
            name = PASS_ADAPTOR_NAME if isinstance(element, OpPassManager) else element.pass_name
            execute = actions.begin(name, op)
            try:
                if execute:
                    _run_element(element, ctx, op, instrumentation, verify, errors_so_far)
            finally:
                actions.end()
            continue
        _run_element(element, ctx, op, instrumentation, verify, errors_so_far)


def _run_element(
    element: ScheduledPass | OpPassManager,
    ctx: Context,
    op: Operation,
    instrumentation: PassInstrumentation,
    verify: Callable[[Operation], None],
    errors_so_far: Callable[[], int],
) -> None:
    """Run one pass, or one nested pass manager on the ops it anchors on in `op`."""
    stack = instrumentation.timing_stack
    if isinstance(element, OpPassManager):
        if stack:
            _run_timed_nested(element, ctx, op, instrumentation, verify, errors_so_far)
            return
        for child in _anchored_children(op, element.anchor):
            run_pass_manager(element, ctx, child, instrumentation, verify, errors_so_far)
        return
    # Imported here: a run without passes does not import xDSL's pass machinery.
    from aiopt.support.passes import PassFailedError

    for callback in instrumentation.before:
        callback(element, op)
    errors_before = errors_so_far()
    start = time.perf_counter()
    try:
        try:
            _apply_on(element.instance, ctx, op)
        except PassFailedError:
            # Its errors went to the engine already (see aiopt.support.passes).
            raise PassFailure() from None
        except DiagnosticException as err:
            # xDSL passes fail by raising; report it where the pass ran.
            raise DiagnosticError(f"pass '{element.flag}' failed: {_first_line(err)}", failed_op(err, op)) from None
        except (DiagnosticError, PassFailure):
            raise
        except Exception as err:
            if not raised_by_plugin(err, element.instance):
                raise  # a bug of ours: an internal error
            if errors_so_far() > errors_before:
                raise PassFailure() from None  # the errors it emitted say what went wrong
            where = failed_op(err, op)
            raise DiagnosticError(f"pass '{element.flag}' failed: {type(err).__name__}: {err}", where) from None
        if errors_so_far() > errors_before:
            raise PassFailure()
        verify(op)
    except (DiagnosticError, PassFailure):
        for callback in instrumentation.after_failure:
            callback(element, op)
        raise
    finally:
        elapsed = time.perf_counter() - start
        instrumentation.timings[element.display_name] = (
            instrumentation.timings.get(element.display_name, 0.0) + elapsed
        )
        if stack:
            stack[-1].child(element, element.pass_name).wall += elapsed
    for callback in instrumentation.after:
        callback(element, op)


def _run_timed_nested(
    manager: OpPassManager,
    ctx: Context,
    op: Operation,
    instrumentation: PassInstrumentation,
    verify: Callable[[Operation], None],
    errors_so_far: Callable[[], int],
) -> None:
    """Run the nested `manager` on the ops it anchors on in `op`, timed as upstream's pass timing does: its
    `Pipeline Collection : ['func.func']` timer around all of it, and in that its `'func.func' Pipeline`, in
    which its passes are nested."""
    stack = instrumentation.timing_stack
    collection = stack[-1].child(manager, f"Pipeline Collection : ['{manager.anchor}']", hidden=True)
    pipeline = collection.child(manager, f"'{manager.anchor}' Pipeline")
    start = time.perf_counter()
    try:
        for child in _anchored_children(op, manager.anchor):
            child_start = time.perf_counter()
            stack.append(pipeline)
            try:
                run_pass_manager(manager, ctx, child, instrumentation, verify, errors_so_far)
            finally:
                stack.pop()
                pipeline.wall += time.perf_counter() - child_start
    finally:
        collection.wall += time.perf_counter() - start


def run_pipeline(module: ModuleOp, pipeline: str, registry: Registry | None = None) -> None:
    """Run a textual pipeline on `module` in place from Python, as `ai-opt --pass-pipeline` does.

        run_pipeline(module, "builtin.module(func.func(cse),canonicalize)")
        run_pipeline(module, "stablehlo-legalize-to-hlo,convert-mhlo-to-linalg{enable-primitive-ops=true}")

    `pipeline` is anchored on `builtin.module` or a list of passes and pipelines; `registry`
    (default: `default_registry()`) names them, plugins' too. The IR is verified after every pass.
    A pipeline that does not parse raises `PipelineSyntaxError` (`offset` in the text); a pass that
    fails, or IR that does not verify after it, raises `PassFailedError`, whose `diagnostics` and
    text are the located errors (also reported as `emit_error` reports them).
    """
    # Imported here: parsing a pipeline does not import xDSL's pass machinery or the verifier.
    from aiopt.support.diagnostics import collect_errors, report
    from aiopt.support.passes import PassFailedError
    from aiopt.support.registry import default_registry
    from aiopt.support.verifier import VerifyWhenChanged

    registry = registry or default_registry()
    manager = OpPassManager("builtin.module")
    build_pass_manager(registry, parse_pipeline_text(pipeline), manager)
    failed: list[str] = []
    instrumentation = PassInstrumentation(after_failure=[lambda scheduled, op: failed.append(scheduled.flag)])
    ctx = registry.make_context()
    with collect_errors() as errors:
        try:
            run_pass_manager(manager, ctx, module, instrumentation, VerifyWhenChanged(), errors.__len__)
        except DiagnosticError as err:
            report(err.to_diagnostic())
        except PassFailure:
            pass
    if errors:
        raise PassFailedError(failed[-1] if failed else pipeline, errors)


def _from_plugin(obj: object) -> bool:
    """Whether a plugin defines the class of `obj` (neither aiopt nor xDSL does)."""
    return type(obj).__module__.partition(".")[0] not in ("aiopt", "xdsl")


def raised_by_plugin(err: BaseException, instance: ModulePass) -> bool:
    """Whether plugin code raised `err`: a plugin was loaded, and the pass `instance` is a plugin's, or a
    plugin's pass or pattern is on the way (a dialect plugin's canonicalization pattern, run by our
    `canonicalize`). Such an exception is a located error of the pass (upstream's pass failure), not an
    internal error of ours."""
    if not plugin_code_ran():
        return False
    if _from_plugin(instance):
        return True
    from xdsl.passes import ModulePass
    from xdsl.pattern_rewriter import RewritePattern

    for frame, _ in traceback.walk_tb(err.__traceback__):
        owner = frame.f_locals.get("self")
        if isinstance(owner, RewritePattern | ModulePass) and _from_plugin(owner):
            return True
    return False


def failed_op(err: BaseException, default: Operation) -> Operation:
    """The op whose pattern raised `err` (`worklist_population.process_worklist` records it), else `default`."""
    from aiopt.support.worklist_population import FAILED_OP_ATTRIBUTE

    return getattr(err, FAILED_OP_ATTRIBUTE, None) or default


def _first_line(err: Exception) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__


_UPSTREAM_ISOLATED = frozenset(("llvm.func",))
"""Ops isolated from above upstream whose xDSL class lacks the trait (upstream's LLVMFuncOp has it): pipelines
anchored on them (`llvm.func(cse)`, `any(...)`) run on them."""


def _anchored_children(op: Operation, anchor: str) -> list[Operation]:
    """The ops of `op`'s regions that a nested pipeline anchored on `anchor` runs on, as upstream's
    OpToOpPassAdaptor chooses them: `any` takes registered ops isolated from above and skips the others; an
    op named `anchor` that is not isolated is upstream's error at it. A pass on an op that values cross into
    or out of rewrote ops outside it: `any(any(hlo-legalize-to-linalg))` replaced a stablehlo.constant's user
    and then failed with 'Can't insert operation before operation not in current block'."""
    children = []
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                isolated = child.name in _UPSTREAM_ISOLATED or child.has_trait(
                    IsolatedFromAbove, value_if_unregistered=False
                )
                if anchor == "any":
                    if isolated:
                        children.append(child)
                elif isinstance(child, UnregisteredOp):
                    if child.op_name.data == anchor:
                        raise DiagnosticError(
                            f"'{anchor}' op trying to schedule a pass on an unregistered operation", child
                        )
                elif child.name == anchor:
                    if not isolated:
                        raise DiagnosticError(
                            f"'{child.name}' op trying to schedule a pass on an operation not marked as "
                            "'IsolatedFromAbove'",
                            child,
                        )
                    children.append(child)
    return children


_LENT: dict[ModuleOp, Operation] = {}
"""The scratch modules `_apply_on` has lent an op to, while the pass runs, and that op."""


def lent_op(module: ModuleOp) -> Operation | None:
    """The op a pass anchored on another op than a module really runs on, when `module` is the scratch module
    that holds it (`func.func(sccp)`: the function, whose analysis starts at its own entry), else None."""
    return _LENT.get(module)


def _apply_on(instance: ModulePass, ctx: Context, op: Operation) -> None:
    if isinstance(op, ModuleOp):
        instance.apply(ctx, op)
        return
    # A pass that runs on a symbol table (`symbol_table_pass`: upstream's name of it) fails on another op.
    upstream_name = getattr(type(instance), "symbol_table_pass", None)
    if upstream_name is not None and not op.has_trait(SymbolTable, value_if_unregistered=False):
        raise DiagnosticError(
            op_error_message(op, f" was scheduled to run under {upstream_name}, but does not define a symbol table"), op
        )
    # xDSL passes take a module: lend the op to a scratch module and move
    # whatever the pass leaves there back to where the op was.
    block = op.parent_block()
    anchor_after = op.next_op
    if block is None:
        raise DiagnosticError(f"cannot run a pass on detached '{op.name}'", op)
    op.detach()
    scratch = ModuleOp([op])
    _LENT[scratch] = op
    try:
        instance.apply(ctx, scratch)
    finally:
        del _LENT[scratch]
        for moved in list(scratch.body.block.ops):
            moved.detach()
            if anchor_after is not None:
                block.insert_op_before(moved, anchor_after)
            else:
                block.add_op(moved)


def format_timing_report(timings: dict[str, float], total: float) -> str:
    """The `--mlir-timing` table, in mlir-opt's layout."""
    rule = "===" + "-" * 73 + "==="
    lines = [
        rule,
        "                         ... Execution time report ...",
        rule,
        f"  Total Execution Time: {total:.4f} seconds",
        "",
        "  ----Wall Time----  ----Name----",
    ]
    for name, seconds in timings.items():
        percent = 100.0 * seconds / total if total > 0 else 0.0
        lines.append(f"  {seconds:8.4f} ({percent:5.1f}%)  {name}")
    lines.append(f"  {total:8.4f} (100.0%)  Total")
    return "\n".join(lines) + "\n"


def describe_option_fields(cls: type) -> list[tuple[str, str, str]]:
    """(name, type and default, help) for each option of a pass or pipeline class."""
    rows: list[tuple[str, str, str]] = []
    hints = get_type_hints(cls)
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        default = f.default if f.default is not dataclasses.MISSING else None
        kind = _type_name(hints.get(f.name))
        shown_default = "" if default is None else f" = {_format_default(default)}"
        rows.append((f.name.replace("_", "-"), f"{kind}{shown_default}", f.metadata.get("help", "")))
    return rows


def _type_name(hint: Any) -> str:
    origin = get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " | ".join(_type_name(a) for a in get_args(hint) if a is not type(None))
    if origin is tuple:
        return f"list of {_type_name(get_args(hint)[0])}"
    if origin is Literal:
        return "|".join(map(str, get_args(hint)))
    return getattr(hint, "__name__", str(hint))


def _format_default(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    return str(value)


def first_doc_line(cls: type) -> str:
    """The first line of a class docstring, or an empty string.

    Dataclasses without a docstring get a generated `Name(field: type, ...)`
    one, which says nothing to a user, so it is skipped.
    """
    doc = (cls.__doc__ or "").strip()
    if not doc or doc.startswith(f"{cls.__name__}("):
        return ""
    return doc.splitlines()[0].strip()


def format_pass_manager(manager: OpPassManager, pretty: bool = False) -> str:
    """The textual pipeline `manager` runs, every option spelled out, as upstream's
    `printAsTextualPipeline` writes it (`pretty`: one element a line, two spaces deeper for each nested
    pipeline, as `--dump-pass-pipeline` prints it):

        builtin.module(func.func(canonicalize{  max-iterations=10 ... top-down=true}),cse)

        builtin.module(
          func.func(
            canonicalize{  max-iterations=10 ... top-down=true}
          ),
          cse
        )

    Pipelines are shown expanded, passes under the name they were given.
    """
    parts = [
        format_pass_manager(element, pretty) if isinstance(element, OpPassManager) else format_scheduled_pass(element)
        for element in manager.elements
    ]
    if not pretty:
        return f"{manager.anchor}({','.join(parts)})"
    body = "\n".join("  " + line if line else line for line in ",\n".join(parts).split("\n"))
    return f"{manager.anchor}(\n{body}\n)"


def format_scheduled_pass(scheduled: ScheduledPass) -> str:
    """`name{key=value ...}` with the value of every option of the pass object, as upstream's
    `PassOptions::print` writes them: sorted by name, separated by one space, a list as `name={a,b}` (and
    `name={}` where it was given empty), an unset list as nothing, which leaves its space:

        canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}

    An option upstream's pass lacks (named in the class's `aiopt_only_options`) is left out at its default,
    so that upstream's mlir-opt reads the pipeline of an upstream pass back as ai-opt does. A pass may give
    an option's printed value itself (`dumped_option_value(name)`, e.g. inline's expanded `op-pipelines`).
    """
    instance = scheduled.instance
    if not dataclasses.is_dataclass(instance):
        return scheduled.flag
    aiopt_only = getattr(type(instance), "aiopt_only_options", ())
    dumped = getattr(instance, "dumped_option_value", None)
    options: list[tuple[str, str]] = []
    for f in dataclasses.fields(instance):
        if not f.init:
            continue
        value = getattr(instance, f.name)
        if f.name in aiopt_only and value == f.default:
            continue
        name = f.name.replace("_", "-")
        text = dumped(f.name) if dumped is not None else None
        if text is None:
            text = "" if value == () and f.default == () else _format_option(name, value)
        options.append((name, text))
    if not options:
        return scheduled.flag
    return f"{scheduled.flag}{{{' '.join(text for _, text in sorted(options))}}}"


def _format_option(name: str, value: Any) -> str:
    """`name=value`, `name={a,b}` for a list (`name={}` given empty), nothing for an unset list or option."""
    if value is None:
        return ""
    if isinstance(value, tuple):
        return f"{name}={{{','.join(_format_option_value(element, item=True) for element in value)}}}"
    return f"{name}={_format_option_value(value)}"


def _format_option_value(value: Any, item: bool = False) -> str:
    """`value` as an option's value (`item`: as one item of a list) as upstream prints it: bare, a string in
    braces where a space comes before any `{`, `'` or `"` (`{a b}`), as upstream prints
    `default-pipeline=canonicalize{max-iterations=2 top-down=false},cse`. A string that would not read
    back bare is wrapped, in quotes or braces."""
    text = _format_default(value)
    if not isinstance(value, str) or not text:
        return text
    escapes = [i for i in (text.find("{"), text.find("'"), text.find('"')) if i >= 0]
    if 0 <= text.find(" ") < min(escapes, default=len(text)):
        return "{" + text + "}"
    if _reads_back_bare(text, item):
        return text
    return "{" + text + "}" if '"' in text else f'"{text}"'


def _reads_back_bare(text: str, item: bool) -> bool:
    scanner = _TextScanner(text)
    try:
        value = scanner._value("}")
    except PipelineSyntaxError:
        return False
    return value == (text, 0) and scanner.pos == len(text) and (not item or _split_items(text, 0) == [value])


def format_pass_statistics(manager: OpPassManager, display: str = "pipeline") -> str:
    """`--mlir-pass-statistics`' report in mlir-opt's layout: with `--mlir-pass-statistics-display=pipeline`
    (the default) the root's passes by upstream's name, and each nested pipeline as `'func.func' Pipeline` with
    its passes indented under it; with `list`, the passes that kept statistics, merged by name.

    ai-opt's passes keep no statistics, so the pipeline shows each pass without any, and the list is empty.
    """
    rule = "===" + "-" * 73 + "==="
    lines = [rule, "                         ... Pass statistics report ...", rule]

    def add(nested: OpPassManager, indent: int) -> None:
        for element in nested.elements:
            if isinstance(element, OpPassManager):
                lines.append(" " * indent + f"'{element.anchor}' Pipeline")
                add(element, indent + 2)
            else:
                lines.append(" " * indent + element.pass_name)

    if display == "pipeline":
        add(manager, 0)
    return "\n".join(lines) + "\n\n"
