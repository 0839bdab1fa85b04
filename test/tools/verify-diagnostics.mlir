// RUN: ai-opt %s --split-input-file --verify-diagnostics --test-emit-diagnostics
// RUN: ai-opt %s -split-input-file -verify-diagnostics -test-emit-diagnostics

// Each kind of annotation, matched by substring on the diagnostic's line.

func.func @same_line() {
  "test.op"() {test.warning = "a warning here"} : () -> () // expected-warning {{warning here}}
  func.return
}

// -----

func.func @offsets() {
  // expected-remark@+1 {{remark one line below}}
  "test.op"() {test.remark = "a remark one line below"} : () -> ()
  "test.op"() {test.remark = "a remark two lines above"} : () -> ()

  // expected-remark@-2 {{two lines above}}
  func.return
}

// -----

func.func @above_and_below() {
  "test.op"() {test.warning = "warned"} : () -> ()
  // expected-warning@above {{warned}}
  // expected-remark@below {{noticed}}
  // expected-note@below {{with a note}}
  "test.op"() {test.remark = "noticed", test.note = "with a note"} : () -> ()
  func.return
}

// -----

func.func @errors_and_notes() {
  // expected-error@+2 {{something went wrong}}
  // expected-note@+1 {{because of this}}
  "test.op"() {test.error = "something went wrong", test.note = "because of this"} : () -> ()
  func.return
}

// -----

func.func @regex() {
  // expected-warning-re@+1 {{value {{[0-9]+}} is odd}}
  "test.op"() {test.warning = "value 41 is odd"} : () -> ()
  func.return
}

// -----

// Verifier errors are diagnostics too: the pass never runs on this chunk.
func.func @verifier(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @verifier}}
  func.return %a : i32
}

// -----

// And so are parse errors.
func.func @parser() {
  // expected-error@+1 {{use of undeclared SSA value name '%undefined'}}
  "test.op"(%undefined) : (i32) -> ()
  func.return
}
