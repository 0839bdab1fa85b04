// arith.remf and arith.index_castui, which aiopt adds to xDSL's arith, and the rounding modes and fastmath
// flags of arith.truncf/extf that xDSL's lack, round-trip with upstream's syntax (and its generic form).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @remf
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[V:.*]]: vector<4xf64>)
// CHECK-NEXT: %[[R:.*]] = arith.remf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[F:.*]] = arith.remf %[[A]], %[[B]] fastmath<fast> : f32
// CHECK-NEXT: %[[W:.*]] = arith.remf %[[V]], %[[V]] : vector<4xf64>
func.func @remf(%a: f32, %b: f32, %v: vector<4xf64>) -> (f32, f32, vector<4xf64>) {
  %r = arith.remf %a, %b : f32
  %f = arith.remf %a, %b fastmath<fast> : f32
  %w = arith.remf %v, %v : vector<4xf64>
  func.return %r, %f, %w : f32, f32, vector<4xf64>
}

// CHECK-LABEL: func.func @float_casts
// CHECK-SAME: (%[[X:.*]]: f64, %[[H:.*]]: bf16)
// CHECK-NEXT: arith.truncf %[[X]] : f64 to f32
// CHECK-NEXT: arith.truncf %[[X]] to_nearest_even : f64 to f32
// CHECK-NEXT: arith.truncf %[[X]] downward : f64 to f32
// CHECK-NEXT: arith.truncf %[[X]] upward : f64 to f32
// CHECK-NEXT: arith.truncf %[[X]] toward_zero fastmath<contract> : f64 to bf16
// CHECK-NEXT: arith.truncf %[[X]] to_nearest_away : f64 to f32
// CHECK-NEXT: arith.truncf %[[X]] fastmath<nnan,contract> : f64 to f16
// CHECK-NEXT: arith.extf %[[H]] fastmath<contract> : bf16 to f32
// CHECK-NEXT: arith.extf %[[H]] : bf16 to f64
// GENERIC: "arith.truncf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f64) -> f32
// GENERIC: "arith.truncf"(%{{.*}}) <{fastmath = #arith.fastmath<none>, roundingmode = 0 : i32}> : (f64) -> f32
// GENERIC: "arith.truncf"(%{{.*}}) <{fastmath = #arith.fastmath<none>, roundingmode = 1 : i32}> : (f64) -> f32
// GENERIC: roundingmode = 2 : i32
// GENERIC: <{fastmath = #arith.fastmath<contract>, roundingmode = 3 : i32}> : (f64) -> bf16
// GENERIC: roundingmode = 4 : i32
// GENERIC: "arith.extf"(%{{.*}}) <{fastmath = #arith.fastmath<contract>}> : (bf16) -> f32
func.func @float_casts(%x: f64, %h: bf16) -> (f32, f32, f32, f32, bf16, f32, f16, f32, f64) {
  %0 = arith.truncf %x : f64 to f32
  %1 = arith.truncf %x to_nearest_even : f64 to f32
  %2 = arith.truncf %x downward : f64 to f32
  %3 = arith.truncf %x upward : f64 to f32
  %4 = arith.truncf %x toward_zero fastmath<contract> : f64 to bf16
  %5 = arith.truncf %x to_nearest_away : f64 to f32
  %6 = arith.truncf %x fastmath<contract,nnan> : f64 to f16
  %7 = arith.extf %h fastmath<contract> : bf16 to f32
  %8 = arith.extf %h : bf16 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, bf16, f32, f16, f32, f64
}

// CHECK-LABEL: func.func @index_castui
// CHECK-NEXT: arith.index_castui %{{.*}} : i32 to index
// CHECK-NEXT: arith.index_castui %{{.*}} : index to i8
// CHECK-NEXT: arith.index_castui %{{.*}} : vector<2xindex> to vector<2xi64>
// GENERIC: "arith.index_castui"(%{{.*}}) : (i32) -> index
func.func @index_castui(%i: i32, %x: index, %v: vector<2xindex>) -> (index, i8, vector<2xi64>) {
  %0 = arith.index_castui %i : i32 to index
  %1 = arith.index_castui %x : index to i8
  %2 = arith.index_castui %v : vector<2xindex> to vector<2xi64>
  return %0, %1, %2 : index, i8, vector<2xi64>
}
