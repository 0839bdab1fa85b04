// RUN: ai-opt %s --split-input-file --verify-diagnostics --hlo-legalize-to-lhlo | FileCheck %s

// Each result gets a memref.alloc that the lmhlo op writes; functions take and return memrefs.
// CHECK-LABEL: func.func @func_op_long
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: %[[MAX:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "lmhlo.maximum"(%[[A]], %[[B]], %[[MAX]]) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: %[[ADD:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "lmhlo.add"(%[[A]], %[[MAX]], %[[ADD]])
// CHECK-NEXT: %[[MIN:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "lmhlo.minimum"(%[[A]], %[[B]], %[[MIN]])
// CHECK-NEXT: %[[SUB:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "lmhlo.subtract"(%[[B]], %[[MIN]], %[[SUB]])
// CHECK-NEXT: %[[MUL:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "lmhlo.multiply"(%[[ADD]], %[[SUB]], %[[MUL]])
// CHECK-NEXT: return %[[MUL]] : memref<4xf32>
func.func @func_op_long(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %1 = mhlo.maximum %arg0, %arg1 : tensor<4xf32>
  %2 = mhlo.add %arg0, %1 : tensor<4xf32>
  %3 = mhlo.minimum %arg0, %arg1 : tensor<4xf32>
  %4 = mhlo.subtract %arg1, %3 : tensor<4xf32>
  %5 = mhlo.multiply %2, %4 : tensor<4xf32>
  func.return %5 : tensor<4xf32>
}

// -----

// An argument returned as is stays the argument.
// CHECK-LABEL: func.func @return_arg
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: return %[[A]] : memref<4xf32>
func.func @return_arg(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  func.return %arg0 : tensor<4xf32>
}

// -----

// Attributes of the mhlo op carry over, discardable ones included.
// CHECK-LABEL: func.func @attrs
// CHECK: "lmhlo.exponential"(%{{.*}}, %{{.*}}) {some_attr = "exp.1"}
func.func @attrs(%operand: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %result = "mhlo.exponential"(%operand) {some_attr = "exp.1"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %result : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @compare_select
// CHECK: %[[P:.*]] = memref.alloc() : memref<2x2xi1>
// CHECK: "lmhlo.compare"(%{{.*}}, %{{.*}}, %[[P]]) <{comparison_direction = #mhlo<comparison_direction GT>}>
// CHECK: %[[R:.*]] = memref.alloc() : memref<2x2xf32>
// CHECK: "lmhlo.select"(%[[P]], %{{.*}}, %{{.*}}, %[[R]])
func.func @compare_select(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %p = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction GT>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  %r = "mhlo.select"(%p, %a, %b) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}

// -----

// Constants are written into their buffer by lmhlo.constant.
// CHECK-LABEL: func.func @constant
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "lmhlo.constant"(%[[C]]) <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : (memref<2xf32>) -> ()
// CHECK-NEXT: return %[[C]]
func.func @constant() -> tensor<2xf32> {
  %0 = mhlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// mhlo.dot gets the dot_dimension_numbers that lmhlo.dot requires.
// CHECK-LABEL: func.func @dot
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: "lmhlo.dot"(%{{.*}}, %{{.*}}, %[[OUT]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}>
func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// A reduce body moves to buffers: rank-0 memref arguments and an output, lmhlo ops, a copy and the terminator.
// CHECK-LABEL: func.func @reduce
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<1xf32>
// CHECK: "lmhlo.reduce"(%{{.*}}, %{{.*}}, %[[OUT]]) <{dimensions = dense<1> : tensor<1xi64>}> ({
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: memref<f32>, %[[Y:.*]]: memref<f32>, %[[R:.*]]: memref<f32>):
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<f32>
// CHECK-NEXT: "lmhlo.add"(%[[X]], %[[Y]], %[[T]])
// CHECK-NEXT: "lmhlo.copy"(%[[T]], %[[R]])
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<1x8xf32>, memref<f32>, memref<1xf32>) -> ()
func.func @reduce(%arg0: tensor<1x8xf32>, %arg1: tensor<f32>) -> tensor<1xf32> {
  %0 = mhlo.reduce(%arg0 init: %arg1) applies mhlo.add across dimensions = [1] : (tensor<1x8xf32>, tensor<f32>) -> tensor<1xf32>
  func.return %0 : tensor<1xf32>
}

// -----

// Reductions with several results write several buffers.
// CHECK-LABEL: func.func @reduce_two
// CHECK: %[[F:.*]] = memref.alloc() : memref<1xf32>
// CHECK: %[[I:.*]] = memref.alloc() : memref<1xi32>
// CHECK: "lmhlo.reduce"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[F]], %[[I]])
// CHECK: ^{{.*}}(%{{.*}}: memref<f32>, %{{.*}}: memref<i32>, %{{.*}}: memref<f32>, %{{.*}}: memref<i32>, %{{.*}}: memref<f32>, %{{.*}}: memref<i32>):
// CHECK-COUNT-2: "lmhlo.copy"
// CHECK: return %[[F]], %[[I]] : memref<1xf32>, memref<1xi32>
func.func @reduce_two(%arg0: tensor<1x8xf32>, %arg1: tensor<1x8xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>) {
  %0:2 = mhlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [1] : (tensor<1x8xf32>, tensor<1x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
    %1 = mhlo.add %a, %c : tensor<f32>
    %2 = mhlo.add %b, %d : tensor<i32>
    mhlo.return %1, %2 : tensor<f32>, tensor<i32>
  }
  func.return %0#0, %0#1 : tensor<1xf32>, tensor<1xi32>
}

// -----

// Data movement ops keep their attributes.
// CHECK-LABEL: func.func @shapes
// CHECK: "lmhlo.broadcast_in_dim"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
// CHECK: "lmhlo.transpose"(%{{.*}}, %{{.*}}) <{permutation = dense<[1, 0]> : tensor<2xi64>}>
// CHECK: "lmhlo.reshape"(%{{.*}}, %{{.*}}) : (memref<5x10xf32>, memref<50xf32>) -> ()
// CHECK: "lmhlo.iota"(%{{.*}}) <{iota_dimension = 0 : i64}> : (memref<10xi32>) -> ()
func.func @shapes(%operand: tensor<5xf32>) -> (tensor<50xf32>, tensor<10xi32>) {
  %0 = "mhlo.broadcast_in_dim"(%operand) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<5xf32>) -> tensor<10x5xf32>
  %1 = "mhlo.transpose"(%0) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<10x5xf32>) -> tensor<5x10xf32>
  %2 = "mhlo.reshape"(%1) : (tensor<5x10xf32>) -> tensor<50xf32>
  %3 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<10xi32>
  func.return %2, %3 : tensor<50xf32>, tensor<10xi32>
}

// -----

// Calls take and return buffers too.
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: %[[R:.*]] = call @callee(%[[A]]) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @callee(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.negate %arg0 : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
func.func @caller(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @callee(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// An element-wise op on a dynamic shape: the result buffer takes its sizes from the operand with memref.dim.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[A:.*]]: memref<?x4xf32>) -> memref<?x4xf32>
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[N:.*]] = memref.dim %[[A]], %[[ZERO]] : memref<?x4xf32>
// CHECK-NEXT: %[[R:.*]] = memref.alloc(%[[N]]) : memref<?x4xf32>
// CHECK-NEXT: "lmhlo.abs"(%[[A]], %[[R]]) : (memref<?x4xf32>, memref<?x4xf32>) -> ()
// CHECK-NEXT: return %[[R]] : memref<?x4xf32>
func.func @dynamic(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = mhlo.abs %arg0 : tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}

// -----

// Other ops on dynamic shapes (whose result sizes are not an operand's) stay.
func.func @dynamic_reverse(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.reverse'}}
  %0 = "mhlo.reverse"(%arg0) {dimensions = dense<0> : tensor<1xi64>} : (tensor<?xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// mhlo.if becomes lmhlo.case on the predicate; each branch copies its result into a buffer allocated before.
// CHECK-LABEL: func.func @control_flow
// CHECK-SAME: (%[[P:.*]]: memref<i1>, %[[A:.*]]: memref<f32>) -> memref<f32>
// CHECK-NEXT: %[[R:.*]] = memref.alloc() : memref<f32>
// CHECK-NEXT: "lmhlo.case"(%[[P]]) ({
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<f32>
// CHECK-NEXT: "lmhlo.negate"(%[[A]], %[[N]])
// CHECK-NEXT: "lmhlo.copy"(%[[N]], %[[R]]) : (memref<f32>, memref<f32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "lmhlo.copy"(%[[A]], %[[R]]) : (memref<f32>, memref<f32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<i1>) -> ()
// CHECK-NEXT: return %[[R]] : memref<f32>
func.func @control_flow(%pred: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  %0 = "mhlo.if"(%pred) ({
    %n = mhlo.negate %a : tensor<f32>
    mhlo.return %n : tensor<f32>
  }, {
    mhlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// mhlo.case: the index buffer picks the branch.
// CHECK-LABEL: func.func @case
// CHECK-SAME: (%[[I:.*]]: memref<i32>, %[[A:.*]]: memref<2xf32>)
// CHECK: "lmhlo.case"(%[[I]]) ({
// CHECK: }, {
// CHECK: }, {
// CHECK: }) : (memref<i32>) -> ()
func.func @case(%i: tensor<i32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "mhlo.case"(%i) ({
    mhlo.return %a : tensor<2xf32>
  }, {
    %n = mhlo.negate %a : tensor<2xf32>
    mhlo.return %n : tensor<2xf32>
  }, {
    %e = mhlo.exponential %a : tensor<2xf32>
    mhlo.return %e : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// mhlo.while: states in buffers initialized before the loop; the condition writes cond_val; the body copies the
// new values back (a state returned in another place goes through a temporary first).
// CHECK-LABEL: func.func @while
// CHECK-SAME: (%[[N:.*]]: memref<i32>, %[[A:.*]]: memref<3xf32>)
// CHECK: "lmhlo.constant"
// CHECK-NEXT: %[[I:.*]] = memref.alloc() : memref<i32>
// CHECK-NEXT: %[[X:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<i1>
// CHECK-NEXT: "lmhlo.copy"(%{{.*}}, %[[I]])
// CHECK-NEXT: "lmhlo.copy"(%[[A]], %[[X]])
// CHECK-NEXT: "lmhlo.copy"(%[[A]], %[[Y]])
// CHECK-NEXT: "lmhlo.while"(%[[C]]) ({
// CHECK-NEXT: %[[LT:.*]] = memref.alloc() : memref<i1>
// CHECK-NEXT: "lmhlo.compare"(%[[I]], %[[N]], %[[LT]])
// CHECK-NEXT: "lmhlo.copy"(%[[LT]], %[[C]])
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }, {
// CHECK: "lmhlo.add"(%[[I]], %{{.*}}, %[[J:.*]]) :
// CHECK: "lmhlo.add"(%[[X]], %[[Y]], %[[S:.*]]) :
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: "lmhlo.copy"(%[[Y]], %[[T]])
// CHECK-NEXT: "lmhlo.copy"(%[[J]], %[[I]])
// CHECK-NEXT: "lmhlo.copy"(%[[T]], %[[X]])
// CHECK-NEXT: "lmhlo.copy"(%[[S]], %[[Y]])
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<i1>) -> ()
// CHECK-NEXT: return %[[Y]] : memref<3xf32>
func.func @while(%n: tensor<i32>, %a: tensor<3xf32>) -> tensor<3xf32> {
  %zero = mhlo.constant dense<0> : tensor<i32>
  %r:3 = "mhlo.while"(%zero, %a, %a) ({
  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>, %y: tensor<3xf32>):
    %c = mhlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    mhlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>, %y: tensor<3xf32>):
    %one = mhlo.constant dense<1> : tensor<i32>
    %j = mhlo.add %i, %one : tensor<i32>
    %s = mhlo.add %x, %y : tensor<3xf32>
    mhlo.return %j, %y, %s : tensor<i32>, tensor<3xf32>, tensor<3xf32>
  }) : (tensor<i32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>, tensor<3xf32>)
  func.return %r#2 : tensor<3xf32>
}

// -----

// Dynamic shapes stay: the loop has no static buffers to live in.
func.func @dynamic_while(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.while'}}
  %r = "mhlo.while"(%a) ({
  ^bb0(%x: tensor<?xf32>):
    %c = mhlo.constant dense<false> : tensor<i1>
    mhlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<?xf32>):
    mhlo.return %x : tensor<?xf32>
  }) : (tensor<?xf32>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}

// -----

// A tensor op that stays on tensors cannot feed an lmhlo op.
func.func @tensor_constant(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{failed to legalize operation 'arith.constant'}}
  %c = arith.constant dense<1.0> : tensor<2xf32>
  %0 = mhlo.add %a, %c : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Hints that lmhlo has no place for (gather's indices_are_sorted) are dropped, not kept as attributes.
// CHECK-LABEL: func.func @gather_hint
// CHECK: "lmhlo.gather"
// CHECK-NOT: indices_are_sorted
// CHECK-SAME: slice_sizes
// CHECK-NOT: indices_are_sorted
// CHECK: return
func.func @gather_hint(%a: tensor<5x4xf32>, %i: tensor<3x2xi32>) -> tensor<3x2xf32> {
  %0 = "mhlo.gather"(%a, %i) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = dense<[1, 2]> : tensor<2xi64>} : (tensor<5x4xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

// Collective properties take their lmhlo names.
// CHECK-LABEL: func.func @all_gather_names
// CHECK: "lmhlo.all_gather"
// CHECK-SAME: all_gather_dimension = 1 : i64
// CHECK-SAME: channel_id = #mhlo.channel_handle<handle = 1, type = 0>
func.func @all_gather_names(%a: tensor<2x2xf32>) -> tensor<2x4xf32> {
  %0 = "mhlo.all_gather"(%a) <{all_gather_dim = 1 : i64, channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// lmhlo's all_to_all concatenates along its split dimension: another concat_dimension has no lmhlo form.
func.func @all_to_all_two_dims(%a: tensor<4x2xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.all_to_all'}}
  %0 = "mhlo.all_to_all"(%a) <{concat_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x2xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}
