// RUN: ai-opt %s --split-input-file --verify-diagnostics --gpu-host-buffers-to-device

func.func @vector_on_host(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op would access device memory on the host: its buffers are on the device}}
  %v = vector.transfer_read %a[%c0], %z : memref<4xf32>, vector<4xf32>
  return
}

// -----

func.func @strided_copy(%a: memref<4x6xf32>, %b: memref<2x3xf32>) {
  %v = memref.subview %a[0, 0] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1]>>
  // expected-error@+1 {{'memref.copy' op copies a buffer of type memref<2x3xf32, strided<[6, 1]>>, which is not contiguous, between device buffers: only contiguous buffers can be copied}}
  memref.copy %v, %b : memref<2x3xf32, strided<[6, 1]>> to memref<2x3xf32>
  return
}

// -----

// expected-error@+1 {{'func.func' op argument #0 of type memref<4xf32, strided<[2]>> is not contiguous: only contiguous buffers are copied to the device}}
func.func @strided_argument(%a: memref<4xf32, strided<[2]>>) {
  return
}

// -----

// A static offset is taken (gpu-host-buffers-to-device.mlir), padded rows are not: the byte copy would take
// the padding for elements.
// expected-error@+1 {{'func.func' op argument #0 of type memref<3x5xi32, strided<[6, 1], offset: 7>> is not contiguous: only contiguous buffers are copied to the device}}
func.func @static_offset_argument(%a: memref<3x5xi32, strided<[6, 1], offset: 7>>) {
  return
}

// -----

func.func @strided_result(%a: memref<4x6xf32>) -> memref<2x3xf32, strided<[6, 1], offset: 7>> {
  %v = memref.subview %a[1, 1] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 7>>
  // expected-error@+1 {{'func.return' op returns a buffer of type memref<2x3xf32, strided<[6, 1], offset: 7>> from a public function: only identity layouts are copied back to the host}}
  return %v : memref<2x3xf32, strided<[6, 1], offset: 7>>
}

// -----

func.func private @dynamic_shape_buffer(%src: memref<6xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  // expected-error@+1 {{'memref.reshape' op reads a shape buffer of dynamic size on the host: only static shape buffers are copied}}
  %r = memref.reshape %src(%shape) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

// -----

// A function without a body runs on the host: what it is given is copied into host buffers, which takes a
// ranked buffer (given as it is or as an unranked cast of it), contiguous, and a type a host buffer casts to.
func.func private @host_function(memref<*xf32>)
func.func @unranked_argument(%a: memref<*xf32>) {
  // expected-error@+1 {{'func.call' op passes an unranked buffer (operand #0) that is not a cast of a ranked one to @host_function, which runs on the host}}
  call @host_function(%a) : (memref<*xf32>) -> ()
  return
}

// -----

func.func private @host_function(memref<*xf32>)
func.func @strided(%n: index) {
  %a = memref.alloc() : memref<4x4xf32>
  %column = memref.subview %a[0, 1] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 1>>
  %u = memref.cast %column : memref<4xf32, strided<[4], offset: 1>> to memref<*xf32>
  // expected-error@+1 {{'func.call' op passes a buffer of type memref<4xf32, strided<[4], offset: 1>>, which is not contiguous, to @host_function, which runs on the host: only contiguous buffers are copied to the host}}
  call @host_function(%u) : (memref<*xf32>) -> ()
  return
}

// -----

func.func private @host_function(memref<4xf32, strided<[1], offset: 4>>)
func.func @static_offset() {
  %a = memref.alloc() : memref<2x4xf32>
  %row = memref.subview %a[1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  // expected-error@+1 {{'func.call' op passes a buffer of type memref<4xf32, strided<[1], offset: 4>> to @host_function, which runs on the host: its host copy has an identity layout, which that type does not take}}
  call @host_function(%row) : (memref<4xf32, strided<[1], offset: 4>>) -> ()
  return
}

// -----

// An unranked clone has no size to allocate on the device (its layout was read: AttributeError).
func.func @unranked_clone(%a: memref<*xf32>) -> memref<*xf32> {
  // expected-error@+1 {{'bufferization.clone' op allocates an unranked buffer: only ranked buffers are allocated on the device}}
  %0 = bufferization.clone %a : memref<*xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}
