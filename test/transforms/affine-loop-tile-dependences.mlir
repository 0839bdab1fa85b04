// affine-loop-tile leaves a band alone, without a diagnostic, where tiling would reorder two accesses of the same
// element (upstream's getTopLevelTileableBands and isTilingValid): a dependence with a component over a loop of
// the band that may be negative. Upstream's mlir-opt 22 refuses only a component negative over the whole
// dependence and not a constant one; ai-opt also refuses those (@flow_dep_distance_1_neg1, @row_broadcast), where
// upstream 22 tiles and the tiled code computes other values (test_affine_loop_tile_dependences.py). Between
// accesses with the same subscripts (a reduction's updates of one element) upstream's rule is kept (@conv_1d).
// RUN: ai-opt %s --split-input-file --affine-loop-tile=tile-size=8 2>&1 | FileCheck %s --check-prefixes=CHECK,AIOPT
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --affine-loop-tile=tile-size=8 2>&1 | FileCheck %s --check-prefixes=CHECK,UPSTREAM22 %}

// The in-place transposed copy: store (i, j) and load (j, i) give components (1..63, -63..-1).
// CHECK-NOT: remark
// CHECK-LABEL: func.func @transpose_in_place
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 {
func.func @transpose_in_place(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Upstream's test (loop-tiling-validity.mlir): dependences of direction (+, -) along the diagonal.
// CHECK-LABEL: func.func @illegal_loop_with_diag_dependence
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 {
func.func @illegal_loop_with_diag_dependence(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%j, %i] : memref<64x64xf32>
      %1 = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Distances (1, 0) and (0, 1): tiled.
// CHECK-LABEL: func.func @stencil
// CHECK-NEXT: affine.for %{{.*}} = 1 to 64 step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 1 to 64 step 8 {
func.func @stencil(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 1 to 64 {
      %a = affine.load %A[%i - 1, %j] : memref<64x64xf32>
      %b = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// C[i, j] is read and written at every k: components (0, 1..31, 0), also with run-time sizes.
// CHECK-LABEL: func.func @matmul
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 32 step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 48 step 8 {
func.func @matmul(%A: memref<64x32xf32>, %B: memref<32x48xf32>, %C: memref<64x48xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %k = 0 to 32 {
      affine.for %j = 0 to 48 {
        %a = affine.load %A[%i, %k] : memref<64x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x48xf32>
        %c = affine.load %C[%i, %j] : memref<64x48xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x48xf32>
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @matmul_dynamic
// CHECK-NEXT: affine.for %{{.*}} = 0 to %{{.*}} step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to %{{.*}} step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to %{{.*}} step 8 {
func.func @matmul_dynamic(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>, %m: index, %n: index, %l: index) {
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %l {
        %a = affine.load %A[%i, %k] : memref<?x?xf32>
        %b = affine.load %B[%k, %j] : memref<?x?xf32>
        %c = affine.load %C[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// A 1-d convolution: out[o] is updated at every window position w, with components (1..3, -2..2) over (o, w)
// between its read and its write. The same element's updates are reordered at most (as upstream tiles them).
// CHECK-LABEL: func.func @conv_1d
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 3 step 8 {
func.func @conv_1d(%in: memref<10xf32>, %k: memref<3xf32>, %out: memref<8xf32>) {
  affine.for %o = 0 to 8 {
    affine.for %w = 0 to 3 {
      %a = affine.load %in[%o + %w] : memref<10xf32>
      %b = affine.load %k[%w] : memref<3xf32>
      %c = affine.load %out[%o] : memref<8xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %out[%o] : memref<8xf32>
    }
  }
  return
}

// -----

// Odd elements are read, even ones written: no dependence (no integer solution of 2j + 1 = 2i).
// CHECK-LABEL: func.func @even_odd
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
func.func @even_odd(%A: memref<128xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %1 = affine.load %A[2 * %j + 1] : memref<128xf32>
      affine.store %1, %A[2 * %i] : memref<128xf32>
    }
  }
  return
}

// -----

// A shift by a value from outside the nest: components (0, s) with s >= 1 in the order of the loops.
// CHECK-LABEL: func.func @shift_by_symbol
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
func.func @shift_by_symbol(%A: memref<64x64xf32>, %s: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %1 = affine.load %A[%i, %j + symbol(%s)] : memref<64x64xf32>
      affine.store %1, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// One loop is always tiled: its tiles run in its order.
// CHECK-LABEL: func.func @reverse
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
func.func @reverse(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %1 = affine.load %A[63 - %i] : memref<64xf32>
    affine.store %1, %A[%i] : memref<64xf32>
  }
  return
}

// -----

// Upstream's newer test: the constant distance (1, -1), which upstream 22 does not see.
// CHECK-LABEL: func.func @flow_dep_distance_1_neg1
// AIOPT-NEXT: affine.for %{{.*}} = 1 to 1024 {
// AIOPT-NEXT: affine.for %{{.*}} = 0 to 1023 {
// UPSTREAM22-NEXT: affine.for %{{.*}} = 1 to 1024 step 8 {
func.func @flow_dep_distance_1_neg1(%arr: memref<1024x1024xi32>) {
  affine.for %i = 1 to 1024 {
    affine.for %j = 0 to 1023 {
      %val = affine.load %arr[%i - 1, %j + 1] : memref<1024x1024xi32>
      affine.store %val, %arr[%i, %j] : memref<1024x1024xi32>
    }
  }
  return
}

// -----

// A[i] is written at every j and A[j] read: components (1..63, -63..63), negative in part.
// CHECK-LABEL: func.func @row_broadcast
// AIOPT-NEXT: affine.for %{{.*}} = 0 to 64 {
// AIOPT-NEXT: affine.for %{{.*}} = 0 to 64 {
// UPSTREAM22-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
func.func @row_broadcast(%A: memref<64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %1 = affine.load %A[%j] : memref<64xf32>
      affine.store %1, %B[%i, %j] : memref<64x64xf32>
      affine.store %1, %A[%i] : memref<64xf32>
    }
  }
  return
}
