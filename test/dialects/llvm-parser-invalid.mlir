// Parser errors of llvm ops, in upstream's words and places (the custom parsers' own checks).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @icmp_predicate_not_a_string(%a: i32) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  llvm.icmp 42 %a, %a : i32
  return
}

// -----

func.func @icmp_unknown_predicate(%a: i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  llvm.icmp "foo" %a, %a : i32
  return
}

// -----

func.func @fcmp_unknown_predicate(%a: f32) {
  // expected-error@+1 {{'slt' is an incorrect value of the 'predicate' attribute}}
  llvm.fcmp "slt" %a, %a : f32
  return
}

// -----

func.func @alloca_alignment_checked_first(%n: i64) {
  // expected-error@+1 {{expected integer alignment}}
  llvm.alloca %n x i32 {alignment = 3.0} : !llvm.ptr
}

// -----

func.func @gep_trailing_type_not_a_function(%i: i64, %p: !llvm.ptr) {
  // expected-error@+1 {{invalid kind of type specified}}
  llvm.getelementptr %p[%i] : !llvm.ptr
}

// -----

func.func @gep_generic_without_flags(%p: !llvm.ptr) {
  // noWrapFlags defaults to none: the verifier counts the dynamic indices.
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) {elem_type = f32, rawConstantIndices = array<i32: -2147483648>} : (!llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @indirect_call_one_trailing_type(%f: !llvm.ptr, %x: i8) {
  // expected-error@+1 {{expected indirect call to have 2 trailing types}}
  llvm.call %f(%x) : (i8) -> (i8)
  llvm.return
}

// -----

llvm.func @f(i8) -> i8

func.func @direct_call_not_a_function_type(%x: i8) {
  // expected-error@+1 {{expected direct call to have 1 trailing types}}
  llvm.call @f(%x) : i8
  llvm.return
}

// -----

llvm.func @f(i8) -> i8

func.func @call_two_results(%x: i8) {
  // expected-error@+1 {{expected function with 0 or 1 result}}
  llvm.call @f(%x) : (i8) -> (i8, i8)
  llvm.return
}

// -----

func.func @insertelement_value_type(%v: vector<4xf32>, %i: i32) -> vector<4xf32> {
  // expected-error@+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %v, %i) : (vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @insertelement_result_type(%v: vector<4xf32>, %x: f32, %i: i32) -> vector<2xf32> {
  // expected-error@+1 {{'llvm.insertelement' op failed to verify that all of {res, vector} have same type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f32, i32) -> vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @switch_trailing_comma(%a: i32) {
  // expected-error@+3 {{custom op 'llvm.switch' expected integer value}}
  llvm.switch %a : i32, ^bb1 [
    42: ^bb2,
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @metadata_checked_while_parsing(%p: !llvm.ptr, %a: i32, %b: i32) {
  // The op's metadata attributes are checked as it is parsed, before the unknown op below.
  // expected-error@+1 {{'llvm.cmpxchg' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic {access_groups = [@metadata::@scope]} : !llvm.ptr, i32
  llvm.return
}
llvm.not_an_op @metadata {
}

// -----

llvm.func @load_metadata_checked_while_parsing(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {alias_scopes = [@a::@b]} : !llvm.ptr -> i32
  llvm.return
}
llvm.not_an_op

// -----

// expected-error@+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @variadic_not_last(..., i32)

// -----

// expected-error@+1 {{expected SSA identifier}}
llvm.func @named_then_unnamed(%a: i32, f32)

// -----

// expected-error@+1 {{expected type instead of SSA identifier}}
llvm.func @unnamed_then_named(i32, %a: f32)

// -----

// expected-error@+1 {{failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error@+1 {{expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: foo}}
llvm.func @memory_kind() attributes {memory_effects = #llvm.memory_effects<other = foo, argMem = read, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// -----

// expected-error@+1 {{expected ','}}
llvm.func @memory_locations() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read>}

// -----

// expected-error@+1 {{expected one of [none, sync, async] for LLVM Unwind Behavior, got: foo}}
llvm.func @uwtable_kind() attributes {uwtable_kind = #llvm.uwtableKind<foo>}

// -----

// expected-error@+1 {{custom op 'llvm.func' attribute 'unnamed_addr' occurs more than once in the attribute list}}
llvm.func @unnamed_addr_twice() attributes {unnamed_addr = 1 : i64}

// -----

// expected-error@+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
llvm.func @range_type(i32 {llvm.range = #llvm.constant_range<f32, 0, 1>})
