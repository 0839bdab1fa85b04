// Signed and unsigned integer types (ui8, si16, ...) become LLVM's signless integers of their width, as
// upstream's `convertIntegerType` makes them: function arguments and results, memref elements, vectors
// and calls. (Before, `ui8` was kept: 'LLVM function argument #0 has incompatible type 'ui8''.)
// RUN: ai-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func @f
// CHECK-SAME: (%[[A:.*]]: i8, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[V:.*]]: vector<4xi32>, %[[I:.*]]: i64, %[[S:.*]]: i16) -> !llvm.struct<(i8, i16, i32, vector<4xi32>, i16)>
// CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i16
// CHECK: llvm.store %[[X]], %{{.*}} : i16, !llvm.ptr
// CHECK: %[[E:.*]] = llvm.extractelement %[[V]][%{{.*}} : i64] : vector<4xi32>
// CHECK: %[[R:.*]] = llvm.call @g(%[[A]]) : (i8) -> i8
// CHECK: llvm.alloca %{{.*}} x i8 : (i64) -> !llvm.ptr
// CHECK: llvm.store %[[R]], %{{.*}} : i8, !llvm.ptr
// CHECK: llvm.insertvalue %[[R]], %{{.*}}[0] : !llvm.struct<(i8, i16, i32, vector<4xi32>, i16)>
// CHECK: llvm.insertvalue %[[S]], %{{.*}}[4] : !llvm.struct<(i8, i16, i32, vector<4xi32>, i16)>
// CHECK: llvm.func @g(i8) -> i8
// CHECK-NOT: unrealized_conversion_cast
func.func @f(%a: ui8, %m: memref<4xui16>, %v: vector<4xui32>, %i: index, %s: si16) -> (ui8, ui16, ui32, vector<4xui32>, si16) {
  %x = memref.load %m[%i] : memref<4xui16>
  memref.store %x, %m[%i] : memref<4xui16>
  %e = vector.extract %v[0] : ui32 from vector<4xui32>
  %g = vector.broadcast %e : ui32 to vector<4xui32>
  %r = func.call @g(%a) : (ui8) -> ui8
  %al = memref.alloca() : memref<2xui8>
  memref.store %r, %al[%i] : memref<2xui8>
  return %r, %x, %e, %g, %s : ui8, ui16, ui32, vector<4xui32>, si16
}
func.func private @g(ui8) -> ui8
