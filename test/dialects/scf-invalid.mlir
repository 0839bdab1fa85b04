// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @reduce_count(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{Expected 1 reductions but 0 provided}}
  %s = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%v) -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
  }
  func.return %s : f32
}

// -----

func.func @reduce_region_type(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%v) -> f32 {
    %x = memref.load %m[%i] : memref<4xf32>
    // expected-error@+1 {{scf.reduce block argument types must match the operand type}}
    scf.reduce(%x : f32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  func.return %s : f32
}

// -----

func.func @bounds(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{Expected the same number of lower bounds, upper bounds, and steps for scf.parallel}}
  scf.parallel (%i) = (%c0) to (%c1, %c1) step (%c1) {
  }
  func.return
}
