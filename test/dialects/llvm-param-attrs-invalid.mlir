// Argument and result attributes of llvm.func (and func.func) checked as upstream's
// LLVMDialect::verifyParameterAttribute does, in its words: the kind of value first, then
// the type of the parameter.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_int(%0 : i32 {llvm.noalias})

// -----

// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @noalias_value(%0 : !llvm.ptr {llvm.noalias = 10 : i32})

// -----

// expected-error@+1 {{"llvm.readonly" attribute attached to non-pointer LLVM type}}
llvm.func @readonly_decl(i32 {llvm.readonly})

// -----

// expected-error@+1 {{"llvm.nest" should be a unit attribute}}
llvm.func @nest_value(i32 {llvm.nest = "foo"})

// -----

// expected-error@+1 {{"llvm.align" attribute attached to non-pointer LLVM type}}
llvm.func @align_int(i32 {llvm.align = 16 : i64})

// -----

// expected-error@+1 {{"llvm.align" should be an integer attribute}}
llvm.func @align_string(!llvm.ptr {llvm.align = "foo"})

// -----

// expected-error@+1 {{"llvm.dereferenceable" attribute attached to non-pointer LLVM type}}
llvm.func @dereferenceable_float(f32 {llvm.dereferenceable = 12 : i64})

// -----

// expected-error@+1 {{"llvm.sret" attribute attached to non-pointer LLVM type}}
llvm.func @sret_int(i32 {llvm.sret = !llvm.struct<(i32)>})

// -----

// expected-error@+1 {{"llvm.byval" attribute attached to non-pointer LLVM type}}
llvm.func @byval_int(%0 : i32 {llvm.byval = i32})

// -----

// expected-error@+1 {{"llvm.byval" should be a type attribute}}
llvm.func @byval_unit(!llvm.ptr {llvm.byval})

// -----

// expected-error@+1 {{"llvm.byref" attribute attached to non-pointer LLVM type}}
llvm.func @byref_int(i32 {llvm.byref = i32})

// -----

// expected-error@+1 {{"llvm.inalloca" should be a type attribute}}
llvm.func @inalloca_value(!llvm.ptr {llvm.inalloca = 1 : i64})

// -----

// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @signext_float(f32 {llvm.signext})

// -----

// expected-error@+1 {{"llvm.zeroext" should be a unit attribute}}
llvm.func @zeroext_value(i32 {llvm.zeroext = 1 : i32})

// -----

// expected-error@+1 {{"llvm.noundef" should be a unit attribute}}
llvm.func @noundef_value(i32 {llvm.noundef = !llvm.ptr})

// -----

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @func_noalias_int(i32 {llvm.noalias})

// -----

// expected-error@+1 {{"llvm.align" attribute attached to non-pointer LLVM type}}
llvm.func @align_result() -> (i32 {llvm.align = 4})

// -----

// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @noalias_result() -> (!llvm.ptr {llvm.noalias = 1})

// -----

// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @signext_result() -> (f32 {llvm.signext})

// -----

// expected-error@+1 {{"llvm.readonly" is not a valid result attribute}}
llvm.func @readonly_result() -> (!llvm.ptr {llvm.readonly})

// -----

// expected-error@+1 {{"llvm.sret" is not a valid result attribute}}
llvm.func @sret_result() -> (!llvm.ptr {llvm.sret = i64})

// -----

// expected-error@+1 {{"llvm.returned" is not a valid result attribute}}
llvm.func @returned_result() -> (i32 {llvm.returned})

// -----

// expected-error@+1 {{"llvm.nocapture" is not a valid result attribute}}
llvm.func @nocapture_result() -> (!llvm.ptr {llvm.nocapture})

// -----

// Calls are not checked (upstream neither): the attribute is only passed on.
llvm.func @g(i32)
llvm.func @call_site(%a: i32) {
  llvm.call @g(%a) {arg_attrs = [{llvm.noalias}]} : (i32) -> ()
  llvm.return
}

// -----

// The type of a parameter that is no LLVM type is not looked at (a memref before its lowering)...
func.func private @memref_not_checked(memref<4xf32> {llvm.noalias, llvm.align = 16 : i64}, index {llvm.signext})

// -----

// ... the kind of the value is.
// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
func.func private @memref_value(memref<4xf32> {llvm.noalias = 1 : i64})

// -----

// One dictionary per argument and result.
// expected-error@+1 {{'llvm.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {}], function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "two_dictionaries", visibility_ = 0 : i64}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @void_result_attributes() -> (!llvm.void {llvm.noundef})
