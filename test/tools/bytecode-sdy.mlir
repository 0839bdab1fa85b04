// jaxlib's bytecode of a module with Shardy attributes (Inputs/bytecode/make_sdy_fixture.py): the sdy
// dialect's custom encodings read as the module's text does; our bytecode of it (the textual fallback for sdy's
// attributes) reads back the same. A JAX portable artifact's LAPACK custom call carries an op_sharding_rule.

// RUN: ai-opt %S/Inputs/bytecode/sdy.mlirbc | FileCheck %s
// RUN: ai-opt %S/Inputs/bytecode/sdy.mlirbc --emit-bytecode | ai-opt | FileCheck %s
// RUN: ai-opt %S/../lowering/Inputs/vhlo/qr.mlirbc --vhlo-legalize-to-stablehlo | FileCheck %s --check-prefix=QR

// CHECK: sdy.mesh @mesh = <["x"=2, "y"=4]>
// CHECK: sdy.mesh @mesh2 = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
// CHECK-LABEL: func.func @main
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y":(1)2}p1], replicated={"y":(2)2}>}
// CHECK-SAME: {sdy.sharding = #sdy.sharding<mesh<["q"=2]>, [{?}, {}]>}
// CHECK-SAME: -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"x"}>})
// CHECK: stablehlo.custom_call @foo(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}], unreduced={"y"}>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk], [i, l])->([i, l]) {i=8, j=2, k=4, l=8} reduction={j} need_replication={k} permutation={l} blocked_propagation={i}, custom>}
// CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>
// CHECK: sdy.manual_computation(%{{.*}}) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"}

// QR-LABEL: func.func public @main
// QR: stablehlo.custom_call @lapack_sgeqrf_ffi(%{{.*}}) {{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>}
