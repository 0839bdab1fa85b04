// RUN: ai-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-vector-to-llvm=reassociate-fp-reductions=true | FileCheck %s --check-prefix=REASSOC
// RUN: ai-opt %s --convert-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// A float add starts from 0.0 (or the accumulator) and is ordered unless reassociation is allowed; a max
// combines the reduced value with the accumulator.
// CHECK-LABEL: func.func @float_reductions
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %[[SUM:.*]] = "llvm.intr.vector.reduce.fadd"(%[[ZERO]], %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %[[PRODUCT:.*]] = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<nnan>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %[[MAX:.*]] = llvm.intr.vector.reduce.fmaximum(%arg0) : (vector<4xf32>) -> f32
// CHECK-NEXT: %[[WITH:.*]] = llvm.intr.maximum(%arg1, %[[MAX]]) : (f32, f32) -> f32
// CHECK-NEXT: llvm.intr.vector.reduce.fmin(%arg0) : (vector<4xf32>) -> f32
// REASSOC-LABEL: func.func @float_reductions
// REASSOC: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}>
// REASSOC: "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc,nnan>}>
// IR-LABEL: define { float, float, float, float } @float_reductions(
// IR: call float @llvm.vector.reduce.fadd.v4f32(float 0x0000000000000000, <4 x float> %arg0)
// IR: call nnan float @llvm.vector.reduce.fmul.v4f32(float %arg1, <4 x float> %arg0)
// IR: call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %arg0)
func.func @float_reductions(%v: vector<4xf32>, %acc: f32) -> (f32, f32, f32, f32) {
  %sum = vector.reduction <add>, %v : vector<4xf32> into f32
  %product = vector.reduction <mul>, %v, %acc fastmath<nnan> : vector<4xf32> into f32
  %max = vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32
  %min = vector.reduction <minnumf>, %v : vector<4xf32> into f32
  return %sum, %product, %max, %min : f32, f32, f32, f32
}

// -----

// Integer kinds: their reduce intrinsic, then the accumulator combined by the op (add) or intrinsic (umax).
// CHECK-LABEL: func.func @integer_reductions
// CHECK: %[[ADD:.*]] = llvm.intr.vector.reduce.add(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: llvm.add %arg1, %[[ADD]] : i32
// CHECK: %[[UMAX:.*]] = llvm.intr.vector.reduce.umax(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: llvm.intr.umax(%arg1, %[[UMAX]]) : (i32, i32) -> i32
// CHECK: llvm.intr.vector.reduce.or(%arg2) : (vector<4xi1>) -> i1
// IR-LABEL: @integer_reductions(
// IR: call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %arg0)
func.func @integer_reductions(%v: vector<8xi32>, %acc: i32, %m: vector<4xi1>) -> (i32, i32, i1) {
  %sum = vector.reduction <add>, %v, %acc : vector<8xi32> into i32
  %max = vector.reduction <maxui>, %v, %acc : vector<8xi32> into i32
  %any = vector.reduction <or>, %m : vector<4xi1> into i1
  return %sum, %max, %any : i32, i32, i1
}

// -----

// vector.fma: llvm.intr.fma (rounded once), row by row on an n-D vector.
// CHECK-LABEL: func.func @fma
// CHECK: llvm.intr.fma(%arg0, %arg0, %arg0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: %[[ROW:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.intr.fma(%[[ROW]], %{{.*}}, %{{.*}}) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
func.func @fma(%v: vector<4xf32>, %w: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %a = vector.fma %v, %v, %v : vector<4xf32>
  %b = vector.fma %w, %w, %w : vector<2x4xf32>
  return %a, %b : vector<4xf32>, vector<2x4xf32>
}

// -----

// vector.shuffle: llvm.shufflevector of two vectors of one type; element by element of two lengths; rows of
// n-D vectors.
// CHECK-LABEL: func.func @shuffle
// CHECK: llvm.shufflevector %arg0, %arg0 [3, 0, 7] : vector<4xf32>
// CHECK: %[[E:.*]] = llvm.extractelement %arg1[%{{.*}} : i64] : vector<2xf32>
// CHECK: llvm.insertelement %[[E]], %{{.*}}[%{{.*}} : i64] : vector<3xf32>
// CHECK: %[[ROW:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.insertvalue %[[ROW]], %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
func.func @shuffle(%a: vector<4xf32>, %b: vector<2xf32>, %n: vector<2x4xf32>) -> (vector<3xf32>, vector<3xf32>, vector<2x4xf32>) {
  %s = vector.shuffle %a, %a [3, 0, 7] : vector<4xf32>, vector<4xf32>
  %t = vector.shuffle %a, %b [5, 0, 4] : vector<4xf32>, vector<2xf32>
  %r = vector.shuffle %n, %n [3, 0] : vector<2x4xf32>, vector<2x4xf32>
  return %s, %t, %r : vector<3xf32>, vector<3xf32>, vector<2x4xf32>
}
