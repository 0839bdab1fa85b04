// ai-translate --split-input-file, as mlir-translate's: each chunk translated on its own, the outputs joined by
// --output-split-marker (none by default) and a newline, a failed chunk's output empty and the status 1; errors at
// their lines of the file.
// RUN: not ai-translate --mlir-to-llvmir --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not ai-translate --mlir-to-llvmir --split-input-file --output-split-marker='; -----' %s 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=MARKER
// Without the flag the file is one module, which fails: no output.
// RUN: not ai-translate --mlir-to-llvmir %s -o %t.ll
// RUN: not ls %t.ll

// CHECK: define void @a()
// CHECK: define void @b()
// CHECK-NOT: @c
// CHECK: define void @d()
// MARKER: define void @a()
// MARKER-NEXT: {{.*}}
// MARKER-NEXT: ret void
// MARKER-NEXT: }
// MARKER-NEXT: ; -----
// MARKER-NEXT: define void @b()
// MARKER: ; -----
// MARKER-NEXT: ; -----
// MARKER-NEXT: define void @d()
llvm.func @a() {
  llvm.return
}

// -----

llvm.func @b() {
  llvm.return
}

// -----

llvm.func @c(%x: i32) {
  // ERR: ai-translate-split-input-file.mlir:[[# @LINE + 1]]:3: error: 'llvm.return' op expected no operands
  llvm.return %x : i32
}

// -----

llvm.func @d() {
  llvm.return
}
