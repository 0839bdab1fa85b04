// RUN: ai-opt %s --split-input-file --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --verify-diagnostics
// Tiling leaves what it cannot tile (reductions) for the conversion to report, with no internal error.
// RUN: ai-opt %s --split-input-file --gpu-tile-parallel-loops --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --verify-diagnostics

func.func @reduction(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  // expected-error@+1 {{parallel loops with reductions cannot be mapped to a GPU launch}}
  %sum = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<8xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

// -----

func.func @variant_bound(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%t) = (%c0) to (%n) step (%c1) {
    %size = memref.dim %a, %t : memref<?xf32>
    // expected-error@+1 {{cannot derive loop-invariant upper bound for the launch size}}
    scf.parallel (%p) = (%c0) to (%size) step (%c1) {
      %x = memref.load %a[%p] : memref<?xf32>
      memref.store %x, %a[%t] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
