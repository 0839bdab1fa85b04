// Integers of more decimal digits than Python converts by default (4,300): a valid i32768 constant (5,000 hex
// digits, 9,865 decimal ones printed) prints and parses again, where printing it was an internal error; a literal
// longer than the tools convert (100,000 digits) is MLIR's out-of-range error at the literal, not Python's words
// for its limit at the end of the token (or, for a hex literal, the start of the next line).

// RUN: %python -c "print('func.func @f() -> i32768 {\n  %%0 = arith.constant 0x' + 'f' * 5000 + ' : i32768\n  return %%0 : i32768\n}')" > %t.wide.mlir
// RUN: ai-opt %t.wide.mlir | ai-opt | FileCheck %s --check-prefix=WIDE
// RUN: %python -c "print('func.func @f() {\n  %%0 = arith.constant ' + '1' * 200000 + ' : i32\n  return\n}')" > %t.long.mlir
// RUN: not ai-opt %t.long.mlir 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: %python -c "print('func.func @f() {\n  %%0 = arith.constant 0x' + 'f' * 5000 + ' : i32\n  return\n}')" > %t.hex.mlir
// RUN: not ai-opt %t.hex.mlir 2>&1 | FileCheck %s --check-prefix=HEX
// RUN: %python -c "print('func.func @f(%%a: tensor<' + '1' * 200000 + 'xf32>) {\n  return\n}')" > %t.dim.mlir
// RUN: not ai-opt %t.dim.mlir 2>&1 | FileCheck %s --check-prefix=DIM

// WIDE: %c39802768403379665923{{[0-9]+}}_i32768 = arith.constant 39802768403379665923{{[0-9]+}} : i32768
// LONG: long.mlir:2:23: error: integer constant out of range for attribute
// HEX: hex.mlir:2:23: error: integer constant out of range for attribute
// DIM: dim.mlir:1:25: error: invalid dimension
