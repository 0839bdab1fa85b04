// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Verifier checks of memref.alloca_scope (upstream's RegionBranchOpInterface),
// memref.memory_space_cast and memref.extract_aligned_pointer_as_index
// (CastOpInterface and ODS), memref.extract_strided_metadata (its inferred
// result types).

func.func @alloca_scope_result_type() {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i64
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %c : i64
  }
  func.return
}

// -----

func.func @alloca_scope_result_count() {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = memref.alloca_scope -> (i32) {
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return
  }
  func.return
}

// -----

func.func @alloca_scope_return_parent() {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  "memref.alloca_scope.return"() : () -> ()
}

// -----

func.func @memory_space_cast_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<8xf32, 1>
  func.return
}

// -----

func.func @memory_space_cast_layout(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, strided<[2]>, 1>
  func.return
}

// -----

// Unranked memrefs cast to unranked memrefs of the same element type.
func.func @memory_space_cast_unranked(%m: memref<*xf32>) {
  %0 = memref.memory_space_cast %m : memref<*xf32> to memref<*xf32, 1>
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<*xf32>' and result type 'memref<*xf16, 1>' are cast incompatible}}
  %1 = memref.memory_space_cast %m : memref<*xf32> to memref<*xf16, 1>
  func.return
}

// -----

func.func @memory_space_cast_ranked_to_unranked(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  func.return
}

// -----

func.func @extract_aligned_pointer_result(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i64
  func.return
}

// -----

func.func @extract_strided_metadata_base_type(%m: memref<4xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index'}}
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f64>, index, index, index
  func.return
}

// -----

func.func @extract_strided_metadata_size_count(%m: memref<4x4xf32, 1>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'memref<f32, 1>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32, 1>', 'index', 'index', 'index'}}
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4x4xf32, 1> -> memref<f32, 1>, index, index, index
  func.return
}
