module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8x3xui8>, %arg1: tensor<8xui32>, %arg2: tensor<8xi32>, %arg3: tensor<8xi16>, %arg4: tensor<8xi32>) -> (tensor<6x8x3xui8> {jax.result_info = "result[0]"}, tensor<6x8xui8> {jax.result_info = "result[1]"}, tensor<6x8x3xui8> {jax.result_info = "result[2]"}, tensor<6x8x3xui8> {jax.result_info = "result[3]"}, tensor<256xi32> {jax.result_info = "result[4]"}, tensor<1xui8> {jax.result_info = "result[5]"}, tensor<64xui8> {jax.result_info = "result[6]"}, tensor<8xui32> {jax.result_info = "result[7]"}, tensor<8xui32> {jax.result_info = "result[8]"}, tensor<8xi32> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}, tensor<8xi32> {jax.result_info = "result[11]"}, tensor<8xi16> {jax.result_info = "result[12]"}, tensor<8xi16> {jax.result_info = "result[13]"}, tensor<8xui16> {jax.result_info = "result[14]"}, tensor<8xi16> {jax.result_info = "result[15]"}, tensor<8xi16> {jax.result_info = "result[16]"}, tensor<8xui32> {jax.result_info = "result[17]"}) {
    %cst = stablehlo.constant dense<[2.990000e-01, 5.870000e-01, 1.140000e-01]> : tensor<3xf32>
    %0 = stablehlo.convert %arg0 : (tensor<6x8x3xui8>) -> tensor<6x8x3xi32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<6x8x3xi32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = call @floor_divide(%2, %c_0) : (tensor<6x8x3xi32>, tensor<i32>) -> tensor<6x8x3xi32>
    %c_1 = stablehlo.constant dense<20> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %5 = stablehlo.add %3, %4 : tensor<6x8x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %6 = call @clip(%5, %c_2, %c_3) : (tensor<6x8x3xi32>, tensor<i32>, tensor<i32>) -> tensor<6x8x3xi32>
    %7 = stablehlo.convert %6 : (tensor<6x8x3xi32>) -> tensor<6x8x3xui8>
    %8 = stablehlo.convert %arg0 : (tensor<6x8x3xui8>) -> tensor<6x8x3xf32>
    %9 = stablehlo.dot_general %8, %cst, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x8x3xf32>, tensor<3xf32>) -> tensor<6x8xf32>
    %10 = call @round(%9) : (tensor<6x8xf32>) -> tensor<6x8xf32>
    %11 = stablehlo.convert %10 : (tensor<6x8xf32>) -> tensor<6x8xui8>
    %c_4 = stablehlo.constant dense<255> : tensor<ui8>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui8>) -> tensor<6x8x3xui8>
    %13 = stablehlo.subtract %12, %arg0 : tensor<6x8x3xui8>
    %14 = stablehlo.convert %arg0 : (tensor<6x8x3xui8>) -> tensor<6x8x3xui16>
    %15 = stablehlo.convert %arg0 : (tensor<6x8x3xui8>) -> tensor<6x8x3xui16>
    %16 = stablehlo.add %14, %15 : tensor<6x8x3xui16>
    %c_5 = stablehlo.constant dense<255> : tensor<ui16>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui16>) -> tensor<6x8x3xui16>
    %18 = stablehlo.minimum %16, %17 : tensor<6x8x3xui16>
    %19 = stablehlo.convert %18 : (tensor<6x8x3xui16>) -> tensor<6x8x3xui8>
    %20 = stablehlo.reshape %11 : (tensor<6x8xui8>) -> tensor<48xui8>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @clip_0(%20, %c_7) : (tensor<48xui8>, tensor<i32>) -> tensor<48xui8>
    %23 = stablehlo.convert %22 : (tensor<48xui8>) -> tensor<48xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<48xi32>) -> tensor<48x1xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<48xi32>
    %26 = "stablehlo.scatter"(%21, %24, %25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %65 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %65 : tensor<i32>
    }) : (tensor<256xi32>, tensor<48x1xi32>, tensor<48xi32>) -> tensor<256xi32>
    %27 = stablehlo.slice %arg0 [0:1, 0:1, 0:3] : (tensor<6x8x3xui8>) -> tensor<1x1x3xui8>
    %28 = stablehlo.reshape %27 : (tensor<1x1x3xui8>) -> tensor<3xui8>
    %c_9 = stablehlo.constant dense<128> : tensor<ui8>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui8>) -> tensor<3xui8>
    %30 = stablehlo.compare GT, %28, %29, UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
    %31 = call @packbits(%30) : (tensor<3xi1>) -> tensor<1xui8>
    %32 = stablehlo.slice %arg0 [0:1, 0:8, 0:1] : (tensor<6x8x3xui8>) -> tensor<1x8x1xui8>
    %33 = stablehlo.reshape %32 : (tensor<1x8x1xui8>) -> tensor<8xui8>
    %34 = call @unpackbits(%33) : (tensor<8xui8>) -> tensor<64xui8>
    %c_10 = stablehlo.constant dense<16> : tensor<ui32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %36 = stablehlo.shift_right_logical %arg1, %35 : tensor<8xui32>
    %37 = stablehlo.xor %arg1, %36 : tensor<8xui32>
    %c_11 = stablehlo.constant dense<2246822507> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %39 = stablehlo.multiply %37, %38 : tensor<8xui32>
    %c_12 = stablehlo.constant dense<13> : tensor<ui32>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %41 = stablehlo.shift_right_logical %39, %40 : tensor<8xui32>
    %42 = stablehlo.xor %39, %41 : tensor<8xui32>
    %c_13 = stablehlo.constant dense<3266489909> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %44 = stablehlo.multiply %42, %43 : tensor<8xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %46 = stablehlo.shift_right_logical %44, %45 : tensor<8xui32>
    %47 = stablehlo.xor %44, %46 : tensor<8xui32>
    %c_15 = stablehlo.constant dense<7> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %49 = stablehlo.shift_left %arg1, %48 : tensor<8xui32>
    %c_16 = stablehlo.constant dense<25> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %51 = stablehlo.shift_right_logical %arg1, %50 : tensor<8xui32>
    %52 = stablehlo.or %49, %51 : tensor<8xui32>
    %53 = stablehlo.shift_right_logical %arg2, %arg4 : tensor<8xi32>
    %54 = stablehlo.shift_right_arithmetic %arg2, %arg4 : tensor<8xi32>
    %55 = stablehlo.shift_left %arg2, %arg4 : tensor<8xi32>
    %c_17 = stablehlo.constant dense<3> : tensor<i16>
    %56 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i16>) -> tensor<8xi16>
    %57 = stablehlo.multiply %arg3, %56 : tensor<8xi16>
    %c_18 = stablehlo.constant dense<3> : tensor<i16>
    %58 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i16>) -> tensor<8xi16>
    %59 = stablehlo.shift_right_arithmetic %arg3, %58 : tensor<8xi16>
    %60 = stablehlo.convert %arg3 : (tensor<8xi16>) -> tensor<8xui16>
    %c_19 = stablehlo.constant dense<7> : tensor<ui16>
    %61 = call @floor_divide_1(%60, %c_19) : (tensor<8xui16>, tensor<ui16>) -> tensor<8xui16>
    %62 = stablehlo.not %arg3 : tensor<8xi16>
    %63 = stablehlo.popcnt %arg3 : tensor<8xi16>
    %64 = stablehlo.count_leading_zeros %arg1 : tensor<8xui32>
    return %7, %11, %13, %19, %26, %31, %34, %47, %52, %53, %54, %55, %57, %59, %61, %62, %63, %64 : tensor<6x8x3xui8>, tensor<6x8xui8>, tensor<6x8x3xui8>, tensor<6x8x3xui8>, tensor<256xi32>, tensor<1xui8>, tensor<64xui8>, tensor<8xui32>, tensor<8xui32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi16>, tensor<8xi16>, tensor<8xui16>, tensor<8xi16>, tensor<8xi16>, tensor<8xui32>
  }
  func.func private @floor_divide(%arg0: tensor<6x8x3xi32>, %arg1: tensor<i32>) -> tensor<6x8x3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<6x8x3xi32>
    %3 = stablehlo.sign %arg0 : tensor<6x8x3xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<6x8x3xi32>, tensor<6x8x3xi32>) -> tensor<6x8x3xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<6x8x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<6x8x3xi32>, tensor<6x8x3xi32>) -> tensor<6x8x3xi1>
    %11 = stablehlo.and %6, %10 : tensor<6x8x3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<6x8x3xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<6x8x3xi1>, tensor<6x8x3xi32>, tensor<6x8x3xi32>) -> tensor<6x8x3xi32>
    return %14 : tensor<6x8x3xi32>
  }
  func.func private @_where(%arg0: tensor<6x8x3xi1>, %arg1: tensor<6x8x3xi32>, %arg2: tensor<6x8x3xi32>) -> tensor<6x8x3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x8x3xi1>, tensor<6x8x3xi32>
    return %0 : tensor<6x8x3xi32>
  }
  func.func private @clip(%arg0: tensor<6x8x3xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<6x8x3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6x8x3xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<6x8x3xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<6x8x3xi32>
    return %5 : tensor<6x8x3xi32>
  }
  func.func private @round(%arg0: tensor<6x8xf32>) -> tensor<6x8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<6x8xf32>
    return %0 : tensor<6x8xf32>
  }
  func.func private @clip_0(%arg0: tensor<48xui8>, %arg1: tensor<i32>) -> tensor<48xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui8>) -> tensor<48xui8>
    %2 = stablehlo.maximum %1, %arg0 : tensor<48xui8>
    return %2 : tensor<48xui8>
  }
  func.func private @packbits(%arg0: tensor<3xi1>) -> tensor<1xui8> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %2 = stablehlo.convert %1 : (tensor<3xi1>) -> tensor<3xui8>
    %3 = stablehlo.iota dim = 0 : tensor<8xui8>
    %4 = stablehlo.reverse %3, dims = [0] : tensor<8xui8>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.pad %2, %c_0, low = [0], high = [5], interior = [0] : (tensor<3xui8>, tensor<ui8>) -> tensor<8xui8>
    %6 = stablehlo.reshape %5 : (tensor<8xui8>) -> tensor<1x8xui8>
    %7 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xui8>) -> tensor<1x8xui8>
    %8 = stablehlo.shift_left %6, %7 : tensor<1x8xui8>
    %9 = stablehlo.convert %8 : (tensor<1x8xui8>) -> tensor<1x8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %10 = stablehlo.reduce(%9 init: %c_1) applies stablehlo.add across dimensions = [1] : (tensor<1x8xui32>, tensor<ui32>) -> tensor<1xui32>
    %11 = stablehlo.convert %10 : (tensor<1xui32>) -> tensor<1xui8>
    return %11 : tensor<1xui8>
  }
  func.func private @unpackbits(%arg0: tensor<8xui8>) -> tensor<64xui8> {
    %0 = stablehlo.iota dim = 0 : tensor<8xui8>
    %c = stablehlo.constant dense<1> : tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %2 = stablehlo.shift_left %1, %0 : tensor<8xui8>
    %3 = stablehlo.reverse %2, dims = [0] : tensor<8xui8>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xui8>) -> tensor<8x1xui8>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8xui8>) -> tensor<1x8xui8>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xui8>) -> tensor<8x8xui8>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8xui8>) -> tensor<8x8xui8>
    %8 = stablehlo.and %6, %7 : tensor<8x8xui8>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<8x8xui8>
    %10 = stablehlo.compare GT, %8, %9, UNSIGNED : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %11 = stablehlo.convert %10 : (tensor<8x8xi1>) -> tensor<8x8xui8>
    %12 = stablehlo.reshape %11 : (tensor<8x8xui8>) -> tensor<64xui8>
    return %12 : tensor<64xui8>
  }
  func.func private @floor_divide_1(%arg0: tensor<8xui16>, %arg1: tensor<ui16>) -> tensor<8xui16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui16>) -> tensor<8xui16>
    %1 = stablehlo.divide %arg0, %0 : tensor<8xui16>
    return %1 : tensor<8xui16>
  }
}
