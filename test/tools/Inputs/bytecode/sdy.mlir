module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  sdy.mesh @mesh2 = <["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y":(1)2}p1], replicated={"y":(2)2}>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["q"=2]>, [{?}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"x"}>}) {
    %0 = stablehlo.custom_call @foo(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}], unreduced={"y"}>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk], [i, l])->([i, l]) {i=8, j=2, k=4, l=8} reduction={j} need_replication={k} permutation={l} blocked_propagation={i}, custom>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.add %0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh2, [{"a"}, {"b"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<4x8xf32>) {
      sdy.return %arg2 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
}
