// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @no_landingpad(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %1 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %1 : i32
^bb2:
  llvm.return %arg0 : i32
}

// -----

llvm.func @variadic(%arg: i32, ...)

llvm.func @var_callee_type(%arg: i32) {
  // expected-error@+1 {{var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.invoke @variadic(%arg) to ^bb2 unwind ^bb1 vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @clause_not_constant(%arg0: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(2 : i32) : i32
  %f = llvm.mlir.undef : !llvm.array<1 x i8>
  %1 = llvm.invoke @foo(%0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %1 : i32
^bb2:
  // A filter clause (an array) is not checked; the catch clause after it is.
  // expected-error@+1 {{clause #1 is not a known constant - null, addressof, bitcast}}
  %2 = llvm.landingpad cleanup (filter %f : !llvm.array<1 x i8>) (catch %arg0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %0 : i32
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @bitcast_clause(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
  // expected-note@+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %2 = llvm.bitcast %1 : !llvm.ptr to !llvm.ptr
  %3 = llvm.invoke @foo(%0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{constant clauses expected}}
  %5 = llvm.landingpad (catch %2 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %0 : i32
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @no_clause(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %1 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %arg0 : i32
^bb2:
  // expected-error@+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %2 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return %arg0 : i32
}

// -----

llvm.func @foo(i32) -> i32

llvm.func @no_personality(%arg0: i32) -> i32 {
  %1 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %arg0 : i32
^bb2:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

// expected-error@+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resume_types(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %0 : i32
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

// expected-error@+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @landingpad_types(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  %1 = llvm.invoke @foo(%0) to ^bb3 unwind ^bb4 : (i32) -> i32
^bb2:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
^bb3:
  llvm.return %1 : i32
^bb4:
  %3 = llvm.landingpad cleanup : i32
  llvm.resume %3 : i32
}
