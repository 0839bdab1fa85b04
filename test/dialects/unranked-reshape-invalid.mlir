// memref.reshape, memref.reinterpret_cast and tensor.reshape take unranked
// sources and report upstream's messages; memref.cast and memref.global word
// their types as upstream prints them (no default memory space, a bare `1`);
// a dense literal of the wrong shape is reported at `dense`.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @reinterpret_cast_element_types(%in: memref<*xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32, strided<[1]>>'}}
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [10], strides: [1]
         : memref<*xf32> to memref<10xi32, strided<[1], offset: 0>>
  return
}

// -----

func.func @reinterpret_cast_size(%in: memref<*xf32>) {
  // expected-error @+1 {{expected result type with size = 10 instead of 1 in dim = 0}}
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [10], strides: [1]
         : memref<*xf32> to memref<1xf32, strided<[1], offset: 0>>
  return
}

// -----

func.func @memref_reshape_element_type(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error @+1 {{element types of source and destination memref types should be the same}}
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?xi32>
}

// -----

func.func @memref_reshape_dynamic_length(%buf: memref<*xf32>, %shape: memref<?xi32>) {
  // expected-error @+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<?xf32>
}

// -----

func.func @memref_reshape_rank(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error @+1 {{length of shape operand differs from the result's memref rank}}
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?x?xf32>
}

// -----

func.func @tensor_reshape_element_type(%buf: tensor<*xf32>, %shape: tensor<1xi32>) {
  // expected-error @+1 {{element types of source and destination tensor types should be the same}}
  tensor.reshape %buf(%shape) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
}

// -----

func.func @tensor_reshape_dynamic_length(%buf: tensor<*xf32>, %shape: tensor<?xi32>) {
  // expected-error @+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  tensor.reshape %buf(%shape) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
}

// -----

func.func @cast_memory_spaces() {
  %0 = memref.alloc() : memref<2x5xf32, 0>
  // expected-error@+1 {{operand type 'memref<2x5xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %1 = memref.cast %0 : memref<2x5xf32, 0> to memref<*xf32, 1>
  return
}

// -----

func.func @cast_unranked_to_unranked(%0: memref<*xf32, 0>) {
  // expected-error@+1 {{operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %1 = memref.cast %0 : memref<*xf32, 0> to memref<*xf32, 0>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<*xf32>'}}
memref.global @foo : memref<*xf32>

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'i32'}}
memref.global @foo : i32 = 5

// -----

// expected-error @+1 {{initial value should be a unit or elements attribute}}
memref.global @foo : memref<2x2xf32>  = "foo"

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([2, 2])}}
memref.global @foo : memref<2x2xf32> = dense<[0.0, 1.0]>

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @memref5 : memref<2xf32>  = uninitialized

// -----

func.func @dense_shape() -> tensor<2xf32> {
  // expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
  %0 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
