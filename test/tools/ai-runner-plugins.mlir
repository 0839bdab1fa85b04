// ai-runner loads plugins as ai-opt does: --load-pass-plugin makes a plugin's passes usable in --pipeline,
// --load-dialect-plugin its ops parse (examples/toy_plugin); a plugin that cannot be loaded is an error at
// its argument. --pipeline takes an anchored builtin.module(...) pipeline, as upstream's tools, or a bare
// list of passes.

// RUN: ai-runner %s --random-inputs --print | FileCheck %s
// RUN: ai-runner %s --random-inputs --print --pipeline 'hlo-to-cpu-pipeline' | FileCheck %s
// RUN: ai-runner %s --random-inputs --print --pipeline 'builtin.module(hlo-to-cpu-pipeline)' | FileCheck %s
// RUN: env PYTHONPATH=%examples/toy_plugin ai-runner %s --random-inputs --print --load-pass-plugin=aiopt_toy \
// RUN:   --pipeline 'builtin.module(toy-simplify{fold-constants=true},hlo-to-cpu-pipeline)' | FileCheck %s
// RUN: env PYTHONPATH=%examples/toy_plugin ai-runner %s --random-inputs --print --load-pass-plugin=aiopt_toy \
// RUN:   --pipeline 'toy-simplify,hlo-to-cpu-pipeline' | FileCheck %s
// CHECK: out0 = [ 0.25146043, -0.26420972,  1.2808453 ,  0.20980023] : float32[4]

// Without the plugin, its pass is unknown.
// RUN: not ai-runner %s --random-inputs --pipeline 'builtin.module(toy-simplify,hlo-to-cpu-pipeline)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-PASS
// NO-PASS: <command-line>:1:{{[0-9]+}}: error: invalid pipeline 'builtin.module(toy-simplify,hlo-to-cpu-pipeline)': 'toy-simplify' does not refer to a registered pass or pass pipeline

// RUN: not ai-runner %s --random-inputs --load-pass-plugin=no_such_plugin_module 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: <command-line>:1:{{[0-9]+}}: error: plugin module 'no_such_plugin_module' not found

// The dialect plugin's ops parse (the interpreter then refuses toy.transpose, which it has no semantics for).
// RUN: not ai-runner %S/Inputs/toy-op.mlir --interpret --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-DIALECT
// NO-DIALECT: error: Dialect `toy' not found for custom op 'toy.transpose'
// RUN: env PYTHONPATH=%examples/toy_plugin not ai-runner %S/Inputs/toy-op.mlir --interpret --random-inputs \
// RUN:   --load-dialect-plugin=aiopt_toy 2>&1 | FileCheck %s --check-prefix=DIALECT
// DIALECT: error: 'toy.transpose' op has no reference semantics in the interpreter

// --target cuda takes them too (test_ai_runner_cuda_plugins.py: it needs a GPU, or the fakes of a test).

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

