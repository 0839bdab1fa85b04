module @jit_transformer_stack attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32>, %arg1: tensor<12x256xf32>, %arg2: tensor<12x256xf32>, %arg3: tensor<12x256x256xf32>, %arg4: tensor<12x256x256xf32>, %arg5: tensor<12x256x256xf32>, %arg6: tensor<12x256x256xf32>, %arg7: tensor<12x256xf32>, %arg8: tensor<12x256xf32>, %arg9: tensor<12x256x1024xf32>, %arg10: tensor<12x1024xf32>, %arg11: tensor<12x1024x256xf32>, %arg12: tensor<12x256xf32>) -> (tensor<128x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256xf32>) -> tensor<256xf32>
    %2 = stablehlo.slice %arg2 [0:1, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x256xf32>) -> tensor<256xf32>
    %4 = stablehlo.slice %arg3 [0:1, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %6 = stablehlo.slice %arg4 [0:1, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %8 = stablehlo.slice %arg5 [0:1, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %10 = stablehlo.slice %arg6 [0:1, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %12 = stablehlo.slice %arg7 [0:1, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x256xf32>) -> tensor<256xf32>
    %14 = stablehlo.slice %arg8 [0:1, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x256xf32>) -> tensor<256xf32>
    %16 = stablehlo.slice %arg9 [0:1, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %18 = stablehlo.slice %arg10 [0:1, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %20 = stablehlo.slice %arg11 [0:1, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %22 = stablehlo.slice %arg12 [0:1, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<128x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %29 = stablehlo.subtract %arg0, %28 : tensor<128x256xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<128x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %34 = stablehlo.divide %32, %33 : tensor<128x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %36 = stablehlo.add %34, %35 : tensor<128x1xf32>
    %37 = stablehlo.sqrt %36 : tensor<128x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %39 = stablehlo.divide %29, %38 : tensor<128x256xf32>
    %40 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<128x256xf32>
    %43 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %45 = stablehlo.add %42, %44 : tensor<128x256xf32>
    %46 = stablehlo.dot_general %45, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %47 = stablehlo.reshape %46 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %49 = stablehlo.dot_general %45, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %50 = stablehlo.reshape %49 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %52 = stablehlo.dot_general %45, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %53 = stablehlo.reshape %52 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %54 = stablehlo.transpose %53, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %55 = stablehlo.transpose %51, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %56 = stablehlo.dot_general %48, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<4x128x128xf32>
    %59 = stablehlo.reshape %58 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %63 = stablehlo.subtract %59, %62 : tensor<512x128xf32>
    %64 = stablehlo.exponential %63 : tensor<512x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %68 = stablehlo.divide %64, %67 : tensor<512x128xf32>
    %69 = stablehlo.reshape %68 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %70 = stablehlo.dot_general %69, %54, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %71 = stablehlo.transpose %70, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %73 = stablehlo.dot_general %72, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %74 = stablehlo.add %arg0, %73 : tensor<128x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_8 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %78 = stablehlo.divide %76, %77 : tensor<128x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<128x256xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<128x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_10 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<128x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %87 = stablehlo.add %85, %86 : tensor<128x1xf32>
    %88 = stablehlo.sqrt %87 : tensor<128x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %90 = stablehlo.divide %80, %89 : tensor<128x256xf32>
    %91 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<128x256xf32>
    %94 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %96 = stablehlo.add %93, %95 : tensor<128x256xf32>
    %97 = stablehlo.dot_general %96, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %98 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %100 = stablehlo.add %97, %99 : tensor<128x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %102 = stablehlo.maximum %100, %101 : tensor<128x1024xf32>
    %103 = stablehlo.dot_general %102, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %104 = stablehlo.add %74, %103 : tensor<128x256xf32>
    %105 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %107 = stablehlo.add %104, %106 : tensor<128x256xf32>
    %108 = stablehlo.slice %arg1 [1:2, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x256xf32>) -> tensor<256xf32>
    %110 = stablehlo.slice %arg2 [1:2, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x256xf32>) -> tensor<256xf32>
    %112 = stablehlo.slice %arg3 [1:2, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %114 = stablehlo.slice %arg4 [1:2, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %116 = stablehlo.slice %arg5 [1:2, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %117 = stablehlo.reshape %116 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %118 = stablehlo.slice %arg6 [1:2, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %120 = stablehlo.slice %arg7 [1:2, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x256xf32>) -> tensor<256xf32>
    %122 = stablehlo.slice %arg8 [1:2, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %123 = stablehlo.reshape %122 : (tensor<1x256xf32>) -> tensor<256xf32>
    %124 = stablehlo.slice %arg9 [1:2, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %126 = stablehlo.slice %arg10 [1:2, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %128 = stablehlo.slice %arg11 [1:2, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %130 = stablehlo.slice %arg12 [1:2, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %131 = stablehlo.reshape %130 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%107 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_14 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<128x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %137 = stablehlo.subtract %107, %136 : tensor<128x256xf32>
    %138 = stablehlo.multiply %137, %137 : tensor<128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<128x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %144 = stablehlo.add %142, %143 : tensor<128x1xf32>
    %145 = stablehlo.sqrt %144 : tensor<128x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %147 = stablehlo.divide %137, %146 : tensor<128x256xf32>
    %148 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<128x256xf32>
    %151 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %153 = stablehlo.add %150, %152 : tensor<128x256xf32>
    %154 = stablehlo.dot_general %153, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %155 = stablehlo.reshape %154 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %156 = stablehlo.transpose %155, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %157 = stablehlo.dot_general %153, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %158 = stablehlo.reshape %157 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %160 = stablehlo.dot_general %153, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %161 = stablehlo.reshape %160 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %163 = stablehlo.transpose %159, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %164 = stablehlo.dot_general %156, %163, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_18 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<4x128x128xf32>
    %167 = stablehlo.reshape %166 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %171 = stablehlo.subtract %167, %170 : tensor<512x128xf32>
    %172 = stablehlo.exponential %171 : tensor<512x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %176 = stablehlo.divide %172, %175 : tensor<512x128xf32>
    %177 = stablehlo.reshape %176 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %178 = stablehlo.dot_general %177, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %179 = stablehlo.transpose %178, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %180 = stablehlo.reshape %179 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %181 = stablehlo.dot_general %180, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %182 = stablehlo.add %107, %181 : tensor<128x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %186 = stablehlo.divide %184, %185 : tensor<128x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %188 = stablehlo.subtract %182, %187 : tensor<128x256xf32>
    %189 = stablehlo.multiply %188, %188 : tensor<128x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<128x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %195 = stablehlo.add %193, %194 : tensor<128x1xf32>
    %196 = stablehlo.sqrt %195 : tensor<128x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %198 = stablehlo.divide %188, %197 : tensor<128x256xf32>
    %199 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<128x256xf32>
    %202 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %204 = stablehlo.add %201, %203 : tensor<128x256xf32>
    %205 = stablehlo.dot_general %204, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %206 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %208 = stablehlo.add %205, %207 : tensor<128x1024xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %210 = stablehlo.maximum %208, %209 : tensor<128x1024xf32>
    %211 = stablehlo.dot_general %210, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %212 = stablehlo.add %182, %211 : tensor<128x256xf32>
    %213 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %215 = stablehlo.add %212, %214 : tensor<128x256xf32>
    %216 = stablehlo.slice %arg1 [2:3, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x256xf32>) -> tensor<256xf32>
    %218 = stablehlo.slice %arg2 [2:3, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x256xf32>) -> tensor<256xf32>
    %220 = stablehlo.slice %arg3 [2:3, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %221 = stablehlo.reshape %220 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %222 = stablehlo.slice %arg4 [2:3, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %224 = stablehlo.slice %arg5 [2:3, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %226 = stablehlo.slice %arg6 [2:3, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %228 = stablehlo.slice %arg7 [2:3, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x256xf32>) -> tensor<256xf32>
    %230 = stablehlo.slice %arg8 [2:3, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x256xf32>) -> tensor<256xf32>
    %232 = stablehlo.slice %arg9 [2:3, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %234 = stablehlo.slice %arg10 [2:3, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %235 = stablehlo.reshape %234 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %236 = stablehlo.slice %arg11 [2:3, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %238 = stablehlo.slice %arg12 [2:3, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %239 = stablehlo.reshape %238 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%215 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_28 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %243 = stablehlo.divide %241, %242 : tensor<128x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %245 = stablehlo.subtract %215, %244 : tensor<128x256xf32>
    %246 = stablehlo.multiply %245, %245 : tensor<128x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_30 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %250 = stablehlo.divide %248, %249 : tensor<128x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %252 = stablehlo.add %250, %251 : tensor<128x1xf32>
    %253 = stablehlo.sqrt %252 : tensor<128x1xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %255 = stablehlo.divide %245, %254 : tensor<128x256xf32>
    %256 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %258 = stablehlo.multiply %255, %257 : tensor<128x256xf32>
    %259 = stablehlo.broadcast_in_dim %219, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %261 = stablehlo.add %258, %260 : tensor<128x256xf32>
    %262 = stablehlo.dot_general %261, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %263 = stablehlo.reshape %262 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %264 = stablehlo.transpose %263, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %265 = stablehlo.dot_general %261, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %266 = stablehlo.reshape %265 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %267 = stablehlo.transpose %266, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %268 = stablehlo.dot_general %261, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %269 = stablehlo.reshape %268 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %270 = stablehlo.transpose %269, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %271 = stablehlo.transpose %267, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %272 = stablehlo.dot_general %264, %271, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_32 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<4x128x128xf32>
    %275 = stablehlo.reshape %274 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_33) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %279 = stablehlo.subtract %275, %278 : tensor<512x128xf32>
    %280 = stablehlo.exponential %279 : tensor<512x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_34) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %284 = stablehlo.divide %280, %283 : tensor<512x128xf32>
    %285 = stablehlo.reshape %284 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %286 = stablehlo.dot_general %285, %270, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %287 = stablehlo.transpose %286, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %289 = stablehlo.dot_general %288, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %290 = stablehlo.add %215, %289 : tensor<128x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<128x1xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %296 = stablehlo.subtract %290, %295 : tensor<128x256xf32>
    %297 = stablehlo.multiply %296, %296 : tensor<128x256xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_38 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %301 = stablehlo.divide %299, %300 : tensor<128x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %303 = stablehlo.add %301, %302 : tensor<128x1xf32>
    %304 = stablehlo.sqrt %303 : tensor<128x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %306 = stablehlo.divide %296, %305 : tensor<128x256xf32>
    %307 = stablehlo.broadcast_in_dim %229, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %309 = stablehlo.multiply %306, %308 : tensor<128x256xf32>
    %310 = stablehlo.broadcast_in_dim %231, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %312 = stablehlo.add %309, %311 : tensor<128x256xf32>
    %313 = stablehlo.dot_general %312, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %314 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %316 = stablehlo.add %313, %315 : tensor<128x1024xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %318 = stablehlo.maximum %316, %317 : tensor<128x1024xf32>
    %319 = stablehlo.dot_general %318, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %320 = stablehlo.add %290, %319 : tensor<128x256xf32>
    %321 = stablehlo.broadcast_in_dim %239, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %323 = stablehlo.add %320, %322 : tensor<128x256xf32>
    %324 = stablehlo.slice %arg1 [3:4, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x256xf32>) -> tensor<256xf32>
    %326 = stablehlo.slice %arg2 [3:4, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %327 = stablehlo.reshape %326 : (tensor<1x256xf32>) -> tensor<256xf32>
    %328 = stablehlo.slice %arg3 [3:4, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %329 = stablehlo.reshape %328 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %330 = stablehlo.slice %arg4 [3:4, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %331 = stablehlo.reshape %330 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %332 = stablehlo.slice %arg5 [3:4, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %333 = stablehlo.reshape %332 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %334 = stablehlo.slice %arg6 [3:4, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %335 = stablehlo.reshape %334 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %336 = stablehlo.slice %arg7 [3:4, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %337 = stablehlo.reshape %336 : (tensor<1x256xf32>) -> tensor<256xf32>
    %338 = stablehlo.slice %arg8 [3:4, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %339 = stablehlo.reshape %338 : (tensor<1x256xf32>) -> tensor<256xf32>
    %340 = stablehlo.slice %arg9 [3:4, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %341 = stablehlo.reshape %340 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %342 = stablehlo.slice %arg10 [3:4, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %343 = stablehlo.reshape %342 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %344 = stablehlo.slice %arg11 [3:4, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %345 = stablehlo.reshape %344 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %346 = stablehlo.slice %arg12 [3:4, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %347 = stablehlo.reshape %346 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%323 init: %cst_41) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %351 = stablehlo.divide %349, %350 : tensor<128x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %353 = stablehlo.subtract %323, %352 : tensor<128x256xf32>
    %354 = stablehlo.multiply %353, %353 : tensor<128x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %358 = stablehlo.divide %356, %357 : tensor<128x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %360 = stablehlo.add %358, %359 : tensor<128x1xf32>
    %361 = stablehlo.sqrt %360 : tensor<128x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %363 = stablehlo.divide %353, %362 : tensor<128x256xf32>
    %364 = stablehlo.broadcast_in_dim %325, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %366 = stablehlo.multiply %363, %365 : tensor<128x256xf32>
    %367 = stablehlo.broadcast_in_dim %327, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %369 = stablehlo.add %366, %368 : tensor<128x256xf32>
    %370 = stablehlo.dot_general %369, %329, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %371 = stablehlo.reshape %370 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %372 = stablehlo.transpose %371, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %373 = stablehlo.dot_general %369, %331, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %374 = stablehlo.reshape %373 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %375 = stablehlo.transpose %374, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %376 = stablehlo.dot_general %369, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %377 = stablehlo.reshape %376 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %378 = stablehlo.transpose %377, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %379 = stablehlo.transpose %375, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %380 = stablehlo.dot_general %372, %379, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_46 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %382 = stablehlo.multiply %380, %381 : tensor<4x128x128xf32>
    %383 = stablehlo.reshape %382 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_47) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %387 = stablehlo.subtract %383, %386 : tensor<512x128xf32>
    %388 = stablehlo.exponential %387 : tensor<512x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_48) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %392 = stablehlo.divide %388, %391 : tensor<512x128xf32>
    %393 = stablehlo.reshape %392 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %394 = stablehlo.dot_general %393, %378, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %395 = stablehlo.transpose %394, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %396 = stablehlo.reshape %395 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %397 = stablehlo.dot_general %396, %335, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %398 = stablehlo.add %323, %397 : tensor<128x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_49) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_50 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %402 = stablehlo.divide %400, %401 : tensor<128x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %404 = stablehlo.subtract %398, %403 : tensor<128x256xf32>
    %405 = stablehlo.multiply %404, %404 : tensor<128x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_52 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %409 = stablehlo.divide %407, %408 : tensor<128x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %411 = stablehlo.add %409, %410 : tensor<128x1xf32>
    %412 = stablehlo.sqrt %411 : tensor<128x1xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %414 = stablehlo.divide %404, %413 : tensor<128x256xf32>
    %415 = stablehlo.broadcast_in_dim %337, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %417 = stablehlo.multiply %414, %416 : tensor<128x256xf32>
    %418 = stablehlo.broadcast_in_dim %339, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %420 = stablehlo.add %417, %419 : tensor<128x256xf32>
    %421 = stablehlo.dot_general %420, %341, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %422 = stablehlo.broadcast_in_dim %343, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %424 = stablehlo.add %421, %423 : tensor<128x1024xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %426 = stablehlo.maximum %424, %425 : tensor<128x1024xf32>
    %427 = stablehlo.dot_general %426, %345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %428 = stablehlo.add %398, %427 : tensor<128x256xf32>
    %429 = stablehlo.broadcast_in_dim %347, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %431 = stablehlo.add %428, %430 : tensor<128x256xf32>
    %432 = stablehlo.slice %arg1 [4:5, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %433 = stablehlo.reshape %432 : (tensor<1x256xf32>) -> tensor<256xf32>
    %434 = stablehlo.slice %arg2 [4:5, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %435 = stablehlo.reshape %434 : (tensor<1x256xf32>) -> tensor<256xf32>
    %436 = stablehlo.slice %arg3 [4:5, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %437 = stablehlo.reshape %436 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %438 = stablehlo.slice %arg4 [4:5, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %439 = stablehlo.reshape %438 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %440 = stablehlo.slice %arg5 [4:5, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %441 = stablehlo.reshape %440 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %442 = stablehlo.slice %arg6 [4:5, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %443 = stablehlo.reshape %442 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %444 = stablehlo.slice %arg7 [4:5, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %445 = stablehlo.reshape %444 : (tensor<1x256xf32>) -> tensor<256xf32>
    %446 = stablehlo.slice %arg8 [4:5, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %447 = stablehlo.reshape %446 : (tensor<1x256xf32>) -> tensor<256xf32>
    %448 = stablehlo.slice %arg9 [4:5, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %449 = stablehlo.reshape %448 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %450 = stablehlo.slice %arg10 [4:5, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %451 = stablehlo.reshape %450 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %452 = stablehlo.slice %arg11 [4:5, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %453 = stablehlo.reshape %452 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %454 = stablehlo.slice %arg12 [4:5, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %455 = stablehlo.reshape %454 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.reduce(%431 init: %cst_55) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_56 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %459 = stablehlo.divide %457, %458 : tensor<128x1xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %461 = stablehlo.subtract %431, %460 : tensor<128x256xf32>
    %462 = stablehlo.multiply %461, %461 : tensor<128x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_57) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %466 = stablehlo.divide %464, %465 : tensor<128x1xf32>
    %cst_59 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %468 = stablehlo.add %466, %467 : tensor<128x1xf32>
    %469 = stablehlo.sqrt %468 : tensor<128x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %471 = stablehlo.divide %461, %470 : tensor<128x256xf32>
    %472 = stablehlo.broadcast_in_dim %433, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %474 = stablehlo.multiply %471, %473 : tensor<128x256xf32>
    %475 = stablehlo.broadcast_in_dim %435, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %477 = stablehlo.add %474, %476 : tensor<128x256xf32>
    %478 = stablehlo.dot_general %477, %437, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %479 = stablehlo.reshape %478 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %480 = stablehlo.transpose %479, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %481 = stablehlo.dot_general %477, %439, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %482 = stablehlo.reshape %481 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %483 = stablehlo.transpose %482, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %484 = stablehlo.dot_general %477, %441, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %485 = stablehlo.reshape %484 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %486 = stablehlo.transpose %485, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %487 = stablehlo.transpose %483, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %488 = stablehlo.dot_general %480, %487, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_60 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %490 = stablehlo.multiply %488, %489 : tensor<4x128x128xf32>
    %491 = stablehlo.reshape %490 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_61) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %495 = stablehlo.subtract %491, %494 : tensor<512x128xf32>
    %496 = stablehlo.exponential %495 : tensor<512x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.reduce(%496 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %500 = stablehlo.divide %496, %499 : tensor<512x128xf32>
    %501 = stablehlo.reshape %500 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %502 = stablehlo.dot_general %501, %486, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %503 = stablehlo.transpose %502, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %504 = stablehlo.reshape %503 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %505 = stablehlo.dot_general %504, %443, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %506 = stablehlo.add %431, %505 : tensor<128x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%506 init: %cst_63) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_64 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %510 = stablehlo.divide %508, %509 : tensor<128x1xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %512 = stablehlo.subtract %506, %511 : tensor<128x256xf32>
    %513 = stablehlo.multiply %512, %512 : tensor<128x256xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%513 init: %cst_65) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_66 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %517 = stablehlo.divide %515, %516 : tensor<128x1xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %519 = stablehlo.add %517, %518 : tensor<128x1xf32>
    %520 = stablehlo.sqrt %519 : tensor<128x1xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %522 = stablehlo.divide %512, %521 : tensor<128x256xf32>
    %523 = stablehlo.broadcast_in_dim %445, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %525 = stablehlo.multiply %522, %524 : tensor<128x256xf32>
    %526 = stablehlo.broadcast_in_dim %447, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %528 = stablehlo.add %525, %527 : tensor<128x256xf32>
    %529 = stablehlo.dot_general %528, %449, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %530 = stablehlo.broadcast_in_dim %451, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %532 = stablehlo.add %529, %531 : tensor<128x1024xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %534 = stablehlo.maximum %532, %533 : tensor<128x1024xf32>
    %535 = stablehlo.dot_general %534, %453, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %536 = stablehlo.add %506, %535 : tensor<128x256xf32>
    %537 = stablehlo.broadcast_in_dim %455, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %539 = stablehlo.add %536, %538 : tensor<128x256xf32>
    %540 = stablehlo.slice %arg1 [5:6, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %541 = stablehlo.reshape %540 : (tensor<1x256xf32>) -> tensor<256xf32>
    %542 = stablehlo.slice %arg2 [5:6, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %543 = stablehlo.reshape %542 : (tensor<1x256xf32>) -> tensor<256xf32>
    %544 = stablehlo.slice %arg3 [5:6, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %545 = stablehlo.reshape %544 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %546 = stablehlo.slice %arg4 [5:6, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %547 = stablehlo.reshape %546 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %548 = stablehlo.slice %arg5 [5:6, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %549 = stablehlo.reshape %548 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %550 = stablehlo.slice %arg6 [5:6, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %551 = stablehlo.reshape %550 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %552 = stablehlo.slice %arg7 [5:6, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %553 = stablehlo.reshape %552 : (tensor<1x256xf32>) -> tensor<256xf32>
    %554 = stablehlo.slice %arg8 [5:6, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %555 = stablehlo.reshape %554 : (tensor<1x256xf32>) -> tensor<256xf32>
    %556 = stablehlo.slice %arg9 [5:6, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %557 = stablehlo.reshape %556 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %558 = stablehlo.slice %arg10 [5:6, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %559 = stablehlo.reshape %558 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %560 = stablehlo.slice %arg11 [5:6, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %561 = stablehlo.reshape %560 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %562 = stablehlo.slice %arg12 [5:6, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %563 = stablehlo.reshape %562 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%539 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_70 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %567 = stablehlo.divide %565, %566 : tensor<128x1xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %569 = stablehlo.subtract %539, %568 : tensor<128x256xf32>
    %570 = stablehlo.multiply %569, %569 : tensor<128x256xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_72 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %574 = stablehlo.divide %572, %573 : tensor<128x1xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %576 = stablehlo.add %574, %575 : tensor<128x1xf32>
    %577 = stablehlo.sqrt %576 : tensor<128x1xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %579 = stablehlo.divide %569, %578 : tensor<128x256xf32>
    %580 = stablehlo.broadcast_in_dim %541, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %582 = stablehlo.multiply %579, %581 : tensor<128x256xf32>
    %583 = stablehlo.broadcast_in_dim %543, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %585 = stablehlo.add %582, %584 : tensor<128x256xf32>
    %586 = stablehlo.dot_general %585, %545, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %587 = stablehlo.reshape %586 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %588 = stablehlo.transpose %587, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %589 = stablehlo.dot_general %585, %547, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %590 = stablehlo.reshape %589 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %591 = stablehlo.transpose %590, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %592 = stablehlo.dot_general %585, %549, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %593 = stablehlo.reshape %592 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %594 = stablehlo.transpose %593, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %595 = stablehlo.transpose %591, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %596 = stablehlo.dot_general %588, %595, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_74 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %598 = stablehlo.multiply %596, %597 : tensor<4x128x128xf32>
    %599 = stablehlo.reshape %598 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %600 = stablehlo.reduce(%599 init: %cst_75) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %603 = stablehlo.subtract %599, %602 : tensor<512x128xf32>
    %604 = stablehlo.exponential %603 : tensor<512x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_76) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %608 = stablehlo.divide %604, %607 : tensor<512x128xf32>
    %609 = stablehlo.reshape %608 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %610 = stablehlo.dot_general %609, %594, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %611 = stablehlo.transpose %610, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %612 = stablehlo.reshape %611 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %613 = stablehlo.dot_general %612, %551, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %614 = stablehlo.add %539, %613 : tensor<128x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%614 init: %cst_77) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_78 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %618 = stablehlo.divide %616, %617 : tensor<128x1xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %620 = stablehlo.subtract %614, %619 : tensor<128x256xf32>
    %621 = stablehlo.multiply %620, %620 : tensor<128x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.reduce(%621 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %625 = stablehlo.divide %623, %624 : tensor<128x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %627 = stablehlo.add %625, %626 : tensor<128x1xf32>
    %628 = stablehlo.sqrt %627 : tensor<128x1xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %630 = stablehlo.divide %620, %629 : tensor<128x256xf32>
    %631 = stablehlo.broadcast_in_dim %553, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %633 = stablehlo.multiply %630, %632 : tensor<128x256xf32>
    %634 = stablehlo.broadcast_in_dim %555, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %636 = stablehlo.add %633, %635 : tensor<128x256xf32>
    %637 = stablehlo.dot_general %636, %557, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %638 = stablehlo.broadcast_in_dim %559, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %640 = stablehlo.add %637, %639 : tensor<128x1024xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %642 = stablehlo.maximum %640, %641 : tensor<128x1024xf32>
    %643 = stablehlo.dot_general %642, %561, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %644 = stablehlo.add %614, %643 : tensor<128x256xf32>
    %645 = stablehlo.broadcast_in_dim %563, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %647 = stablehlo.add %644, %646 : tensor<128x256xf32>
    %648 = stablehlo.slice %arg1 [6:7, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %649 = stablehlo.reshape %648 : (tensor<1x256xf32>) -> tensor<256xf32>
    %650 = stablehlo.slice %arg2 [6:7, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %651 = stablehlo.reshape %650 : (tensor<1x256xf32>) -> tensor<256xf32>
    %652 = stablehlo.slice %arg3 [6:7, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %653 = stablehlo.reshape %652 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %654 = stablehlo.slice %arg4 [6:7, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %655 = stablehlo.reshape %654 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %656 = stablehlo.slice %arg5 [6:7, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %657 = stablehlo.reshape %656 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %658 = stablehlo.slice %arg6 [6:7, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %659 = stablehlo.reshape %658 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %660 = stablehlo.slice %arg7 [6:7, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %661 = stablehlo.reshape %660 : (tensor<1x256xf32>) -> tensor<256xf32>
    %662 = stablehlo.slice %arg8 [6:7, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %663 = stablehlo.reshape %662 : (tensor<1x256xf32>) -> tensor<256xf32>
    %664 = stablehlo.slice %arg9 [6:7, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %665 = stablehlo.reshape %664 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %666 = stablehlo.slice %arg10 [6:7, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %667 = stablehlo.reshape %666 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %668 = stablehlo.slice %arg11 [6:7, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %669 = stablehlo.reshape %668 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %670 = stablehlo.slice %arg12 [6:7, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %671 = stablehlo.reshape %670 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%647 init: %cst_83) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_84 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %675 = stablehlo.divide %673, %674 : tensor<128x1xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %677 = stablehlo.subtract %647, %676 : tensor<128x256xf32>
    %678 = stablehlo.multiply %677, %677 : tensor<128x256xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.reduce(%678 init: %cst_85) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_86 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %682 = stablehlo.divide %680, %681 : tensor<128x1xf32>
    %cst_87 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %684 = stablehlo.add %682, %683 : tensor<128x1xf32>
    %685 = stablehlo.sqrt %684 : tensor<128x1xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %687 = stablehlo.divide %677, %686 : tensor<128x256xf32>
    %688 = stablehlo.broadcast_in_dim %649, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %690 = stablehlo.multiply %687, %689 : tensor<128x256xf32>
    %691 = stablehlo.broadcast_in_dim %651, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %693 = stablehlo.add %690, %692 : tensor<128x256xf32>
    %694 = stablehlo.dot_general %693, %653, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %695 = stablehlo.reshape %694 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %696 = stablehlo.transpose %695, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %697 = stablehlo.dot_general %693, %655, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %698 = stablehlo.reshape %697 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %699 = stablehlo.transpose %698, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %700 = stablehlo.dot_general %693, %657, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %701 = stablehlo.reshape %700 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %702 = stablehlo.transpose %701, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %703 = stablehlo.transpose %699, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %704 = stablehlo.dot_general %696, %703, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_88 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %706 = stablehlo.multiply %704, %705 : tensor<4x128x128xf32>
    %707 = stablehlo.reshape %706 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %708 = stablehlo.reduce(%707 init: %cst_89) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %711 = stablehlo.subtract %707, %710 : tensor<512x128xf32>
    %712 = stablehlo.exponential %711 : tensor<512x128xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.reduce(%712 init: %cst_90) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %715 = stablehlo.broadcast_in_dim %714, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %716 = stablehlo.divide %712, %715 : tensor<512x128xf32>
    %717 = stablehlo.reshape %716 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %718 = stablehlo.dot_general %717, %702, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %719 = stablehlo.transpose %718, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %720 = stablehlo.reshape %719 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %721 = stablehlo.dot_general %720, %659, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %722 = stablehlo.add %647, %721 : tensor<128x256xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_91) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_92 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %726 = stablehlo.divide %724, %725 : tensor<128x1xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %728 = stablehlo.subtract %722, %727 : tensor<128x256xf32>
    %729 = stablehlo.multiply %728, %728 : tensor<128x256xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.reduce(%729 init: %cst_93) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_94 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %733 = stablehlo.divide %731, %732 : tensor<128x1xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %735 = stablehlo.add %733, %734 : tensor<128x1xf32>
    %736 = stablehlo.sqrt %735 : tensor<128x1xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %738 = stablehlo.divide %728, %737 : tensor<128x256xf32>
    %739 = stablehlo.broadcast_in_dim %661, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %741 = stablehlo.multiply %738, %740 : tensor<128x256xf32>
    %742 = stablehlo.broadcast_in_dim %663, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %744 = stablehlo.add %741, %743 : tensor<128x256xf32>
    %745 = stablehlo.dot_general %744, %665, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %746 = stablehlo.broadcast_in_dim %667, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %748 = stablehlo.add %745, %747 : tensor<128x1024xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %750 = stablehlo.maximum %748, %749 : tensor<128x1024xf32>
    %751 = stablehlo.dot_general %750, %669, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %752 = stablehlo.add %722, %751 : tensor<128x256xf32>
    %753 = stablehlo.broadcast_in_dim %671, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %755 = stablehlo.add %752, %754 : tensor<128x256xf32>
    %756 = stablehlo.slice %arg1 [7:8, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %757 = stablehlo.reshape %756 : (tensor<1x256xf32>) -> tensor<256xf32>
    %758 = stablehlo.slice %arg2 [7:8, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %759 = stablehlo.reshape %758 : (tensor<1x256xf32>) -> tensor<256xf32>
    %760 = stablehlo.slice %arg3 [7:8, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %761 = stablehlo.reshape %760 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %762 = stablehlo.slice %arg4 [7:8, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %763 = stablehlo.reshape %762 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %764 = stablehlo.slice %arg5 [7:8, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %765 = stablehlo.reshape %764 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %766 = stablehlo.slice %arg6 [7:8, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %767 = stablehlo.reshape %766 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %768 = stablehlo.slice %arg7 [7:8, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %769 = stablehlo.reshape %768 : (tensor<1x256xf32>) -> tensor<256xf32>
    %770 = stablehlo.slice %arg8 [7:8, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %771 = stablehlo.reshape %770 : (tensor<1x256xf32>) -> tensor<256xf32>
    %772 = stablehlo.slice %arg9 [7:8, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %773 = stablehlo.reshape %772 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %774 = stablehlo.slice %arg10 [7:8, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %775 = stablehlo.reshape %774 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %776 = stablehlo.slice %arg11 [7:8, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %777 = stablehlo.reshape %776 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %778 = stablehlo.slice %arg12 [7:8, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %779 = stablehlo.reshape %778 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%755 init: %cst_97) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_98 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %783 = stablehlo.divide %781, %782 : tensor<128x1xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %785 = stablehlo.subtract %755, %784 : tensor<128x256xf32>
    %786 = stablehlo.multiply %785, %785 : tensor<128x256xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_99) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_100 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %790 = stablehlo.divide %788, %789 : tensor<128x1xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %792 = stablehlo.add %790, %791 : tensor<128x1xf32>
    %793 = stablehlo.sqrt %792 : tensor<128x1xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %795 = stablehlo.divide %785, %794 : tensor<128x256xf32>
    %796 = stablehlo.broadcast_in_dim %757, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %798 = stablehlo.multiply %795, %797 : tensor<128x256xf32>
    %799 = stablehlo.broadcast_in_dim %759, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %801 = stablehlo.add %798, %800 : tensor<128x256xf32>
    %802 = stablehlo.dot_general %801, %761, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %803 = stablehlo.reshape %802 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %804 = stablehlo.transpose %803, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %805 = stablehlo.dot_general %801, %763, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %806 = stablehlo.reshape %805 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %807 = stablehlo.transpose %806, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %808 = stablehlo.dot_general %801, %765, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %809 = stablehlo.reshape %808 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %810 = stablehlo.transpose %809, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %811 = stablehlo.transpose %807, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %812 = stablehlo.dot_general %804, %811, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_102 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %814 = stablehlo.multiply %812, %813 : tensor<4x128x128xf32>
    %815 = stablehlo.reshape %814 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %816 = stablehlo.reduce(%815 init: %cst_103) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %819 = stablehlo.subtract %815, %818 : tensor<512x128xf32>
    %820 = stablehlo.exponential %819 : tensor<512x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.reduce(%820 init: %cst_104) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %824 = stablehlo.divide %820, %823 : tensor<512x128xf32>
    %825 = stablehlo.reshape %824 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %826 = stablehlo.dot_general %825, %810, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %827 = stablehlo.transpose %826, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %828 = stablehlo.reshape %827 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %829 = stablehlo.dot_general %828, %767, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %830 = stablehlo.add %755, %829 : tensor<128x256xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %831 = stablehlo.reduce(%830 init: %cst_105) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_106 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %834 = stablehlo.divide %832, %833 : tensor<128x1xf32>
    %835 = stablehlo.broadcast_in_dim %834, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %836 = stablehlo.subtract %830, %835 : tensor<128x256xf32>
    %837 = stablehlo.multiply %836, %836 : tensor<128x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.reduce(%837 init: %cst_107) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_108 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %841 = stablehlo.divide %839, %840 : tensor<128x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %843 = stablehlo.add %841, %842 : tensor<128x1xf32>
    %844 = stablehlo.sqrt %843 : tensor<128x1xf32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %846 = stablehlo.divide %836, %845 : tensor<128x256xf32>
    %847 = stablehlo.broadcast_in_dim %769, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %849 = stablehlo.multiply %846, %848 : tensor<128x256xf32>
    %850 = stablehlo.broadcast_in_dim %771, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %852 = stablehlo.add %849, %851 : tensor<128x256xf32>
    %853 = stablehlo.dot_general %852, %773, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %854 = stablehlo.broadcast_in_dim %775, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %855 = stablehlo.broadcast_in_dim %854, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %856 = stablehlo.add %853, %855 : tensor<128x1024xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %858 = stablehlo.maximum %856, %857 : tensor<128x1024xf32>
    %859 = stablehlo.dot_general %858, %777, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %860 = stablehlo.add %830, %859 : tensor<128x256xf32>
    %861 = stablehlo.broadcast_in_dim %779, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %863 = stablehlo.add %860, %862 : tensor<128x256xf32>
    %864 = stablehlo.slice %arg1 [8:9, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %865 = stablehlo.reshape %864 : (tensor<1x256xf32>) -> tensor<256xf32>
    %866 = stablehlo.slice %arg2 [8:9, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %867 = stablehlo.reshape %866 : (tensor<1x256xf32>) -> tensor<256xf32>
    %868 = stablehlo.slice %arg3 [8:9, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %869 = stablehlo.reshape %868 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %870 = stablehlo.slice %arg4 [8:9, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %871 = stablehlo.reshape %870 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %872 = stablehlo.slice %arg5 [8:9, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %873 = stablehlo.reshape %872 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %874 = stablehlo.slice %arg6 [8:9, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %875 = stablehlo.reshape %874 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %876 = stablehlo.slice %arg7 [8:9, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %877 = stablehlo.reshape %876 : (tensor<1x256xf32>) -> tensor<256xf32>
    %878 = stablehlo.slice %arg8 [8:9, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %879 = stablehlo.reshape %878 : (tensor<1x256xf32>) -> tensor<256xf32>
    %880 = stablehlo.slice %arg9 [8:9, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %881 = stablehlo.reshape %880 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %882 = stablehlo.slice %arg10 [8:9, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %883 = stablehlo.reshape %882 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %884 = stablehlo.slice %arg11 [8:9, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %885 = stablehlo.reshape %884 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %886 = stablehlo.slice %arg12 [8:9, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %887 = stablehlo.reshape %886 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.reduce(%863 init: %cst_111) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_112 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %891 = stablehlo.divide %889, %890 : tensor<128x1xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %893 = stablehlo.subtract %863, %892 : tensor<128x256xf32>
    %894 = stablehlo.multiply %893, %893 : tensor<128x256xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %895 = stablehlo.reduce(%894 init: %cst_113) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_114 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %898 = stablehlo.divide %896, %897 : tensor<128x1xf32>
    %cst_115 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %900 = stablehlo.add %898, %899 : tensor<128x1xf32>
    %901 = stablehlo.sqrt %900 : tensor<128x1xf32>
    %902 = stablehlo.broadcast_in_dim %901, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %903 = stablehlo.divide %893, %902 : tensor<128x256xf32>
    %904 = stablehlo.broadcast_in_dim %865, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %906 = stablehlo.multiply %903, %905 : tensor<128x256xf32>
    %907 = stablehlo.broadcast_in_dim %867, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %908 = stablehlo.broadcast_in_dim %907, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %909 = stablehlo.add %906, %908 : tensor<128x256xf32>
    %910 = stablehlo.dot_general %909, %869, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %911 = stablehlo.reshape %910 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %912 = stablehlo.transpose %911, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %913 = stablehlo.dot_general %909, %871, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %914 = stablehlo.reshape %913 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %915 = stablehlo.transpose %914, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %916 = stablehlo.dot_general %909, %873, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %917 = stablehlo.reshape %916 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %918 = stablehlo.transpose %917, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %919 = stablehlo.transpose %915, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %920 = stablehlo.dot_general %912, %919, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_116 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %922 = stablehlo.multiply %920, %921 : tensor<4x128x128xf32>
    %923 = stablehlo.reshape %922 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %924 = stablehlo.reduce(%923 init: %cst_117) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %927 = stablehlo.subtract %923, %926 : tensor<512x128xf32>
    %928 = stablehlo.exponential %927 : tensor<512x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %929 = stablehlo.reduce(%928 init: %cst_118) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %930 = stablehlo.broadcast_in_dim %929, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %932 = stablehlo.divide %928, %931 : tensor<512x128xf32>
    %933 = stablehlo.reshape %932 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %934 = stablehlo.dot_general %933, %918, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %935 = stablehlo.transpose %934, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %936 = stablehlo.reshape %935 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %937 = stablehlo.dot_general %936, %875, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %938 = stablehlo.add %863, %937 : tensor<128x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %939 = stablehlo.reduce(%938 init: %cst_119) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_120 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %942 = stablehlo.divide %940, %941 : tensor<128x1xf32>
    %943 = stablehlo.broadcast_in_dim %942, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %944 = stablehlo.subtract %938, %943 : tensor<128x256xf32>
    %945 = stablehlo.multiply %944, %944 : tensor<128x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %946 = stablehlo.reduce(%945 init: %cst_121) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_122 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %949 = stablehlo.divide %947, %948 : tensor<128x1xf32>
    %cst_123 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %951 = stablehlo.add %949, %950 : tensor<128x1xf32>
    %952 = stablehlo.sqrt %951 : tensor<128x1xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %954 = stablehlo.divide %944, %953 : tensor<128x256xf32>
    %955 = stablehlo.broadcast_in_dim %877, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %957 = stablehlo.multiply %954, %956 : tensor<128x256xf32>
    %958 = stablehlo.broadcast_in_dim %879, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %960 = stablehlo.add %957, %959 : tensor<128x256xf32>
    %961 = stablehlo.dot_general %960, %881, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %962 = stablehlo.broadcast_in_dim %883, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %964 = stablehlo.add %961, %963 : tensor<128x1024xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %966 = stablehlo.maximum %964, %965 : tensor<128x1024xf32>
    %967 = stablehlo.dot_general %966, %885, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %968 = stablehlo.add %938, %967 : tensor<128x256xf32>
    %969 = stablehlo.broadcast_in_dim %887, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %971 = stablehlo.add %968, %970 : tensor<128x256xf32>
    %972 = stablehlo.slice %arg1 [9:10, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %973 = stablehlo.reshape %972 : (tensor<1x256xf32>) -> tensor<256xf32>
    %974 = stablehlo.slice %arg2 [9:10, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %975 = stablehlo.reshape %974 : (tensor<1x256xf32>) -> tensor<256xf32>
    %976 = stablehlo.slice %arg3 [9:10, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %977 = stablehlo.reshape %976 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %978 = stablehlo.slice %arg4 [9:10, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %979 = stablehlo.reshape %978 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %980 = stablehlo.slice %arg5 [9:10, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %981 = stablehlo.reshape %980 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %982 = stablehlo.slice %arg6 [9:10, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %983 = stablehlo.reshape %982 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %984 = stablehlo.slice %arg7 [9:10, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %985 = stablehlo.reshape %984 : (tensor<1x256xf32>) -> tensor<256xf32>
    %986 = stablehlo.slice %arg8 [9:10, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %987 = stablehlo.reshape %986 : (tensor<1x256xf32>) -> tensor<256xf32>
    %988 = stablehlo.slice %arg9 [9:10, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %989 = stablehlo.reshape %988 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %990 = stablehlo.slice %arg10 [9:10, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %991 = stablehlo.reshape %990 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %992 = stablehlo.slice %arg11 [9:10, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %993 = stablehlo.reshape %992 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %994 = stablehlo.slice %arg12 [9:10, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %995 = stablehlo.reshape %994 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %996 = stablehlo.reduce(%971 init: %cst_125) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_126 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %999 = stablehlo.divide %997, %998 : tensor<128x1xf32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1001 = stablehlo.subtract %971, %1000 : tensor<128x256xf32>
    %1002 = stablehlo.multiply %1001, %1001 : tensor<128x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1003 = stablehlo.reduce(%1002 init: %cst_127) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1004 = stablehlo.broadcast_in_dim %1003, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_128 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1006 = stablehlo.divide %1004, %1005 : tensor<128x1xf32>
    %cst_129 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1008 = stablehlo.add %1006, %1007 : tensor<128x1xf32>
    %1009 = stablehlo.sqrt %1008 : tensor<128x1xf32>
    %1010 = stablehlo.broadcast_in_dim %1009, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1011 = stablehlo.divide %1001, %1010 : tensor<128x256xf32>
    %1012 = stablehlo.broadcast_in_dim %973, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1014 = stablehlo.multiply %1011, %1013 : tensor<128x256xf32>
    %1015 = stablehlo.broadcast_in_dim %975, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<128x256xf32>
    %1018 = stablehlo.dot_general %1017, %977, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1019 = stablehlo.reshape %1018 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1020 = stablehlo.transpose %1019, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1021 = stablehlo.dot_general %1017, %979, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1022 = stablehlo.reshape %1021 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1023 = stablehlo.transpose %1022, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1024 = stablehlo.dot_general %1017, %981, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1025 = stablehlo.reshape %1024 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1026 = stablehlo.transpose %1025, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1027 = stablehlo.transpose %1023, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %1028 = stablehlo.dot_general %1020, %1027, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_130 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %1030 = stablehlo.multiply %1028, %1029 : tensor<4x128x128xf32>
    %1031 = stablehlo.reshape %1030 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1032 = stablehlo.reduce(%1031 init: %cst_131) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %1035 = stablehlo.subtract %1031, %1034 : tensor<512x128xf32>
    %1036 = stablehlo.exponential %1035 : tensor<512x128xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1037 = stablehlo.reduce(%1036 init: %cst_132) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %1038 = stablehlo.broadcast_in_dim %1037, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %1040 = stablehlo.divide %1036, %1039 : tensor<512x128xf32>
    %1041 = stablehlo.reshape %1040 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %1042 = stablehlo.dot_general %1041, %1026, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %1043 = stablehlo.transpose %1042, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %1044 = stablehlo.reshape %1043 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %1045 = stablehlo.dot_general %1044, %983, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1046 = stablehlo.add %971, %1045 : tensor<128x256xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1047 = stablehlo.reduce(%1046 init: %cst_133) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_134 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1050 = stablehlo.divide %1048, %1049 : tensor<128x1xf32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1052 = stablehlo.subtract %1046, %1051 : tensor<128x256xf32>
    %1053 = stablehlo.multiply %1052, %1052 : tensor<128x256xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1054 = stablehlo.reduce(%1053 init: %cst_135) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1055 = stablehlo.broadcast_in_dim %1054, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_136 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1057 = stablehlo.divide %1055, %1056 : tensor<128x1xf32>
    %cst_137 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<128x1xf32>
    %1060 = stablehlo.sqrt %1059 : tensor<128x1xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1062 = stablehlo.divide %1052, %1061 : tensor<128x256xf32>
    %1063 = stablehlo.broadcast_in_dim %985, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1064 = stablehlo.broadcast_in_dim %1063, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1065 = stablehlo.multiply %1062, %1064 : tensor<128x256xf32>
    %1066 = stablehlo.broadcast_in_dim %987, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1067 = stablehlo.broadcast_in_dim %1066, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1068 = stablehlo.add %1065, %1067 : tensor<128x256xf32>
    %1069 = stablehlo.dot_general %1068, %989, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %1070 = stablehlo.broadcast_in_dim %991, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %1071 = stablehlo.broadcast_in_dim %1070, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %1072 = stablehlo.add %1069, %1071 : tensor<128x1024xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %1074 = stablehlo.maximum %1072, %1073 : tensor<128x1024xf32>
    %1075 = stablehlo.dot_general %1074, %993, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %1076 = stablehlo.add %1046, %1075 : tensor<128x256xf32>
    %1077 = stablehlo.broadcast_in_dim %995, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<128x256xf32>
    %1080 = stablehlo.slice %arg1 [10:11, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1081 = stablehlo.reshape %1080 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1082 = stablehlo.slice %arg2 [10:11, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1083 = stablehlo.reshape %1082 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1084 = stablehlo.slice %arg3 [10:11, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1085 = stablehlo.reshape %1084 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1086 = stablehlo.slice %arg4 [10:11, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1087 = stablehlo.reshape %1086 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1088 = stablehlo.slice %arg5 [10:11, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1089 = stablehlo.reshape %1088 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1090 = stablehlo.slice %arg6 [10:11, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1092 = stablehlo.slice %arg7 [10:11, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1093 = stablehlo.reshape %1092 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1094 = stablehlo.slice %arg8 [10:11, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1095 = stablehlo.reshape %1094 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1096 = stablehlo.slice %arg9 [10:11, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %1097 = stablehlo.reshape %1096 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %1098 = stablehlo.slice %arg10 [10:11, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %1099 = stablehlo.reshape %1098 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %1100 = stablehlo.slice %arg11 [10:11, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %1101 = stablehlo.reshape %1100 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %1102 = stablehlo.slice %arg12 [10:11, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1103 = stablehlo.reshape %1102 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1104 = stablehlo.reduce(%1079 init: %cst_139) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_140 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1107 = stablehlo.divide %1105, %1106 : tensor<128x1xf32>
    %1108 = stablehlo.broadcast_in_dim %1107, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1109 = stablehlo.subtract %1079, %1108 : tensor<128x256xf32>
    %1110 = stablehlo.multiply %1109, %1109 : tensor<128x256xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1111 = stablehlo.reduce(%1110 init: %cst_141) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_142 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1114 = stablehlo.divide %1112, %1113 : tensor<128x1xf32>
    %cst_143 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1116 = stablehlo.add %1114, %1115 : tensor<128x1xf32>
    %1117 = stablehlo.sqrt %1116 : tensor<128x1xf32>
    %1118 = stablehlo.broadcast_in_dim %1117, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1119 = stablehlo.divide %1109, %1118 : tensor<128x256xf32>
    %1120 = stablehlo.broadcast_in_dim %1081, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1121 = stablehlo.broadcast_in_dim %1120, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1122 = stablehlo.multiply %1119, %1121 : tensor<128x256xf32>
    %1123 = stablehlo.broadcast_in_dim %1083, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1124 = stablehlo.broadcast_in_dim %1123, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1125 = stablehlo.add %1122, %1124 : tensor<128x256xf32>
    %1126 = stablehlo.dot_general %1125, %1085, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1127 = stablehlo.reshape %1126 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1128 = stablehlo.transpose %1127, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1129 = stablehlo.dot_general %1125, %1087, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1131 = stablehlo.transpose %1130, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1132 = stablehlo.dot_general %1125, %1089, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1133 = stablehlo.reshape %1132 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1134 = stablehlo.transpose %1133, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1135 = stablehlo.transpose %1131, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %1136 = stablehlo.dot_general %1128, %1135, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_144 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %1138 = stablehlo.multiply %1136, %1137 : tensor<4x128x128xf32>
    %1139 = stablehlo.reshape %1138 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_145 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_145) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %1143 = stablehlo.subtract %1139, %1142 : tensor<512x128xf32>
    %1144 = stablehlo.exponential %1143 : tensor<512x128xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1145 = stablehlo.reduce(%1144 init: %cst_146) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %1146 = stablehlo.broadcast_in_dim %1145, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %1147 = stablehlo.broadcast_in_dim %1146, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %1148 = stablehlo.divide %1144, %1147 : tensor<512x128xf32>
    %1149 = stablehlo.reshape %1148 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %1150 = stablehlo.dot_general %1149, %1134, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %1151 = stablehlo.transpose %1150, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %1152 = stablehlo.reshape %1151 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %1153 = stablehlo.dot_general %1152, %1091, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1154 = stablehlo.add %1079, %1153 : tensor<128x256xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1155 = stablehlo.reduce(%1154 init: %cst_147) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1156 = stablehlo.broadcast_in_dim %1155, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_148 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1158 = stablehlo.divide %1156, %1157 : tensor<128x1xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1160 = stablehlo.subtract %1154, %1159 : tensor<128x256xf32>
    %1161 = stablehlo.multiply %1160, %1160 : tensor<128x256xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1162 = stablehlo.reduce(%1161 init: %cst_149) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1163 = stablehlo.broadcast_in_dim %1162, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_150 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1165 = stablehlo.divide %1163, %1164 : tensor<128x1xf32>
    %cst_151 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1167 = stablehlo.add %1165, %1166 : tensor<128x1xf32>
    %1168 = stablehlo.sqrt %1167 : tensor<128x1xf32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1170 = stablehlo.divide %1160, %1169 : tensor<128x256xf32>
    %1171 = stablehlo.broadcast_in_dim %1093, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1173 = stablehlo.multiply %1170, %1172 : tensor<128x256xf32>
    %1174 = stablehlo.broadcast_in_dim %1095, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1175 = stablehlo.broadcast_in_dim %1174, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1176 = stablehlo.add %1173, %1175 : tensor<128x256xf32>
    %1177 = stablehlo.dot_general %1176, %1097, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %1178 = stablehlo.broadcast_in_dim %1099, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %1179 = stablehlo.broadcast_in_dim %1178, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %1180 = stablehlo.add %1177, %1179 : tensor<128x1024xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %1182 = stablehlo.maximum %1180, %1181 : tensor<128x1024xf32>
    %1183 = stablehlo.dot_general %1182, %1101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %1184 = stablehlo.add %1154, %1183 : tensor<128x256xf32>
    %1185 = stablehlo.broadcast_in_dim %1103, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1187 = stablehlo.add %1184, %1186 : tensor<128x256xf32>
    %1188 = stablehlo.slice %arg1 [11:12, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1189 = stablehlo.reshape %1188 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1190 = stablehlo.slice %arg2 [11:12, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1191 = stablehlo.reshape %1190 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1192 = stablehlo.slice %arg3 [11:12, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1193 = stablehlo.reshape %1192 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1194 = stablehlo.slice %arg4 [11:12, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1195 = stablehlo.reshape %1194 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1196 = stablehlo.slice %arg5 [11:12, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1198 = stablehlo.slice %arg6 [11:12, 0:256, 0:256] : (tensor<12x256x256xf32>) -> tensor<1x256x256xf32>
    %1199 = stablehlo.reshape %1198 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %1200 = stablehlo.slice %arg7 [11:12, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1201 = stablehlo.reshape %1200 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1202 = stablehlo.slice %arg8 [11:12, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<1x256xf32>) -> tensor<256xf32>
    %1204 = stablehlo.slice %arg9 [11:12, 0:256, 0:1024] : (tensor<12x256x1024xf32>) -> tensor<1x256x1024xf32>
    %1205 = stablehlo.reshape %1204 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %1206 = stablehlo.slice %arg10 [11:12, 0:1024] : (tensor<12x1024xf32>) -> tensor<1x1024xf32>
    %1207 = stablehlo.reshape %1206 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %1208 = stablehlo.slice %arg11 [11:12, 0:1024, 0:256] : (tensor<12x1024x256xf32>) -> tensor<1x1024x256xf32>
    %1209 = stablehlo.reshape %1208 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %1210 = stablehlo.slice %arg12 [11:12, 0:256] : (tensor<12x256xf32>) -> tensor<1x256xf32>
    %1211 = stablehlo.reshape %1210 : (tensor<1x256xf32>) -> tensor<256xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1212 = stablehlo.reduce(%1187 init: %cst_153) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1213 = stablehlo.broadcast_in_dim %1212, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_154 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1214 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1215 = stablehlo.divide %1213, %1214 : tensor<128x1xf32>
    %1216 = stablehlo.broadcast_in_dim %1215, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1217 = stablehlo.subtract %1187, %1216 : tensor<128x256xf32>
    %1218 = stablehlo.multiply %1217, %1217 : tensor<128x256xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1219 = stablehlo.reduce(%1218 init: %cst_155) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1220 = stablehlo.broadcast_in_dim %1219, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_156 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1222 = stablehlo.divide %1220, %1221 : tensor<128x1xf32>
    %cst_157 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1224 = stablehlo.add %1222, %1223 : tensor<128x1xf32>
    %1225 = stablehlo.sqrt %1224 : tensor<128x1xf32>
    %1226 = stablehlo.broadcast_in_dim %1225, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1227 = stablehlo.divide %1217, %1226 : tensor<128x256xf32>
    %1228 = stablehlo.broadcast_in_dim %1189, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1229 = stablehlo.broadcast_in_dim %1228, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1230 = stablehlo.multiply %1227, %1229 : tensor<128x256xf32>
    %1231 = stablehlo.broadcast_in_dim %1191, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1232 = stablehlo.broadcast_in_dim %1231, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<128x256xf32>
    %1234 = stablehlo.dot_general %1233, %1193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1235 = stablehlo.reshape %1234 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1236 = stablehlo.transpose %1235, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1237 = stablehlo.dot_general %1233, %1195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1238 = stablehlo.reshape %1237 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1239 = stablehlo.transpose %1238, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1240 = stablehlo.dot_general %1233, %1197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1241 = stablehlo.reshape %1240 : (tensor<128x256xf32>) -> tensor<128x4x64xf32>
    %1242 = stablehlo.transpose %1241, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %1243 = stablehlo.transpose %1239, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %1244 = stablehlo.dot_general %1236, %1243, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x64x128xf32>) -> tensor<4x128x128xf32>
    %cst_158 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %1246 = stablehlo.multiply %1244, %1245 : tensor<4x128x128xf32>
    %1247 = stablehlo.reshape %1246 : (tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1248 = stablehlo.reduce(%1247 init: %cst_159) applies stablehlo.maximum across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %1249 = stablehlo.broadcast_in_dim %1248, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %1250 = stablehlo.broadcast_in_dim %1249, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %1251 = stablehlo.subtract %1247, %1250 : tensor<512x128xf32>
    %1252 = stablehlo.exponential %1251 : tensor<512x128xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1253 = stablehlo.reduce(%1252 init: %cst_160) applies stablehlo.add across dimensions = [1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<512xf32>
    %1254 = stablehlo.broadcast_in_dim %1253, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %1255 = stablehlo.broadcast_in_dim %1254, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x128xf32>
    %1256 = stablehlo.divide %1252, %1255 : tensor<512x128xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %1258 = stablehlo.dot_general %1257, %1242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %1259 = stablehlo.transpose %1258, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %1260 = stablehlo.reshape %1259 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %1261 = stablehlo.dot_general %1260, %1199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %1262 = stablehlo.add %1187, %1261 : tensor<128x256xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1263 = stablehlo.reduce(%1262 init: %cst_161) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1264 = stablehlo.broadcast_in_dim %1263, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_162 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1266 = stablehlo.divide %1264, %1265 : tensor<128x1xf32>
    %1267 = stablehlo.broadcast_in_dim %1266, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1268 = stablehlo.subtract %1262, %1267 : tensor<128x256xf32>
    %1269 = stablehlo.multiply %1268, %1268 : tensor<128x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1270 = stablehlo.reduce(%1269 init: %cst_163) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %1271 = stablehlo.broadcast_in_dim %1270, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_164 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1273 = stablehlo.divide %1271, %1272 : tensor<128x1xf32>
    %cst_165 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1274 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %1275 = stablehlo.add %1273, %1274 : tensor<128x1xf32>
    %1276 = stablehlo.sqrt %1275 : tensor<128x1xf32>
    %1277 = stablehlo.broadcast_in_dim %1276, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %1278 = stablehlo.divide %1268, %1277 : tensor<128x256xf32>
    %1279 = stablehlo.broadcast_in_dim %1201, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1280 = stablehlo.broadcast_in_dim %1279, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1281 = stablehlo.multiply %1278, %1280 : tensor<128x256xf32>
    %1282 = stablehlo.broadcast_in_dim %1203, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1283 = stablehlo.broadcast_in_dim %1282, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1284 = stablehlo.add %1281, %1283 : tensor<128x256xf32>
    %1285 = stablehlo.dot_general %1284, %1205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %1286 = stablehlo.broadcast_in_dim %1207, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %1287 = stablehlo.broadcast_in_dim %1286, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %1288 = stablehlo.add %1285, %1287 : tensor<128x1024xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %1290 = stablehlo.maximum %1288, %1289 : tensor<128x1024xf32>
    %1291 = stablehlo.dot_general %1290, %1209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %1292 = stablehlo.add %1262, %1291 : tensor<128x256xf32>
    %1293 = stablehlo.broadcast_in_dim %1211, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %1294 = stablehlo.broadcast_in_dim %1293, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %1295 = stablehlo.add %1292, %1294 : tensor<128x256xf32>
    return %1295 : tensor<128x256xf32>
  }
}
