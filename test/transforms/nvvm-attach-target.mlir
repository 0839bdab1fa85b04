// RUN: ai-opt %s --nvvm-attach-target="chip=sm_90 features=+ptx80 O=3 module=^ker" | FileCheck %s
// RUN: ai-opt %s --nvvm-attach-target="fast ftz" | FileCheck %s --check-prefix=ALL
// RUN: not ai-opt %s --nvvm-attach-target="module=(" 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">] {
// CHECK: gpu.module @other {
// ALL: gpu.module @kernels [#nvvm.target<flags = {fast, ftz}>] {
// ALL: gpu.module @other [#nvvm.target<flags = {fast, ftz}>] {
// BAD: error: invalid regular expression '(' for the module option
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  gpu.module @other {
  }
}
