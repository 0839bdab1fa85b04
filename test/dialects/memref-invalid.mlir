// RUN: ai-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @copy_shapes(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_sizes(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %b = memref.cast %a : memref<4xf32> to memref<5xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
memref.global "hidden" @x : memref<2xf32> = uninitialized

// -----

func.func @reshape_count(%a: memref<2x3xf32>, %s: memref<1xi64>) {
  // expected-error@+1 {{'memref.reshape' op source and destination memref types should have the same number of elements}}
  %r = memref.reshape %a(%s) : (memref<2x3xf32>, memref<1xi64>) -> memref<5xf32>
  return
}

// -----

func.func @reshape_layout(%a: memref<2x3xf32, strided<[6, 2]>>, %s: memref<1xi64>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %r = memref.reshape %a(%s) : (memref<2x3xf32, strided<[6, 2]>>, memref<1xi64>) -> memref<6xf32>
  return
}

// -----

func.func @reshape_rank(%a: memref<2x3xf32>, %s: memref<2xi64>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %r = memref.reshape %a(%s) : (memref<2x3xf32>, memref<2xi64>) -> memref<6xf32>
  return
}

// -----

func.func @atomic_rmw_kind_type(%m: memref<10xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'maxs' expects an integer type}}
  %x = memref.atomic_rmw maxs %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_unknown_kind(%m: memref<10xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{expected one of addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori as the kind, not 'addx'}}
  %x = memref.atomic_rmw addx %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_rank(%m: memref<10xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @transpose_type(%m: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32>
  return
}

// -----

func.func @transpose_not_permutation(%m: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (d0, d1) -> (d0, d0) : memref<2x3xf32> to memref<2x2xf32, strided<[3, 3]>>
  return
}

// -----

func.func @unranked_to_unranked(%u: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %v = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @get_global_of_nothing() -> memref<3xf32> {
  // expected-error@+1 {{'memref.get_global' op 'gv' does not reference a valid global memref}}
  %0 = memref.get_global @gv : memref<3xf32>
  func.return %0 : memref<3xf32>
}

// -----

func.func private @foo()

func.func @get_global_of_a_function() -> memref<3xf32> {
  // expected-error@+1 {{'foo' does not reference a valid global memref}}
  %0 = memref.get_global @foo : memref<3xf32>
  func.return %0 : memref<3xf32>
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<4x?xi8>'}}
memref.global "private" @dynamic_global : memref<4x?xi8>

// -----

func.func @assume_alignment_not_power_of_two(%m: memref<8xi16>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 24 : memref<8xi16>
  return
}

// -----

func.func @alloc_missing_symbol(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %m = memref.alloc() : memref<3x5xf64, affine_map<(d0, d1)[s0] -> (d0 * 5 + d1 + s0)>>
  return
}

// -----

func.func @alloca_layout_rank() {
  // expected-error@+1 {{'memref.alloca' op memref layout mismatch between rank and affine map: 1 != 2}}
  %m = memref.alloca() : memref<6xf64, affine_map<(d0, d1) -> (d0 + d1)>>
  return
}

// -----

func.func @alloc_dynamic_sizes(%n: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %m = memref.alloc(%n) : memref<3x5xf64>
  return
}

// -----

func.func @dim_of_rank_0(%m: memref<i8>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<i8>'}}
  %d = memref.dim %m, %i : memref<i8>
  return
}

// -----

// A strided layout with a dynamic stride and offset takes two symbols.
func.func @alloc_strided_symbols(%n: index, %s: index) -> memref<?xi32, strided<[?], offset: ?>> {
  %m = memref.alloc(%n)[%s, %s] : memref<?xi32, strided<[?], offset: ?>>
  return %m : memref<?xi32, strided<[?], offset: ?>>
}

// -----

func.func @alloc_strided_missing_symbols(%n: index, %s: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %m = memref.alloc(%n)[%s] : memref<?xi32, strided<[?], offset: ?>>
  return
}

// -----

func.func @assume_alignment_zero(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @view_base_layout(%b: memref<2048xi8, affine_map<(d0) -> (d0 + 4)>>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, affine_map<(d0) -> (d0 + 4)>>'}}
  %v = memref.view %b[%c0][] : memref<2048xi8, affine_map<(d0) -> (d0 + 4)>> to memref<16x4xf32>
  return
}

// -----

func.func @view_result_layout(%b: memref<2048xi8>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{unsupported map for result memref type 'memref<16x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %v = memref.view %b[%c0][] : memref<2048xi8> to memref<16x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

// A semi-affine layout is compared by its strides; the expected type is printed in upstream's canonical form.
func.func @transpose_semi_affine(%v : memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>
  return
}

// -----

// A layout written as an affine map is not the identity layout, even where its strides are.
func.func @collapse_shape_affine_layout(%arg0: memref<?x?x?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?x?xf32>' but found 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'}}
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  return
}

// -----

func.func @copy_unranked_element_types(%a: memref<*xf32>, %b: memref<*xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<*xf32> to memref<*xi32>
  return
}

// -----

"test.no_allocation_scope"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<1xf32>
  "test.end"() : () -> ()
}) : () -> ()
