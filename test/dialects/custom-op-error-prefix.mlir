// RUN: ai-opt %s --split-input-file --verify-diagnostics
// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s

// What an op's custom parser reports itself carries upstream's OpAsmParser
// prefix, `custom op '<name>' `; what the parser reports for it (a literal,
// a type it reads) does not.

func.func @cmpi_predicate(%a: i32) {
  // CHECK: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate'
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi ult_or_eq, %a, %a : i32
  return
}

// -----

#set = affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>
func.func @for_symbols(%n: index) {
  // CHECK: error: custom op 'affine.for' symbol operand count and affine map symbol count must match
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = #set(%n)[%n] to 8 {
  }
  return
}

// -----

func.func @all_reduce_kind(%x: f32) {
  // CHECK: error: custom op 'gpu.all_reduce' invalid op kind
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %0 = gpu.all_reduce average %x {} : (f32) -> f32
  return
}

// -----

// A dense literal that does not fit its type is the parser's error.
// CHECK: [[# @LINE + 2]]:{{[0-9]+}}: error: inferred shape of elements literal ([3]) does not match type ([3, 1])
// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([3, 1])}}
memref.global "private" @g : memref<3x1xi8> = dense<[1, 2, 3]>

// -----

// So is a missing type in an argument list.
// CHECK: [[# @LINE + 2]]:{{[0-9]+}}: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
func.func private @variadic(i32, ...)
