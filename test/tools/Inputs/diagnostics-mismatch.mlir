// Used by verify-diagnostics-mismatch.mlir; line numbers matter.
func.func @unmet() {
  // expected-warning@+1 {{never emitted}}
  "test.op"() : () -> ()
  func.return
}

// -----

func.func @unexpected() {
  "test.op"() {test.remark = "nobody expects this"} : () -> ()
  func.return
}

// -----

func.func @wrong_severity() {
  // expected-error@+1 {{wrong kind}}
  "test.op"() {test.warning = "wrong kind"} : () -> ()
  func.return
}

// -----

func.func @wrong_line() {
  // expected-error@+1 {{off by one}}
  "test.op"() : () -> ()
  "test.op"() {test.error = "off by one"} : () -> ()
  func.return
}

// -----

func.func @wrong_message() {
  // expected-remark@+1 {{expected text}}
  "test.op"() {test.remark = "actual text"} : () -> ()
  func.return
}
