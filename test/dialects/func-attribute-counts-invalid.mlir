// A function's argument (result) attribute array holds one dictionary per argument (result), as upstream's
// function_interface_impl::verifyTrait checks, in its words.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
func.func private @two_argument_dictionaries(i32) attributes {arg_attrs = [{}, {}]}

// -----

// expected-error@+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
func.func @two_result_dictionaries(%a: i32) -> i32 attributes {res_attrs = [{}, {}]} {
  return %a : i32
}
