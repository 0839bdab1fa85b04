// RUN: ai-opt %s --split-input-file --verify-diagnostics

// ODS checks of the shape ops no other negative test reaches (shape-invalid.mlir
// has the custom verifiers): the kinds of shapes, sizes and extent tensors
// each operand and result takes.

func.func @any_operand(%a: !shape.shape, %b: index) {
  // expected-error@+1 {{'shape.any' op operand #1 must be variadic of shape or extent tensor, but got 'index'}}
  %0 = "shape.any"(%a, %b) : (!shape.shape, index) -> !shape.shape
  func.return
}

// -----

func.func @concat_operand(%a: !shape.shape, %b: index) {
  // expected-error@+1 {{'shape.concat' op operand #1 must be shape or extent tensor, but got 'index'}}
  %0 = "shape.concat"(%a, %b) : (!shape.shape, index) -> !shape.shape
  func.return
}

// -----

func.func @cstr_eq_size(%a: !shape.shape, %b: !shape.size) {
  // expected-error@+1 {{'shape.cstr_eq' op operand #1 must be variadic of shape or extent tensor, but got '!shape.size'}}
  %0 = "shape.cstr_eq"(%a, %b) : (!shape.shape, !shape.size) -> !shape.witness
  func.return
}

// -----

func.func @is_broadcastable_size(%a: !shape.shape, %b: !shape.size) {
  // expected-error@+1 {{'shape.is_broadcastable' op operand #1 must be variadic of shape or extent tensor, but got '!shape.size'}}
  %0 = "shape.is_broadcastable"(%a, %b) : (!shape.shape, !shape.size) -> i1
  func.return
}

// -----

func.func @shape_eq_size(%a: !shape.shape, %b: !shape.size) {
  // expected-error@+1 {{'shape.shape_eq' op operand #1 must be variadic of shape or extent tensor, but got '!shape.size'}}
  %0 = "shape.shape_eq"(%a, %b) : (!shape.shape, !shape.size) -> i1
  func.return
}

// -----

// A size operand may hold an error value, which only a `!shape.size` result propagates.
func.func @div_index_result(%a: index, %b: !shape.size) {
  // expected-error@+1 {{'shape.div' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.div %a, %b : index, !shape.size -> index
  func.return
}

// -----

func.func @from_extents_operand(%a: index, %b: f32) {
  // expected-error@+1 {{'shape.from_extents' op operand #1 must be variadic of size or index, but got 'f32'}}
  %0 = "shape.from_extents"(%a, %b) : (index, f32) -> !shape.shape
  func.return
}

// -----

func.func @index_to_size_operand(%a: i64) {
  // expected-error@+1 {{'shape.index_to_size' op operand #0 must be index, but got 'i64'}}
  %0 = "shape.index_to_size"(%a) : (i64) -> !shape.size
  func.return
}

// -----

func.func @min_index(%a: !shape.size, %b: index) {
  // expected-error@+1 {{'shape.min' op operand #1 must be shape or size, but got 'index'}}
  %0 = shape.min %a, %b : !shape.size, index -> index
  func.return
}

// -----

func.func @size_to_index_result(%a: !shape.size) {
  // expected-error@+1 {{'shape.size_to_index' op result #0 must be index, but got 'i32'}}
  %0 = "shape.size_to_index"(%a) : (!shape.size) -> i32
  func.return
}

// -----

func.func @split_at_index(%a: tensor<?xindex>, %i: f32) {
  // expected-error@+1 {{'shape.split_at' op operand #1 must be size or index, but got 'f32'}}
  %0, %1 = "shape.split_at"(%a, %i) : (tensor<?xindex>, f32) -> (tensor<?xindex>, tensor<?xindex>)
  func.return
}

// -----

func.func @value_of_result(%a: !shape.value_shape) {
  // expected-error@+1 {{'shape.value_of' op result #0 must be shaped of any type values, but got 'index'}}
  %0 = "shape.value_of"(%a) : (!shape.value_shape) -> index
  func.return
}

// -----

func.func @with_shape_shape(%a: tensor<4xf32>, %s: index) {
  // expected-error@+1 {{'shape.with_shape' op operand #1 must be shape or extent tensor, but got 'index'}}
  %0 = "shape.with_shape"(%a, %s) : (tensor<4xf32>, index) -> !shape.value_shape
  func.return
}
