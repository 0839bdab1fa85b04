// RUN: ai-opt %s --split-input-file --verify-diagnostics --lower-affine | FileCheck %s

// Bounds with several results: the max of the lower bounds, the min of the upper bounds; symbols are operands.
// CHECK-LABEL: func.func @for_min_max
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I0:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: %[[LB:.*]] = arith.maxsi %[[I0]], %[[N]] : index
// CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[UB:.*]] = arith.minsi %[[N]], %[[C10]] : index
// CHECK-NEXT: %[[STEP:.*]] = arith.constant 2 : index
// CHECK-NEXT: scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[IDX:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[IDX]]] : memref<?xf32>
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[MUL:.*]] = arith.muli %[[I]], %[[C2]] : index
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[MUL]], %[[N]] : index
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[SUM]]] : memref<?xf32>
func.func @for_min_max(%m: memref<?xf32>, %i0: index, %n: index) {
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%i0)[%n] to min affine_map<()[s0] -> (s0, 10)>()[%n] step 2 {
    %v = affine.load %m[%i + 1] : memref<?xf32>
    affine.store %v, %m[%i * 2 + symbol(%n)] : memref<?xf32>
  }
  return
}

// -----

// Loop-carried values stay; affine.yield becomes scf.yield.
// CHECK-LABEL: func.func @iter_args
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK: scf.yield %{{.*}} : f32
// CHECK: return %[[R]] : f32
func.func @iter_args(%m: memref<8xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// mod, floordiv and ceildiv round as affine arithmetic does (toward -inf / +inf, non-negative mod).
// CHECK-LABEL: func.func @apply
// CHECK-SAME: (%[[I:.*]]: index)
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[REM:.*]] = arith.remsi %[[I]], %[[C4]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %[[C0]] : index
// CHECK-NEXT: %[[SHIFTED:.*]] = arith.addi %[[REM]], %[[C4]] : index
// CHECK-NEXT: %[[MOD:.*]] = arith.select %[[NEG]], %[[SHIFTED]], %[[REM]] : index
// CHECK: arith.divsi
// CHECK: arith.divsi
// CHECK: return %[[MOD]], %{{.*}}, %{{.*}} : index, index, index
func.func @apply(%i: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %c = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
  return %a, %b, %c : index, index, index
}

// -----

// affine.min/max: chains of arith.minsi/maxsi over the map's results.
// CHECK-LABEL: func.func @min_max
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[E:.*]] = arith.addi %[[I]], %[[C4]] : index
// CHECK-NEXT: %[[MIN:.*]] = arith.minsi %[[E]], %[[N]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[MAX:.*]] = arith.maxsi %[[C0]], %[[I]] : index
// CHECK-NEXT: return %[[MIN]], %[[MAX]]
func.func @min_max(%i: index, %n: index) -> (index, index) {
  %a = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
  %b = affine.max affine_map<(d0) -> (0, d0)>(%i)
  return %a, %b : index, index
}

// -----

// affine.if: the conjunction of its constraints (e >= 0 is sge 0, e == 0 is eq 0).
// CHECK-LABEL: func.func @if
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index, %[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK: %[[GE:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[GE]], %[[EQ]] : i1
// CHECK-NEXT: %[[R:.*]] = scf.if %[[AND]] -> (f32) {
// CHECK-NEXT: scf.yield %[[A]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[B]] : f32
func.func @if(%i: index, %n: index, %a: f32, %b: f32) -> f32 {
  %r = affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 == 0)>(%i)[%n] -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  return %r : f32
}

// -----

// affine.parallel: scf.parallel with bound groups and a reduction starting from its identity.
// CHECK-LABEL: func.func @parallel
// CHECK: %[[UB:.*]] = arith.minsi
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[R:.*]] = scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %[[UB]]) step (%{{.*}}, %{{.*}}) init (%[[ZERO]]) -> f32 {
// CHECK: %[[X:.*]] = memref.load
// CHECK-NEXT: scf.reduce(%[[X]] : f32) {
// CHECK-NEXT: ^{{.*}}(%[[L:.*]]: f32, %[[RR:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[L]], %[[RR]] : f32
// CHECK-NEXT: scf.reduce.return %[[S]] : f32
func.func @parallel(%m: memref<10x10xf32>, %n: index) -> f32 {
  %s = affine.parallel (%i, %j) = (0, 0) to (10, min(%n, 8)) reduce ("addf") -> (f32) {
    %x = affine.load %m[%i, %j] : memref<10x10xf32>
    affine.yield %x : f32
  }
  return %s : f32
}

// -----

// "assign" has no combining op.
func.func @assign(%m: memref<10xf32>) -> f32 {
  // expected-error@+1 {{lower-affine does not support the 'assign' reduction}}
  %s = affine.parallel (%i) = (0) to (10) reduce ("assign") -> (f32) {
    %x = affine.load %m[%i] : memref<10xf32>
    affine.yield %x : f32
  }
  return %s : f32
}

// -----

// The expansions hold for positive divisors only: a constant divisor <= 0 is upstream's error, not a wrong quotient
// (`7 floordiv -2` would be -3).
func.func @floordiv_by_negative(%a: index) -> index {
  // expected-error@+1 {{division by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%a)
  return %0 : index
}

// -----

func.func @mod_by_zero_in_load(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{modulo by non-positive value is not supported}}
    %v = affine.load %m[%i mod 0] : memref<8xf32>
  }
  return
}

// -----

func.func @ceildiv_in_condition(%a: index) {
  // expected-error@+1 {{division by non-positive value is not supported}}
  affine.if affine_set<(d0) : (d0 ceildiv -3 >= 0)>(%a) {
  }
  return
}
