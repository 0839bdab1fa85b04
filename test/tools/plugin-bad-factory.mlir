// A plugin pass whose factory does not give a pass class is a located error naming the pass and its plugin
// (exit 1), not an internal error; --help lists it as a pass that cannot be loaded. A factory that is not
// callable fails the plugin's registration; a pass class given in place of a factory is accepted.
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_bad_factories.py --returns-a-number %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NUMBER
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_bad_factories.py \
// RUN:   --pass-pipeline='builtin.module(returns-a-non-pass-class)' %s 2>&1 | FileCheck %s --check-prefix=CLASS
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_bad_factories.py --factory-raises %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RAISES
// RUN: not ai-runner --load-pass-plugin=%S/Inputs/plugin_bad_factories.py --pipeline=factory-raises %s \
// RUN:   --random-inputs 2>&1 | FileCheck %s --check-prefix=RAISES
// RUN: ai-opt --load-pass-plugin=%S/Inputs/plugin_bad_factories.py --class-given-directly %s | FileCheck %s
// RUN: ai-opt --load-pass-plugin=%S/Inputs/plugin_bad_factories.py --help | FileCheck %s --check-prefix=HELP
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_uncallable_factory.py %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNCALLABLE

// NUMBER: error: pass 'returns-a-number' (registered by plugin '{{.*}}plugin_bad_factories.py') failed to load: its factory returned 42, not a ModulePass or PassPipelineDefinition subclass
// NUMBER-NOT: internal error
// CLASS: error: pass 'returns-a-non-pass-class' ({{.*}}) failed to load: its factory returned <class 'int'>, not a ModulePass
// RAISES: error: {{(invalid pipeline 'factory-raises': )?}}pass 'factory-raises' ({{.*}}) failed to load: RuntimeError: the factory has a bug
// RAISES-NOT: internal error
// HELP: --class-given-directly {{ +}}A pass registered as its class
// HELP: --factory-raises {{ +}}(cannot be loaded: pass 'factory-raises' {{.*}}: RuntimeError: the factory has a bug)
// UNCALLABLE: error: plugin '{{.*}}plugin_uncallable_factory.py' failed to register: TypeError: the factory of pass 'uncallable' must be a callable that returns a pass class, not 'not a factory'

// CHECK: func.func @main
func.func @main(%x: i32) -> i32 {
  func.return %x : i32
}
