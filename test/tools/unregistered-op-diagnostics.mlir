// An error about an op of an unregistered dialect names the op as written ('foo.bar' op), as upstream does,
// not xDSL's class name for all of them ('builtin.unregistered').

// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics --one-shot-bufferize
// RUN: not ai-opt %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: printf '"foo.holder"() ({\n  func.func @f() { func.return }\n}) : () -> ()\n' | not ai-opt --allow-unregistered-dialect --no-implicit-module --pass-pipeline='any(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=SYMBOL-DCE

// NAME-NOT: builtin.unregistered
// SYMBOL-DCE: <stdin>:1:1: error: 'foo.holder' op  was scheduled to run under SymbolDCE, but does not define a symbol table

func.func @not_bufferized(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'foo.bar' op op was not bufferized}}
  %0 = "foo.bar"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
