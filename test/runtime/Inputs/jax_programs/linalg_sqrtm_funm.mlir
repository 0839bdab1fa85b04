module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<3x3xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %2, %4 : tensor<4x4xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %7 = stablehlo.convert %6 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %8 = stablehlo.add %1, %7 : tensor<4x4xf32>
    %9 = call @_sqrtm(%8) : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %10 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %11 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %13 = stablehlo.add %10, %12 : tensor<4x4xi32>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %15 = stablehlo.convert %14 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<4x4xf32>
    %18 = stablehlo.add %arg1, %17 : tensor<4x4xf32>
    %19 = call @_sqrtm(%18) : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %20 = stablehlo.real %arg2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %21 = stablehlo.imag %arg2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %22 = stablehlo.negate %21 : tensor<3x3xf32>
    %23 = stablehlo.complex %20, %22 : tensor<3x3xcomplex<f32>>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %25 = stablehlo.dot_general %arg2, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %26 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %27 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %29 = stablehlo.add %26, %28 : tensor<3x3xi32>
    %30 = stablehlo.compare EQ, %29, %27, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %31 = stablehlo.convert %30 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %32 = stablehlo.convert %31 : (tensor<3x3xf32>) -> tensor<3x3xcomplex<f32>>
    %33 = stablehlo.add %25, %32 : tensor<3x3xcomplex<f32>>
    %34 = call @_sqrtm_2(%33) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %36 = stablehlo.multiply %arg1, %35 : tensor<4x4xf32>
    %37:2 = call @_schur_10(%36) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    %38:2 = call @rsf2csf(%37#0, %37#1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    %39 = call @_diag(%38#0) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %40 = stablehlo.real %39 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %41 = stablehlo.imag %39 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.compare EQ, %40, %42, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %44 = stablehlo.sine %40 : tensor<4xf32>
    %45 = stablehlo.cosine %40 : tensor<4xf32>
    %46 = stablehlo.exponential_minus_one %41 : tensor<4xf32>
    %47 = stablehlo.negate %41 : tensor<4xf32>
    %48 = stablehlo.exponential_minus_one %47 : tensor<4xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.divide %49, %50 : tensor<4xf32>
    %52 = stablehlo.add %46, %48 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.add %52, %53 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.divide %54, %55 : tensor<4xf32>
    %57 = stablehlo.multiply %44, %56 : tensor<4xf32>
    %58 = stablehlo.multiply %45, %51 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.complex %59, %58 : tensor<4xcomplex<f32>>
    %61 = stablehlo.complex %57, %58 : tensor<4xcomplex<f32>>
    %62 = stablehlo.select %43, %60, %61 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %63 = call @_diag_0(%62) : (tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %64 = call @_algorithm_11_1_1(%63, %38#0) : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %65 = stablehlo.dot_general %38#1, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %66 = stablehlo.real %38#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %67 = stablehlo.imag %38#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %68 = stablehlo.negate %67 : tensor<4x4xf32>
    %69 = stablehlo.complex %66, %68 : tensor<4x4xcomplex<f32>>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %71 = stablehlo.dot_general %65, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %73 = stablehlo.multiply %arg1, %72 : tensor<4x4xf32>
    %74:2 = call @_schur_10(%73) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
    %75:2 = call @rsf2csf(%74#0, %74#1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    %76 = call @_diag(%75#0) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %77 = stablehlo.exponential %76 : tensor<4xcomplex<f32>>
    %78 = call @_diag_0(%77) : (tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %79 = call @_algorithm_11_1_1(%78, %75#0) : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %80 = stablehlo.dot_general %75#1, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %81 = stablehlo.real %75#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %82 = stablehlo.imag %75#1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %83 = stablehlo.negate %82 : tensor<4x4xf32>
    %84 = stablehlo.complex %81, %83 : tensor<4x4xcomplex<f32>>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %86 = stablehlo.dot_general %80, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %9, %19, %34, %71, %86 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
  func.func private @_sqrtm(%arg0: tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>> {
    %0:2 = call @_schur(%arg0) : (tensor<4x4xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    %1 = call @_sqrtm_triu(%0#0) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.dot_general %0#1, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %5 = stablehlo.imag %3 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %6 = stablehlo.negate %5 : tensor<4x4xf32>
    %7 = stablehlo.complex %4, %6 : tensor<4x4xcomplex<f32>>
    %8 = stablehlo.dot_general %2, %7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %8 : tensor<4x4xcomplex<f32>>
  }
  func.func private @_schur(%arg0: tensor<4x4xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) {
    %0 = stablehlo.convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %1:5 = stablehlo.custom_call @lapack_cgees_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %11 = stablehlo.select %10, %1#1, %9 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %7, %11 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
  func.func private @_sqrtm_triu(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = call @_diag(%arg0) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = stablehlo.sqrt %0 : tensor<4xcomplex<f32>>
    %2 = call @_diag_0(%1) : (tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %1, %iterArg_2 = %c_0, %iterArg_3 = %c, %iterArg_4 = %2) : tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_3, %iterArg_4) : (tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<4x4xcomplex<f32>>) -> (tensor<i32>, tensor<4x4xcomplex<f32>>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %5, %4#0, %4#1 : tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>
    }
    return %3#4 : tensor<4x4xcomplex<f32>>
  }
  func.func private @_diag(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = call @diagonal(%arg0) : (tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
  func.func private @diagonal(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi32>
      %9 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.add %8, %12 : tensor<4xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %18 = stablehlo.add %9, %17 : tensor<4xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4xcomplex<f32>>
      stablehlo.return %23 : tensor<4xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<4xcomplex<f32>>
    return %7 : tensor<4xcomplex<f32>>
  }
  func.func private @_diag_0(%arg0: tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<4x4xi1>, tensor<4x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %7 : tensor<4x4xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x1xcomplex<f32>>, %arg2: tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %2 : tensor<4x4xcomplex<f32>>
  }
  func.func private @closed_call(%arg0: tensor<4x4xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>, %arg2: tensor<i32>, %arg3: tensor<4x4xcomplex<f32>>) -> (tensor<i32>, tensor<4x4xcomplex<f32>>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:6 = stablehlo.while(%iterArg = %arg2, %iterArg_1 = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %arg2, %iterArg_5 = %arg3) : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>
    cond {
      %2 = stablehlo.compare LT, %iterArg_3, %iterArg_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.subtract %iterArg, %c_7 : tensor<i32>
      %4 = stablehlo.subtract %3, %iterArg_3 : tensor<i32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %4, %c_8 : tensor<i32>
      %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %6:6 = stablehlo.while(%iterArg_26 = %4, %iterArg_27 = %iterArg_5, %iterArg_28 = %iterArg, %iterArg_29 = %5, %iterArg_30 = %iterArg, %iterArg_31 = %cst) : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<complex<f32>>
      cond {
        %56 = stablehlo.compare LT, %iterArg_29, %iterArg_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %56 : tensor<i1>
      } do {
        %c_32 = stablehlo.constant dense<1> : tensor<i32>
        %56 = stablehlo.add %iterArg_29, %c_32 : tensor<i32>
        %57 = stablehlo.convert %iterArg_26 : tensor<i32>
        %58 = stablehlo.convert %iterArg_29 : tensor<i32>
        %c_33 = stablehlo.constant dense<0> : tensor<i32>
        %59 = stablehlo.compare LT, %57, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_34 = stablehlo.constant dense<4> : tensor<i32>
        %60 = stablehlo.add %57, %c_34 : tensor<i32>
        %61 = stablehlo.select %59, %60, %57 : tensor<i1>, tensor<i32>
        %c_35 = stablehlo.constant dense<0> : tensor<i32>
        %62 = stablehlo.compare LT, %58, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_36 = stablehlo.constant dense<4> : tensor<i32>
        %63 = stablehlo.add %58, %c_36 : tensor<i32>
        %64 = stablehlo.select %62, %63, %58 : tensor<i1>, tensor<i32>
        %65 = stablehlo.dynamic_slice %iterArg_27, %61, %64, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
        %66 = stablehlo.reshape %65 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
        %67 = stablehlo.convert %iterArg_29 : tensor<i32>
        %68 = stablehlo.convert %iterArg_28 : tensor<i32>
        %c_37 = stablehlo.constant dense<0> : tensor<i32>
        %69 = stablehlo.compare LT, %67, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_38 = stablehlo.constant dense<4> : tensor<i32>
        %70 = stablehlo.add %67, %c_38 : tensor<i32>
        %71 = stablehlo.select %69, %70, %67 : tensor<i1>, tensor<i32>
        %c_39 = stablehlo.constant dense<0> : tensor<i32>
        %72 = stablehlo.compare LT, %68, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_40 = stablehlo.constant dense<4> : tensor<i32>
        %73 = stablehlo.add %68, %c_40 : tensor<i32>
        %74 = stablehlo.select %72, %73, %68 : tensor<i1>, tensor<i32>
        %75 = stablehlo.dynamic_slice %iterArg_27, %71, %74, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
        %76 = stablehlo.reshape %75 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
        %77 = stablehlo.multiply %66, %76 : tensor<complex<f32>>
        %78 = stablehlo.add %iterArg_31, %77 : tensor<complex<f32>>
        stablehlo.return %iterArg_26, %iterArg_27, %iterArg_28, %56, %iterArg_30, %78 : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<complex<f32>>
      }
      %7 = stablehlo.convert %4 : tensor<i32>
      %8 = stablehlo.convert %iterArg : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.compare LT, %7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.add %7, %c_10 : tensor<i32>
      %11 = stablehlo.select %9, %10, %7 : tensor<i1>, tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare LT, %8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %13 = stablehlo.add %8, %c_12 : tensor<i32>
      %14 = stablehlo.select %12, %13, %8 : tensor<i1>, tensor<i32>
      %15 = stablehlo.dynamic_slice %iterArg_1, %11, %14, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %16 = stablehlo.reshape %15 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %17 = stablehlo.compare EQ, %16, %6#5, FLOAT : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
      %18 = stablehlo.convert %4 : tensor<i32>
      %19 = stablehlo.convert %iterArg : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.compare LT, %18, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %21 = stablehlo.add %18, %c_14 : tensor<i32>
      %22 = stablehlo.select %20, %21, %18 : tensor<i1>, tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.compare LT, %19, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %24 = stablehlo.add %19, %c_16 : tensor<i32>
      %25 = stablehlo.select %23, %24, %19 : tensor<i1>, tensor<i32>
      %26 = stablehlo.dynamic_slice %iterArg_1, %22, %25, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %27 = stablehlo.reshape %26 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %28 = stablehlo.subtract %27, %6#5 : tensor<complex<f32>>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %4, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.convert %4 : tensor<i32>
      %c_18 = stablehlo.constant dense<4> : tensor<i32>
      %31 = stablehlo.add %30, %c_18 : tensor<i32>
      %32 = stablehlo.select %29, %31, %4 : tensor<i1>, tensor<i32>
      %33 = stablehlo.dynamic_slice %iterArg_2, %32, sizes = [1] : (tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<1xcomplex<f32>>
      %34 = stablehlo.reshape %33 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare LT, %iterArg, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %36 = stablehlo.convert %iterArg : tensor<i32>
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %37 = stablehlo.add %36, %c_20 : tensor<i32>
      %38 = stablehlo.select %35, %37, %iterArg : tensor<i1>, tensor<i32>
      %39 = stablehlo.dynamic_slice %iterArg_2, %38, sizes = [1] : (tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<1xcomplex<f32>>
      %40 = stablehlo.reshape %39 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
      %41 = stablehlo.add %34, %40 : tensor<complex<f32>>
      %42 = stablehlo.divide %28, %41 : tensor<complex<f32>>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %43 = func.call @_where_1(%17, %cst_21, %42) : (tensor<i1>, tensor<f32>, tensor<complex<f32>>) -> tensor<complex<f32>>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %44 = stablehlo.compare LT, %4, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_23 = stablehlo.constant dense<4> : tensor<i32>
      %45 = stablehlo.add %4, %c_23 : tensor<i32>
      %46 = stablehlo.select %44, %45, %4 : tensor<i1>, tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %47 = stablehlo.compare LT, %iterArg, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_25 = stablehlo.constant dense<4> : tensor<i32>
      %48 = stablehlo.add %iterArg, %c_25 : tensor<i32>
      %49 = stablehlo.select %47, %48, %iterArg : tensor<i1>, tensor<i32>
      %50 = stablehlo.convert %46 : tensor<i32>
      %51 = stablehlo.convert %49 : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %53 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %55 = "stablehlo.scatter"(%iterArg_5, %54, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
        stablehlo.return %arg5 : tensor<complex<f32>>
      }) : (tensor<4x4xcomplex<f32>>, tensor<2xi32>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %2, %iterArg_4, %55 : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>
    }
    return %0, %1#5 : tensor<i32>, tensor<4x4xcomplex<f32>>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<complex<f32>>) -> tensor<complex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<complex<f32>>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<complex<f32>>
    return %1 : tensor<complex<f32>>
  }
  func.func private @_sqrtm_2(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0:2 = call @_schur_3(%arg0) : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>)
    %1 = call @_sqrtm_triu_4(%0#0) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.dot_general %0#1, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %5 = stablehlo.imag %3 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %6 = stablehlo.negate %5 : tensor<3x3xf32>
    %7 = stablehlo.complex %4, %6 : tensor<3x3xcomplex<f32>>
    %8 = stablehlo.dot_general %2, %7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    return %8 : tensor<3x3xcomplex<f32>>
  }
  func.func private @_schur_3(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6, %10 : tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>
  }
  func.func private @_sqrtm_triu_4(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = call @_diag_5(%arg0) : (tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %1 = stablehlo.sqrt %0 : tensor<3xcomplex<f32>>
    %2 = call @_diag_7(%1) : (tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %1, %iterArg_2 = %c_0, %iterArg_3 = %c, %iterArg_4 = %2) : tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<3x3xcomplex<f32>>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_9(%iterArg, %iterArg_1, %iterArg_3, %iterArg_4) : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<3x3xcomplex<f32>>) -> (tensor<i32>, tensor<3x3xcomplex<f32>>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %5, %4#0, %4#1 : tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<3x3xcomplex<f32>>
    }
    return %3#4 : tensor<3x3xcomplex<f32>>
  }
  func.func private @_diag_5(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
    %0 = call @diagonal_6(%arg0) : (tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    return %0 : tensor<3xcomplex<f32>>
  }
  func.func private @diagonal_6(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi32>
      %9 = stablehlo.iota dim = 0 : tensor<3xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %13 = stablehlo.add %8, %12 : tensor<3xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %18 = stablehlo.add %9, %17 : tensor<3xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xi32>) -> tensor<3xcomplex<f32>>
      stablehlo.return %23 : tensor<3xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<3xcomplex<f32>>
    return %7 : tensor<3xcomplex<f32>>
  }
  func.func private @_diag_7(%arg0: tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = call @_where_8(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    return %7 : tensor<3x3xcomplex<f32>>
  }
  func.func private @_where_8(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xcomplex<f32>>, %arg2: tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %2 : tensor<3x3xcomplex<f32>>
  }
  func.func private @closed_call_9(%arg0: tensor<3x3xcomplex<f32>>, %arg1: tensor<3xcomplex<f32>>, %arg2: tensor<i32>, %arg3: tensor<3x3xcomplex<f32>>) -> (tensor<i32>, tensor<3x3xcomplex<f32>>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:6 = stablehlo.while(%iterArg = %arg2, %iterArg_1 = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %arg2, %iterArg_5 = %arg3) : tensor<i32>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<3x3xcomplex<f32>>
    cond {
      %2 = stablehlo.compare LT, %iterArg_3, %iterArg_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.subtract %iterArg, %c_7 : tensor<i32>
      %4 = stablehlo.subtract %3, %iterArg_3 : tensor<i32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %4, %c_8 : tensor<i32>
      %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %6:6 = stablehlo.while(%iterArg_26 = %4, %iterArg_27 = %iterArg_5, %iterArg_28 = %iterArg, %iterArg_29 = %5, %iterArg_30 = %iterArg, %iterArg_31 = %cst) : tensor<i32>, tensor<3x3xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<complex<f32>>
      cond {
        %56 = stablehlo.compare LT, %iterArg_29, %iterArg_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %56 : tensor<i1>
      } do {
        %c_32 = stablehlo.constant dense<1> : tensor<i32>
        %56 = stablehlo.add %iterArg_29, %c_32 : tensor<i32>
        %57 = stablehlo.convert %iterArg_26 : tensor<i32>
        %58 = stablehlo.convert %iterArg_29 : tensor<i32>
        %c_33 = stablehlo.constant dense<0> : tensor<i32>
        %59 = stablehlo.compare LT, %57, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_34 = stablehlo.constant dense<3> : tensor<i32>
        %60 = stablehlo.add %57, %c_34 : tensor<i32>
        %61 = stablehlo.select %59, %60, %57 : tensor<i1>, tensor<i32>
        %c_35 = stablehlo.constant dense<0> : tensor<i32>
        %62 = stablehlo.compare LT, %58, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_36 = stablehlo.constant dense<3> : tensor<i32>
        %63 = stablehlo.add %58, %c_36 : tensor<i32>
        %64 = stablehlo.select %62, %63, %58 : tensor<i1>, tensor<i32>
        %65 = stablehlo.dynamic_slice %iterArg_27, %61, %64, sizes = [1, 1] : (tensor<3x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
        %66 = stablehlo.reshape %65 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
        %67 = stablehlo.convert %iterArg_29 : tensor<i32>
        %68 = stablehlo.convert %iterArg_28 : tensor<i32>
        %c_37 = stablehlo.constant dense<0> : tensor<i32>
        %69 = stablehlo.compare LT, %67, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_38 = stablehlo.constant dense<3> : tensor<i32>
        %70 = stablehlo.add %67, %c_38 : tensor<i32>
        %71 = stablehlo.select %69, %70, %67 : tensor<i1>, tensor<i32>
        %c_39 = stablehlo.constant dense<0> : tensor<i32>
        %72 = stablehlo.compare LT, %68, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_40 = stablehlo.constant dense<3> : tensor<i32>
        %73 = stablehlo.add %68, %c_40 : tensor<i32>
        %74 = stablehlo.select %72, %73, %68 : tensor<i1>, tensor<i32>
        %75 = stablehlo.dynamic_slice %iterArg_27, %71, %74, sizes = [1, 1] : (tensor<3x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
        %76 = stablehlo.reshape %75 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
        %77 = stablehlo.multiply %66, %76 : tensor<complex<f32>>
        %78 = stablehlo.add %iterArg_31, %77 : tensor<complex<f32>>
        stablehlo.return %iterArg_26, %iterArg_27, %iterArg_28, %56, %iterArg_30, %78 : tensor<i32>, tensor<3x3xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<complex<f32>>
      }
      %7 = stablehlo.convert %4 : tensor<i32>
      %8 = stablehlo.convert %iterArg : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.compare LT, %7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.add %7, %c_10 : tensor<i32>
      %11 = stablehlo.select %9, %10, %7 : tensor<i1>, tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare LT, %8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %13 = stablehlo.add %8, %c_12 : tensor<i32>
      %14 = stablehlo.select %12, %13, %8 : tensor<i1>, tensor<i32>
      %15 = stablehlo.dynamic_slice %iterArg_1, %11, %14, sizes = [1, 1] : (tensor<3x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %16 = stablehlo.reshape %15 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %17 = stablehlo.compare EQ, %16, %6#5, FLOAT : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
      %18 = stablehlo.convert %4 : tensor<i32>
      %19 = stablehlo.convert %iterArg : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.compare LT, %18, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %21 = stablehlo.add %18, %c_14 : tensor<i32>
      %22 = stablehlo.select %20, %21, %18 : tensor<i1>, tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.compare LT, %19, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %24 = stablehlo.add %19, %c_16 : tensor<i32>
      %25 = stablehlo.select %23, %24, %19 : tensor<i1>, tensor<i32>
      %26 = stablehlo.dynamic_slice %iterArg_1, %22, %25, sizes = [1, 1] : (tensor<3x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %27 = stablehlo.reshape %26 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %28 = stablehlo.subtract %27, %6#5 : tensor<complex<f32>>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %4, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.convert %4 : tensor<i32>
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %31 = stablehlo.add %30, %c_18 : tensor<i32>
      %32 = stablehlo.select %29, %31, %4 : tensor<i1>, tensor<i32>
      %33 = stablehlo.dynamic_slice %iterArg_2, %32, sizes = [1] : (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<1xcomplex<f32>>
      %34 = stablehlo.reshape %33 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare LT, %iterArg, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %36 = stablehlo.convert %iterArg : tensor<i32>
      %c_20 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.add %36, %c_20 : tensor<i32>
      %38 = stablehlo.select %35, %37, %iterArg : tensor<i1>, tensor<i32>
      %39 = stablehlo.dynamic_slice %iterArg_2, %38, sizes = [1] : (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<1xcomplex<f32>>
      %40 = stablehlo.reshape %39 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
      %41 = stablehlo.add %34, %40 : tensor<complex<f32>>
      %42 = stablehlo.divide %28, %41 : tensor<complex<f32>>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %43 = func.call @_where_1(%17, %cst_21, %42) : (tensor<i1>, tensor<f32>, tensor<complex<f32>>) -> tensor<complex<f32>>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %44 = stablehlo.compare LT, %4, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_23 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.add %4, %c_23 : tensor<i32>
      %46 = stablehlo.select %44, %45, %4 : tensor<i1>, tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %47 = stablehlo.compare LT, %iterArg, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_25 = stablehlo.constant dense<3> : tensor<i32>
      %48 = stablehlo.add %iterArg, %c_25 : tensor<i32>
      %49 = stablehlo.select %47, %48, %iterArg : tensor<i1>, tensor<i32>
      %50 = stablehlo.convert %46 : tensor<i32>
      %51 = stablehlo.convert %49 : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %53 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %55 = "stablehlo.scatter"(%iterArg_5, %54, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
        stablehlo.return %arg5 : tensor<complex<f32>>
      }) : (tensor<3x3xcomplex<f32>>, tensor<2xi32>, tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %2, %iterArg_4, %55 : tensor<i32>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<3x3xcomplex<f32>>
    }
    return %0, %1#5 : tensor<i32>, tensor<3x3xcomplex<f32>>
  }
  func.func private @_schur_10(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %0:6 = stablehlo.custom_call @lapack_sgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [p], [], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<4x4xi1>, tensor<4x4xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6, %10 : tensor<4x4xf32>, tensor<4x4xf32>
  }
  func.func private @rsf2csf(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) {
    %0:2 = call @_rsf2csf_2d(%arg0, %arg1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    return %0#0, %0#1 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
  func.func private @_rsf2csf_2d(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) {
    %0 = stablehlo.convert %arg0 : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %1 = stablehlo.convert %arg1 : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %0, %iterArg_3 = %1) : tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:3 = func.call @closed_call_11(%iterArg_1, %iterArg_2, %iterArg_3) : (tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> (tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %4, %3#0, %3#1, %3#2 : tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
    }
    return %2#2, %2#3 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
  func.func private @closed_call_11(%arg0: tensor<i32>, %arg1: tensor<4x4xcomplex<f32>>, %arg2: tensor<4x4xcomplex<f32>>) -> (tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.subtract %c_0, %arg0 : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.subtract %1, %c_1 : tensor<i32>
    %3 = stablehlo.convert %1 : tensor<i32>
    %4 = stablehlo.convert %2 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.add %3, %c_3 : tensor<i32>
    %7 = stablehlo.select %5, %6, %3 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %4, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.add %4, %c_5 : tensor<i32>
    %10 = stablehlo.select %8, %9, %4 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg1, %7, %10, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
    %12 = stablehlo.reshape %11 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %13 = stablehlo.abs %12 : (tensor<complex<f32>>) -> tensor<f32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.subtract %1, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.subtract %1, %c_7 : tensor<i32>
    %16 = stablehlo.convert %14 : tensor<i32>
    %17 = stablehlo.convert %15 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %16, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %19 = stablehlo.add %16, %c_9 : tensor<i32>
    %20 = stablehlo.select %18, %19, %16 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %17, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.add %17, %c_11 : tensor<i32>
    %23 = stablehlo.select %21, %22, %17 : tensor<i1>, tensor<i32>
    %24 = stablehlo.dynamic_slice %arg1, %20, %23, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
    %25 = stablehlo.reshape %24 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %26 = stablehlo.abs %25 : (tensor<complex<f32>>) -> tensor<f32>
    %27 = stablehlo.convert %1 : tensor<i32>
    %28 = stablehlo.convert %1 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.compare LT, %27, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %30 = stablehlo.add %27, %c_13 : tensor<i32>
    %31 = stablehlo.select %29, %30, %27 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare LT, %28, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %33 = stablehlo.add %28, %c_15 : tensor<i32>
    %34 = stablehlo.select %32, %33, %28 : tensor<i1>, tensor<i32>
    %35 = stablehlo.dynamic_slice %arg1, %31, %34, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
    %36 = stablehlo.reshape %35 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %37 = stablehlo.abs %36 : (tensor<complex<f32>>) -> tensor<f32>
    %38 = stablehlo.add %26, %37 : tensor<f32>
    %cst = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %39 = stablehlo.multiply %cst, %38 : tensor<f32>
    %40 = stablehlo.compare GT, %13, %39, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %41 = stablehlo.convert %40 : (tensor<i1>) -> tensor<i32>
    %42:2 = "stablehlo.case"(%41) ({
      stablehlo.return %arg1, %arg2 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
    }, {
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.subtract %1, %c_22 : tensor<i32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.subtract %1, %c_23 : tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %58 = stablehlo.compare LT, %56, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %59 = stablehlo.convert %56 : tensor<i32>
      %c_25 = stablehlo.constant dense<4> : tensor<i32>
      %60 = stablehlo.add %59, %c_25 : tensor<i32>
      %61 = stablehlo.select %58, %60, %56 : tensor<i1>, tensor<i32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %62 = stablehlo.compare LT, %57, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %63 = stablehlo.convert %57 : tensor<i32>
      %c_27 = stablehlo.constant dense<4> : tensor<i32>
      %64 = stablehlo.add %63, %c_27 : tensor<i32>
      %65 = stablehlo.select %62, %64, %57 : tensor<i1>, tensor<i32>
      %66 = stablehlo.dynamic_slice %arg1, %61, %65, sizes = [2, 2] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<2x2xcomplex<f32>>
      %67 = func.call @eigvals(%66) : (tensor<2x2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
      %68 = stablehlo.convert %1 : tensor<i32>
      %69 = stablehlo.convert %1 : tensor<i32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.compare LT, %68, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_29 = stablehlo.constant dense<4> : tensor<i32>
      %71 = stablehlo.add %68, %c_29 : tensor<i32>
      %72 = stablehlo.select %70, %71, %68 : tensor<i1>, tensor<i32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %73 = stablehlo.compare LT, %69, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_31 = stablehlo.constant dense<4> : tensor<i32>
      %74 = stablehlo.add %69, %c_31 : tensor<i32>
      %75 = stablehlo.select %73, %74, %69 : tensor<i1>, tensor<i32>
      %76 = stablehlo.dynamic_slice %arg1, %72, %75, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %77 = stablehlo.reshape %76 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
      %79 = stablehlo.subtract %67, %78 : tensor<2xcomplex<f32>>
      %80 = stablehlo.slice %79 [0:1] : (tensor<2xcomplex<f32>>) -> tensor<1xcomplex<f32>>
      %81 = stablehlo.reshape %80 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %82 = stablehlo.subtract %1, %c_32 : tensor<i32>
      %83 = stablehlo.convert %1 : tensor<i32>
      %84 = stablehlo.convert %82 : tensor<i32>
      %c_33 = stablehlo.constant dense<0> : tensor<i32>
      %85 = stablehlo.compare LT, %83, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_34 = stablehlo.constant dense<4> : tensor<i32>
      %86 = stablehlo.add %83, %c_34 : tensor<i32>
      %87 = stablehlo.select %85, %86, %83 : tensor<i1>, tensor<i32>
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %88 = stablehlo.compare LT, %84, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_36 = stablehlo.constant dense<4> : tensor<i32>
      %89 = stablehlo.add %84, %c_36 : tensor<i32>
      %90 = stablehlo.select %88, %89, %84 : tensor<i1>, tensor<i32>
      %91 = stablehlo.dynamic_slice %arg1, %87, %90, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %92 = stablehlo.reshape %91 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %93 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %94 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %95 = stablehlo.concatenate %93, %94, dim = 0 : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
      %96 = func.call @norm(%95) : (tensor<2xcomplex<f32>>) -> tensor<f32>
      %97 = stablehlo.convert %96 : (tensor<f32>) -> tensor<complex<f32>>
      %98 = stablehlo.slice %79 [0:1] : (tensor<2xcomplex<f32>>) -> tensor<1xcomplex<f32>>
      %99 = stablehlo.reshape %98 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
      %100 = stablehlo.divide %99, %97 : tensor<complex<f32>>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %101 = stablehlo.subtract %1, %c_37 : tensor<i32>
      %102 = stablehlo.convert %1 : tensor<i32>
      %103 = stablehlo.convert %101 : tensor<i32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %104 = stablehlo.compare LT, %102, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_39 = stablehlo.constant dense<4> : tensor<i32>
      %105 = stablehlo.add %102, %c_39 : tensor<i32>
      %106 = stablehlo.select %104, %105, %102 : tensor<i1>, tensor<i32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %107 = stablehlo.compare LT, %103, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_41 = stablehlo.constant dense<4> : tensor<i32>
      %108 = stablehlo.add %103, %c_41 : tensor<i32>
      %109 = stablehlo.select %107, %108, %103 : tensor<i1>, tensor<i32>
      %110 = stablehlo.dynamic_slice %arg1, %106, %109, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %111 = stablehlo.reshape %110 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %112 = stablehlo.divide %111, %97 : tensor<complex<f32>>
      %113 = stablehlo.real %100 : (tensor<complex<f32>>) -> tensor<f32>
      %114 = stablehlo.imag %100 : (tensor<complex<f32>>) -> tensor<f32>
      %115 = stablehlo.negate %114 : tensor<f32>
      %116 = stablehlo.complex %113, %115 : tensor<complex<f32>>
      %117 = stablehlo.negate %112 : tensor<complex<f32>>
      %118 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %119 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %120 = stablehlo.concatenate %118, %119, dim = 0 : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
      %121 = stablehlo.broadcast_in_dim %120, dims = [1] : (tensor<2xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
      %122 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %123 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
      %124 = stablehlo.concatenate %122, %123, dim = 0 : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
      %125 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<2xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
      %126 = stablehlo.concatenate %121, %125, dim = 0 : (tensor<1x2xcomplex<f32>>, tensor<1x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
      %c_42 = stablehlo.constant dense<1> : tensor<i32>
      %127 = stablehlo.subtract %1, %c_42 : tensor<i32>
      %c_43 = stablehlo.constant dense<0> : tensor<i32>
      %128 = stablehlo.compare LT, %127, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %129 = stablehlo.convert %127 : tensor<i32>
      %c_44 = stablehlo.constant dense<4> : tensor<i32>
      %130 = stablehlo.add %129, %c_44 : tensor<i32>
      %131 = stablehlo.select %128, %130, %127 : tensor<i1>, tensor<i32>
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %132 = stablehlo.dynamic_slice %arg1, %131, %c_45, sizes = [2, 4] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<2x4xcomplex<f32>>
      %133 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_46 = stablehlo.constant dense<1> : tensor<i32>
      %134 = stablehlo.subtract %1, %c_46 : tensor<i32>
      %135 = stablehlo.convert %134 : tensor<i32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %137 = stablehlo.compare GE, %133, %136, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_47 = stablehlo.constant dense<0> : tensor<i32>
      %138 = func.call @_where_12(%137, %132, %c_47) : (tensor<4xi1>, tensor<2x4xcomplex<f32>>, tensor<i32>) -> tensor<2x4xcomplex<f32>>
      %139 = stablehlo.dot_general %126, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
      %140 = stablehlo.not %137 : tensor<4xi1>
      %141 = func.call @_where_13(%140, %132, %139) : (tensor<4xi1>, tensor<2x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
      %c_48 = stablehlo.constant dense<1> : tensor<i32>
      %142 = stablehlo.subtract %1, %c_48 : tensor<i32>
      %c_49 = stablehlo.constant dense<0> : tensor<i32>
      %143 = stablehlo.compare LT, %142, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %144 = stablehlo.convert %142 : tensor<i32>
      %c_50 = stablehlo.constant dense<4> : tensor<i32>
      %145 = stablehlo.add %144, %c_50 : tensor<i32>
      %146 = stablehlo.select %143, %145, %142 : tensor<i1>, tensor<i32>
      %c_51 = stablehlo.constant dense<0> : tensor<i32>
      %147 = stablehlo.dynamic_update_slice %arg1, %141, %146, %c_51 : (tensor<4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<4x4xcomplex<f32>>
      %c_52 = stablehlo.constant dense<1> : tensor<i32>
      %148 = stablehlo.subtract %1, %c_52 : tensor<i32>
      %c_53 = stablehlo.constant dense<0> : tensor<i32>
      %149 = stablehlo.compare LT, %148, %c_53, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %150 = stablehlo.convert %148 : tensor<i32>
      %c_54 = stablehlo.constant dense<4> : tensor<i32>
      %151 = stablehlo.add %150, %c_54 : tensor<i32>
      %152 = stablehlo.select %149, %151, %148 : tensor<i1>, tensor<i32>
      %c_55 = stablehlo.constant dense<0> : tensor<i32>
      %153 = stablehlo.dynamic_slice %147, %c_55, %152, sizes = [4, 2] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<4x2xcomplex<f32>>
      %154 = stablehlo.iota dim = 0 : tensor<4xi32>
      %155 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %c_56 = stablehlo.constant dense<1> : tensor<i32>
      %156 = stablehlo.add %1, %c_56 : tensor<i32>
      %157 = stablehlo.convert %156 : tensor<i32>
      %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %159 = stablehlo.compare LT, %155, %158, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
      %c_57 = stablehlo.constant dense<0> : tensor<i32>
      %160 = func.call @_where_14(%159, %153, %c_57) : (tensor<4x1xi1>, tensor<4x2xcomplex<f32>>, tensor<i32>) -> tensor<4x2xcomplex<f32>>
      %161 = stablehlo.real %126 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
      %162 = stablehlo.imag %126 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
      %163 = stablehlo.negate %162 : tensor<2x2xf32>
      %164 = stablehlo.complex %161, %163 : tensor<2x2xcomplex<f32>>
      %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
      %166 = stablehlo.dot_general %160, %165, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
      %167 = stablehlo.not %159 : tensor<4x1xi1>
      %168 = func.call @_where_15(%167, %153, %166) : (tensor<4x1xi1>, tensor<4x2xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
      %c_58 = stablehlo.constant dense<1> : tensor<i32>
      %169 = stablehlo.subtract %1, %c_58 : tensor<i32>
      %c_59 = stablehlo.constant dense<0> : tensor<i32>
      %170 = stablehlo.compare LT, %169, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %171 = stablehlo.convert %169 : tensor<i32>
      %c_60 = stablehlo.constant dense<4> : tensor<i32>
      %172 = stablehlo.add %171, %c_60 : tensor<i32>
      %173 = stablehlo.select %170, %172, %169 : tensor<i1>, tensor<i32>
      %c_61 = stablehlo.constant dense<0> : tensor<i32>
      %174 = stablehlo.dynamic_update_slice %147, %168, %c_61, %173 : (tensor<4x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<4x4xcomplex<f32>>
      %c_62 = stablehlo.constant dense<1> : tensor<i32>
      %175 = stablehlo.subtract %1, %c_62 : tensor<i32>
      %c_63 = stablehlo.constant dense<0> : tensor<i32>
      %176 = stablehlo.compare LT, %175, %c_63, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %177 = stablehlo.convert %175 : tensor<i32>
      %c_64 = stablehlo.constant dense<4> : tensor<i32>
      %178 = stablehlo.add %177, %c_64 : tensor<i32>
      %179 = stablehlo.select %176, %178, %175 : tensor<i1>, tensor<i32>
      %c_65 = stablehlo.constant dense<0> : tensor<i32>
      %180 = stablehlo.dynamic_slice %arg2, %c_65, %179, sizes = [4, 2] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<4x2xcomplex<f32>>
      %181 = stablehlo.real %126 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
      %182 = stablehlo.imag %126 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
      %183 = stablehlo.negate %182 : tensor<2x2xf32>
      %184 = stablehlo.complex %181, %183 : tensor<2x2xcomplex<f32>>
      %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
      %186 = stablehlo.dot_general %180, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
      %c_66 = stablehlo.constant dense<1> : tensor<i32>
      %187 = stablehlo.subtract %1, %c_66 : tensor<i32>
      %c_67 = stablehlo.constant dense<0> : tensor<i32>
      %188 = stablehlo.compare LT, %187, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %189 = stablehlo.convert %187 : tensor<i32>
      %c_68 = stablehlo.constant dense<4> : tensor<i32>
      %190 = stablehlo.add %189, %c_68 : tensor<i32>
      %191 = stablehlo.select %188, %190, %187 : tensor<i1>, tensor<i32>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %192 = stablehlo.dynamic_update_slice %arg2, %186, %c_69, %191 : (tensor<4x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<4x4xcomplex<f32>>
      stablehlo.return %174, %192 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
    }) : (tensor<i32>) -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.subtract %1, %c_16 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.compare LT, %1, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<4> : tensor<i32>
    %45 = stablehlo.add %1, %c_18 : tensor<i32>
    %46 = stablehlo.select %44, %45, %1 : tensor<i1>, tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.compare LT, %43, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_20 = stablehlo.constant dense<4> : tensor<i32>
    %48 = stablehlo.add %43, %c_20 : tensor<i32>
    %49 = stablehlo.select %47, %48, %43 : tensor<i1>, tensor<i32>
    %50 = stablehlo.convert %46 : tensor<i32>
    %51 = stablehlo.convert %49 : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_21 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %55 = "stablehlo.scatter"(%42#0, %54, %cst_21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<4x4xcomplex<f32>>, tensor<2xi32>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %0, %55, %42#1 : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
  func.func private @eigvals(%arg0: tensor<2x2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=2, j=2, k=2, l=2, m=2, n=2, o=2}, custom>} : (tensor<2x2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2xi1>, tensor<2xcomplex<f32>>
    return %6 : tensor<2xcomplex<f32>>
  }
  func.func private @norm(%arg0: tensor<2xcomplex<f32>>) -> tensor<f32> {
    %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %1 = stablehlo.imag %arg0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %2 = stablehlo.negate %1 : tensor<2xf32>
    %3 = stablehlo.complex %0, %2 : tensor<2xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<2xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.sqrt %6 : tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where_12(%arg0: tensor<4xi1>, %arg1: tensor<2x4xcomplex<f32>>, %arg2: tensor<i32>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xi1>) -> tensor<2x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f32>>) -> tensor<2x4xcomplex<f32>>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4xi1>, tensor<2x4xcomplex<f32>>
    return %3 : tensor<2x4xcomplex<f32>>
  }
  func.func private @_where_13(%arg0: tensor<4xi1>, %arg1: tensor<2x4xcomplex<f32>>, %arg2: tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xi1>) -> tensor<2x4xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x4xi1>, tensor<2x4xcomplex<f32>>
    return %1 : tensor<2x4xcomplex<f32>>
  }
  func.func private @_where_14(%arg0: tensor<4x1xi1>, %arg1: tensor<4x2xcomplex<f32>>, %arg2: tensor<i32>) -> tensor<4x2xcomplex<f32>> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x2xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f32>>) -> tensor<4x2xcomplex<f32>>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x2xi1>, tensor<4x2xcomplex<f32>>
    return %3 : tensor<4x2xcomplex<f32>>
  }
  func.func private @_where_15(%arg0: tensor<4x1xi1>, %arg1: tensor<4x2xcomplex<f32>>, %arg2: tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x2xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<4x2xi1>, tensor<4x2xcomplex<f32>>
    return %1 : tensor<4x2xcomplex<f32>>
  }
  func.func private @_algorithm_11_1_1(%arg0: tensor<4x4xcomplex<f32>>, %arg1: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<4x4xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %1 = stablehlo.reshape %0 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %2 = stablehlo.abs %1 : (tensor<complex<f32>>) -> tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0, %iterArg_4 = %2) : tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:3 = func.call @closed_call_16(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4) : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>) -> (tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %5, %4#0, %4#1, %4#2 : tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>
    }
    return %3#3 : tensor<4x4xcomplex<f32>>
  }
  func.func private @closed_call_16(%arg0: tensor<4x4xcomplex<f32>>, %arg1: tensor<i32>, %arg2: tensor<4x4xcomplex<f32>>, %arg3: tensor<f32>) -> (tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.subtract %c_0, %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %1, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %3:6 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %arg0, %iterArg_4 = %c_2, %iterArg_5 = %2, %iterArg_6 = %arg2, %iterArg_7 = %arg3) : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_4, %iterArg_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
      %5 = stablehlo.add %iterArg_4, %iterArg : tensor<i32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.subtract %iterArg_4, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.subtract %5, %c_10 : tensor<i32>
      %8 = stablehlo.convert %6 : tensor<i32>
      %9 = stablehlo.convert %7 : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.compare LT, %8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %11 = stablehlo.add %8, %c_12 : tensor<i32>
      %12 = stablehlo.select %10, %11, %8 : tensor<i1>, tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.compare LT, %9, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.add %9, %c_14 : tensor<i32>
      %15 = stablehlo.select %13, %14, %9 : tensor<i1>, tensor<i32>
      %16 = stablehlo.dynamic_slice %iterArg_3, %12, %15, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %17 = stablehlo.reshape %16 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.subtract %5, %c_15 : tensor<i32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.subtract %5, %c_16 : tensor<i32>
      %20 = stablehlo.convert %18 : tensor<i32>
      %21 = stablehlo.convert %19 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.compare LT, %20, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_18 = stablehlo.constant dense<4> : tensor<i32>
      %23 = stablehlo.add %20, %c_18 : tensor<i32>
      %24 = stablehlo.select %22, %23, %20 : tensor<i1>, tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.compare LT, %21, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_20 = stablehlo.constant dense<4> : tensor<i32>
      %26 = stablehlo.add %21, %c_20 : tensor<i32>
      %27 = stablehlo.select %25, %26, %21 : tensor<i1>, tensor<i32>
      %28 = stablehlo.dynamic_slice %iterArg_6, %24, %27, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %29 = stablehlo.reshape %28 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %30 = stablehlo.subtract %iterArg_4, %c_21 : tensor<i32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.subtract %iterArg_4, %c_22 : tensor<i32>
      %32 = stablehlo.convert %30 : tensor<i32>
      %33 = stablehlo.convert %31 : tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.compare LT, %32, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_24 = stablehlo.constant dense<4> : tensor<i32>
      %35 = stablehlo.add %32, %c_24 : tensor<i32>
      %36 = stablehlo.select %34, %35, %32 : tensor<i1>, tensor<i32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.compare LT, %33, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_26 = stablehlo.constant dense<4> : tensor<i32>
      %38 = stablehlo.add %33, %c_26 : tensor<i32>
      %39 = stablehlo.select %37, %38, %33 : tensor<i1>, tensor<i32>
      %40 = stablehlo.dynamic_slice %iterArg_6, %36, %39, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %41 = stablehlo.reshape %40 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %42 = stablehlo.subtract %29, %41 : tensor<complex<f32>>
      %43 = stablehlo.multiply %17, %42 : tensor<complex<f32>>
      %c_27 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.subtract %iterArg_4, %c_27 : tensor<i32>
      %45 = stablehlo.convert %44 : tensor<i32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %46 = stablehlo.compare LT, %45, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_29 = stablehlo.constant dense<4> : tensor<i32>
      %47 = stablehlo.add %45, %c_29 : tensor<i32>
      %48 = stablehlo.select %46, %47, %45 : tensor<i1>, tensor<i32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.compare LT, %c_30, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_32 = stablehlo.constant dense<0> : tensor<i32>
      %c_33 = stablehlo.constant dense<4> : tensor<i32>
      %50 = stablehlo.add %c_32, %c_33 : tensor<i32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %51 = stablehlo.select %49, %50, %c_34 : tensor<i1>, tensor<i32>
      %52 = stablehlo.dynamic_slice %iterArg_3, %48, %51, sizes = [1, 4] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x4xcomplex<f32>>
      %53 = stablehlo.reshape %52 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %54 = stablehlo.subtract %5, %c_35 : tensor<i32>
      %55 = stablehlo.convert %54 : tensor<i32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %c_37 = stablehlo.constant dense<0> : tensor<i32>
      %56 = stablehlo.compare LT, %c_36, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %c_39 = stablehlo.constant dense<4> : tensor<i32>
      %57 = stablehlo.add %c_38, %c_39 : tensor<i32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %58 = stablehlo.select %56, %57, %c_40 : tensor<i1>, tensor<i32>
      %c_41 = stablehlo.constant dense<0> : tensor<i32>
      %59 = stablehlo.compare LT, %55, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_42 = stablehlo.constant dense<4> : tensor<i32>
      %60 = stablehlo.add %55, %c_42 : tensor<i32>
      %61 = stablehlo.select %59, %60, %55 : tensor<i1>, tensor<i32>
      %62 = stablehlo.dynamic_slice %iterArg_3, %58, %61, sizes = [4, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<4x1xcomplex<f32>>
      %63 = stablehlo.reshape %62 : (tensor<4x1xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %64 = stablehlo.subtract %iterArg_4, %c_43 : tensor<i32>
      %65 = stablehlo.convert %64 : tensor<i32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %66 = stablehlo.compare LT, %65, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_45 = stablehlo.constant dense<4> : tensor<i32>
      %67 = stablehlo.add %65, %c_45 : tensor<i32>
      %68 = stablehlo.select %66, %67, %65 : tensor<i1>, tensor<i32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %c_47 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.compare LT, %c_46, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %c_49 = stablehlo.constant dense<4> : tensor<i32>
      %70 = stablehlo.add %c_48, %c_49 : tensor<i32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %71 = stablehlo.select %69, %70, %c_50 : tensor<i1>, tensor<i32>
      %72 = stablehlo.dynamic_slice %iterArg_6, %68, %71, sizes = [1, 4] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x4xcomplex<f32>>
      %73 = stablehlo.reshape %72 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      %c_51 = stablehlo.constant dense<1> : tensor<i32>
      %74 = stablehlo.subtract %5, %c_51 : tensor<i32>
      %75 = stablehlo.convert %74 : tensor<i32>
      %c_52 = stablehlo.constant dense<0> : tensor<i32>
      %c_53 = stablehlo.constant dense<0> : tensor<i32>
      %76 = stablehlo.compare LT, %c_52, %c_53, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_54 = stablehlo.constant dense<0> : tensor<i32>
      %c_55 = stablehlo.constant dense<4> : tensor<i32>
      %77 = stablehlo.add %c_54, %c_55 : tensor<i32>
      %c_56 = stablehlo.constant dense<0> : tensor<i32>
      %78 = stablehlo.select %76, %77, %c_56 : tensor<i1>, tensor<i32>
      %c_57 = stablehlo.constant dense<0> : tensor<i32>
      %79 = stablehlo.compare LT, %75, %c_57, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_58 = stablehlo.constant dense<4> : tensor<i32>
      %80 = stablehlo.add %75, %c_58 : tensor<i32>
      %81 = stablehlo.select %79, %80, %75 : tensor<i1>, tensor<i32>
      %82 = stablehlo.dynamic_slice %iterArg_6, %78, %81, sizes = [4, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<4x1xcomplex<f32>>
      %83 = stablehlo.reshape %82 : (tensor<4x1xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      %84 = stablehlo.iota dim = 0 : tensor<4xi32>
      %85 = stablehlo.convert %iterArg_4 : tensor<i32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %87 = stablehlo.compare GE, %84, %86, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %88 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_59 = stablehlo.constant dense<1> : tensor<i32>
      %89 = stablehlo.subtract %5, %c_59 : tensor<i32>
      %90 = stablehlo.convert %89 : tensor<i32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %92 = stablehlo.compare LT, %88, %91, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %93 = stablehlo.and %87, %92 : tensor<4xi1>
      %c_60 = stablehlo.constant dense<0> : tensor<i32>
      %94 = func.call @_where_17(%93, %53, %c_60) : (tensor<4xi1>, tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
      %c_61 = stablehlo.constant dense<0> : tensor<i32>
      %95 = func.call @_where_17(%93, %83, %c_61) : (tensor<4xi1>, tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
      %96 = stablehlo.dot_general %94, %95, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<complex<f32>>
      %c_62 = stablehlo.constant dense<0> : tensor<i32>
      %97 = func.call @_where_17(%93, %73, %c_62) : (tensor<4xi1>, tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
      %c_63 = stablehlo.constant dense<0> : tensor<i32>
      %98 = func.call @_where_17(%93, %63, %c_63) : (tensor<4xi1>, tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
      %99 = stablehlo.dot_general %97, %98, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<complex<f32>>
      %100 = stablehlo.subtract %96, %99 : tensor<complex<f32>>
      %101 = stablehlo.add %43, %100 : tensor<complex<f32>>
      %c_64 = stablehlo.constant dense<1> : tensor<i32>
      %102 = stablehlo.subtract %5, %c_64 : tensor<i32>
      %c_65 = stablehlo.constant dense<1> : tensor<i32>
      %103 = stablehlo.subtract %5, %c_65 : tensor<i32>
      %104 = stablehlo.convert %102 : tensor<i32>
      %105 = stablehlo.convert %103 : tensor<i32>
      %c_66 = stablehlo.constant dense<0> : tensor<i32>
      %106 = stablehlo.compare LT, %104, %c_66, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_67 = stablehlo.constant dense<4> : tensor<i32>
      %107 = stablehlo.add %104, %c_67 : tensor<i32>
      %108 = stablehlo.select %106, %107, %104 : tensor<i1>, tensor<i32>
      %c_68 = stablehlo.constant dense<0> : tensor<i32>
      %109 = stablehlo.compare LT, %105, %c_68, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_69 = stablehlo.constant dense<4> : tensor<i32>
      %110 = stablehlo.add %105, %c_69 : tensor<i32>
      %111 = stablehlo.select %109, %110, %105 : tensor<i1>, tensor<i32>
      %112 = stablehlo.dynamic_slice %iterArg_3, %108, %111, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %113 = stablehlo.reshape %112 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %c_70 = stablehlo.constant dense<1> : tensor<i32>
      %114 = stablehlo.subtract %iterArg_4, %c_70 : tensor<i32>
      %c_71 = stablehlo.constant dense<1> : tensor<i32>
      %115 = stablehlo.subtract %iterArg_4, %c_71 : tensor<i32>
      %116 = stablehlo.convert %114 : tensor<i32>
      %117 = stablehlo.convert %115 : tensor<i32>
      %c_72 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare LT, %116, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_73 = stablehlo.constant dense<4> : tensor<i32>
      %119 = stablehlo.add %116, %c_73 : tensor<i32>
      %120 = stablehlo.select %118, %119, %116 : tensor<i1>, tensor<i32>
      %c_74 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.compare LT, %117, %c_74, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_75 = stablehlo.constant dense<4> : tensor<i32>
      %122 = stablehlo.add %117, %c_75 : tensor<i32>
      %123 = stablehlo.select %121, %122, %117 : tensor<i1>, tensor<i32>
      %124 = stablehlo.dynamic_slice %iterArg_3, %120, %123, sizes = [1, 1] : (tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<1x1xcomplex<f32>>
      %125 = stablehlo.reshape %124 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
      %126 = stablehlo.subtract %113, %125 : tensor<complex<f32>>
      %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
      %127 = stablehlo.compare NE, %126, %cst, FLOAT : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
      %128 = stablehlo.divide %101, %126 : tensor<complex<f32>>
      %129 = func.call @_where_18(%127, %128, %101) : (tensor<i1>, tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      %c_76 = stablehlo.constant dense<1> : tensor<i32>
      %130 = stablehlo.subtract %iterArg_4, %c_76 : tensor<i32>
      %c_77 = stablehlo.constant dense<1> : tensor<i32>
      %131 = stablehlo.subtract %5, %c_77 : tensor<i32>
      %c_78 = stablehlo.constant dense<0> : tensor<i32>
      %132 = stablehlo.compare LT, %130, %c_78, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_79 = stablehlo.constant dense<4> : tensor<i32>
      %133 = stablehlo.add %130, %c_79 : tensor<i32>
      %134 = stablehlo.select %132, %133, %130 : tensor<i1>, tensor<i32>
      %c_80 = stablehlo.constant dense<0> : tensor<i32>
      %135 = stablehlo.compare LT, %131, %c_80, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_81 = stablehlo.constant dense<4> : tensor<i32>
      %136 = stablehlo.add %131, %c_81 : tensor<i32>
      %137 = stablehlo.select %135, %136, %131 : tensor<i1>, tensor<i32>
      %138 = stablehlo.convert %134 : tensor<i32>
      %139 = stablehlo.convert %137 : tensor<i32>
      %140 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %141 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %142 = stablehlo.concatenate %140, %141, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %143 = "stablehlo.scatter"(%iterArg_6, %142, %129) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
        stablehlo.return %arg5 : tensor<complex<f32>>
      }) : (tensor<4x4xcomplex<f32>>, tensor<2xi32>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
      %144 = stablehlo.abs %126 : (tensor<complex<f32>>) -> tensor<f32>
      %145 = stablehlo.minimum %iterArg_7, %144 : tensor<f32>
      stablehlo.return %iterArg, %iterArg_3, %4, %iterArg_5, %143, %145 : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<i32>, tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>
    }
    return %0, %3#4, %3#5 : tensor<i32>, tensor<4x4xcomplex<f32>>, tensor<f32>
  }
  func.func private @_where_17(%arg0: tensor<4xi1>, %arg1: tensor<4xcomplex<f32>>, %arg2: tensor<i32>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xcomplex<f32>>
    return %2 : tensor<4xcomplex<f32>>
  }
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>) -> tensor<complex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<complex<f32>>
    return %0 : tensor<complex<f32>>
  }
}
