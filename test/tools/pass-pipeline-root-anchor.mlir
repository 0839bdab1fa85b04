// A pipeline `anchor(...)` runs on an op named `anchor`: on the module ai-opt gives it, another anchor is
// upstream's error (ai-opt ran `func.func(cse)` on the functions inside the module). `any(...)` runs
// on any op. A pipeline that is not `anchor(...)` is refused: see pass-pipeline-anchor-required.mlir.

// RUN: not ai-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=FUNC
// FUNC: MLIR Textual PassPipeline Parser:1:1: error: can't run 'func.func' pass manager on 'builtin.module' op (nest it: 'builtin.module(func.func(...))')
// FUNC-NEXT: func.func(cse)
// FUNC-NEXT: {{^\^$}}
// RUN: not ai-opt %s -p 'gpu.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: error: can't run 'gpu.module' pass manager on 'builtin.module' op

// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// RUN: ai-opt %s --pass-pipeline='any(func.func(cse))' | FileCheck %s
// RUN: ai-opt %s -p 'builtin.module(canonicalize,func.func(cse))' | FileCheck %s
// An anchor that names no op of the module runs nothing (upstream: the same).
// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(builtin.module(cse)))' | FileCheck %s --check-prefix=NOTHING

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[S:.*]] = arith.addi
// CHECK-NEXT: return %[[S]], %[[S]]
// NOTHING: arith.addi
// NOTHING: arith.addi
func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}
