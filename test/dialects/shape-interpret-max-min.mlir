// The reference interpreter's shape.max/min (of sizes, or extent by extent of shapes) and shape.any.
// RUN: ai-runner %s --interpret --print | FileCheck %s

// CHECK: out0 = 2 : int64[]
// CHECK: out1 = [2, 7] : int64[2]
// CHECK: out2 = [5, 7] : int64[2]
// CHECK: out3 = 4 : int64[]
func.func @main() -> (index, tensor<2xindex>, !shape.shape, !shape.size) {
  %a = shape.const_shape [2, 7] : tensor<2xindex>
  %b = shape.const_shape [5, 3] : tensor<2xindex>
  %c = shape.any %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  %sa = shape.const_shape [2, 7] : !shape.shape
  %sb = shape.const_shape [5, 3] : !shape.shape
  %m = shape.max %sa, %sb : !shape.shape, !shape.shape -> !shape.shape
  %x = shape.const_size 4
  %y = shape.const_size 9
  %n = shape.min %x, %y : !shape.size, !shape.size -> !shape.size
  %r = shape.rank %a : tensor<2xindex> -> index
  return %r, %c, %m, %n : index, tensor<2xindex>, !shape.shape, !shape.size
}
