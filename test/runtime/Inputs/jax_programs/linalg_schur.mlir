module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>, %arg1: tensor<3x4x4xf32>, %arg2: tensor<4x4xcomplex<f32>>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<f32> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}, tensor<5xf32> {jax.result_info = "result[8]"}, tensor<5xf32> {jax.result_info = "result[9]"}, tensor<3xf32> {jax.result_info = "result[10]"}, tensor<3xf32> {jax.result_info = "result[11]"}, tensor<3xf32> {jax.result_info = "result[12]"}, tensor<f32> {jax.result_info = "result[13]"}, tensor<f32> {jax.result_info = "result[14]"}, tensor<f32> {jax.result_info = "result[15]"}, tensor<4xf32> {jax.result_info = "result[16]"}, tensor<4xf32> {jax.result_info = "result[17]"}, tensor<4xf32> {jax.result_info = "result[18]"}) {
    %0:2 = call @_schur(%arg0) : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>)
    %1:2 = call @_schur_0(%arg0) : (tensor<5x5xf32>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>)
    %2:2 = call @_schur_1(%arg1) : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4x4xf32>)
    %3:5 = stablehlo.custom_call @lapack_cgees_ffi(%arg2) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %5 = stablehlo.compare EQ, %3#4, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %9 = stablehlo.select %8, %3#0, %7 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %10 = stablehlo.abs %arg0 : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %13 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %15 = stablehlo.subtract %14, %arg0 : tensor<5x5xf32>
    %16 = stablehlo.abs %15 : tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.divide %17, %11 : tensor<f32>
    %19 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %20 = stablehlo.dot_general %19, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %21 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %22 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %24 = stablehlo.add %21, %23 : tensor<5x5xi32>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %26 = stablehlo.convert %25 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %27 = stablehlo.subtract %20, %26 : tensor<5x5xf32>
    %28 = stablehlo.abs %27 : tensor<5x5xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %30 = call @tril(%0#0) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %31 = stablehlo.abs %30 : tensor<5x5xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %33 = call @eigvals(%0#0) : (tensor<5x5xf32>) -> tensor<5xcomplex<f32>>
    %34 = stablehlo.real %33 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %35 = call @sort(%34) : (tensor<5xf32>) -> tensor<5xf32>
    %36 = stablehlo.imag %33 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %37 = call @sort(%36) : (tensor<5xf32>) -> tensor<5xf32>
    %38 = stablehlo.abs %arg0 : tensor<5x5xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_5) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.dot_general %1#1, %1#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %41 = stablehlo.real %1#1 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %42 = stablehlo.imag %1#1 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %43 = stablehlo.negate %42 : tensor<5x5xf32>
    %44 = stablehlo.complex %41, %43 : tensor<5x5xcomplex<f32>>
    %45 = stablehlo.transpose %44, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %46 = stablehlo.dot_general %40, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %47 = stablehlo.convert %arg0 : (tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %48 = stablehlo.subtract %46, %47 : tensor<5x5xcomplex<f32>>
    %49 = stablehlo.abs %48 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_6) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.divide %50, %39 : tensor<f32>
    %52 = stablehlo.real %1#1 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %53 = stablehlo.imag %1#1 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %54 = stablehlo.negate %53 : tensor<5x5xf32>
    %55 = stablehlo.complex %52, %54 : tensor<5x5xcomplex<f32>>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %57 = stablehlo.dot_general %56, %1#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %58 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %59 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %61 = stablehlo.add %58, %60 : tensor<5x5xi32>
    %62 = stablehlo.compare EQ, %61, %59, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %63 = stablehlo.convert %62 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %64 = stablehlo.convert %63 : (tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %65 = stablehlo.subtract %57, %64 : tensor<5x5xcomplex<f32>>
    %66 = stablehlo.abs %65 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_8) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %68 = call @tril_2(%1#0) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %69 = stablehlo.abs %68 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_9) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %71 = call @eigvals_3(%1#0) : (tensor<5x5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %72 = stablehlo.real %71 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %73 = call @sort(%72) : (tensor<5xf32>) -> tensor<5xf32>
    %74 = stablehlo.imag %71 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %75 = call @sort(%74) : (tensor<5xf32>) -> tensor<5xf32>
    %76 = stablehlo.abs %arg1 : tensor<3x4x4xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_10) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<3x4x4xf32>, tensor<f32>) -> tensor<3xf32>
    %78 = stablehlo.dot_general %2#1, %2#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %79 = stablehlo.transpose %2#1, dims = [0, 2, 1] : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %80 = stablehlo.dot_general %78, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %81 = stablehlo.subtract %80, %arg1 : tensor<3x4x4xf32>
    %82 = stablehlo.abs %81 : tensor<3x4x4xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_11) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<3x4x4xf32>, tensor<f32>) -> tensor<3xf32>
    %84 = stablehlo.divide %83, %77 : tensor<3xf32>
    %85 = stablehlo.transpose %2#1, dims = [0, 2, 1] : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %86 = stablehlo.dot_general %85, %2#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %87 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %88 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %90 = stablehlo.add %87, %89 : tensor<4x4xi32>
    %91 = stablehlo.compare EQ, %90, %88, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %92 = stablehlo.convert %91 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<3x4x4xf32>
    %95 = stablehlo.subtract %86, %94 : tensor<3x4x4xf32>
    %96 = stablehlo.abs %95 : tensor<3x4x4xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_13) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<3x4x4xf32>, tensor<f32>) -> tensor<3xf32>
    %98 = call @tril_4(%2#0) : (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>
    %99 = stablehlo.abs %98 : tensor<3x4x4xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_14) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<3x4x4xf32>, tensor<f32>) -> tensor<3xf32>
    %101 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %102 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %104 = stablehlo.concatenate %101, %102, %103, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
    %105 = stablehlo.transpose %104, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %107 = stablehlo.slice %106 [0:1, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %108 = stablehlo.reshape %107 : (tensor<1x3xf32>) -> tensor<3xf32>
    %109 = stablehlo.slice %106 [1:2, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %110 = stablehlo.reshape %109 : (tensor<1x3xf32>) -> tensor<3xf32>
    %111 = stablehlo.slice %106 [2:3, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x3xf32>) -> tensor<3xf32>
    %113:2 = call @_schur_5(%arg2) : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    %114 = stablehlo.abs %arg2 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_15) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %116 = stablehlo.dot_general %113#1, %113#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %117 = stablehlo.real %113#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %118 = stablehlo.imag %113#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %119 = stablehlo.negate %118 : tensor<4x4xf32>
    %120 = stablehlo.complex %117, %119 : tensor<4x4xcomplex<f32>>
    %121 = stablehlo.transpose %120, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %122 = stablehlo.dot_general %116, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %123 = stablehlo.subtract %122, %arg2 : tensor<4x4xcomplex<f32>>
    %124 = stablehlo.abs %123 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_16) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %126 = stablehlo.divide %125, %115 : tensor<f32>
    %127 = stablehlo.real %113#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %128 = stablehlo.imag %113#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %129 = stablehlo.negate %128 : tensor<4x4xf32>
    %130 = stablehlo.complex %127, %129 : tensor<4x4xcomplex<f32>>
    %131 = stablehlo.transpose %130, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %132 = stablehlo.dot_general %131, %113#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %133 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %134 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %135 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %136 = stablehlo.add %133, %135 : tensor<4x4xi32>
    %137 = stablehlo.compare EQ, %136, %134, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %138 = stablehlo.convert %137 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %139 = stablehlo.convert %138 : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %140 = stablehlo.subtract %132, %139 : tensor<4x4xcomplex<f32>>
    %141 = stablehlo.abs %140 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_18) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %143 = call @tril_6(%113#0) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %144 = stablehlo.abs %143 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_19) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %146 = call @eigvals_7(%113#0) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %147 = stablehlo.real %146 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %148 = call @sort_8(%147) : (tensor<4xf32>) -> tensor<4xf32>
    %149 = stablehlo.imag %146 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %150 = call @sort_8(%149) : (tensor<4xf32>) -> tensor<4xf32>
    %151 = call @eigvals_7(%9) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %152 = stablehlo.real %151 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %153 = call @sort_8(%152) : (tensor<4xf32>) -> tensor<4xf32>
    return %18, %29, %32, %35, %37, %51, %67, %70, %73, %75, %108, %110, %112, %126, %142, %145, %148, %150, %153 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_schur(%arg0: tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>) {
    %0:6 = stablehlo.custom_call @lapack_sgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [p], [], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xf32>
    return %6, %10 : tensor<5x5xf32>, tensor<5x5xf32>
  }
  func.func private @_schur_0(%arg0: tensor<5x5xf32>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) {
    %0 = stablehlo.convert %arg0 : (tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %1:5 = stablehlo.custom_call @lapack_cgees_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %11 = stablehlo.select %10, %1#1, %9 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    return %7, %11 : tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>
  }
  func.func private @_schur_1(%arg0: tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4x4xf32>) {
    %0:6 = stablehlo.custom_call @lapack_sgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n, o], [i, p], [i, q], [i], [i]) {i=3, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<3x4x4xf32>) -> (tensor<3x4x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3xi32>, tensor<3xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x4x4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    return %6, %10 : tensor<3x4x4xf32>, tensor<3x4x4xf32>
  }
  func.func private @tril(%arg0: tensor<5x5xf32>) -> tensor<5x5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xf32>
    return %6 : tensor<5x5xf32>
  }
  func.func private @eigvals(%arg0: tensor<5x5xf32>) -> tensor<5xcomplex<f32>> {
    %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<5xi1>, tensor<5xcomplex<f32>>
    return %7 : tensor<5xcomplex<f32>>
  }
  func.func private @sort(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<5xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @tril_2(%arg0: tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    return %6 : tensor<5x5xcomplex<f32>>
  }
  func.func private @eigvals_3(%arg0: tensor<5x5xcomplex<f32>>) -> tensor<5xcomplex<f32>> {
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5xi1>, tensor<5xcomplex<f32>>
    return %6 : tensor<5xcomplex<f32>>
  }
  func.func private @tril_4(%arg0: tensor<3x4x4xf32>) -> tensor<3x4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<3x4x4xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<3x4x4xf32>
    %8 = stablehlo.select %6, %arg0, %7 : tensor<3x4x4xi1>, tensor<3x4x4xf32>
    return %8 : tensor<3x4x4xf32>
  }
  func.func private @_schur_5(%arg0: tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %6, %10 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
  func.func private @tril_6(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %6 : tensor<4x4xcomplex<f32>>
  }
  func.func private @eigvals_7(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<4xi1>, tensor<4xcomplex<f32>>
    return %6 : tensor<4xcomplex<f32>>
  }
  func.func private @sort_8(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
