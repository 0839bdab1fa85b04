// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// arith.cmpi and arith.cmpf read and print upstream's attr-dict (before `:`): discardable attributes survive a
// round trip (xDSL's forms dropped them), an entry named as a property sets it.

// CHECK-LABEL: func.func @comparisons(
// CHECK:         arith.cmpi slt, %{{.*}}, %{{.*}} {tag = 1 : i32} : i32
// CHECK:         arith.cmpf olt, %{{.*}}, %{{.*}} fastmath<fast> {tag} : f32
// CHECK:         arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK:         arith.cmpf oeq, %{{.*}}, %{{.*}} : vector<2xf32>
// GENERIC:       "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 2 : i64}> {tag = 1 : i32} : (i32, i32) -> i1
// GENERIC:       "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>, predicate = 4 : i64}> {tag} : (f32, f32) -> i1
// GENERIC:       "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 0 : i64}> : (i32, i32) -> i1
func.func @comparisons(%a: i32, %b: i32, %x: f32, %v: vector<2xf32>) -> (i1, i1, i1, vector<2xi1>) {
  %0 = arith.cmpi slt, %a, %b {tag = 1 : i32} : i32
  %1 = arith.cmpf olt, %x, %x fastmath<fast> {tag} : f32
  %2 = arith.cmpi slt, %a, %b {predicate = 0 : i64} : i32
  %3 = arith.cmpf "oeq", %v, %v : vector<2xf32>
  return %0, %1, %2, %3 : i1, i1, i1, vector<2xi1>
}
