// FileCheck in these tests matches as LLVM's (aiopt.tools.file_check): a CHECK-NEXT binds the leftmost
// match on its line. The `filecheck` package alone bound S to %overflow (the rightmost `%name` before ` = `)
// and the second check failed; upstream's FileCheck binds %sum.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | %python -m aiopt.tools.file_check %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT: [[S:%[a-z]+]]{{.*}} = arith.addui_extended
// CHECK-NEXT: return [[S]] : i32
func.func @f(%a: i32, %b: i32) -> i32 {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  return %s : i32
}
