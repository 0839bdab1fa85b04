module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xcomplex<f32>>, %arg1: tensor<2x4x3xcomplex<f32>>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<2x3xf32> {jax.result_info = "result[3]"}, tensor<2x4x3xf32> {jax.result_info = "result[4]"}, tensor<2x4x3xcomplex<f32>> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.real %arg0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %2 = stablehlo.negate %1 : tensor<3x3xf32>
    %3 = stablehlo.complex %0, %2 : tensor<3x3xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f32>>
    %6:2 = call @eigh(%5) : (tensor<3x3xcomplex<f32>>) -> (tensor<3xf32>, tensor<3x3xcomplex<f32>>)
    %7:3 = call @svd(%arg1) : (tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>)
    %8 = stablehlo.abs %6#1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %9 = stablehlo.convert %6#0 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %12 = stablehlo.multiply %6#1, %11 : tensor<3x3xcomplex<f32>>
    %13 = stablehlo.real %6#1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %14 = stablehlo.imag %6#1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %15 = stablehlo.negate %14 : tensor<3x3xf32>
    %16 = stablehlo.complex %13, %15 : tensor<3x3xcomplex<f32>>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %18 = stablehlo.dot_general %12, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %19 = stablehlo.abs %7#0 : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xf32>
    %20 = stablehlo.broadcast_in_dim %7#1, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %21 = stablehlo.convert %20 : (tensor<2x1x3xf32>) -> tensor<2x1x3xcomplex<f32>>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %23 = stablehlo.multiply %7#0, %22 : tensor<2x4x3xcomplex<f32>>
    %24 = stablehlo.dot_general %23, %7#2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    return %6#0, %8, %18, %7#1, %19, %24 : tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2x4x3xf32>, tensor<2x4x3xcomplex<f32>>
  }
  func.func private @eigh(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3xf32>, tensor<3x3xcomplex<f32>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %3 = stablehlo.negate %2 : tensor<3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<3x3xcomplex<f32>>
    %8:3 = stablehlo.custom_call @lapack_cheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<3xi1>, tensor<3xf32>
    return %18, %14 : tensor<3xf32>, tensor<3x3xcomplex<f32>>
  }
  func.func private @svd(%arg0: tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=4, k=3, l=4, m=3, n=3, o=4, p=3, q=3, r=3}, custom>} : (tensor<2x4x3xcomplex<f32>>) -> (tensor<2x4x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2x4x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x3xi1>, tensor<2x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x4x3xi1>, tensor<2x4x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %10, %6, %14 : tensor<2x4x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>
  }
}
