// --mlir-pretty-debuginfo prints, with --mlir-print-debuginfo, each location as mlir-opt 22's pretty form: no
// loc(...), files unquoted, a call site as `callee at caller`, a fused location without `fused` (ai-opt prints
// locations where they are used with --mlir-print-local-scope, as mlir-opt, whose output this is).
// Alone it changes nothing, as upstream.
// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope --mlir-pretty-debuginfo | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --mlir-pretty-debuginfo | FileCheck %s --check-prefix=ALONE

// CHECK:      func.func @f(%arg0: i32 {{.*}}pretty-debuginfo.mlir:[[# @LINE + 12]]:14, %arg1: i32 {{.*}}pretty-debuginfo.mlir:[[# @LINE + 12]]:23) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32 "foo"(a.py:1:2) at b.py:5:6
// CHECK-NEXT:   %1:2 = "test.pair"(%0) : (i32) -> (i32, i32) [a.py:1:2, b.py:3:4]
// CHECK-NEXT:   %2 = arith.muli %0, %1#1 : i32 x.py:3:4
// CHECK-NEXT:   cf.br ^bb1(%2 : i32) {{.*}}pretty-debuginfo.mlir:[[# @LINE + 12]]:3
// CHECK-NEXT: ^bb1(%3: i32 {{.*}}pretty-debuginfo.mlir:[[# @LINE + 12]]:6):  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%3, %1#0) : (i32, i32) -> () "just"
// CHECK-NEXT:   return %2, %3 : i32, i32 "named"(a.py:7:8)
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:[[# @LINE + 4]]:1
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:0:0
// ALONE-NOT: a.py

func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(callsite("foo"("a.py":1:2) at "b.py":5:6))
  %1:2 = "test.pair"(%0) : (i32) -> (i32, i32) loc(fused["a.py":1:2, "b.py":3:4])
  %2 = arith.muli %0, %1#1 : i32 loc("x.py":3:4)
  cf.br ^bb1(%2 : i32)
^bb1(%x: i32):
  "test.use"(%x, %1#0) : (i32, i32) -> () loc("just")
  return %2, %x : i32, i32 loc("named"("a.py":7:8))
}

// Out of local scope, as mlir-opt 22 prints it: ops' locations in full but those nested in them as aliases,
// all of them defined (pretty too) after the module, those of block arguments above it.
// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s --check-prefix=ALIASES
// ALIASES:      #loc9 = {{.*}}pretty-debuginfo.mlir:{{[0-9]+}}:6
// ALIASES-NEXT: module {
// ALIASES:        %0 = arith.addi %arg0, %arg0 : i32 #loc12 at #loc5
// ALIASES-NEXT:   %1:2 = "test.pair"(%0) : (i32) -> (i32, i32) [#loc4, #loc6]
// ALIASES-NEXT:   %2 = arith.muli %0, %1#1 : i32 x.py:3:4
// ALIASES:        return %2, %3 : i32, i32 "named"(#loc11)
// ALIASES:      #loc4 = a.py:1:2
// ALIASES:      #loc12 = "foo"(#loc4)
// ALIASES-NEXT: #loc13 = [#loc4, #loc6]
// ALIASES-NEXT: #loc14 = "named"(#loc11)
// ALIASES-NEXT: #loc15 = #loc12 at #loc5
