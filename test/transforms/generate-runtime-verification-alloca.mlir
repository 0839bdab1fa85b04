// RUN: ai-opt %s -generate-runtime-verification="verbose-level=0" -split-input-file | FileCheck %s

// aiopt's checks of memref.alloca (upstream has none: an alloca larger than the stack left moved the stack
// pointer past the stack's end, a negative size moved it up into the callers' frames). Each dynamic size is
// checked not negative, and the bytes against what @aiopt_stack_left says the thread's stack has left, less
// 64 KiB kept free: elements * size <= capacity asked as elements <= capacity / size, so nothing wraps.

// CHECK-LABEL: func.func private @aiopt_stack_left() -> index
// CHECK-LABEL: func.func @dynamic(
//  CHECK-SAME:     %[[n:.*]]: index, %[[k:.*]]: index)
//       CHECK:   %[[left:.*]] = call @aiopt_stack_left() : () -> index
//       CHECK:   %[[reserve:.*]] = arith.constant 65536 : index
//       CHECK:   %[[usable:.*]] = arith.subi %[[left]], %[[reserve]] : index
//       CHECK:   %[[c8:.*]] = arith.constant 8 : index
//       CHECK:   %[[capacity:.*]] = arith.divsi %[[usable]], %[[c8]] : index
//       CHECK:   %[[not_negative:.*]] = arith.cmpi sge, %[[n]], %{{.*}} : index
//       CHECK:   cf.assert %[[not_negative]], "ERROR: Runtime op verification failed\0A^ negative size of dim 0\0ALocation: loc({{.*}}:[[# @LINE + 18]]:8)"
//       CHECK:   arith.divsi %[[capacity]]
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ negative size of dim 2\0A
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ allocation does not fit in the stack left\0ALocation: loc({{.*}}:[[# @LINE + 15]]:8)"
//  CHECK-NEXT:   memref.alloca(%[[n]], %[[k]]) : memref<?x4x?xf64>
// A static alloca in a loop (the stack grows each iteration) is checked too:
//       CHECK:   scf.for
//       CHECK:     call @aiopt_stack_left()
//       CHECK:     cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ allocation does not fit in the stack left
//  CHECK-NEXT:     memref.alloca() : memref<16xf32>
// The function's frame (8 KiB at most of static allocas in its entry block) is not:
//   CHECK-NOT:   call @aiopt_stack_left()
//       CHECK:   memref.alloca() : memref<2048xf32>
//   CHECK-NOT:   call @aiopt_stack_left()
//       CHECK:   return
func.func @dynamic(%n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca(%n, %k) : memref<?x4x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloca() : memref<16xf32>
    "test.use"(%t) : (memref<16xf32>) -> ()
  }
  %f = memref.alloca() : memref<2048xf32>
  "test.use"(%m, %f) : (memref<?x4x?xf64>, memref<2048xf32>) -> ()
  return
}

// -----

// Static allocas of the entry block that take more than 8 KiB together: each is checked (here 4 + 8 KiB of
// i8 and vector<4xf32> elements, 16 bytes each), the one of constants folded to the division of the capacity.

// CHECK-LABEL: func.func @frame(
//       CHECK:   call @aiopt_stack_left()
//       CHECK:   cf.assert {{.*}}allocation does not fit in the stack left
//  CHECK-NEXT:   memref.alloca() : memref<4096xi8>
//       CHECK:   call @aiopt_stack_left()
//       CHECK:   %[[c16:.*]] = arith.constant 16 : index
//       CHECK:   arith.divsi %{{.*}}, %[[c16]] : index
//       CHECK:   cf.assert {{.*}}allocation does not fit in the stack left
//  CHECK-NEXT:   memref.alloca() : memref<512xvector<4xf32>>
func.func @frame() {
  %a = memref.alloca() : memref<4096xi8>
  %b = memref.alloca() : memref<512xvector<4xf32>>
  "test.use"(%a, %b) : (memref<4096xi8>, memref<512xvector<4xf32>>) -> ()
  return
}
