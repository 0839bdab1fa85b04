// RUN: ai-opt %s --convert-mhlo-to-linalg --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: ai-opt %s --convert-mhlo-to-linalg --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-linalg-to-parallel-loops --gpu-tile-parallel-loops --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --gpu-kernel-outlining --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=GPU

// The ops a lowering creates carry the location of the op they replace (line 23),
// so that a later error points at the HLO op rather than at the function.
// CHECK-LABEL: func.func @exp
// CHECK: tensor.empty(%{{.*}}) : tensor<?xf32> loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
// CHECK: linalg.generic
// CHECK: math.exp %{{.*}} : f32 loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
// CHECK: linalg.yield %{{.*}} : f32 loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
// CHECK-NEXT: } -> tensor<?xf32> loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)

// So do the loops, the launch and the kernel the GPU passes make of them.
// GPU-LABEL: func.func @exp
// GPU: gpu.launch_func @exp_kernel::@exp_kernel {{.*}} loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
// GPU: gpu.module @exp_kernel {
// GPU-NEXT: gpu.func @exp_kernel
// GPU: math.exp %{{.*}} : f32 loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
// GPU: gpu.return loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
// GPU-NEXT: } loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
// GPU-NEXT: } loc("{{.*}}mhlo-to-linalg-locations.mlir":23:8)
func.func @exp(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = mhlo.exponential %x : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
