// RUN: ai-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: ai-translate --mlir-to-llvmir %S/Inputs/llvm-vector-insert-extract.mlir | FileCheck %s --check-prefix=IR

// vector.scalable.insert and vector.scalable.extract (aiopt.dialects.vector_scalable) to llvm.intr.vector.insert
// and llvm.intr.vector.extract, scalable types kept, as mlir-opt 22's convert-vector-to-llvm prints them, and
// the LLVM IR of the intrinsics (mangled on both vector types, the position an i64 immediate, as mlir-translate
// 22 writes it; this host has no scalable vectors to run them on).

// CHECK-LABEL: func.func @scalable
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[W:.*]]: vector<[16]xf32>)
// CHECK: %[[I:.*]] = llvm.intr.vector.insert %[[V]], %[[W]][4] : vector<4xf32> into vector<[16]xf32>
// CHECK: %[[E:.*]] = llvm.intr.vector.extract %[[W]][8] : vector<4xf32> from vector<[16]xf32>
// CHECK: return %[[I]], %[[E]]
func.func @scalable(%v: vector<4xf32>, %w: vector<[16]xf32>) -> (vector<[16]xf32>, vector<4xf32>) {
  %0 = vector.scalable.insert %v, %w[4] : vector<4xf32> into vector<[16]xf32>
  %1 = vector.scalable.extract %w[8] : vector<4xf32> from vector<[16]xf32>
  return %0, %1 : vector<[16]xf32>, vector<4xf32>
}


// IR: call <16 x float> @llvm.vector.insert.v16f32.v4f32(<16 x float> %{{.*}}, <4 x float> %{{.*}}, i64 4)
// IR: call <4 x float> @llvm.vector.extract.v4f32.v16f32(<16 x float> %{{.*}}, i64 8)
