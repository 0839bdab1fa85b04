// The shape dialect prints in upstream syntax and round-trips (custom and generic form).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @ops
// CHECK: shape.shape_of %{{.*}} : tensor<?x4xf32> -> tensor<2xindex>
// CHECK: shape.shape_of %{{.*}} : tensor<*xf32> -> tensor<?xindex>
// CHECK: shape.shape_of %{{.*}} : tensor<?x4xf32> -> !shape.shape
// CHECK: shape.const_shape [1, 4] : tensor<2xindex>
// CHECK: shape.const_shape [] : !shape.shape
// CHECK: shape.broadcast %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
// CHECK: shape.broadcast %{{.*}}, %{{.*}} {error = "bad"} : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
// CHECK: shape.cstr_broadcastable %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<2xindex>
// CHECK: shape.cstr_eq %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<2xindex>
// CHECK: shape.const_witness true
// CHECK: shape.assuming_all %{{.*}}, %{{.*}}, %{{.*}}
// CHECK: shape.get_extent %{{.*}}, %{{.*}} : tensor<2xindex>, index -> index
// CHECK: shape.num_elements %{{.*}} : tensor<2xindex> -> index
// CHECK: shape.num_elements %{{.*}} : !shape.shape -> !shape.size
// CHECK: shape.to_extent_tensor %{{.*}} : !shape.shape -> tensor<?xindex>
// CHECK: shape.from_extents %{{.*}}, %{{.*}} : index, !shape.size
// CHECK: shape.from_extent_tensor %{{.*}} : tensor<?xindex>
// CHECK: shape.index_to_size %{{.*}}
// CHECK: shape.size_to_index %{{.*}} : !shape.size
// CHECK: "shape.split_at"(%{{.*}}, %{{.*}}) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
// CHECK: shape.concat %{{.*}}, %{{.*}} : !shape.shape, !shape.shape -> !shape.shape
// CHECK: shape.any %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
// CHECK: shape.rank %{{.*}} : tensor<2xindex> -> index
// CHECK: shape.dim %{{.*}}, %{{.*}} : tensor<?x4xf32>, index -> index
// CHECK: %c10 = shape.const_size 10
// CHECK: shape.add %{{.*}}, %{{.*}} : !shape.size, !shape.size -> !shape.size
// CHECK: shape.mul %{{.*}}, %{{.*}} : index, index -> index
// CHECK: shape.div %{{.*}}, %{{.*}} : index, index -> index
// CHECK: shape.max %{{.*}}, %{{.*}} : !shape.size, !shape.size -> !shape.size
// CHECK: shape.min %{{.*}}, %{{.*}} : !shape.shape, !shape.shape -> !shape.shape
// CHECK: shape.shape_eq %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<2xindex>
// CHECK: shape.is_broadcastable %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<2xindex>
// CHECK: shape.cstr_require %{{.*}}, "must be equal"
// CHECK: shape.value_of %{{.*}} : tensor<?xf32>
// CHECK: shape.with_shape %{{.*}}, %{{.*}} : tensor<?x4xf32>, !shape.shape
// CHECK: shape.assuming %{{.*}} -> tensor<?xf32> {
// CHECK: shape.assuming_yield %{{.*}} : tensor<?xf32>
// CHECK: shape.assuming %{{.*}} {
// CHECK: shape.const_size 1
func.func @ops(%x: tensor<?x4xf32>, %u: tensor<*xf32>, %i: index, %sz: !shape.size, %sh: !shape.shape, %vs: !shape.value_shape) -> tensor<?xf32> {
  %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %s2 = shape.shape_of %u : tensor<*xf32> -> tensor<?xindex>
  %s3 = shape.shape_of %x : tensor<?x4xf32> -> !shape.shape
  %c = shape.const_shape [1, 4] : tensor<2xindex>
  %c0 = shape.const_shape [] : !shape.shape
  %b = shape.broadcast %s, %c : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  %b2 = shape.broadcast %s, %c {error = "bad"} : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  %w = shape.cstr_broadcastable %s, %c : tensor<2xindex>, tensor<2xindex>
  %w2 = shape.cstr_eq %s, %c : tensor<2xindex>, tensor<2xindex>
  %t = shape.const_witness true
  %all = shape.assuming_all %w, %w2, %t
  %e = shape.get_extent %s, %i : tensor<2xindex>, index -> index
  %n = shape.num_elements %s : tensor<2xindex> -> index
  %n2 = shape.num_elements %sh : !shape.shape -> !shape.size
  %et = shape.to_extent_tensor %sh : !shape.shape -> tensor<?xindex>
  %fe = shape.from_extents %i, %sz : index, !shape.size
  %fet = shape.from_extent_tensor %s2 : tensor<?xindex>
  %is = shape.index_to_size %i
  %si = shape.size_to_index %sz : !shape.size
  %h, %tl = "shape.split_at"(%sh, %sz) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  %cc = shape.concat %sh, %c0 : !shape.shape, !shape.shape -> !shape.shape
  %any = shape.any %s, %c : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  %r = shape.rank %s : tensor<2xindex> -> index
  %d = shape.dim %x, %i : tensor<?x4xf32>, index -> index
  %cs = shape.const_size 10
  %add = shape.add %sz, %cs : !shape.size, !shape.size -> !shape.size
  %mul = shape.mul %i, %i : index, index -> index
  %div = shape.div %i, %i : index, index -> index
  %mx = shape.max %sz, %cs : !shape.size, !shape.size -> !shape.size
  %mn = shape.min %sh, %c0 : !shape.shape, !shape.shape -> !shape.shape
  %eq = shape.shape_eq %s, %c : tensor<2xindex>, tensor<2xindex>
  %ib = shape.is_broadcastable %s, %c : tensor<2xindex>, tensor<2xindex>
  %rq = shape.cstr_require %eq, "must be equal"
  %v = shape.value_of %vs : tensor<?xf32>
  %ws = shape.with_shape %x, %sh : tensor<?x4xf32>, !shape.shape
  %res = shape.assuming %all -> (tensor<?xf32>) {
    shape.assuming_yield %v : tensor<?xf32>
  }
  shape.assuming %w {
    %z = shape.const_size 1
  }
  return %res : tensor<?xf32>
}

// shape.reduce folds its body over the extents: on an extent tensor the extent is an index, on a !shape.shape a
// !shape.size; any number of values is carried.
// CHECK-LABEL: func.func @reduce
// CHECK: %[[N:.*]] = shape.reduce(%{{.*}}, %{{.*}}) : tensor<?xindex> -> index {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %[[E:.*]]: index, %[[ACC:.*]]: index):
// CHECK-NEXT:   %[[NEXT:.*]] = arith.muli %[[ACC]], %[[E]] : index
// CHECK-NEXT:   shape.yield %[[NEXT]] : index
// CHECK-NEXT: }
// CHECK: shape.reduce(%{{.*}}, %{{.*}}) : !shape.shape -> !shape.size {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: !shape.size, %{{.*}}: !shape.size):
// CHECK: %{{.*}}:2 = shape.reduce(%{{.*}}, %{{.*}}, %{{.*}}) : !shape.shape -> (!shape.size, index) {
// CHECK: shape.yield %{{.*}}, %{{.*}} : !shape.size, index
// CHECK: shape.reduce(%{{.*}}) : !shape.shape {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: !shape.size):
// CHECK-NEXT:   shape.yield
// CHECK-NEXT: }
func.func @reduce(%shape : tensor<?xindex>, %sh : !shape.shape, %init : !shape.size, %i : index) -> index {
  %one = arith.constant 1 : index
  %n = shape.reduce(%shape, %one) : tensor<?xindex> -> index {
    ^bb0(%index : index, %extent : index, %acc: index):
      %new_acc = arith.muli %acc, %extent : index
      shape.yield %new_acc : index
  }
  %sum = shape.reduce(%sh, %init) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):
      %new_acc = shape.add %acc, %dim : !shape.size, !shape.size -> !shape.size
      shape.yield %new_acc : !shape.size
  }
  %a, %b = shape.reduce(%sh, %init, %i) : !shape.shape -> (!shape.size, index) {
    ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size, %acc2: index):
      shape.yield %acc, %acc2 : !shape.size, index
  }
  shape.reduce(%sh) : !shape.shape {
    ^bb0(%index: index, %dim: !shape.size):
      shape.yield
  }
  return %n : index
}

// A shape function library: shape functions and the mapping from op names to them (upstream's ops.mlir case).
// CHECK-LABEL: shape.function_library @shape_lib {
// CHECK-NEXT: shape.func @same_result_shape(%[[ARG:.*]]: !shape.value_shape) -> !shape.shape {
// CHECK-NEXT:   %[[S:.*]] = shape.shape_of %[[ARG]] : !shape.value_shape -> !shape.shape
// CHECK-NEXT:   shape.return %[[S]] : !shape.shape
// CHECK-NEXT: }
// CHECK-NEXT: shape.func private @nothing() {
// CHECK-NEXT:   shape.return
// CHECK-NEXT: }
// CHECK-NEXT: } mapping {test.same_operand_result_type = @same_result_shape}
shape.function_library @shape_lib {
  // Test shape function that returns the shape of input arg as result shape.
  shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
  shape.func private @nothing() {
    shape.return
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}

// shape.meet of shapes or sizes, with an optional error message (upstream's ops.mlir cases).
// CHECK-LABEL: func.func @meet
// CHECK: shape.meet %{{.*}}, %{{.*}}, error = "exceeded element-wise upper bound" : !shape.shape, !shape.shape -> !shape.shape
// CHECK: shape.meet %{{.*}}, %{{.*}} : !shape.size, index -> !shape.size
// CHECK: shape.meet %{{.*}}, %{{.*}} : index, index -> index
// CHECK: shape.meet %{{.*}}, %{{.*}} : tensor<?xindex>, tensor<3xindex> -> tensor<3xindex>
func.func @meet(%a: !shape.shape, %s: !shape.size, %i: index, %e: tensor<?xindex>, %f: tensor<3xindex>) -> !shape.shape {
  %0 = shape.const_shape [4, 57, 92] : !shape.shape
  %1 = shape.max %a, %0 : !shape.shape, !shape.shape -> !shape.shape
  %2 = shape.meet %0, %1, error="exceeded element-wise upper bound" :
    !shape.shape, !shape.shape -> !shape.shape
  %3 = shape.meet %s, %i : !shape.size, index -> !shape.size
  %4 = shape.meet %i, %i : index, index -> index
  %5 = shape.meet %e, %f : tensor<?xindex>, tensor<3xindex> -> tensor<3xindex>
  return %2 : !shape.shape
}

// The shape dialect takes ops it does not know in the generic form (upstream's allowUnknownOperations).
// CHECK-LABEL: func.func @unknown_ops
// CHECK: %[[S:.*]] = "shape.unknown_shape"() : () -> !shape.shape
// CHECK: "shape.print"(%[[S]]) : (!shape.shape) -> !shape.shape
func.func @unknown_ops() {
  %0 = "shape.unknown_shape"() : () -> !shape.shape
  %1 = "shape.print"(%0) : (!shape.shape) -> !shape.shape
  return
}
