"""LLVM IR attributes of functions, parameters, results and calls, as upstream's ModuleTranslation writes them.

An `llvm.func`'s argument and result dictionaries (`llvm.noalias`,
`llvm.byval = T`, `llvm.align = N`, ...), its function attributes
(`no_inline`, `passthrough`, `target_cpu`, ...) and a call's `arg_attrs`,
`res_attrs` and unit attributes become LLVM IR attributes, each list in
LLVM's own order (enum attributes, integer ones, type ones, then strings, as
`opt -S` prints them):

    llvm.func @f(!llvm.ptr {llvm.nocapture, llvm.noalias}, i8 {llvm.signext}) -> (i32 {llvm.zeroext})
      -> declare zeroext i32 @f(ptr noalias captures(none), i8 signext)
    llvm.func @g() attributes {no_unwind, passthrough = ["noinline", ["alignstack", "4"], ["k", "v"]]} {...}
      -> define void @g() noinline nounwind alignstack(4) "k"="v" {...}

Function attributes are written inline after the parameter list, where
upstream writes an attribute group (`#0`) with the same attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerAttr, StringAttr, UnitAttr
from xdsl.ir import Attribute, Operation, TypeAttribute

from aiopt.support.diagnostics import DiagnosticError

_ENUM_KINDS = {
    "allocalign": "AllocAlign", "allocptr": "AllocatedPointer", "alwaysinline": "AlwaysInline", "builtin": "Builtin",
    "cold": "Cold", "convergent": "Convergent", "dead_on_unwind": "DeadOnUnwind",
    "disable_sanitizer_instrumentation": "DisableSanitizerInstrumentation", "hot": "Hot", "immarg": "ImmArg",
    "inreg": "InReg", "inlinehint": "InlineHint", "jumptable": "JumpTable", "minsize": "MinSize",
    "mustprogress": "MustProgress", "naked": "Naked", "nest": "Nest", "noalias": "NoAlias", "nobuiltin": "NoBuiltin",
    "nocallback": "NoCallback", "nocf_check": "NoCfCheck", "noduplicate": "NoDuplicate", "noext": "NoExt",
    "nofree": "NoFree", "noimplicitfloat": "NoImplicitFloat", "noinline": "NoInline", "nomerge": "NoMerge",
    "noprofile": "NoProfile", "norecurse": "NoRecurse", "noredzone": "NoRedZone", "noreturn": "NoReturn",
    "nosanitize_bounds": "NoSanitizeBounds", "nosanitize_coverage": "NoSanitizeCoverage", "nosync": "NoSync",
    "noundef": "NoUndef", "nounwind": "NoUnwind", "nonlazybind": "NonLazyBind", "nonnull": "NonNull",
    "null_pointer_is_valid": "NullPointerIsValid", "optforfuzzing": "OptForFuzzing", "optdebug": "OptimizeForDebugging",
    "optsize": "OptimizeForSize", "optnone": "OptimizeNone", "presplitcoroutine": "PresplitCoroutine",
    "readnone": "ReadNone", "readonly": "ReadOnly", "returned": "Returned", "returns_twice": "ReturnsTwice",
    "signext": "SExt", "safestack": "SafeStack", "sanitize_address": "SanitizeAddress",
    "sanitize_hwaddress": "SanitizeHWAddress", "sanitize_memtag": "SanitizeMemTag", "sanitize_memory": "SanitizeMemory",
    "sanitize_thread": "SanitizeThread", "shadowcallstack": "ShadowCallStack", "skipprofile": "SkipProfile",
    "speculatable": "Speculatable", "speculative_load_hardening": "SpeculativeLoadHardening", "ssp": "StackProtect",
    "sspreq": "StackProtectReq", "sspstrong": "StackProtectStrong", "strictfp": "StrictFP", "swiftasync": "SwiftAsync",
    "swifterror": "SwiftError", "swiftself": "SwiftSelf", "willreturn": "WillReturn", "writable": "Writable",
    "writeonly": "WriteOnly", "zeroext": "ZExt",
}  # fmt: skip
"""LLVM's enum attributes (keyword: the TableGen record, whose name orders them, as `Attribute::AttrKind` does)."""

_INT_KINDS = {
    "align": "Alignment", "allockind": "AllocKind", "allocsize": "AllocSize", "captures": "Captures",
    "dereferenceable": "Dereferenceable", "dereferenceable_or_null": "DereferenceableOrNull", "memory": "Memory",
    "nofpclass": "NoFPClass", "alignstack": "StackAlignment", "uwtable": "UWTable", "vscale_range": "VScaleRange",
}  # fmt: skip
"""LLVM's attributes with an integer (after the enum ones)."""

_TYPE_KINDS = {
    "byref": "ByRef", "byval": "ByVal", "elementtype": "ElementType", "inalloca": "InAlloca",
    "preallocated": "Preallocated", "sret": "StructRet",
}  # fmt: skip
"""LLVM's attributes with a type (after the integer ones)."""

_ORDER = {
    **{k: (0, v) for k, v in _ENUM_KINDS.items()},
    **{k: (1, v) for k, v in _INT_KINDS.items()},
    **{k: (2, v) for k, v in _TYPE_KINDS.items()},
    "range": (3, "Range"),
}

_PARAMETER_UNITS = {
    f"llvm.{name}": name
    for name in ("noalias", "nonnull", "readonly", "readnone", "writeonly", "nest", "noundef", "inreg", "returned",
                 "signext", "zeroext", "nofree", "allocalign", "allocptr", "immarg", "dead_on_unwind", "writable",
                 "swiftself", "swifterror", "swiftasync", "noext")
}  # fmt: skip
_PARAMETER_INTEGERS = {"llvm.align", "llvm.dereferenceable", "llvm.dereferenceable_or_null", "llvm.alignstack"}
_PARAMETER_TYPES = {f"llvm.{name}" for name in _TYPE_KINDS}

_FUNCTION_UNITS = {
    "no_inline": "noinline", "always_inline": "alwaysinline", "inline_hint": "inlinehint", "optimize_none": "optnone",
    "no_unwind": "nounwind", "will_return": "willreturn", "convergent": "convergent",
}  # fmt: skip
"""The unit properties of `llvm.func` that upstream translates to enum attributes."""

_DEFINITION_STRINGS = {
    "fp_contract": "fp-contract", "instrument_function_entry": "instrument-function-entry",
    "instrument_function_exit": "instrument-function-exit", "no_infs_fp_math": "no-infs-fp-math",
    "no_nans_fp_math": "no-nans-fp-math", "no_signed_zeros_fp_math": "no-signed-zeros-fp-math",
    "target_cpu": "target-cpu", "tune_cpu": "tune-cpu",
}  # fmt: skip
"""The properties upstream writes as string attributes of a definition only (`"target-cpu"="x86-64"`)."""

_CALL_UNITS = {
    "no_inline": "noinline", "always_inline": "alwaysinline", "inline_hint": "inlinehint", "no_unwind": "nounwind",
    "will_return": "willreturn", "convergent": "convergent",
}  # fmt: skip
"""The unit properties of `llvm.call` that upstream translates to call-site function attributes."""


def _string_attribute(key: str, value: str | None) -> tuple[tuple[int, str], str]:
    from aiopt.targets.mlir_to_llvmir import string_literal  # (which imports this module)

    return (4, key), string_literal(key) + ("" if value is None else f"={string_literal(value)}")


def _ordered(entries: Iterable[tuple[tuple[int, str], str]]) -> list[str]:
    """The texts in LLVM's order of their attributes, each attribute once."""
    unique: dict[tuple[int, str], str] = {}
    for key, text in entries:
        unique.setdefault(key, text)
    return [text for _, text in sorted(unique.items())]


def _keyword(keyword: str, text: str | None = None) -> tuple[tuple[int, str], str]:
    return _ORDER[keyword], text or keyword


def parameter_attributes(
    dictionary: Attribute | None, type_text: Callable[[Attribute], str], where: Operation
) -> list[str]:
    """The LLVM attributes of one argument or result dictionary (`{llvm.noalias, llvm.byval = i32}`), in LLVM's
    order; attributes of other dialects are not LLVM's and are left out."""
    if not isinstance(dictionary, DictionaryAttr):
        return []
    entries = []
    for name, value in dictionary.data.items():
        if name in _PARAMETER_UNITS:
            entries.append(_keyword(_PARAMETER_UNITS[name]))
        elif name == "llvm.nocapture":
            entries.append(_keyword("captures", "captures(none)"))
        elif name in _PARAMETER_INTEGERS and isinstance(value, IntegerAttr):
            keyword, number = name[5:], value.value.data
            entries.append(_keyword(keyword, f"align {number}" if keyword == "align" else f"{keyword}({number})"))
        elif name in _PARAMETER_TYPES and isinstance(value, TypeAttribute):
            entries.append(_keyword(name[5:], f"{name[5:]}({type_text(value)})"))
        elif name == "llvm.range" and hasattr(value, "lower"):  # a #llvm.constant_range
            entries.append(_keyword("range", f"range({type_text(value.type)} {value.lower.data}, {value.upper.data})"))
    return _ordered(entries)


def _passthrough_entry(entry: Attribute, where: Operation) -> tuple[tuple[int, str], str]:
    """One `passthrough` entry: `"name"` or `["name", "value"]`; a name LLVM knows is its attribute (an integer
    one with its value), any other a string attribute, as upstream's `convertFunctionAttributes`."""
    if isinstance(entry, StringAttr):
        name, value = entry.data, None
    elif (isinstance(entry, ArrayAttr) and len(entry.data) == 2
          and all(isinstance(part, StringAttr) for part in entry.data)):  # fmt: skip
        name, value = entry.data[0].data, entry.data[1].data
    else:
        raise DiagnosticError("expected 'passthrough' to contain string or array attributes", where)
    if name in _ENUM_KINDS or name in _TYPE_KINDS:
        if value is not None:
            raise DiagnosticError(f"LLVM attribute '{name}' does not expect a value, found '{value}'", where)
        if name in _TYPE_KINDS:
            raise DiagnosticError(f"LLVM attribute '{name}' is not supported in 'passthrough'", where)
        return _keyword(name)
    if name in _INT_KINDS:
        if value is None:
            raise DiagnosticError(f"LLVM attribute '{name}' expects a value", where)
        if not value.lstrip("-").isdigit():
            raise DiagnosticError(f"LLVM attribute '{name}' expects an integer value, found '{value}'", where)
        if name == "uwtable":
            return _keyword(name, "uwtable(sync)" if value == "1" else "uwtable")
        return _keyword(name, f"align {value}" if name == "align" else f"{name}({value})")
    return _string_attribute(name, value)


_MEMORY_LOCATIONS = (("argMem", "argmem"), ("inaccessibleMem", "inaccessiblemem"), ("errnoMem", "errnomem"),
                     ("targetMem0", "target_mem0"), ("targetMem1", "target_mem1"))  # fmt: skip
"""The locations of `#llvm.memory_effects` besides `other`, with LLVM's keywords, in LLVM's order."""


def memory_attribute(effects: Attribute | None) -> list[tuple[tuple[int, str], str]]:
    """`memory(...)` of a `#llvm.memory_effects<other = .., argMem = .., ...>`, as LLVM prints `MemoryEffects`:
    the access of `other` first (where it is not none, or all are none), then each location that differs."""
    if effects is None or not hasattr(effects, "other"):
        return []
    other = effects.other.data
    parts = [(keyword, getattr(effects, name).data) for name, keyword in _MEMORY_LOCATIONS]
    words = [other] if other != "none" or all(kind == "none" for _, kind in parts) else []
    words += [f"{keyword}: {kind}" for keyword, kind in parts if kind != other]
    return [_keyword("memory", f"memory({', '.join(words)})")]


def function_attributes(
    func: Operation, read: Callable[[Operation, str], Attribute | None], passthrough: Iterable[Attribute],
    definition: bool,
) -> list[str]:  # fmt: skip
    """The function attributes of an `llvm.func` (a definition, or a declaration with fewer of them, as
    upstream), in LLVM's order. `optimize_none` brings `noinline`, which LLVM requires with it."""
    entries = [_keyword(keyword) for name, keyword in _FUNCTION_UNITS.items() if read(func, name) is not None]
    if read(func, "optimize_none") is not None:
        entries.append(_keyword("noinline"))
    if (frame_pointer := read(func, "frame_pointer")) is not None:
        kind = getattr(frame_pointer, "data", None)
        entries.append(_string_attribute("frame-pointer", str(getattr(kind, "value", kind))))
    if (features := read(func, "target_features")) is not None and hasattr(features, "features"):
        entries.append(_string_attribute("target-features", ",".join(f.data for f in features.features.data)))
    for name, key in _DEFINITION_STRINGS.items() if definition else ():
        value = read(func, name)
        if isinstance(value, StringAttr):
            entries.append(_string_attribute(key, value.data))
        elif isinstance(value, IntegerAttr) and name.endswith("_fp_math"):
            entries.append(_string_attribute(key, "true" if value.value.data else "false"))
    entries += memory_attribute(read(func, "memory_effects"))
    uwtable = getattr(read(func, "uwtable_kind"), "kind", None)
    if uwtable is not None and uwtable.data != "none":
        entries.append(_keyword("uwtable", "uwtable(sync)" if uwtable.data == "sync" else "uwtable"))
    vscale = read(func, "vscale_range")
    if definition and hasattr(vscale, "minRange"):
        low, high = vscale.minRange.value.data, vscale.maxRange.value.data
        entries.append(_keyword("vscale_range", f"vscale_range({low},{high})"))
    entries += [_passthrough_entry(entry, func) for entry in passthrough]
    return _ordered(entries)


def call_attributes(call: Operation, read: Callable[[Operation, str], Attribute | None]) -> list[str]:
    """The call-site function attributes of an `llvm.call` (`{no_unwind, convergent}`), in LLVM's order."""
    entries = [_keyword(keyword) for name, keyword in _CALL_UNITS.items() if isinstance(read(call, name), UnitAttr)]
    return _ordered(entries + memory_attribute(read(call, "memory_effects")))
