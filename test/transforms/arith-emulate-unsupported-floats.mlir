// RUN: ai-opt %s --split-input-file --arith-emulate-unsupported-floats="source-types=bf16,f8E4M3FNUZ target-type=f32" | FileCheck %s
// RUN: not ai-opt %s --arith-emulate-unsupported-floats="source-types=bf17 target-type=f32" 2>&1 | FileCheck %s --check-prefix=SOURCE
// RUN: not ai-opt %s --arith-emulate-unsupported-floats="source-types=bf16 target-type=i32" 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not ai-opt %s --arith-emulate-unsupported-floats="source-types=bf16,f32 target-type=f32" 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: ai-opt %s --split-input-file --arith-emulate-unsupported-floats | FileCheck %s --check-prefix=NONE

// Bad types are errors at the option's value on the command line (upstream: at an unknown location, when the pass runs).
// SOURCE: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'source-types': could not map source type 'bf17' to a known floating-point type
// TARGET: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'target-type': could not map target type 'i32' to a known floating-point type
// SAME: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'target-type': target type cannot be an unsupported source type

// Each op on a source type runs on its operands widened to f32 and rounds its result back once.
// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[A:.*]]: bf16, %[[B:.*]]: bf16)
// CHECK-NEXT: %[[EA:.*]] = arith.extf %[[A]] : bf16 to f32
// CHECK-NEXT: %[[EB:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[EA]], %[[EB]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[SUM]] : f32 to bf16
// CHECK-NEXT: %[[ER:.*]] = arith.extf %[[R]] : bf16 to f32
// CHECK-NEXT: %[[EB2:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK-NEXT: %[[PROD:.*]] = arith.mulf %[[ER]], %[[EB2]] fastmath<fast> : f32
// CHECK-NEXT: %[[P:.*]] = arith.truncf %[[PROD]] : f32 to bf16
// CHECK-NEXT: return %[[P]] : bf16
// NONE-LABEL: func.func @binary
// NONE-NEXT: arith.addf %{{.*}}, %{{.*}} : bf16
func.func @binary(%a: bf16, %b: bf16) -> bf16 {
  %0 = arith.addf %a, %b : bf16
  %1 = arith.mulf %0, %b fastmath<fast> : bf16
  return %1 : bf16
}

// -----

// Comparisons keep their i1 result, selects and conversions to other types work on the widened values,
// tensors and vectors of a source type are widened element for element, f8E4M3FNUZ as bf16; an operand
// used twice is widened once.
// CHECK-LABEL: func.func @others
// CHECK: %[[CMP:.*]] = arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK: %[[SEL:.*]] = arith.select %[[CMP]], %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: arith.truncf %[[SEL]] : f32 to bf16
// CHECK: %[[I:.*]] = arith.fptosi %{{.*}} : f32 to i32
// CHECK: %[[T:.*]] = arith.extf %{{.*}} : tensor<4xbf16> to tensor<4xf32>
// CHECK: arith.negf %[[T]] : tensor<4xf32>
// CHECK-NEXT: arith.truncf %{{.*}} : tensor<4xf32> to tensor<4xbf16>
// CHECK: %[[EV:.*]] = arith.extf %{{.*}} : vector<2xf8E4M3FNUZ> to vector<2xf32>
// CHECK-NEXT: arith.subf %[[EV]], %[[EV]] : vector<2xf32>
// CHECK-NEXT: arith.truncf %{{.*}} : vector<2xf32> to vector<2xf8E4M3FNUZ>
func.func @others(%a: bf16, %b: bf16, %t: tensor<4xbf16>, %v: vector<2xf8E4M3FNUZ>) -> (bf16, i32, tensor<4xbf16>, vector<2xf8E4M3FNUZ>) {
  %c = arith.cmpf olt, %a, %b : bf16
  %s = arith.select %c, %a, %b : bf16
  %i = arith.fptosi %a : bf16 to i32
  %n = arith.negf %t : tensor<4xbf16>
  %d = arith.subf %v, %v : vector<2xf8E4M3FNUZ>
  return %s, %i, %n, %d : bf16, i32, tensor<4xbf16>, vector<2xf8E4M3FNUZ>
}

// -----

// Left alone: constants, bitcasts, extf and truncf of source types, and ops on other types.
// CHECK-LABEL: func.func @unchanged
// CHECK-NEXT: arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: arith.bitcast %{{.*}} : i16 to bf16
// CHECK-NEXT: arith.extf %{{.*}} : bf16 to f64
// CHECK-NEXT: arith.truncf %{{.*}} : f64 to bf16
// CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} : f16
// CHECK-NEXT: return
func.func @unchanged(%i: i16, %x: bf16, %d: f64, %h: f16) -> (bf16, bf16, f64, bf16, f16) {
  %c = arith.constant 1.0 : bf16
  %b = arith.bitcast %i : i16 to bf16
  %e = arith.extf %x : bf16 to f64
  %t = arith.truncf %d : f64 to bf16
  %s = arith.addf %h, %h : f16
  return %c, %b, %e, %t, %s : bf16, bf16, f64, bf16, f16
}
