// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{expected '<'}}
"test.op"() {r = #sdy.op_sharding_rule} : () -> ()

// -----

// expected-error@+1 {{Unbalanced '}' in dialect symbol body}}
"test.op"() {r = #sdy.op_sharding_rule<([i])->([i]) {i=4}} : () -> ()

// -----

// Multi-device shardings are not defined.
// expected-error@+1 {{unknown attribute `sharding` in dialect `sdy`}}
"test.op"() {r = #sdy.sharding<@mesh, [{}]>} : () -> ()
