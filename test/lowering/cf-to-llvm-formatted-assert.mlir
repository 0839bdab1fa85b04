// convert-cf-to-llvm (ahead-of-time code, no JIT runtime) fills in the `{k}` of a JAX shape assertion's
// message as the JIT's convert-cf-assert-to-runtime-call does: in a function marked aiopt.format_arguments
// the message is a printf format (`%lld` per field, `%%` for `%`, `{{` as `{`) followed by the newline
// upstream's `puts` writes, printed with the i64 arguments the fields name; before, `puts` printed "{0}".
// An unmarked function's assert keeps upstream's `puts` of the message as written. Also after
// convert-func-to-llvm made the function an llvm.func (convert-to-llvm), which keeps the mark.
// RUN: ai-opt %s --split-input-file --convert-cf-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-to-llvm | ai-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// CHECK: llvm.mlir.global private constant @assert_msg("remainder %lld when computing 'n' of %lld, 100%% {x}\0A\00")
// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-DAG: llvm.func @abort()
// CHECK-NOT: @puts
// CHECK-LABEL: @shape_assertion(
// CHECK-SAME: %[[REM:.*]]: i64, %[[N:.*]]: i64, %[[HOLDS:.*]]: i1)
// CHECK: llvm.cond_br %[[HOLDS]]
// CHECK: %[[MSG:.*]] = llvm.getelementptr
// CHECK: llvm.call @printf(%[[MSG]], %[[REM]], %[[N]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
// CHECK-NEXT: llvm.call @abort()
// CHECK-NEXT: llvm.unreachable
// IR: define {{.*}} @shape_assertion(i64 %[[REM:.*]], i64 %[[N:.*]], i1
// IR: call i32 (ptr, ...) @printf(ptr %{{.*}}, i64 %[[REM]], i64 %[[N]])
// IR-NEXT: call void @abort()
func.func private @shape_assertion(%rem: i64, %n: i64, %holds: i1) attributes {aiopt.format_arguments} {
  cf.assert %holds, "remainder {0} when computing 'n' of {1}, 100% {{x}}"
  func.return
}

// -----

// CHECK: llvm.mlir.global private constant @assert_msg("size {0} mismatch\00")
// CHECK: llvm.func @puts(!llvm.ptr)
// CHECK-NOT: @printf
// CHECK: llvm.call @puts
// IR-LABEL: define {{.*}} @unmarked(
// IR: call void @puts(ptr %{{.*}})
func.func @unmarked(%n: i64, %holds: i1) {
  cf.assert %holds, "size {0} mismatch"
  func.return
}
