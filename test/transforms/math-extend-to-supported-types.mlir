// RUN: ai-opt %s --split-input-file --math-extend-to-supported-types | FileCheck %s
// RUN: ai-opt %s --split-input-file --math-extend-to-supported-types="extra-types=f16 target-type=f64" | FileCheck %s --check-prefix=EXTRA
// RUN: not ai-opt %s --math-extend-to-supported-types="target-type=f33" 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not ai-opt %s --math-extend-to-supported-types="extra-types=x" 2>&1 | FileCheck %s --check-prefix=SOURCE

// Bad types are errors at the option's value on the command line (upstream: at an unknown location, when the pass runs).
// TARGET: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'target-type': could not map target type 'f33' to a known floating-point type
// SOURCE: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'extra-types': could not map source type 'x' to a known floating-point type

// Math on types other than f32 and f64 (and the extra types) runs in the target type, rounded back once;
// math.fma and integer math stay.
// CHECK-LABEL: func.func @math
// CHECK-SAME: (%[[X:.*]]: bf16, %[[H:.*]]: f16, %[[F:.*]]: f32, %[[T:.*]]: tensor<3xbf16>, %[[I:.*]]: i32)
// CHECK-NEXT: %[[EX:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK-NEXT: %[[FL:.*]] = math.floor %[[EX]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[FL]] : f32 to bf16
// CHECK-NEXT: %[[EH:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT: %[[SQ:.*]] = math.sqrt %[[EH]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.truncf %[[SQ]] : f32 to f16
// CHECK-NEXT: %[[E:.*]] = math.exp %[[F]] : f32
// CHECK-NEXT: %[[ET:.*]] = arith.extf %[[T]] : tensor<3xbf16> to tensor<3xf32>
// CHECK-NEXT: %[[AB:.*]] = math.absf %[[ET]] : tensor<3xf32>
// CHECK-NEXT: %[[A:.*]] = arith.truncf %[[AB]] : tensor<3xf32> to tensor<3xbf16>
// CHECK-NEXT: %[[FMA:.*]] = math.fma %[[X]], %[[X]], %[[X]] : bf16
// CHECK-NEXT: %[[C:.*]] = math.ctlz %[[I]] : i32
// EXTRA-LABEL: func.func @math
// EXTRA: arith.extf %{{.*}} : bf16 to f64
// EXTRA-NEXT: math.floor %{{.*}} : f64
// EXTRA-NEXT: arith.truncf %{{.*}} : f64 to bf16
// EXTRA-NEXT: math.sqrt %{{.*}} : f16
func.func @math(%x: bf16, %h: f16, %f: f32, %t: tensor<3xbf16>, %i: i32) -> (bf16, f16, f32, tensor<3xbf16>, bf16, i32) {
  %0 = math.floor %x : bf16
  %1 = math.sqrt %h : f16
  %2 = math.exp %f : f32
  %3 = math.absf %t : tensor<3xbf16>
  %4 = math.fma %x, %x, %x : bf16
  %5 = math.ctlz %i : i32
  return %0, %1, %2, %3, %4, %5 : bf16, f16, f32, tensor<3xbf16>, bf16, i32
}
