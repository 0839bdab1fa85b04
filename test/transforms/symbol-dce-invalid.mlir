// RUN: ai-opt %s --allow-unregistered-dialect --symbol-dce --verify-diagnostics

func.func private @private_symbol()

// An unregistered op with a region may be a symbol table whose uses cannot be known.
// expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
"test.possibly_unknown_symbol_table"() ({
}) : () -> ()
