// An installed package declares its plugin in the `aiopt.plugins` entry-point
// group and ai-opt loads it without any flag. Installing means a
// `*.dist-info` folder with METADATA and entry_points.txt in site-packages;
// these RUN lines make one by hand, which is what `pip install` writes too,
// in a folder that AIOPT_PLUGIN_PATH names (site-packages is not ours to write).
// RUN: rm -rf %t && mkdir -p %t/site/aiopt_toy_plugin-0.1.dist-info %t/broken/aiopt_broken_plugins-0.1.dist-info
// RUN: echo "Metadata-Version: 2.1" > %t/site/aiopt_toy_plugin-0.1.dist-info/METADATA
// RUN: echo "Name: aiopt-toy-plugin" >> %t/site/aiopt_toy_plugin-0.1.dist-info/METADATA
// RUN: echo "Version: 0.1" >> %t/site/aiopt_toy_plugin-0.1.dist-info/METADATA
// RUN: echo "[aiopt.plugins]" > %t/site/aiopt_toy_plugin-0.1.dist-info/entry_points.txt
// RUN: echo "toy = aiopt_toy:register" >> %t/site/aiopt_toy_plugin-0.1.dist-info/entry_points.txt

// RUN: env -u AIOPT_NO_ENTRY_POINT_PLUGINS AIOPT_PLUGIN_PATH=%t/site PYTHONPATH=%examples/toy_plugin ai-opt %s --toy-simplify=fold-constants=true 2>&1 | FileCheck %s
// RUN: env -u AIOPT_NO_ENTRY_POINT_PLUGINS AIOPT_PLUGIN_PATH=%t/site PYTHONPATH=%examples/toy_plugin ai-opt --list-passes | FileCheck %s --check-prefix=PASSES

// The same dist-info merely on sys.path (PYTHONPATH, or the working directory
// under `python -m`) is not an installed plugin: nothing is loaded from it.
// RUN: env -u AIOPT_NO_ENTRY_POINT_PLUGINS PYTHONPATH=%t/site:%examples/toy_plugin ai-opt --list-passes | FileCheck %s --check-prefix=NOT-LOADED
// RUN: cd %t/site && env -u AIOPT_NO_ENTRY_POINT_PLUGINS PYTHONPATH=%examples/toy_plugin %python -m aiopt.tools.ai_opt --list-passes | FileCheck %s --check-prefix=NOT-LOADED

// NOT-LOADED:     --canonicalize
// NOT-LOADED-NOT: toy-simplify

// PASSES: --toy-simplify

// CHECK-NOT:   warning
// CHECK-LABEL: func.func @fold
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[}}[1.000000e+00, 3.000000e+00], [2.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK-NEXT:    return %[[C]] : tensor<2x2xf64>
func.func @fold() -> tensor<2x2xf64> {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %1 = toy.transpose %0 : tensor<2x2xf64> to tensor<2x2xf64>
  func.return %1 : tensor<2x2xf64>
}

// A broken entry-point plugin is skipped with a warning that names it, and
// the run goes on: other plugins still work and ai-opt exits with 0.
// RUN: echo "Metadata-Version: 2.1" > %t/broken/aiopt_broken_plugins-0.1.dist-info/METADATA
// RUN: echo "Name: aiopt-broken-plugins" >> %t/broken/aiopt_broken_plugins-0.1.dist-info/METADATA
// RUN: echo "Version: 0.1" >> %t/broken/aiopt_broken_plugins-0.1.dist-info/METADATA
// RUN: echo "[aiopt.plugins]" > %t/broken/aiopt_broken_plugins-0.1.dist-info/entry_points.txt
// RUN: echo "missing = aiopt_missing_plugin:register" >> %t/broken/aiopt_broken_plugins-0.1.dist-info/entry_points.txt
// RUN: echo "no-register = plugin_no_register" >> %t/broken/aiopt_broken_plugins-0.1.dist-info/entry_points.txt
// RUN: echo "raises = plugin_register_raises:register" >> %t/broken/aiopt_broken_plugins-0.1.dist-info/entry_points.txt

// RUN: env -u AIOPT_NO_ENTRY_POINT_PLUGINS AIOPT_PLUGIN_PATH=%t/broken:%t/site PYTHONPATH=%S/Inputs:%examples/toy_plugin ai-opt %s --toy-simplify=fold-constants=true 2>%t/warnings \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t/warnings
// RUN: echo "func.func @plain() { func.return }" | env -u AIOPT_NO_ENTRY_POINT_PLUGINS AIOPT_PLUGIN_PATH=%t/broken PYTHONPATH=%S/Inputs ai-opt 2>&1 | FileCheck %s --check-prefixes=WARN,PLAIN

// WARN:      <unknown>:0: warning: failed to load plugin 'missing (aiopt_missing_plugin:register)': ModuleNotFoundError: No module named 'aiopt_missing_plugin' (plugin skipped)
// WARN-NEXT: <unknown>:0: warning: plugin 'no-register (plugin_no_register)' has no register(registry) function (plugin skipped)
// WARN-NEXT: <unknown>:0: warning: plugin 'raises (plugin_register_raises:register)' failed to register: RuntimeError: the toy registration table is empty (plugin skipped)
// WARN-NOT:  warning
// PLAIN:     func.func @plain() {
// PLAIN-NEXT:  return
