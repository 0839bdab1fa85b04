// --pass-pipeline (and its alias -p) is `op-name(...)`, as in mlir-opt 22: an empty pipeline, a list
// of passes without the anchor, or text after the anchor's `)` is refused at the flag, with upstream's
// message; `builtin.module()` runs nothing. Unbalanced parentheses, empty pass names and unclosed
// options get upstream's messages, located in the pipeline.

// RUN: not ai-opt %s --pass-pipeline= 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: <command-line>:1:{{[0-9]+}}: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// EMPTY-NEXT: ai-opt {{.*}} --pass-pipeline=
// RUN: not ai-opt %s --pass-pipeline=' ' 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// RUN: not ai-opt %s --pass-pipeline=canonicalize 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// RUN: not ai-opt %s -p cse,canonicalize 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// RUN: not ai-opt %s -p= 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// RUN: not ai-opt %s --pass-pipeline='builtin.module(' 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// RUN: not ai-opt %s --pass-pipeline='builtin.module(cse)extra' 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// RUN: not ai-opt %s --pass-pipeline='(cse)' 2>&1 | FileCheck %s --check-prefix=UNANCHORED
// UNANCHORED: <command-line>:1:{{[0-9]+}}: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not ai-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// UNCLOSED: MLIR Textual PassPipeline Parser:1:26: error: encountered unbalanced parentheses while parsing pipeline
// UNCLOSED-NEXT: builtin.module(func.func(cse)
// UNCLOSED-NEXT: {{^                         \^$}}
// RUN: not ai-opt %s --pass-pipeline='builtin.module(cse),func.func(cse)' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not ai-opt %s --pass-pipeline='builtin.module(cse))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: MLIR Textual PassPipeline Parser:1:19: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// RUN: not ai-opt %s --pass-pipeline='builtin.module(cse,)' 2>&1 | FileCheck %s --check-prefix=NAMELESS
// RUN: not ai-opt %s --pass-pipeline='builtin.module(func.func(),cse)' 2>&1 | FileCheck %s --check-prefix=NAMELESS-NESTED
// NAMELESS: MLIR Textual PassPipeline Parser:1:20: error: '' does not refer to a registered pass or pass pipeline
// NAMELESS-NESTED: MLIR Textual PassPipeline Parser:1:26: error: '' does not refer to a registered pass or pass pipeline
// RUN: not ai-opt %s --pass-pipeline='builtin.module(canonicalize{)' 2>&1 | FileCheck %s --check-prefix=BRACE
// BRACE: MLIR Textual PassPipeline Parser:1:28: error: missing closing '}' while processing pass options

// RUN: ai-opt %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=NOTHING
// RUN: ai-opt %s -p ' any( ) ' | FileCheck %s --check-prefix=NOTHING
// RUN: ai-opt %s --pass-pipeline='  builtin.module( cse )  ' | FileCheck %s --check-prefix=CSE
// NOTHING: arith.addi
// NOTHING: arith.addi
// CSE: arith.addi
// CSE-NOT: arith.addi
func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}
