module @jit_transformer_stack attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<2x16xf32>, %arg3: tensor<2x16x16xf32>, %arg4: tensor<2x16x16xf32>, %arg5: tensor<2x16x16xf32>, %arg6: tensor<2x16x16xf32>, %arg7: tensor<2x16xf32>, %arg8: tensor<2x16xf32>, %arg9: tensor<2x16x64xf32>, %arg10: tensor<2x64xf32>, %arg11: tensor<2x64x16xf32>, %arg12: tensor<2x16xf32>) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    %2 = stablehlo.slice %arg2 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16xf32>) -> tensor<16xf32>
    %4 = stablehlo.slice %arg3 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.slice %arg4 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %8 = stablehlo.slice %arg5 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.slice %arg6 [0:1, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.slice %arg7 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x16xf32>) -> tensor<16xf32>
    %14 = stablehlo.slice %arg8 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16xf32>) -> tensor<16xf32>
    %16 = stablehlo.slice %arg9 [0:1, 0:16, 0:64] : (tensor<2x16x64xf32>) -> tensor<1x16x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %18 = stablehlo.slice %arg10 [0:1, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x64xf32>) -> tensor<64xf32>
    %20 = stablehlo.slice %arg11 [0:1, 0:64, 0:16] : (tensor<2x64x16xf32>) -> tensor<1x64x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x64x16xf32>) -> tensor<64x16xf32>
    %22 = stablehlo.slice %arg12 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<8x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %29 = stablehlo.subtract %arg0, %28 : tensor<8x16xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x1xf32>
    %37 = stablehlo.sqrt %36 : tensor<8x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %39 = stablehlo.divide %29, %38 : tensor<8x16xf32>
    %40 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<8x16xf32>
    %43 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %45 = stablehlo.add %42, %44 : tensor<8x16xf32>
    %46 = stablehlo.dot_general %45, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x16xf32>) -> tensor<8x4x4xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0, 2] : (tensor<8x4x4xf32>) -> tensor<4x8x4xf32>
    %49 = stablehlo.dot_general %45, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x16xf32>) -> tensor<8x4x4xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0, 2] : (tensor<8x4x4xf32>) -> tensor<4x8x4xf32>
    %52 = stablehlo.dot_general %45, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x16xf32>) -> tensor<8x4x4xf32>
    %54 = stablehlo.transpose %53, dims = [1, 0, 2] : (tensor<8x4x4xf32>) -> tensor<4x8x4xf32>
    %55 = stablehlo.transpose %51, dims = [0, 2, 1] : (tensor<4x8x4xf32>) -> tensor<4x4x8xf32>
    %56 = stablehlo.dot_general %48, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4xf32>, tensor<4x4x8xf32>) -> tensor<4x8x8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<4x8x8xf32>) -> tensor<32x8xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %63 = stablehlo.subtract %59, %62 : tensor<32x8xf32>
    %64 = stablehlo.exponential %63 : tensor<32x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %68 = stablehlo.divide %64, %67 : tensor<32x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %70 = stablehlo.dot_general %69, %54, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x4xf32>) -> tensor<4x8x4xf32>
    %71 = stablehlo.transpose %70, dims = [1, 0, 2] : (tensor<4x8x4xf32>) -> tensor<8x4x4xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x4x4xf32>) -> tensor<8x16xf32>
    %73 = stablehlo.dot_general %72, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %74 = stablehlo.add %arg0, %73 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %78 = stablehlo.divide %76, %77 : tensor<8x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<8x16xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %87 = stablehlo.add %85, %86 : tensor<8x1xf32>
    %88 = stablehlo.sqrt %87 : tensor<8x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %90 = stablehlo.divide %80, %89 : tensor<8x16xf32>
    %91 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<8x16xf32>
    %94 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %96 = stablehlo.add %93, %95 : tensor<8x16xf32>
    %97 = stablehlo.dot_general %96, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %98 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %102 = stablehlo.maximum %100, %101 : tensor<8x64xf32>
    %103 = stablehlo.dot_general %102, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %104 = stablehlo.add %74, %103 : tensor<8x16xf32>
    %105 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %107 = stablehlo.add %104, %106 : tensor<8x16xf32>
    %108 = stablehlo.slice %arg1 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x16xf32>) -> tensor<16xf32>
    %110 = stablehlo.slice %arg2 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x16xf32>) -> tensor<16xf32>
    %112 = stablehlo.slice %arg3 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %114 = stablehlo.slice %arg4 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.slice %arg5 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %118 = stablehlo.slice %arg6 [1:2, 0:16, 0:16] : (tensor<2x16x16xf32>) -> tensor<1x16x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %120 = stablehlo.slice %arg7 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x16xf32>) -> tensor<16xf32>
    %122 = stablehlo.slice %arg8 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<1x16xf32>) -> tensor<16xf32>
    %124 = stablehlo.slice %arg9 [1:2, 0:16, 0:64] : (tensor<2x16x64xf32>) -> tensor<1x16x64xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %126 = stablehlo.slice %arg10 [1:2, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x64xf32>) -> tensor<64xf32>
    %128 = stablehlo.slice %arg11 [1:2, 0:64, 0:16] : (tensor<2x64x16xf32>) -> tensor<1x64x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x64x16xf32>) -> tensor<64x16xf32>
    %130 = stablehlo.slice %arg12 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%107 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %137 = stablehlo.subtract %107, %136 : tensor<8x16xf32>
    %138 = stablehlo.multiply %137, %137 : tensor<8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<8x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %144 = stablehlo.add %142, %143 : tensor<8x1xf32>
    %145 = stablehlo.sqrt %144 : tensor<8x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %147 = stablehlo.divide %137, %146 : tensor<8x16xf32>
    %148 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<8x16xf32>
    %151 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %153 = stablehlo.add %150, %152 : tensor<8x16xf32>
    %154 = stablehlo.dot_general %153, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x16xf32>) -> tensor<8x4x4xf32>
    %156 = stablehlo.transpose %155, dims = [1, 0, 2] : (tensor<8x4x4xf32>) -> tensor<4x8x4xf32>
    %157 = stablehlo.dot_general %153, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %158 = stablehlo.reshape %157 : (tensor<8x16xf32>) -> tensor<8x4x4xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0, 2] : (tensor<8x4x4xf32>) -> tensor<4x8x4xf32>
    %160 = stablehlo.dot_general %153, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %161 = stablehlo.reshape %160 : (tensor<8x16xf32>) -> tensor<8x4x4xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0, 2] : (tensor<8x4x4xf32>) -> tensor<4x8x4xf32>
    %163 = stablehlo.transpose %159, dims = [0, 2, 1] : (tensor<4x8x4xf32>) -> tensor<4x4x8xf32>
    %164 = stablehlo.dot_general %156, %163, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4xf32>, tensor<4x4x8xf32>) -> tensor<4x8x8xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<4x8x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<4x8x8xf32>) -> tensor<32x8xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %171 = stablehlo.subtract %167, %170 : tensor<32x8xf32>
    %172 = stablehlo.exponential %171 : tensor<32x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %176 = stablehlo.divide %172, %175 : tensor<32x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %178 = stablehlo.dot_general %177, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x4xf32>) -> tensor<4x8x4xf32>
    %179 = stablehlo.transpose %178, dims = [1, 0, 2] : (tensor<4x8x4xf32>) -> tensor<8x4x4xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x4x4xf32>) -> tensor<8x16xf32>
    %181 = stablehlo.dot_general %180, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %182 = stablehlo.add %107, %181 : tensor<8x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %186 = stablehlo.divide %184, %185 : tensor<8x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %188 = stablehlo.subtract %182, %187 : tensor<8x16xf32>
    %189 = stablehlo.multiply %188, %188 : tensor<8x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<8x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %195 = stablehlo.add %193, %194 : tensor<8x1xf32>
    %196 = stablehlo.sqrt %195 : tensor<8x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %198 = stablehlo.divide %188, %197 : tensor<8x16xf32>
    %199 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<8x16xf32>
    %202 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %204 = stablehlo.add %201, %203 : tensor<8x16xf32>
    %205 = stablehlo.dot_general %204, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %206 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %210 = stablehlo.maximum %208, %209 : tensor<8x64xf32>
    %211 = stablehlo.dot_general %210, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %212 = stablehlo.add %182, %211 : tensor<8x16xf32>
    %213 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x16xf32>
    return %215 : tensor<8x16xf32>
  }
}
