// Flags come before the input file, so that columns in the command line do not depend on the path of %s.
// RUN: not ai-opt --load-dialect-plugin=%S/Inputs/does-not-exist.py %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=NO-FILE
// RUN: not ai-opt --load-pass-plugin=aiopt_no_such_plugin %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=NO-MODULE
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_no_register.py %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=NO-REGISTER
// RUN: not ai-opt --load-dialect-plugin=%S/Inputs/plugin_register_raises.py %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=RAISES
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_import_error.py %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=IMPORT-ERROR
// RUN: not ai-opt --toy-simplify %s 2>&1 | FileCheck %s --strict-whitespace --check-prefix=NOT-LOADED
// RUN: not ai-opt %s 2>&1 | FileCheck %s --check-prefix=NO-DIALECT
// RUN: not env PYTHONPATH=%examples/toy_plugin ai-opt --load-pass-plugin=aiopt_toy --toy-simplify=fold=true %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=BAD-OPTION
// RUN: not env PYTHONPATH=%examples/toy_plugin ai-opt --load-pass-plugin=aiopt_toy --toy-pipeline=fold-constants=maybe %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=BAD-VALUE
// A name without '/' is a module name (docs/plugins.md): a package folder of the current directory of that
// name is the module, on sys.path or not; given with a '/', the folder is a path to the package.
// RUN: cd %examples/toy_plugin && env PYTHONPATH=. ai-opt --load-pass-plugin=aiopt_toy --toy-simplify %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PACKAGE
// RUN: cd %examples/toy_plugin && ai-opt --load-pass-plugin=aiopt_toy --toy-simplify %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PACKAGE
// RUN: cd %examples/toy_plugin && ai-opt --load-pass-plugin=./aiopt_toy --toy-simplify %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PACKAGE
// RUN: ai-opt --load-pass-plugin=%examples/toy_plugin/aiopt_toy/ --toy-simplify %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PACKAGE
// A plugin that calls sys.exit while loading or registering, a name that is no module name, a path that is no file.
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_exits.py %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=EXITS
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_register_exits.py %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=REGISTER-EXITS
// RUN: not ai-opt --load-pass-plugin=.hidden %s 2>&1 | FileCheck %s --strict-whitespace --check-prefix=NOT-A-NAME
// RUN: not ai-opt --load-pass-plugin= %s 2>&1 | FileCheck %s --strict-whitespace --check-prefix=EMPTY
// RUN: not ai-opt --load-pass-plugin=/dev/null %s 2>&1 | FileCheck %s --strict-whitespace --check-prefix=NOT-A-FILE
// A folder that is no package, by name or by path, is an error.
// RUN: cd %S && not ai-opt --load-pass-plugin=Inputs %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=FOLDER
// RUN: cd %S && not ai-opt --load-pass-plugin=./Inputs %s 2>&1 \
// RUN:   | FileCheck %s --strict-whitespace --check-prefix=FOLDER-PATH

// Plugins that cannot be loaded are errors located at their flag in the
// command line; ai-opt exits with 1 before it reads the input.

// NO-FILE:      <command-line>:1:8: error: plugin file '{{.*}}/Inputs/does-not-exist.py' does not exist
// NO-FILE-NEXT: ai-opt --load-dialect-plugin={{.*}}/Inputs/does-not-exist.py {{.*}}/plugin-errors.mlir
// NO-FILE-NEXT: {{^}}       ^{{$}}

// NO-MODULE:      <command-line>:1:8: error: plugin module 'aiopt_no_such_plugin' not found
// NO-MODULE-NEXT: ai-opt --load-pass-plugin=aiopt_no_such_plugin {{.*}}/plugin-errors.mlir
// NO-MODULE-NEXT: {{^}}       ^{{$}}

// NO-REGISTER:      <command-line>:1:8: error: plugin '{{.*}}/Inputs/plugin_no_register.py' has no register(registry) function
// NO-REGISTER-NEXT: ai-opt --load-pass-plugin={{.*}}/Inputs/plugin_no_register.py {{.*}}/plugin-errors.mlir
// NO-REGISTER-NEXT: {{^}}       ^{{$}}

// RAISES:      <command-line>:1:8: error: plugin '{{.*}}/Inputs/plugin_register_raises.py' failed to register: RuntimeError: the toy registration table is empty
// RAISES-NEXT: ai-opt --load-dialect-plugin={{.*}}/Inputs/plugin_register_raises.py {{.*}}/plugin-errors.mlir
// RAISES-NEXT: {{^}}       ^{{$}}

// PACKAGE-LABEL: func.func @add
// PACKAGE-NEXT: toy.add

// EXITS:      <command-line>:1:8: error: failed to load plugin '{{.*}}/Inputs/plugin_exits.py': it called sys.exit(3)
// REGISTER-EXITS:      <command-line>:1:8: error: plugin '{{.*}}/Inputs/plugin_register_exits.py' failed to register: it called sys.exit(0)
// NOT-A-NAME:      <command-line>:1:8: error: plugin '.hidden' is not a module name, a .py file or a package folder
// EMPTY:      <command-line>:1:8: error: plugin '' is not a module name, a .py file or a package folder
// NOT-A-FILE:      <command-line>:1:8: error: plugin path '/dev/null' is not a file

// FOLDER:      <command-line>:1:8: error: plugin path 'Inputs' is a folder without __init__.py; give its .py file or its module name
// FOLDER-NEXT: ai-opt --load-pass-plugin=Inputs {{.*}}/plugin-errors.mlir
// FOLDER-NEXT: {{^}}       ^{{$}}

// FOLDER-PATH:      <command-line>:1:8: error: plugin path './Inputs' is a folder without __init__.py; give its .py file or its module name

// IMPORT-ERROR:      <command-line>:1:8: error: failed to load plugin '{{.*}}/Inputs/plugin_import_error.py': ModuleNotFoundError: No module named 'aiopt_missing_dependency'
// IMPORT-ERROR-NEXT: ai-opt --load-pass-plugin={{.*}}/Inputs/plugin_import_error.py {{.*}}/plugin-errors.mlir
// IMPORT-ERROR-NEXT: {{^}}       ^{{$}}

// Without the plugin, its pass flag and its dialect are unknown.

// NOT-LOADED:      <command-line>:1:8: error: unknown command line argument '--toy-simplify' (see 'ai-opt --help')
// NOT-LOADED-NEXT: ai-opt --toy-simplify {{.*}}/plugin-errors.mlir
// NOT-LOADED-NEXT: {{^}}       ^{{$}}

// The exact wording of the parser's unknown-op error is not the point here.
// NO-DIALECT: plugin-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: {{.*}}toy.add

func.func @add(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = toy.add %a, %a : tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// Options of plugin passes and pipelines are checked like built-in ones.

// BAD-OPTION:      <command-line>:1:52: error: no such option 'fold' for pass 'toy-simplify' (options: fold-constants)
// BAD-OPTION-NEXT: ai-opt --load-pass-plugin=aiopt_toy --toy-simplify=fold=true {{.*}}/plugin-errors.mlir
// BAD-OPTION-NEXT: {{^}}                                                   ^{{$}}

// BAD-VALUE:      <command-line>:1:67: error: invalid value 'maybe' for option 'fold-constants': expected true or false
// BAD-VALUE-NEXT: ai-opt --load-pass-plugin=aiopt_toy --toy-pipeline=fold-constants=maybe {{.*}}/plugin-errors.mlir
// BAD-VALUE-NEXT: {{^}}                                                                  ^{{$}}
