// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s
// RUN: ai-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

#id = affine_map<(d0) -> (d0)>

// A body that yields a new buffer copies it back into the iteration argument's buffer.
// CHECK-LABEL: func.func @copy_back(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index)
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[A]]) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK:           %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:           linalg.generic {{.*}} ins(%[[ACC]] : {{.*}}) outs(%[[NEW]] : memref<4xf32>)
// CHECK:           memref.copy %[[NEW]], %[[ACC]]
// CHECK:           scf.yield %[[ACC]]
// CHECK:         return %[[R]]
func.func @copy_back(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %x : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// %b is read at the top of every iteration, so the write into it at the bottom goes to a copy;
// the loop's iteration argument is updated in place.
// ANALYSIS-LABEL: func.func @read_in_next_iteration(
// ANALYSIS:           linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS:           linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "false"]
// ANALYSIS:           linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS:         } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
func.func @read_in_next_iteration(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%b : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : tensor<4xf32>) outs(%b : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.mulf %x, %x : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%w : tensor<4xf32>) outs(%s : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.subf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// scf.while keeps its values in the inits' buffers: the body doubles %v in place, with no allocation.
// CHECK-LABEL: func.func @while_loop(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: i32)
// CHECK-NOT:     memref.alloc
// CHECK:         scf.while (%{{.*}} = %{{.*}}, %[[ACC:.*]] = %[[A]]) : (i32, memref<4xf32, strided<[?], offset: ?>>) -> (i32, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK:           scf.condition(%{{.*}}) %{{.*}}, %[[ACC]]
// CHECK:         } do {
// CHECK:         ^bb0(%{{.*}}: i32, %[[V:.*]]: memref<4xf32, strided<[?], offset: ?>>):
// CHECK:           linalg.generic {{.*}} ins(%[[V]] : {{.*}}) outs(%[[V]] : {{.*}})
// CHECK:           scf.yield %{{.*}}, %[[V]]

func.func @while_loop(%a: tensor<4xf32>, %n: i32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %acc = %a) : (i32, tensor<4xf32>) -> (i32, tensor<4xf32>) {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i, %acc : i32, tensor<4xf32>
  } do {
  ^bb0(%j: i32, %v: tensor<4xf32>):
    %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v : tensor<4xf32>) outs(%v : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %x : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %k = arith.addi %j, %c1 : i32
    scf.yield %k, %w : i32, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// The copies of a terminator are one parallel assignment: a swap of the iteration arguments saves one
// of them in a new buffer before the other overwrites it (copied one after the other, both got %q).
// CHECK-LABEL: func.func @swap(
// CHECK:         scf.for %{{.*}} iter_args(%[[P:.*]] = %{{.*}}, %[[Q:.*]] = %{{.*}}) -> (memref<4xf32, {{.*}}>, memref<4xf32, {{.*}}>) {
// CHECK-NEXT:      %[[SAVED:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[P]], %[[SAVED]]
// CHECK-NEXT:      memref.copy %[[Q]], %[[P]]
// CHECK-NEXT:      memref.copy %[[SAVED]], %[[Q]]
// CHECK-NEXT:      scf.yield %[[P]], %[[Q]]
func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %a, %q = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %q, %p : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A value in a view (any view-like op: here memref.reinterpret_cast, which the pass's own list of views
// missed) of a buffer allocated in the iteration cannot share memory with the other iteration argument:
// it is copied into its own without being saved first.
// CHECK-LABEL: func.func @yield_view_of_iteration_buffer(
// CHECK:         scf.for %{{.*}} iter_args(%[[P:.*]] = %{{.*}}, %[[Q:.*]] = %{{.*}}) -> (memref<4xf32, {{.*}}>, memref<4xf32, {{.*}}>) {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      %[[V:.*]] = memref.reinterpret_cast %[[M]]
// CHECK-NEXT:      memref.copy %[[A]], %[[P]]
// CHECK-NEXT:      memref.copy %[[V]], %[[Q]]
// CHECK-NEXT:      scf.yield %[[P]], %[[Q]]
func.func @yield_view_of_iteration_buffer(%init0: tensor<4xf32>, %init1: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %init0, %q = %init1) -> (tensor<4xf32>, tensor<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    %m = memref.alloc() : memref<4xf32>
    %v = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
    %t0 = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
    %t1 = bufferization.to_tensor %v restrict : memref<4xf32> to tensor<4xf32>
    scf.yield %t0, %t1 : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// A value computed in place in a buffer from outside the loop, which is also the first iteration
// argument's: saved before the first copy overwrites that buffer. A value computed in a buffer of
// the iteration (%new) needs no saving.
// CHECK-LABEL: func.func @computed_in_an_argument_buffer(
// CHECK:         %[[E:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         scf.for %{{.*}} iter_args(%[[P:.*]] = %[[E]], %[[Q:.*]] = %{{.*}}) -> (memref<4xf32>, memref<4xf32, {{.*}}>) {
// CHECK:           linalg.generic {{.*}} outs(%[[E]] : memref<4xf32>)
// CHECK:           %[[SAVED:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[E]], %[[SAVED]]
// CHECK-NEXT:      memref.copy %[[Q]], %[[P]]
// CHECK-NEXT:      memref.copy %[[SAVED]], %[[Q]]
// CHECK-LABEL: func.func @computed_in_a_new_buffer(
// CHECK:           %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:           linalg.generic {{.*}} outs(%[[NEW]] : memref<4xf32>)
// CHECK:             linalg.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.copy %[[Q2:.*]], %[[P2:.*]] :
// CHECK-NEXT:      memref.copy %[[NEW]], %[[Q2]] :
// CHECK-NEXT:      scf.yield %[[P2]], %[[Q2]]
func.func @computed_in_an_argument_buffer(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %first = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %first, %q = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%p, %q : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %q, %sum : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}
func.func @computed_in_a_new_buffer(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %a, %q = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%p, %q : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %q, %sum : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// An scf.while whose condition does not pass on a before-region argument (canonicalize's WhileUnusedResult
// drops a flag that only the condition reads, as in jax.scipy.special.betainc's loop): it passes on every
// argument, so that both regions carry the inits' types, and the loop bufferizes in place as any other.
// CHECK-LABEL: func.func @while_drops_flag(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: i32)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[R:.*]]:3 = scf.while (%[[I:.*]] = %{{.*}}, %[[F:.*]] = %{{.*}}, %[[ACC:.*]] = %[[A]]) : (i32, i1, memref<4xf32, strided<[?], offset: ?>>) -> (i32, i1, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK:           scf.condition(%{{.*}}) %[[I]], %[[F]], %[[ACC]]
// CHECK:         } do {
// CHECK:         ^bb0(%{{.*}}: i32, %{{.*}}: i1, %[[V:.*]]: memref<4xf32, strided<[?], offset: ?>>):
// CHECK:           linalg.generic {{.*}} ins(%[[V]] : {{.*}}) outs(%[[V]] : {{.*}})
// CHECK:           scf.yield %{{.*}}, %{{.*}}, %[[V]]
// CHECK:         return %[[R]]#2

func.func @while_drops_flag(%a: tensor<4xf32>, %n: i32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %r:2 = scf.while (%i = %c0, %f = %true, %acc = %a) : (i32, i1, tensor<4xf32>) -> (i32, tensor<4xf32>) {
    %lt = arith.cmpi slt, %i, %n : i32
    %go = arith.andi %lt, %f : i1
    scf.condition(%go) %i, %acc : i32, tensor<4xf32>
  } do {
  ^bb0(%j: i32, %v: tensor<4xf32>):
    %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v : tensor<4xf32>) outs(%v : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %x : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %k = arith.addi %j, %c1 : i32
    %big = arith.cmpi slt, %k, %c1 : i32
    %f2 = arith.xori %big, %true : i1
    scf.yield %k, %f2, %w : i32, i1, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// An scf.while with more results than inits (a before-region argument passed on twice, a value computed in the
// before region; upstream's SCF canonicalize.mlir has such loops): each result that is not a before-region
// argument's first pass gets a slot, carried from a tensor.empty (a zero for scalars) and copied into by the
// condition; the after region passes the slots through.
// CHECK-LABEL: func.func @while_more_results_than_inits(
// CHECK:         %[[E0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         %[[E1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         %[[Z:.*]] = arith.constant 0 : i32
// CHECK:         %[[R:.*]]:5 = scf.while (%[[I:.*]] = %{{.*}}, %[[ACC:.*]] = %{{.*}}, %[[S0:.*]] = %[[E0]], %[[S1:.*]] = %[[E1]], %[[S2:.*]] = %[[Z]])
// CHECK:           %[[NEG:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:           %[[I2:.*]] = arith.muli %[[I]]
// CHECK:           memref.copy %[[ACC]], %[[S0]]
// CHECK-NEXT:      memref.copy %[[NEG]], %[[S1]]
// CHECK-NEXT:      scf.condition(%{{.*}}) %[[I]], %[[ACC]], %[[S0]], %[[S1]], %[[I2]]
// CHECK:         } do {
// CHECK:         ^bb0(%{{.*}}: i32, %[[V:.*]]: memref<{{.*}}>, %[[U:.*]]: memref<4xf32>, %[[M:.*]]: memref<4xf32>, %[[J:.*]]: i32):
// CHECK:           scf.yield %{{.*}}, %[[V]], %[[U]], %[[M]], %[[J]]
// CHECK:         return %[[R]]#2, %[[R]]#3, %[[R]]#4

func.func @while_more_results_than_inits(%a: tensor<4xf32>, %n: i32) -> (tensor<4xf32>, tensor<4xf32>, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:4 = scf.while (%i = %c0, %acc = %a) : (i32, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, i32) {
    %e = tensor.empty() : tensor<4xf32>
    %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.negf %x : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %i2 = arith.muli %i, %c1 : i32
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %acc, %acc, %neg, %i2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, i32
  } do {
  ^bb0(%v: tensor<4xf32>, %u: tensor<4xf32>, %m: tensor<4xf32>, %j: i32):
    %e = tensor.empty() : tensor<4xf32>
    %w = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%v, %u, %m : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %t = arith.subf %s, %z : f32
      linalg.yield %t : f32
    } -> tensor<4xf32>
    %k = arith.addi %j, %c1 : i32
    scf.yield %k, %w : i32, tensor<4xf32>
  }
  return %r#1, %r#2, %r#3 : tensor<4xf32>, tensor<4xf32>, i32
}

// -----

// scf.while: the condition's and the body's copies alike.
// CHECK-LABEL: func.func @while_swap(
// CHECK:         scf.while
// CHECK:           %[[SAVED:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[P:.*]], %[[SAVED]]
// CHECK-NEXT:      memref.copy %[[Q:.*]], %[[P]]
// CHECK-NEXT:      memref.copy %[[SAVED]], %[[Q]]
// CHECK-NEXT:      scf.condition
// CHECK:         } do {
// CHECK:           %[[SAVED2:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[P2:.*]], %[[SAVED2]]
// CHECK-NEXT:      memref.copy %[[Q2:.*]], %[[P2]]
// CHECK-NEXT:      memref.copy %[[SAVED2]], %[[Q2]]
// CHECK-NEXT:      scf.yield
func.func @while_swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %go: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.while (%p = %a, %q = %b) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%go) %q, %p : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%p: tensor<4xf32>, %q: tensor<4xf32>):
    scf.yield %q, %p : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// %e's buffer holds %neg (computed in place), which the loop's op reads in every iteration: writing its result
// into %e's buffer too would change %neg for the next iteration (the op reads and writes element by element,
// but it runs again; upstream's canUseOpDominance), so the result goes to a buffer of its own.
// ANALYSIS-LABEL: func.func @same_op_reads_in_next_iteration(
// ANALYSIS:         linalg.generic {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// ANALYSIS:         scf.for
// ANALYSIS:           linalg.generic {{.*}} {__inplace_operands_attr__ = ["true", "true", "false"]}
// CHECK-LABEL: func.func @same_op_reads_in_next_iteration(
// CHECK:         %[[NEG:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         linalg.generic {{.*}} outs(%[[NEG]] : memref<4xf32>)
// CHECK:         scf.for
// CHECK:           %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:           linalg.generic {{.*}} ins(%{{.*}}, %[[NEG]] : {{.*}}) outs(%[[NEW]] : memref<4xf32>)
func.func @same_op_reads_in_next_iteration(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %neg) -> (tensor<4xf32>) {
    %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%acc, %neg : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    } -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A loop value of dynamic shape that is not its iteration argument's buffer passes on its own buffer (as
// upstream with allow-return-allocs-from-loops): its sizes may change each iteration (here %i elements),
// and copied into the initial buffer it was truncated or written past its end. The loop's result is then no
// longer its init's buffer. A slice init at a static offset (a layout no new buffer casts to) is carried as
// a fully dynamic layout. A value of static shape is still copied back, in place.
// CHECK-LABEL: func.func @loop_value_changes_shape(
// CHECK-SAME:      %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>, %{{.*}}: index)
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[T]]) -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:      %[[E:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK-NEXT:      linalg.fill {{.*}} outs(%[[E]] : memref<?xf32>)
// CHECK-NEXT:      %[[C:.*]] = memref.cast %[[E]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      scf.yield %[[C]] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]
// CHECK-LABEL: func.func @loop_value_of_static_shape(
// CHECK-NOT:     cf.assert
// CHECK:         memref.copy
// CHECK-NEXT:    scf.yield
// CHECK-LABEL: func.func @slice_init_of_dynamic_shape(
// CHECK:         %[[S:.*]] = memref.subview %{{.*}}[2] [%{{.*}}] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    scf.for {{.*}} iter_args(%{{.*}} = %[[S]]) -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NOT:       memref.copy
// CHECK:           scf.yield %{{.*}} : memref<?xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @while_value_grows(
// CHECK-SAME:      %[[A:.*]]: memref<?xf32, strided<[?], offset: ?>>,
// CHECK:         scf.while (%{{.*}} = %{{.*}}, %[[P0:.*]] = %[[A]]) : (i32, memref<?xf32, strided<[?], offset: ?>>)
// CHECK:           scf.condition(%{{.*}}) %{{.*}}, %[[P0]] : i32, memref<?xf32, strided<[?], offset: ?>>
// CHECK:         ^bb0(%{{.*}}: i32, %[[P:.*]]: memref<?xf32, strided<[?], offset: ?>>):
// CHECK:           %[[G:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK-NOT:       memref.copy %[[G]]
// CHECK:           %[[C:.*]] = memref.cast %[[G]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      scf.yield %{{.*}}, %[[C]] : i32, memref<?xf32, strided<[?], offset: ?>>
func.func @loop_value_changes_shape(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (tensor<?xf32>) {
    %e = tensor.empty(%i) : tensor<?xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @loop_value_of_static_shape(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @slice_init_of_dynamic_shape(%t: tensor<8xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %s = tensor.extract_slice %t[2] [%n] [1] : tensor<8xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %s) -> (tensor<?xf32>) {
    %e = tensor.empty(%i) : tensor<?xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @while_value_grows(%a: tensor<?xf32>, %s: tensor<1xf32>, %n: i32) -> tensor<?xf32> {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r:2 = scf.while (%i = %zero, %p = %a) : (i32, tensor<?xf32>) -> (i32, tensor<?xf32>) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i, %p : i32, tensor<?xf32>
  } do {
  ^bb0(%j: i32, %q: tensor<?xf32>):
    %next = arith.addi %j, %one : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d = tensor.dim %q, %c0 : tensor<?xf32>
    %e = arith.addi %d, %c1 : index
    %empty = tensor.empty(%e) : tensor<?xf32>
    %head = tensor.insert_slice %q into %empty[0] [%d] [1] : tensor<?xf32> into tensor<?xf32>
    %g = tensor.insert_slice %s into %head[%d] [1] [1] : tensor<1xf32> into tensor<?xf32>
    scf.yield %next, %g : i32, tensor<?xf32>
  }
  return %r#1 : tensor<?xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// %v is computed into %e's buffer before the loop and read in the else branch; the then branch writes into
// %e too. Only one branch runs per iteration, but the else branch of a later iteration reads %v after the
// then branch of an earlier one wrote: the then branch's write goes to a copy (seed 22311 #35).
// CHECK-LABEL: func.func @branch_writes_what_a_later_iteration_reads(
// CHECK:         %[[V:.*]] = memref.alloc()
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK-NEXT:        %[[COPY:.*]] = memref.alloc()
// CHECK-NEXT:        linalg.generic {{.*}} outs(%[[COPY]] :
// CHECK:           } else {
// CHECK:             linalg.generic {{.*}} ins(%{{.*}}, %[[V]] :
// ANALYSIS-LABEL: func.func @branch_writes_what_a_later_iteration_reads(
// ANALYSIS:           linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS:           scf.if
// ANALYSIS:             linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "false"]
// ANALYSIS:           } else {
// ANALYSIS:             linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true", "false"]
func.func @branch_writes_what_a_later_iteration_reads(%a: tensor<4xf32>, %n: index, %m: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %first = arith.cmpi slt, %i, %m : index
    %b = scf.if %first -> (tensor<4xf32>) {
      %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = arith.negf %x : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      scf.yield %neg : tensor<4xf32>
    } else {
      %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%acc, %v : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%x: f32, %w: f32, %o: f32):
        %y = arith.addf %x, %w : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      scf.yield %sum : tensor<4xf32>
    }
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// As above, but the else branch reads %v through a slice taken in the loop: the slice is new in every
// iteration, its contents are %v's from before the loop, which the then branch of an earlier iteration
// overwrote (seed 24502 program 133: a case of a while loop wrote into the buffer another case sliced).
// CHECK-LABEL: func.func @branch_writes_what_a_later_slice_reads(
// CHECK:         %[[V:.*]] = memref.alloc()
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK-NEXT:        %[[COPY:.*]] = memref.alloc()
// CHECK-NEXT:        linalg.generic {{.*}} outs(%[[COPY]] :
// CHECK:           } else {
// CHECK:             memref.subview %[[V]][0] [2] [1]
// ANALYSIS-LABEL: func.func @branch_writes_what_a_later_slice_reads(
// ANALYSIS:           linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS:           scf.if
// ANALYSIS:             linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "false"]
func.func @branch_writes_what_a_later_slice_reads(%a: tensor<4xf32>, %n: index, %m: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %first = arith.cmpi slt, %i, %m : index
    %b = scf.if %first -> (tensor<4xf32>) {
      %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = arith.negf %x : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      scf.yield %neg : tensor<4xf32>
    } else {
      %s = tensor.extract_slice %v[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
      %ins = tensor.insert_slice %s into %acc[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
      scf.yield %ins : tensor<4xf32>
    }
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// The else branch forwards %v as the branch's result, which the loop carries: an iteration that takes the
// else branch after one that took the then branch carries %v's old contents, which that write overwrote
// (seed 24502 program 133: case 2 of a while loop returned a tensor whose buffer case 0 wrote).
// CHECK-LABEL: func.func @branch_writes_what_a_later_branch_forwards(
// CHECK:         %[[V:.*]] = memref.alloc()
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK-NEXT:        %[[COPY:.*]] = memref.alloc()
// CHECK-NEXT:        linalg.generic {{.*}} outs(%[[COPY]] :
// CHECK:           } else {
// CHECK-NEXT:        scf.yield %[[V]]
// ANALYSIS-LABEL: func.func @branch_writes_what_a_later_branch_forwards(
// ANALYSIS:           linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// ANALYSIS:           scf.if
// ANALYSIS:             linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "false"]
func.func @branch_writes_what_a_later_branch_forwards(%a: tensor<4xf32>, %n: index, %m: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %first = arith.cmpi slt, %i, %m : index
    %b = scf.if %first -> (tensor<4xf32>) {
      %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%x: f32, %o: f32):
        %y = arith.negf %x : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      scf.yield %neg : tensor<4xf32>
    } else {
      scf.yield %v : tensor<4xf32>
    }
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
