// RUN: ai-opt %s -generate-runtime-verification -split-input-file | FileCheck %s
// RUN: ai-opt %s -generate-runtime-verification="verbose-level=0" -split-input-file | FileCheck %s --check-prefix=VERBOSE0

// aiopt's checks of integer division (upstream has none: undefined behavior there, SIGFPE in x86 code):
// a divisor that is not 0, and for the signed ops not the least signed value divided by -1.

// CHECK-LABEL: func @signed(
//  CHECK-SAME:     %[[a:.*]]: i32, %[[b:.*]]: i32
//       CHECK:   %[[c0:.*]] = arith.constant 0 : i32
//       CHECK:   %[[nz:.*]] = arith.cmpi ne, %[[b]], %[[c0]] : i32
//       CHECK:   cf.assert %[[nz]], "ERROR: Runtime op verification failed\0A%0 = arith.divsi %arg0, %arg1 : i32\0A^ division by zero\0ALocation: loc({{.*}}generate-runtime-verification-arith.mlir{{.*}}:[[# @LINE + 11]]:8)"
//       CHECK:   %[[min:.*]] = arith.constant -2147483648 : i32
//       CHECK:   %[[a_ok:.*]] = arith.cmpi ne, %[[a]], %[[min]] : i32
//       CHECK:   %[[m1:.*]] = arith.constant -1 : i32
//       CHECK:   %[[b_ok:.*]] = arith.cmpi ne, %[[b]], %[[m1]] : i32
//       CHECK:   %[[ok:.*]] = arith.ori %[[a_ok]], %[[b_ok]] : i1
//       CHECK:   cf.assert %[[ok]], "ERROR: Runtime op verification failed\0A%0 = arith.divsi %arg0, %arg1 : i32\0A^ signed division overflow\0ALocation:
//  CHECK-NEXT:   arith.divsi
// VERBOSE0-LABEL: func @signed(
//       VERBOSE0:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ division by zero\0ALocation: loc(
func.func @signed(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  return %0 : i32
}

// -----

// Each signed op gets both checks, each unsigned op the first; on index, the least value is 64-bit.

// CHECK-LABEL: func @each_op(
// CHECK-COUNT-2: cf.assert {{.*}}^ {{division by zero|signed division overflow}}
//  CHECK-NEXT:   arith.remsi
// CHECK-COUNT-2: cf.assert
//  CHECK-NEXT:   arith.ceildivsi
//       CHECK:   arith.constant -9223372036854775808 : index
//       CHECK:   cf.assert {{.*}}^ signed division overflow
//  CHECK-NEXT:   arith.floordivsi
//       CHECK:   cf.assert {{.*}}^ division by zero
//  CHECK-NEXT:   arith.divui
//       CHECK:   cf.assert {{.*}}^ division by zero
//  CHECK-NEXT:   arith.remui
//       CHECK:   cf.assert {{.*}}^ division by zero
//  CHECK-NEXT:   arith.ceildivui
func.func @each_op(%a: i64, %b: i64, %i: index, %j: index, %x: i8, %y: i8) -> (i64, i64, index, index, i8, i8) {
  %0 = arith.remsi %a, %b : i64
  %1 = arith.ceildivsi %a, %b : i64
  %2 = arith.floordivsi %i, %j : index
  %3 = arith.divui %i, %j : index
  %4 = arith.remui %x, %y : i8
  %5 = arith.ceildivui %x, %y : i8
  return %0, %1, %2, %3, %4, %5 : i64, i64, index, index, i8, i8
}

// -----

// A constant divisor that makes a check hold makes no check: 4 neither, -1 only the overflow one, 0 the zero one
// (an unsigned 255 : i8 is -1 read as signed, which is no zero either).

// CHECK-LABEL: func @constant_divisors(
//  CHECK-NEXT:   arith.constant 4
//  CHECK-NEXT:   arith.constant -1
//  CHECK-NEXT:   arith.constant 0
//  CHECK-NEXT:   arith.divsi
//  CHECK-NEXT:   arith.divui
//  CHECK-NEXT:   arith.constant -128 : i8
//  CHECK-NEXT:   arith.cmpi ne, %arg0
//  CHECK-NEXT:   arith.constant -1 : i8
//  CHECK-NEXT:   arith.cmpi ne
//  CHECK-NEXT:   arith.ori
//  CHECK-NEXT:   cf.assert {{.*}}^ signed division overflow
//  CHECK-NEXT:   arith.remsi
//  CHECK-NEXT:   arith.constant 0 : i8
//  CHECK-NEXT:   arith.cmpi ne
//  CHECK-NEXT:   cf.assert {{.*}}^ division by zero
//  CHECK-NEXT:   arith.divui
//  CHECK-NEXT:   return
func.func @constant_divisors(%a: i8) -> (i8, i8, i8, i8) {
  %c4 = arith.constant 4 : i8
  %cm1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %0 = arith.divsi %a, %c4 : i8
  %1 = arith.divui %a, %cm1 : i8
  %2 = arith.remsi %a, %cm1 : i8
  %3 = arith.divui %a, %c0 : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

// Vectors, tensors and the body of a linalg op are left unchecked (the linalg op's sizes are checked).

// CHECK-LABEL: func @left(
//   CHECK-NOT:   division
//       CHECK:   return
func.func @left(%v: vector<4xi32>, %t: tensor<4xi32>) -> (vector<4xi32>, tensor<4xi32>) {
  %0 = arith.divsi %v, %v : vector<4xi32>
  %1 = arith.remui %t, %t : tensor<4xi32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%1 : tensor<4xi32>) outs(%t : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %q = arith.divsi %o, %x : i32
    linalg.yield %q : i32
  } -> tensor<4xi32>
  return %0, %2 : vector<4xi32>, tensor<4xi32>
}

// -----

// An affine map's mod, floordiv or ceildiv by symbols checks each divisor that is not a constant, once, before
// the op (lower-affine, after the checks, makes it an integer division).

//       CHECK: #[[S0:.*]] = affine_map<(d0)[s0, s1] -> (s0)>
//       CHECK: #[[S1:.*]] = affine_map<(d0)[s0, s1] -> (s1 * 2)>
// CHECK-LABEL: func @affine_divisors(
//       CHECK:   %[[d0:.*]] = affine.apply #[[S0]](%arg0)[%arg1, %arg2]
//       CHECK:   %[[z0:.*]] = arith.cmpi ne, %[[d0]], %{{.*}} : index
//       CHECK:   cf.assert %[[z0]], "ERROR: Runtime op verification failed\0A%0 = affine.apply {{.*}}\0A^ division by zero
//       CHECK:   %[[d1:.*]] = affine.apply #[[S1]](%arg0)[%arg1, %arg2]
//       CHECK:   cf.assert {{.*}}^ division by zero
//   CHECK-NOT:   cf.assert
//       CHECK:   affine.apply
//       CHECK:   cf.assert {{.*}}affine.load {{.*}}^ division by zero
//       CHECK:   cf.assert {{.*}}affine.load {{.*}}^ out-of-bounds access
//  CHECK-NEXT:   affine.load
//   CHECK-NOT:   cf.assert
//       CHECK:   affine.min
//       CHECK:   return
func.func @affine_divisors(%i: index, %n: index, %m: index, %b: memref<8xf32>) -> (index, f32, index) {
  %0 = affine.apply affine_map<(d0)[s0, s1] -> (d0 mod s0 + d0 floordiv s0 + d0 ceildiv (s1 * 2) + d0 mod 4)>(%i)[%n, %m]
  %1 = affine.load %b[%i mod symbol(%n)] : memref<8xf32>
  %2 = affine.min affine_map<(d0) -> (d0 floordiv 2, 4)>(%i)
  return %0, %1, %2 : index, f32, index
}
