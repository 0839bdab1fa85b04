// RUN: ai-opt %s --hlo-to-cpu-pipeline -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: ai-opt %s --hlo-to-cpu-pipeline=parallel=false | FileCheck %s --check-prefix=SEQ
// RUN: ai-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LLVMIR
// RUN: ai-opt --help | FileCheck %s --check-prefix=HELP

// The pipeline takes an HLO function all the way to the llvm dialect; with
// llvm.emit_c_interface, the C wrapper takes each memref by pointer. The
// outermost parallel loop (512 x 256 elements: worth starting threads for)
// is outlined and run by the parallel runtime; tanh is a polynomial whose
// multiply-adds are `contract` pairs (LLVM fuses them where the CPU has FMA).

// CHECK-NOT: mhlo.
// CHECK-NOT: func.func
// CHECK-LABEL: llvm.func @main(
// CHECK:         %[[BODY:.*]] = llvm.mlir.addressof @main_parallel_0 : !llvm.ptr
// CHECK:         llvm.call @aiopt_parallel_for(%[[BODY]],
// CHECK-LABEL: llvm.func @_mlir_ciface_main(
// CHECK-SAME:    %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// CHECK:         llvm.call @main(
// CHECK-LABEL: llvm.func internal @main_parallel_0(
// CHECK:         llvm.fmul
// CHECK-NOT:     llvm.intr.tanh
// CHECK:         llvm.fmul {{.*}} {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT:    llvm.fadd {{.*}} {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NOT:     llvm.intr.fma
// CHECK:       llvm.func @aiopt_parallel_for(!llvm.ptr, !llvm.ptr, i64, i64, i64)

// SEQ-LABEL: llvm.func @main(
// SEQ-NOT:     aiopt_parallel_for
// SEQ:         llvm.fmul
// SEQ:         llvm.fadd {{.*}} {fastmathFlags = #llvm.fastmath<contract>} : f32
// SEQ-NOT:   aiopt_parallel_for

// LLVMIR: define void @main(
// LLVMIR:   call void @aiopt_parallel_for(ptr @main_parallel_0,
// LLVMIR: define void @_mlir_ciface_main(ptr %arg0, ptr %arg1, ptr %arg2)
// LLVMIR: define internal void @main_parallel_0(i64 %arg0, i64 %arg1, ptr %arg2)
// LLVMIR:   fmul contract float
// LLVMIR-NEXT: fadd contract float
// LLVMIR: declare void @aiopt_parallel_for(ptr, ptr, i64, i64, i64)

// HELP: --hlo-to-cpu-pipeline {{ *}}Lower stablehlo/mhlo/chlo to the llvm dialect for the CPU
// HELP-NEXT: parallel=<bool = true>

func.func @main(%x: tensor<512x256xf32>, %y: tensor<512x256xf32>) -> tensor<512x256xf32> attributes {llvm.emit_c_interface} {
  %0 = mhlo.multiply %x, %y : tensor<512x256xf32>
  %1 = mhlo.tanh %0 : tensor<512x256xf32>
  func.return %1 : tensor<512x256xf32>
}
