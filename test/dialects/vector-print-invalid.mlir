// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's checks of vector.print (aiopt.dialects.vector_print), in upstream's words (each message checked
// against mlir-opt 22 with --verify-diagnostics).

func.func @string_and_source(%s: f32) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %s : f32 str "x"
  return
}

// -----

func.func @string_and_punctuation() {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %t : tensor<4xf32>
  return
}
