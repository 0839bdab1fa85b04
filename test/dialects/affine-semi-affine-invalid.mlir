// RUN: ai-opt %s --split-input-file --verify-diagnostics

// A product of two dims is not even semi-affine (upstream's parser's words, at the operator).
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#a = affine_map<(d0, d1) -> (d0 * d1)>

// -----

// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
#a = affine_map<(d0, d1) -> (d0 floordiv d1)>

// -----

// expected-error@+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
#a = affine_map<(d0)[s0] -> (s0 ceildiv (d0 + s0))>

// -----

// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
#a = affine_map<(d0, d1) -> (d0 mod (d1 + 1))>

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
#s = affine_set<(d0) : (d0 > 1)>
