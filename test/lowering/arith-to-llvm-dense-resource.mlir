// An arith.constant of dense_resource elements (a 1-D or n-D vector) is an llvm.mlir.constant of the same
// resource, as upstream's (it failed to legalize); the translation reads the blob, and the program runs as
// the interpreter runs it.
// RUN: ai-opt %s --convert-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: ai-runner %s --interpret --print | FileCheck %s --check-prefix=OUT
// RUN: ai-runner %s --print | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: llvm.func @main
// CHECK: llvm.mlir.constant(dense_resource<k> : vector<2xf32>) : vector<2xf32>
// CHECK: llvm.mlir.constant(dense_resource<m> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
// IR: store <2 x float> <float 0x3FF0000000000000, float 0x4000000000000000>
// IR: [2 x <2 x i32>] [<2 x i32> <i32 1, i32 -2>, <2 x i32> <i32 3, i32 -4>]
// OUT: out0 = [1., 2.] : float32[2]
// OUT-NEXT: out1 = [ 4, -6] : int32[2]
func.func @main() -> (memref<2xf32>, memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %k = arith.constant dense_resource<k> : vector<2xf32>
  %m = arith.constant dense_resource<m> : vector<2x2xi32>
  %f = memref.alloc() : memref<2xf32>
  vector.store %k, %f[%c0] : memref<2xf32>, vector<2xf32>
  %row0 = vector.extract %m[0] : vector<2xi32> from vector<2x2xi32>
  %row1 = vector.extract %m[1] : vector<2xi32> from vector<2x2xi32>
  %s = arith.addi %row0, %row1 : vector<2xi32>
  %i = memref.alloc() : memref<2xi32>
  vector.store %s, %i[%c0] : memref<2xi32>, vector<2xi32>
  return %f, %i : memref<2xf32>, memref<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      k: "0x040000000000803F00000040",
      m: "0x0400000001000000FEFFFFFF03000000FCFFFFFF"
    }
  }
#-}
