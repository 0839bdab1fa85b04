// Locations as MLIR (and JAX) print them: aliases defined after their use,
// nested name/callsite/fused locations, and line:column ranges.

// RUN: ai-opt %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// Out of local scope, locations print as mlir-opt 22 prints them: each op's as its alias `loc(#locN)`, numbered
// in the order met (an op's before its regions), those nested in others last; a block argument's in full,
// with the aliases of its nested locations defined above the module, the others after it (mlir-opt 22 prints
// this output again identically).
// RUN: ai-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=ALIASES
// ALIASES:      #loc2 = loc("{{.*}}location-aliases.mlir":[[# @LINE + 31]]:20)
// ALIASES-NEXT: module {
// ALIASES-NEXT:   func.func @aliased(%arg0: i32 loc("{{.*}}location-aliases.mlir":[[# @LINE + 29]]:20)) -> i32 {
// ALIASES-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc12)
// ALIASES-NEXT:     %1 = arith.muli %0, %0 : i32 loc(#loc10)
// ALIASES-NEXT:     return %1 : i32 loc(#loc7)
// ALIASES-NEXT:   } loc(#loc1)
// ALIASES-NEXT: } loc(#loc)
// ALIASES-NEXT: #loc = loc("{{.*}}location-aliases.mlir":0:0)
// ALIASES-NEXT: #loc1 = loc("{{.*}}location-aliases.mlir":[[# @LINE + 22]]:1)
// ALIASES-NEXT: #loc3 = loc("model.py":3:11)
// ALIASES-NEXT: #loc4 = loc("model.py":9:2)
// ALIASES-NEXT: #loc5 = loc("a.py":1:2)
// ALIASES-NEXT: #loc6 = loc("b.py":3:4)
// ALIASES-NEXT: #loc7 = loc("model.py":12:1)
// ALIASES-NEXT: #loc8 = loc("f"(#loc3))
// ALIASES-NEXT: #loc9 = loc("<module>"(#loc4))
// ALIASES-NEXT: #loc10 = loc(fused[#loc5, #loc6])
// ALIASES-NEXT: #loc11 = loc(callsite(#loc8 at #loc9))
// ALIASES-NEXT: #loc12 = loc("jit(f)/add"(#loc11))
// RUN: not ai-opt %S/Inputs/undefined-location-alias.mlir 2>&1 | FileCheck %s --check-prefix=UNDEFINED
// An alias of another attribute than a location is upstream's error at its first use (it printed where the
// location goes, `... : i32 5 : i64`, which did not read back).
// RUN: not ai-opt %S/Inputs/non-location-alias.mlir 2>&1 | FileCheck %s --check-prefix=NOT-LOCATION
// NOT-LOCATION: non-location-alias.mlir:2:54: error: expected location, but found '"x"'
// NOT-LOCATION-NOT: error

// CHECK-LABEL: func.func @aliased
// CHECK: arith.addi {{.*}} loc("jit(f)/add"(callsite("f"("model.py":3:11) at "<module>"("model.py":9:2))))
// CHECK: arith.muli {{.*}} loc(fused["a.py":1:2, "b.py":3:4])
// CHECK: return {{.*}} loc("model.py":12:1)
func.func @aliased(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#loc5)
  %1 = arith.muli %0, %0 : i32 loc(fused[#loc6, #loc7])
  func.return %1 : i32 loc(#loc8)
}
#loc1 = loc("model.py":3:11 to :30)
#loc2 = loc("model.py":9:2 to 10:5)
#loc3 = loc("f"(#loc1))
#loc4 = loc("<module>"(#loc2))
#loc5 = loc("jit(f)/add"(callsite(#loc3 at #loc4)))
#loc6 = loc("a.py":1:2)
#loc7 = loc("b.py":3:4)
#loc8 = loc("model.py":12:1)

// UNDEFINED: undefined-location-alias.mlir:2:36: error: operation location alias was never defined
