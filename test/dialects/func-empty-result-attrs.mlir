// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A single result whose attribute dictionary is empty prints without parentheses, as mlir-opt prints it (a
// portable artifact's private functions have `res_attrs = [{}]`); the dictionaries stay.

// CHECK: func.func private @f(i32) -> i32
// CHECK: func.func private @g(i32) -> (i32, i32)
// CHECK: func.func private @h(i32) -> (() -> ())
// CHECK: func.func private @k(i32) -> (i32 {a.b})
// GENERIC: arg_attrs = [{}], function_type = (i32) -> i32, res_attrs = [{}], sym_name = "f"
"func.func"() <{function_type = (i32) -> i32, res_attrs = [{}], arg_attrs = [{}], sym_name = "f", sym_visibility = "private"}> ({}) : () -> ()
"func.func"() <{function_type = (i32) -> (i32, i32), res_attrs = [{}, {}], sym_name = "g", sym_visibility = "private"}> ({}) : () -> ()
"func.func"() <{function_type = (i32) -> (() -> ()), res_attrs = [{}], sym_name = "h", sym_visibility = "private"}> ({}) : () -> ()
"func.func"() <{function_type = (i32) -> i32, res_attrs = [{a.b}], sym_name = "k", sym_visibility = "private"}> ({}) : () -> ()
