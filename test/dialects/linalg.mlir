// RUN: ai-opt --mlir-print-local-scope %s -split-input-file | ai-opt --mlir-print-local-scope -split-input-file | FileCheck %s
// RUN: ai-opt --mlir-print-local-scope %s -split-input-file --linalg-generalize-named-ops | FileCheck %s --check-prefix=GENERIC

// The linalg ops aiopt adds to xDSL's, printed as upstream MLIR prints them.

// CHECK-LABEL: func.func @contractions
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%{{.*}} : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
// CHECK: linalg.matvec ins(%{{.*}}, %{{.*}} : tensor<3x4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<3xf32>) -> tensor<3xf32>
// CHECK: linalg.vecmat ins(%{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3x4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK: linalg.dot ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<f32>) -> tensor<f32>
// CHECK: linalg.batch_matvec ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%{{.*}} : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<?x3x4xi8>, tensor<?x4x5xi8>) outs(%{{.*}} : tensor<?x3x5xi32>) -> tensor<?x3x5xi32>
// GENERIC-LABEL: func.func @contractions
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
// The operands are cast to the output type first, as upstream's cast_signed.
// GENERIC: ^{{.*}}(%[[X:.*]]: i8, %[[Y:.*]]: i8, %[[O:.*]]: i32):
// GENERIC-NEXT: %[[XW:.*]] = arith.extsi %[[X]] : i8 to i32
// GENERIC-NEXT: %[[YW:.*]] = arith.extsi %[[Y]] : i8 to i32
// GENERIC-NEXT: %[[M:.*]] = arith.muli %[[XW]], %[[YW]] : i32
// GENERIC-NEXT: %[[S:.*]] = arith.addi %[[O]], %[[M]] : i32
// GENERIC-NEXT: linalg.yield %[[S]] : i32
func.func @contractions(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>, %m: tensor<3x4xf32>,
                        %v3: tensor<3xf32>, %v4: tensor<4xf32>, %s: tensor<f32>, %bv: tensor<2x4xf32>, %bo: tensor<2x3xf32>,
                        %qa: tensor<?x3x4xi8>, %qb: tensor<?x4x5xi8>, %qc: tensor<?x3x5xi32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %1 = linalg.matvec ins(%m, %v4 : tensor<3x4xf32>, tensor<4xf32>) outs(%v3 : tensor<3xf32>) -> tensor<3xf32>
  %2 = linalg.vecmat ins(%v3, %m : tensor<3xf32>, tensor<3x4xf32>) outs(%v4 : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.dot ins(%v4, %v4 : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %4 = linalg.batch_matvec ins(%a, %bv : tensor<2x3x4xf32>, tensor<2x4xf32>) outs(%bo : tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = linalg.batch_matmul ins(%qa, %qb : tensor<?x3x4xi8>, tensor<?x4x5xi8>) outs(%qc : tensor<?x3x5xi32>) -> tensor<?x3x5xi32>
  func.return
}

// -----

// CHECK-LABEL: func.func @windows
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>) outs(%{{.*}} : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
// CHECK: linalg.conv_1d_nwc_wcf ins(%{{.*}}, %{{.*}} : tensor<1x8x3xf32>, tensor<3x3x4xf32>) outs(%{{.*}} : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
// CHECK: linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x4x6x4x2xf32>, tensor<2x2x2x2x3xf32>) outs(%{{.*}} : tensor<1x3x4x3x3xf32>) -> tensor<1x3x4x3x3xf32>
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
// CHECK: linalg.pooling_nwc_sum
// CHECK: linalg.pooling_ndhwc_min
// CHECK: linalg.pooling_nchw_max
// GENERIC-LABEL: func.func @windows
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6 * 2, d3 + d7, d8)>
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// Pooling combines the output with the input; the window operand only gives the window's shape.
// GENERIC-NEXT: ^{{.*}}(%[[IN:.*]]: f32, %{{.*}}: f32, %[[OUT:.*]]: f32):
// GENERIC-NEXT: %[[MAX:.*]] = arith.maximumf %[[OUT]], %[[IN]] : f32
// GENERIC-NEXT: linalg.yield %[[MAX]] : f32
func.func @windows(%in: tensor<1x8x8x3xf32>, %dk: tensor<3x3x3x2xf32>, %do: tensor<1x3x3x3x2xf32>, %i1: tensor<1x8x3xf32>,
                   %k1: tensor<3x3x4xf32>, %o1: tensor<1x6x4xf32>, %i3: tensor<1x4x6x4x2xf32>, %k3: tensor<2x2x2x2x3xf32>,
                   %o3: tensor<1x3x4x3x3xf32>, %w2: tensor<3x3xf32>, %p2: tensor<1x3x3x3xf32>, %w1: tensor<3xf32>,
                   %p1: tensor<1x6x3xf32>, %w3: tensor<2x2x2xf32>, %p3: tensor<1x3x5x3x2xf32>, %nchw: tensor<1x3x8x8xf32>,
                   %pc: tensor<1x3x3x3xf32>) {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %dk : tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>) outs(%do : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %1 = linalg.conv_1d_nwc_wcf ins(%i1, %k1 : tensor<1x8x3xf32>, tensor<3x3x4xf32>) outs(%o1 : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
  %2 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i3, %k3 : tensor<1x4x6x4x2xf32>, tensor<2x2x2x2x3xf32>) outs(%o3 : tensor<1x3x4x3x3xf32>) -> tensor<1x3x4x3x3xf32>
  %3 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %w2 : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%p2 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %4 = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %w1 : tensor<1x8x3xf32>, tensor<3xf32>) outs(%p1 : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  %5 = linalg.pooling_ndhwc_min {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i3, %w3 : tensor<1x4x6x4x2xf32>, tensor<2x2x2xf32>) outs(%p3 : tensor<1x3x5x3x2xf32>) -> tensor<1x3x5x3x2xf32>
  %6 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%nchw, %w2 : tensor<1x3x8x8xf32>, tensor<3x3xf32>) outs(%pc : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @elementwise
// CHECK: linalg.div ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK: linalg.negf ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK: linalg.div_unsigned ins(%{{.*}}, %{{.*}} : tensor<4xi32>, tensor<4xi32>) outs(%{{.*}} : tensor<4xi32>) -> tensor<4xi32>
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// GENERIC-LABEL: func.func @elementwise
// GENERIC: arith.divf
// GENERIC: arith.negf
// GENERIC: arith.divui
// GENERIC: arith.addf
// GENERIC: arith.select
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>) {
  %0 = linalg.div ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.negf ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.div_unsigned ins(%i, %i : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %a, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

// linalg.map and linalg.reduce print the short form when the body is one op
// on the arguments in order; linalg.index is allowed in every structured op.
// CHECK-LABEL: func.func @map_reduce_index
// CHECK: %{{.*}} = linalg.map { arith.addf } ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: %{{.*}} = linalg.map ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: (%[[X:.*]]: f32, %{{.*}}: f32) {
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: %{{.*}} = linalg.reduce { arith.maximumf } ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: %{{.*}} = linalg.reduce ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%[[IN:.*]]: f32, %[[ACC:.*]]: f32) {
// CHECK-NEXT: %{{.*}} = arith.subf %[[IN]], %[[ACC]] : f32
// CHECK: linalg.reduce { arith.subf } ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK: linalg.reduce { arith.addf } ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1] {someattr}
// GENERIC-LABEL: func.func @map_reduce_index
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// GENERIC: linalg.index 0 : index
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
func.func @map_reduce_index(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<4x5xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>)
  %1 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%x: f32, %o: f32) {
      %i = linalg.index 0 : index
      %c = arith.index_cast %i : index to i32
      %f = arith.sitofp %c : i32 to f32
      %s = arith.addf %x, %f : f32
      linalg.yield %s : f32
    }
  %2 = linalg.reduce { arith.maximumf } ins(%m : tensor<4x5xf32>) outs(%a : tensor<4xf32>) dimensions = [1]
  %3 = linalg.reduce ins(%m : tensor<4x5xf32>) outs(%a : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %d = arith.subf %in, %acc : f32
      linalg.yield %d : f32
    }
  // Upstream's short form applies the payload to the init first: this body prints as `{ arith.subf }`.
  %4 = linalg.reduce ins(%m : tensor<4x5xf32>) outs(%a : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %d = arith.subf %acc, %in : f32
      linalg.yield %d : f32
    }
  %5 = linalg.reduce { arith.addf } ins(%m : tensor<4x5xf32>) outs(%a : tensor<4xf32>) dimensions = [1] {someattr}
  func.return
}

// -----

// A map body without the init's argument (LLVM 21's and mlir-hlo's form) gets it, and prints in LLVM 22's form;
// its body still reads only the inputs (the generic's init is unused).
// CHECK-LABEL: func.func @map_without_init_argument
// CHECK: linalg.map ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xi1>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: (%[[X:.*]]: f32, %[[P:.*]]: i1, %{{.*}}: f32) {
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[P]], %[[X]], %[[N]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK: linalg.map { math.exp } ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
// GENERIC-LABEL: func.func @map_without_init_argument
// GENERIC: ^bb0(%[[X:.*]]: f32, %[[P:.*]]: i1, %{{.*}}: f32):
// GENERIC-NEXT: %[[N:.*]] = arith.negf %[[X]] : f32
// GENERIC-NEXT: arith.select %[[P]], %[[X]], %[[N]] : f32
func.func @map_without_init_argument(%a: tensor<4xf32>, %p: tensor<4xi1>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a, %p : tensor<4xf32>, tensor<4xi1>) outs(%a : tensor<4xf32>)
    (%x: f32, %q: i1) {
      %n = arith.negf %x : f32
      %s = arith.select %q, %x, %n : f32
      linalg.yield %s : f32
    }
  linalg.map ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
    (%x: f32) {
      %e = math.exp %x : f32
      linalg.yield %e : f32
    }
  func.return %0 : tensor<4xf32>
}

// -----

// xDSL's 2-D convolutions take `strides` and `dilations` or not, as upstream's (ones by default); they
// print as written.
// CHECK-LABEL: func.func @conv_2d_default_window
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x3x6x7xf32>, tensor<4x3x3x2xf32>) outs(%{{.*}} : tensor<1x4x4x6xf32>) -> tensor<1x4x4x6xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(
// GENERIC-LABEL: func.func @conv_2d_default_window
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
func.func @conv_2d_default_window(%x: tensor<1x3x6x7xf32>, %k: tensor<4x3x3x2xf32>, %o: tensor<1x4x4x6xf32>,
                                  %y: tensor<1x7x7x3xf32>, %l: tensor<3x3x3x4xf32>, %p: tensor<1x3x3x4xf32>) {
  %0 = linalg.conv_2d_nchw_fchw ins(%x, %k : tensor<1x3x6x7xf32>, tensor<4x3x3x2xf32>) outs(%o : tensor<1x4x4x6xf32>) -> tensor<1x4x4x6xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%y, %l : tensor<1x7x7x3xf32>, tensor<3x3x3x4xf32>) outs(%p : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  func.return
}

// -----

// The convolutions without batch or channels: windows of unit stride and dilation.
// CHECK-LABEL: func.func @conv_no_channels
// CHECK: linalg.conv_1d ins(%{{.*}}, %{{.*}} : memref<?xf32>, memref<?xf32>) outs(%{{.*}} : memref<?xf32>)
// CHECK: linalg.conv_2d ins(%{{.*}}, %{{.*}} : tensor<6x5xf32>, tensor<2x2xf32>) outs(%{{.*}} : tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: linalg.conv_3d ins(
// GENERIC-LABEL: func.func @conv_no_channels
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// GENERIC: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
func.func @conv_no_channels(%i1: memref<?xf32>, %k1: memref<?xf32>, %o1: memref<?xf32>, %i2: tensor<6x5xf32>, %k2: tensor<2x2xf32>,
                            %o2: tensor<5x4xf32>, %i3: tensor<4x4x4xf32>, %k3: tensor<2x2x2xf32>, %o3: tensor<3x3x3xf32>) {
  linalg.conv_1d ins(%i1, %k1 : memref<?xf32>, memref<?xf32>) outs(%o1 : memref<?xf32>)
  %0 = linalg.conv_2d ins(%i2, %k2 : tensor<6x5xf32>, tensor<2x2xf32>) outs(%o2 : tensor<5x4xf32>) -> tensor<5x4xf32>
  %1 = linalg.conv_3d ins(%i3, %k3 : tensor<4x4x4xf32>, tensor<2x2x2xf32>) outs(%o3 : tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
  func.return
}
