// Input from a file or stdin, output to stdout or -o; -o is written only on success.

// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt - < %s | FileCheck %s
// RUN: ai-opt < %s | FileCheck %s
// RUN: rm -f %t.out && ai-opt %s -o %t.out && FileCheck %s < %t.out
// RUN: ai-opt %s -o - | FileCheck %s

// A failing run leaves an existing output file alone and never touches the input.
// RUN: cp %s %t.in && echo "previous" > %t.prev
// RUN: not ai-opt %S/Inputs/verifier-error.mlir -o %t.prev 2>/dev/null
// RUN: FileCheck %s --check-prefix=PREV < %t.prev
// RUN: not ai-opt %t.in --pass-pipeline='bogus' -o %t.in 2>/dev/null
// RUN: diff %s %t.in

// The output of ai-opt parses again, and printing is a fixed point.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s > %t.once && ai-opt %t.once > %t.twice && diff %t.once %t.twice

// PREV: previous

// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: i32) -> i32
// CHECK: %[[SUM:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK: return %[[SUM]] : i32
func.func @add(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  func.return %0 : i32
}
