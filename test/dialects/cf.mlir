// Correct branches verify and canonicalize (a pass-through block is bypassed).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @branches
// CHECK: cf.cond_br %{{.*}}, ^{{.*}}(%{{.*}} : i32), ^{{.*}}
// CHECK: cf.br ^{{.*}}(%{{.*}} : i32)
// CANON-LABEL: func.func @branches
// CANON-NOT: ^bb1
func.func @branches(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  func.return %r : i32
}
