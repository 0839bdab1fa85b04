// Locations as MLIR (and JAX) print them: aliases defined after their use,
// nested name/callsite/fused locations, and line:column ranges.

// RUN: ai-opt %s --mlir-print-debuginfo | FileCheck %s
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
