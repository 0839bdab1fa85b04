// llvm.invoke, llvm.landingpad and llvm.resume print as upstream's and parse back, also from the
// generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

llvm.func @foo(i32) -> i32
llvm.func @bar(!llvm.ptr)
llvm.func @vfoo(i32, ...) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

// CHECK-LABEL: llvm.func @invoke_landingpad(
llvm.func @invoke_landingpad(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %null = llvm.mlir.zero : !llvm.ptr
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %cast = llvm.bitcast %ti : !llvm.ptr to !llvm.ptr
  %filter = llvm.mlir.undef : !llvm.array<1 x i8>
  // CHECK: %{{.*}} = llvm.invoke @foo(%{{.*}}) to ^[[OK:.*]] unwind ^[[LPAD:.*]] : (i32) -> i32
  %1 = llvm.invoke @foo(%0) to ^ok unwind ^lpad : (i32) -> i32
^ok:
  // CHECK: %{{.*}} = llvm.invoke %{{.*}}(%{{.*}}) to ^[[NEXT:.*]](%{{.*}} : i32) unwind ^[[LPAD]] : !llvm.ptr, (i32) -> i32
  %2 = llvm.invoke %ti(%0) to ^next(%1 : i32) unwind ^lpad : !llvm.ptr, (i32) -> i32
^lpad:
  // CHECK: %[[LP:.*]] = llvm.landingpad cleanup (catch %{{.*}} : !llvm.ptr) (catch %{{.*}} : !llvm.ptr) (catch %{{.*}} : !llvm.ptr) (filter %{{.*}} : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>{{$}}
  // CHECK-NEXT: llvm.resume %[[LP]] : !llvm.struct<(ptr, i32)>
  %lp = llvm.landingpad cleanup (catch %null : !llvm.ptr) (catch %ti : !llvm.ptr) (catch %cast : !llvm.ptr) (filter %filter : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
^next(%x: i32):
  // CHECK: %{{.*}} = llvm.invoke @vfoo(%{{.*}}, %{{.*}}) to ^{{.*}} unwind ^[[LPAD]] vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %3 = llvm.invoke @vfoo(%0, %x) to ^void unwind ^lpad vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
^void:
  // CHECK: llvm.invoke fastcc @bar(%{{.*}}) to ^{{.*}} unwind ^[[LPAD]] {tag} : (!llvm.ptr) -> ()
  llvm.invoke fastcc @bar(%null) to ^done unwind ^lpad {tag} : (!llvm.ptr) -> ()
^done:
  // CHECK: llvm.landingpad (catch
  %lp2 = llvm.landingpad (catch %null : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
