// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --sccp | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file --sccp | FileCheck %s %}
// The CHECK lines are mlir-opt 22's output (the second RUN line checks it).

// Constants fold through ops, also with an unknown operand (x * 0); the
// constants are made anew at the start of the function, the last made first,
// and the ops whose results all became constants are erased.
// CHECK-LABEL: func.func @simple
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: arith.constant 2 : i32
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[X]], %[[C3]] : i32
// CHECK-NEXT: return %[[C6]], %[[C0]], %[[N]] : i32, i32, i32
func.func @simple(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %c2 : i32
  %z = arith.constant 0 : i32
  %m = arith.muli %x, %z : i32
  %n = arith.addi %x, %a : i32
  return %b, %m, %n : i32, i32, i32
}

// -----

// A block argument that every live edge gives the same constant is that
// constant; the argument itself stays.
// CHECK-LABEL: func.func @cfg
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: cf.br ^bb3(%[[C1]] : i32)
// CHECK: cf.br ^bb3(%[[C1]] : i32)
// CHECK: ^bb3(%{{.*}}: i32):
// CHECK-NEXT: return %[[C1]] : i32
func.func @cfg(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1 : i32)
^bb2:
  %c2 = arith.constant 1 : i32
  cf.br ^bb3(%c2 : i32)
^bb3(%arg : i32):
  return %arg : i32
}

// -----

// A branch on a constant reaches one block; the other is left as it was.
// CHECK-LABEL: func.func @cfg_dead
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: return %[[C1]] : i32
// CHECK: ^bb2(%[[B:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[B]], %[[B]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @cfg_dead() -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb2(%c2 : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %s = arith.addi %b, %b : i32
  return %s : i32
}

// -----

// cf.switch on a constant takes its case.
// CHECK-LABEL: func.func @cf_switch
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : i32
// CHECK: ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT: return %[[A]] : i32
// CHECK: ^bb2(%{{.*}}: i32):
// CHECK-NEXT: return %[[C6]] : i32
func.func @cf_switch() -> i32 {
  %c = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  cf.switch %c : i32, [
    default: ^bb1(%c5 : i32),
    2: ^bb2(%c6 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// -----

// Loop-carried values that stay one constant; a loop all of whose results are
// constants and that has no effect is erased.
// CHECK-LABEL: func.func @loop
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: return %[[C1]] : i32
func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %i1) -> i32 {
    %y = arith.muli %x, %i1 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// scf.if on a constant: one region is reached.
// CHECK-LABEL: func.func @if_constant
// CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : i32
// CHECK-NEXT: arith.constant 5 : i32
// CHECK-NEXT: arith.constant true
// CHECK-NEXT: return %[[C10]] : i32
func.func @if_constant(%x: i32) -> i32 {
  %t = arith.constant true
  %c5 = arith.constant 5 : i32
  %r = scf.if %t -> i32 {
    scf.yield %c5 : i32
  } else {
    scf.yield %x : i32
  }
  %s = arith.addi %r, %c5 : i32
  return %s : i32
}

// -----

// A private function called from one site gets its arguments; a call's
// results are what its callee returns, also for a public callee.
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT: arith.constant 4 : i32
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: arith.constant 3 : i32
// CHECK-NEXT: return %[[C7]] : i32
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: call @callee(%[[C4]])
// CHECK-NEXT: return %[[C7]] : i32
// CHECK-LABEL: func.func @caller2
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: call @pub(%{{.*}})
// CHECK-NEXT: return %[[C7]] : i32
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 4 : i32
  %r = func.call @callee(%c) : (i32) -> i32
  return %r : i32
}
func.func @pub(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @caller2(%x: i32) -> i32 {
  %r = func.call @pub(%x) : (i32) -> i32
  return %r : i32
}

// -----

// scf.while: a false condition leaves at once (the after region is not
// reached); with an unknown condition the carried value is not one constant.
// CHECK-LABEL: func.func @while_false
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %[[C1]] : i32
// CHECK-LABEL: func.func @while_loop
// CHECK: %[[R:.*]] = scf.while
// CHECK: arith.muli
// CHECK: return %[[R]] : i32
func.func @while_false(%x: i32) -> i32 {
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%f) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @while_loop(%x: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%x) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.muli %b, %c2 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// scf.index_switch on a constant takes its case; on an unknown value all
// cases, which here yield the same constant.
// CHECK-LABEL: func.func @index_switch
// CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : i32
// CHECK-NEXT: %[[C20:.*]] = arith.constant 20 : i32
// CHECK-NEXT: arith.constant 2 : index
// CHECK-NEXT: return %[[C20]], %[[C10]] : i32, i32
func.func @index_switch(%x: index) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 2 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  %r2 = scf.index_switch %x -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  return %r, %r2 : i32, i32
}

// -----

// Constants in nested regions are made at the start of the function (the
// closest region isolated from above); linalg.generic's body is visited.
// CHECK-LABEL: func.func @nested_constants
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: arith.constant 3 : index
// CHECK-NEXT: %[[F4:.*]] = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[C1]] iter_args(%[[ACC:.*]] = %[[C0]])
// CHECK-NEXT: arith.addi %[[ACC]], %[[C4]] : index
// CHECK: linalg.generic
// CHECK: arith.addf %{{.*}}, %[[F4]] : f32
func.func @nested_constants(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %k = arith.constant 3 : index
    %s = arith.addi %k, %c1 : index
    %u = arith.addi %acc, %s : index
    scf.yield %u : index
  }
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
    ^bb0(%o: f32):
      %two = arith.constant 2.0 : f32
      %three = arith.addf %two, %two : f32
      %z = arith.addf %o, %three : f32
      linalg.yield %z : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

// A recursive private function: its argument is 0 at every call, so the
// branch goes to ^bb1 and the recursive call is never reached.
// CHECK-LABEL: func.func private @rec
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %[[T]], ^bb1, ^bb2
// CHECK: return %[[C0]] : i32
// CHECK: %[[R:.*]] = call @rec(%[[C0]])
// CHECK-NEXT: return %[[R]] : i32
// CHECK-LABEL: func.func @call_rec
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: call @rec(%[[C0]])
// CHECK-NEXT: return %[[C0]] : i32
func.func private @rec(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %cmp = arith.cmpi eq, %a, %c : i32
  cf.cond_br %cmp, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %r = func.call @rec(%c) : (i32) -> i32
  return %r : i32
}
func.func @call_rec() -> i32 {
  %c = arith.constant 0 : i32
  %r = func.call @rec(%c) : (i32) -> i32
  return %r : i32
}

// -----

// Calls with other constants, a function whose symbol is used otherwise, one
// never called (not visited), a declaration: nothing is known.
// CHECK-LABEL: func.func private @two_sites
// CHECK-NEXT: return %arg0 : i32
// CHECK-LABEL: func.func @sites
// CHECK: %[[R1:.*]] = call @two_sites
// CHECK-NEXT: %[[R2:.*]] = call @two_sites
// CHECK-NEXT: return %[[R1]], %[[R2]] : i32, i32
// CHECK-LABEL: func.func private @escaped
// CHECK-NEXT: return %arg0 : i32
// CHECK-LABEL: func.func @use_escaped
// CHECK: %[[R:.*]] = call @escaped
// CHECK: return %[[R]] : i32
// CHECK-LABEL: func.func private @never_called
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[C1]], %[[C1]] : i32
// CHECK-NEXT: return %[[S]] : i32
// CHECK-LABEL: func.func @call_decl
// CHECK: %[[R:.*]] = call @decl
// CHECK-NEXT: return %[[R]] : i32
func.func private @two_sites(%a: i32) -> i32 {
  return %a : i32
}
func.func @sites() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r1 = func.call @two_sites(%c1) : (i32) -> i32
  %r2 = func.call @two_sites(%c2) : (i32) -> i32
  return %r1, %r2 : i32, i32
}
func.func private @escaped(%a: i32) -> i32 {
  return %a : i32
}
func.func @use_escaped() -> i32 {
  %c1 = arith.constant 1 : i32
  %r1 = func.call @escaped(%c1) : (i32) -> i32
  "test.ref"() {f = @escaped} : () -> ()
  return %r1 : i32
}
func.func private @never_called(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %c1, %c1 : i32
  return %s : i32
}
func.func private @decl(%a: i32) -> i32
func.func @call_decl() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = func.call @decl(%c1) : (i32) -> i32
  return %r : i32
}

// -----

// Loops join their initial values and what their bodies yield (bounds are not
// looked at: a loop of no iteration with an unknown body value stays); an
// scf.execute_region whose blocks yield one constant, and an affine.for
// carrying one, are erased; affine.apply folds on constants; an scf.parallel's
// results are not simulated.
// CHECK-LABEL: func.func @zero_trip
// CHECK: %[[R:.*]] = scf.for
// CHECK: return %[[R]] : i32
// CHECK-LABEL: func.func @one_trip
// CHECK: %[[R:.*]] = scf.for
// CHECK: return %[[R]] : i32
// CHECK-LABEL: func.func @exec
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: return %[[C4]] : i32
// CHECK-LABEL: func.func @aff
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: arith.constant 3 : index
// CHECK-NEXT: return %[[C4]] : index
// CHECK-LABEL: func.func @par
// CHECK: %[[R:.*]] = scf.parallel
// CHECK: return %[[R]] : f32
func.func @zero_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %i1) -> i32 {
    %y = arith.addi %a, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @one_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %i1) -> i32 {
    scf.yield %i2 : i32
  }
  return %r : i32
}
func.func @exec(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = arith.constant 4 : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 4 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @aff(%x: index) -> index {
  %c = arith.constant 3 : index
  %r = affine.for %i = 0 to 10 iter_args(%a = %c) -> index {
    affine.yield %a : index
  }
  %s = affine.apply affine_map<(d0) -> (d0 + 1)>(%r)
  return %s : index
}
func.func @par(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.mulf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// A private function named by another op through a nested reference
// (@m::@f) may be called from elsewhere: its argument is not the constant of
// its one call.
// CHECK-LABEL: func.func private @f
// CHECK-NEXT: return %arg0 : i32
// CHECK-LABEL: func.func @g
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[R:.*]] = call @f(%[[C1]])
// CHECK-NEXT: return %[[R]] : i32
module {
  module @m {
    func.func private @f(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 1 : i32
      %r = func.call @f(%c) : (i32) -> i32
      return %r : i32
    }
  }
  func.func @h() {
    "test.ref"() {r = @m::@f} : () -> ()
    return
  }
}
