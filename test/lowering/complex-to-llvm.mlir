// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-complex-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=ALL

// complex.create packs a struct, complex.re/im read its fields, complex.constant is one struct constant
// (upstream's one-to-one rewrite, which keeps the [re, im] value).
// CHECK-LABEL: func.func @parts
// CHECK-SAME: (%[[RE:.*]]: f32, %[[IM:.*]]: f32)
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[Z0:.*]] = llvm.insertvalue %[[RE]], %[[P]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[Z:.*]] = llvm.insertvalue %[[IM]], %[[Z0]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[K:.*]] = llvm.mlir.constant([1.500000e+00 : f32, -2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %[[Z]][0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[I:.*]] = llvm.extractvalue %[[K]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: return %[[R]], %[[I]] : f32, f32
func.func @parts(%re: f32, %im: f32) -> (f32, f32) {
  %z = complex.create %re, %im : complex<f32>
  %c = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %0 = complex.re %z : complex<f32>
  %1 = complex.im %c : complex<f32>
  return %0, %1 : f32, f32
}

// -----

// Under convert-to-llvm, memrefs of complex numbers load and store whole {re, im} structs.
// CHECK-LABEL: func.func @memref
// CHECK: memref.load
// ALL-LABEL: llvm.func @memref
// ALL: %[[A:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
// ALL-NEXT: %[[V:.*]] = llvm.load %[[A]] : !llvm.ptr -> !llvm.struct<(f64, f64)>
// ALL-NEXT: %[[E:.*]] = llvm.extractvalue %[[V]][1] : !llvm.struct<(f64, f64)>
// ALL: llvm.store %[[V]], %{{.*}} : !llvm.struct<(f64, f64)>, !llvm.ptr
// ALL: llvm.return %[[E]] : f64
func.func @memref(%m: memref<4xcomplex<f64>>, %i: index) -> f64 {
  %v = memref.load %m[%i] : memref<4xcomplex<f64>>
  %e = complex.im %v : complex<f64>
  memref.store %v, %m[%i] : memref<4xcomplex<f64>>
  return %e : f64
}

// -----

// Complex arithmetic is convert-complex-to-standard's: left here, it cannot be legalized.
func.func @arithmetic(%a: complex<f32>) -> complex<f32> {
  // expected-error@+1 {{failed to legalize operation 'complex.exp'}}
  %r = complex.exp %a : complex<f32>
  return %r : complex<f32>
}
