// RUN: ai-opt %S/Inputs/vhlo/tanh_add.mlirbc | FileCheck %s --check-prefix=VHLO
// RUN: ai-opt %S/Inputs/vhlo/tanh_add.mlirbc --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo | FileCheck %s
// RUN: ai-runner %S/Inputs/vhlo/tanh_add.mlirbc --random-inputs | FileCheck %s --check-prefix=OUT
// RUN: ai-runner --interpret %S/Inputs/vhlo/tanh_add.mlirbc --random-inputs | FileCheck %s --check-prefix=OUT

// jax.export's portable artifact of `jnp.tanh(x) + 1` (StableHLO bytecode of the vhlo dialect): ai-opt reads it as
// VHLO (as mlir-opt would), the two passes make it StableHLO (as stablehlo-translate --deserialize), and ai-runner
// runs it as it is, compiled or interpreted.

// VHLO: vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>)
// VHLO: "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
// VHLO: } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result">}>]>, sym_visibility = #vhlo.string_v1<"public">}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"})
// CHECK:         %[[T:.*]] = stablehlo.tanh %arg0 : tensor<4xf32>
// CHECK:         stablehlo.add %[[T]], %{{.*}} : tensor<4xf32>

// tanh(random normal inputs) + 1, the same compiled and interpreted
// OUT: out0 = [1.1250719, 0.8686583, 1.5651872, 1.104517 ] : float32[4]
