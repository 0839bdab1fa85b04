// arith.remf, which aiopt adds to xDSL's arith, round-trips with upstream's syntax.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

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
