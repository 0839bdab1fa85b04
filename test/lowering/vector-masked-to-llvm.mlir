// RUN: ai-opt %s --split-input-file --convert-vector-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// vector.maskedload/maskedstore: llvm.intr.masked.load/store at the first lane's address, a GEP without
// `inbounds` (a lane whose mask is off may lie past the buffer); aligned as the element. In LLVM IR the
// alignment is the pointer argument's `align` (LLVM 22).
// CHECK-LABEL: func.func @masked
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V:.*]] = llvm.intr.masked.load %[[P]], %arg2, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[V]] : vector<4xf32> to vector<4xi32>
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.intr.masked.store %[[B]], %[[Q]], %arg2 {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr
// CHECK-NOT: vector.
// IR-LABEL: define <4 x float> @masked(
// IR: %[[V:.*]] = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %{{.*}}, <4 x i1> %{{.*}}, <4 x float> %{{.*}})
// IR: call void @llvm.masked.store.v4i32.p0(<4 x i32> %{{.*}}, ptr align 4 %{{.*}}, <4 x i1> %{{.*}})
func.func @masked(%m: memref<16xf32>, %o: memref<16xi32, strided<[1], offset: ?>>, %mask: vector<4xi1>, %pass: vector<4xf32>, %i: index) -> vector<4xf32> {
  %r = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %b = vector.bitcast %r : vector<4xf32> to vector<4xi32>
  vector.maskedstore %o[%i], %mask, %b : memref<16xi32, strided<[1], offset: ?>>, vector<4xi1>, vector<4xi32>
  return %r : vector<4xf32>
}

// -----

// vector.gather: per lane, the index (sign-extended to i64) past the element at the offsets, and a one-lane
// masked load under the lane's mask bit, put into the pass-through vector.
// CHECK-LABEL: func.func @gather
// CHECK: %[[BASE:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[L0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[I0:.*]] = llvm.extractelement %arg1[%[[L0]] : i64] : vector<2xi32>
// CHECK-NEXT: %[[X0:.*]] = llvm.sext %[[I0]] : i32 to i64
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[BASE]][%[[X0]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[M0:.*]] = llvm.shufflevector %arg2, %arg2 [0] : vector<2xi1>
// CHECK-NEXT: %[[S0:.*]] = llvm.shufflevector %arg3, %arg3 [0] : vector<2xf32>
// CHECK-NEXT: %[[G0:.*]] = llvm.intr.masked.load %[[P0]], %[[M0]], %[[S0]] {alignment = 4 : i32} : (!llvm.ptr, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
// CHECK: %[[E0:.*]] = llvm.extractelement %[[G0]]
// CHECK: %[[R0:.*]] = llvm.insertelement %[[E0]], %arg3[%{{.*}} : i64] : vector<2xf32>
// CHECK: llvm.intr.masked.load %{{.*}} : (!llvm.ptr, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
// CHECK: %[[R1:.*]] = llvm.insertelement %{{.*}}, %[[R0]][%{{.*}} : i64] : vector<2xf32>
// CHECK: return %[[R1]]
// IR-LABEL: define <2 x float> @gather(
// IR-COUNT-2: call <1 x float> @llvm.masked.load.v1f32.p0(ptr align 4
func.func @gather(%m: memref<4x8xf32>, %idx: vector<2xi32>, %mask: vector<2xi1>, %pass: vector<2xf32>) -> vector<2xf32> {
  %c1 = arith.constant 1 : index
  %r = vector.gather %m[%c1, %c1] [%idx], %mask, %pass : memref<4x8xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %r : vector<2xf32>
}

// -----

// A 1-D transfer_read not in bounds: a masked load of the lanes k with 0 <= %j + k < the dim's size (here the
// descriptor's, a ? dim), and'ed with the op's mask, the padding in every lane as the pass-through.
// CHECK-LABEL: func.func @transfer_read
// CHECK: %[[SIZE:.*]] = llvm.extractvalue %{{.*}}[3, 1]
// CHECK: %[[STEP:.*]] = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi64>) : vector<4xi64>
// CHECK: %[[LANE:.*]] = llvm.add %[[STEP]], %{{.*}} : vector<4xi64>
// CHECK: llvm.insertelement %[[SIZE]]
// CHECK: %[[BELOW:.*]] = llvm.icmp "slt" %[[LANE]], %{{.*}} : vector<4xi64>
// CHECK: %[[ABOVE:.*]] = llvm.icmp "sge" %[[LANE]], %{{.*}} : vector<4xi64>
// CHECK-NEXT: %[[INSIDE:.*]] = llvm.and %[[BELOW]], %[[ABOVE]] : vector<4xi1>
// CHECK-NEXT: %[[MASK:.*]] = llvm.and %[[INSIDE]], %arg3 : vector<4xi1>
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[PAD:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: llvm.intr.masked.load %[[P]], %[[MASK]], %[[PAD]] {alignment = 4 : i32}
// In bounds and unmasked: a plain load.
// CHECK: llvm.getelementptr inbounds|nuw
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// IR-LABEL: define <4 x float> @transfer_read(
// IR: call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4
// IR: load <4 x float>, ptr %{{.*}}, align 4
func.func @transfer_read(%m: memref<4x?xf32>, %i: index, %j: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%i, %j], %pad, %mask : memref<4x?xf32>, vector<4xf32>
  %s = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<4x?xf32>, vector<4xf32>
  %t = arith.addf %r, %s : vector<4xf32>
  return %t : vector<4xf32>
}

// -----

// A 1-D transfer_write not in bounds: a masked store of the lanes inside the dim (a static size here).
// CHECK-LABEL: func.func @transfer_write
// CHECK: %[[LANE:.*]] = llvm.add %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(dense<6> : vector<4xi64>) : vector<4xi64>
// CHECK-NEXT: llvm.icmp "slt" %[[LANE]], %[[SIZE]] : vector<4xi64>
// CHECK: llvm.intr.masked.store %arg0, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// IR-LABEL: define void @transfer_write(
// IR: call void @llvm.masked.store.v4f32.p0(<4 x float> %{{.*}}, ptr align 4
func.func @transfer_write(%v: vector<4xf32>, %m: memref<6xf32>, %j: index) {
  vector.transfer_write %v, %m[%j] : vector<4xf32>, memref<6xf32>
  return
}

// -----

// vector.broadcast: a scalar splat with insertelement and a shufflevector of lane 0; a vector repeated into the
// rows of the n-D result (an array of 1-D vectors); a dim of size 1 splat along the row.
// CHECK-LABEL: func.func @broadcast
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FIRST:.*]] = llvm.insertelement %arg0, %[[POISON]][%[[ZERO]] : i32] : vector<4xf32>
// CHECK-NEXT: %[[SPLAT:.*]] = llvm.shufflevector %[[FIRST]], %[[FIRST]] [0, 0, 0, 0] : vector<4xf32>
// CHECK: %[[A:.*]] = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %[[A0:.*]] = llvm.insertvalue %arg1, %[[A]][0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.insertvalue %arg1, %[[A0]][1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[ROW:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: llvm.shufflevector %[[ROW]], %[[ROW]] [0, 0, 0, 0] : vector<1xf32>
func.func @broadcast(%s: f32, %v: vector<4xf32>, %c: vector<2x1xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x2x4xf32>) {
  %a = vector.broadcast %s : f32 to vector<4xf32>
  %b = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %c3 = vector.broadcast %c : vector<2x1xf32> to vector<3x2x4xf32>
  return %a, %b, %c3 : vector<4xf32>, vector<2x4xf32>, vector<3x2x4xf32>
}

// -----

// vector.create_mask of a 1-D vector: the lane numbers below the size.
// CHECK-LABEL: func.func @create_mask
// CHECK: %[[STEP:.*]] = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi64>) : vector<4xi64>
// CHECK: %[[N:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0, 0] : vector<4xi64>
// CHECK-NEXT: llvm.icmp "slt" %[[STEP]], %[[N]] : vector<4xi64>
func.func @create_mask(%n: index) -> vector<4xi1> {
  %m = vector.create_mask %n : vector<4xi1>
  return %m : vector<4xi1>
}

// -----

// An n-D transfer row by row: row r at [%i + r, %j], its lanes masked by the innermost dim's bounds and by
// 0 <= %i + r < dim 0 (a one-lane bound mask splat across the row), then put into the array of rows.
// CHECK-LABEL: func.func @transfer_read_2d
// CHECK: %[[INNER:.*]] = llvm.and %{{.*}}, %{{.*}} : vector<4xi1>
// CHECK: %[[ROW0:.*]] = llvm.icmp "slt" %{{.*}}, %{{.*}} : vector<1xi64>
// CHECK: %[[SPLAT0:.*]] = llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<1xi1>
// CHECK-NEXT: %[[MASK0:.*]] = llvm.and %[[INNER]], %[[SPLAT0]] : vector<4xi1>
// CHECK: %[[V0:.*]] = llvm.intr.masked.load %{{.*}}, %[[MASK0]], %{{.*}} {alignment = 4 : i32}
// CHECK: %[[A0:.*]] = llvm.insertvalue %[[V0]], %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[I1:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK: llvm.intr.masked.load
// CHECK: llvm.insertvalue %{{.*}}, %[[A0]][1] : !llvm.array<2 x vector<4xf32>>
// IR-LABEL: @transfer_read_2d(
// IR-COUNT-2: call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4
func.func @transfer_read_2d(%m: memref<?x8xf32>, %i: index, %j: index) -> vector<2x4xf32> {
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%i, %j], %pad : memref<?x8xf32>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

// A transposed transfer lane by lane: lane [k, l] a one-lane masked load at [%i + l, %j + k] under its bounds,
// the padding splat to one lane as the pass-through, inserted into row k.
// CHECK-LABEL: func.func @transfer_read_transposed
// CHECK: %[[PAD:.*]] = llvm.shufflevector %{{.*}} [0] : vector<1xf32>
// CHECK: %[[IN0:.*]] = llvm.icmp "slt" %{{.*}}, %{{.*}} : vector<1xi64>
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[ONE:.*]] = llvm.intr.masked.load %[[P]], %{{.*}}, %[[PAD]] {alignment = 4 : i32} : (!llvm.ptr, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
// CHECK: %[[E:.*]] = llvm.extractelement %[[ONE]]
// CHECK: %[[ROW:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[R:.*]] = llvm.insertelement %[[E]], %[[ROW]]
// CHECK-NEXT: llvm.insertvalue %[[R]], %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-COUNT-5: llvm.intr.masked.load
// CHECK-NOT: llvm.intr.masked.load
// IR-LABEL: @transfer_read_transposed(
// IR-COUNT-6: call <1 x float> @llvm.masked.load.v1f32.p0(ptr align 4
func.func @transfer_read_transposed(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<2x3xf32> {
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}

// -----

// An n-D create_mask row by row: the innermost lanes below %b, and'ed in row r with the one-lane bound r < %a
// splat across the row.
// CHECK-LABEL: func.func @create_mask_2d
// CHECK: %[[INNER:.*]] = llvm.icmp "slt" %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK: %[[ROWS:.*]] = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
// CHECK: %[[ROW0:.*]] = llvm.insertvalue %{{.*}}, %[[ROWS]][0] : !llvm.array<2 x vector<4xi1>>
// CHECK: %[[R1:.*]] = llvm.icmp "slt" %{{.*}}, %{{.*}} : vector<1xi64>
// CHECK-NEXT: %[[S1:.*]] = llvm.shufflevector %[[R1]], %[[R1]] [0, 0, 0, 0] : vector<1xi1>
// CHECK-NEXT: %[[M1:.*]] = llvm.and %[[INNER]], %[[S1]] : vector<4xi1>
// CHECK-NEXT: llvm.insertvalue %[[M1]], %[[ROW0]][1] : !llvm.array<2 x vector<4xi1>>
func.func @create_mask_2d(%a: index, %b: index) -> vector<2x4xi1> {
  %m = vector.create_mask %a, %b : vector<2x4xi1>
  return %m : vector<2x4xi1>
}

// -----

// vector.scatter: per lane, the index (sign-extended) past the offsets' element and a one-lane masked store of
// the lane's value under its mask bit.
// CHECK-LABEL: func.func @scatter
// CHECK: %[[BASE:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[I0:.*]] = llvm.extractelement %arg1[%{{.*}} : i64] : vector<2xi32>
// CHECK-NEXT: %[[X0:.*]] = llvm.sext %[[I0]] : i32 to i64
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[BASE]][%[[X0]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[M0:.*]] = llvm.shufflevector %arg2, %arg2 [0] : vector<2xi1>
// CHECK-NEXT: %[[V0:.*]] = llvm.shufflevector %arg3, %arg3 [0] : vector<2xf32>
// CHECK-NEXT: llvm.intr.masked.store %[[V0]], %[[P0]], %[[M0]] {alignment = 4 : i32} : vector<1xf32>, vector<1xi1> into !llvm.ptr
// CHECK: llvm.intr.masked.store %{{.*}} : vector<1xf32>, vector<1xi1> into !llvm.ptr
// IR-LABEL: @scatter(
// IR-COUNT-2: call void @llvm.masked.store.v1f32.p0(<1 x float> %{{.*}}, ptr align 4
func.func @scatter(%m: memref<16xf32>, %idx: vector<2xi32>, %mask: vector<2xi1>, %v: vector<2xf32>) {
  %c1 = arith.constant 1 : index
  vector.scatter %m[%c1] [%idx], %mask, %v : memref<16xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32>
  return
}
