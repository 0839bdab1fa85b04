// MLIR's wording for failures that xDSL words its own way: the ODS-generated
// verifier's constraint messages (at the op, also for an op written in its
// custom form), and the parser's messages and locations.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// A custom form with a type the op does not take: built, then rejected by the
// verifier at the op (xDSL rejected it while parsing, at the next token).
func.func @custom_form_operand(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @custom_form_result(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @generic_form_operand(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// A summary built from the constraint's parts (upstream's AnyRankedOrUnrankedMemRef).
func.func @built_summary(%t: tensor<4xf32>) {
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @llvm_pointer(%p: i64) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.load"(%p) : (i64) -> f32
  return
}

// -----

func.func @missing_attribute(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @missing_colon(%a: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addf %a, %a, %a : f32
  return
}

// -----

func.func @missing_operand(%a: f32) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = arith.addf %a, : f32
  return
}

// -----

func.func @missing_attribute_value() {
  // expected-error@+1 {{expected attribute value}}
  %0 = "test.op"() {a = } : () -> ()
  return
}

// -----

func.func @result_of_no_results() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = "func.return"() : () -> ()
}

// -----

func.func @prior_use(%a: i32, %b: i64) { // expected-note {{prior use here}}
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %r = arith.addi %a, %b : i32
  return
}

// -----

// A missing punctuation at the start of a line: reported at the end of the
// line before, past its comment, as MLIR reports a wrong token.
func.func @missing_region() {
  affine.for %i = 1 to 10 step 2  // expected-error {{expected '{' to begin a region}}

}

// -----

// One type variable of all operands and results: upstream's SameOperandsAndResultType.
func.func @same_type(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

// One of some of them: upstream's AllTypesMatch, with upstream's operand names.
func.func @all_types_match(%a: index, %b: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @signless_integer_or_index(%a: f32, %b: index) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%a, %b, %b) ({
  ^bb0(%i: index):
    scf.yield
  }) : (f32, index, index) -> ()
  return
}

// -----

// A fixed number of regions (upstream's OneRegion, NRegions traits).
func.func @region_count(%a: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }, {
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @operand_count(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

// Operands and types that do not pair up: reported at the operands.
func.func @operands_and_types(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{2 operands present, but expected 0}}
  llvm.getelementptr %p[%i] : () -> (), i64
}

// -----

// A constraint not worded as upstream's here (complex.create's TypesMatchWith): xDSL's
// message, with its reason (which xDSL gives on a line of its own).
func.func @reason_kept(%a: f32, %b: f32) {
  // expected-error@+1 {{'complex.create' op result 'complex' at position 0 does not verify: attribute f32 expected from variable 'T', but got f64}}
  %0 = "complex.create"(%a, %b) : (f32, f32) -> complex<f64>
  return
}

// -----

// xDSL's trait failures in upstream's words (HasParent, SingleBlockImplicitTerminator).
func.func @parent_one_of() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @parent() {
  scf.execute_region {
    // expected-error@+1 {{'gpu.func' op expects parent op 'gpu.module'}}
    gpu.func @k() kernel {
      gpu.return
    }
    scf.yield
  }
  return
}

// -----

func.func @implicit_terminator(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  "scf.if"(%c) ({
    llvm.unreachable
  }, {
  }) : (i1) -> ()
  return
}

// -----

// The region trait is checked after the ops in the region (upstream's verifyRegionTrait).
func.func @implicit_terminator_after_region_ops(%c: i1) {
  "scf.if"(%c) ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @bad_symbol_name() {
  // expected-error@+1 {{@ identifier expected to start with letter or '_'}}
  func.call @1() : () -> ()
  return
}
