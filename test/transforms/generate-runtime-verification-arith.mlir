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

// The index dialect's divisions get the same checks (index_to_llvm makes them arith's after the checks).

// CHECK-LABEL: func @index_ops(
//       CHECK:   cf.assert {{.*}}index.floordivs {{.*}}^ division by zero
//       CHECK:   arith.constant -9223372036854775808 : index
//       CHECK:   cf.assert {{.*}}index.floordivs {{.*}}^ signed division overflow
//  CHECK-NEXT:   index.floordivs
//       CHECK:   cf.assert {{.*}}index.remu {{.*}}^ division by zero
//  CHECK-NEXT:   index.remu
func.func @index_ops(%a: index, %b: index) -> (index, index) {
  %0 = index.floordivs %a, %b
  %1 = index.remu %a, %b
  return %0, %1 : index, index
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

// Vectors are checked lane by lane: the conditions are computed on the vector and each lane extracted and and-ed
// (a dense constant divisor none of whose lanes is 0 or -1 makes no check).

// CHECK-LABEL: func @vectors(
//  CHECK-SAME:     %[[a:.*]]: vector<2xi32>, %[[b:.*]]: vector<2xi32>
//       CHECK:   %[[zero:.*]] = arith.constant dense<0> : vector<2xi32>
//       CHECK:   %[[nz:.*]] = arith.cmpi ne, %[[b]], %[[zero]] : vector<2xi32>
//       CHECK:   %[[l0:.*]] = vector.extract %[[nz]][0] : i1 from vector<2xi1>
//       CHECK:   %[[l1:.*]] = vector.extract %[[nz]][1] : i1 from vector<2xi1>
//       CHECK:   %[[all:.*]] = arith.andi %[[l0]], %[[l1]] : i1
//       CHECK:   cf.assert %[[all]], "ERROR: Runtime op verification failed\0A%0 = arith.divsi %arg0, %arg1 : vector<2xi32>\0A^ division by zero\0ALocation:
//       CHECK:   %[[min:.*]] = arith.constant dense<-2147483648> : vector<2xi32>
//       CHECK:   %[[a_ok:.*]] = arith.cmpi ne, %[[a]], %[[min]] : vector<2xi32>
//       CHECK:   %[[m1:.*]] = arith.constant dense<-1> : vector<2xi32>
//       CHECK:   %[[b_ok:.*]] = arith.cmpi ne, %[[b]], %[[m1]] : vector<2xi32>
//       CHECK:   %[[ok:.*]] = arith.ori %[[a_ok]], %[[b_ok]] : vector<2xi1>
//       CHECK:   vector.extract %[[ok]][0]
//       CHECK:   vector.extract %[[ok]][1]
//       CHECK:   arith.andi
//       CHECK:   cf.assert {{.*}}^ signed division overflow
//  CHECK-NEXT:   arith.divsi
//       CHECK:   arith.constant dense<{{\[}}[1, 2], [3, 4]]> : vector<2x2xi8>
//  CHECK-NEXT:   arith.divsi
//  CHECK-NEXT:   arith.constant dense<{{\[}}[1, 0], [3, 4]]> : vector<2x2xi8>
//       CHECK:   vector.extract %{{.*}}[1, 1] : i1 from vector<2x2xi1>
//       CHECK:   cf.assert {{.*}}^ division by zero
//  CHECK-NEXT:   arith.remui
//  CHECK-NEXT:   return
func.func @vectors(%a: vector<2xi32>, %b: vector<2xi32>, %x: vector<2x2xi8>) -> (vector<2xi32>, vector<2x2xi8>, vector<2x2xi8>) {
  %0 = arith.divsi %a, %b : vector<2xi32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi8>
  %1 = arith.divsi %x, %c : vector<2x2xi8>
  %z = arith.constant dense<[[1, 0], [3, 4]]> : vector<2x2xi8>
  %2 = arith.remui %x, %z : vector<2x2xi8>
  return %0, %1, %2 : vector<2xi32>, vector<2x2xi8>, vector<2x2xi8>
}

// -----

// Tensors are checked by a linalg.generic that reduces the condition of each element into a tensor<i1>, whose
// element the check reads. A division in the body of a linalg op is checked there, before it.

//       CHECK: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
//       CHECK: #[[ALL:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func @tensors(
//  CHECK-SAME:     %[[a:.*]]: tensor<?x4xi32>, %[[b:.*]]: tensor<?x4xi32>
//       CHECK:   %[[true:.*]] = arith.constant dense<true> : tensor<i1>
//       CHECK:   %[[nz:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ALL]]], iterator_types = ["reduction", "reduction"]} ins(%[[b]] : tensor<?x4xi32>) outs(%[[true]] : tensor<i1>) {
//  CHECK-NEXT:   ^bb0(%[[in:.*]]: i32, %[[out:.*]]: i1):
//  CHECK-NEXT:     %[[c0:.*]] = arith.constant 0 : i32
//  CHECK-NEXT:     %[[ne:.*]] = arith.cmpi ne, %[[in]], %[[c0]] : i32
//  CHECK-NEXT:     %[[and:.*]] = arith.andi %[[ne]], %[[out]] : i1
//  CHECK-NEXT:     linalg.yield %[[and]] : i1
//  CHECK-NEXT:   } -> tensor<i1>
//  CHECK-NEXT:   %[[held:.*]] = tensor.extract %[[nz]][] : tensor<i1>
//  CHECK-NEXT:   cf.assert %[[held]], "ERROR: Runtime op verification failed\0A%0 = arith.remsi %arg0, %arg1 : tensor<?x4xi32>\0A^ division by zero\0ALocation:
//       CHECK:   linalg.generic {{.*}} ins(%[[a]], %[[b]] : tensor<?x4xi32>, tensor<?x4xi32>) outs(%{{.*}} : tensor<i1>)
//       CHECK:     arith.constant -2147483648 : i32
//       CHECK:     arith.constant -1 : i32
//       CHECK:     arith.ori
//       CHECK:   cf.assert {{.*}}^ signed division overflow
//  CHECK-NEXT:   arith.remsi
//       CHECK:   = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel"]} ins(%arg2 : tensor<4xi32>) outs(%arg2 : tensor<4xi32>) {
//  CHECK-NEXT:   ^bb0(%[[x:.*]]: i32, %[[o:.*]]: i32):
//  CHECK-NEXT:     %[[zero:.*]] = arith.constant 0 : i32
//  CHECK-NEXT:     %[[nz:.*]] = arith.cmpi ne, %[[x]], %[[zero]] : i32
//  CHECK-NEXT:     cf.assert %[[nz]], "ERROR: Runtime op verification failed\0A%{{.*}} = arith.divsi %{{.*}} : i32\0A^ division by zero
//       CHECK:     cf.assert {{.*}}^ signed division overflow
//  CHECK-NEXT:     arith.divsi %[[o]], %[[x]] : i32
//  CHECK-NEXT:     linalg.yield
//       CHECK:   return
func.func @tensors(%a: tensor<?x4xi32>, %b: tensor<?x4xi32>, %t: tensor<4xi32>) -> (tensor<?x4xi32>, tensor<4xi32>) {
  %0 = arith.remsi %a, %b : tensor<?x4xi32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%t : tensor<4xi32>) outs(%t : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    %q = arith.divsi %o, %x : i32
    linalg.yield %q : i32
  } -> tensor<4xi32>
  return %0, %2 : tensor<?x4xi32>, tensor<4xi32>
}

// -----

// An affine map's mod, floordiv or ceildiv by symbols checks each divisor that is not a constant, once, before
// the op: not 0, not negative (lower-affine, after the checks, expands it as an integer division for a positive
// divisor only). The bounds of an affine.for too.

//       CHECK: #[[S0:.*]] = affine_map<(d0)[s0, s1] -> (s0)>
//       CHECK: #[[S1:.*]] = affine_map<(d0)[s0, s1] -> (s1 * 2)>
//       CHECK: #[[B:.*]] = affine_map<()[s0, s1] -> (s1)>
// CHECK-LABEL: func @affine_divisors(
//       CHECK:   %[[d0:.*]] = affine.apply #[[S0]](%arg0)[%arg1, %arg2]
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[z0:.*]] = arith.cmpi ne, %[[d0]], %[[c0]] : index
//       CHECK:   cf.assert %[[z0]], "ERROR: Runtime op verification failed\0A%0 = affine.apply {{.*}}\0A^ division by zero
//       CHECK:   %[[p0:.*]] = arith.cmpi sgt, %[[d0]], %[[c0]] : index
//       CHECK:   cf.assert %[[p0]], "ERROR: Runtime op verification failed\0A%0 = affine.apply {{.*}}\0A^ division by a negative value
//       CHECK:   %[[d1:.*]] = affine.apply #[[S1]](%arg0)[%arg1, %arg2]
//       CHECK:   cf.assert {{.*}}^ division by zero
//       CHECK:   cf.assert {{.*}}^ division by a negative value
//   CHECK-NOT:   cf.assert
//       CHECK:   affine.apply
//       CHECK:   cf.assert {{.*}}affine.load {{.*}}^ division by zero
//       CHECK:   cf.assert {{.*}}affine.load {{.*}}^ division by a negative value
//       CHECK:   cf.assert {{.*}}affine.load {{.*}}^ out-of-bounds access
//  CHECK-NEXT:   affine.load
//   CHECK-NOT:   cf.assert
//       CHECK:   affine.min
//  CHECK-NEXT:   %[[b:.*]] = affine.apply #[[B]]()[%arg0, %arg1]
//       CHECK:   cf.assert {{.*}}affine.for {{.*}}^ division by zero
//       CHECK:   cf.assert {{.*}}affine.for {{.*}}^ division by a negative value
//  CHECK-NEXT:   affine.for
//       CHECK:   return
func.func @affine_divisors(%i: index, %n: index, %m: index, %b: memref<8xf32>) -> (index, f32, index) {
  %0 = affine.apply affine_map<(d0)[s0, s1] -> (d0 mod s0 + d0 floordiv s0 + d0 ceildiv (s1 * 2) + d0 mod 4)>(%i)[%n, %m]
  %1 = affine.load %b[%i mod symbol(%n)] : memref<8xf32>
  %2 = affine.min affine_map<(d0) -> (d0 floordiv 2, 4)>(%i)
  affine.for %k = 0 to affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%i, %n] {
  }
  return %0, %1, %2 : index, f32, index
}

// -----

// The constraints of an affine.if and the bounds of an affine.parallel likewise.

// CHECK-LABEL: func @affine_if_parallel(
//       CHECK:   cf.assert {{.*}}affine.if {{.*}}^ division by zero
//       CHECK:   cf.assert {{.*}}affine.if {{.*}}^ division by a negative value
//  CHECK-NEXT:   affine.if
//       CHECK:   cf.assert {{.*}}affine.parallel {{.*}}^ division by zero
//       CHECK:   cf.assert {{.*}}affine.parallel {{.*}}^ division by a negative value
//  CHECK-NEXT:   affine.parallel
func.func @affine_if_parallel(%i: index, %n: index, %d: index) -> (index, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = affine.if affine_set<(d0)[s0] : (d0 mod s0 == 0)>(%i)[%n] -> index {
    affine.yield %c1 : index
  } else {
    affine.yield %c0 : index
  }
  %s = affine.parallel (%k) = (0) to (symbol(%i) floordiv symbol(%d)) reduce ("addi") -> (i64) {
    %x = arith.index_cast %k : index to i64
    affine.yield %x : i64
  }
  return %r, %s : index, i64
}
