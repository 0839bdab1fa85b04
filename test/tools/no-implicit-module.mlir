// --no-implicit-module: the input must be one builtin.module; nothing is wrapped around it.

// RUN: ai-opt %s --no-implicit-module | FileCheck %s
// RUN: echo 'func.func @f() { func.return }' | not ai-opt --no-implicit-module 2>&1 | FileCheck %s --check-prefix=NOT-MODULE
// RUN: printf 'builtin.module {}\nbuiltin.module {}\n' | not ai-opt --no-implicit-module 2>&1 | FileCheck %s --check-prefix=TWO

// CHECK: module @named {
// CHECK-NEXT: func.func @f()
builtin.module @named {
  func.func @f() {
    func.return
  }
}

// NOT-MODULE: <stdin>:1:1: error: builtin.module operation expected
// TWO: <stdin>:2:1: error: expected a single top-level builtin.module with --no-implicit-module
