// RUN: ai-opt %s --split-input-file --verify-diagnostics
// RUN: ai-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A registered dialect's own type parser reports an unknown mnemonic, also where unregistered dialects
// are allowed (as mlir-hlo-opt does: only types of dialects that are not registered become opaque).
// expected-error@+1 {{unknown mhlo type: foobar}}
func.func private @invalid_type() -> !mhlo.foobar

// -----

// expected-error@+1 {{unknown stablehlo type: foobar}}
func.func private @invalid_stablehlo_type() -> !stablehlo.foobar
