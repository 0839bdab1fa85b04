// Strings with escapes of non-ASCII bytes read back wherever a string goes: the printer escapes "é" as
// "\C3\A9" (as upstream's printEscapedString), which an attribute key or a location refused before
// ('Expected bare-id or string-literal here as part of attribute entry!', 'Unexpected location
// syntax.'). Bytes that are no UTF-8 stay a bytes value. A generic op name is escaped too: one read
// from "\0A" printed a raw line break, which did not read back.

// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | ai-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// CHECK: "test.op"() {a = "\C3\A9", b = "\C3\A9", c = "\FF", "\C3\A9" = 1 : i64} : () -> () loc("\C3\A9":1:2)
"test.op"() {a = "é", b = "\C3\A9", c = "\FF", "é" = 1} : () -> () loc("é":1:2)
// CHECK: "test.op"() {"\E4\B8\AD"} : () -> () loc("\E4\B8\AD")
"test.op"() {"\E4\B8\AD"} : () -> () loc("中")
// CHECK: "\0A"() : () -> ()
"\0A"() : () -> ()
// CHECK: "a\22b\\"() : () -> ()
"a\"b\\"() : () -> ()
// CHECK: "test.\C3\A9"() : () -> ()
"test.é"() : () -> ()
