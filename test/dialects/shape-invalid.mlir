// Verifier errors of the shape dialect, in upstream's words.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @a(%s: !shape.shape) {
  // expected-error@+1 {{'shape.num_elements' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.num_elements %s : !shape.shape -> index
  return
}

// -----

func.func @a(%s: !shape.shape, %i: index) {
  // expected-error@+1 {{'shape.get_extent' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.get_extent %s, %i : !shape.shape, index -> index
  return
}

// -----

func.func @a(%s: !shape.size, %i: index) {
  // expected-error@+1 {{'shape.add' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.add %s, %i : !shape.size, index -> index
  return
}

// -----

func.func @a(%s: !shape.shape, %t: tensor<?xindex>) {
  // expected-error@+1 {{'shape.broadcast' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them}}
  %0 = shape.broadcast %s, %t : !shape.shape, tensor<?xindex> -> tensor<?xindex>
  return
}

// -----

func.func @a(%x: tensor<?x4xf32>) {
  // expected-error@+2 {{'shape.shape_of' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'}}
  // expected-error@+1 {{'shape.shape_of' op failed to infer returned types}}
  %0 = shape.shape_of %x : tensor<?x4xf32> -> tensor<3xindex>
  return
}

// -----

func.func @a(%s: tensor<?xindex>) {
  // expected-error@+1 {{'shape.cstr_broadcastable' op required at least 2 input shapes}}
  %0 = shape.cstr_broadcastable %s : tensor<?xindex>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'shape.assuming_all' op no operands specified}}
  %0 = shape.assuming_all
  return
}

// -----

func.func @a(%x: tensor<2x2xindex>) {
  // expected-error@+1 {{'shape.rank' op operand #0 must be shape or extent tensor, but got 'tensor<2x2xindex>'}}
  %0 = shape.rank %x : tensor<2x2xindex> -> index
  return
}

// -----

func.func @a() {
  // expected-error@+2 {{'shape.const_shape' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'}}
  // expected-error@+1 {{'shape.const_shape' op failed to infer returned types}}
  %0 = shape.const_shape [1, 2] : tensor<3xindex>
  return
}

// -----

func.func @a(%x: tensor<?x4xf32>) {
  %c2 = arith.constant 2 : index
  // expected-error@+1 {{'shape.dim' op index is out of range}}
  %0 = shape.dim %x, %c2 : tensor<?x4xf32>, index -> index
  return
}

// -----

func.func @a(%w: !shape.witness, %x: tensor<?xf32>) {
  // expected-error@+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = shape.assuming %w -> (tensor<?xf32>) {
    // expected-note@+1 {{region branch point}}
    shape.assuming_yield
  }
  return
}

// -----

func.func @a(%x: tensor<?xf32>) {
  // expected-error@+1 {{'shape.assuming_yield' op expects parent op 'shape.assuming'}}
  shape.assuming_yield %x : tensor<?xf32>
}

// -----

func.func @a(%s: !shape.size, %t: !shape.shape) {
  // expected-error@+2 {{'shape.max' op inferred type(s) '!shape.size' are incompatible with return type(s) of operation '!shape.shape'}}
  // expected-error@+1 {{'shape.max' op failed to infer returned types}}
  %0 = shape.max %s, %t : !shape.size, !shape.shape -> !shape.shape
  return
}

// -----

func.func @a(%t: tensor<2x2xindex>) {
  // expected-error@+1 {{'shape.to_extent_tensor' op operand #0 must be shape or extent tensor, but got 'tensor<2x2xindex>'}}
  %0 = shape.to_extent_tensor %t : tensor<2x2xindex> -> tensor<2xindex>
  return
}

// -----

func.func @a(%t: tensor<2xindex>) {
  // expected-error@+1 {{'shape.to_extent_tensor' op result #0 must be tensor of index values, but got 'tensor<2xi32>'}}
  %0 = shape.to_extent_tensor %t : tensor<2xindex> -> tensor<2xi32>
  return
}

// -----

func.func @a(%w: !shape.witness, %x: tensor<?xf32>) {
  // expected-error@+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: successor operand type #0 'i32' should match successor input type #0 'tensor<?xf32>'}}
  %0 = shape.assuming %w -> (tensor<?xf32>) {
    %c = arith.constant 1 : i32
    // expected-note@+1 {{region branch point}}
    shape.assuming_yield %c : i32
  }
  return
}

// -----

func.func @a(%s: !shape.shape) {
  // expected-error@+1 {{'shape.rank' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.rank %s : !shape.shape -> index
  return
}

// -----

func.func @a(%s: !shape.size, %i: index) {
  // expected-error@+1 {{'shape.mul' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.mul %s, %i : !shape.size, index -> index
  return
}

// -----

func.func @a(%v: !shape.value_shape) {
  // expected-error@+1 {{'shape.shape_of' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them}}
  %0 = shape.shape_of %v : !shape.value_shape -> tensor<?xindex>
  return
}

// -----

func.func @a(%t: tensor<?xi32>) {
  // expected-error@+1 {{'shape.from_extent_tensor' op operand #0 must be 1D tensor of index values, but got 'tensor<?xi32>'}}
  %0 = shape.from_extent_tensor %t : tensor<?xi32>
  return
}

// -----

// The predicate's type is i1 in the custom form.
// expected-note@+1 {{prior use here}}
func.func @a(%i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'i1' vs 'i32'}}
  %0 = shape.cstr_require %i, "must hold"
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'shape.const_shape' op attribute 'shape' failed to satisfy constraint: index elements attribute}}
  %0 = "shape.const_shape"() <{shape = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xindex>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'shape.const_size' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "shape.const_size"() <{value = 3 : i32}> : () -> !shape.size
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'shape.const_witness' op attribute 'passing' failed to satisfy constraint: bool attribute}}
  %0 = "shape.const_witness"() <{passing = 3 : i32}> : () -> !shape.witness
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{expected attribute value}}
  %0 = shape.const_shape [1, x] : tensor<2xindex>
  return
}

// -----

// shape.reduce and shape.yield (upstream's invalid.mlir cases, then aiopt's).
func.func @reduce_op_args_num_mismatch(%shape : !shape.shape, %init : !shape.size) {
  // expected-error@+1 {{ReduceOp body is expected to have 3 arguments}}
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size):
      shape.yield %dim : !shape.size
  }
  func.return
}

// -----

func.func @reduce_op_arg0_wrong_type(%shape : !shape.shape, %init : !shape.size) {
  // expected-error@+1 {{argument 0 of ReduceOp body is expected to be of IndexType}}
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
    ^bb0(%index: f32, %dim: !shape.size, %acc: !shape.size):
      %new_acc = "shape.add"(%acc, %dim)
          : (!shape.size, !shape.size) -> !shape.size
      shape.yield %new_acc : !shape.size
  }
  func.return
}

// -----

func.func @reduce_op_arg1_wrong_type(%shape : !shape.shape, %init : !shape.size) {
  // expected-error@+1 {{argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType}}
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: f32, %lci: !shape.size):
      shape.yield
  }
  func.return
}

// -----

func.func @reduce_op_arg1_wrong_type(%shape : tensor<?xindex>, %init : index) {
  // expected-error@+1 {{argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor}}
  %num_elements = shape.reduce(%shape, %init) : tensor<?xindex> -> index {
    ^bb0(%index: index, %dim: f32, %lci: index):
      shape.yield
  }
  func.return
}

// -----

func.func @reduce_op_init_type_mismatch(%shape : !shape.shape, %init : f32) {
  // expected-error@+1 {{type mismatch between argument 2 of ReduceOp body and initial value 0}}
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> f32 {
    ^bb0(%index: index, %dim: !shape.size, %lci: !shape.size):
      shape.yield
  }
  func.return
}

// -----

func.func @yield_op_args_num_mismatch(%shape : !shape.shape, %init : !shape.size) {
  // expected-error@+3 {{number of operands does not match number of results of its parent}}
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size, %lci: !shape.size):
      shape.yield %dim, %dim : !shape.size, !shape.size
  }
  func.return
}

// -----

func.func @yield_op_type_mismatch(%shape : !shape.shape, %init : !shape.size) {
  // expected-error@+4 {{types mismatch between yield op and its parent}}
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size, %lci: !shape.size):
      %c0 = arith.constant 1 : index
      shape.yield %c0 : index
  }
  func.return
}

// -----

func.func @yield_outside_reduce() {
  // expected-error@+1 {{'shape.yield' op expects parent op 'shape.reduce'}}
  shape.yield
}

// -----

func.func @reduce_operand_count(%shape : tensor<?xindex>, %init : index) {
  // expected-error@+1 {{1 operands present, but expected 2}}
  %a, %b = shape.reduce(%shape, %init) : tensor<?xindex> -> (index, index) {
    ^bb0(%index: index, %dim: index, %x: index, %y: index):
      shape.yield %x, %y : index, index
  }
  func.return
}

// -----

func.func @reduce_shape_type(%shape : tensor<?xf32>) {
  // expected-error@+1 {{'shape.reduce' op operand #0 must be shape or extent tensor, but got 'tensor<?xf32>'}}
  shape.reduce(%shape) : tensor<?xf32> {
    ^bb0(%index: index, %dim: index):
      shape.yield
  }
  func.return
}

// -----

// shape.func, shape.return and shape.function_library.
func.func @return_outside_shape_func() {
  // expected-error@+1 {{'shape.return' op expects parent op 'shape.func'}}
  shape.return
}

// -----

shape.function_library @lib {
  // expected-error@+1 {{'shape.func' op Expected entry block arguments to have the same types as the function input types}}
  "shape.func"() <{sym_name = "f", function_type = (!shape.value_shape) -> ()}> ({
  ^bb0(%arg: index):
    shape.return
  }) : () -> ()
} mapping {}

// -----

shape.function_library @lib {
// expected-error@+1 {{invalid kind of attribute specified}}
} mapping [1]

// -----

func.func @meet_kinds(%s: !shape.size, %t: tensor<?xindex>) {
  // expected-error@+2 {{requires all sizes or shapes}}
  // expected-error@+1 {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %s, %t : !shape.size, tensor<?xindex> -> !shape.size
  return
}

// -----

func.func @meet_ranks(%a: tensor<2xindex>, %b: tensor<3xindex>) {
  // expected-error@+2 {{unequal shape cardinality}}
  // expected-error@+1 {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<2xindex>
  return
}

// -----

func.func @meet_result(%a: index, %b: index) {
  // expected-error@+2 {{'shape.meet' op inferred type(s) 'index' are incompatible with return type(s) of operation 'tensor<?xindex>'}}
  // expected-error@+1 {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %a, %b : index, index -> tensor<?xindex>
  return
}

// -----

func.func @unknown_custom_op() {
  // An unknown op in the custom form is still an error.
  // expected-error@+1 {{custom op 'shape.unknown_x' is unknown}}
  %0 = shape.unknown_x : i32
  return
}

// -----

// shape.lib (upstream's invalid.mlir cases): symbol references to shape function libraries on a symbol table.
// expected-error@+1 {{only SymbolRefAttr allowed in shape.lib attribute array}}
module attributes {shape.lib = [@shape_lib, "shape_lib"]} {
shape.function_library @shape_lib {
  func.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}
}

// -----

// expected-error@+1 {{only one op to shape mapping allowed}}
module attributes {shape.lib = [@shape_lib, @shape_lib]} {
shape.function_library @shape_lib {
  func.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}
}

// -----

module attributes {shape.lib = [@shape_lib]} {
shape.function_library @shape_lib {
  func.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  // expected-error @+2 {{duplicate key}}
  test.same_operand_result_type = @same_result_shape,
  test.same_operand_result_type = @same_result_shape
}
}

// -----

// expected-error@+1 {{required to be shape function library}}
module attributes {shape.lib = @fn} {
func.func @fn(%arg: !shape.value_shape) -> !shape.shape {
  %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
  return %0 : !shape.shape
}
}

// -----

func.func @fn(%arg: !shape.value_shape) -> !shape.shape {
  // expected-error@+1 {{SymbolTable}}
  %0 = shape.shape_of %arg {shape.lib = @fn} : !shape.value_shape -> !shape.shape
  return %0 : !shape.shape
}

// -----

// expected-error@+1 {{@fn not found}}
module attributes {shape.lib = @fn} { }


// -----

// A shape.lib naming shape function libraries whose mappings name each op once is valid.
module attributes {shape.lib = [@lib_a, @lib_b]} {
shape.function_library @lib_a {
  shape.func @same(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
} mapping {
  test.a = @same
}
shape.function_library @lib_b {
} mapping {
  test.b = @same
}
}

// -----

// expected-error@+1 {{@fn does not refer to FunctionLibraryOp}}
module attributes {shape.lib = [@fn]} {
func.func private @fn()
}

// -----

// expected-error@+1 {{only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute}}
module attributes {shape.lib = 3 : i32} {
}

// -----

// expected-error@+1 {{'shape.function_library' op requires attribute 'mapping'}}
"shape.function_library"() <{sym_name = "lib"}> ({
^bb0:
}) : () -> ()

// -----

// The value is an IndexAttr, 64 bits.
func.func @const_size_past_64_bits() -> !shape.size {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = shape.const_size 18446744073709551616
  return %0 : !shape.size
}
