module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<8x2x2xf32>) -> (tensor<3x16xf32> {jax.result_info = "result[0]"}, tensor<3x16xf32> {jax.result_info = "result[1]"}, tensor<8x2x2xf32> {jax.result_info = "result[2]"}, tensor<3x16xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x16xf32>
    %2 = stablehlo.slice %1 [0:3, 0:15:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %3 = stablehlo.slice %arg1 [0:3, 0:15:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %4 = stablehlo.slice %1 [0:3, 1:16:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %5 = stablehlo.slice %arg1 [0:3, 1:16:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %6 = stablehlo.multiply %2, %4 : tensor<3x8xf32>
    %7 = stablehlo.multiply %4, %3 : tensor<3x8xf32>
    %8 = stablehlo.add %7, %5 : tensor<3x8xf32>
    %9 = stablehlo.slice %6 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %10 = stablehlo.slice %8 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %11 = stablehlo.slice %6 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %12 = stablehlo.slice %8 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %13 = stablehlo.multiply %9, %11 : tensor<3x4xf32>
    %14 = stablehlo.multiply %11, %10 : tensor<3x4xf32>
    %15 = stablehlo.add %14, %12 : tensor<3x4xf32>
    %16 = stablehlo.slice %13 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %17 = stablehlo.slice %15 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %18 = stablehlo.slice %13 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %19 = stablehlo.slice %15 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %20 = stablehlo.multiply %16, %18 : tensor<3x2xf32>
    %21 = stablehlo.multiply %18, %17 : tensor<3x2xf32>
    %22 = stablehlo.add %21, %19 : tensor<3x2xf32>
    %23 = stablehlo.slice %22 [0:3, 0:1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %24 = stablehlo.slice %20 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %25 = stablehlo.slice %22 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %26 = stablehlo.multiply %24, %23 : tensor<3x1xf32>
    %27 = stablehlo.add %26, %25 : tensor<3x1xf32>
    %28 = stablehlo.slice %27 [0:3, 0:0] : (tensor<3x1xf32>) -> tensor<3x0xf32>
    %29 = stablehlo.slice %20 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %30 = stablehlo.slice %22 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %31 = stablehlo.multiply %29, %28 : tensor<3x0xf32>
    %32 = stablehlo.add %31, %30 : tensor<3x0xf32>
    %33 = stablehlo.slice %22 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %34 = stablehlo.concatenate %33, %32, dim = 1 : (tensor<3x1xf32>, tensor<3x0xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %34, %cst_0, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.pad %27, %cst_1, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %37 = stablehlo.add %35, %36 : tensor<3x2xf32>
    %38 = stablehlo.slice %37 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %39 = stablehlo.slice %13 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %40 = stablehlo.slice %15 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %41 = stablehlo.multiply %39, %38 : tensor<3x1xf32>
    %42 = stablehlo.add %41, %40 : tensor<3x1xf32>
    %43 = stablehlo.slice %15 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %44 = stablehlo.concatenate %43, %42, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %44, %cst_2, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.pad %37, %cst_3, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %47 = stablehlo.add %45, %46 : tensor<3x4xf32>
    %48 = stablehlo.slice %47 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %49 = stablehlo.slice %6 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %50 = stablehlo.slice %8 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %51 = stablehlo.multiply %49, %48 : tensor<3x3xf32>
    %52 = stablehlo.add %51, %50 : tensor<3x3xf32>
    %53 = stablehlo.slice %8 [0:3, 0:1] : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %54 = stablehlo.concatenate %53, %52, dim = 1 : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.pad %54, %cst_4, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.pad %47, %cst_5, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %57 = stablehlo.add %55, %56 : tensor<3x8xf32>
    %58 = stablehlo.slice %57 [0:3, 0:7] : (tensor<3x8xf32>) -> tensor<3x7xf32>
    %59 = stablehlo.slice %1 [0:3, 2:16:2] : (tensor<3x16xf32>) -> tensor<3x7xf32>
    %60 = stablehlo.slice %arg1 [0:3, 2:16:2] : (tensor<3x16xf32>) -> tensor<3x7xf32>
    %61 = stablehlo.multiply %59, %58 : tensor<3x7xf32>
    %62 = stablehlo.add %61, %60 : tensor<3x7xf32>
    %63 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x16xf32>) -> tensor<3x1xf32>
    %64 = stablehlo.concatenate %63, %62, dim = 1 : (tensor<3x1xf32>, tensor<3x7xf32>) -> tensor<3x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.pad %64, %cst_6, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.pad %57, %cst_7, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x16xf32>
    %67 = stablehlo.add %65, %66 : tensor<3x16xf32>
    %68 = stablehlo.reverse %1, dims = [1] : tensor<3x16xf32>
    %69 = stablehlo.reverse %arg1, dims = [1] : tensor<3x16xf32>
    %70 = stablehlo.slice %68 [0:3, 0:15:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %71 = stablehlo.slice %69 [0:3, 0:15:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %72 = stablehlo.slice %68 [0:3, 1:16:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %73 = stablehlo.slice %69 [0:3, 1:16:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %74 = stablehlo.multiply %70, %72 : tensor<3x8xf32>
    %75 = stablehlo.multiply %72, %71 : tensor<3x8xf32>
    %76 = stablehlo.add %75, %73 : tensor<3x8xf32>
    %77 = stablehlo.slice %74 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %78 = stablehlo.slice %76 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %79 = stablehlo.slice %74 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %80 = stablehlo.slice %76 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %81 = stablehlo.multiply %77, %79 : tensor<3x4xf32>
    %82 = stablehlo.multiply %79, %78 : tensor<3x4xf32>
    %83 = stablehlo.add %82, %80 : tensor<3x4xf32>
    %84 = stablehlo.slice %81 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %85 = stablehlo.slice %83 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %86 = stablehlo.slice %81 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %87 = stablehlo.slice %83 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %88 = stablehlo.multiply %84, %86 : tensor<3x2xf32>
    %89 = stablehlo.multiply %86, %85 : tensor<3x2xf32>
    %90 = stablehlo.add %89, %87 : tensor<3x2xf32>
    %91 = stablehlo.slice %90 [0:3, 0:1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %92 = stablehlo.slice %88 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %93 = stablehlo.slice %90 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %94 = stablehlo.multiply %92, %91 : tensor<3x1xf32>
    %95 = stablehlo.add %94, %93 : tensor<3x1xf32>
    %96 = stablehlo.slice %95 [0:3, 0:0] : (tensor<3x1xf32>) -> tensor<3x0xf32>
    %97 = stablehlo.slice %88 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %98 = stablehlo.slice %90 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %99 = stablehlo.multiply %97, %96 : tensor<3x0xf32>
    %100 = stablehlo.add %99, %98 : tensor<3x0xf32>
    %101 = stablehlo.slice %90 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %102 = stablehlo.concatenate %101, %100, dim = 1 : (tensor<3x1xf32>, tensor<3x0xf32>) -> tensor<3x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.pad %102, %cst_8, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.pad %95, %cst_9, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %105 = stablehlo.add %103, %104 : tensor<3x2xf32>
    %106 = stablehlo.slice %105 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %107 = stablehlo.slice %81 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %108 = stablehlo.slice %83 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %109 = stablehlo.multiply %107, %106 : tensor<3x1xf32>
    %110 = stablehlo.add %109, %108 : tensor<3x1xf32>
    %111 = stablehlo.slice %83 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %112 = stablehlo.concatenate %111, %110, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.pad %112, %cst_10, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.pad %105, %cst_11, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %115 = stablehlo.add %113, %114 : tensor<3x4xf32>
    %116 = stablehlo.slice %115 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %117 = stablehlo.slice %74 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %118 = stablehlo.slice %76 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %119 = stablehlo.multiply %117, %116 : tensor<3x3xf32>
    %120 = stablehlo.add %119, %118 : tensor<3x3xf32>
    %121 = stablehlo.slice %76 [0:3, 0:1] : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %122 = stablehlo.concatenate %121, %120, dim = 1 : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.pad %122, %cst_12, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.pad %115, %cst_13, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %125 = stablehlo.add %123, %124 : tensor<3x8xf32>
    %126 = stablehlo.slice %125 [0:3, 0:7] : (tensor<3x8xf32>) -> tensor<3x7xf32>
    %127 = stablehlo.slice %68 [0:3, 2:16:2] : (tensor<3x16xf32>) -> tensor<3x7xf32>
    %128 = stablehlo.slice %69 [0:3, 2:16:2] : (tensor<3x16xf32>) -> tensor<3x7xf32>
    %129 = stablehlo.multiply %127, %126 : tensor<3x7xf32>
    %130 = stablehlo.add %129, %128 : tensor<3x7xf32>
    %131 = stablehlo.slice %69 [0:3, 0:1] : (tensor<3x16xf32>) -> tensor<3x1xf32>
    %132 = stablehlo.concatenate %131, %130, dim = 1 : (tensor<3x1xf32>, tensor<3x7xf32>) -> tensor<3x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.pad %132, %cst_14, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %125, %cst_15, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x16xf32>
    %135 = stablehlo.add %133, %134 : tensor<3x16xf32>
    %136 = stablehlo.reverse %135, dims = [1] : tensor<3x16xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x2x2xf32>
    %138 = stablehlo.multiply %arg2, %137 : tensor<8x2x2xf32>
    %139 = stablehlo.slice %138 [0:7:2, 0:2, 0:2] : (tensor<8x2x2xf32>) -> tensor<4x2x2xf32>
    %140 = stablehlo.slice %138 [1:8:2, 0:2, 0:2] : (tensor<8x2x2xf32>) -> tensor<4x2x2xf32>
    %141 = stablehlo.dot_general %139, %140, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x2xf32>, tensor<4x2x2xf32>) -> tensor<4x2x2xf32>
    %142 = stablehlo.slice %141 [0:3:2, 0:2, 0:2] : (tensor<4x2x2xf32>) -> tensor<2x2x2xf32>
    %143 = stablehlo.slice %141 [1:4:2, 0:2, 0:2] : (tensor<4x2x2xf32>) -> tensor<2x2x2xf32>
    %144 = stablehlo.dot_general %142, %143, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %145 = stablehlo.slice %144 [0:1:2, 0:2, 0:2] : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
    %146 = stablehlo.slice %144 [1:2:2, 0:2, 0:2] : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
    %147 = stablehlo.dot_general %145, %146, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %148 = stablehlo.slice %147 [0:0, 0:2, 0:2] : (tensor<1x2x2xf32>) -> tensor<0x2x2xf32>
    %149 = stablehlo.slice %144 [2:2:2, 0:2, 0:2] : (tensor<2x2x2xf32>) -> tensor<0x2x2xf32>
    %150 = stablehlo.dot_general %148, %149, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<0x2x2xf32>, tensor<0x2x2xf32>) -> tensor<0x2x2xf32>
    %151 = stablehlo.slice %144 [0:1, 0:2, 0:2] : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
    %152 = stablehlo.concatenate %151, %150, dim = 0 : (tensor<1x2x2xf32>, tensor<0x2x2xf32>) -> tensor<1x2x2xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.pad %152, %cst_17, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<1x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.pad %147, %cst_18, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<1x2x2xf32>, tensor<f32>) -> tensor<2x2x2xf32>
    %155 = stablehlo.add %153, %154 : tensor<2x2x2xf32>
    %156 = stablehlo.slice %155 [0:1, 0:2, 0:2] : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
    %157 = stablehlo.slice %141 [2:4:2, 0:2, 0:2] : (tensor<4x2x2xf32>) -> tensor<1x2x2xf32>
    %158 = stablehlo.dot_general %156, %157, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %159 = stablehlo.slice %141 [0:1, 0:2, 0:2] : (tensor<4x2x2xf32>) -> tensor<1x2x2xf32>
    %160 = stablehlo.concatenate %159, %158, dim = 0 : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<2x2x2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.pad %160, %cst_19, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<2x2x2xf32>, tensor<f32>) -> tensor<4x2x2xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.pad %155, %cst_20, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<2x2x2xf32>, tensor<f32>) -> tensor<4x2x2xf32>
    %163 = stablehlo.add %161, %162 : tensor<4x2x2xf32>
    %164 = stablehlo.slice %163 [0:3, 0:2, 0:2] : (tensor<4x2x2xf32>) -> tensor<3x2x2xf32>
    %165 = stablehlo.slice %138 [2:8:2, 0:2, 0:2] : (tensor<8x2x2xf32>) -> tensor<3x2x2xf32>
    %166 = stablehlo.dot_general %164, %165, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x2xf32>, tensor<3x2x2xf32>) -> tensor<3x2x2xf32>
    %167 = stablehlo.slice %138 [0:1, 0:2, 0:2] : (tensor<8x2x2xf32>) -> tensor<1x2x2xf32>
    %168 = stablehlo.concatenate %167, %166, dim = 0 : (tensor<1x2x2xf32>, tensor<3x2x2xf32>) -> tensor<4x2x2xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.pad %168, %cst_21, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<4x2x2xf32>, tensor<f32>) -> tensor<8x2x2xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.pad %163, %cst_22, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<4x2x2xf32>, tensor<f32>) -> tensor<8x2x2xf32>
    %171 = stablehlo.add %169, %170 : tensor<8x2x2xf32>
    %172 = stablehlo.slice %arg1 [0:3, 0:15:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %173 = stablehlo.slice %arg1 [0:3, 1:16:2] : (tensor<3x16xf32>) -> tensor<3x8xf32>
    %174 = stablehlo.maximum %172, %173 : tensor<3x8xf32>
    %175 = stablehlo.slice %174 [0:3, 0:7:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %176 = stablehlo.slice %174 [0:3, 1:8:2] : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %177 = stablehlo.maximum %175, %176 : tensor<3x4xf32>
    %178 = stablehlo.slice %177 [0:3, 0:3:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %179 = stablehlo.slice %177 [0:3, 1:4:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %180 = stablehlo.maximum %178, %179 : tensor<3x2xf32>
    %181 = stablehlo.slice %180 [0:3, 0:1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %182 = stablehlo.slice %180 [0:3, 1:2:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %183 = stablehlo.maximum %181, %182 : tensor<3x1xf32>
    %184 = stablehlo.slice %183 [0:3, 0:0] : (tensor<3x1xf32>) -> tensor<3x0xf32>
    %185 = stablehlo.slice %180 [0:3, 2:2:2] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %186 = stablehlo.maximum %184, %185 : tensor<3x0xf32>
    %187 = stablehlo.slice %180 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %188 = stablehlo.concatenate %187, %186, dim = 1 : (tensor<3x1xf32>, tensor<3x0xf32>) -> tensor<3x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.pad %188, %cst_23, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.pad %183, %cst_24, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %191 = stablehlo.add %189, %190 : tensor<3x2xf32>
    %192 = stablehlo.slice %191 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %193 = stablehlo.slice %177 [0:3, 2:4:2] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %194 = stablehlo.maximum %192, %193 : tensor<3x1xf32>
    %195 = stablehlo.slice %177 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %196 = stablehlo.concatenate %195, %194, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.pad %196, %cst_25, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.pad %191, %cst_26, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %199 = stablehlo.add %197, %198 : tensor<3x4xf32>
    %200 = stablehlo.slice %199 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %201 = stablehlo.slice %174 [0:3, 2:8:2] : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %202 = stablehlo.maximum %200, %201 : tensor<3x3xf32>
    %203 = stablehlo.slice %174 [0:3, 0:1] : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %204 = stablehlo.concatenate %203, %202, dim = 1 : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.pad %204, %cst_27, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.pad %199, %cst_28, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %207 = stablehlo.add %205, %206 : tensor<3x8xf32>
    %208 = stablehlo.slice %207 [0:3, 0:7] : (tensor<3x8xf32>) -> tensor<3x7xf32>
    %209 = stablehlo.slice %arg1 [0:3, 2:16:2] : (tensor<3x16xf32>) -> tensor<3x7xf32>
    %210 = stablehlo.maximum %208, %209 : tensor<3x7xf32>
    %211 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x16xf32>) -> tensor<3x1xf32>
    %212 = stablehlo.concatenate %211, %210, dim = 1 : (tensor<3x1xf32>, tensor<3x7xf32>) -> tensor<3x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.pad %212, %cst_29, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.pad %207, %cst_30, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x16xf32>
    %215 = stablehlo.add %213, %214 : tensor<3x16xf32>
    return %67, %136, %171, %215 : tensor<3x16xf32>, tensor<3x16xf32>, tensor<8x2x2xf32>, tensor<3x16xf32>
  }
}
