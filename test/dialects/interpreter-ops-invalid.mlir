// Verifier errors of the `interpreter` ops and of the SPMD-only forms of the collectives.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @f() {
  func.return
}
func.func @ragged_programs() {
  // expected-error@+1 {{'interpreter.run_parallel' op every replica must have the same number of partitions}}
  "interpreter.run_parallel"() {programs = [[@f, @f], [@f]]} : () -> ()
  func.return
}

// -----

func.func @probe_type(%x: tensor<2xi32>) {
  // expected-error@+1 {{'interpreter.probe' op requires the same type for its operand and result}}
  %p = "interpreter.probe"(%x) {probe_id = "p"} : (tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @root_per_operand(%x: tensor<2xf32>, %y: tensor<3xi64>, %root: tensor<3xi32>) {
  // expected-error@+1 {{'stablehlo.collective_broadcast' op the root operand must have one index per operand (2), but has 3}}
  %r:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {has_dynamic_root, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<2xf32>, tensor<3xi64>, tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi64>)
  func.return
}

// -----

func.func @operands_without_dynamic_root(%x: tensor<2xf32>, %y: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.collective_broadcast' op Expected 1 operands, but got 2}}
  %r = "stablehlo.collective_broadcast"(%x, %y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}
