// ai-translate loads plugins as ai-opt does (examples/toy_plugin): with --load-dialect-plugin the toy op
// parses, and the translation then reports the function that is no llvm.func; a plugin that cannot be
// loaded is an error at its argument.

// RUN: not ai-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s --check-prefix=NO-DIALECT
// NO-DIALECT: error: Dialect `toy' not found for custom op 'toy.transpose'
// RUN: env PYTHONPATH=%examples/toy_plugin not ai-translate --mlir-to-llvmir %s --load-dialect-plugin=aiopt_toy 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIALECT
// DIALECT: :[[# @LINE + 10]]:1: error: 'func.func' op cannot be translated to LLVM IR (expected llvm.func or llvm.mlir.global)
// RUN: not ai-translate --mlir-to-llvmir %s --load-dialect-plugin=%S/no-such-plugin.py 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: <command-line>:1:{{[0-9]+}}: error: plugin file '{{.*}}no-such-plugin.py' does not exist
// RUN: env PYTHONPATH=%examples/toy_plugin ai-translate --load-pass-plugin=aiopt_toy --help | FileCheck %s --check-prefix=HELP
// HELP: --load-dialect-plugin=PATH_OR_MODULE
// HELP: --load-pass-plugin=PATH_OR_MODULE

llvm.func @f(%a: i32) -> i32 {
  llvm.return %a : i32
}
func.func @toy(%a: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  return %0 : tensor<3x2xf64>
}
