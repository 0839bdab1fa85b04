// RUN: ai-opt %s -split-input-file -generate-runtime-verification="verbose-level=0" | FileCheck %s

// aiopt's checks of the masked and indexed vector memory ops (upstream has none): a lane the mask selects must
// lie inside the memref, a lane it turns off is never checked (it accesses nothing).

// maskedload: the leading index in [0, dim), and no lane both selected and outside the innermost dim.
// CHECK-LABEL: func @maskedload(
//  CHECK-SAME:     %[[m:.*]]: memref<4x?xf32>, %[[i:.*]]: index, %[[j:.*]]: index, %[[mask:.*]]: vector<4xi1>
//       CHECK:   %[[i_in:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
//       CHECK:   %[[dim:.*]] = memref.dim %[[m]], %{{.*}} : memref<4x?xf32>
//       CHECK:   %[[starts:.*]] = vector.broadcast %[[j]] : index to vector<4xindex>
//       CHECK:   %[[steps:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
//       CHECK:   %[[lanes:.*]] = arith.addi %[[starts]], %[[steps]] : vector<4xindex>
//       CHECK:   %[[sizes:.*]] = vector.broadcast %[[dim]] : index to vector<4xindex>
//       CHECK:   %[[below:.*]] = arith.cmpi slt, %[[lanes]], %{{.*}} : vector<4xindex>
//       CHECK:   %[[above:.*]] = arith.cmpi sge, %[[lanes]], %[[sizes]] : vector<4xindex>
//       CHECK:   %[[outside:.*]] = arith.ori %[[below]], %[[above]] : vector<4xi1>
//       CHECK:   %[[wrong:.*]] = arith.andi %[[outside]], %[[mask]] : vector<4xi1>
//       CHECK:   %[[any:.*]] = vector.reduction <or>, %[[wrong]] : vector<4xi1> into i1
//       CHECK:   %[[none:.*]] = arith.cmpi eq, %[[any]], %{{.*}} : i1
//       CHECK:   %[[ok:.*]] = arith.andi %[[i_in]], %[[none]] : i1
//       CHECK:   cf.assert %[[ok]], "ERROR: Runtime op verification failed\0A^ out-of-bounds access
//       CHECK:   vector.maskedload
func.func @maskedload(%m: memref<4x?xf32>, %i: index, %j: index, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %m[%i, %j], %mask, %pass : memref<4x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// gather from a memref of the identity layout: the offsets' linear position plus each selected lane's index
// (cast to index) in [0, size).
// CHECK-LABEL: func @gather(
//       CHECK:   %[[lanes:.*]] = arith.index_cast %{{.*}} : vector<4xi32> to vector<4xindex>
//       CHECK:   vector.broadcast %{{.*}} : index to vector<4xindex>
//       CHECK:   arith.addi %{{.*}}, %[[lanes]] : vector<4xindex>
//       CHECK:   vector.reduction <or>
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ out-of-bounds access
//       CHECK:   vector.gather
func.func @gather(%m: memref<4x8xf32>, %i: index, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.gather %m[%i, %c0] [%idx], %mask, %pass : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// A transfer: the index of the dim its map does not move (here dim 0) in [0, dim); a transferred dim marked in
// bounds in [0, dim - size]; one not marked gives the padding and is not checked.
// CHECK-LABEL: func @transfer(
//  CHECK-SAME:     %[[m:.*]]: memref<4x8xf32>, %[[i:.*]]: index, %[[j:.*]]: index
//       CHECK:   %[[c4:.*]] = arith.constant 4 : index
//       CHECK:   arith.cmpi slt, %[[i]], %[[c4]] : index
//   CHECK-NOT:   %[[j]]
//       CHECK:   cf.assert
//       CHECK:   vector.transfer_read
//       CHECK:   %[[c5:.*]] = arith.constant 5 : index
//       CHECK:   arith.cmpi slt, %[[j]], %[[c5]] : index
//       CHECK:   cf.assert
//       CHECK:   vector.transfer_write
func.func @transfer(%m: memref<4x8xf32>, %i: index, %j: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %j], %pad : memref<4x8xf32>, vector<4xf32>
  vector.transfer_write %r, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
  return %r : vector<4xf32>
}

// -----

// scatter: as gather.
// CHECK-LABEL: func @scatter(
//       CHECK:   arith.index_cast %{{.*}} : vector<4xi32> to vector<4xindex>
//       CHECK:   vector.reduction <or>
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ out-of-bounds access
//       CHECK:   vector.scatter
func.func @scatter(%m: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
