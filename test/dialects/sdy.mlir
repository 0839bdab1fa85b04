// Shardy (`sdy`) as JAX exports it (jax 0.10): meshes, shardings on arguments, results and ops, sharding
// constraints, reshards and manual computations (`shard_map`) parse and print back in upstream's syntax
// (openxla/shardy's tensor_sharding_parse_print.mlir and manual_computation_parse_print.mlir), in the
// custom and the generic form.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK: sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
// CHECK: sdy.mesh @foo = <["a"=2, "b"=4]>
sdy.mesh @foo = <["a"=2, "b"=4]>
// CHECK: sdy.mesh @bar = <["a"=4, "b"=2]>
sdy.mesh @bar = <["a"=4, "b"=2]>
// CHECK: sdy.mesh @maximal_mesh = <[], device_ids=[0]>
sdy.mesh @maximal_mesh = <[], device_ids=[0]>
// CHECK: sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
sdy.mesh @permuted = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>

// CHECK-LABEL: func.func @jit_shardings
// CHECK-SAME{LITERAL}: (%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
func.func @jit_shardings(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @constraint_and_reshard
// CHECK-NEXT{LITERAL}: %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
// CHECK-NEXT{LITERAL}: %1 = sdy.reshard %0 <@mesh, [{"x", ?}, {?}], replicated={"y"}> : tensor<8x4xf32>
// CHECK-NEXT{LITERAL}: %2 = sdy.sharding_constraint %1 <mesh<["a"=2]>, [{"a"}, {}]> {note = 1 : i64} : tensor<8x4xf32>
func.func @constraint_and_reshard(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
  %1 = sdy.reshard %0 <@mesh, [{"x", ?}, {?}], replicated={"y"}> : tensor<8x4xf32>
  %2 = sdy.sharding_constraint %1 <mesh<["a"=2]>, [{"a"}, {}]> {note = 1} : tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @per_value
func.func @per_value(%arg0 : tensor<8x8xf32>, %arg1 : tensor<8x8xf32>) -> tensor<8x8xf32> {
  // CHECK-NEXT{LITERAL}: #sdy.sharding_per_value<[<@foo, [{"a"}, {"b":(2)2}]>]>
  %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@foo, [{"a"}, {"b":(2)2}]>]>} : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: #sdy.sharding_per_value<[<@bar, [{"a":(1)2, "b", "a":(2)2}, {}]>]>
  %1 = stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@bar, [{"a":(1)2, "b", "a":(2)2}, {}]>]>} : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: #sdy.sharding_per_value<[<@foo, [{"a"}p0, {"b"}p1]>]>
  %2 = stablehlo.add %1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@foo, [{"a"}p0, {"b"}p1]>]>} : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: #sdy.sharding_per_value<[<@foo, [{"a", "b", ?}, {?}p2]>]>
  %3 = stablehlo.add %2, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@foo, [{"a", "b", ?}, {?}p2]>]>} : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: #sdy.sharding_per_value<[<@foo, [{}, {}], replicated={"a"}, unreduced={"b":(1)2}>]>
  %4 = stablehlo.add %3, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@foo, [{}, {}], replicated={"a"}, unreduced={"b":(1)2}>]>} : tensor<8x8xf32>
  // CHECK-NEXT{LITERAL}: #sdy.sharding_per_value<[<@foo, [{}, {}], unreduced=max{"a"}>]>
  %5 = stablehlo.add %4, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@foo, [{}, {}], unreduced=max{"a"}>]>} : tensor<8x8xf32>
  // CHECK-NEXT: return {sdy.sharding = #sdy.sharding_per_value<[]>} %4
  return {sdy.sharding = #sdy.sharding_per_value<[]>} %4 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @shard_map
// CHECK-NEXT{LITERAL}: %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
// CHECK-NEXT:   %[[S:.*]] = "stablehlo.all_reduce"(%arg1)
// CHECK:        %[[G:.*]] = "stablehlo.all_gather"(%arg1)
// CHECK-NEXT:   sdy.return %[[S]], %[[G]] : tensor<4x2xf32>, tensor<4x4xf32>
// CHECK-NEXT: } : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>)
func.func @shard_map(%arg0: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>) {
  %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<4x2xf32>) {
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4x2xf32>) -> tensor<4x4xf32>
    sdy.return %1, %2 : tensor<4x2xf32>, tensor<4x4xf32>
  } : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>)
  return %0#0, %0#1 : tensor<4x4xf32>, tensor<8x4xf32>
}

// CHECK-LABEL: func.func @no_inputs_or_outputs
// CHECK-NEXT: sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
// CHECK-NEXT:   sdy.return
// CHECK-NEXT: } : () -> ()
func.func @no_inputs_or_outputs() {
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={} () {
    sdy.return
  } : () -> ()
  func.return
}

// CHECK-LABEL: func.func @nested
// CHECK-NEXT{LITERAL}: %0 = sdy.manual_computation(%arg0) in_shardings=[<@foo, [{"a", ?}, {?}]>] out_shardings=[<@foo, [{?}, {?}], replicated={"a"}>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
// CHECK-NEXT{LITERAL}:   %1 = sdy.manual_computation(%arg1) in_shardings=[<@foo, [{"b", ?}, {?}]>] out_shardings=[<@foo, [{"b", ?}, {?}]>] manual_axes={"b"} (%arg2: tensor<2x32xf32>) {
// CHECK-NEXT:              stablehlo.add
// CHECK-NEXT:              sdy.return
// CHECK-NEXT:            } : (tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT:            sdy.return %1 : tensor<8x32xf32>
// CHECK-NEXT:          } : (tensor<16x32xf32>) -> tensor<8x32xf32>
func.func @nested(%arg0: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@foo, [{"a", ?}, {?}]>] out_shardings=[<@foo, [{?}, {?}], replicated={"a"}>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
    %1 = sdy.manual_computation(%arg1) in_shardings=[<@foo, [{"b", ?}, {?}]>] out_shardings=[<@foo, [{"b", ?}, {?}]>] manual_axes={"b"} (%arg2: tensor<2x32xf32>) {
      %2 = stablehlo.add %arg2, %arg2 : tensor<2x32xf32>
      sdy.return %2 : tensor<2x32xf32>
    } : (tensor<8x32xf32>) -> tensor<8x32xf32>
    sdy.return %1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<8x32xf32>
  func.return %0: tensor<8x32xf32>
}

// shard_alike's groups (upstream's sharding_group_parse_print.mlir).
// CHECK-LABEL: func.func @add_to_default_group_type
// CHECK-NEXT: sdy.sharding_group %arg0 group_id=21 : tensor<8xf32>
// CHECK-NEXT: sdy.sharding_group %arg0 group_id=-1 {note} : tensor<8xf32>
func.func @add_to_default_group_type(%arg0: tensor<8xf32>) {
  sdy.sharding_group %arg0 group_id=21 : tensor<8xf32>
  sdy.sharding_group %arg0 group_id=-1 {note} : tensor<8xf32>
  func.return
}

// Unreduced axes may be dropped while others are introduced (as sums); kept ones keep their reduction.
// CHECK-LABEL: func.func @reshard_drop_and_introduce
// CHECK-NEXT{LITERAL}: %0 = sdy.reshard %arg0 <@mesh, [{}], unreduced={"x", "y"}> : tensor<8xf32>
// CHECK-NEXT{LITERAL}: %1 = sdy.sharding_constraint %arg1 <@mesh, [{}], unreduced=max{"x"}> : tensor<8xf32>
func.func @reshard_drop_and_introduce(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced={"x"}>}, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x", "y"}>}) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{}], unreduced={"x", "y"}> : tensor<8xf32>
  %1 = sdy.sharding_constraint %arg1 <@mesh, [{}], unreduced=max{"x"}> : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// Named computations, propagation barriers and constants (upstream's named_computation_parse_print.mlir,
// propagation_barrier_parse_print.mlir, constant_parse_print.mlir).
// CHECK-LABEL: func.func @named_computation
// CHECK-NEXT{LITERAL}: %0:2 = sdy.named_computation<"foo">(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, []>] out_shardings=[<@mesh, [{"y"}, {}]>, <@mesh, []>] (%arg2: tensor<8x2xi32>, %arg3: !stablehlo.token) {
// CHECK-NEXT:   sdy.return %arg2, %arg3 : tensor<8x2xi32>, !stablehlo.token
// CHECK-NEXT: } : (tensor<8x2xi32>, !stablehlo.token) -> (tensor<8x2xi32>, !stablehlo.token)
// CHECK-NEXT: %1 = sdy.named_computation<"bar">(%0#0) (%arg2: tensor<8x2xi32>) {
// CHECK-NEXT:   sdy.return %arg2 : tensor<8x2xi32>
// CHECK-NEXT: } : (tensor<8x2xi32>) -> tensor<8x2xi32>
// CHECK-NEXT: %2 = sdy.constant dense<1.000000e+00> : tensor<8x16xf32>
// CHECK-NEXT{LITERAL}: %3 = sdy.propagation_barrier %2 allowed_direction=BACKWARD {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT: %4 = sdy.propagation_barrier %3 allowed_direction=NONE : tensor<8x16xf32>
// CHECK-NEXT: %5 = sdy.propagation_barrier %4 allowed_direction=FORWARD : tensor<8x16xf32>
func.func @named_computation(%arg0: tensor<8x2xi32>, %arg1: !stablehlo.token) -> (tensor<8x2xi32>, !stablehlo.token, tensor<8x16xf32>) {
  %0:2 = sdy.named_computation<"foo">(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, []>] out_shardings=[<@mesh, [{"y"}, {}]>, <@mesh, []>] (%arg2: tensor<8x2xi32>, %arg3: !stablehlo.token) {
    sdy.return %arg2, %arg3 : tensor<8x2xi32>, !stablehlo.token
  } : (tensor<8x2xi32>, !stablehlo.token) -> (tensor<8x2xi32>, !stablehlo.token)
  %1 = sdy.named_computation<"bar">(%0#0) (%arg2: tensor<8x2xi32>) {
    sdy.return %arg2 : tensor<8x2xi32>
  } : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %2 = sdy.constant dense<1.000000e+00> : tensor<8x16xf32>
  %3 = sdy.propagation_barrier %2 allowed_direction=BACKWARD {sdy.sharding=#sdy.sharding_per_value<[<@mesh, [{"x",?}, {}]>]>} : tensor<8x16xf32>
  %4 = sdy.propagation_barrier %3 allowed_direction=NONE : tensor<8x16xf32>
  %5 = sdy.propagation_barrier %4 allowed_direction=FORWARD : tensor<8x16xf32>
  return %1, %0#1, %5 : tensor<8x2xi32>, !stablehlo.token, tensor<8x16xf32>
}

// A data flow edge (what Shardy's propagation puts on a while op's results), with and without a sharding.
// CHECK-LABEL: func.func @data_flow_edge
// CHECK-NEXT: stablehlo.optimization_barrier
// CHECK-NEXT{LITERAL}: %1 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x"}, {?}]> : tensor<8x4xf32>
// CHECK-NEXT: %2 = sdy.data_flow_edge %0#1 : tensor<8x4xf32>
func.func @data_flow_edge(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %0:2 = stablehlo.optimization_barrier %arg0, %arg0 : tensor<8x4xf32>, tensor<8x4xf32>
  %1 = sdy.data_flow_edge %0#0 sharding=<@mesh, [{"x"}, {?}]> : tensor<8x4xf32>
  %2 = sdy.data_flow_edge %0#1 : tensor<8x4xf32>
  return %1, %2 : tensor<8x4xf32>, tensor<8x4xf32>
}

// Free axes: the body's shapes divide by the manual axes only.
// CHECK-LABEL: func.func @free_axis
// CHECK{LITERAL}: manual_axes={"a"} (%arg1: tensor<8x32xf32>)
func.func @free_axis(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@foo, [{"a", "b"}, {?}]>] out_shardings=[<@foo, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
    sdy.return %arg1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  func.return %0: tensor<16x32xf32>
}

// Shardy's sharding rule on a custom call, as JAX exports LAPACK calls: kept as text.
// CHECK-LABEL: func.func @potrf
// CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>
func.func @potrf(%a: tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<5x5xf32>, tensor<i32>
}

// Nested brackets and quoted strings stay as they are.
// CHECK-LABEL: func.func @nested_rule
// CHECK: r = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2} reduction={"a>"}, custom>
func.func @nested_rule() {
  "test.op"() {r = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2} reduction={"a>"}, custom>} : () -> ()
  func.return
}

// Each attribute alone.
// CHECK-LABEL: func.func @standalone
// Alone, those whose upstream format does not start with `<` print in the opaque form, as mlir-opt and jaxlib do;
// the pretty form aiopt printed before is still read.
// CHECK-SAME{LITERAL}: a = #sdy.mesh<["a"=2], device_ids=[1, 0]>, b = #sdy<mesh_axis"a"=2>, c = #sdy<axis_ref"a":(1)2>, d = #sdy<dimension_sharding{"a", ?}p1>, e = #sdy<manual_axes{"a"}>, f = #sdy<sub_axis_info(1)2>
func.func @standalone() attributes {a = #sdy.mesh<["a"=2], device_ids=[1, 0]>, b = #sdy.mesh_axis<"a"=2>, c = #sdy.axis_ref<"a":(1)2>, d = #sdy.dimension_sharding<{"a", ?}p1>, e = #sdy.manual_axes<{"a"}>, f = #sdy.sub_axis_info<(1)2>} {
  func.return
}

// The opaque forms mlir-opt and jaxlib print read back the same.
// CHECK-LABEL: func.func @standalone_upstream
// CHECK-SAME{LITERAL}: b = #sdy<mesh_axis"a"=2>, c = #sdy<axis_ref"a":(1)2>, d = #sdy<dimension_sharding{"a", ?}p1>, e = #sdy<manual_axes{"a", "b"}>, f = #sdy<sub_axis_info(1)2>, g = #sdy<all_to_all_param{"x"}: 0->1>
func.func @standalone_upstream() attributes {b = #sdy<mesh_axis"a"=2>, c = #sdy<axis_ref"a":(1)2>, d = #sdy<dimension_sharding{"a", ?}p1>, e = #sdy<manual_axes{"a", "b"}>, f = #sdy<sub_axis_info(1)2>, g = #sdy<all_to_all_param{"x"}: 0->1>} {
  func.return
}

// A mesh name that is not a bare identifier is quoted where a sharding names it, as where the mesh defines it,
// and an axis name with a newline prints it escaped: both read back (they printed `@mesh中` and a raw newline).
// CHECK: sdy.mesh @"mesh\E4\B8\AD" = <["x\0Ay"=2]>
// CHECK-LABEL: func.func @quoted_names
// CHECK-SAME{LITERAL}: {sdy.sharding = #sdy.sharding<@"mesh\E4\B8\AD", [{"x\0Ay"}]>}
// CHECK: sdy.sharding_constraint %{{.*}} <@"mesh\E4\B8\AD", [{}]>
sdy.mesh @"mesh中" = <["x\0Ay"=2]>
func.func @quoted_names(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@"mesh中", [{"x\0Ay"}]>}) -> tensor<8xf32> {
  %0 = sdy.sharding_constraint %a <@"mesh中", [{}]> : tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
