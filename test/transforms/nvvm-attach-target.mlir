// RUN: ai-opt %s --nvvm-attach-target="chip=sm_90 features=+ptx80 O=3 module=^ker" | FileCheck %s
// RUN: ai-opt %s --nvvm-attach-target="fast ftz" | FileCheck %s --check-prefix=ALL
// RUN: not ai-opt %s --nvvm-attach-target="module=(" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ai-opt %s --nvvm-attach-target="features=bogus" 2>&1 | FileCheck %s --check-prefix=FEATURES
// RUN: not ai-opt %s --nvvm-attach-target="chip=gfx90a" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not ai-opt %s --nvvm-attach-target="O=4" 2>&1 | FileCheck %s --check-prefix=OPT

// CHECK: gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">] {
// CHECK: gpu.module @other {
// ALL: gpu.module @kernels [#nvvm.target<flags = {fast, ftz}>] {
// ALL: gpu.module @other [#nvvm.target<flags = {fast, ftz}>] {
// BAD: error: invalid regular expression '(' for the module option
// FEATURES: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'features': unknown feature 'bogus' (expected +ptxNN, e.g. +ptx80)
// CHIP: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'chip': unknown chip 'gfx90a' (expected sm_NN, e.g. sm_90)
// OPT: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'O': must be between 0 and 3, got 4
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  gpu.module @other {
  }
}
