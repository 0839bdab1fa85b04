// RUN: ai-opt %s -generate-runtime-verification="verbose-level=0" | FileCheck %s

// aiopt's checks of vector.load and vector.store (upstream has none: out of bounds they are undefined, and
// compiled x86 code read and wrote past the buffer: lowering/vector-to-llvm.mlir's @load_store under
// ai-runner --random-inputs died of SIGSEGV): an index of a dimension the vector covers is in
// [0, dim - size], any other in [0, dim).

// CHECK-LABEL: func @copy_row(
//  CHECK-SAME:     %[[m:.*]]: memref<?x8xf32>, %[[o:.*]]: memref<4x?xf32>, %[[i:.*]]: index, %[[j:.*]]: index
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[dim:.*]] = memref.dim %[[m]], %{{.*}} : memref<?x8xf32>
//       CHECK:   %[[i_ge:.*]] = arith.cmpi sge, %[[i]], %[[c0]] : index
//       CHECK:   %[[i_lt:.*]] = arith.cmpi slt, %[[i]], %[[dim]] : index
//       CHECK:   %[[i_in:.*]] = arith.andi %[[i_ge]], %[[i_lt]] : i1
//       CHECK:   %[[c5:.*]] = arith.constant 5 : index
//       CHECK:   %[[j_ge:.*]] = arith.cmpi sge, %[[j]], %[[c0]] : index
//       CHECK:   %[[j_lt:.*]] = arith.cmpi slt, %[[j]], %[[c5]] : index
//       CHECK:   %[[j_in:.*]] = arith.andi %[[j_ge]], %[[j_lt]] : i1
//       CHECK:   %[[in:.*]] = arith.andi %[[i_in]], %[[j_in]] : i1
//       CHECK:   cf.assert %[[in]], "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc({{.*}}:[[# @LINE + 16]]:8)"
//       CHECK:   vector.load
//       CHECK:   %[[c4:.*]] = arith.constant 4 : index
//       CHECK:   arith.cmpi slt, %[[j]], %[[c4]] : index
//       CHECK:   %[[dim1:.*]] = memref.dim %[[o]], %{{.*}} : memref<4x?xf32>
//       CHECK:   %[[c3:.*]] = arith.constant 3 : index
//       CHECK:   %[[last:.*]] = arith.subi %[[dim1]], %[[c3]] : index
//       CHECK:   arith.cmpi slt, %[[i]], %[[last]] : index
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc({{.*}}:[[# @LINE + 10]]:3)"
//       CHECK:   vector.store
// (The load covers 4 of the 8 columns: %j in [0, 5); the store 4 of the dynamic columns: %i in [0, dim - 3).)

// RUN: %python -c "import numpy as np; np.savez('%t.in.npz', arg0=np.arange(16, dtype=np.float32).reshape(2, 8), arg1=np.zeros((4, 6), np.float32), arg2=np.int64(1), arg3=np.int64(2))"
// RUN: %python -c "import numpy as np; np.savez('%t.out.npz', arg0=np.arange(16, dtype=np.float32).reshape(2, 8), arg1=np.zeros((4, 6), np.float32), arg2=np.int64(1), arg3=np.int64(5))"
// RUN: %python -c "import numpy as np; np.savez('%t.far.npz', arg0=np.arange(16, dtype=np.float32).reshape(2, 8), arg1=np.zeros((4, 6), np.float32), arg2=np.int64(1000000), arg3=np.int64(0))"
func.func @copy_row(%m: memref<?x8xf32>, %o: memref<4x?xf32>, %i: index, %j: index) -> memref<4x?xf32> {
  %v = vector.load %m[%i, %j] : memref<?x8xf32>, vector<4xf32>
  %c0 = arith.constant 0 : index
  vector.store %v, %o[%j, %i] : memref<4x?xf32>, vector<4xf32>
  return %o : memref<4x?xf32>
}

// In bounds, compiled and interpreted alike: m[1, 2:6] = [10, 11, 12, 13] lands in o[2, 1:5].
// RUN: ai-runner %s --entry=copy_row --inputs %t.in.npz --print | FileCheck %s --check-prefix=IN
// RUN: ai-runner %s --entry=copy_row --inputs %t.in.npz --print --interpret | FileCheck %s --check-prefix=IN
// IN: [ 0., 10., 11., 12., 13.,  0.]
// A load past the row's end (columns 5 to 8 of 8), and a row a million past the end: located, not a crash.
// RUN: not ai-runner %s --entry=copy_row --inputs %t.out.npz 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: not ai-runner %s --entry=copy_row --inputs %t.far.npz 2>&1 | FileCheck %s --check-prefix=OUT
// OUT: generate-runtime-verification-vector.mlir:[[# @LINE - 13]]:8: error: 'vector.load' op out-of-bounds access
// RUN: not ai-runner %s --entry=copy_row --inputs %t.out.npz --interpret 2>&1 | FileCheck %s --check-prefix=OUT-INTERPRETED
// OUT-INTERPRETED: generate-runtime-verification-vector.mlir:[[# @LINE - 15]]:8: error: 'vector.load' of 4 elements at [1, 5] is outside the memref of shape 2x8
