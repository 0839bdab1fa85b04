// RUN: ai-opt %s --split-input-file --verify-diagnostics

#map = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
func.func @realloc_source_layout(%src: memref<256xf32, #map>, %d: index) -> memref<?xf32> {
  // expected-error@+1 {{unsupported layout for source memref type}}
  %0 = memref.realloc %src(%d) : memref<256xf32, #map> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @realloc_result_layout(%src: memref<256xf32>, %d: index) {
  // expected-error@+1 {{unsupported layout for result memref type 'memref<?xf32, strided<[1], offset: 2>>'}}
  %0 = memref.realloc %src(%d) : memref<256xf32> to memref<?xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @realloc_memory_space(%src: memref<256xf32>, %d: index) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<256xf32>' and result memref type}}
  %0 = memref.realloc %src(%d) : memref<256xf32> to memref<?xf32, 1>
  return
}

// -----

func.func @realloc_element_type(%src: memref<256xf32>, %d: index) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<256xf32>' and result memref type 'memref<?xi32>'}}
  %0 = memref.realloc %src(%d) : memref<256xf32> to memref<?xi32>
  return
}

// -----

func.func @realloc_missing_size(%src: memref<2xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %src : memref<2xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_unnecessary_size(%src: memref<?xf32>, %d: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<4xf32>'}}
  %0 = memref.realloc %src(%d) : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @realloc_rank(%src: memref<2x2xf32>) {
  // expected-error@+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<2x2xf32>'}}
  %0 = memref.realloc %src : memref<2x2xf32> to memref<4xf32>
  return
}

// -----

func.func @realloc_alignment(%src: memref<2xf32>) {
  // expected-error@+1 {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %src {alignment = 3} : memref<2xf32> to memref<4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<0>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<0>, false : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<10x10xf32>
  return
}

// -----

func.func @atomic_rmw_arguments(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @atomic_rmw_argument_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @atomic_rmw_result_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f32):
    memref.atomic_yield %a : f32
  }) : (memref<10xf32>, index) -> i32
  return
}

// -----

func.func @atomic_rmw_side_effects(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %buf = memref.alloc() : memref<2048xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @atomic_yield_parent(%v: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
}
