"""`--verify-diagnostics`: check emitted diagnostics against `expected-*` annotations.

This follows MLIR's SourceMgrDiagnosticVerifierHandler. An annotation is a
comment of the form

    // expected-error {{substring of the message}}
    // expected-warning@+1 {{...}}     (the line below)
    // expected-note@-2 {{...}}        (two lines above)
    // expected-remark@above {{...}}   (the closest line above that has no annotation)
    // expected-error@below {{...}}    (the closest line below that has no annotation)
    // expected-error@unknown {{...}}  (a diagnostic without a location)
    // expected-error-re {{regex in {{...}} blocks}}

Every diagnostic must match an annotation of the same severity on its line,
and every annotation must be matched; otherwise an error is reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from aiopt.support.diagnostics import Diagnostic, DiagnosticEngine, Severity, SourceLoc

_EXPECTED = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *"
    r"(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$"
)


@dataclass
class ExpectedDiagnostic:
    """One `expected-*` annotation and whether a diagnostic has matched it."""

    severity: Severity
    line: int | None
    """The line it applies to; None for `@unknown`."""
    annotation_loc: SourceLoc
    text: str
    pattern: re.Pattern[str] | None
    matched: bool = False

    def matches(self, message: str) -> bool:
        if self.pattern is not None:
            return self.pattern.search(message) is not None
        return self.text in message


class _UnterminatedRegex(Exception):
    """A `{{` in a `-re` annotation's text with no `}}` after it."""


def _regex_from_annotation(text: str) -> re.Pattern[str]:
    """Literal text with `{{regex}}` blocks, as in MLIR's `-re` annotations.

    Raises re.error for a block that is no regex, _UnterminatedRegex for a
    `{{` without its `}}` (`expected-error-re {{{{[a-z]}}` is upstream's
    error "found start of regex with no end '}}'").
    """
    parts: list[str] = []
    pos = 0
    while (start := text.find("{{", pos)) != -1:
        end = text.find("}}", start + 2)
        if end == -1:
            raise _UnterminatedRegex()
        parts.append(re.escape(text[pos:start]))
        parts.append(f"(?:{text[start + 2 : end]})")
        pos = end + 2
    parts.append(re.escape(text[pos:]))
    return re.compile("".join(parts))


def parse_expectations(text: str, filename: str) -> tuple[list[ExpectedDiagnostic], list[Diagnostic]]:
    """Collect the annotations of a buffer, and errors for malformed ones."""
    expectations: list[ExpectedDiagnostic] = []
    errors: list[Diagnostic] = []
    pending_below: list[ExpectedDiagnostic] = []
    last_plain_line = 0
    lines = text.split("\n")
    for index, line_text in enumerate(lines):
        line_no = index + 1
        match = _EXPECTED.search(line_text)
        if match is None:
            last_plain_line = line_no
            for expectation in pending_below:
                expectation.line = line_no
            pending_below.clear()
            continue
        kind, is_regex, _, designator, message = match.groups()
        annotation_loc = SourceLoc(filename, line_no, match.start() + 1)
        pattern = None
        if is_regex:
            try:
                pattern = _regex_from_annotation(message)
            except re.error as err:
                errors.append(Diagnostic(Severity.ERROR, f"invalid regex: {err}", annotation_loc))
                continue
            except _UnterminatedRegex:
                errors.append(Diagnostic(Severity.ERROR, "found start of regex with no end '}}'", annotation_loc))
                continue
        expectation = ExpectedDiagnostic(Severity(kind), line_no, annotation_loc, message, pattern)
        if designator is None:
            pass
        elif designator == "unknown":
            expectation.line = None
        elif designator == "above":
            expectation.line = last_plain_line
        elif designator == "below":
            expectation.line = len(lines)
            pending_below.append(expectation)
        else:
            expectation.line = line_no + int(designator)
            if not 1 <= expectation.line <= len(lines):
                errors.append(
                    Diagnostic(Severity.ERROR, "expected diagnostic offset points outside the file", annotation_loc)
                )
                continue
        expectations.append(expectation)
    return expectations, errors


class DiagnosticVerifier:
    """A diagnostic handler that checks diagnostics instead of printing them."""

    def __init__(self, engine: DiagnosticEngine, filename: str, only_expected: bool = False):
        """`only_expected` (`--verify-diagnostics=only-expected`): a diagnostic that no annotation expects
        (or only one of another kind) is no failure; every annotation must still be matched."""
        self.engine = engine
        self.filename = filename
        self.only_expected = only_expected
        self.expectations: list[ExpectedDiagnostic] = []
        self.failures: list[Diagnostic] = []

    def add_buffer(self, text: str) -> None:
        """Read the annotations of one chunk of the input."""
        expectations, errors = parse_expectations(text, self.filename)
        self.expectations.extend(expectations)
        self.failures.extend(errors)

    def handle(self, diag: Diagnostic) -> None:
        """Match a diagnostic and its notes against the annotations."""
        for current in (diag, *diag.notes):
            self._match(current)

    def _match(self, diag: Diagnostic) -> None:
        line = diag.location.line if diag.location and diag.location.filename == self.filename else None
        if diag.location is not None and line is None:
            if not self.only_expected:
                self._unexpected(diag)
            return
        near_miss: ExpectedDiagnostic | None = None
        for expectation in self.expectations:
            if expectation.line != line or not expectation.matches(diag.message):
                continue
            if expectation.severity is diag.severity and not expectation.matched:
                expectation.matched = True
                return
            if expectation.severity is not diag.severity:
                near_miss = near_miss or expectation
        if self.only_expected:
            return
        if near_miss is not None:
            # Upstream's message for an annotation that differs in its kind only.
            self.failures.append(
                Diagnostic(
                    Severity.ERROR,
                    f"'{diag.severity.value}' diagnostic emitted when expecting a '{near_miss.severity.value}'",
                    near_miss.annotation_loc,
                )
            )
            return
        self._unexpected(diag)

    def _unexpected(self, diag: Diagnostic) -> None:
        self.failures.append(
            Diagnostic(Severity.ERROR, f"unexpected {diag.severity.value}: {diag.message}", diag.location)
        )

    def finish(self) -> bool:
        """Report every failure through the engine's printer; True when all matched."""
        for expectation in self.expectations:
            if not expectation.matched:
                self.failures.append(
                    Diagnostic(
                        Severity.ERROR,
                        f'expected {expectation.severity.value} "{expectation.text}" was not produced',
                        expectation.annotation_loc,
                    )
                )
        self.failures.sort(key=lambda d: (d.location.line, d.location.column) if d.location else (0, 0))
        for failure in self.failures:
            self.engine.print_diagnostic(failure)
        return not self.failures
