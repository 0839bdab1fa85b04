// linalg.generic takes its traits from an attribute alias, as upstream parses
// any dictionary attribute there; missing traits are reported in upstream's words.
// RUN: ai-opt %s --split-input-file --verify-diagnostics | FileCheck %s

#accesses = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>]
#trait = {
  indexing_maps = #accesses,
  iterator_types = ["parallel"]
}

// CHECK-LABEL: func.func @trait_alias
//       CHECK:   linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}], iterator_types = ["parallel"]} ins(%{{.+}} : tensor<4xf32>) outs(%{{.+}} : tensor<4xf32>)
func.func @trait_alias(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic #trait ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_iterator_types() {
  // expected-error @below {{expected "iterator_types" array attribute}}
  linalg.generic {} ins() outs()
  return
}

// -----

func.func @missing_indexing_maps(%a: memref<4xf32>) {
  // expected-error @below {{requires attribute 'indexing_maps'}}
  linalg.generic {iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
