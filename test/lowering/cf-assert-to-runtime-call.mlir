// RUN: ai-opt %s --split-input-file --convert-cf-assert-to-runtime-call | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-cf-assert-to-runtime-call="function=my_error" | FileCheck %s --check-prefix=NAMED
// RUN: ai-opt %s --split-input-file --convert-cf-assert-to-runtime-call --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// cf.assert branches to a block that calls the runtime's error function with the message, which
// starts with the assert's location; the rest of the block follows.
// CHECK: llvm.mlir.global private constant @assert_msg("{{.*}}cf-assert-to-runtime-call.mlir:[[# @LINE + 21]]:3: sizes differ\00")
// CHECK: llvm.func @aiopt_runtime_error(!llvm.ptr)
// CHECK-LABEL: func.func @check(
// CHECK-SAME:      %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[A]], %[[B]] : index
// CHECK-NEXT:    cf.cond_br %[[OK]], ^[[REST:.*]], ^[[FAIL:.*]]
// CHECK-NEXT:  ^[[FAIL]]:
// CHECK-NEXT:    %[[ADDRESS:.*]] = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:    %[[MESSAGE:.*]] = llvm.getelementptr %[[ADDRESS]][0]
// CHECK-NEXT:    llvm.call @aiopt_runtime_error(%[[MESSAGE]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK-NEXT:  ^[[REST]]:
// CHECK-NEXT:    return %[[A]] : index
// NAMED: llvm.func @my_error(!llvm.ptr)
// NAMED: llvm.call @my_error(
// LLVM-LABEL: llvm.func @check(
// LLVM: llvm.cond_br
// LLVM: llvm.call @aiopt_runtime_error(
// LLVM-NEXT: llvm.unreachable
func.func @check(%a: index, %b: index) -> index {
  %ok = arith.cmpi eq, %a, %b : index
  cf.assert %ok, "sizes differ"
  return %a : index
}

// -----

// Two asserts: two messages.
// CHECK: @assert_msg_0("{{.*}}: second\00")
// CHECK: @assert_msg("{{.*}}: first\00")
// CHECK-LABEL: func.func @two(
// CHECK-COUNT-2: llvm.call @aiopt_runtime_error
func.func @two(%a: i1, %b: i1) {
  cf.assert %a, "first"
  cf.assert %b, "second"
  return
}

// -----

// A check of generate-runtime-verification (upstream's message: the op, the requirement after `^ `, the
// location) says it in MLIR's words at the assert's location; `verbose-level=0`'s message has no op.
// RUN: ai-opt %s --split-input-file --generate-runtime-verification --convert-cf-assert-to-runtime-call | FileCheck %s --check-prefix=VERIFY
// RUN: ai-opt %s --split-input-file --generate-runtime-verification="verbose-level=0" --convert-cf-assert-to-runtime-call | FileCheck %s --check-prefix=VERIFY0
// VERIFY: @assert_msg("{{.*}}cf-assert-to-runtime-call.mlir:[[# @LINE + 4]]:8: 'memref.load' op out-of-bounds access\00")
// VERIFY0: @assert_msg("{{.*}}cf-assert-to-runtime-call.mlir:[[# @LINE + 3]]:8: out-of-bounds access\00")
// VERIFY-LABEL: func.func @load(
func.func @load(%m: memref<?xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<?xf32>
  return %x : f32
}

// -----

// In a function marked aiopt.format_arguments (a JAX shape assertion's), the message's {k} are the function's
// i64 arguments: a printf format (%lld, and %% for %) that snprintf writes into a stack buffer for the
// runtime's error function. {1} before {0}, {0} twice, a literal {{ and % keep their places.
// CHECK: @assert_msg("{{.*}}: n = %lld, m = %lld, n again %lld, {braces}, 5%%\00")
// CHECK: llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32
// CHECK-LABEL: func.func private @formatted(
// CHECK-SAME:      %[[M:.*]]: i64, %[[N:.*]]: i64, %[[OK:.*]]: i1)
// CHECK:         cf.cond_br %[[OK]], ^[[REST:.*]], ^[[FAIL:.*]]
// CHECK-NEXT:  ^[[FAIL]]:
// CHECK:         %[[FORMAT:.*]] = llvm.getelementptr
// CHECK:         %[[SIZE:.*]] = llvm.mlir.constant(1024 : i64) : i64
// CHECK:         %[[BUFFER:.*]] = llvm.alloca %{{.*}} x !llvm.array<1024 x i8>
// CHECK-NEXT:    llvm.call @snprintf(%[[BUFFER]], %[[SIZE]], %[[FORMAT]], %[[N]], %[[M]], %[[N]]) vararg(!llvm.func<i32 (ptr, i64, ptr, ...)>)
// CHECK-NEXT:    llvm.call @aiopt_runtime_error(%[[BUFFER]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:    llvm.unreachable
// LLVM-LABEL: llvm.func @formatted(
// LLVM: llvm.call @snprintf(
func.func private @formatted(%m: i64, %n: i64, %ok: i1) attributes {aiopt.format_arguments} {
  cf.assert %ok, "n = {1}, m = {0}, n again {1}, {{braces}}, 5%"
  return
}

// -----

// Without the mark, or with a field that is no i64 argument, the message is as written.
// CHECK: @assert_msg_0("{{.*}}: i1 is {1}\00")
// CHECK: @assert_msg("{{.*}}: n = {0}\00")
// CHECK-NOT: snprintf
func.func private @unmarked(%n: i64, %ok: i1) {
  cf.assert %ok, "n = {0}"
  return
}
func.func private @not_an_i64(%n: i64, %ok: i1) attributes {aiopt.format_arguments} {
  cf.assert %ok, "i1 is {1}"
  return
}
