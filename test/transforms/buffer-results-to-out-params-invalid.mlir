// RUN: ai-opt %s -split-input-file --verify-diagnostics --buffer-results-to-out-params=modify-public-functions

// Any other layout cannot be allocated by the caller.
// expected-error@+1 {{'func.func' op cannot create out param for result #0 with unsupported layout memref<4xf32, strided<[2], offset: ?>>}}
func.func @unsupported_layout(%m: memref<8xf32>) -> memref<4xf32, strided<[2], offset: ?>> {
  %v = memref.subview %m[1] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  %s = memref.cast %v : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[2], offset: ?>>
  return %s : memref<4xf32, strided<[2], offset: ?>>
}
