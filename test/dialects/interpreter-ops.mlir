// The `interpreter` dialect (SPMD runs, probes, printing) and the SPMD-only
// forms of the collectives: round trip, and verifier errors.
// RUN: ai-opt %s --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --mlir-print-op-generic | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @probe_and_print
// CHECK: %[[P:.*]] = interpreter.probe %{{.*}}, probe_id = "p/0" : tensor<2xi32>
// CHECK: interpreter.print %[[P]] : tensor<2xi32>
func.func @probe_and_print(%x: tensor<2xi32>) -> tensor<2xi32> {
  %p = interpreter.probe %x, probe_id = "p/0" : tensor<2xi32>
  interpreter.print %p : tensor<2xi32>
  func.return %p : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @main
// CHECK: "interpreter.run_parallel"(%{{.*}}, %{{.*}}) {{.*}}programs = {{\[\[}}@twice], [@twice]]{{.*}} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
func.func @twice(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@twice], [@twice]]} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_root
// CHECK: "stablehlo.collective_broadcast"(%{{.*}}, %{{.*}}, %{{.*}}) <{has_dynamic_root, replica_groups = {{.*}}}> : (tensor<2xf32>, tensor<3xi64>, tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi64>)
func.func @dynamic_root(%x: tensor<2xf32>, %y: tensor<3xi64>, %root: tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi64>) {
  %r:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {has_dynamic_root, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<2xf32>, tensor<3xi64>, tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi64>)
  func.return %r#0, %r#1 : tensor<2xf32>, tensor<3xi64>
}
