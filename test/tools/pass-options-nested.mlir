// Option values that hold pipelines: braces, parentheses and quotes nest (upstream's parseNextArg and
// parseCommaSeparatedList). A string option takes its whole value, commas and all; a list option's items
// are split at the commas outside brackets; `{...}` or quotes around a whole value or item are dropped.
// --dump-pass-pipeline writes such a value bare where it reads back (as mlir-opt 22 does), and mlir-opt
// reads back what ai-opt writes. Before, ai-opt stopped a value at its first `}` or `,`.

// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize{max-iterations=2}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=BRACED
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize{max-iterations=2}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=BRACED %}
// BRACED: inline{default-pipeline=canonicalize{max-iterations=2} {{.*}}}

// A space inside braces stays in the value; braces around the whole value are dropped.
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{default-pipeline={canonicalize{max-iterations=2 top-down=false},cse}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{default-pipeline="canonicalize{max-iterations=2 top-down=false},cse"})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(inline{default-pipeline={canonicalize{max-iterations=2 top-down=false},cse}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACE %}
// SPACE: inline{default-pipeline=canonicalize{max-iterations=2 top-down=false},cse {{.*}}}

// op-pipelines is a list of anchored pipelines: the comma inside `func.func(...)` does not split it; given
// twice, or as `{...},{...}`, its lists join.
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse,canonicalize{max-iterations=3})})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPS
// OPS: op-pipelines={func.func(cse,canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines={func.func(cse)},{gpu.func(canonicalize)}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse) op-pipelines=gpu.func(canonicalize)})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: op-pipelines={func.func(cse),gpu.func(canonicalize{  max-iterations=10 {{.*}}})}}

// The same as a pass flag's options.
// RUN: ai-opt %s --inline='default-pipeline=canonicalize{max-iterations=2},cse op-pipelines=func.func(cse)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: inline{default-pipeline=canonicalize{max-iterations=2},cse inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse)}}

// What ai-opt writes (op-pipelines expanded, with every option of its passes, as upstream writes it),
// mlir-opt and ai-opt read back and write again unchanged.
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{default-pipeline={canonicalize{max-iterations=2 top-down=false},cse} op-pipelines=func.func(cse,canonicalize)})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRITTEN
// WRITTEN: inline{default-pipeline=canonicalize{max-iterations=2 top-down=false},cse inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}}
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize{max-iterations=2 top-down=false},cse inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRITTEN %}
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize{max-iterations=2 top-down=false},cse inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRITTEN

// The nested pipeline runs: cse in place of canonicalize keeps the add of 0.
// RUN: ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse,cse{}) default-pipeline=canonicalize{max-iterations=1}})' | FileCheck %s --check-prefix=INLINED
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse,cse{}) default-pipeline=canonicalize{max-iterations=1}})' | FileCheck %s --check-prefix=INLINED %}
// INLINED-LABEL: func.func @f
// INLINED-NEXT: arith.constant 0 : i32
// INLINED-NEXT: arith.addi

// Errors, located at the value (mlir-opt reports the first two as failing to add `inline`).
// RUN: not ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=cse})' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: MLIR Textual PassPipeline Parser:1:36: error: invalid value for option 'op-pipelines': expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// RUN: not ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(bogus)})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: MLIR Textual PassPipeline Parser:1:36: error: invalid value for option 'op-pipelines': 'bogus' does not refer to a registered pass or pass pipeline
// RUN: not ai-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize{max-iterations=2})' 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// UNCLOSED: MLIR Textual PassPipeline Parser:1:22: error: missing closing '}' while processing pass options
// RUN: not ai-opt %s --inline='default-pipeline=canonicalize{max-iterations=2' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED: <command-line>:1:{{[0-9]+}}: error: unbalanced '{' in pass options
// A space inside parentheses ends the value, as upstream: `func.func(cse,` is no pipeline.
// RUN: not ai-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse, canonicalize)})' 2>&1 | FileCheck %s --check-prefix=SPACED
// RUN: %if upstream-mlir %{ not %mlir-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse, canonicalize)})' 2>&1 | FileCheck %s --check-prefix=SPACED %}
// SPACED: error:

func.func private @add0(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %a, %c0 : i32
  return %r : i32
}

func.func @f(%x: i32) -> i32 {
  %r = func.call @add0(%x) : (i32) -> i32
  return %r : i32
}
